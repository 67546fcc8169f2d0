import Foundation
import Observation

// API from Apple's SwiftUI documentation that changes nothing a still
// image shows: focus, keys, selection, presentations' behaviour, scroll
// input, writing tools, speech and the iOS 18 `isEnabled:` forms of the
// accessibility modifiers. Each compiles and draws nothing extra; closures
// are never called.

/// What a scroll view's default anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// How palette pickers show their selection (iOS 17).
public struct PaletteSelectionEffect: Hashable, Sendable {
  let name: String
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  public static let custom = PaletteSelectionEffect(name: "custom")
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { .init(name: "symbolVariant") }
}

/// Whether a sheet's content scrolls or resizes it when swiped (iOS 16.4).
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether choosing a menu's action closes the menu (iOS 16.4).
public struct MenuActionDismissBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// When a default focus applies (iOS 17).
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// How a direct-touch area reports touches to VoiceOver (iOS 17).
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A group of accessibility actions (iOS 18).
public struct AccessibilityActionCategory: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionCategory(name: "default")
  public static let edit = AccessibilityActionCategory(name: "edit")
  public init(_ name: Text) { self.name = name.string }
  public init(_ nameKey: LocalizedStringKey) { self.name = Text(nameKey).string }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S) { self.name = String(name) }
  init(name: String) { self.name = name }
}

/// Which assistive technologies a focus state follows.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
  public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// Where VoiceOver's focus is, as `@AccessibilityFocusState`: no assistive
/// technology runs in a figure, so it is `@FocusState` under another name
/// (reads `false` or `nil`, drops writes), and its binding is focus's.
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable> {
  public typealias Binding = FocusState<Value>.Binding
  private let state: FocusState<Value>
  public init() where Value == Bool { state = FocusState() }
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { state = FocusState() }
  public init<T: Hashable>() where Value == T? { state = FocusState() }
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { state = FocusState() }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set {}
  }
  public var projectedValue: Binding { state.projectedValue }
}
extension AccessibilityFocusState: Sendable where Value: Sendable {}

/// Whether a view scrolls for a kind of input (iOS 18).
public struct ScrollInputBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollInputBehavior(name: "automatic")
  public static let enabled = ScrollInputBehavior(name: "enabled")
  public static let disabled = ScrollInputBehavior(name: "disabled")
}
public struct ScrollInputKind: Hashable, Sendable {
  let name: String
  public static let handGestureShortcut = ScrollInputKind(name: "handGestureShortcut")
}

/// Which side of a line break a selection sticks to (iOS 18).
public enum TextSelectionAffinity: Hashable, Sendable { case automatic, upstream, downstream }

/// How much of Writing Tools a text view offers (iOS 18).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = WritingToolsBehavior(name: "automatic")
  public static let complete = WritingToolsBehavior(name: "complete")
  public static let limited = WritingToolsBehavior(name: "limited")
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// How buttons size themselves in a container (iOS 26): drawn at their
/// own size here.
public struct ButtonSizing: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonSizing(name: "automatic")
  public static let flexible = ButtonSizing(name: "flexible")
  public static let fitted = ButtonSizing(name: "fitted")
}

/// What a text field or editor has selected (iOS 18): nothing, in a
/// figure.
public struct TextSelection: Hashable, Sendable {
  public enum Indices: Hashable, Sendable {
    case selection(Range<String.Index>)
    case multiSelection(RangeSet<String.Index>)
  }
  public var indices: Indices
  public var affinity: TextSelectionAffinity = .automatic
  public var isInsertion: Bool {
    if case .selection(let r) = indices { return r.isEmpty }
    return false
  }
  public init(range: Range<String.Index>) { indices = .selection(range) }
  public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
}

/// The pull-to-refresh action in the environment (`@Environment(\.refresh)`):
/// none, since no view is made refreshable in a figure that is pulled.
public struct RefreshAction: Sendable {
  public func callAsFunction() async {}
}
extension EnvironmentValues {
  public var refresh: RefreshAction? { nil }
}

/// The tint of a list row's icon (iOS 14).
public struct ListItemTint: Sendable {
  let color: Color?
  public static let monochrome = ListItemTint(color: nil)
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
}

