// `import CoreData` on Linux: the persistent container, contexts, fetch
// requests and managed objects a Core Data app's views and persistence
// controller use, with SwiftUI's `@FetchRequest` and the
// `managedObjectContext` environment value.
//
// There is no store: a container loads its stores at once without error,
// a fetch finds nothing (so a list shows its empty state), saving succeeds
// and keeps nothing. Entity classes written with `@NSManaged` properties
// type-check, but their accessors come from the Objective-C runtime, which
// Linux lacks: a target that defines one compiles and does not link
// (docs/deviations.md). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

/// What a fetch request returns: managed objects, or dictionaries, numbers
/// and IDs for the other result types.
public protocol NSFetchRequestResult: AnyObject {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// An object's identity in a store.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  public var uriRepresentation: URL { URL(string: "x-coredata:///\(ObjectIdentifier(self).hashValue)")! }
  public var isTemporaryID: Bool { true }
}

/// An entity of the model: its name and the class its objects are made of.
open class NSEntityDescription: NSObject, @unchecked Sendable {
  public var name: String?
  public var managedObjectClassName: String!
  public var properties: [NSPropertyDescription] = []
  public var attributesByName: [String: NSAttributeDescription] {
    Dictionary(properties.compactMap { p in (p as? NSAttributeDescription).map { (p.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }
  public var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(properties.compactMap { p in (p as? NSRelationshipDescription).map { (p.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }
  public override init() {}
  init(name: String?) { self.name = name }
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    NSEntityDescription(name: entityName)
  }
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  { NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context) }
}

/// The model a container loads (from the app's `.xcdatamodeld`): none here.
/// A property of an entity, for models built in code: kept, as a model
/// file's would be.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  public var name = ""
  public var isOptional = true
  public var isTransient = false
  public var isIndexed = false
  public var userInfo: [AnyHashable: Any]?
  public weak var entity: NSEntityDescription?
  public override init() {}
}
/// An attribute's storage type, as Core Data numbers them.
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200,
    integer64AttributeType = 300, decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600,
    stringAttributeType = 700, booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000,
    UUIDAttributeType = 1100, URIAttributeType = 1200, transformableAttributeType = 1800,
    objectIDAttributeType = 2000, compositeAttributeType = 2100
}
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  public var attributeType: NSAttributeType = .undefinedAttributeType
  public var attributeValueClassName: String?
  public var defaultValue: Any?
  public var allowsExternalBinaryDataStorage = false
  public var valueTransformerName: String?
}
/// What deleting an object does to the objects it relates to.
public enum NSDeleteRule: UInt, Sendable {
  case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  public var destinationEntity: NSEntityDescription?
  public var inverseRelationship: NSRelationshipDescription?
  public var minCount = 0
  public var maxCount = 0
  public var deleteRule: NSDeleteRule = .nullifyDeleteRule
  public var isOrdered = false
  public var isToMany: Bool { maxCount != 1 }
}

open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  public var entities: [NSEntityDescription] = []
  public var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
  }
  public override init() {}
  public init?(contentsOf url: URL) {}
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

/// An object in a context. Subclasses declare their attributes with
/// `@NSManaged`; `value(forKey:)` and `setValue(_:forKey:)` keep values
/// by key.
///
/// An object is observable (`@ObservedObject var item: Item`); it is not
/// `Identifiable` until declared so, as Xcode's generated classes do
/// (`extension Item: Identifiable {}`).
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
  public let entity: NSEntityDescription
  public private(set) weak var managedObjectContext: NSManagedObjectContext?
  public let objectID = NSManagedObjectID()
  private var values: [String: Any] = [:]

  public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    managedObjectContext = context
    super.init()
    context?.insert(self)
  }
  public convenience init(context: NSManagedObjectContext) {
    self.init(entity: Self.entity(), insertInto: context)
  }
  public override convenience init() {
    self.init(entity: Self.entity(), insertInto: nil)
  }

  open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self)) }
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest(entityName: String(describing: self))
  }

  public var isInserted: Bool { managedObjectContext != nil }
  public var isUpdated: Bool { false }
  public var isDeleted: Bool { false }
  public var isFault: Bool { false }
  public var hasChanges: Bool { false }
  public var hasPersistentChangedValues: Bool { false }
  open func value(forKey key: String) -> Any? { values[key] }
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  open func primitiveValue(forKey key: String) -> Any? { values[key] }
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
  open func willChangeValue(forKey key: String) {}
  open func didChangeValue(forKey key: String) {}
  open func willAccessValue(forKey key: String?) {}
  open func didAccessValue(forKey key: String?) {}
  open func awakeFromInsert() {}
  open func awakeFromFetch() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}
  open func validateForInsert() throws {}
  open func validateForUpdate() throws {}
  open func changedValues() -> [String: Any] { [:] }
}

