// `import AppIntents` on Linux: the intents, entities and enums apps expose
// to Shortcuts, Siri, widgets and controls, and the SwiftUI views that run
// them (`Button(intent:)`, `Toggle(isOn:intent:)`). A figure runs nothing:
// intents are made (so their initializers and parameters compile and run
// as written) and never performed. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// An action the system can run: `perform()` is never called in a figure.
public protocol AppIntent: Sendable {
  associatedtype PerformResult: IntentResult
  static var title: LocalizedStringResource { get }
  static var description: IntentDescription? { get }
  static var openAppWhenRun: Bool { get }
  static var isDiscoverable: Bool { get }
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  init()
  func perform() async throws -> PerformResult
}
extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

public enum IntentAuthenticationPolicy: Sendable { case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication }

/// An intent's description, shown in Shortcuts.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
  public let description: LocalizedStringResource
  public init(stringLiteral value: String) { description = LocalizedStringResource(stringLiteral: value) }
  public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
    self.description = description
  }
}

/// What `perform()` returns.
public protocol IntentResult: Sendable {}
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
public protocol ProvidesDialog: IntentResult {}
public protocol OpensIntent: IntentResult {}
public protocol ShowsSnippetView: IntentResult {}

public protocol ShowsSnippetIntent: IntentResult {}

/// The one result type: whatever `.result(…)` was given, typed by the
/// value it returns (`Never` for none), so `some IntentResult &
/// ReturnsValue<Landmark>` is met by `.result(value: landmark)`.
public struct _IntentResult<Value>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView,
  ShowsSnippetIntent, @unchecked Sendable
{
  init() {}
}
extension IntentResult {
  public static func result() -> Self where Self == _IntentResult<Never> { _IntentResult() }
  public static func result(dialog: IntentDialog) -> Self where Self == _IntentResult<Never> { _IntentResult() }
  public static func result<V: View>(dialog: IntentDialog? = nil, view: V) -> Self
  where Self == _IntentResult<Never> { _IntentResult() }
  public static func result<V: View>(dialog: IntentDialog? = nil, @ViewBuilder content: () -> V) -> Self
  where Self == _IntentResult<Never> { _IntentResult() }
  public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == _IntentResult<Never> { _IntentResult() }
  public static func result<V>(value: V) -> Self where Self == _IntentResult<V> { _IntentResult() }
  public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == _IntentResult<V> { _IntentResult() }
  public static func result<V, C: View>(value: V, dialog: IntentDialog? = nil, view: C) -> Self
  where Self == _IntentResult<V> { _IntentResult() }
  public static func result<V, C: View>(value: V, dialog: IntentDialog? = nil, @ViewBuilder content: () -> C) -> Self
  where Self == _IntentResult<V> { _IntentResult() }
  public static func result<V, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == _IntentResult<V> {
    _IntentResult()
  }
  // iOS 26: an interactive snippet drawn by a `SnippetIntent`.
  public static func result(snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
  where Self == _IntentResult<Never> { _IntentResult() }
  public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
  where Self == _IntentResult<Never> { _IntentResult() }
  public static func result<V>(value: V, snippetIntent: some SnippetIntent) -> Self where Self == _IntentResult<V> {
    _IntentResult()
  }
  public static func result<V>(value: V, dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
  where Self == _IntentResult<V> { _IntentResult() }
}

/// An intent that shows an interactive snippet (iOS 26): its `perform()`
/// returns the snippet's view.
public protocol SnippetIntent: AppIntent where PerformResult: ShowsSnippetView {}

/// The snippet of nothing: `.result(snippetIntent:)`'s default.
public struct EmptySnippetIntent: SnippetIntent {
  public static var title: LocalizedStringResource { "Empty" }
  public init() {}
  public func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
}

/// The verb on a confirmation's button.
public struct ConfirmationActionName: Sendable, Hashable {
  let name: String
  public static let add = Self(name: "Add"), `continue` = Self(name: "Continue"), go = Self(name: "Go")
  public static let order = Self(name: "Order"), post = Self(name: "Post"), request = Self(name: "Request")
  public static let run = Self(name: "Run"), search = Self(name: "Search"), send = Self(name: "Send")
  public static let set = Self(name: "Set"), start = Self(name: "Start"), buy = Self(name: "Buy")
  public static let book = Self(name: "Book"), call = Self(name: "Call"), checkIn = Self(name: "Check In")
  public static let toggle = Self(name: "Toggle"), turnOff = Self(name: "Turn Off"), turnOn = Self(name: "Turn On")
  public static let view = Self(name: "View"), open = Self(name: "Open"), save = Self(name: "Save")
  public static func custom(acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [],
    denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource] = [], destructive: Bool = false) -> Self {
    Self(name: acceptLabel.key)
  }
}

/// When a confirmation is asked for.
public struct ConfirmationConditions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let deviceLocked = Self(rawValue: 1)
  public static let lowConfidence = Self(rawValue: 2)
}

