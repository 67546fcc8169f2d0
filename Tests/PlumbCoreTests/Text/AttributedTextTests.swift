import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct AttributedTextTests {
  /// The characters are laid out as plain text: 5 characters of 8.5 (the
  /// test measurer's 0.5 em at 17 pt) = 42.5 wide.
  @Test func attributedStringShowsItsCharacters() {
    let r = layout(Text(AttributedString("Hello")).id("t"))
    #expect(r.frame(of: "t")?.width == 42.5)
  }
}

/// `AttributedString(NSAttributedString)`: UIKit's attributes become the
/// SwiftUI attributes `Text` draws; the others are dropped.
@MainActor @Suite struct UIKitAttributedStringTests {
  func content(_ view: some View) -> TextContent? {
    let r = LayoutResult(of: view, proposal: .unspecified)
    for case .text(let t, _, _, _, _) in DisplayList(r, scale: 1, colorScheme: .light).items { return t }
    return nil
  }

  /// "Hello world": "Hello" (UTF-8 0..<5) bold and underlined from a
  /// UIFont and `NSUnderlineStyle`, " world" plain; a paragraph style on
  /// the whole string changes nothing drawn.
  @Test func fontsAndUnderlinesBecomeSpans() {
    let ns = NSMutableAttributedString(string: "Hello world")
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    ns.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: 11))
    ns.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
    ns.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 5))
    let text = content(Text(AttributedString(ns)))
    #expect(text?.string == "Hello world")
    #expect(text?.spans == [TextSpan(utf8Range: 0..<5, style: TextStyle(isBold: true, isUnderlined: true))])
  }

  /// A UIColor on "world" (UTF-8 6..<11) colors that run only, and a link
  /// given as a string is the run's link.
  @Test func colorsAndLinks() {
    let ns = NSMutableAttributedString(string: "Hello world")
    ns.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
    ns.addAttribute(.link, value: "https://example.com", range: NSRange(location: 0, length: 5))
    let s = AttributedString(ns)
    let runs = s.runs.map { (String(s[$0.range].characters), $0.foregroundColor, $0.link) }
    #expect(runs.map(\.0) == ["Hello", " ", "world"])
    #expect(runs[2].1 == Color(uiColor: .red))
    #expect(runs[0].2 == URL(string: "https://example.com"))
    #expect(runs[1].1 == nil && runs[1].2 == nil)
  }
}
