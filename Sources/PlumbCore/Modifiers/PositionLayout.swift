import Foundation

/// `position(_:)`: the child's center at a point of this view, which takes
/// the whole proposal.
///
/// Child proposal: the proposal. Own size: the proposal, 10 where
/// unspecified (as a Color). Placement: the child's center at `position`.
nonisolated struct PositionLayout: UnaryLayout {
  var position: CGPoint

  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }

  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    let s = child.size(proposal)
    return ChildPlacement(
      origin: CGPoint(x: finiteOffset(position.x - s.width / 2), y: finiteOffset(position.y - s.height / 2)),
      proposal: proposal)
  }

  var kindDescription: String { "position(x: \(formatLength(position.x)), y: \(formatLength(position.y)))" }
}

nonisolated extension View {
  /// Places the center of this view at `position` in its parent's space;
  /// the result takes all the space it is offered, as in SwiftUI.
  public func position(_ position: CGPoint) -> some View {
    modifier(UnaryModifier { ctx in
      PositionLayout(
        position: CGPoint(x: ctx.finite(position.x, "position x"), y: ctx.finite(position.y, "position y")))
    })
  }

  /// Places the center of this view at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}

// MARK: Safe area

/// The regions `ignoresSafeArea` may extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
  /// Extends the view into the safe area where it touches it: in a device
  /// frame, a view reaching the safe area's edge grows past it to the
  /// screen's (its content laid out in the larger frame). A figure without
  /// a device has no safe area: nothing changes.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// The older spelling of `ignoresSafeArea`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: edges))
  }

  /// Adds to the safe area of the content. A figure's safe area starts
  /// empty, so the content is padded by the insets, as SwiftUI pads a view
  /// whose safe area grows.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// Adds `length` (16 when nil, SwiftUI's default padding) to the safe
  /// area along `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Adds `length` to the safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// Places `content` along a vertical edge, the view taking what is left:
  /// in a figure (no other safe area), the view and the content stacked, the
  /// content as wide as the view's column and aligned by `alignment`,
  /// `spacing` apart (0 when nil).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self.frame(maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }

  /// Places `content` along a horizontal edge, the view taking what is left.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self.frame(maxWidth: .infinity)
      if edge == .trailing { inset }
    }
  }
}

/// `ignoresSafeArea`: the device's safe area, read from the environment
/// where the modifier is, and the edges ignored.
nonisolated struct IgnoresSafeAreaModifier: PrimitiveModifier {
  let edges: Edge.Set
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let insets = env.deviceSafeArea
    guard !edges.isEmpty, insets != EdgeInsets() else { return PlumbCore.lower(content, ctx, env) }
    lowerUnary(IgnoresSafeAreaLayout(expansion: SafeAreaExpansion(insets: insets, edges: edges)), content, ctx, env)
  }
}

/// A view that may grow into the device's safe area.
///
/// Child proposal: the proposal (the grown size where it grew).
/// Own size: the child's.
/// Placement: the child at the origin; the node's own frame grows to the
/// screen's edge on each ignored edge where it touches the safe area.
nonisolated struct IgnoresSafeAreaLayout: TransparentLayout {
  let expansion: SafeAreaExpansion
  var safeAreaExpansion: SafeAreaExpansion? { expansion }
  var kindDescription: String { "ignoresSafeArea" }
}
