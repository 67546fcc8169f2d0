import Foundation
@testable import PlumbCore
import Testing

/// Line spacing, reserved lines, tracking, underline and baseline offset
/// with the fixed-advance measurer: body 17 advances 8.5 a character and
/// a line is 21.25 high.
@MainActor @Suite struct TextDecorationTests {
  func result(_ view: some View) -> LayoutResult {
    LayoutResult(of: view, measurer: FixedAdvanceTextMeasurer())
  }
  func content(_ view: some View) -> TextContent? {
    // The result owns the node table its root points into: keep it alive.
    let r = result(view)
    guard case .text(let c, _) = withExtendedLifetime(r, { r.root.drawing }) else { return nil }
    return c
  }

  /// Two lines with 4 between them: 2 × 21.25 + 4 = 46.5; the last
  /// baseline is one line and the spacing below the first (17 + 25.25).
  @Test func lineSpacingAddsBetweenLines() {
    let r = result(Text("a\nb").lineSpacing(4))
    #expect(r.size == CGSize(width: 8.5, height: 46.5))
    let one = result(Text("a").lineSpacing(4))
    #expect(one.size.height == 21.25)
    let m = FixedAdvanceTextMeasurer().measure(content(Text("a\nb").lineSpacing(4))!, width: nil)
    #expect(m.lastBaseline == 42.25)
  }

  /// reservesSpace: one line shown, three lines high (63.75); without it,
  /// one line. A range reserves its lower bound and limits to its upper:
  /// `2...4` on one line is 42.5 high, on six lines shows four (85).
  @Test func reservedLines() {
    #expect(result(Text("a").lineLimit(3, reservesSpace: true)).size == CGSize(width: 8.5, height: 63.75))
    #expect(result(Text("a").lineLimit(3, reservesSpace: false)).size.height == 21.25)
    #expect(result(Text("a").lineLimit(2...4)).size.height == 42.5)
    #expect(result(Text("a\nb\nc\nd\ne\nf").lineLimit(2...4)).size.height == 85)
    #expect(result(Text("a").lineLimit(3...)).size.height == 63.75)
    #expect(result(Text("a\nb\nc\nd").lineLimit(...2)).size.height == 42.5)
  }

  /// Tracking 2 on "abc": 3 × (8.5 + 2) = 31.5; kerning from a view
  /// above, 1 on "ab": 2 × 9.5 = 19.
  @Test func trackingWidens() {
    #expect(result(Text("abc").tracking(2)).size.width == 31.5)
    #expect(result(VStack { Text("ab") }.kerning(1)).size.width == 19)
    #expect(content(Text("abc").tracking(2))?.spans.first?.style.tracking == 2)
  }

  @Test func underlineAndStrikethroughCarryTheirColors() {
    let c = content(Text("Hi").underline(color: .red).strikethrough(color: .blue))
    let style = c?.spans.first?.style
    #expect(style?.isUnderlined == true && style?.underlineColor == Color.red.resolve(in: .light))
    #expect(style?.isStrikethrough == true && style?.strikethroughColor == Color.blue.resolve(in: .light))
    // From a view above: each text below is underlined.
    let below = content(Text("Hi").underline())
    #expect(below?.spans.first?.style.isUnderlined == true)
    // Concatenated parts keep their underline.
    let joined = content(Text("a") + Text("b").underline())
    #expect(joined?.spans.contains { $0.utf8Range == 1..<2 && $0.style.isUnderlined } == true)
    // `underline(false)` draws none.
    #expect(content(Text("Hi").underline(false))?.spans.isEmpty == true)
  }

  @Test func baselineOffsetIsAStyle() {
    #expect(content(Text("x").baselineOffset(5))?.spans.first?.style.baselineOffset == 5)
    // Accepted without effect on the size here (the fixed measurer has no rise).
    #expect(result(Text("x").baselineOffset(5)).size == CGSize(width: 8.5, height: 21.25))
  }

  /// Inert text options leave the size as it is.
  @Test func inertOptions() {
    let plain = result(Text("Hello")).size
    let view = Text("Hello").bold(true).italic(false).monospaced().monospacedDigit().fontDesign(.serif).fontWidth(.condensed)
    #expect(result(view).size == plain)
    #expect(
      result(
        Text("Hello").truncationMode(.middle).minimumScaleFactor(0.5).allowsTightening(true).textSelection(.enabled)
          .fontDesign(.rounded).fontWidth(.expanded).monospaced(true).monospacedDigit()
      ).size == plain)
  }
}
