import Foundation

/// What a button does: a still figure draws a destructive one red.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  public static let close = ButtonRole(name: "close")
  public static let confirm = ButtonRole(name: "confirm")
}

/// A control that runs an action when tapped: in a figure, its label drawn
/// in the button style of its environment (`.automatic`: the label in the
/// tint color, no padding).
///
/// Child proposal: the style's view gets the button's proposal.
/// Own size: the style's view's (a plain button is its label's size).
/// Placement: the style's view at the origin.
nonisolated public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  @Environment(\.buttonStyle) private var style

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    role = nil
  }
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
  }

  public var body: some View {
    let configuration = PrimitiveButtonStyleConfiguration(
      label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)), role: role)
    if let style {
      // A style's body is made in the style it was set over, as SwiftUI
      // resolves styles: a `Button(configuration)` there is drawn by that
      // one (or by one the body sets), never by this style again.
      style.make(configuration).modifier(EnvironmentModifier { $0.buttonStyle = style.link?.enclosing })
    } else {
      DefaultButtonStyle().makeBody(configuration: configuration)
    }
  }
}

extension Button where Label == Text {
  /// iOS 16: a title from a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleResource) }
  }
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == PlumbCore.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbCore.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbCore.Label(title, systemImage: systemImage) }
  }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { PlumbCore.Label(titleKey, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbCore.Label(titleKey, image: image) }
  }
  /// iOS 17: a label with an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { PlumbCore.Label(titleKey, image: image) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { PlumbCore.Label(title, image: image) }
  }
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { PlumbCore.Label(titleKey, image: image) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { PlumbCore.Label(title, image: image) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { PlumbCore.Label(title, systemImage: systemImage) }
  }
}

// MARK: - Styles

/// A button style that only draws: `makeBody` gets the label, the role and
/// whether the button is pressed (never, in a still figure).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool
}

/// A button style that also decides when the action runs (`trigger()`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  public let label: Label
  public let role: ButtonRole?
  init(label: Label, role: ButtonRole?) {
    self.label = label
    self.role = role
  }
  /// Runs the button's action: nothing, in a still figure.
  public func trigger() {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button from a style's configuration (iOS 15), in that style's body:
  /// drawn in the style the custom one was set over, or in the one set
  /// around it (`Button(configuration).buttonStyle(.bordered)`).
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: {}) { configuration.label }
  }
}

extension Button where Label == Image {
  /// iOS 26: a button labelled by its role alone (`.confirm`: a check mark;
  /// `.close` and the others: an ✕).
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Image(systemName: role == .confirm ? "checkmark" : "xmark") }
  }
}

nonisolated extension View {
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: S.Configuration) in s.makeBody(configuration: c) }
    return modifier(
      EnvironmentModifier {
        $0.buttonStyle = StyleBox(make: { AnyView(make(style, $0)) }, link: StyleLink(enclosing: $0.buttonStyle))
      })
  }
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: ButtonStyleConfiguration) in s.makeBody(configuration: c) }
    return modifier(
      EnvironmentModifier {
        $0.buttonStyle = StyleBox(
          make: { configuration in
            AnyView(
              make(
                style,
                ButtonStyleConfiguration(
                  role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content),
                  isPressed: false)))
          }, link: StyleLink(enclosing: $0.buttonStyle))
      })
  }
  /// The shape of bordered buttons below.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(EnvironmentModifier { $0.buttonBorderShape = shape })
  }
}

/// The shape `.bordered` and `.borderedProminent` buttons are drawn in;
/// since iOS 17 a shape of its own (`.clipShape(.buttonBorder)`,
/// `.glassEffect(in: .buttonBorder)`): the automatic one is a regular
/// button's, a continuous rounded rectangle of radius 8.
nonisolated public struct ButtonBorderShape: Hashable, Sendable, Shape, _AbsoluteShape {
  enum Kind: Hashable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
  let kind: Kind
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  public static let circle = ButtonBorderShape(kind: .circle)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }
  /// The rounded rectangle this shape is, if it is one.
  var roundedRectangle: RoundedRectangle? {
    switch kind {
    case .automatic: RoundedRectangle(cornerRadius: 8, style: .continuous)
    case .roundedRectangle(let r): RoundedRectangle(cornerRadius: r ?? 8, style: .continuous)
    case .capsule, .circle: nil
    }
  }
  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .automatic, .roundedRectangle: roundedRectangle!.path(in: rect)
    }
  }
}

