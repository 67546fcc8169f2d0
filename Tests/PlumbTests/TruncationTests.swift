import Foundation
import Plumb
import Testing

/// A tail-truncated line ends in "…" right after its last visible
/// character. Pango cuts after whatever still fits, a space included: at
/// 60 points, 17-pt "Hello world again" on one line was "Hello …".
@MainActor @Suite struct TruncationTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  func limited(_ s: String, _ lines: Int = 1) -> TextContent {
    TextContent(string: s, font: .body, lineLimit: lines)
  }

  @Test func noSpaceBeforeTheEllipsis() {
    #expect(measurer.shownLines(limited("Hello world again"), width: 60) == ["Hello…"])
    #expect(measurer.shownLines(limited("Hello world again"), width: 110) == ["Hello world…"])
    // Cuts inside a word are Pango's own.
    #expect(measurer.shownLines(limited("Hello world again"), width: 90) == ["Hello wor…"])
  }

  /// At every width from 30 to 150, the cut never follows a space.
  @Test func noWidthLeavesASpace() {
    for w in stride(from: 30.0, through: 150.0, by: 1.0) {
      let shown = measurer.shownLines(limited("Hello world again"), width: w)
      #expect(shown.count == 1 && !shown[0].contains(" …"), "at \(w): \(shown)")
    }
  }

  /// The last of several lines is trimmed the same way.
  @Test func lastOfTwoLines() {
    // A wrapped line keeps the space it broke at.
    #expect(measurer.shownLines(limited("Hello world again and again", 2), width: 66) == ["Hello ", "world…"])
    #expect(measurer.shownLines(limited("Hello world again and again", 2), width: 100) == ["Hello world ", "again and…"])
  }

  /// Measuring sees what is drawn: the truncated text is as wide as
  /// "Hello…" set untruncated.
  @Test func measuredWidthIsTheTrimmedLine() throws {
    let hello = measurer.measure(TextContent(string: "Hello…", font: .body), width: nil).size.width
    #expect(measurer.measure(limited("Hello world again"), width: 60).size.width == hello)
    let r = ImageRenderer(content: Text("Hello world again").lineLimit(1).id("t").frame(width: 60))
    #expect(try r.layout().frame(of: "t")?.width == hello)
  }
}