/// A fetch: what to fetch, how sorted and filtered.
/// Unconstrained, so `NSFetchRequest<NSFetchRequestResult>` names one, as
/// Objective-C's self-conforming protocol lets it on Apple platforms.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
  public var entityName: String?
  public var entity: NSEntityDescription?
  public var predicate: NSPredicate?
  public var sortDescriptors: [NSSortDescriptor]?
  public var fetchLimit = 0
  public var fetchOffset = 0
  public var fetchBatchSize = 0
  public var includesSubentities = true
  public var includesPendingChanges = true
  public var returnsObjectsAsFaults = true
  public var returnsDistinctResults = false
  public var relationshipKeyPathsForPrefetching: [String]?
  public var propertiesToFetch: [Any]?
  public var propertiesToGroupBy: [Any]?
  public var resultType: NSFetchRequestResultType = .managedObjectResultType
  public override init() {}
  public init(entityName: String) { self.entityName = entityName }
  /// The fetch, run in the request's context: nothing is stored.
  public func execute() throws -> [ResultType] { [] }
}

public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A merge policy (`NSMergeByPropertyObjectTrumpMergePolicy`).
open class NSMergePolicy: NSObject, @unchecked Sendable {
  public enum MergeType: UInt, Sendable {
    case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
      overwriteMergePolicyType, rollbackMergePolicyType
  }
  public let mergeType: MergeType
  public init(merge ty: MergeType) { mergeType = ty }
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
  public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback

/// A scratch pad of objects: what is inserted is kept until deleted; a
/// fetch finds nothing (there is no store); saving succeeds.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  public enum ConcurrencyType: UInt, Sendable { case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType }
  public let concurrencyType: ConcurrencyType
  public var name: String?
  public var transactionAuthor: String?
  public var automaticallyMergesChangesFromParent = false
  public var mergePolicy: Any = NSErrorMergePolicy as Any
  public var parent: NSManagedObjectContext?
  public var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  public var stalenessInterval: TimeInterval = -1
  public var undoManager: UndoManager?
  public var shouldDeleteInaccessibleFaults = true
  public var retainsRegisteredObjects = false
  private let lock = NSLock()
  private var inserted: Set<NSManagedObject> = []
  public var insertedObjects: Set<NSManagedObject> { lock.withLock { inserted } }
  public var deletedObjects: Set<NSManagedObject> { [] }
  public var updatedObjects: Set<NSManagedObject> { [] }
  public var registeredObjects: Set<NSManagedObject> { insertedObjects }
  public var hasChanges: Bool { !insertedObjects.isEmpty }

  public init(concurrencyType ct: ConcurrencyType) { concurrencyType = ct }
  public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

  open func insert(_ object: NSManagedObject) { _ = lock.withLock { inserted.insert(object) } }
  open func delete(_ object: NSManagedObject) { _ = lock.withLock { inserted.remove(object) } }
  open func save() throws { lock.withLock { inserted = [] } }
  open func rollback() { lock.withLock { inserted = [] } }
  open func reset() { lock.withLock { inserted = [] } }
  open func refreshAllObjects() {}
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
  open func processPendingChanges() {}
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    NSManagedObject(entity: NSEntityDescription(), insertInto: nil)
  }
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    throw NSError(domain: NSCocoaErrorDomain, code: 133_000)
  }
  @discardableResult
  open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
  open func perform(_ block: @escaping () -> Void) { block() }
  open func performAndWait(_ block: () -> Void) { block() }
  open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
    try block()
  }
  open func mergeChanges(fromContextDidSave notification: Notification) {}
  open class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}
  public enum ScheduledTaskType: Sendable { case immediate, enqueued }

  public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
  public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}
public let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
public let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")

open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  public let managedObjectModel: NSManagedObjectModel
  public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
  public var persistentStores: [NSPersistentStore] { [] }
}
open class NSPersistentStore: NSObject, @unchecked Sendable {
  public var url: URL?
  public var type: String = NSSQLiteStoreType
}
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
extension Notification.Name {
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
  public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
}

/// Where and how a container's store is kept.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  public var url: URL?
  public var type = NSSQLiteStoreType
  public var configuration: String?
  public var isReadOnly = false
  public var shouldAddStoreAsynchronously = false
  public var shouldMigrateStoreAutomatically = true
  public var shouldInferMappingModelAutomatically = true
  public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
  public private(set) var options: [String: NSObject] = [:]
  public override init() {}
  public init(url: URL) { self.url = url }
  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

public final class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
  public let containerIdentifier: String
  public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// A model, a coordinator and a view context: its stores load at once,
/// without error, and keep nothing.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  public let name: String
  public let managedObjectModel: NSManagedObjectModel
  public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  public var persistentStoreDescriptions: [NSPersistentStoreDescription]

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null").appendingPathComponent("\(name).sqlite"))
    ]
    super.init()
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }
  public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
  open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
    try block(newBackgroundContext())
  }
  open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }
}

