import Foundation

/// Shows the first child whose ideal size fits the proposal on the given
/// axes, or the last child if none fits.
///
/// Child proposal: each child is measured at its ideal size (unspecified) on
/// the constrained axes; the chosen one gets the proposal. Own size: the
/// chosen child's. Placement: the chosen child at (0, 0); the others are
/// hidden and not drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    var inner = env
    inner.stackAxis = nil
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, inner)
    ctx.emitParent(.container(ViewThatFitsRule(axes: axes)), from: mark)
  }
}

struct ViewThatFitsRule: ContainerRule {
  let axes: Axis.Set

  func chosen(_ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine) -> Int? {
    let children = node.children
    guard !children.isEmpty else { return nil }
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    for (i, child) in children.enumerated() {
      let s = engine.size(child, ideal)
      let fitsW = !axes.contains(.horizontal) || p.width.map { s.width <= $0 } ?? true
      let fitsH = !axes.contains(.vertical) || p.height.map { s.height <= $0 } ?? true
      if fitsW && fitsH { return i }
    }
    return children.count - 1
  }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    guard let i = chosen(p, node, engine) else { return .zero }
    return engine.size(node.children[i], p)
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    let i = chosen(proposal, node, engine)
    return node.children.indices.map {
      ChildPlacement(origin: .zero, proposal: proposal, hidden: $0 != i)
    }
  }

  func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGFloat? {
    guard let i = chosen(proposal, node, engine) else { return nil }
    return engine.explicitGuide(node.children[i], key, proposal)
  }

  var kindDescription: String { "ViewThatFits" }
  var reportsExplicitAlignment: Bool { true }
  var makesChildrenAtPlacement: Bool { false }
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { engine.unionSpacing(of: node) }
  var hasOwnSpacing: Bool { false }
  /// Which child fits depends on the proposal.
  func fixedSize(children: FixedChildren) -> CGSize? { nil }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { nil }
}
