import Foundation

// More of what apps write that a still image has no use for: editing
// lists, symbol effects, system overlays, content types. Each compiles and
// draws nothing extra.

/// Whether a list is being edited: `.inactive` in a figure.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { .constant(.inactive) }
}

extension EnvironmentValues {
  /// The edit mode: `.inactive`, as a hosting controller provides it (so
  /// `editMode?.wrappedValue == .inactive` holds in a first frame), unless
  /// set.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// The list's Edit button: "Edit" in the tint color.
nonisolated public struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit") {} }
}

/// A view of rows computed from data, which a list can edit (`ForEach`).
public protocol DynamicViewContent<Data>: View {
  associatedtype Data: Collection
  var data: Data { get }
}
extension ForEach: DynamicViewContent where Content: View {}

// Editing a ForEach's rows (a list's, or a table's): not possible in a
// still image.
extension ForEach {
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
  public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> ForEach
  { self }
  /// Items dropped between rows (iOS 16): nothing is dropped on a still
  /// image, so the action is never called.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> ForEach { self }
}

nonisolated extension View {
  public func deleteDisabled(_ isDisabled: Bool) -> some View { inert() }
  public func moveDisabled(_ isDisabled: Bool) -> some View { inert() }
  public func privacySensitive(_ sensitive: Bool = true) -> some View { inert() }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { inert() }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert() }
  /// Whether the wearer's arms and hands show through an immersive space
  /// (visionOS): no space is immersive in a figure.
  public func upperLimbVisibility(_ preferredVisibility: Visibility) -> some View { inert() }
  /// System gestures deferred at an edge (games): no gestures in a figure.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { inert() }
  /// A text field's suggestions (iOS 18/26): never shown, nothing is typed.
  public func textInputSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }
  public func textInputCompletion(_ completion: String) -> some View { inert() }
  /// Removes a default toolbar item (iOS 17): the sidebar toggle, the title.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { inert() }
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inert() }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert() }
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    inert()
  }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inert() }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { inert() }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inert() }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { inert() }
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { inert() }
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { inert() }
  public func geometryGroup() -> some View { inert() }
  /// iOS 16's underscored spelling of `geometryGroup()`, still in apps.
  public func _geometryGroup() -> some View { inert() }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { inert() }
  /// Runs its action when a geometry value changes: never, in one frame.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    inert()
  }
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    inert()
  }
  /// An SF Symbol's animation: nothing moves in a still image.
  public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
    inert()
  }
  public func symbolEffect<E: SymbolEffect, U: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: U) -> some View {
    inert()
  }
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inert() }
}

public struct PresentationBackgroundInteraction: Sendable {
  public static let automatic = PresentationBackgroundInteraction()
  public static let enabled = PresentationBackgroundInteraction()
  public static let disabled = PresentationBackgroundInteraction()
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}
public struct PresentationAdaptation: Sendable {
  public static let automatic = PresentationAdaptation()
  public static let none = PresentationAdaptation()
  public static let popover = PresentationAdaptation()
  public static let sheet = PresentationAdaptation()
  public static let fullScreenCover = PresentationAdaptation()
}

/// What a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

public struct HoverEffect: Sendable {
  public static let automatic = HoverEffect()
  public static let highlight = HoverEffect()
  public static let lift = HoverEffect()
}
public struct ButtonRepeatBehavior: Hashable, Sendable {
  public static let automatic = ButtonRepeatBehavior()
  public static let enabled = ButtonRepeatBehavior()
  public static let disabled = ButtonRepeatBehavior()
}
public struct ScrollBounceBehavior: Sendable {
  public static let automatic = ScrollBounceBehavior()
  public static let always = ScrollBounceBehavior()
  public static let basedOnSize = ScrollBounceBehavior()
}
/// An SF Symbol animation, chained as in SwiftUI (`.bounce.up.byLayer`).
public protocol SymbolEffect {}
/// The kinds of symbol effect, as SwiftUI sorts them: one that runs while
/// active (`.pulse`), one that plays on a value change (`.bounce`), one
/// that shows or hides (`.appear`), one that swaps symbols (`.replace`).
/// A figure runs none of them; the built-in effects are all four.
public protocol IndefiniteSymbolEffect {}
public protocol DiscreteSymbolEffect {}
public protocol TransitionSymbolEffect {}
public protocol ContentTransitionSymbolEffect {}