/// Why an intent stopped: here, always that nobody was there to answer.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
  public let description: String
  public static let userCancelled = AppIntentError(
    description: "the intent asked for a confirmation, and a figure has nobody to confirm it")
}

// Confirmations: a figure has nobody to confirm, so each throws
// `AppIntentError.userCancelled`, as Apple's does when the person cancels.
extension AppIntent {
  public func requestConfirmation<Snippet: SnippetIntent>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
  ) async throws {
    throw AppIntentError.userCancelled
  }
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil
  ) async throws {
    throw AppIntentError.userCancelled
  }
  public func requestConfirmation<Content: View>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, @ViewBuilder content: () -> Content
  ) async throws {
    throw AppIntentError.userCancelled
  }
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
  ) async throws {
    throw AppIntentError.userCancelled
  }
}

/// What Siri says.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  public let text: String
  public init(stringLiteral value: String) { text = value }
  public init(_ text: LocalizedStringResource) { self.text = String(localized: text) }
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { text = String(localized: full) }
}

/// The value an intent parameter or entity property holds: a reference,
/// so setting a parameter on an intent held in a `let` works, as Apple's
/// does.
final class IntentParameterStorage<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?
  init(_ value: Value?) { stored = value }
  var value: Value? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
  /// The value, which must have been set (`what` names the wrapper).
  func required(_ what: String) -> Value {
    guard let value else { preconditionFailure("The \(what) was read before it was set.") }
    return value
  }
}

/// An intent's parameter: the value the intent holds, with the title
/// Shortcuts shows.
@propertyWrapper public struct IntentParameter<Value>: @unchecked Sendable {
  let storage: IntentParameterStorage<Value>
  public var wrappedValue: Value {
    get { storage.required("intent parameter") }
    nonmutating set { storage.value = newValue }
  }
  public var projectedValue: IntentParameter<Value> { self }
  /// `@Parameter var landmark: LandmarkEntity` (titled by its name).
  public init() { storage = IntentParameterStorage(nil) }
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil
  ) { storage = IntentParameterStorage(nil) }
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
    requestValueDialog: IntentDialog? = nil
  ) { storage = IntentParameterStorage(defaultValue) }
  public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    storage = IntentParameterStorage(wrappedValue)
  }
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
    inclusiveRange: (lowerBound: Value, upperBound: Value), requestValueDialog: IntentDialog? = nil
  ) { storage = IntentParameterStorage(defaultValue) }
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: Any) {
    storage = IntentParameterStorage(nil)
  }
}
extension IntentParameter where Value: ExpressibleByNilLiteral {
  // An optional parameter reads nil until it is set.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil) {
    storage = IntentParameterStorage(nil as Value)
  }
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: Any) {
    storage = IntentParameterStorage(nil as Value)
  }
}
public typealias Parameter = IntentParameter

/// How a value is shown in Shortcuts.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public let title: LocalizedStringResource
  public let subtitle: LocalizedStringResource?
  public init(stringLiteral value: String) { (title, subtitle) = (LocalizedStringResource(stringLiteral: value), nil) }
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    (self.title, self.subtitle) = (title, subtitle)
  }
  public struct Image: Sendable {
    public init(systemName: String, tintColor: Any? = nil) {}
    public init(named: String) {}
    public init(named: String, isTemplate: Bool = false, displayStyle: Any? = nil) {}
    public init(url: URL) {}
    public init(data: Data) {}
  }
}
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public let name: LocalizedStringResource
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
}

/// A value type Shortcuts can show and pass around.
public protocol AppValue {}
extension String: AppValue {}
extension Int: AppValue {}
extension Double: AppValue {}
extension Bool: AppValue {}
extension Date: AppValue {}
extension URL: AppValue {}

