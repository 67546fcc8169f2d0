import Foundation
import PlumbCore
for n in [500, 1000, 2000] {
  var view = AnyView(Color.red.frame(width: 3, height: 4))
  for i in 0..<n {
    view = i.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view.padding(0) })
  }
  let t0 = Date()
  let ctx = LoweringContext(images: .standard)
  let root = runWithDeepStackPublic { lowerRoot(view, ctx, EnvironmentValues()) }
  let t1 = Date()
  let r = LayoutResult(root: root, proposal: ProposedViewSize(width: 100, height: 100), measurer: FixedAdvanceTextMeasurer())
  let t2 = Date()
  _ = r.description
  let t3 = Date()
  print(n, t1.timeIntervalSince(t0), t2.timeIntervalSince(t1), t3.timeIntervalSince(t2), r.measurements)
}
