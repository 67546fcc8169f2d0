import Foundation
import PlumbCore
import Testing

/// Inline markdown in `Text` literals, as SwiftUI renders it: the text
/// shown loses its markup, and spans carry the styles (UTF-8 offsets).
@MainActor @Suite struct InlineMarkdownTests {
  static let bold = TextStyle(isBold: true)
  static let italic = TextStyle(isItalic: true)

  func parsed(_ s: String) -> (String, [TextSpan]) {
    let r = InlineMarkdown.parse(s)
    return (r.string, r.spans)
  }
  func span(_ r: Range<Int>, _ style: TextStyle) -> TextSpan { TextSpan(utf8Range: r, style: style) }

  @Test func emphasis() {
    #expect(parsed("**bold** and _italic_") == ("bold and italic", [span(0..<4, Self.bold), span(9..<15, Self.italic)]))
    #expect(parsed("__b__ *i*") == ("b i", [span(0..<1, Self.bold), span(2..<3, Self.italic)]))
    #expect(parsed("***both***") == ("both", [span(0..<4, TextStyle(isBold: true, isItalic: true))]))
    #expect(parsed("**a *b* c**") == ("a b c", [
      span(0..<2, Self.bold), span(2..<3, TextStyle(isBold: true, isItalic: true)), span(3..<5, Self.bold),
    ]))
    #expect(parsed("~~gone~~") == ("gone", [span(0..<4, TextStyle(isStrikethrough: true))]))
  }

  /// Automatic grammar agreement (`^[…](inflect: true)`, Hacking with
  /// Swift's BetterRest): the text without markup, its noun agreeing with
  /// the number; other attribute markup is its text.
  @Test func inflection() {
    #expect(parsed("^[1 cup](inflect: true)").0 == "1 cup")
    #expect(parsed("^[3 cup](inflect: true)").0 == "3 cups")
    #expect(parsed("^[2 berry](inflect: true) and ^[2 box](inflect: true)").0 == "2 berries and 2 boxes")
    #expect(parsed("^[4 person](inflect: true)").0 == "4 people")
    #expect(parsed("^[Hello](morphology: {})").0 == "Hello")
    #expect(parsed("^[3 cup](inflect: true)").1.isEmpty)
  }

  @Test func codeIsLiteral() {
    #expect(parsed("run `make **all**` now") == ("run make **all** now", [span(4..<16, TextStyle(isMonospaced: true))]))
    #expect(parsed("`` a`b ``") == ("a`b", [span(0..<3, TextStyle(isMonospaced: true))]))
  }

  @Test func links() {
    let url = URL(string: "https://swift.org")!
    #expect(parsed("see [**Swift**](https://swift.org)!") == ("see Swift!", [
      span(4..<9, TextStyle(isBold: true, link: url))
    ]))
    #expect(parsed("[no](link") == ("[no](link", []))
  }

  /// What is not markup stays text: unpaired or spaced delimiters,
  /// intraword underscores, escapes.
  @Test func plainText() {
    #expect(parsed("a * b * c") == ("a * b * c", []))
    #expect(parsed("snake_case_name") == ("snake_case_name", []))
    #expect(parsed("**open") == ("**open", []))
    #expect(parsed(#"\*not\* \_this\_"#) == ("*not* _this_", []))
    #expect(parsed("5 * 3 = 15\nline two") == ("5 * 3 = 15\nline two", []))
    #expect(parsed("é **ü**") == ("é ü", [span(3..<5, Self.bold)]))
  }

  func content<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> TextContent? {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    let r = LayoutResult(of: view, proposal: .unspecified, environment: env)
    for case .text(let t, _, _, _, _) in DisplayList(r, scale: 1, colorScheme: scheme).items { return t }
    return nil
  }

  /// A literal renders markdown; a string value, `verbatim:` and
  /// interpolated values do not. Widths with the fixed measurer: 8.5 per
  /// character shown.
  @Test func literalsRenderMarkdownValuesDoNot() {
    let value = "**bold**"
    let n = 3
    #expect(layout(Text("**bold**").id("t")).frame(of: "t")?.width == 34)
    #expect(layout(Text(verbatim: "**bold**").id("t")).frame(of: "t")?.width == 68)
    #expect(layout(Text(value).id("t")).frame(of: "t")?.width == 68)
    #expect(content(Text(value))?.spans == [])
    #expect(content(Text("\(value) items"))?.string == "**bold** items")
    #expect(content(Text("**\(n)** items")) == TextContent(string: "3 items", spans: [span(0..<1, Self.bold)]))
    #expect(content(Text(LocalizedStringKey(value)))?.string == "bold")
  }

  /// The dump shows the text without its markup.
  @Test func dumpShowsPlainText() {
    let dump = "\(layout(Text("**bold** and _italic_")))"
    #expect(dump.split(separator: "\n").last == #"Text("bold and italic") (0, 0, 127.5, 21.25)"#)
  }

  /// Links are drawn in the accent color of the color scheme.
  @Test func linksTakeTheAccentColor() {
    let url = URL(string: "https://swift.org")!
    #expect(content(Text("[Swift](https://swift.org)"))?.spans == [
      span(0..<5, TextStyle(link: url, color: RGBA(red: 0, green: 122 / 255, blue: 1)))
    ])
    #expect(content(Text("[Swift](https://swift.org)"), .dark)?.spans.first?.style.color
      == RGBA(red: 10 / 255, green: 132 / 255, blue: 1))
  }
}
