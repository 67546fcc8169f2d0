import Foundation

// Further APIs real app files call that a still image has no use for:
// file dialogs, windows, user activities, search scopes, review requests.
// Each compiles and draws nothing extra.

/// A content type for file dialogs (UniformTypeIdentifiers' `UTType`, not
/// on Linux): its identifier and the common constants.
public struct UTType: Hashable, Sendable {
  public let identifier: String
  public init?(_ identifier: String) { self.identifier = identifier }
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) { self.identifier = identifier }
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) { self.identifier = identifier }
  public init?(filenameExtension: String) { identifier = "public." + filenameExtension }
  // Not through `init(exportedAs:)`, whose default parent is `.data`: the
  // constants below would then read one another while being made.
  private init(named identifier: String) { self.identifier = identifier }
  static func named(_ id: String) -> UTType { UTType(named: id) }
  public static let item = named("public.item")
  public static let content = named("public.content")
  public static let data = named("public.data")
  public static let text = named("public.text")
  public static let plainText = named("public.plain-text")
  public static let utf8PlainText = named("public.utf8-plain-text")
  public static let json = named("public.json")
  public static let commaSeparatedText = named("public.comma-separated-values-text")
  public static let image = named("public.image")
  public static let png = named("public.png")
  public static let jpeg = named("public.jpeg")
  public static let pdf = named("com.adobe.pdf")
  public static let movie = named("public.movie")
  public static let audio = named("public.audio")
  public static let folder = named("public.folder")
  public static let directory = named("public.directory")
  public static let package = named("com.apple.package")
  public static let url = named("public.url")
  public static let fileURL = named("public.file-url")
  public static let vCard = named("public.vcard")
  public static let contact = named("public.contact")
  public static let heic = named("public.heic")
  public static let gif = named("com.compuserve.gif")
  public static let svg = named("public.svg-image")
  public static let rtf = named("public.rtf")
  public static let html = named("public.html")
  public static let xml = named("public.xml")
  public static let zip = named("public.zip-archive")
  public static let mpeg4Movie = named("public.mpeg-4")
  public static let quickTimeMovie = named("com.apple.quicktime-movie")
  public static let video = named("public.video")
  public static let mp3 = named("public.mp3")
  public static let calendarEvent = named("public.calendar-event")
}

/// macOS tables' alternating row backgrounds (`.alternatingRowBackgrounds(.disabled)`):
/// a Mac table; a figure's lists are iOS's.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
  public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
  public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

/// Opens a window by id (`@Environment(\.openWindow)`): nothing, in a figure.
public struct OpenWindowAction: Sendable {
  public func callAsFunction(id: String) {}
  public func callAsFunction<D: Hashable & Codable>(value: D) {}
  public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}
/// Dismisses a window (`@Environment(\.dismissWindow)`): nothing, in a figure.
public struct DismissWindowAction: Sendable {
  public func callAsFunction() {}
  public func callAsFunction(id: String) {}
}
/// Asks for an App Store review (`@Environment(\.requestReview)`, StoreKit's):
/// nothing, in a figure.
public struct RequestReviewAction: Sendable {
  public func callAsFunction() {}
}

/// Opens a window in place of the current one (`@Environment(\.pushWindow)`,
/// visionOS 2): nothing, in a figure.
public struct PushWindowAction: Sendable {
  public func callAsFunction(id: String) {}
  public func callAsFunction<D: Hashable & Codable>(value: D) {}
  public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}
/// Converts between points and physical lengths (visionOS,
/// `@Environment(\.physicalMetrics)`): a point is 1/1,360 of a metre at a
/// window's default distance, visionOS's scale.
public struct PhysicalMetricsConverter: Sendable {
  static let pointsPerMeter: CGFloat = 1360
  public func convert(_ value: CGFloat, from unit: UnitLength) -> CGFloat {
    CGFloat(Measurement(value: Double(value), unit: unit).converted(to: .meters).value) * Self.pointsPerMeter
  }
  public func convert(_ value: CGFloat, to unit: UnitLength) -> CGFloat {
    CGFloat(Measurement(value: Double(value / Self.pointsPerMeter), unit: UnitLength.meters).converted(to: unit).value)
  }
}

