import Foundation

/// Type-erases a `Layout` and keeps its cache and subview proxies per node.
package class LayoutBox {
  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize { .zero }
  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] { [] }
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { true }
  var kindDescription: String { "Layout" }
  var stackOrientation: Axis? { nil }
  /// The guides a built-in stack aligns on, for the dump.
  var alignmentKeys: [AlignmentKey]? { nil }
  /// Forgets cached allocations (a new layout of the same tree).
  func resetCache() {}
  /// Whether the children are made at placement, from the size
  /// (GeometryReader): the placement pass asks for placements first.
  var makesChildrenAtPlacement: Bool { false }
}

/// Built-in layouts that never report explicit guides of their own.
protocol BuiltinLayout: Layout {
  var kindDescription: String { get }
  var alignmentKeys: [AlignmentKey] { get }
}

final class ConcreteLayoutBox<L: Layout>: LayoutBox {
  let layout: L
  private var cache: L.Cache?
  // Strong: the subview proxies hold the engine anyway, and the engine
  // holds no nodes, so there is no cycle; a weak reference's side table
  // made every retain slow.
  private var engine: LayoutEngine?
  private var subviews: LayoutSubviews?
  private let sink = PlacementSink()

  init(_ layout: L) { self.layout = layout }

  private func prepare(_ node: LayoutNode, _ engine: LayoutEngine) -> LayoutSubviews {
    if let subviews, self.engine === engine { return subviews }
    let items = node.children.indices.map {
      LayoutSubview(engine: engine, node: node.children[$0], index: $0, sink: sink)
    }
    let s = LayoutSubviews(items: items)
    subviews = s
    self.engine = engine
    cache = layout.makeCache(subviews: s)
    return s
  }

  /// Runs `body` on the cache moved out of the box: an `inout` access to a
  /// class property would stay open while the layout recurses into its
  /// subviews, and open accesses are checked against each other at run time
  /// (quadratic in depth).
  private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
    var c = cache.take()!
    defer { cache = c }
    return body(&c)
  }

  override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    let subviews = prepare(node, engine)
    return withCache { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
  }

  override func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    let subviews = prepare(node, engine)
    let bounds = CGRect(origin: .zero, size: size)
    let saved = (sink.placements, sink.bounds)
    sink.placements = Array(repeating: nil, count: subviews.count)
    sink.bounds = bounds
    withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    let placed = sink.placements
    (sink.placements, sink.bounds) = saved
    // SwiftUI centers a subview the layout did not place.
    return placed.enumerated().map { i, placement in
      if let placement { return placement }
      let childProposal = ProposedViewSize(size)
      let s = engine.size(node.children[i], childProposal)
      return ChildPlacement(
        origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2),
        proposal: childProposal)
    }
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGFloat? {
    if layout is any BuiltinLayout { return nil }
    let subviews = prepare(node, engine)
    let bounds = CGRect(origin: .zero, size: size)
    return withCache { cache in
      if key.axis == .horizontal {
        return layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
      return layout.explicitAlignment(
        of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  override var alignmentKeys: [AlignmentKey]? { (layout as? any BuiltinLayout)?.alignmentKeys }
  override var reportsExplicitAlignment: Bool { !(layout is any BuiltinLayout) }
  override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  override var kindDescription: String {
    if let b = layout as? any BuiltinLayout { return b.kindDescription }
    return String(describing: L.self)
  }
}

/// Stack boxes for code that builds node trees without the DSL (the
/// benchmark, tests).
package enum ConcreteLayoutBoxFactory {
  package static func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) -> LayoutBox {
    StackBox(HStackLayout(alignment: alignment, spacing: spacing).stack)
  }
  package static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) -> LayoutBox {
    StackBox(VStackLayout(alignment: alignment, spacing: spacing).stack)
  }
}
