// `import WidgetKit` on Linux, where WidgetKit does not exist: widgets as
// their files declare them (a `Widget` with a `StaticConfiguration`, a
// `TimelineProvider` and its entries, an entry view reading
// `\.widgetFamily`), and their previews: `#Preview(as: .systemSmall) {
// MyWidget() } timeline: { … }` and a provider's `.previewContext(
// WidgetPreviewContext(family:))`. A preview draws the widget as the home
// screen shows it with its first entry: the family's size on an iPhone 15,
// the content inside 16-point margins, the container background behind it
// all, clipped to the widget's rounded corners. Timelines never advance and
// `WidgetCenter` reloads nothing. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

// MARK: Families and environment

/// A widget's size class.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline
  /// A watch face's corner (watchOS).
  case accessoryCorner

  /// The family's size on an iPhone 15 (393×852 points), from Apple's
  /// Human Interface Guidelines; extra large is an iPad's (iPhones have none).
  public var size: CGSize {
    switch self {
    case .systemSmall: CGSize(width: 158, height: 158)
    case .systemMedium: CGSize(width: 338, height: 158)
    case .systemLarge: CGSize(width: 338, height: 354)
    case .systemExtraLarge: CGSize(width: 715, height: 338)
    case .accessoryCircular: CGSize(width: 72, height: 72)
    case .accessoryRectangular: CGSize(width: 160, height: 72)
    case .accessoryInline: CGSize(width: 257, height: 26)
    // A 45 mm watch's corner complication.
    case .accessoryCorner: CGSize(width: 42, height: 42)
    }
  }
  var isAccessory: Bool { rawValue >= WidgetFamily.accessoryCircular.rawValue }
  public var description: String {
    ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular",
     "accessoryRectangular", "accessoryInline", "accessoryCorner"][rawValue]
  }
}

/// How the system draws a widget: in full color in a figure.
public struct WidgetRenderingMode: Hashable, Sendable {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

struct WidgetFamilyKey: EnvironmentKey {
  static var defaultValue: WidgetFamily { .systemSmall }
}
struct WidgetRenderingModeKey: EnvironmentKey {
  static var defaultValue: WidgetRenderingMode { .fullColor }
}
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
struct WidgetContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

extension EnvironmentValues {
  /// Whether a Live Activity is shown full screen (StandBy): never.
  public var isActivityFullscreen: Bool { false }
  /// Whether a complication shows its `widgetLabel`: a phone's widgets do not.
  public var showsWidgetLabel: Bool { false }
  /// The family of the widget the view is drawn in.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}

// MARK: Timelines

/// One moment of a widget's timeline.
public protocol TimelineEntry {
  var date: Date { get }
  var relevance: TimelineEntryRelevance? { get }
}
extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Sendable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) { (self.score, self.duration) = (score, duration) }
}

/// When WidgetKit asks for a new timeline: never, in a figure.
public struct TimelineReloadPolicy: Sendable, Equatable {
  let name: String
  let date: Date?
  public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
  public static let never = TimelineReloadPolicy(name: "never", date: nil)
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// A widget's entries and when to reload them.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy
  public init(entries: [EntryType], policy: TimelineReloadPolicy) { (self.entries, self.policy) = (entries, policy) }
}

/// What a provider is asked with.
public struct TimelineProviderContext: Sendable {
  public let family: WidgetFamily
  public let displaySize: CGSize
  public let isPreview: Bool
  public var environmentVariants: EnvironmentVariants { EnvironmentVariants() }
  public struct EnvironmentVariants: Sendable {}
  init(family: WidgetFamily) { (self.family, displaySize, isPreview) = (family, family.size, true) }
}

/// Gives a widget its entries.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

extension TimelineProvider {
  /// The entry a figure shows: the timeline's first when the provider
  /// answers at once, else its placeholder (a figure cannot wait).
  func firstEntry(in context: Context) -> Entry {
    var first: Entry?
    getTimeline(in: context) { first = $0.entries.first }
    return first ?? placeholder(in: context)
  }
}

