import Foundation
import PlumbCore
import Testing

/// Layout is total: bad values from user code are clamped, never trapped on,
/// and listed in the diagnostics.
@MainActor @Suite struct RobustnessTests {
  @Test func negativeFrameIsIgnored() {
    let r = layout(Color.red.frame(width: -5, height: 20), ProposedViewSize(width: 30, height: 30))
    #expect(r.size == CGSize(width: 30, height: 20))
    #expect(r.diagnostics.count == 1)
    #expect(r.diagnostics[0].contains("width"))
  }

  @Test func nonFiniteValuesAreClamped() {
    let r = layout(
      HStack(spacing: .nan) {
        Color.red.frame(width: .nan, height: .infinity)
        Color.blue.padding(.infinity).offset(x: .nan)
        leaf("g", height: 10).alignmentGuide(VerticalAlignment.center) { _ in .nan }
      }, ProposedViewSize(width: 100, height: 50))
    #expect(r.size.width.isFinite && r.size.height.isFinite)
    #expect(r.diagnostics.count >= 4)
  }

  @Test func contradictoryFlexibleFrame() {
    let r = layout(Color.red.frame(minWidth: 50, maxWidth: 10), ProposedViewSize(width: 30, height: 10))
    #expect(r.size.width == 50)
    #expect(r.diagnostics.contains { $0.contains("contradictory") })
  }

  @Test func invalidRootProposal() {
    let r = layout(Color.red, ProposedViewSize(width: -10, height: .nan))
    #expect(r.size == CGSize(width: 0, height: 10))
    #expect(!r.diagnostics.isEmpty)
  }

  /// An infinite proposal reaches a color as infinity; nothing becomes NaN.
  @Test func infiniteProposal() {
    let r = layout(HStack { Color.red; leaf("f", width: 10, height: 10) }, .infinity)
    #expect(r.size.width == .infinity)
    #expect(!r.size.height.isNaN)
  }

  /// Thousands of nested stacks lay out and are released without
  /// overflowing the stack.
  @Test func deepNesting() {
    var view = AnyView(leaf("deep", width: 3, height: 4))
    for i in 0..<5_000 {
      view = i.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view.padding(0) })
    }
    let r = layout(view, ProposedViewSize(width: 100, height: 100))
    #expect(r.size == CGSize(width: 3, height: 4))
    #expect(r.frame(of: "deep") == rect(0, 0, 3, 4))
    #expect(r.description.split(separator: "\n").count > 5_000)
  }

  @Test func emptyRoot() {
    #expect(layout(EmptyView()).size == .zero)
  }

  /// Several root views stack vertically.
  @Test func multipleRootViews() {
    struct Two: View {
      var body: some View {
        leaf("a", width: 10, height: 10)
        leaf("b", width: 10, height: 10)
      }
    }
    #expect(layout(Two()).size == CGSize(width: 10, height: 28))
  }
}

/// Each view is measured a bounded number of times per layout.
@MainActor @Suite struct MeasurementCountTests {
  /// A balanced tree of alternating stacks, branching `b`, `depth` deep.
  func tree(depth: Int, branching b: Int, horizontal: Bool = true) -> AnyView {
    if depth == 0 { return AnyView(Color.red.frame(width: 3, height: 2)) }
    let kids = (0..<b).map { _ in tree(depth: depth - 1, branching: b, horizontal: !horizontal) }
    if horizontal {
      return AnyView(HStack { ForEach(kids.indices, id: \.self) { kids[$0] } })
    }
    return AnyView(VStack { ForEach(kids.indices, id: \.self) { kids[$0] } })
  }

  func nodeCount(_ r: LayoutResult) -> Int { r.frames.count }

  /// Measurements per node stay under a constant as the tree deepens: a
  /// stack probes each child at 0 and infinity on its axis and then offers
  /// its share, and each node caches per proposal.
  @Test(arguments: [2, 4, 6])
  func measurementsPerNodeAreBounded(depth: Int) {
    let r = layout(tree(depth: depth, branching: 3), ProposedViewSize(width: 500, height: 400))
    let perNode = Double(r.measurements) / Double(nodeCount(r))
    #expect(perNode <= 6, "\(r.measurements) measurements for \(nodeCount(r)) nodes")
  }

  /// A text in an HStack is measured at most three times: at 0, at
  /// infinity, and at its share, however often the stack asks. (Colors and
  /// shapes are sized by arithmetic, without the cache, and not counted.)
  @Test func leafMeasuredThreeTimes() {
    let r = layout(HStack { Text("a b"); Text("c d"); Color.red }, ProposedViewSize(width: 100, height: 10))
    // Root HStack: 1; each text: 0, ∞, share = 3 each.
    #expect(r.measurements == 1 + 3 + 3)
  }
}

/// Inputs a review found trapping; each now lays out and dumps.
@MainActor @Suite struct ExtremeValueTests {
  @Test func hugeProposalToText() {
    let r = layout(Text("hello world").id("t"), ProposedViewSize(width: 1e20, height: 100))
    #expect(r.frame(of: "t") == rect(0, 0, 93.5, 21.25))
  }

  @Test func zeroAndInvalidFontSizes() {
    let zero = layout(Text("hi").font(.system(size: 0)).id("t"), ProposedViewSize(width: 100, height: 100))
    #expect(zero.frame(of: "t")?.width == 0)
    let nan = layout(Text("hi").font(.system(size: .nan)).id("t"))
    #expect(nan.frame(of: "t") == rect(0, 0, 17, 21.25))
    #expect(nan.diagnostics.contains { $0.contains("font size") })
  }

  @Test func hugeFramesDump() {
    let r = layout(Color.red.frame(width: 1e19, height: 1))
    #expect(r.description.contains("1e+19"))
  }

  @Test func hugeGridSpan() {
    let r = layout(Grid { GridRow { Text("a").gridCellColumns(Int.max); Text("b") } })
    #expect(r.size.width.isFinite)
  }

  /// Infinity minus infinity would be NaN; the child sits at 0 instead.
  @Test func infiniteFrameAlignment() {
    let r = layout(Color.red.id("c").frame(maxWidth: .infinity), .infinity)
    let f = r.frame(of: "c")!
    #expect(!f.minX.isNaN && !f.minY.isNaN)
  }

  /// Layout priority and grid traits pass through backgrounds and borders.
  @Test func traitsPassThroughDecorations() {
    let r = layout(
      HStack(spacing: 0) {
        Color.red.layoutPriority(1).background(Color.blue).id("a")
        Color.green.id("b")
      }, ProposedViewSize(width: 100, height: 10))
    expectFrames(r, ["a": rect(0, 0, 100, 10), "b": rect(100, 0, 0, 10)])
  }
}
