import Foundation
@testable import PlumbCore
import Testing

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`, as
/// SwiftUI documents them: the child is proposed the largest size of the
/// ratio inside the proposal (fit) or the smallest covering it (fill).
@MainActor @Suite struct AspectRatioTests {
  /// 2:1 in 300 × 100: fit is limited by the height, 200 × 100.
  @Test func fitIsTheLargestInside() {
    let r = layout(Color.red.aspectRatio(2, contentMode: .fit).id("c"), ProposedViewSize(width: 300, height: 100))
    #expect(r.frame(of: "c") == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  /// 2:1 in 300 × 100: fill covers the width, 300 × 150, overflowing the
  /// height (unclipped).
  @Test func fillIsTheSmallestCovering() {
    let r = layout(Color.red.aspectRatio(2, contentMode: .fill).id("c"), ProposedViewSize(width: 300, height: 100))
    #expect(r.frame(of: "c") == CGRect(x: 0, y: 0, width: 300, height: 150))
  }

  /// One side proposed: the other follows from the ratio (120 wide → 60).
  @Test func oneSideProposed() {
    let w = layout(Color.red.aspectRatio(2, contentMode: .fit).id("c"), ProposedViewSize(width: 120, height: nil))
    #expect(w.frame(of: "c")?.size == CGSize(width: 120, height: 60))
    let h = layout(Color.red.aspectRatio(2, contentMode: .fit).id("c"), ProposedViewSize(width: nil, height: 30))
    #expect(h.frame(of: "c")?.size == CGSize(width: 60, height: 30))
  }

  /// scaledToFit uses the view's own ratio: a resizable image of 48 × 64
  /// points (rogue@2x.png, 0.75) in 200 × 200 is 150 × 200; filled,
  /// 200 × 266.67.
  @Test func scaledToFitAndFillUseTheImagesRatio() {
    let images = ImageCatalog(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Fixtures/images").standardizedFileURL])
    let fit = LayoutResult(
      of: Image("rogue").resizable().scaledToFit().id("i"), proposal: ProposedViewSize(width: 200, height: 200),
      images: images)
    #expect(fit.frame(of: "i")?.size == CGSize(width: 150, height: 200))
    let fill = LayoutResult(
      of: Image("rogue").resizable().scaledToFill().id("i"), proposal: ProposedViewSize(width: 200, height: 200),
      images: images)
    let size = fill.frame(of: "i")?.size ?? .zero
    #expect(size.width == 200 && abs(size.height - 800.0 / 3) < 1e-9)
  }

  /// A bad ratio falls back to the view's own, noted.
  @Test func badRatioIsNoted() {
    let r = layout(Color.red.aspectRatio(-1, contentMode: .fit).id("c"), ProposedViewSize(width: 50, height: 20))
    // A color's own ratio is 1 (10 × 10): 20 × 20.
    #expect(r.frame(of: "c")?.size == CGSize(width: 20, height: 20))
    #expect(r.diagnostics.contains("aspectRatio -1.0 is not a positive number; used the view's own"))
  }
}
