import Foundation
@testable import PlumbCore
import Testing

/// Layout work grows linearly with the tree, never exponentially: each
/// node's guide values are cached per guide and proposal as sizes are, and
/// each text is shaped once per width (issue: "Never hang, never drift").
@MainActor @Suite struct WorkBoundTests {
  /// `HStack { Text("Hello").frame()…(n times); Color.red }`: a frame's
  /// placement asks its child for both axes' guides and then the guide
  /// itself; uncached, the work tripled with each frame (16 frames: 9 s).
  func nestedFrames(_ n: Int, flexible: Bool) -> some View {
    var v = AnyView(Text("Hello"))
    for _ in 0..<n { v = flexible ? AnyView(v.frame(maxWidth: 200)) : AnyView(v.frame()) }
    return HStack { v; Color.red }
  }

  @Test(arguments: [false, true])
  func twentyNestedFramesCostLinearWork(flexible: Bool) {
    let small = LayoutResult(of: nestedFrames(10, flexible: flexible), proposal: .init(width: 300, height: 100))
    let large = LayoutResult(of: nestedFrames(20, flexible: flexible), proposal: .init(width: 300, height: 100))
    let work = { (r: LayoutResult) in r.engine.measurements + r.engine.guideEvaluations }
    // 20 frames: about 24 nodes. Linear: the extra 10 frames add at most
    // 6 units of work each (a few proposals × two guides); measured: 5.
    #expect(work(large) - work(small) <= 10 * 6, "\(work(small)) → \(work(large))")
    #expect(work(large) <= 24 * 6, "\(work(large))")
  }

  /// A 3,000-character text beside another, aligned on last baselines in
  /// a narrow proposal: each text is shaped once per width it is offered,
  /// not once per guide query.
  @Test func textShapedOncePerWidth() {
    let r = LayoutResult(
      of: HStack(alignment: .lastTextBaseline) { Text("Hello"); Text(String(repeating: "x", count: 3000)) },
      proposal: .init(width: 33.5, height: nil))
    // Each text sees a handful of widths (unspecified, 0, ∞ probes and its
    // share): never more than 6 shapings each.
    #expect(r.engine.textMeasurements <= 12, "\(r.engine.textMeasurements)")
    let again = r.engine.textMeasurements
    _ = r.description  // the dump asks for guides again: all cached
    #expect(r.engine.textMeasurements == again)
  }
}
