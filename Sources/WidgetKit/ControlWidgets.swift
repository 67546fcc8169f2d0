// iOS 18's Control Center controls: a `ControlWidget` whose configuration
// holds a button or a toggle running an App Intent. Controls compile and
// keep their parts; a figure has no Control Center to draw them in.
import AppIntents
import Foundation
import Plumb

/// A control offered to Control Center, the Lock Screen and the Action
/// button.
@MainActor @preconcurrency
public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  init()
  var body: Body { get }
}
extension ControlWidget {
  public static func main() { _ = Self() }
}

/// How a control is configured.
public protocol ControlWidgetConfiguration {}

/// A control's template: a button or a toggle.
public protocol ControlWidgetTemplate {}

extension ControlWidgetConfiguration {
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
  public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
  public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
  public static func buildEither<T: ControlWidgetTemplate>(first: T) -> T { first }
  public static func buildEither<T: ControlWidgetTemplate>(second: T) -> T { second }
}

/// A control with no user configuration.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
  public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}
  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {}
}

/// A control the user configures with an intent.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration
{
  public init<Provider: AppIntentControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Provider.Configuration == Intent {}
  public init(kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {}
}

/// Gives a control its current value (and one for previews).
public protocol ControlValueProvider {
  associatedtype Value
  var previewValue: Value { get }
  func currentValue() async throws -> Value
}
/// Gives a configurable control its value for a configuration.
public protocol AppIntentControlValueProvider {
  associatedtype Value
  associatedtype Configuration: ControlConfigurationIntent
  func previewValue(configuration: Configuration) -> Value
  func currentValue(configuration: Configuration) async throws -> Value
}

/// A control that runs an intent when tapped.
public struct ControlWidgetButton<Label: View, ValueLabel: View, Action: AppIntent>: ControlWidgetTemplate {
  public init(action: Action, @ViewBuilder label: () -> Label) where ValueLabel == EmptyView {}
  public init(action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ValueLabel) {}
}
extension ControlWidgetButton where Label == Text, ValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey, action: Action) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: Action) {}
}

/// A control that turns something on or off through an intent.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate {
  public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}
extension ControlWidgetToggle where ValueLabel == EmptyView {
  /// A toggle whose whole label follows its state (`{ isOn in Image(…); Text(…) }`).
  public init(isOn: Bool, action: Action, @ViewBuilder label: (Bool) -> Label) {}
}
extension ControlWidgetToggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}

extension ControlWidgetTemplate {
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
  public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some ControlWidgetTemplate { self }
  public func controlWidgetActionHint(_ hint: Text) -> some ControlWidgetTemplate { self }
  public func controlWidgetStatus(_ status: LocalizedStringKey) -> some ControlWidgetTemplate { self }
}

extension View {
  /// A control's accessibility hint and status, set on its label.
  public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
  public func controlWidgetActionHint(_ hint: Text) -> some View { self }
  public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
  public func controlWidgetStatus(_ status: Text) -> some View { self }
}