/// An enum Shortcuts lists by case.
public protocol AppEnum: CaseIterable, Hashable, RawRepresentable, Sendable where RawValue: Hashable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// Something an intent works on, found by its query.
public protocol AppEntity: Identifiable, Sendable {
  associatedtype DefaultQuery: EntityQuery
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  var displayRepresentation: DisplayRepresentation { get }
  static var defaultQuery: DefaultQuery { get }
}
public protocol EntityQuery: Sendable {
  associatedtype Entity: AppEntity
  init()
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
}
extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
}
public protocol EntityStringQuery: EntityQuery {}
public protocol EnumerableEntityQuery: EntityQuery {}
public protocol UniqueAppEntity: AppEntity {}

/// An entity's property the system can read (`@Property var name: String`,
/// `@Property(title: "Favorite") var isFavorite: Bool`): the value, set at
/// declaration or in the entity's initializer.
@propertyWrapper public struct EntityProperty<Value>: @unchecked Sendable {
  let storage: IntentParameterStorage<Value>
  public var wrappedValue: Value {
    get { storage.required("entity property") }
    nonmutating set { storage.value = newValue }
  }
  public var projectedValue: EntityProperty<Value> { self }
  public init() { storage = IntentParameterStorage(nil) }
  public init(title: LocalizedStringResource) { storage = IntentParameterStorage(nil) }
  public init(wrappedValue: Value) { storage = IntentParameterStorage(wrappedValue) }
  public init(wrappedValue: Value, title: LocalizedStringResource) { storage = IntentParameterStorage(wrappedValue) }
}
extension AppEntity {
  /// `@Property`, as entities spell `EntityProperty`.
  public typealias Property<Value> = EntityProperty<Value>
}
/// iOS 26: an entity property computed from the entity's own state.
@attached(peer)
public macro ComputedProperty(title: LocalizedStringResource? = nil) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")
/// iOS 26: an entity property loaded when the system asks for it.
@attached(peer)
public macro DeferredProperty(title: LocalizedStringResource? = nil) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// An intent that opens the app to an entity.
public protocol OpenIntent: AppIntent {}
/// The focus filter an app offers: never applied in a figure.
public protocol SetFocusFilterIntent: AppIntent {
  var displayRepresentation: DisplayRepresentation { get }
}
/// An intent that configures a widget (WidgetKit's `AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}
extension WidgetConfigurationIntent {
  /// A configuration intent does nothing when run: the widget reads it.
  public func perform() async throws -> _IntentResult<Never> { .result() }
}
/// An intent that configures a control (iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}
extension ControlConfigurationIntent {
  public func perform() async throws -> _IntentResult<Never> { .result() }
}
/// An intent a control or Live Activity runs.
public protocol SetValueIntent: AppIntent {}
public protocol AudioPlaybackIntent: AppIntent {}
public protocol LiveActivityIntent: AppIntent {}
/// An intent that starts a Live Activity (iOS 17.2).
public protocol LiveActivityStartingIntent: AppIntent {}

/// Localizable text that knows its resource (errors intents throw).
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}

// MARK: Shortcuts

/// The app's shortcuts: never registered in a figure.
public protocol AppShortcutsProvider {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  static var shortcutTileColor: ShortcutTileColor { get }
}
extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  public static func updateAppShortcutParameters() {}
}
public enum ShortcutTileColor: Sendable { case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, navy, blue, grape, purple, pink, grayBlue, grayBrown }
public struct AppShortcut: Sendable {
  public init<I: AppIntent>(
    intent: I, phrases: [AppShortcutPhrase<I>], shortTitle: LocalizedStringResource? = nil, systemImageName: String? = nil
  ) {}
}
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    public mutating func appendInterpolation<T>(_ value: T) {}
  }
}
/// A placeholder in a shortcut's phrase: the app's name.
public enum AppShortcutPhraseToken: Sendable { case applicationName }
@resultBuilder public enum AppShortcutsBuilder {
  public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
  public static func buildExpression(_ shortcut: AppShortcut) -> AppShortcut { shortcut }
}

// MARK: SwiftUI