// MARK: Widgets and configurations

/// A widget: its configuration says what it draws.
@MainActor @preconcurrency
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  var body: Body { get }
}

extension Widget {
  /// The entry point a widget marked `@main` gets (an extension with one
  /// widget): Plumb runs no extension, so it makes the widget and returns.
  public static func main() { _ = Self() }
}

/// A set of widgets an extension offers.
@MainActor @preconcurrency
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// The entry point of `@main struct Widgets: WidgetBundle`.
  public static func main() { _ = Self() }
}

/// How a widget is configured: a primitive configuration, or a modified one.
public protocol WidgetConfiguration {
  associatedtype Body: WidgetConfiguration
  var body: Body { get }
}
extension Never: WidgetConfiguration {}

/// What a figure needs of a configuration: the view of an entry.
protocol WidgetContentSource {
  func contentView(entry: Any?, family: WidgetFamily) -> AnyView
  var contentMarginsDisabled: Bool { get }
}

/// A widget with no user configuration: its provider's entries drawn by `content`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, WidgetContentSource {
  public var body: Never { fatalError("StaticConfiguration has no body") }
  let kind: String
  let view: (Any?, WidgetFamily) -> AnyView
  var contentMarginsDisabled: Bool { false }

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    view = { entry, family in
      AnyView(content(entry as? Provider.Entry ?? provider.firstEntry(in: TimelineProviderContext(family: family))))
    }
  }
  func contentView(entry: Any?, family: WidgetFamily) -> AnyView { view(entry, family) }
}

/// A configuration with its display name, families or margins changed.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, WidgetContentSource {
  public var body: Never { fatalError("ModifiedWidgetConfiguration has no body") }
  let base: Base
  var marginsDisabled = false
  var families: [WidgetFamily]? = nil
  var contentMarginsDisabled: Bool {
    marginsDisabled || (base as? any WidgetContentSource)?.contentMarginsDisabled == true
  }
  func contentView(entry: Any?, family: WidgetFamily) -> AnyView {
    (base as? any WidgetContentSource)?.contentView(entry: entry, family: family) ?? AnyView(EmptyView())
  }
}

extension WidgetConfiguration {
  func modified(_ change: (inout ModifiedWidgetConfiguration<Self>) -> Void) -> ModifiedWidgetConfiguration<Self> {
    var m = ModifiedWidgetConfiguration(base: self)
    change(&m)
    return m
  }
  public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { modified { _ in } }
  public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { modified { _ in } }
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { modified { _ in } }
  public func description(_ description: String) -> some WidgetConfiguration { modified { _ in } }
  public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { modified { _ in } }
  public func description(_ description: Text) -> some WidgetConfiguration { modified { _ in } }
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    modified { $0.families = families }
  }
  /// The content fills the widget, edge to edge.
  public func contentMarginsDisabled() -> some WidgetConfiguration { modified { $0.marginsDisabled = true } }
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
    modified { _ in }
  }
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { modified { _ in } }
  public func onBackgroundURLSessionEvents(
    matching matchingString: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration { modified { _ in } }
  public func promptsForUserConfiguration() -> some WidgetConfiguration { modified { _ in } }
  public func pushHandler(_ pushHandlerType: Any.Type) -> some WidgetConfiguration { modified { _ in } }
}