/// A container synced with CloudKit: no account, nothing synced.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
  open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let dryRun = Self(rawValue: 2)
  public static let printSchema = Self(rawValue: 4)
}

// Requests run against the store: there is none, so they change nothing.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
  public var result: Any? { nil }
}
open class NSBatchInsertResult: NSPersistentStoreResult, @unchecked Sendable {
  public var result: Any? { nil }
}
public enum NSBatchDeleteRequestResultType: UInt, Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }
public enum NSBatchInsertRequestResultType: UInt, Sendable { case statusOnly, objectIDs, count }
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
  public var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
  public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) {}
  public init(objectIDs: [NSManagedObjectID]) {}
}
open class NSBatchInsertRequest: NSPersistentStoreRequest, @unchecked Sendable {
  public var resultType: NSBatchInsertRequestResultType = .statusOnly
  public init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {}
  public init(entityName: String, objects dictionaries: [[String: Any]]) {}
  public init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {}
  public init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {}
}
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
  public var predicate: NSPredicate?
  public var propertiesToUpdate: [AnyHashable: Any]?
  public init(entityName: String) {}
}

/// Persistent history: none is recorded.
open class NSPersistentHistoryToken: NSObject, @unchecked Sendable {}
open class NSPersistentHistoryTransaction: NSObject, @unchecked Sendable {
  public var token: NSPersistentHistoryToken { NSPersistentHistoryToken() }
  public var author: String? { nil }
  public var contextName: String? { nil }
  public var timestamp: Date { Date(timeIntervalSinceReferenceDate: 0) }
  public var changes: [NSObject]? { nil }
  public func objectIDNotification() -> Notification { Notification(name: NSManagedObjectContextDidSave) }
  public class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult>? { nil }
}
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
  public var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
  public var fetchRequest: NSFetchRequest<NSFetchRequestResult>?
  public class func fetchHistory(after token: NSPersistentHistoryToken?) -> Self { Self() }
  public class func fetchHistory(after date: Date) -> Self { Self() }
  public class func deleteHistory(before token: NSPersistentHistoryToken?) -> Self { Self() }
  public class func deleteHistory(before date: Date) -> Self { Self() }
  public required override init() {}
}
public enum NSPersistentHistoryResultType: Int, Sendable {
  case statusOnly, objectIDs, count, transactionsOnly, changesOnly, transactionsAndChanges
}
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
  public var result: Any? { nil }
}

// MARK: SwiftUI's Core Data views

private struct ManagedObjectContextKey: EnvironmentKey {
  /// One context for every view that sets none, so what a view inserts is
  /// what it saves.
  static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}
extension EnvironmentValues {
  /// The context views fetch and save in (`.environment(\.managedObjectContext, …)`).
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

/// The results of a `@FetchRequest`: none, as there is no store.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let elements: [Result]
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Result { elements[position] }
  public var nsPredicate: NSPredicate? { nil }
  public var nsSortDescriptors: [NSSortDescriptor] { [] }
}

/// Fetches the objects a view lists when its body runs: none.
@propertyWrapper public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  public struct Configuration {
    public var nsPredicate: NSPredicate?
    public var nsSortDescriptors: [NSSortDescriptor] = []
  }
  private let configuration: Configuration
  public var wrappedValue: FetchedResults<Result> { FetchedResults(elements: []) }
  public var projectedValue: Binding<Configuration> { .constant(configuration) }

  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    configuration = Configuration(
      nsPredicate: fetchRequest.predicate, nsSortDescriptors: fetchRequest.sortDescriptors ?? [])
  }
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    self.init(fetchRequest: fetchRequest)
  }
  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    configuration = Configuration(nsPredicate: predicate, nsSortDescriptors: sortDescriptors)
  }
}
extension FetchRequest where Result: NSManagedObject {
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    configuration = Configuration(nsPredicate: predicate, nsSortDescriptors: sortDescriptors)
  }
  /// Disfavored, so that `@FetchRequest(sortDescriptors: [])`, which fits
  /// both, takes the `NSSortDescriptor` one, as it compiles on Apple's.
  @_disfavoredOverload
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    configuration = Configuration(nsPredicate: predicate, nsSortDescriptors: [])
  }
}

/// The results of a `@SectionedFetchRequest`: no sections.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
  public struct Section: Identifiable, RandomAccessCollection {
    public let id: SectionIdentifier
    let elements: [Result]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Result { elements[position] }
  }
  let sections: [Section]
  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> Section { sections[position] }
}

@propertyWrapper public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { SectionedFetchResults(sections: []) }
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    animation: Animation? = nil
  ) {}
}
extension SectionedFetchRequest where Result: NSManagedObject {
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {}
  @_disfavoredOverload
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {}
}

/// A managed object as a predicate's argument (`NSPredicate(format:
/// "category == %@", category)`), as every `NSObject` is on Apple
/// platforms.
extension NSManagedObject: CVarArg {
  public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
