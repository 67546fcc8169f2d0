import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct FrameLayoutTests {
  /// A fixed frame places its child by its alignment.
  @Test func fixedFrameAlignment() {
    let r = layout(leaf("c", width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing))
    #expect(r.size == CGSize(width: 100, height: 50))
    expectFrames(r, ["c": rect(80, 40, 20, 10)])
  }

  /// The child's explicit guide counts in frame alignment.
  @Test func frameAlignmentUsesExplicitGuides() {
    let r = layout(
      leaf("c", width: 20, height: 10).alignmentGuide(.leading) { _ in -5 }.frame(width: 100, alignment: .leading))
    expectFrames(r, ["c": rect(5, 0, 20, 10)])
  }

  /// `frame(maxWidth: 100)` around a 50-wide child offered 400 is 100 wide,
  /// the child centered at 25.
  @Test func maxWidthFillsUpToMax() {
    let r = layout(leaf("c", width: 50, height: 10).frame(maxWidth: 100), ProposedViewSize(width: 400, height: 10))
    #expect(r.size == CGSize(width: 100, height: 10))
    expectFrames(r, ["c": rect(25, 0, 50, 10)])
  }

  @Test func maxWidthInfinityFills() {
    let r = layout(
      leaf("c", width: 50, height: 10).frame(maxWidth: .infinity, alignment: .leading),
      ProposedViewSize(width: 400, height: 10))
    #expect(r.size == CGSize(width: 400, height: 10))
    expectFrames(r, ["c": rect(0, 0, 50, 10)])
  }

  /// minWidth raises a small child's frame; the child is offered the min.
  @Test func minWidthRaises() {
    let r = layout(Color.red.frame(minWidth: 200).id("f"), ProposedViewSize(width: 100, height: 10))
    #expect(r.size == CGSize(width: 200, height: 10))
  }

  /// Unproposed, a flexible frame is its child's size clamped, or its ideal.
  @Test func unproposedFlexibleFrame() {
    #expect(layout(leaf("c", width: 50, height: 10).frame(maxWidth: .infinity)).size == CGSize(width: 50, height: 10))
    #expect(layout(Color.red.frame(idealWidth: 70, idealHeight: 30)).size == CGSize(width: 70, height: 30))
    #expect(layout(Color.red.frame(idealWidth: 70).fixedSize(), ProposedViewSize(width: 5, height: 5)).size.width == 70)
  }

  /// Seed 003: frame alignment has no effect when the frame is tight.
  @Test func frameAlignmentInTightContainerHasNoEffect() {
    let r = layout(
      VStack(alignment: .leading) {
        leaf("a", width: 30, height: 10)
        leaf("b", width: 60, height: 10)
      }.frame(alignment: .trailing).id("tight"))
    expectFrames(r, ["a": rect(0, 0, 30, 10), "b": rect(0, 18, 60, 10)])
  }

  /// Only one dimension fixed: the other follows the child.
  @Test func partialFixedFrame() {
    let r = layout(Color.red.frame(height: 20), ProposedViewSize(width: 70, height: 500))
    #expect(r.size == CGSize(width: 70, height: 20))
  }
}
