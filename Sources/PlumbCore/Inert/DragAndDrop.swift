import Foundation

/// A value that can be dragged, dropped, shared or picked, with the
/// representations it declares (`static var transferRepresentation`).
/// Nothing is ever transferred in a still image: representations are kept,
/// never run. `String`, `URL`, `Data`, `AttributedString` and `Image` conform.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  /// Makes a value from encoded data: a figure decodes nothing, so this throws.
  public init(importing data: Data, contentType: UTType? = nil) async throws {
    throw TransferNotAvailable()
  }
  /// The value encoded: a figure encodes nothing, so this throws.
  public func exported(as contentType: UTType? = nil) async throws -> Data { throw TransferNotAvailable() }
}

/// What importing or exporting a `Transferable` throws in a figure.
public struct TransferNotAvailable: Error, CustomStringConvertible {
  public var description: String { "Plumb transfers nothing: a figure has no drag, drop, share or paste." }
}

/// One way a transferable value is represented.
public protocol TransferRepresentation<Item> {
  associatedtype Item: Transferable
}

extension TransferRepresentation {
  public func suggestedFileName(_ fileName: String) -> Self { self }
  public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
  public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

public enum TransferRepresentationVisibility: Sendable { case all, team, group, ownProcess }

/// Several representations, in order of preference.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {}

@resultBuilder public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
  public static func buildBlock<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
  public static func buildBlock<each R: TransferRepresentation>(_ r: repeat each R) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
  public static func buildOptional<R: TransferRepresentation>(_ r: R?) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
  public static func buildEither<R: TransferRepresentation>(first r: R) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
  public static func buildEither<R: TransferRepresentation>(second r: R) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ r: R) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
}

/// The value as bytes of a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {}
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A file handed to or received from a transfer.
public struct SentTransferredFile: Sendable {
  public let file: URL
  public let allowAccessingOriginalFile: Bool
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    (self.file, self.allowAccessingOriginalFile) = (file, allowAccessingOriginalFile)
  }
}
public struct ReceivedTransferredFile: Sendable {
  public let file: URL
  public let isOriginalFile: Bool
}

/// The value as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {}
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
}

/// The value through another transferable type.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  /// As `ShareLink`'s documentation writes it: `ProxyRepresentation(\.image)`.
  public init(_ exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

/// The value encoded with `Codable`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  public init(contentType: UTType) {}
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {}
}

extension String: Transferable {
  public static var transferRepresentation: DataRepresentation<String> {
    DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
  }
}
extension URL: Transferable {
  public static var transferRepresentation: DataRepresentation<URL> {
    DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { _ in throw TransferNotAvailable() })
  }
}
extension Data: Transferable {
  public static var transferRepresentation: DataRepresentation<Data> {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}
extension AttributedString: Transferable {
  public static var transferRepresentation: DataRepresentation<AttributedString> {
    DataRepresentation(exportedContentType: .plainText, exporting: { Data(String($0.characters).utf8) })
  }
}
/// A color dragged or dropped (iOS 16): nothing is dragged in a figure, so
/// exporting it throws, as every representation here does.
extension Color: Transferable {
  public static var transferRepresentation: DataRepresentation<Color> {
    DataRepresentation(exportedContentType: .data, exporting: { _ in throw TransferNotAvailable() })
  }
}
extension Image: Transferable {
  public static var transferRepresentation: DataRepresentation<Image> {
    DataRepresentation(exportedContentType: .png, exporting: { _ in throw TransferNotAvailable() })
  }
}

nonisolated extension View {
  /// The payload is never evaluated.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inert() }

  public func draggable<T: Transferable, V: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    inert()
  }

  /// Nothing is dropped on a still image: the action is never called.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    inert()
  }
  /// iOS 26's form: the items and the drop session.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void
  ) -> some View {
    inert()
  }
}

// iOS 13's drag and drop, by item providers: nothing is dragged or dropped
// on a still image, so no provider is ever made or loaded.

/// What a drag carries: its loads never complete in a figure.
/// A class an item provider can write or read (Foundation's on Apple
/// platforms); nothing is dragged in a figure.
public protocol NSItemProviderWriting: AnyObject {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}
public protocol NSItemProviderReading: AnyObject {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
}

// The Foundation classes Apple's item providers read and write, so code
// that loads a dropped URL or string through its bridged class
// (`T._ObjectiveCType: NSItemProviderReading`, Stanford's EmojiArt)
// compiles.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
}
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image", "public.png", "public.jpeg"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }
}
extension NSString: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.text"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.text"] }
}

open class NSItemProvider: NSObject, @unchecked Sendable {
  public override init() {}
  public convenience init(object: Any) { self.init() }
  public convenience init(item: Any?, typeIdentifier: String?) { self.init() }
  /// A provider of a file's contents; nil without a URL (Apple's takes an
  /// implicitly unwrapped URL, so `URL(string:)` passes as it is).
  public convenience init?(contentsOf fileURL: URL?) {
    guard fileURL != nil else { return nil }
    self.init()
  }
  public var suggestedName: String?
  public var registeredTypeIdentifiers: [String] { [] }
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
  public func canLoadObject(ofClass aClass: Any.Type) -> Bool { false }
  @discardableResult
  public func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress {
    Progress(totalUnitCount: 1)
  }
  public func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: ((Any?, (any Error)?) -> Void)? = nil
  ) {}
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
  ) -> Progress { Progress(totalUnitCount: 1) }
  @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, (any Error)?) -> Void
  ) -> Progress { Progress(totalUnitCount: 1) }
  /// The iOS 16 forms, by content type: as the identifier forms, nothing
  /// is loaded.
  @discardableResult
  public func loadDataRepresentation(
    for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress { Progress(totalUnitCount: 1) }
  @discardableResult
  public func loadFileRepresentation(
    for contentType: UTType, openInPlace: Bool = false,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress { Progress(totalUnitCount: 1) }
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type transferableType: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void
  ) -> Progress { Progress(totalUnitCount: 1) }
  public func registerObject(_ object: Any, visibility: NSItemProviderRepresentationVisibility) {}
  public func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
  ) {}
}

public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

nonisolated extension View {
  /// The drag's item provider is never asked for.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { inert() }
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    inert()
  }
  /// Nothing is dropped on a still image: the action is never called.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { inert() }
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { inert() }
  @_disfavoredOverload
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { inert() }
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { inert() }
  /// The Mac's Services and Continuity Camera imports (macOS 12): nothing
  /// is imported into a figure.
  public func importsItemProviders(
    _ contentTypes: [UTType], onImport action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { inert() }
  public func exportsItemProviders(
    _ contentTypes: [UTType], onExport action: @escaping () -> [NSItemProvider]
  ) -> some View { inert() }
  /// The type identifiers' form (iOS 13.4).
  @_disfavoredOverload
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { inert() }
  @_disfavoredOverload
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { inert() }
}

/// Reacts to a drop over a view: never called in a figure.
public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}
extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}
/// Where and what is being dropped.
public struct DropInfo: Sendable {
  public var location: CGPoint { .zero }
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}
public struct DropProposal: Sendable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}
public enum DropOperation: Hashable, Sendable { case cancel, forbidden, copy, move, delete }
