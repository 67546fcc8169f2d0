import Foundation

// iOS 26's Liquid Glass, as a still frame over a plain background shows it.
// Plumb draws no refraction or blur: glass is a translucent fill of its
// shape with a hairline rim and a soft shadow (docs/deviations.md).

/// A Liquid Glass material: `.regular`, `.clear`, `.identity` (none),
/// optionally tinted.
public struct Glass: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case regular, clear, identity }
  let kind: Kind
  let tintColor: Color?
  let isInteractive: Bool

  public static var regular: Glass { Glass(kind: .regular, tintColor: nil, isInteractive: false) }
  public static var clear: Glass { Glass(kind: .clear, tintColor: nil, isInteractive: false) }
  /// No glass: the view as it is.
  public static var identity: Glass { Glass(kind: .identity, tintColor: nil, isInteractive: false) }
  public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color, isInteractive: isInteractive) }
  /// Reacts to touches: nothing to draw in a still frame.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled)
  }
}

/// The shape glass takes by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// The glass behind a view: its shape filled translucent, a hairline rim,
/// a soft shadow.
///
/// Child proposal: none (a background takes its view's size).
/// Own size: the view's.
/// Placement: behind the view, in its bounds.
nonisolated struct GlassBackground<S: Shape>: View {
  let glass: Glass
  let shape: S

  var body: some View {
    let fill: Color =
      glass.tintColor.map { $0.opacity(glass.kind == .clear ? 0.55 : 0.85) }
      ?? Color(
        light: RGBA(255, 255, 255, glass.kind == .clear ? 0.35 : 0.78),
        dark: RGBA(58, 58, 60, glass.kind == .clear ? 0.35 : 0.78), name: "glass")
    shape.fill(fill)
      .overlay(shape.stroke(Color(light: RGBA(0, 0, 0, 0.08), dark: RGBA(255, 255, 255, 0.18), name: "glassRim"), lineWidth: 0.5))
      .shadow(color: Color.black.opacity(0.12), radius: 8, x: 0, y: 2)
  }
}

nonisolated struct GlassEffectModifier<S: Shape>: ViewModifier {
  let glass: Glass
  let shape: S
  let isEnabled: Bool
  func body(content: Content) -> some View {
    if isEnabled && glass.kind != .identity {
      content.background(GlassBackground(glass: glass, shape: shape))
    } else {
      content
    }
  }
}

nonisolated extension View {
  /// Draws Liquid Glass behind the view, in `shape` (a capsule by default),
  /// anchored to the view's bounds.
  public func glassEffect<S: Shape>(
    _ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape(), isEnabled: Bool = true
  ) -> some View {
    modifier(GlassEffectModifier(glass: glass, shape: shape, isEnabled: isEnabled))
  }
  /// Ties this glass to others for morphing: nothing to draw in a still frame.
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { inert() }
  /// Merges this glass with others of the same id: drawn as separate shapes.
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { inert() }
  public func glassEffectTransition(_ transition: GlassEffectTransition, isEnabled: Bool = true) -> some View { inert() }
  /// Extends the view under the safe area's glass, mirrored and blurred:
  /// drawn as the view alone.
  public func backgroundExtensionEffect() -> some View { inert() }
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View { inert() }
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { inert() }
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { inert() }
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { inert() }
  /// The accessory iOS 26 shows above the tab bar. Not drawn (docs/deviations.md).
  public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
  public func tabViewBottomAccessory<C: View>(isEnabled: Bool, @ViewBuilder content: () -> C) -> some View { inert() }
  /// A bar in the safe area: laid out as `safeAreaInset(edge:)`.
  public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
  public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}

/// Glass shapes merged into one as they near each other; in a still frame,
/// its content as it is.
///
/// Child proposal: the container's proposal, to its content.
/// Own size: the content's.
/// Placement: the content's.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

public struct GlassEffectTransition: Sendable {
  let name: String
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  public static let materialize = GlassEffectTransition(name: "materialize")
  public static let identity = GlassEffectTransition(name: "identity")
  public static func matchedGeometry(properties: Int = 0, anchor: UnitPoint = .center) -> GlassEffectTransition {
    .matchedGeometry
  }
}

public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  public static let never = TabBarMinimizeBehavior(name: "never")
}

// MARK: Glass buttons

/// iOS 26's glass button: the label in the tint, padded as a bordered
/// button, on glass in a capsule.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  let glass: Glass
  public init() { glass = .regular }
  public init(_ glass: Glass) { self.glass = glass }
  public func makeBody(configuration: Configuration) -> some View {
    GlassButton(glass: glass, prominent: false, label: configuration.label, role: configuration.role)
  }
}

/// iOS 26's prominent glass button: the label in white on the tint, in a
/// capsule.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GlassButton(glass: .regular, prominent: true, label: configuration.label, role: configuration.role)
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

nonisolated struct GlassButton: View {
  let glass: Glass
  let prominent: Bool
  let label: PrimitiveButtonStyleConfiguration.Label
  let role: ButtonRole?
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let metrics = BorderedMetrics(controlSize)
    let accent = BuiltInButton.roleColor(role, tint: tint)
    let foreground: Color = !isEnabled ? Color(uiColor: .tertiaryLabel) : prominent ? .white : accent
    label
      .font(metrics.font)
      .foregroundStyle(foreground)
      .padding(metrics.insets)
      .background(GlassBackground(glass: prominent ? glass.tint(isEnabled ? accent : Color(uiColor: .tertiarySystemFill)) : glass, shape: Capsule()))
  }
}
