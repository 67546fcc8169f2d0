// `import CoreSpotlight` on Linux: items an app indexes for system search.
// There is no system search here: the default index keeps what is indexed
// for the process (so code that indexes then deletes sees it go), and
// nothing is ever searched by the system. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// An item's searchable attributes: what code sets is kept.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
  open var contentType: String?
  open var title: String?
  open var displayName: String?
  open var contentDescription: String?
  open var keywords: [String]?
  open var thumbnailData: Data?
  open var thumbnailURL: URL?
  open var contentURL: URL?
  open var identifier: String?
  open var relatedUniqueIdentifier: String?
  open var phoneNumbers: [String]?
  open var emailAddresses: [String]?
  open var latitude: NSNumber?
  open var longitude: NSNumber?
  open var rating: NSNumber?
  open var startDate: Date?
  open var endDate: Date?
  public init(contentType: UTType) { self.contentType = contentType.identifier }
  public init(itemContentType: String) { contentType = itemContentType }
}

open class CSSearchableItem: NSObject, @unchecked Sendable {
  open var uniqueIdentifier: String
  open var domainIdentifier: String?
  open var expirationDate: Date?
  open var attributeSet: CSSearchableItemAttributeSet
  public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
  }
}
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
public let CSSearchQueryString = "kCSSearchQueryString"

/// The app's search index: kept in memory for the process.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
  private static let shared = CSSearchableIndex(name: "default")
  open class func `default`() -> CSSearchableIndex { shared }
  open class func isIndexingAvailable() -> Bool { true }
  public let name: String
  private let lock = NSLock()
  private var items: [String: CSSearchableItem] = [:]
  public init(name: String) { self.name = name }
  /// The identifiers indexed, sorted (what Spotlight would find).
  public var indexedIdentifiers: [String] { lock.withLock { items.keys.sorted() } }
  open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
    lock.withLock { for item in items { self.items[item.uniqueIdentifier] = item } }
    completionHandler?(nil)
  }
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { indexSearchableItems(items, completionHandler: nil) }
  open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
    lock.withLock { for id in identifiers { items[id] = nil } }
    completionHandler?(nil)
  }
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
  }
  open func deleteSearchableItems(withDomainIdentifiers domains: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
    lock.withLock { items = items.filter { !domains.contains($0.value.domainIdentifier ?? "") } }
    completionHandler?(nil)
  }
  open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
    lock.withLock { items = [:] }
    completionHandler?(nil)
  }
  open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }
}