nonisolated extension Shape where Self == ButtonBorderShape {
  /// The border shape of buttons, as the environment sets it (iOS 17).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The style SwiftUI picks for the context: on iOS, outside lists and
/// toolbars, the borderless look.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(kind: .borderless, label: configuration.label, role: configuration.role)
  }
}

/// The label in the tint color, no border, no padding.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(kind: .borderless, label: configuration.label, role: configuration.role)
  }
}

/// The label as it is: no tint.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(kind: .plain, label: configuration.label, role: configuration.role)
  }
}

/// The label in the tint color on a pale fill, padded by the control size.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(kind: .bordered, label: configuration.label, role: configuration.role)
  }
}

/// The label in white on the tint color, padded by the control size.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(kind: .prominent, label: configuration.label, role: configuration.role)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// tvOS's card: the label as it is, its corners rounded (12), unfocused.
nonisolated public struct CardButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}
extension PrimitiveButtonStyle where Self == CardButtonStyle {
  public static var card: CardButtonStyle { CardButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The metrics of bordered buttons per control size: UIKit's
/// `UIButton.Configuration` content insets (mini 3×8? small 5×10, medium
/// 7×12, large 14×20) and the text style SwiftUI uses at each size. The
/// corner radii are chosen (docs/deviations.md).
struct BorderedMetrics {
  let font: Font
  let insets: EdgeInsets
  let cornerRadius: CGFloat

  init(_ size: ControlSize) {
    switch size {
    case .mini:
      (font, insets, cornerRadius) = (.footnote, EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), 6)
    case .small:
      (font, insets, cornerRadius) = (.subheadline, EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 6)
    case .regular:
      (font, insets, cornerRadius) = (.body, EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), 8)
    case .large, .extraLarge:
      (font, insets, cornerRadius) = (.body, EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12)
    }
  }
}

/// The built-in button looks.
nonisolated struct BuiltInButton: View {
  enum Kind { case plain, borderless, bordered, prominent }
  let kind: Kind
  let label: PrimitiveButtonStyleConfiguration.Label
  let role: ButtonRole?
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.buttonBorderShape) private var borderShape

  /// A destructive button is red; a disabled one is drawn in the tertiary
  /// label color.
  var foreground: Color {
    isEnabled ? Self.roleColor(role, tint: tint) : Color(uiColor: .tertiaryLabel)
  }
  /// An enabled button's color: red for a destructive one, else the tint.
  static func roleColor(_ role: ButtonRole?, tint: Color?) -> Color {
    role == .destructive ? .red : tint ?? .accentColor
  }

  var body: some View {
    switch kind {
    case .plain:
      label.opacity(isEnabled ? 1 : 0.5)
    case .borderless:
      label.foregroundStyle(foreground)
    case .bordered, .prominent:
      let metrics = BorderedMetrics(controlSize)
      let prominent = kind == .prominent
      let fill: Color =
        !isEnabled
        ? Color(uiColor: .tertiarySystemFill)
        : prominent ? foreground : (tint != nil || role == .destructive ? foreground.opacity(0.15) : Color(uiColor: .tertiarySystemFill))
      label
        .font(metrics.font)
        .foregroundStyle(prominent && isEnabled ? Color.white : foreground)
        .padding(metrics.insets)
        .background(ButtonBackground(shape: borderShape, radius: metrics.cornerRadius, fill: fill))
    }
  }
}

/// A bordered button's fill, in its border shape.
nonisolated struct ButtonBackground: View {
  let shape: ButtonBorderShape
  let radius: CGFloat
  let fill: Color
  var body: some View {
    switch shape.kind {
    case .capsule: Capsule().fill(fill)
    case .circle: Circle().fill(fill)
    case .roundedRectangle(let r): RoundedRectangle(cornerRadius: r ?? radius, style: .continuous).fill(fill)
    case .automatic: RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)
    }
  }
}

/// A style's `makeBody`, callable where Plumb lowers. Styles are
/// main-actor isolated, as SwiftUI's are (their bodies may read main-actor
/// models); Plumb calls them while lowering, through a plain function value.
nonisolated func mainActorStyleBody<S, C, B>(_ make: @escaping @MainActor (S, C) -> B) -> (S, C) -> B {
  unsafeBitCast(make, to: ((S, C) -> B).self)
}
