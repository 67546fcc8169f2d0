import Foundation
import PlumbCore
import Testing

/// Text with the fixed-advance measurer: 17 pt body, 8.5 per character,
/// lines 21.25 high, baseline 17 below each line's top.
@MainActor @Suite struct TextLayoutTests {
  @Test func unproposedTextIsOneLine() {
    let r = layout(Text("Hello world").id("t"))
    expectFrames(r, ["t": rect(0, 0, 93.5, 21.25)])
  }

  /// Offered 60, "Hello world" wraps at the space: two lines of 5 chars.
  @Test func textWrapsToProposedWidth() {
    let r = layout(Text("Hello world").id("t"), ProposedViewSize(width: 60, height: 100))
    expectFrames(r, ["t": rect(0, 0, 42.5, 42.5)])
  }

  @Test func lineLimit() {
    let r = layout(Text("a b c d").lineLimit(2).id("t"), ProposedViewSize(width: 10, height: 100))
    #expect(r.frame(of: "t")?.height == 42.5)
  }

  /// Baselines: 17 for the first line; two lines → last baseline 38.25.
  /// `.lastTextBaseline` aligns the second text's last baseline (38.25) with
  /// the first's (17): the single-line text moves down 21.25.
  @Test func baselineAlignment() {
    let r = layout(
      HStack(alignment: .lastTextBaseline) {
        Text("one").id("a")
        Text("two\nlines").id("b")
      })
    expectFrames(r, ["a": rect(0, 21.25, 25.5, 21.25), "b": rect(33.5, 0, 42.5, 42.5)])
  }

  /// First baselines: a padded text reports its baseline moved by the
  /// padding (10 + 17 = 27) against a 12-pt caption's 12.
  @Test func firstBaselineThroughPadding() {
    let r = layout(
      HStack(alignment: .firstTextBaseline) {
        Text("a").padding(10).id("padded")
        Text("b").font(.caption).id("small")
      })
    expectFrames(r, ["padded": rect(0, 0, 28.5, 41.25), "small": rect(36.5, 15, 6, 15)])
  }

  /// A VStack's first baseline is its first text's; its last, its last's.
  @Test func stackBaselinesTakeFirstAndLast() {
    let r = layout(
      HStack(alignment: .firstTextBaseline) {
        VStack { Text("x"); Text("y") }.id("v")
        Text("z").font(.largeTitle).id("big")
      })
    // v's first baseline 17; big's 34 → v moves down 17. Text over text
    // is 2 apart (the body style's 1.71 of leading rounded up to 1/3 pt),
    // so v is 21.25 + 2 + 21.25 high.
    expectFrames(r, ["v": rect(0, 17, 8.5, 44.5), "big": rect(16.5, 0, 17, 42.5)])
  }
}
