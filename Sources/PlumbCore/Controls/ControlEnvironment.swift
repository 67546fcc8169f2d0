import Foundation

// What controls read from the environment: the tint, the control size and
// the style each kind of control was given. Controls are views with a body
// (Button, Toggle, List…), drawn from Plumb's primitives; their styles live
// in the environment as in SwiftUI, so `.buttonStyle(.bordered)` on a stack
// reaches every button in it.
//
// The look is iOS 17's (before the iOS 26 redesign): sizes and colors are
// cited where they are defined, and listed in docs/deviations.md where
// nothing reliable is published.

/// The sizes of controls, as in SwiftUI.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// A view a style's configuration hands over (a progress view's or a
/// gauge's label, its current value's label…): the control's own view,
/// erased. The configurations name it for each part, as SwiftUI's do.
nonisolated public struct _ConfigurationView: View {
  let content: AnyView
  init(_ content: AnyView) { self.content = content }
  public var body: some View { content }
}

/// A type-erased style: makes the view drawn for a configuration. Not
/// `Sendable`-checked: a style is a user value read while lowering, like an
/// environment key's value.
struct StyleBox<Configuration>: @unchecked Sendable {
  let make: (Configuration) -> AnyView
  /// For button and toggle styles: the style this one was set over, so a
  /// `Button(configuration)` or `Toggle(configuration)` in its body draws
  /// with that one.
  var link: StyleLink<Configuration>? = nil
}

/// A button style's place in the chain of styles set around a button.
final class StyleLink<Configuration>: @unchecked Sendable {
  let enclosing: StyleBox<Configuration>?
  init(enclosing: StyleBox<Configuration>?) { self.enclosing = enclosing }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: StyleBox<PrimitiveButtonStyleConfiguration>? = nil }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: StyleBox<ToggleStyleConfiguration>? = nil }
private struct LabelStyleKey: EnvironmentKey { static let defaultValue: StyleBox<LabelStyleConfiguration>? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
private struct CustomTextFieldStyleKey: EnvironmentKey {
  static let defaultValue: StyleBox<TextField<_TextFieldStyleLabel>>? = nil
}
private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }
private struct ProgressStyleKey: EnvironmentKey { static let defaultValue: StyleBox<ProgressViewStyleConfiguration>? = nil }
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: StyleBox<GaugeStyleConfiguration>? = nil }
private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
private struct ListRowKey: EnvironmentKey { static let defaultValue: ListRowContext? = nil }

/// Where a view sits in a `List`: its style, so rows draw as cells.
struct ListRowContext: Sendable {
  var style: ListStyleKind
}

extension EnvironmentValues {
  /// The tint `.tint(_:)` or `.accentColor(_:)` set: nil is the accent color.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// The tint controls draw with.
  var resolvedTint: Color { tint ?? .accentColor }

  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  var buttonStyle: StyleBox<PrimitiveButtonStyleConfiguration>? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
  var toggleStyle: StyleBox<ToggleStyleConfiguration>? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
  var labelStyle: StyleBox<LabelStyleConfiguration>? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
  var textFieldStyle: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
  /// A user's `TextFieldStyle` (nil: the built-in `textFieldStyle`).
  var customTextFieldStyle: StyleBox<TextField<_TextFieldStyleLabel>>? {
    get { self[CustomTextFieldStyleKey.self] }
    set { self[CustomTextFieldStyleKey.self] = newValue }
  }
  /// Set by `.datePickerStyle(_:)`: the graphical style draws the
  /// calendar, the wheel style the wheels, the others the compact pills.
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
  var progressStyle: StyleBox<ProgressViewStyleConfiguration>? {
    get { self[ProgressStyleKey.self] }
    set { self[ProgressStyleKey.self] = newValue }
  }
  var gaugeStyle: StyleBox<GaugeStyleConfiguration>? {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
  /// Set by `listSectionSpacing(_:)`: the space between a List's sections
  /// (nil: the style's).
  var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
  /// Set inside a `List`'s rows.
  var listRow: ListRowContext? {
    get { self[ListRowKey.self] }
    set { self[ListRowKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The tint of controls below: buttons, toggles, links, pickers.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentModifier { $0.tint = tint })
  }
  @_disfavoredOverload
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(EnvironmentModifier { $0.tint = tint.flatMap { ($0 as? Color) ?? (($0 as? AnyShapeStyle)?.base as? Color) } })
  }
  /// The accent color of controls below (deprecated in SwiftUI for `tint`).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

  public func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(EnvironmentModifier { $0.controlSize = controlSize })
  }
  /// Hides the labels of controls below (a Toggle shows its switch alone).
  public func labelsHidden() -> some View {
    modifier(EnvironmentModifier { $0.labelsHidden = true })
  }
}

/// A control's row: the label leading, taking what the trailing part
/// leaves, and the trailing part (a switch, a value, a chevron) at its
/// ideal size. Built with a flexible frame rather than a Spacer, so the
/// label is offered all the remaining width, as iOS lays out its cells
/// (a Spacer would share that width with the label, and wrap it).
nonisolated struct ControlRow<Label: View, Trailing: View>: View {
  let label: Label
  let trailing: Trailing
  init(@ViewBuilder label: () -> Label, @ViewBuilder trailing: () -> Trailing) {
    self.label = label()
    self.trailing = trailing()
  }
  var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      trailing
    }
  }
}

/// The tint of the environment as a style: `.foregroundStyle(.tint)`,
/// `.fill(.tint)`.
nonisolated public struct TintShapeStyle: ShapeStyle {
  public init() {}
  /// Without an environment: the accent color.
  public func resolvedColor(foreground: Color) -> Color { .accentColor }
  public var _gradientPaint: _GradientPaint? { nil }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style's color where it is used: the tint for `.tint`, else the
/// style's own color over the foreground.
func resolvedColor(_ style: some ShapeStyle, _ env: EnvironmentValues) -> Color {
  if type(of: style)._resolvesInEnvironment || style._erasedStyle != nil {
    return resolvedColor(style._inEnvironment(env), env)
  }
  if style is TintShapeStyle { return env.resolvedTint }
  return style.resolvedColor(foreground: env.foregroundColor ?? .primary)
}

private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
