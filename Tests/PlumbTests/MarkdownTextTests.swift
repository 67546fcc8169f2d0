import Foundation
import Plumb
import Testing

/// Markdown in a Text literal, measured and drawn by Pango in Inter.
@MainActor @Suite struct MarkdownTextTests {
  func width<V: View>(_ view: V) throws -> CGFloat {
    try ImageRenderer(content: view.id("t")).layout().frame(of: "t")!.width
  }

  /// `**bold**` is as wide as "bold" set bold, wider than it set regular;
  /// `*x*` as wide as the italic.
  @Test func strongTextHasTheBoldWidth() throws {
    let bold = try width(Text("bold").bold())
    #expect(try width(Text("**bold**")) == bold)
    #expect(try width(Text("bold")) < bold)
    #expect(try width(Text("*Weight*")) == width(Text("Weight").italic()))
    #expect(try width(Text(verbatim: "**bold**")) > bold)
  }

  /// A truncated span keeps its style up to the ellipsis.
  @Test func truncatedBoldEndsAfterItsLastCharacter() throws {
    let m = try PangoTextMeasurer()
    let content = TextContent(
      string: "Hello world again", lineLimit: 1, spans: [TextSpan(utf8Range: 0..<17, style: TextStyle(isBold: true))])
    for w in stride(from: 40.0, through: 130.0, by: 1.0) {
      let shown = m.shownLines(content, width: w)
      #expect(shown.count == 1 && !shown[0].contains(" …"), "at \(w): \(shown)")
    }
  }

  /// A link's pixels are the accent blue (0, 122, 255); plain text has none.
  @Test func linksAreAccentColored() throws {
    func bluePixels(_ view: some View) throws -> Int {
      let r = ImageRenderer(content: view)
      r.background = .white
      return try r.pixelImage().pixels.filter { Int($0.b) - Int($0.r) > 150 }.count
    }
    #expect(try bluePixels(Text("[Swift](https://swift.org)")) > 20)
    #expect(try bluePixels(Text("Swift")) == 0)
  }
}