public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Builds a bundle's widgets.
@resultBuilder public enum WidgetBundleBuilder {
  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
  /// A Control Center control in the bundle (iOS 18): never shown.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetGroup { _WidgetGroup() }
  public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetGroup { _WidgetGroup() }
  public static func buildEither<W: Widget>(first widget: W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildEither<W: Widget>(second widget: W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup() }
}
/// Several widgets of a bundle.
public struct _WidgetGroup: Widget {
  nonisolated public init() {}
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public init() {}
  public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// Asks WidgetKit to reload timelines: nothing to reload in a figure.
public final class WidgetCenter: Sendable {
  public static let shared = WidgetCenter()
  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
  public func invalidateConfigurationRecommendations() {}
}

// MARK: Drawing a widget

/// A widget as the home screen draws it.
///
/// Child proposal: the family's size less the content margins (16 on each
/// side for system families, none for accessories or when disabled).
/// Own size: the family's size.
/// Placement: the content centered; the container background (the
/// content's `containerBackground(for: .widget)`, else the system
/// background) fills the whole widget, clipped to its continuous corners
/// (radius 22; accessories are not clipped and have no background).
struct WidgetTile<Content: View>: View {
  let family: WidgetFamily
  let marginsDisabled: Bool
  let content: Content

  var body: some View {
    let margin: CGFloat = family.isAccessory || marginsDisabled ? 0 : 16
    let size = family.size
    content
      .padding(margin)
      .frame(width: size.width, height: size.height)
      .backgroundPreferenceValue(_WidgetContainerBackgroundKey.self) { background in
        if !family.isAccessory { background ?? AnyView(Color(uiColor: .systemBackground)) }
      }
      .clipShape(RoundedRectangle(cornerRadius: family.isAccessory ? 0 : 22, style: .continuous))
      .environment(\.widgetFamily, family)
      .environment(\.showsWidgetContainerBackground, !family.isAccessory)
      .environment(\.widgetContentMargins, EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin))
  }
}

/// The background of an accessory widget: a translucent gray, as the Lock
/// Screen draws it over a neutral wallpaper.
public struct AccessoryWidgetBackground: View {
  public init() {}
  public var body: some View { Color(white: 0.5, opacity: 0.3) }
}

// MARK: Widget view modifiers

extension View {
  // `widgetURL`, `widgetAccentable`, `widgetLabel`, `invalidatableContent`
  // and `widgetCurvesContent` are SwiftUI's (PlumbCore), as on Apple
  // platforms: a widget's view file may import SwiftUI alone.
  /// Previews the view in a widget of the context's family (before `#Preview`).
  public func previewContext(_ context: WidgetPreviewContext) -> some View {
    WidgetTile(family: context.family, marginsDisabled: false, content: self).previewLayout(.sizeThatFits)
  }
}

/// A `PreviewProvider`'s widget family.
public struct WidgetPreviewContext: Sendable {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

// MARK: Previews

/// Builds a widget preview's timeline: its entries in order.
@resultBuilder public enum PreviewTimelineBuilder<Entry> {
  public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
  public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
  public static func buildEither(first: [Entry]) -> [Entry] { first }
  public static func buildEither(second: [Entry]) -> [Entry] { second }
  public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Entry]) -> [Entry] { part }
}

/// A widget's preview with entries: `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// A widget's preview with its provider: `#Preview(as:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

@MainActor func widgetView<W: Widget>(_ widget: W, family: WidgetFamily, entry: Any?) -> some View {
  let source = widget.body as? any WidgetContentSource
  return WidgetTile(
    family: family, marginsDisabled: source?.contentMarginsDisabled ?? false,
    content: source?.contentView(entry: entry, family: family) ?? AnyView(EmptyView()))
}

/// What `#Preview(as:) { … } timeline: { … }` expands to: the widget drawn
/// with the timeline's first entry, at the family's size. Not for users.
public func _plumbPreview<W: Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) -> _PlumbPreview {
  _PlumbPreview(sizeThatFits: name) { widgetView(widget(), family: family, entry: timeline().first) }
}

/// What `#Preview(as:widget:timelineProvider:)` expands to. Not for users.
public func _plumbPreview<W: Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping @MainActor () -> Provider
) -> _PlumbPreview {
  _PlumbPreview(sizeThatFits: name) {
    widgetView(
      widget(), family: family, entry: timelineProvider().firstEntry(in: TimelineProviderContext(family: family)))
  }
}