extension EnvironmentValues {
  public var pushWindow: PushWindowAction { PushWindowAction() }
  public var physicalMetrics: PhysicalMetricsConverter { PhysicalMetricsConverter() }
  public var openWindow: OpenWindowAction { OpenWindowAction() }
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
  public var requestReview: RequestReviewAction { RequestReviewAction() }
  /// Whether the app can open more windows: not on an iPhone.
  public var supportsMultipleWindows: Bool { false }
  /// visionOS: opens a full space; a figure has none to open.
  public var openImmersiveSpace: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() }
  public var dismissImmersiveSpace: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() }
  /// The system's contrast setting: standard (a figure is drawn with the
  /// default appearance).
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  /// macOS: whether the view's window is key. A figure's window is.
  public var controlActiveState: ControlActiveState { .key }
}

/// The contrast of the color scheme, as in SwiftUI.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard, increased
}

/// Whether a Mac window is key, active or inactive, as in SwiftUI.
public enum ControlActiveState: Hashable, Sendable, CaseIterable {
  case key, active, inactive
}

/// A pointer's shape over a view (macOS 15, iPadOS): kept, never shown.
public struct PointerStyle: Hashable, Sendable {
  let name: String
  public static let `default` = PointerStyle(name: "default")
  public static let link = PointerStyle(name: "link")
  public static let horizontalText = PointerStyle(name: "horizontalText")
  public static let verticalText = PointerStyle(name: "verticalText")
  public static let rectSelection = PointerStyle(name: "rectSelection")
  public static let grabIdle = PointerStyle(name: "grabIdle")
  public static let grabActive = PointerStyle(name: "grabActive")
  public static let columnResize = PointerStyle(name: "columnResize")
  public static let rowResize = PointerStyle(name: "rowResize")
  public static let zoomIn = PointerStyle(name: "zoomIn")
  public static let zoomOut = PointerStyle(name: "zoomOut")
  public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle { PointerStyle(name: "image") }
}

/// When visionOS shows a view's glass background.
public enum GlassBackgroundDisplayMode: Hashable, Sendable { case always, implicit, never }

nonisolated extension View {
  /// visionOS's glass panel behind a view: not drawn on an iPhone figure.
  public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> some View { inert() }
  public func glassBackgroundEffect<S: InsettableShape>(in shape: S, displayMode: GlassBackgroundDisplayMode = .always)
    -> some View
  { inert() }
  public func pointerStyle(_ style: PointerStyle?) -> some View { inert() }
  /// The Mac Touch Bar's content: no Touch Bar draws in a figure.
  public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }
  public func touchBarItemPrincipal(_ principal: Bool = true) -> some View { inert() }
  public func touchBarCustomizationLabel(_ label: Text) -> some View { inert() }
  public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View { inert() }
}

/// Whether a Touch Bar item is required or optional.
public enum TouchBarItemPresence: Sendable {
  case required(String), `default`(String), optional(String)
}

/// Opens an immersive space (visionOS): answers `.error`, as a figure has
/// no space to open.
public struct OpenImmersiveSpaceAction: Sendable {
  public enum Result: Sendable { case opened, userCancelled, error }
  @discardableResult public func callAsFunction(id: String) async -> Result { .error }
  @discardableResult public func callAsFunction<D: Codable & Hashable>(id: String, value: D) async -> Result { .error }
  @discardableResult public func callAsFunction<D: Codable & Hashable>(value: D) async -> Result { .error }
}
/// Dismisses the immersive space: there is none.
public struct DismissImmersiveSpaceAction: Sendable {
  public func callAsFunction() async {}
}

