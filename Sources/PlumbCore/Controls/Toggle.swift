import Foundation

/// A switch with a label, as in SwiftUI: in a figure, its current value.
/// The automatic (switch) style is a full-width row: the label leading,
/// the 51×31 switch trailing (iOS 17's UISwitch: 51×31, knob 27).
///
/// Child proposal: the style's view gets the toggle's proposal.
/// Own size: the style's view's (the switch style takes the proposed width).
/// Placement: the style's view at the origin.
nonisolated public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>
  @Environment(\.toggleStyle) private var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
    if let style {
      // A style's body is made in the style it was set over, as for
      // buttons: a `Toggle(configuration)` there is drawn by that one.
      style.make(configuration).modifier(EnvironmentModifier { $0.toggleStyle = style.link?.enclosing })
    } else {
      SwitchToggleStyle().makeBody(configuration: configuration)
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A custom style's own toggle (`Toggle(configuration)` in `makeBody`):
  /// drawn by the style set outside the custom one (the switch unless
  /// another was set), with the configuration's label and value.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  /// iOS 16: a title from a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleResource) }
  }
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle {
  /// A toggle over several values (iOS 16): on when all are on (a mixed
  /// state draws as off, as a still figure has no dash).
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let all = !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue }
    self.init(isOn: .constant(all), label: label)
  }
}
extension Toggle where Label == Text {
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == PlumbCore.Label<Text, Image> {
  /// With an asset catalog's image (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbCore.Label { Text(titleKey) } icon: { Image(image) } }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbCore.Label { Text(title) } icon: { Image(image) } }
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbCore.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbCore.Label(title, systemImage: systemImage) }
  }
  /// A toggle over several values, with a symbol (iOS 17).
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { PlumbCore.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { PlumbCore.Label(title, systemImage: systemImage) }
  }
}

@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ToggleStyleConfiguration {
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  public let label: Label
  @Binding public var isOn: Bool
  public var isMixed = false
  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The iOS switch: label leading, switch trailing, full width.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchRow(label: configuration.label, isOn: configuration.isOn, tint: tint)
  }
}
public typealias DefaultToggleStyle = SwitchToggleStyle

/// A toggle drawn as a button: bordered when off, prominent when on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(
      kind: configuration.isOn ? .prominent : .bordered,
      label: PrimitiveButtonStyleConfiguration.Label(configuration.label.content), role: nil)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: S.Configuration) in s.makeBody(configuration: c) }
    return modifier(
      EnvironmentModifier {
        $0.toggleStyle = StyleBox(make: { AnyView(make(style, $0)) }, link: StyleLink(enclosing: $0.toggleStyle))
      })
  }
}

nonisolated struct SwitchRow: View {
  let label: ToggleStyleConfiguration.Label
  let isOn: Bool
  let tint: Color?
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      SwitchShape(isOn: isOn, tint: tint)
    } else {
      ControlRow { label } trailing: { SwitchShape(isOn: isOn, tint: tint) }
    }
  }
}

/// The switch itself: a 51×31 capsule, green (or the tint) when on, the
/// secondary system fill when off, with a 27-point white knob 2 in from
/// the end, shadowed.
nonisolated struct SwitchShape: View {
  let isOn: Bool
  let tint: Color?
  @Environment(\.tint) private var environmentTint
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let track = isOn ? (tint ?? environmentTint ?? .green) : Color(uiColor: .secondarySystemFill)
    Capsule()
      .fill(track)
      .frame(width: 51, height: 31)
      .overlay(alignment: isOn ? .trailing : .leading) {
        Circle()
          .fill(Color.white)
          .frame(width: 27, height: 27)
          .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
          .padding(2)
      }
      .opacity(isEnabled ? 1 : 0.5)
  }
}
