import Foundation

/// `ScrollView`: a figure shows its first screen.
///
/// Child proposal: unspecified along the scroll axes (the content is an
/// implicit VStack, or HStack for horizontal scrolling), the proposal
/// across. Own size: along a scroll axis the proposal where given
/// (infinity and unspecified: the content's); across, the content's, as
/// SwiftUI's scroll view is only as wide as its content (a short text's
/// scroll view is not the full width). Placement: the content at the
/// top-leading corner, clipped to the scroll view.
struct ScrollLayout: Layout, BuiltinLayout {
  typealias Cache = Void
  var axes: Axis.Set

  var kindDescription: String {
    axes == [.vertical] ? "ScrollView" : axes == [.horizontal] ? "ScrollView(.horizontal)" : "ScrollView([.horizontal, .vertical])"
  }
  var alignmentKeys: [AlignmentKey] { [] }

  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    func pick(_ p: CGFloat?, _ c: CGFloat) -> CGFloat { p.flatMap { $0.isFinite ? $0 : nil } ?? c }
    return CGSize(
      width: axes.contains(.horizontal) ? pick(proposal.width, content.width) : content.width,
      height: axes.contains(.vertical) ? pick(proposal.height, content.height) : content.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for s in subviews { s.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal(proposal)) }
  }
}

/// A scrollable view; in a still image, its first screen.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes.isEmpty ? .vertical : axes
    self.content = content()
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let content = content
    let node: LayoutNode
    // `contentMargins` pads the content inside the scroll area; a
    // vertical scroll view's content starts below the device's safe area.
    let margins = env.scrollContentMargins
    let safeArea = axes.contains(.vertical) ? env.deviceSafeArea : EdgeInsets()
    if axes == [.horizontal] {
      node = lowerContainer(ScrollLayout(axes: axes), ScrollContent(content: HStack { content }, margins: margins, safeArea: safeArea), ctx, env)
    } else {
      node = lowerContainer(ScrollLayout(axes: axes), ScrollContent(content: VStack { content }, margins: margins, safeArea: safeArea), ctx, env)
    }
    node.drawing = .clip(AnyShape(Rectangle()))
  }
}

nonisolated extension View {
  /// Margins around the content of the scroll views inside (iOS 17):
  /// `.automatic` and `.scrollContent` pad the content within the scroll
  /// area; `.scrollIndicators` moves only indicators, which a figure does
  /// not draw. A nil length is the 16-point system margin.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
  }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, EdgeInsets(.all, length), for: placement)
  }
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(
      EnvironmentModifier {
        guard placement != .scrollIndicators else { return }
        var m = $0.scrollContentMargins
        if edges.contains(.top) { m.top = insets.top }
        if edges.contains(.leading) { m.leading = insets.leading }
        if edges.contains(.bottom) { m.bottom = insets.bottom }
        if edges.contains(.trailing) { m.trailing = insets.trailing }
        $0.scrollContentMargins = m
      })
  }
  /// Scroll indicators have no still image: accepted, no effect.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
  /// Scroll clipping follows the scroll view's frame; accepted, no effect.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  /// Scrolling is not drawn; the environment's `isScrollEnabled` says it.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentModifier { $0.isScrollEnabled = !disabled })
  }
  /// Hides the system background of scrollable views (lists, forms, text
  /// editors). Plumb's scroll views draw none: accepted, no effect.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { inert() }
}

/// Whether scroll indicators show: no effect in a still image.
public struct ScrollIndicatorVisibility: Sendable, Equatable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Reads a scroll position: in a still image, scrolling does nothing.
public struct ScrollViewProxy: Sendable {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Hands a `ScrollViewProxy` to its content; the content is drawn as is.
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var body: Content { content(ScrollViewProxy()) }
}

/// Where `contentMargins` apply: the scroll content, its indicators, or
/// both (`.automatic`).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
extension EnvironmentValues {
  /// The margins `contentMargins` set around scroll content.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

/// A scroll view's content: padded by its content margins, and inset by the
/// device's safe area where the scroll view reaches into it. Adds no node
/// for either when there is none.
nonisolated struct ScrollContent<Content: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let content: Content
  let margins: EdgeInsets
  let safeArea: EdgeInsets

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    switch (margins == EdgeInsets(), safeArea.top > 0) {
    case (true, false): PlumbCore.lower(content, ctx, env)
    case (false, false): PlumbCore.lower(content.padding(margins), ctx, env)
    case (true, true): lowerUnary(ScrollSafeAreaLayout(safeArea: safeArea), content, ctx, env)
    case (false, true): lowerUnary(ScrollSafeAreaLayout(safeArea: safeArea), content.padding(margins), ctx, env)
    }
  }
}

/// Insets a scroll view's content by the device safe area it reaches into.
///
/// Child proposal: the proposal. Own size: the child's.
/// Placement: the child at the origin, drawn lower by however far the
/// scroll view reaches above the safe area's top edge.
nonisolated struct ScrollSafeAreaLayout: TransparentLayout {
  let safeArea: EdgeInsets
  var scrollContentSafeArea: EdgeInsets? { safeArea }
  var kindDescription: String { "scrollContentInset" }
}