extension Button {
  /// A button that runs an intent when tapped: it never runs in a figure.
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self.init(action: {}, label: label) }
}
extension Button where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(titleKey, action: {}) }
  @_disfavoredOverload
  public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) { self.init(title, action: {}) }
}
extension Toggle {
  /// A toggle that runs an intent when flipped: drawn at `isOn`.
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
    self.init(isOn: .constant(isOn), label: label)
  }
}
extension Toggle where Label == Text {
  public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
    self.init(titleKey, isOn: .constant(isOn))
  }
}
extension View {
  /// An accessibility action that runs an intent: inert.
  public func accessibilityAction<I: AppIntent>(_ actionKind: AccessibilityActionKind = .default, intent: I) -> some View { self }
  public func accessibilityAction<I: AppIntent, Label: View>(intent: I, @ViewBuilder label: () -> Label) -> some View { self }
  public func accessibilityAction<I: AppIntent>(named name: LocalizedStringKey, intent: I) -> some View { self }
  @_disfavoredOverload
  public func accessibilityAction<I: AppIntent, S: StringProtocol>(named name: S, intent: I) -> some View { self }
}

/// The Siri tip and shortcuts link views: drawn as nothing in a figure.
public struct SiriTipView: View {
  public init<I: AppIntent>(intent: I, isVisible: Binding<Bool> = .constant(true)) {}
  public var body: some View { EmptyView() }
}
public struct ShortcutsLink: View {
  public init(action: @escaping () -> Void = {}) {}
  public var body: some View { EmptyView() }
}

/// Where a parameter's choices come from (`@Parameter(title:
/// optionsProvider:)`): never asked in a figure.
public protocol DynamicOptionsProvider {
  associatedtype Result
  func results() async throws -> Result
}

/// How Shortcuts and widget settings sum up an intent's parameters: kept
/// as written, never shown.
public protocol ParameterSummary {}

/// An intent's summary (`Summary("Show \(\.$item)") { \.$count }`); the
/// key paths are the intent's own, so they are written relative to it.
public struct IntentParameterSummary<Intent>: ParameterSummary {
  public let text: String
  public let parameters: [PartialKeyPath<Intent>]
  public init(_ summary: ParameterSummaryString<Intent> = "") {
    text = summary.text
    parameters = summary.parameters
  }
  public init(
    _ summary: ParameterSummaryString<Intent> = "",
    @IntentParameterSummaryBuilder<Intent> table: () -> [PartialKeyPath<Intent>]
  ) {
    text = summary.text
    parameters = summary.parameters + table()
  }
}

/// A summary's sentence: text with the parameters in it.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
  var text = ""
  var parameters: [PartialKeyPath<Intent>] = []
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    parameters = stringInterpolation.parameters
  }
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var parameters: [PartialKeyPath<Intent>] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, V>) {
      parameters.append(parameter)
      text += "…"
    }
  }
}

@resultBuilder public enum IntentParameterSummaryBuilder<Intent> {
  public static func buildExpression<V>(_ parameter: KeyPath<Intent, V>) -> [PartialKeyPath<Intent>] { [parameter] }
  public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

extension AppIntent {
  /// `Summary` inside an intent is a summary of that intent's parameters.
  public typealias Summary = IntentParameterSummary<Self>
  /// `When` inside an intent compares one of its parameters.
  public typealias When<Then: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhen<Self, Then, Otherwise>
}

/// How `When` compares a parameter with a value.
public enum ParameterSummaryComparisonOperator: Sendable {
  case equalTo, notEqualTo, greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo, hasAnyValue, hasNoValue,
    contains, oneOf
}

/// A summary that depends on a parameter's value (`When(\.$customize,
/// .equalTo, true) { Summary { … } } otherwise: { Summary { … } }`): both
/// branches kept, neither shown.
public struct ParameterSummaryWhen<Intent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
  public let parameter: PartialKeyPath<Intent>
  public let then: Then
  public let otherwise: Otherwise?
  public init<V>(
    _ parameter: KeyPath<Intent, V>, _ comparison: ParameterSummaryComparisonOperator, _ value: Any,
    _ then: () -> Then, otherwise: () -> Otherwise
  ) {
    (self.parameter, self.then, self.otherwise) = (parameter, then(), otherwise())
  }
  public init<V>(
    _ parameter: KeyPath<Intent, V>, _ comparison: ParameterSummaryComparisonOperator, _ value: Any, _ then: () -> Then
  ) where Otherwise == IntentParameterSummary<Intent> {
    (self.parameter, self.then, otherwise) = (parameter, then(), nil)
  }
  public init<V>(_ parameter: KeyPath<Intent, V>, _ comparison: ParameterSummaryComparisonOperator, _ then: () -> Then, otherwise: () -> Otherwise) {
    (self.parameter, self.then, self.otherwise) = (parameter, then(), otherwise())
  }
}

