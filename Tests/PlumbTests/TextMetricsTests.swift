import Foundation
import Plumb
import Testing

/// Text metrics are SF Pro's, whatever draws the glyphs ("Text metrics
/// compatible with SF Pro"): 2048 units per em, ascender 1950, descender
/// 494, so a 17-pt line is 17 × 2444/2048 = 20.287109375 high (iPhone's
/// 20.29) and its baseline 17 × 1950/2048 = 16.1865234375 below its top.
/// (Inter's own, from the pinned fonts-inter 4.0: 20.57 and 16.47.)
let bodyLine: CGFloat = 20.287109375
@MainActor @Suite struct TextMetricsTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  /// A word too long for its line breaks between characters with no
  /// hyphen, as Core Text does: "Today" at the width of "Tod" is "Tod" over
  /// "ay", as wide as "Tod" (Pango's default would end the line with a
  /// hyphen, which no longer fits, and break earlier).
  @Test func longWordsBreakWithoutHyphens() {
    let tod = measurer.measure(TextContent(string: "Tod", font: .body), width: nil).size.width
    let m = measurer.measure(TextContent(string: "Today", font: .body), width: tod + 0.5)
    #expect(m.size.width == tod, "\(m)")
    #expect(abs(m.size.height - 2 * bodyLine) < 0.001, "\(m)")
  }

  @Test func bodyLineHeightAndBaseline() {
    let m = measurer.measure(TextContent(string: "Hello", font: .body), width: nil)
    #expect(abs(m.size.height - bodyLine) < 0.001, "\(m)")
    #expect(abs(m.firstBaseline - 16.1865234375) < 0.001, "\(m)")
    #expect(m.firstBaseline == m.lastBaseline)
  }

  @Test func twoLinesHaveTwoBaselines() {
    let m = measurer.measure(TextContent(string: "Longer Item\nwith second line", font: .body), width: nil)
    #expect(abs(m.size.height - 2 * bodyLine) < 0.001, "\(m)")
    #expect(abs(m.lastBaseline - m.firstBaseline - bodyLine) < 0.001, "\(m)")
  }

  /// Sizes are points: 34-pt text is twice as wide as 17-pt text.
  @Test func sizesScaleLinearly() {
    let a = measurer.measure(TextContent(string: "Tuesday", font: .body), width: nil)
    let b = measurer.measure(TextContent(string: "Tuesday", font: .largeTitle), width: nil)
    #expect(abs(b.size.width - 2 * a.size.width) < 0.05, "\(a) \(b)")
  }

  /// Wrapping to the proposed width; the width is the widest line's.
  @Test func wrapsToWidth() {
    let one = measurer.measure(TextContent(string: "Hello world", font: .body), width: nil)
    let wrapped = measurer.measure(TextContent(string: "Hello world", font: .body), width: one.size.width - 1)
    #expect(wrapped.size.height > one.size.height * 1.9)
    #expect(wrapped.size.width < one.size.width)
  }

  @Test func lineLimitTruncates() {
    let m = measurer.measure(TextContent(string: "a b c d e f", font: .body, lineLimit: 1), width: 20)
    #expect(abs(m.size.height - bodyLine) < 0.001, "\(m)")
  }

  @Test func boldIsWider() {
    let a = measurer.measure(TextContent(string: "Weight", font: .body), width: nil)
    let b = measurer.measure(TextContent(string: "Weight", font: .body.bold()), width: nil)
    #expect(b.size.width > a.size.width)
  }

  /// Baselines drive layout: in HStack(.firstTextBaseline) the body text's
  /// top sits lower than the largeTitle's by the difference of their
  /// ascents, (34 - 17) × 1950/2048 (SF Pro's ascender).
  @Test func baselineAlignmentUsesPango() throws {
    let r = ImageRenderer(
      content: HStack(alignment: .firstTextBaseline) {
        Text("small").id("s")
        Text("BIG").font(.largeTitle).id("b")
      })
    let result = try r.layout()
    let dy = result.frame(of: "s")!.minY - result.frame(of: "b")!.minY
    #expect(abs(dy - (34 - 17) * 1950 / 2048) < 0.01)
  }
}
