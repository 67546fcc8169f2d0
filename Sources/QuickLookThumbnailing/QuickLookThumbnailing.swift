// `import QuickLookThumbnailing` on Linux: thumbnails of files. No file
// previews are generated here: a request fails with an error saying so,
// and a view shows what it shows before its thumbnail arrives. Declared on
// Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

open class QLThumbnailGenerator: NSObject, @unchecked Sendable {
  public static let shared = QLThumbnailGenerator()
  open class Request: NSObject, @unchecked Sendable {
    public struct RepresentationTypes: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let icon = RepresentationTypes(rawValue: 1)
      public static let lowQualityThumbnail = RepresentationTypes(rawValue: 2)
      public static let thumbnail = RepresentationTypes(rawValue: 4)
      public static let all: RepresentationTypes = [.icon, .lowQualityThumbnail, .thumbnail]
    }
    public let fileURL: URL
    public let size: CGSize
    public let scale: CGFloat
    public let representationTypes: RepresentationTypes
    open var iconMode = false
    open var minimumDimension: CGFloat = 0
    public init(fileAt url: URL, size: CGSize, scale: CGFloat, representationTypes: RepresentationTypes) {
      (fileURL, self.size, self.scale, self.representationTypes) = (url, size, scale, representationTypes)
    }
  }
  open func generateBestRepresentation(
    for request: Request, completion completionHandler: @escaping @Sendable (QLThumbnailRepresentation?, (any Error)?) -> Void
  ) { completionHandler(nil, QLThumbnailError(.generationFailed)) }
  open func generateBestRepresentation(for request: Request) async throws -> QLThumbnailRepresentation {
    throw QLThumbnailError(.generationFailed)
  }
  open func generateRepresentations(
    for request: Request,
    update updateHandler: (@Sendable (QLThumbnailRepresentation?, QLThumbnailRepresentation.RepresentationType, (any Error)?) -> Void)?
  ) { updateHandler?(nil, .icon, QLThumbnailError(.generationFailed)) }
  open func cancel(_ request: Request) {}
}
open class QLThumbnailRepresentation: NSObject, @unchecked Sendable {
  public enum RepresentationType: Int, Sendable { case icon, lowQualityThumbnail, thumbnail }
  open var type: RepresentationType { .icon }
  open var uiImage: UIImage { UIImage() }
  open var nsImage: NSImage { NSImage() }
  open var cgImage: CGImage { CGImage(width: 1, height: 1) }
  open var contentRect: CGRect { .zero }
}
public struct QLThumbnailError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable { case generationFailed, savingToURLFailed, noCachedThumbnail, noCloudThumbnail, requestInvalid, requestCancelled }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var description: String { "QLThumbnailError \(code.rawValue): Plumb on Linux generates no file thumbnails" }
  public var localizedDescription: String { description }
}