public struct _SymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
  ContentTransitionSymbolEffect, Hashable, Sendable
{
  let name: String
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
  /// iOS 26: the magic replace, morphing shared parts, with a fallback.
  public func magic(fallback: _SymbolEffect) -> Self { self }
  /// A replace effect's directions, as a magic replace's fallback names them.
  public static var downUp: _SymbolEffect { _SymbolEffect(name: "replace.downUp") }
  public static var upUp: _SymbolEffect { _SymbolEffect(name: "replace.upUp") }
  public static var offUp: _SymbolEffect { _SymbolEffect(name: "replace.offUp") }
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var individually: Self { self }
}

extension SymbolEffect where Self == _SymbolEffect {
  public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
  public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
  public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
  public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
  public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
  public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
  public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
  public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
  public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
  public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
  /// The system's choice for a change (`.contentTransition(.symbolEffect(.automatic))`).
  public static var automatic: _SymbolEffect { _SymbolEffect(name: "automatic") }
  /// iOS 26: a symbol drawn on or off stroke by stroke. The first frame
  /// shows the symbol whole.
  public static var drawOn: _SymbolEffect { _SymbolEffect(name: "drawOn") }
  public static var drawOff: _SymbolEffect { _SymbolEffect(name: "drawOff") }
}
/// iOS 26's draw-on effect's type: inert, as every symbol effect.
public typealias DrawOnSymbolEffect = _SymbolEffect
public typealias DrawOffSymbolEffect = _SymbolEffect
public typealias BounceSymbolEffect = _SymbolEffect
public typealias AutomaticSymbolEffect = _SymbolEffect
public typealias PulseSymbolEffect = _SymbolEffect
public typealias VariableColorSymbolEffect = _SymbolEffect
public typealias ScaleSymbolEffect = _SymbolEffect
public typealias AppearSymbolEffect = _SymbolEffect
public typealias DisappearSymbolEffect = _SymbolEffect
public typealias ReplaceSymbolEffect = _SymbolEffect
public typealias WiggleSymbolEffect = _SymbolEffect
public typealias RotateSymbolEffect = _SymbolEffect
public typealias BreatheSymbolEffect = _SymbolEffect

public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// How an effect repeats (iOS 18): continuously, or every so often.
  public struct RepeatBehavior: Hashable, Sendable {
    let name: String
    public static let continuous = RepeatBehavior(name: "continuous")
    public static let periodic = RepeatBehavior(name: "periodic")
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(name: "periodic")
    }
    public static func periodic(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(name: "periodic") }
  }
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  public var repeating: SymbolEffectOptions { self }
  public var nonRepeating: SymbolEffectOptions { self }
}

extension ContentTransition {
  /// A symbol replaced with an effect: not animated in a figure.
  public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default) -> ContentTransition {
    .identity
  }
  public static var symbolEffect: ContentTransition { .identity }
}

/// Xcode's previews, before `#Preview`: each provider's `previews` view.
/// A FigureCatalog (PlumbFigures) renders them; Xcode is not involved.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

nonisolated extension View {
  /// How the preview of this view is laid out: a provider's `previews`
  /// renders each of its views as a preview of its own, with these.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(TagModifier { $0.setListRowTags { $0.preview.layout = value } })
  }
  public func previewDisplayName(_ displayName: String?) -> some View {
    modifier(TagModifier { $0.setListRowTags { $0.preview.name = displayName } })
  }
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(TagModifier { $0.setListRowTags { $0.preview.device = value } })
  }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    let landscape = value == .landscapeLeft || value == .landscapeRight
    return modifier(TagModifier { $0.setListRowTags { $0.preview.landscape = landscape } })
  }
}

/// One view of a provider's `previews`, as its preview modifiers describe
/// it.
package struct PreviewPart: Sendable {
  package var name: String?
  package var layout: PreviewLayoutRequest
  package init(name: String?, layout: PreviewLayoutRequest) {
    self.name = name
    self.layout = layout
  }
}

/// The views a provider's `previews` returns (a `Group` of several gives
/// several), each with the preview modifiers on it.
package func previewParts<V: View>(_ view: V) -> [PreviewPart] {
  let ctx = LoweringContext(images: .standard)
  let nodes = ctx.collect { CurrentLowering.with(ctx) { lower(view, ctx, EnvironmentValues()) } }
  defer { ctx.table = nil }
  return nodes.map { node in
    let tags = node.listRowTags.preview
    let device = tags.device.map { Device.named($0.rawValue) } ?? .iPhone15
    var layout: PreviewLayoutRequest
    switch tags.layout {
    case .sizeThatFits?: layout = .sizeThatFits
    case .fixed(let w, let h)?: layout = .fixed(w, h)
    case .device?, nil: layout = .device(device)
    }
    if tags.landscape == true, case .device(let d) = layout { layout = .landscape(d) }
    return PreviewPart(name: tags.name, layout: layout)
  }
}

