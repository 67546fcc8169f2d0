import Foundation
@testable import PlumbCore
import Testing

/// The node table: lowering appends records to one table; the engine owns
/// everything a layout computes, so one table can be laid out again.
@MainActor @Suite struct NodeTableTests {
  /// `ForEach` over a range is walked without generic iteration: each
  /// element reaches the content. Widths 10, 20, 30 in an HStack with
  /// spacing 0: x = 0, 10, 30.
  @Test func forEachOverARangePassesEachElement() {
    let r = layout(
      HStack(spacing: 0) {
        ForEach(1..<4) { i in Color.red.frame(width: CGFloat(10 * i), height: 5).id("c\(i)") }
      })
    expectFrames(r, ["c1": rect(0, 0, 10, 5), "c2": rect(10, 0, 20, 5), "c3": rect(30, 0, 30, 5)])
  }

  /// A modifier on a Group wraps each of its views in place on the pending
  /// list: three frames, each 20 wide, 8 apart in the VStack.
  @Test func modifierOnAGroupWrapsEachView() {
    let r = layout(
      VStack(spacing: 8) {
        Group {
          Color.red.id("a")
          Color.blue.id("b")
          Color.green.id("c")
        }
        .frame(width: 20, height: 10)
      })
    expectFrames(r, ["a": rect(0, 0, 20, 10), "b": rect(0, 18, 20, 10), "c": rect(0, 36, 20, 10)])
    // Table: 3 colors, 3 frames, the VStack.
    #expect(r.table.count == 7)
  }

  /// A background of several views is an implicit ZStack over each base:
  /// 40×20 base, two decorations aligned in it.
  @Test func backgroundOfSeveralViews() {
    let r = layout(
      Color.clear.frame(width: 40, height: 20)
        .background {
          Color.red.frame(width: 10, height: 10).id("d1")
          Color.blue.frame(width: 30, height: 4).id("d2")
        })
    // The ZStack is proposed 40×20 and sized by its largest child (30×10),
    // centered in the base at (5, 5); d1 at (10, 0) and d2 at (0, 3) in it.
    expectFrames(r, ["d1": rect(15, 5, 10, 10), "d2": rect(5, 8, 30, 4)])
  }

  /// The same table laid out by a second engine gives the same frames: the
  /// table holds no layout state.
  @Test func oneTableTwoEngines() {
    let r = layout(plainCharacters(.center), ProposedViewSize(width: 300, height: 200))
    let again = LayoutResult(table: r.table, root: r.root, proposal: ProposedViewSize(width: 300, height: 200),
      measurer: FixedAdvanceTextMeasurer())
    withExtendedLifetime(r) {
      #expect(again.description == r.description)
    }
  }

  /// An explanation lays the table out on an engine of its own: the
  /// result's engine counts nothing more.
  @Test func explanationLeavesTheResultsEngineAlone() {
    let r = layout(plainCharacters(.bottom), ProposedViewSize(width: 300, height: 200))
    let counts = (r.engine.measurements, r.engine.placementComputations, r.engine.guideEvaluations)
    #expect(r.explanation.contains("HStack"))
    #expect((r.engine.measurements, r.engine.placementComputations, r.engine.guideEvaluations) == counts)
  }
}
