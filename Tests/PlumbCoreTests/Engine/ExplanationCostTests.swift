import Foundation
@testable import PlumbCore
import Testing

/// An explanation costs a small constant factor of the layout it explains
/// (issue: "Never hang, never drift", item 2): eighteen alternating
/// H/V stacks, each beside a Text, took 0.66 s to explain (doubling per
/// level) while laying out took 1 ms.
@MainActor @Suite struct ExplanationCostTests {
  func nested(_ depth: Int) -> AnyView {
    var v = AnyView(Text("leaf"))
    for level in 0..<depth {
      v = level % 2 == 0 ? AnyView(HStack { v; Text("h\(level)") }) : AnyView(VStack { v; Text("v\(level)") })
    }
    return v
  }

  @Test func explainingEighteenLevelsIsOneMorePass() {
    let r = LayoutResult(of: nested(18), proposal: .init(width: 400, height: 400))
    let engine = r.engine
    let (guides, placements, measured) = (engine.guideEvaluations, engine.placementComputations, engine.measurements)
    let text = r.explanation
    #expect(text.contains("HStack"))
    // Every guide comes from the layout's cache; each of the 18 stacks and
    // their children is placed about once more; nothing is measured again.
    #expect(engine.guideEvaluations == guides)
    #expect(engine.placementComputations - placements <= 2 * 18, "\(placements) → \(engine.placementComputations)")
    #expect(engine.measurements == measured)
    // Again: the same text, at the same cost.
    let firstCost = engine.placementComputations - placements
    let before = engine.placementComputations
    #expect(r.explanation == text)
    #expect(engine.placementComputations - before == firstCost)
  }
}