extension Text {
  /// SwiftUI's name for the text case (`Text.Case.uppercase`).
  public typealias Case = TextCase
}

/// A custom value a transaction carries (iOS 17): kept in the transaction
/// (`Transaction`'s subscript), never applied.
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// A background task an app schedules (`.backgroundTask(.appRefresh(…))`):
/// never run.
public struct BackgroundTask<Request, Response>: Sendable {
  let name: String
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { .init(name: identifier) }
  public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { .init(name: identifier) }
  public static var urlSession: BackgroundTask<String, Void> { .init(name: "urlSession") }
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
    .init(name: "urlSession")
  }
}

extension Scene {
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene { self }
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene { self }
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}

nonisolated extension View {
  /// A shape filled with `style` in front of the view, sized to it.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(shape.fill(style))
  }
  /// iOS 17: an animation for `body`'s part only; `body` is applied to this
  /// view as it is.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }

  public func listItemTint(_ tint: ListItemTint?) -> some View { inert() }
  /// `.hidden`: list rows' navigation links below draw no chevron.
  public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
    modifier(EnvironmentModifier { $0.navigationLinkIndicatorVisibility = visibility })
  }
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { inert() }
  /// A left-to-right figure draws the view as it is.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { inert() }
  /// A figure is standard dynamic range.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    modifier(EnvironmentModifier { $0.allowedDynamicRange = range })
  }
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { inert() }
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert() }
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { inert() }
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { inert() }
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { inert() }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert() }
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> some View { inert() }
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { inert() }
  public func submitScope(_ isBlocking: Bool = true) -> some View { inert() }
  public func renameAction(_ action: @escaping () -> Void) -> some View { inert() }
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { inert() }
  public func findNavigator(isPresented: Binding<Bool>) -> some View { inert() }
  public func findDisabled(_ isDisabled: Bool = true) -> some View { inert() }
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { inert() }
  public func typeSelectEquivalent(_ text: Text?) -> some View { inert() }
  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { inert() }
  public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { inert() }
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { inert() }
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority
  ) -> some View { inert() }
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { inert() }
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { inert() }

  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { inert() }
  public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { inert() }
  public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { inert() }
  public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }
  public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }
  public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }

  // iOS 18's accessibility modifiers that apply only while `isEnabled`.
  public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View { inert() }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View { inert() }
  public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View { inert() }
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View { inert() }
  public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View { inert() }
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View { inert() }
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { inert() }
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View { inert() }
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { inert() }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View { inert() }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true, isEnabled: Bool) -> some View {
    inert()
  }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { inert() }
  public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { inert() }
  public func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> some View { inert() }
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions) -> some View {
    inert()
  }
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { inert() }
  public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { inert() }
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { inert() }
  public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { inert() }

  // How VoiceOver speaks the view's text.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { inert() }
  public func speechAdjustedPitch(_ value: Double) -> some View { inert() }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { inert() }
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { inert() }

  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { inert() }
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
    modifier(EnvironmentModifier { $0.textSelectionAffinity = affinity })
  }
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
    modifier(EnvironmentModifier { $0.writingToolsBehavior = behavior })
  }
  public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { inert() }
  /// With the source's look during the zoom (its background, clip shape,
  /// shadow), usually as a trailing closure: the closure is not run.
  public func matchedTransitionSource<ID: Hashable>(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
  ) -> some View { inert() }
  public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    inert()
  }
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { inert() }
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { inert() }
  public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View { inert() }
  public func navigationDocument<D: Transferable>(_ document: D) -> some View { inert() }
  public func navigationDocument<D: Transferable, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> some View {
    inert()
  }
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { inert() }
  public func scrollEdgeEffectDisabled(_ disabled: Bool = true, for edges: Edge.Set = .all) -> some View { inert() }
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    modifier(EnvironmentModifier { $0.buttonSizing = sizing })
  }

  // File dialogs' iOS 17 forms: presentations, not drawn.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View { inert() }
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { inert() }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable { inert() }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View { inert() }
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL { inert() }
}

extension Image {
  /// How much high dynamic range an image may use (iOS 17): a figure is
  /// standard range.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    public static let standard = DynamicRange(name: "standard")
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    public static let high = DynamicRange(name: "high")
  }
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