/// Opens a URL (iOS 18): a control or widget's link. Nothing opens in a figure.
public struct OpenURLIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open URL"
  @Parameter(title: "URL") public var url: URL
  public init() {}
  public init(_ url: URL) {
    self.init()
    self.url = url
  }
  public func perform() async throws -> some IntentResult { .result() }
}

/// What a query or options provider returns: a plain array, or an
/// `IntentItemCollection` with sections and titles.
public protocol ResultsCollection {
  associatedtype Element
}
extension Array: ResultsCollection {}

/// Options in sections, as the picker lists them: kept, never shown.
public struct IntentItemCollection<Result>: ResultsCollection, ExpressibleByArrayLiteral {
  public typealias Element = Result
  public let sections: [IntentItemSection<Result>]
  public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }
  public init(items: [Result]) { sections = [IntentItemSection(items: items)] }
  public init(sections: [IntentItemSection<Result>]) { self.sections = sections }
  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
    self.sections = sections
  }
  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
    self.init(items: items)
  }
  public init(arrayLiteral elements: Result...) { self.init(items: elements) }
}

/// A titled section of options.
public struct IntentItemSection<Result> {
  public let title: LocalizedStringResource?
  public let items: [IntentItem<Result>]
  public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) { (self.title, self.items) = (title, items) }
  public init(_ title: LocalizedStringResource? = nil, items: [Result]) {
    self.init(title, items: items.map { IntentItem($0) })
  }
  public init(items: [Result]) { self.init(nil, items: items) }
}

/// One option with its title.
public struct IntentItem<Result> {
  public let value: Result
  public let title: LocalizedStringResource?
  public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
    (self.value, self.title) = (value, title)
  }
}

/// An entity Spotlight indexes (iOS 18): its searchable attributes come
/// from its display representation; nothing is indexed on Linux.
public protocol IndexedEntity: AppEntity {}

/// Where intents find the app's shared objects (`@Dependency`): the
/// objects registered here, by type (and key), each made once when first
/// read.
public final class AppDependencyManager: @unchecked Sendable {
  public static let shared = AppDependencyManager()
  private let lock = NSLock()
  private var makers: [String: () -> Any] = [:]
  private var made: [String: Any] = [:]

  private static func slot(_ type: Any.Type, _ key: (any Hashable & Sendable)?) -> String {
    "\(ObjectIdentifier(type))|\(key.map { String(describing: $0) } ?? "")"
  }

  /// Registers the object `@Dependency` properties of its type resolve to
  /// (`add(dependency: model)`).
  public func add<Dependency: Sendable>(
    key: (any Hashable & Sendable)? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
  ) {
    lock.lock()
    defer { lock.unlock() }
    let slot = Self.slot(Dependency.self, key)
    makers[slot] = dependency
    made[slot] = nil
  }

  /// The form that makes the object when first read (`add { Model() }`).
  public func add<Dependency: Sendable>(
    key: (any Hashable & Sendable)? = nil, dependency: @escaping @Sendable () -> Dependency
  ) {
    add(key: key, dependency: dependency())
  }

  func resolve<Value>(_ type: Value.Type, key: (any Hashable & Sendable)?) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    let slot = Self.slot(type, key)
    if let value = made[slot] as? Value { return value }
    guard let value = makers[slot]?() as? Value else { return nil }
    made[slot] = value
    return value
  }
}

/// An intent's shared object, registered with `AppDependencyManager`: read
/// when the intent performs, which it never does in a figure. Reading one
/// that was never registered traps, as on Apple platforms.
@propertyWrapper public struct Dependency<Value: Sendable>: @unchecked Sendable {
  let key: (any Hashable & Sendable)?
  public init() { key = nil }
  public init(key: (any Hashable & Sendable)?) { self.key = key }
  public var wrappedValue: Value {
    guard let value = AppDependencyManager.shared.resolve(Value.self, key: key) else {
      fatalError("No dependency of type \(Value.self) was added to AppDependencyManager.shared; add it before the intent runs")
    }
    return value
  }
}
