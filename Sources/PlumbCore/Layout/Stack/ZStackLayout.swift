import Foundation

/// Overlays its children, aligned in both axes.
///
/// Child proposal: the ZStack's proposal, to every child.
/// Own size: the union of the aligned children.
/// Placement: on each axis, every child's guide for that axis's alignment
/// on one line, the same process as a stack's cross axis.
public struct ZStackLayout: Layout, BuiltinLayout {
  public typealias Cache = Void
  public static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox { _SolverBox(ZStackRule(layout)) }
  var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// On each axis, seed 000's process: the value starts at 0, a greater
  /// guide moves the children before it and becomes the value, a smaller
  /// one is placed at the difference; the union sets the size.
  func arrange<C: StackChildren>(_ p: ProposedViewSize, _ subviews: C) -> (origins: [CGPoint], size: CGSize) {
    let n = subviews.count
    let sizes = (0..<n).map { subviews.size($0, p) }
    var origins = [CGPoint](repeating: .zero, count: n)
    var size = CGSize.zero
    for axis in Axis.allCases {
      let key = alignment.key(axis)
      // A stack whose major axis is the other one aligns on this axis.
      var decisions = subviews.recorder.map { _ in StackDecisions(axis: axis.other, alignment: key, proposal: p) }
      var guides = [CGFloat](repeating: 0, count: n)
      var line: CGFloat = 0
      for i in 0..<n {
        guides[i] = subviews.guide(i, key, p, size: sizes[i])
        let before = line
        if i == 0 || guides[i] > line { line = guides[i] }
        decisions?.alignment(child: i, guide: guides[i], valueBefore: before, valueAfter: line)
      }
      for i in 0..<n {
        origins[i][axis] = finiteOffset(line - guides[i])
        size[axis] = max(size[axis], origins[i][axis] + sizes[i][axis])
      }
      if var decisions, let recorder = subviews.recorder {
        decisions.isZStack = true
        decisions.names = (0..<n).map { subviews.name($0) }
        decisions.placements = origins.map { ChildPlacement(origin: $0, proposal: p) }
        decisions.size = size
        recorder.record(decisions, for: subviews.parentID, proposal: p)
      }
    }
    return (origins, size)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let origins = arrange(proposal, subviews).origins
    for i in subviews.indices {
      subviews[i].place(
        at: CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y), proposal: proposal)
    }
  }

  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
  var kindDescription: String {
    "ZStack(alignment: \(alignment.horizontal.key)/\(alignment.vertical.key))"
  }
}

/// The solver's ZStack: ZStackLayout's arrangement run on nodes directly,
/// cached per proposal and recorded for explanations.
struct ZStackRule: ContainerRule {
  let layout: ZStackLayout

  init(_ layout: ZStackLayout) { self.layout = layout }

  final class State {
    var arrangements = ProposalCache<(origins: [CGPoint], size: CGSize)>()
  }

  private func arrangement(_ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine) -> (origins: [CGPoint], size: CGSize) {
    let state = engine.state(of: node, State.init)
    if let a = state.arrangements.value(for: p) { return a }
    let a = layout.arrange(p, NodeChildren(engine: engine, parent: node))
    state.arrangements.insert(a, for: p)
    return a
  }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    arrangement(p, node, engine).size
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    arrangement(proposal, node, engine).origins.map { ChildPlacement(origin: $0, proposal: proposal) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { false }
  var makesChildrenAtPlacement: Bool { false }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { layout.alignmentKeys }
  var kindDescription: String { layout.kindDescription }
}