/// How search scopes appear: inert.
public struct SearchScopeActivation: Sendable {
  let name: String
  public static let automatic = SearchScopeActivation(name: "automatic")
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// The preview a share link shows: its title and images.
public struct SharePreview<Image, Icon>: Sendable {
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
  public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
  public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {}
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
  public init(_ title: Text) where Image == Never, Icon == Never {}
  public init(_ title: Text, image: Image) where Icon == Never {}
  public init(_ title: Text, icon: Icon) where Image == Never {}
  public init(_ title: Text, image: Image, icon: Icon) {}
}

extension ShareLink {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<some Any, some Any>,
    @ViewBuilder label: () -> Label) {
    self.init(item: item, subject: subject, message: message, label: label)
  }
}

extension ShareLink where Label == PlumbCore.Label<Text, Image> {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<some Any, some Any>) {
    self.init(item: item, subject: subject, message: message)
  }
  public init<I>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<some Any, some Any>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, I>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<some Any, some Any>
  ) {
    self.init(title, item: item, subject: subject, message: message)
  }
}

/// Whether the "do not ask again" toggle of a dialog shows.
public struct DialogSuppression: Sendable {}

nonisolated extension View {
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { inert() }
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { inert() }
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { inert() }
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { inert() }
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View { inert() }
  /// File dialogs: presentations, not drawn in a still image.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View { inert() }
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { inert() }
  public func fileExporter<D>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { inert() }
  public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void)
    -> some View
  { inert() }
  public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void)
    -> some View
  { inert() }
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> some View
  { inert() }
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { inert() }
  public func dialogIcon(_ icon: Image?) -> some View { inert() }
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { inert() }
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { inert() }
  public func navigationDocument(_ url: URL) -> some View { inert() }
  public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .automatic) -> some View { inert() }
  public func springLoadingBehavior(_ behavior: Visibility) -> some View { inert() }
  public func copyable<T>(_ items: [T]) -> some View { inert() }
}

#if !canImport(Darwin)
/// A user activity (Handoff, Spotlight), as Foundation has it on Apple
/// platforms (not on Linux): its type and the fields apps fill in.
public final class NSUserActivity: Hashable, @unchecked Sendable {
  public static func == (a: NSUserActivity, b: NSUserActivity) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public let activityType: String
  public var title: String?
  public var userInfo: [AnyHashable: Any]?
  public var webpageURL: URL?
  public var targetContentIdentifier: String?
  public var isEligibleForSearch = false
  public var isEligibleForHandoff = true
  public var isEligibleForPublicIndexing = false
  public var isEligibleForPrediction = false
  public var persistentIdentifier: String?
  public init(activityType: String) { self.activityType = activityType }
  public func becomeCurrent() {}
  public func resignCurrent() {}
  public func invalidate() {}
  public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
  /// A Codable payload, kept as JSON in the activity (state restoration).
  public func setTypedPayload<T: Encodable>(_ payload: T) throws {
    payloadData = try JSONEncoder().encode(payload)
  }
  public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: payloadData ?? Data())
  }
  private var payloadData: Data?
}
#endif

/// visionOS's edges in three dimensions: the four of a plane, and the
/// front and back along depth.
public enum Edge3D: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom, leading, trailing, front, back

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge3D) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top), bottom = Set(.bottom), leading = Set(.leading), trailing = Set(.trailing)
    public static let front = Set(.front), back = Set(.back)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let depth: Set = [.front, .back]
    public static let all: Set = [.horizontal, .vertical, .depth]

    /// The edges of the plane a figure draws.
    var planar: Edge.Set {
      var edges: Edge.Set = []
      if contains(.top) { edges.insert(.top) }
      if contains(.bottom) { edges.insert(.bottom) }
      if contains(.leading) { edges.insert(.leading) }
      if contains(.trailing) { edges.insert(.trailing) }
      return edges
    }
  }
}

nonisolated extension View {
  /// visionOS's padding in three dimensions: a figure is flat, so only
  /// the plane's edges pad (`.padding3D(.back, 20)` changes nothing).
  public func padding3D(_ edges: Edge3D.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges.planar, edges.planar.isEmpty ? 0 : length)
  }
  public func padding3D(_ length: CGFloat) -> some View { padding(length) }
  /// visionOS's offset towards the viewer: no depth in a figure.
  public func offset(z: CGFloat) -> some View { inert() }
  /// visionOS's depth of a frame: no depth in a figure.
  public func frame(depth: CGFloat?, alignment: DepthAlignment = .center) -> some View { inert() }
  public func frame(
    minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil, alignment: DepthAlignment = .center
  ) -> some View { inert() }
}

