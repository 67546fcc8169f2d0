import Foundation

/// Overlays its children, aligned in both axes.
///
/// Child proposal: the ZStack's proposal to its highest-priority children;
/// when priorities differ, the others are proposed the size those make.
/// When placing, every child is proposed the ZStack's final size.
/// Own size: the union of the aligned highest-priority children.
/// Placement: on each axis, those children's guides on one line, the same
/// process as a stack's cross axis; the others aligned on it (they may
/// overflow).
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
  /// ZStack sizes by its highest-priority children: with one priority
  /// (the usual case) every child is proposed `p` and counts; otherwise the
  /// highest-priority children are sized and aligned first, their union is
  /// the ZStack's size, and the rest are proposed that size and aligned on
  /// the same lines (`ZStackPriorityTests`).
  func arrange<C: StackChildren>(_ p: ProposedViewSize, _ subviews: C) -> (origins: [CGPoint], size: CGSize) {
    let (origins, size, _) = arrangeWithProposals(p, subviews)
    return (origins, size)
  }

  func arrangeWithProposals<C: StackChildren>(
    _ p: ProposedViewSize, _ subviews: C
  ) -> (origins: [CGPoint], size: CGSize, proposals: [ProposedViewSize]?) {
    let n = subviews.count
    var top = -Double.infinity
    var uniform = true
    for i in 0..<n {
      let priority = subviews.priority(i)
      if i > 0 && priority != top { uniform = false }
      top = i == 0 ? priority : max(top, priority)
    }
    if uniform || n == 0 {
      let (origins, size) = arrangeGroup(p, subviews, leading: nil)
      return (origins, size, nil)
    }
    let leading = (0..<n).map { subviews.priority($0) == top }
    let first = arrangeGroup(p, subviews, leading: leading)
    let inner = ProposedViewSize(first.size)
    let proposals = leading.map { $0 ? p : inner }
    let (origins, _) = arrangeGroup(p, subviews, leading: leading, proposals: proposals)
    return (origins, first.size, proposals)
  }

  /// Where the children go when the ZStack is placed at `size`: every
  /// child proposed that size (SwiftUI's ZStack places with its final
  /// size, so a color in `ZStack { Color.red; Text("Hi") }.fixedSize()`
  /// fills the text's size), aligned on the highest-priority children's
  /// lines. Where the size is the proposal, this is the sizing arrangement.
  func placement<C: StackChildren>(
    _ p: ProposedViewSize, size: CGSize, _ subviews: C
  ) -> (origins: [CGPoint], proposals: [ProposedViewSize]?) {
    let inner = ProposedViewSize(size)
    let n = subviews.count
    if inner == p || n == 0 {
      let a = arrangeWithProposals(p, subviews)
      return (a.origins, a.proposals)
    }
    let top = (0..<n).map(subviews.priority).max() ?? 0
    let leading = (0..<n).map { subviews.priority($0) == top }
    let proposals = [ProposedViewSize](repeating: inner, count: n)
    let (origins, _) = arrangeGroup(p, subviews, leading: leading, proposals: proposals)
    return (origins, proposals)
  }

  /// Aligns the children: with `leading`, only those set the lines and the
  /// size; the others (sized for `proposals`) are aligned on those lines.
  private func arrangeGroup<C: StackChildren>(
    _ p: ProposedViewSize, _ subviews: C, leading: [Bool]?, proposals: [ProposedViewSize]? = nil
  ) -> (origins: [CGPoint], size: CGSize) {
    let n = subviews.count
    let sizes = (0..<n).map { i -> CGSize in
      if let proposals { return subviews.size(i, proposals[i]) }
      if let leading, !leading[i] { return .zero }
      return subviews.size(i, p)
    }
    var origins = [CGPoint](repeating: .zero, count: n)
    var size = CGSize.zero
    for axis in Axis.allCases {
      let key = alignment.key(axis)
      // A stack whose major axis is the other one aligns on this axis.
      var decisions = subviews.recorder.map { _ in StackDecisions(axis: axis.other, alignment: key, proposal: p) }
      var guides = [CGFloat](repeating: 0, count: n)
      var line: CGFloat = 0
      var seen = false
      for i in 0..<n {
        guides[i] = subviews.guide(i, key, proposals?[i] ?? p, size: sizes[i])
        if let leading, !leading[i] { continue }
        let before = line
        if !seen || guides[i] > line { line = guides[i] }
        seen = true
        decisions?.alignment(child: i, guide: guides[i], valueBefore: before, valueAfter: line)
      }
      for i in 0..<n {
        origins[i][axis] = finiteOffset(line - guides[i])
        if let leading, !leading[i] { continue }
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
    let (origins, proposals) = placement(proposal, size: bounds.size, subviews)
    for i in subviews.indices {
      subviews[i].place(
        at: CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y), proposal: proposals?[i] ?? proposal)
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
    var arrangements = ProposalCache<(origins: [CGPoint], size: CGSize, proposals: [ProposedViewSize]?)>()
  }

  private func arrangement(
    _ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine
  ) -> (origins: [CGPoint], size: CGSize, proposals: [ProposedViewSize]?) {
    let state = engine.state(of: node, State.init)
    if let a = state.arrangements.value(for: p) { return a }
    let a = layout.arrangeWithProposals(p, NodeChildren(engine: engine, parent: node))
    state.arrangements.insert(a, for: p)
    return a
  }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    arrangement(p, node, engine).size
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    if ProposedViewSize(size) == proposal {
      let a = arrangement(proposal, node, engine)
      return a.origins.indices.map { ChildPlacement(origin: a.origins[$0], proposal: a.proposals?[$0] ?? proposal) }
    }
    let a = layout.placement(proposal, size: size, NodeChildren(engine: engine, parent: node))
    return a.origins.indices.map { ChildPlacement(origin: a.origins[$0], proposal: a.proposals?[$0] ?? proposal) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { false }
  var makesChildrenAtPlacement: Bool { false }
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { engine.unionSpacing(of: node) }
  var hasOwnSpacing: Bool { false }
  /// Children of fixed sizes make a ZStack of fixed size (the union of the
  /// aligned children), unless explicit guides move them.
  func fixedSize(children: FixedChildren) -> CGSize? {
    guard !children.hasExplicitGuides else { return nil }
    return layout.arrangeWithProposals(.unspecified, FixedStackChildren(children: children)).size
  }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { layout.alignmentKeys }
  var kindDescription: String { layout.kindDescription }
}
