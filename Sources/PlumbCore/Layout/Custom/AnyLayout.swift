import Foundation

/// A type-erased `Layout`, to switch layouts while keeping the subviews:
/// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
  /// The erased layout's cache, boxed.
  public final class Cache {
    var value: Any
    init(_ value: Any) { self.value = value }
  }

  private let make: (LayoutSubviews) -> Cache
  private let size: (ProposedViewSize, LayoutSubviews, Cache) -> CGSize
  private let place: (CGRect, ProposedViewSize, LayoutSubviews, Cache) -> Void
  private let hGuide: (HorizontalAlignment, CGRect, ProposedViewSize, LayoutSubviews, Cache) -> CGFloat?
  private let vGuide: (VerticalAlignment, CGRect, ProposedViewSize, LayoutSubviews, Cache) -> CGFloat?
  /// The wrapped layout's own solver rule: a built-in stack or grid stays
  /// one, with its axis for the Spacers inside.
  private let solver: (_ViewInputs) -> _SolverBox

  public static func _solverBox(_ layout: AnyLayout, _ inputs: _ViewInputs) -> _SolverBox { layout.solver(inputs) }

  public init<L: Layout>(_ layout: L) {
    func with<R>(_ box: Cache, _ body: (inout L.Cache) -> R) -> R {
      var c = box.value as! L.Cache
      defer { box.value = c }
      return body(&c)
    }
    solver = { L._solverBox(layout, $0) }
    make = { Cache(layout.makeCache(subviews: $0)) }
    size = { p, s, c in with(c) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) } }
    place = { b, p, s, c in with(c) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) } }
    hGuide = { g, b, p, s, c in with(c) { layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) } }
    vGuide = { g, b, p, s, c in with(c) { layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) } }
  }

  public func makeCache(subviews: Subviews) -> Cache { make(subviews) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    size(proposal, subviews, cache)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    place(bounds, proposal, subviews, cache)
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { hGuide(guide, bounds, proposal, subviews, cache) }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { vGuide(guide, bounds, proposal, subviews, cache) }
}
