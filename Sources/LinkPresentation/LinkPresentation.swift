// `import LinkPresentation` on Linux: link previews in chat and bookmark
// apps. A figure fetches nothing from the network, so fetching metadata
// fails with `LPError.metadataFetchFailed` and a link view shows the
// link's own metadata (its URL) as the placeholder a link view draws
// before its metadata arrives. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a link preview shows: what code sets is kept.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
  open var originalURL: URL?
  open var url: URL?
  open var title: String?
  open var imageProvider: NSItemProvider?
  open var iconProvider: NSItemProvider?
  open var remoteVideoURL: URL?
  open var videoProvider: NSItemProvider?
  public override init() {}
}

/// Fetches a page's metadata: no network in a figure, so it fails.
open class LPMetadataProvider: NSObject, @unchecked Sendable {
  open var shouldFetchSubresources = true
  open var timeout: TimeInterval = 30
  public override init() {}
  open func startFetchingMetadata(
    for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) { completionHandler(nil, LPError(.metadataFetchFailed)) }
  open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata { throw LPError(.metadataFetchFailed) }
  open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
    throw LPError(.metadataFetchFailed)
  }
  open func cancel() {}
}

/// A rich link view (a UIKit view, in a representable).
open class LPLinkView: UIView {
  open var metadata: LPLinkMetadata
  public init(url: URL) {
    metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    super.init(frame: .zero)
  }
  public init(metadata: LPLinkMetadata) {
    self.metadata = metadata
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    metadata = LPLinkMetadata()
    super.init(coder: coder)
  }
  public override init(frame: CGRect) {
    metadata = LPLinkMetadata()
    super.init(frame: frame)
  }
}

/// Link Presentation's errors.
public struct LPError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable { case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut, metadataFetchNotAllowed }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var metadataFetchFailed: Code { .metadataFetchFailed }
  public var description: String {
    "LPError \(code.rawValue): link metadata is not fetched on Linux (a figure reaches no network)"
  }
  public var localizedDescription: String { description }
}