extension Text {
  // Speech attributes of a run, for concatenation: spoken, not drawn.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

/// How a disclosure group draws (iOS 16). `disclosureGroupStyle(_:)` is
/// inert: groups draw iOS's standard chevron row.
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
/// What a disclosure group style is given.
public struct DisclosureGroupStyleConfiguration {
  nonisolated public struct Label: View {
    public var body: some View { EmptyView() }
  }
  nonisolated public struct Content: View {
    public var body: some View { EmptyView() }
  }
  public let label = Label()
  public let content = Content()
  @Binding public var isExpanded: Bool
}
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack { configuration.label; configuration.content }
  }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  public static var automatic: Self { Self() }
}

extension EnvironmentValues {
  /// Whether the view is in a presentation: a figure presents nothing.
  public var isPresented: Bool { false }
  /// The size of a pixel in points: 1 / `displayScale`.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
  /// What `truncationMode(_:)` set; text below truncates at the tail
  /// whatever it says (the modifier is inert).
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
}
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

nonisolated extension View {
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { inert() }
}

// Environment values Apple documents that nothing in a figure changes:
// each reads what was set with `.environment(_:_:)`, or the default an
// iPhone starts with.
extension EnvironmentValues {
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[Env_KeyboardShortcutKey.self] }
    set { self[Env_KeyboardShortcutKey.self] = newValue }
  }
  public var menuIndicatorVisibility: Visibility {
    get { self[Env_MenuIndicatorVisibilityKey.self] }
    set { self[Env_MenuIndicatorVisibilityKey.self] = newValue }
  }
  public var menuOrder: MenuOrder {
    get { self[Env_MenuOrderKey.self] }
    set { self[Env_MenuOrderKey.self] = newValue }
  }
  public var headerProminence: Prominence {
    get { self[Env_HeaderProminenceKey.self] }
    set { self[Env_HeaderProminenceKey.self] = newValue }
  }
  public var badgeProminence: BadgeProminence {
    get { self[Env_BadgeProminenceKey.self] }
    set { self[Env_BadgeProminenceKey.self] = newValue }
  }
  public var defaultMinListRowHeight: CGFloat {
    get { self[Env_DefaultMinListRowHeightKey.self] }
    set { self[Env_DefaultMinListRowHeightKey.self] = newValue }
  }
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[Env_DefaultMinListHeaderHeightKey.self] }
    set { self[Env_DefaultMinListHeaderHeightKey.self] = newValue }
  }
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[Env_HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[Env_HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[Env_VerticalScrollIndicatorVisibilityKey.self] }
    set { self[Env_VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[Env_HorizontalScrollBounceBehaviorKey.self] }
    set { self[Env_HorizontalScrollBounceBehaviorKey.self] = newValue }
  }
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[Env_VerticalScrollBounceBehaviorKey.self] }
    set { self[Env_VerticalScrollBounceBehaviorKey.self] = newValue }
  }
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[Env_ScrollDismissesKeyboardModeKey.self] }
    set { self[Env_ScrollDismissesKeyboardModeKey.self] = newValue }
  }
  public var contentTransition: ContentTransition {
    get { self[Env_ContentTransitionKey.self] }
    set { self[Env_ContentTransitionKey.self] = newValue }
  }
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[Env_ContentTransitionAddsDrawingGroupKey.self] }
    set { self[Env_ContentTransitionAddsDrawingGroupKey.self] = newValue }
  }
  public var labelsVisibility: Visibility {
    get { self[Env_LabelsVisibilityKey.self] }
    set { self[Env_LabelsVisibilityKey.self] = newValue }
  }
  public var isFocusEffectEnabled: Bool {
    get { self[Env_IsFocusEffectEnabledKey.self] }
    set { self[Env_IsFocusEffectEnabledKey.self] = newValue }
  }
  public var isHoverEffectEnabled: Bool {
    get { self[Env_IsHoverEffectEnabledKey.self] }
    set { self[Env_IsHoverEffectEnabledKey.self] = newValue }
  }
  public var isLuminanceReduced: Bool {
    get { self[Env_IsLuminanceReducedKey.self] }
    set { self[Env_IsLuminanceReducedKey.self] = newValue }
  }
  public var isSceneCaptured: Bool {
    get { self[Env_IsSceneCapturedKey.self] }
    set { self[Env_IsSceneCapturedKey.self] = newValue }
  }
  public var accessibilityEnabled: Bool {
    get { self[Env_AccessibilityEnabledKey.self] }
    set { self[Env_AccessibilityEnabledKey.self] = newValue }
  }
  public var accessibilityLargeContentViewerEnabled: Bool {
    get { self[Env_AccessibilityLargeContentViewerEnabledKey.self] }
    set { self[Env_AccessibilityLargeContentViewerEnabledKey.self] = newValue }
  }
  public var accessibilityDimFlashingLights: Bool {
    get { self[Env_AccessibilityDimFlashingLightsKey.self] }
    set { self[Env_AccessibilityDimFlashingLightsKey.self] = newValue }
  }
  public var accessibilityPlayAnimatedImages: Bool {
    get { self[Env_AccessibilityPlayAnimatedImagesKey.self] }
    set { self[Env_AccessibilityPlayAnimatedImagesKey.self] = newValue }
  }
  public var accessibilityPrefersCrossFadeTransitions: Bool {
    get { self[Env_AccessibilityPrefersCrossFadeTransitionsKey.self] }
    set { self[Env_AccessibilityPrefersCrossFadeTransitionsKey.self] = newValue }
  }
  public var accessibilitySwitchControlEnabled: Bool {
    get { self[Env_AccessibilitySwitchControlEnabledKey.self] }
    set { self[Env_AccessibilitySwitchControlEnabledKey.self] = newValue }
  }
  public var accessibilityAssistiveAccessEnabled: Bool {
    get { self[Env_AccessibilityAssistiveAccessEnabledKey.self] }
    set { self[Env_AccessibilityAssistiveAccessEnabledKey.self] = newValue }
  }
  public var backgroundMaterial: Material? {
    get { self[Env_BackgroundMaterialKey.self] }
    set { self[Env_BackgroundMaterialKey.self] = newValue }
  }
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[Env_AllowedDynamicRangeKey.self] }
    set { self[Env_AllowedDynamicRangeKey.self] = newValue }
  }
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { self[Env_ButtonRepeatBehaviorKey.self] }
    set { self[Env_ButtonRepeatBehaviorKey.self] = newValue }
  }
  public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[Env_SearchSuggestionsPlacementKey.self] }
    set { self[Env_SearchSuggestionsPlacementKey.self] = newValue }
  }
  public var textSelectionAffinity: TextSelectionAffinity {
    get { self[Env_TextSelectionAffinityKey.self] }
    set { self[Env_TextSelectionAffinityKey.self] = newValue }
  }
  public var writingToolsBehavior: WritingToolsBehavior? {
    get { self[Env_WritingToolsBehaviorKey.self] }
    set { self[Env_WritingToolsBehaviorKey.self] = newValue }
  }
  public var navigationLinkIndicatorVisibility: Visibility {
    get { self[Env_NavigationLinkIndicatorVisibilityKey.self] }
    set { self[Env_NavigationLinkIndicatorVisibilityKey.self] = newValue }
  }
  public var appearsActive: Bool {
    get { self[Env_AppearsActiveKey.self] }
    set { self[Env_AppearsActiveKey.self] = newValue }
  }
  public var buttonSizing: ButtonSizing {
    get { self[Env_ButtonSizingKey.self] }
    set { self[Env_ButtonSizingKey.self] = newValue }
  }
  public var isTabBarShowingSections: Bool {
    get { self[Env_IsTabBarShowingSectionsKey.self] }
    set { self[Env_IsTabBarShowingSectionsKey.self] = newValue }
  }
}
private struct Env_KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
private struct Env_MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
private struct Env_MenuOrderKey: EnvironmentKey { static let defaultValue: MenuOrder = .automatic }
private struct Env_HeaderProminenceKey: EnvironmentKey { static let defaultValue: Prominence = .standard }
private struct Env_BadgeProminenceKey: EnvironmentKey { static let defaultValue: BadgeProminence = .standard }
private struct Env_DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = ListMetrics.minRowHeight }
private struct Env_DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct Env_HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: ScrollIndicatorVisibility = .automatic }
private struct Env_VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: ScrollIndicatorVisibility = .automatic }
private struct Env_HorizontalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
private struct Env_VerticalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
private struct Env_ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue: ScrollDismissesKeyboardMode = .automatic }
private struct Env_ContentTransitionKey: EnvironmentKey { static let defaultValue: ContentTransition = .identity }
private struct Env_ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_LabelsVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
private struct Env_IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
private struct Env_IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
private struct Env_IsLuminanceReducedKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_IsSceneCapturedKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilityEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilityDimFlashingLightsKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilityPlayAnimatedImagesKey: EnvironmentKey { static let defaultValue: Bool = true }
private struct Env_AccessibilityPrefersCrossFadeTransitionsKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_AccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct Env_BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
private struct Env_AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }
private struct Env_ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue: ButtonRepeatBehavior = .automatic }
private struct Env_SearchSuggestionsPlacementKey: EnvironmentKey { static let defaultValue: SearchSuggestionsPlacement = .automatic }
private struct Env_TextSelectionAffinityKey: EnvironmentKey { static let defaultValue: TextSelectionAffinity = .automatic }
private struct Env_WritingToolsBehaviorKey: EnvironmentKey { static let defaultValue: WritingToolsBehavior? = nil }
private struct Env_NavigationLinkIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
private struct Env_AppearsActiveKey: EnvironmentKey { static let defaultValue: Bool = true }
private struct Env_ButtonSizingKey: EnvironmentKey { static let defaultValue: ButtonSizing = .automatic }
private struct Env_IsTabBarShowingSectionsKey: EnvironmentKey { static let defaultValue: Bool = false }
extension EnvironmentValues {
  /// Set by `scrollDisabled(_:)` in SwiftUI; a figure scrolls nothing.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension Text {
  // Accessibility attributes of a run, for concatenation
  // (`Text("Title").accessibilityHeading(.h1) + Text(…)`): read by
  // assistive technologies, not drawn.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}

extension NavigationLink {
  /// iOS 13's split-view hint: a phone has one column.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

/// Where a visionOS ornament hangs off its window.
public struct OrnamentAttachmentAnchor: Sendable {
  let anchor: UnitPoint
  public static func scene(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor { .init(anchor: anchor) }
  public static func parent(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor { .init(anchor: anchor) }
}

nonisolated extension View {
  /// A visionOS ornament: it floats outside the window, which is all a
  /// figure shows, so it is not drawn.
  public func ornament<Content: View>(
    visibility: Visibility = .automatic, attachmentAnchor: OrnamentAttachmentAnchor, contentAlignment: Alignment = .center,
    @ViewBuilder ornament: () -> Content
  ) -> some View { inert() }
}

// Widget modifiers SwiftUI declares (WidgetKit reads them): a widget's view
// file may import SwiftUI alone.
nonisolated extension View {
  /// The URL the widget opens when tapped: inert.
  public func widgetURL(_ url: URL?) -> some View { self }
  /// Part of the accent group in tinted modes: a figure is full color, so
  /// nothing changes.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// A label beside an accessory widget: not drawn in a figure.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
  public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
  public func widgetLabel(_ label: Text) -> some View { self }
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
  public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

/// How prominent the background under a view is (iOS 17): standard, or
/// increased on a selected row. Styles read it; nothing here sets it.
public struct BackgroundProminence: Hashable, Sendable {
  let name: String
  public static let standard = BackgroundProminence(name: "standard")
  public static let increased = BackgroundProminence(name: "increased")
}
extension EnvironmentValues {
  public var backgroundProminence: BackgroundProminence {
    get { self[Env_BackgroundProminenceKey.self] }
    set { self[Env_BackgroundProminenceKey.self] = newValue }
  }
}
private struct Env_BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

/// A button that starts renaming (iOS 16): "Rename" with a pencil, as a
/// menu shows it. Its action (the environment's `rename`) never runs in a
/// figure.
nonisolated public struct RenameButton<Label: View>: View {
  public var body: some View {
    Button {} label: { PlumbCore.Label("Rename", systemImage: "pencil") }
  }
}
extension RenameButton where Label == PlumbCore.Label<Text, Image> {
  public init() {}
}
