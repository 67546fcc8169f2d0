import Foundation

// Document-based apps, as Xcode's "Document App" template writes them: a
// `FileDocument` (or `ReferenceFileDocument`) read from and written to a
// `FileWrapper`, shown by a `DocumentGroup` scene. A figure opens no file:
// previews draw the editor view with a document made in code.

#if os(Linux)
/// A file's contents as Foundation's `FileWrapper` holds them (Foundation
/// on Linux has none): a regular file's data, a folder's named children,
/// or a link. Nothing is read from or written to disk until asked.
open class FileWrapper: @unchecked Sendable {
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let immediate = ReadingOptions(rawValue: 1)
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }
  public let regularFileContents: Data?
  public private(set) var fileWrappers: [String: FileWrapper]?
  public let symbolicLinkDestinationURL: URL?
  public var filename: String?
  public var preferredFilename: String?
  public var isRegularFile: Bool { regularFileContents != nil }
  public var isDirectory: Bool { fileWrappers != nil }
  public var isSymbolicLink: Bool { symbolicLinkDestinationURL != nil }

  public init(regularFileWithContents contents: Data) {
    (regularFileContents, fileWrappers, symbolicLinkDestinationURL) = (contents, nil, nil)
  }
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    (regularFileContents, fileWrappers, symbolicLinkDestinationURL) = (nil, childrenByPreferredName, nil)
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
  }
  public init(symbolicLinkWithDestinationURL url: URL) {
    (regularFileContents, fileWrappers, symbolicLinkDestinationURL) = (nil, nil, url)
  }
  /// The file or folder at `url`, read now.
  public convenience init(url: URL, options: ReadingOptions = []) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    if isFolder.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      self.init(directoryWithFileWrappers: children)
    } else {
      self.init(regularFileWithContents: try Data(contentsOf: url))
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }
  /// Adds a child to a folder; returns its name.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    let name = child.preferredFilename ?? "Untitled"
    fileWrappers?[name] = child
    return name
  }
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }
  open func removeFileWrapper(_ child: FileWrapper) {
    fileWrappers = fileWrappers?.filter { $0.value !== child }
  }
  /// Writes the file (or folder) at `url`, whole.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    if let regularFileContents {
      try regularFileContents.write(to: url, options: .atomic)
    } else if let fileWrappers {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in fileWrappers { try child.write(to: url.appendingPathComponent(name), originalContentsURL: nil) }
    }
  }
}
#endif

/// What a document reads from: its type and its file.
public struct FileDocumentReadConfiguration {
  public let contentType: UTType
  public let file: FileWrapper
  public init(contentType: UTType, file: FileWrapper) { (self.contentType, self.file) = (contentType, file) }
}

/// What a document writes to: its type and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  public let contentType: UTType
  public let existingFile: FileWrapper?
  public init(contentType: UTType, existingFile: FileWrapper?) { (self.contentType, self.existingFile) = (contentType, existingFile) }
}

/// A document held as a value, as in SwiftUI.
public protocol FileDocument {
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}
extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document held as an observable object, as in SwiftUI: written from a
/// snapshot.
public protocol ReferenceFileDocument: ObservableObject {
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  associatedtype Snapshot
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func snapshot(contentType: UTType) throws -> Snapshot
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}
extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `DocumentGroup`'s editor gets: the document, bound, and where it
/// lives (nowhere, in a figure).
public struct FileDocumentConfiguration<Document: FileDocument> {
  @Binding public var document: Document
  public var fileURL: URL?
  public var isEditable: Bool
  public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
    _document = document
    (self.fileURL, self.isEditable) = (fileURL, isEditable)
  }
}

/// A `ReferenceFileDocument` editor's configuration.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  @ObservedObject public var document: Document
  public var fileURL: URL?
  public var isEditable: Bool
  public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
    _document = ObservedObject(wrappedValue: document)
    (self.fileURL, self.isEditable) = (fileURL, isEditable)
  }
}

/// The scene of a document-based app: its editor shows one document. A
/// figure has no document browser; the editor view is what previews draw.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
  public typealias Body = Never
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {}
  public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content)
  where Document: FileDocument {}
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {}
  public init(
    viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {}
}
