import Foundation

/// A container's layout rule: how big it is for a proposal given its
/// children, where they go, and which guides it reports.
///
/// Rules are values, stateless: whatever a rule keeps between sizing and
/// placing (a custom `Layout`'s cache, a stack's last allocation) lives in the
/// engine's per-node state (`LayoutEngine.state(of:_:)`), cleared with the
/// rest of a layout. Every hook is a requirement, with no default: a rule
/// that forgets one does not compile.
package protocol ContainerRule: NodeLayoutRule {
  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize
  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement]
  /// The container's own value for a guide, or nil for its children's
  /// explicit values merged.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGFloat?
  /// Whether `explicitAlignment` can answer (custom layouts); built-in
  /// containers only merge their children's.
  var reportsExplicitAlignment: Bool { get }
  var kindDescription: String { get }
  /// The axis Spacers and Dividers inside follow.
  var stackOrientation: Axis? { get }
  /// The guides a built-in stack aligns on, for the dump.
  var alignmentKeys: [AlignmentKey]? { get }
  /// Whether the children are made at placement, from the size
  /// (GeometryReader): the placement pass asks for placements first.
  var makesChildrenAtPlacement: Bool { get }
  /// The container's spacing, from its children's (`engine.spacing`).
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing
  /// Whether the container's spacing can differ from its children's
  /// (a custom `Layout`'s `spacing(subviews:cache:)`).
  var hasOwnSpacing: Bool { get }
  /// The container's size when every child's is fixed, if no proposal
  /// can change it then (`NodeLayoutRule.fixedSize(children:)`).
  func fixedSize(children: FixedChildren) -> CGSize?
}

/// Built-in layouts that never report explicit guides of their own.
protocol BuiltinLayout: Layout {
  var kindDescription: String { get }
  var alignmentKeys: [AlignmentKey] { get }
}

/// A custom `Layout` as a container rule: SwiftUI's protocol through
/// `LayoutSubviews` proxies.
struct CustomLayoutRule<L: Layout>: ContainerRule {
  let layout: L

  /// The layout's cache and subview proxies, per node and layout.
  final class State {
    var cache: L.Cache?
    let subviews: LayoutSubviews
    let sink: PlacementSink
    init(subviews: LayoutSubviews, sink: PlacementSink) {
      self.subviews = subviews
      self.sink = sink
    }
  }

  private func prepare(_ node: LayoutNode, _ engine: LayoutEngine) -> State {
    engine.state(of: node) {
      let sink = PlacementSink()
      let children = node.children
      let items = children.indices.map {
        LayoutSubview(engine: engine, node: children[$0], index: $0, sink: sink)
      }
      let state = State(subviews: LayoutSubviews(items: items), sink: sink)
      state.cache = layout.makeCache(subviews: state.subviews)
      return state
    }
  }

  /// Runs `body` on the cache moved out of the state: an `inout` access to
  /// a class property would stay open while the layout recurses into its
  /// subviews, and open accesses are checked against each other at run time
  /// (quadratic in depth).
  private func withCache<R>(_ state: State, _ body: (inout L.Cache) -> R) -> R {
    var c = state.cache.take()!
    defer { state.cache = c }
    return body(&c)
  }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    let state = prepare(node, engine)
    return withCache(state) { layout.sizeThatFits(proposal: p, subviews: state.subviews, cache: &$0) }
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    let state = prepare(node, engine)
    let subviews = state.subviews, sink = state.sink
    let bounds = CGRect(origin: .zero, size: size)
    let saved = (sink.placements, sink.bounds)
    sink.placements = Array(repeating: nil, count: subviews.count)
    sink.bounds = bounds
    withCache(state) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    let placed = sink.placements
    (sink.placements, sink.bounds) = saved
    // SwiftUI centers a subview the layout did not place.
    let children = node.children
    return placed.enumerated().map { i, placement in
      if let placement { return placement }
      let childProposal = ProposedViewSize(size)
      let s = engine.size(children[i], childProposal)
      return ChildPlacement(
        origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2),
        proposal: childProposal)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? {
    if layout is any BuiltinLayout { return nil }
    let state = prepare(node, engine)
    let bounds = CGRect(origin: .zero, size: size)
    return withCache(state) { cache in
      if key.axis == .horizontal {
        return layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: state.subviews, cache: &cache)
      }
      return layout.explicitAlignment(
        of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: state.subviews, cache: &cache)
    }
  }

  var alignmentKeys: [AlignmentKey]? { (layout as? any BuiltinLayout)?.alignmentKeys }
  var reportsExplicitAlignment: Bool { !(layout is any BuiltinLayout) }
  var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
  var makesChildrenAtPlacement: Bool { false }
  /// The layout's own `spacing(subviews:cache:)` (by default its
  /// subviews' merged).
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing {
    let state = prepare(node, engine)
    return withCache(state) { layout.spacing(subviews: state.subviews, cache: &$0) }
  }
  var hasOwnSpacing: Bool { true }
  /// A custom `Layout` may read its proposal whatever its subviews do.
  func fixedSize(children: FixedChildren) -> CGSize? { nil }

  var kindDescription: String {
    if let b = layout as? any BuiltinLayout { return b.kindDescription }
    return String(describing: L.self)
  }
}

/// Stack rules for code that builds node tables without the DSL (the
/// benchmark, the fuzzer, tests).
package enum ContainerRules {
  package static func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) -> any ContainerRule {
    StackRule(HStackLayout(alignment: alignment, spacing: spacing).stack)
  }
  package static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) -> any ContainerRule {
    StackRule(VStackLayout(alignment: alignment, spacing: spacing).stack)
  }
}