/// The `index`th view of `content`'s top level, alone.
package struct PreviewPartView<Content: View>: View {
  let content: Content
  let index: Int
  package init(content: Content, index: Int) {
    self.content = content
    self.index = index
  }
  package var body: some View {
    SubviewsReader(content: content) { parts in
      if index < parts.count { parts[index] }
    }
  }
}

public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

nonisolated extension View {
  /// Two or three levels of foreground: the primary one is applied (the
  /// secondary levels style hierarchical symbols, which Plumb draws as
  /// stand-ins).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}

extension Color {
  /// This color mixed with another, `fraction` of the way to it, in sRGB
  /// (iOS 18's `mix(with:by:)`; SwiftUI mixes in perceptual space by
  /// default, docs/deviations.md).
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    func lerp(_ a: RGBA, _ b: RGBA) -> RGBA {
      RGBA(
        red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
        blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
    return Color(light: lerp(light, other.light), dark: lerp(dark, other.dark), name: nil)
  }
}

extension Gradient {
  /// The space gradients and mixes interpolate in (iOS 18). Plumb
  /// interpolates in sRGB for both.
  public struct ColorSpace: Hashable, Sendable {
    public static let device = ColorSpace()
    public static let perceptual = ColorSpace()
  }
  public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

// SwiftUI's additions to collections, which list editing code calls.
extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` handlers do.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's
  /// `onMove` handlers do.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    var moved: [Element] = []
    var kept: [Element] = []
    for (i, e) in all.enumerated() {
      if source.contains(i) { moved.append(e) } else { kept.append(e) }
    }
    let before = source.filter { $0 < destination }.count
    let at = Swift.max(0, Swift.min(kept.count, destination - before))
    kept.insert(contentsOf: moved, at: at)
    var i = startIndex
    for e in kept {
      self[i] = e
      formIndex(after: &i)
    }
  }
}

// Older spellings that app code still carries.

/// The pre-iOS 15 action sheet: not shown, as a presentation.
public struct ActionSheet {
  public typealias Button = Alert.Button
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

public protocol NavigationViewStyle {}
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: Self { Self() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: Self { Self() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: Self { Self() }
}

nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
nonisolated public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct PageIndexViewStyle {
  public init(backgroundDisplayMode: IndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

nonisolated extension View {
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { inert() }
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { inert() }
  /// Every navigation view draws as a stack on an iPhone.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inert() }
  public func indexViewStyle(_ style: PageIndexViewStyle) -> some View { inert() }
}

extension Picker {
  /// The older spelling, with the label before the content.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { label })
  }
}

/// Xcode's library of views and modifiers (`LibraryContentProvider`): read
/// by Xcode's library panel, never by a figure.
public protocol LibraryContentProvider {
  @LibraryContentBuilder var views: [LibraryItem] { get }
  @LibraryContentBuilder func modifiers(base: Any) -> [LibraryItem]
}
extension LibraryContentProvider {
  public var views: [LibraryItem] { [] }
  public func modifiers(base: Any) -> [LibraryItem] { [] }
}
public struct LibraryItem: Sendable {
  public enum Category: Sendable { case layout, control, effect, other }
  public init<T>(_ snippet: @autoclosure () -> T, visible: Bool = true, title: String? = nil, category: Category = .other, matchingSignature: String? = nil) {}
}
@resultBuilder public enum LibraryContentBuilder {
  public static func buildBlock(_ items: LibraryItem...) -> [LibraryItem] { items }
  public static func buildExpression(_ item: LibraryItem) -> LibraryItem { item }
}

/// A toolbar item SwiftUI adds itself (iOS 17).
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// iOS 26: the search field, as `DefaultToolbarItem` places it.
  public static let search = ToolbarDefaultItemKind(name: "search")
  public static let title = ToolbarDefaultItemKind(name: "title")
}


extension View {
  /// SwiftUI's debugging aid, called in a body (`let _ = Self._printChanges()`)
  /// to log what changed: nothing changes in a still figure, so it prints
  /// nothing.
  public static func _printChanges() {}
  public static func _logChanges() {}
}

nonisolated extension ViewModifier {
  /// The modifier animated when a value changes: a figure shows the end
  /// state, so it is the modifier itself.
  public func animation(_ animation: Animation?) -> Self { self }
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
}

extension ViewModifier {
  /// As `View._printChanges()`: nothing to print in a still figure.
  public static func _printChanges() {}
  public static func _logChanges() {}
}