/// How visionOS aligns views along depth.
public struct DepthAlignment: Hashable, Sendable {
  let name: String
  public static let front = DepthAlignment(name: "front")
  public static let center = DepthAlignment(name: "center")
  public static let back = DepthAlignment(name: "back")
}

// MARK: - iOS 26

/// How a symbol's colors are rendered (iOS 26): flat or as a gradient.
public struct SymbolColorRenderingMode: Hashable, Sendable {
  let name: String
  public static let flat = SymbolColorRenderingMode(name: "flat")
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

nonisolated extension View {
  /// iOS 26's gradient rendering of symbols: symbols draw flat in a figure.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { inert() }
  /// iOS 26's margins around a list's sections: kept; sections keep their
  /// standard inset (docs/deviations.md).
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { inert() }
  /// iOS 26's drag containers: nobody drags in a figure.
  public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID) -> some View { inert() }
  public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID, containerNamespace: Namespace.ID?) -> some View {
    inert()
  }
  public func dragContainer<Item, ItemID: Hashable>(
    for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
    _ payload: @escaping (ItemID) -> Item?
  ) -> some View { inert() }
  public func dragContainer<Item>(
    for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil, selection: [Item.ID] = [],
    _ payload: @escaping ([Item.ID]) -> [Item]
  ) -> some View where Item: Identifiable { inert() }
  public func dragContainer<Item: Hashable>(
    for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil, _ payload: @escaping ([Item]) -> [Item]
  ) -> some View { inert() }
  public func dragContainerSelection<ItemID: Hashable>(_ selection: [ItemID], containerNamespace: Namespace.ID? = nil)
    -> some View
  { inert() }
  public func dragConfiguration(_ configuration: DragConfiguration) -> some View { inert() }
  public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View { inert() }
  public func onDragSessionUpdated(_ action: @escaping (DragSession) -> Void) -> some View { inert() }
  public func onDropSessionUpdated(_ action: @escaping (DropSession) -> Void) -> some View { inert() }
}

/// iOS 26's drag and drop sessions and configurations: never started.
public struct DragConfiguration: Sendable {
  public struct OperationsWithinApp: Sendable {
    public init(allowCopy: Bool = true, allowMove: Bool = true, allowDelete: Bool = false) {}
  }
  public struct OperationsOutsideApp: Sendable {
    public init(allowCopy: Bool = true) {}
  }
  public init(allowMove: Bool = true) {}
  public init(operationsWithinApp: OperationsWithinApp, operationsOutsideApp: OperationsOutsideApp = .init()) {}
}
public struct DropConfiguration: Sendable {
  public init(operation: DropOperation) {}
}
public struct DragSession: Sendable {
  public enum Phase: Sendable { case initial, active, ending(DropOperation), ended(DropOperation), dataTransferCompleted }
  public var phase: Phase { .initial }
}
public struct DropSession: Sendable {
  public enum Phase: Sendable { case entering, active, exiting, ended(DropOperation), dataTransferCompleted }
  public var phase: Phase { .entering }
  public var location: CGPoint { .zero }
}

/// The language text is set in (iOS 17): the text's own, or one given.
/// Plumb sets every text with its pinned font: inert.
public struct TypesettingLanguage: Hashable, Sendable {
  let language: Locale.Language?
  public static let automatic = TypesettingLanguage(language: nil)
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }
}

extension Text {
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}

#if !canImport(Darwin)
extension URLResourceKey {
  /// A file's content type (UniformTypeIdentifiers' key).
  public static let contentTypeKey = URLResourceKey(rawValue: "NSURLContentTypeKey")
}
extension URLResourceValues {
  /// A file's content type: Foundation on Linux reads none, so it is nil.
  public var contentType: UTType? { nil }
}
#endif
