import Foundation
import Plumb

/// What a process knows of its models: the order they were first seen in
/// (for `PersistentIdentifier`'s order) and the context each was inserted
/// into.
final class ModelRegistry: @unchecked Sendable {
  static let shared = ModelRegistry()
  private let lock = NSLock()
  private var serials: [ObjectIdentifier: Int] = [:]
  private var owners: [ObjectIdentifier: WeakContext] = [:]
  private struct WeakContext { weak var context: ModelContext? }

  func serial(of model: AnyObject) -> Int {
    lock.withLock {
      let key = ObjectIdentifier(model)
      if let serial = serials[key] { return serial }
      let serial = serials.count
      serials[key] = serial
      return serial
    }
  }
  func context(of model: AnyObject) -> ModelContext? {
    lock.withLock { owners[ObjectIdentifier(model)]?.context }
  }
  func setContext(_ context: ModelContext?, of model: AnyObject) {
    lock.withLock { owners[ObjectIdentifier(model)] = context.map { WeakContext(context: $0) } }
  }
}

/// Where a container keeps its models: in memory, for the process.
public struct ModelConfiguration: Hashable, Sendable {
  public var name: String
  public var isStoredInMemoryOnly: Bool
  public var allowsSave: Bool
  public var url: URL
  public var cloudKitContainerIdentifier: String?

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    url = URL(fileURLWithPath: "/dev/null")
  }
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
  }
  @_disfavoredOverload
  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// An app group's container for the store. Accepted.
  public struct GroupContainer: Sendable {
    public static var automatic: GroupContainer { GroupContainer() }
    public static var none: GroupContainer { GroupContainer() }
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
  }
  /// A CloudKit database to mirror the store to. Accepted; nothing syncs.
  public struct CloudKitDatabase: Sendable {
    public static var automatic: CloudKitDatabase { CloudKitDatabase() }
    public static var none: CloudKitDatabase { CloudKitDatabase() }
    public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase() }
  }
}

/// The models of an app and the store that keeps them: here, an in-memory
/// store that starts empty. Its `mainContext` is the one views query.
public final class ModelContainer: @unchecked Sendable {
  public let schema: Schema
  public let configurations: Set<ModelConfiguration>
  public let migrationPlan: (any SchemaMigrationPlan.Type)?
  /// The models, which every context of the container shares.
  let store: ModelStore
  /// The main context, one for the container's life. It refers back to the
  /// container weakly, so the two are freed together (no cycle).
  let context: ModelContext

  public init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    schema = Schema(forTypes)
    self.configurations = Set(configurations)
    self.migrationPlan = migrationPlan
    (store, context) = Self.mainContext()
    context.attach(to: self)
  }
  public init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: [ModelConfiguration] = []
  ) throws {
    schema = givenSchema
    self.configurations = Set(configurations)
    self.migrationPlan = migrationPlan
    (store, context) = Self.mainContext()
    context.attach(to: self)
  }

  /// A store reopened by a main context whose container was released.
  init(reopening store: ModelStore, schema: Schema) {
    self.schema = schema
    configurations = []
    migrationPlan = nil
    self.store = store
    context = ModelContext(store: store)
    context.attach(to: self)
  }

  private static func mainContext() -> (ModelStore, ModelContext) {
    let store = ModelStore()
    return (store, ModelContext(store: store))
  }
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context bound to the main actor, which views and `@Query` use.
  /// On the main actor, as in SwiftData; `@preconcurrency`, so a preview
  /// container built in a global initializer compiles in Swift 5 mode (a
  /// warning), as it does in Xcode.
  @preconcurrency @MainActor public var mainContext: ModelContext { context }
  /// Deletes every model of the store.
  public func deleteAllData() { context.removeAll() }
}

/// The models a container holds, shared by its contexts, in insertion
/// order per type.
final class ModelStore: @unchecked Sendable {
  let lock = NSLock()
  var models: [ObjectIdentifier: [AnyObject]] = [:]
  var insertionOrder: [ObjectIdentifier] = []
}

/// Models being worked on: what was inserted, fetched by descriptor.
/// Every context of a container sees the same models (an in-memory store
/// saves as it goes); `save()` has nowhere else to write to and succeeds.
public final class ModelContext: @unchecked Sendable, Equatable, Hashable {
  /// The container whose models this context works on, held as Apple's
  /// context holds it.
  public var container: ModelContainer {
    if let owner { return owner }
    if let main = mainOwner { return main }
    // The main context outlived its container (only the context was kept):
    // reopen the same models in a container of its own.
    let reopened = ModelContainer(reopening: store, schema: schema ?? Schema([]))
    owner = reopened
    return reopened
  }
  /// A context made on a container holds it.
  private var owner: ModelContainer?
  /// A container's main context refers back weakly.
  private weak var mainOwner: ModelContainer?
  private var schema: Schema?
  public var autosaveEnabled = true
  /// Set by apps that offer undo: kept; nothing is undone in a figure.
  public var undoManager: UndoManager?
  let store: ModelStore
  private var lock: NSLock { store.lock }
  private var models: [ObjectIdentifier: [AnyObject]] {
    get { store.models }
    _modify { yield &store.models }
  }
  private var insertionOrder: [ObjectIdentifier] {
    get { store.insertionOrder }
    _modify { yield &store.insertionOrder }
  }

  /// A container's main context, attached once the container is made.
  init(store: ModelStore) { self.store = store }
  func attach(to container: ModelContainer) {
    mainOwner = container
    schema = container.schema
  }
  /// A new context on `container`'s models.
  public init(_ container: ModelContainer) {
    owner = container
    store = container.store
  }


  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Keeps `model` (once) so fetches of its type find it, with the models
  /// it refers to, as SwiftData inserts a new model's relationships.
  public func insert<T: PersistentModel>(_ model: T) {
    guard keep(model) else { return }
    for child in Mirror(reflecting: model).children {
      if let related = child.value as? any PersistentModel {
        insert(related)
      } else if let related = child.value as? [any PersistentModel] {
        for each in related { insert(each) }
      }
    }
  }

  /// Adds `model` to its type's list; false when it was there already.
  private func keep<T: PersistentModel>(_ model: T) -> Bool {
    let key = ObjectIdentifier(T.self)
    let added: Bool = lock.withLock {
      if models[key]?.contains(where: { $0 === model }) == true { return false }
      if models[key] == nil { insertionOrder.append(key) }
      models[key, default: []].append(model)
      return true
    }
    if added {
      _ = ModelRegistry.shared.serial(of: model)
      ModelRegistry.shared.setContext(self, of: model)
    }
    return added
  }
  public func delete<T: PersistentModel>(_ model: T) {
    lock.withLock { models[ObjectIdentifier(T.self)]?.removeAll { $0 === model } }
    ModelRegistry.shared.setContext(nil, of: model)
  }
  /// Deletes every model of a type that matches `predicate`.
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for object in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(object) }
  }
  func removeAll() {
    lock.withLock {
      models = [:]
      insertionOrder = []
    }
  }

  /// The models of `T` the descriptor selects: filtered, sorted, offset
  /// and limited as it says.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var result = lock.withLock { (models[ObjectIdentifier(T.self)] ?? []).map { $0 as! T } }
    if let predicate = descriptor.predicate { result = try result.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { result.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset { result = Array(result.dropFirst(max(0, offset))) }
    if let limit = descriptor.fetchLimit { result = Array(result.prefix(max(0, limit))) }
    return result
  }
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }
  /// Calls `block` with each model the descriptor selects.
  public func enumerate<T: PersistentModel>(
    _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
    block: (T) throws -> Void
  ) throws {
    try fetch(descriptor).forEach(block)
  }
  /// The model with this identity, if this context holds it.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    guard let model = registeredModels().first(where: { $0.persistentModelID == persistentModelID }) else {
      fatalError("No model with \(persistentModelID) in this context: it was deleted, or inserted into another container")
    }
    return model
  }
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    lock.withLock { (models[ObjectIdentifier(T.self)] ?? []).map { $0 as! T } }
      .first { $0.persistentModelID == persistentModelID }
  }
  private func registeredModels() -> [any PersistentModel] {
    lock.withLock { insertionOrder.flatMap { models[$0] ?? [] }.compactMap { $0 as? any PersistentModel } }
  }

  public var hasChanges: Bool { false }
  public var insertedModelsArray: [any PersistentModel] { registeredModels() }
  public var changedModelsArray: [any PersistentModel] { [] }
  public var deletedModelsArray: [any PersistentModel] { [] }
  /// Writes pending changes: there is no store, so nothing to write.
  public func save() throws {}
  public func rollback() {}
  public func processPendingChanges() {}
  public func transaction(block: () throws -> Void) throws { try block() }
}

/// Which models a fetch selects and in what order.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges = true
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

/// A context's pending-change notifications, for code that observes them.
extension ModelContext {
  public static let willSave = Notification.Name("ModelContextWillSave")
  public static let didSave = Notification.Name("ModelContextDidSave")
}

/// Runs a context's work: `@ModelActor`'s executor.
public protocol ModelExecutor: AnyObject, Sendable {
  var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes: it holds the actor's context.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  public let modelContext: ModelContext
  public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor that works on a container off the main actor:
/// `@ModelActor actor Importer { … }`.
public protocol ModelActor: Actor {
  nonisolated var modelContainer: ModelContainer { get }
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// Makes an actor a `ModelActor` with its own context on a container.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "PlumbMacros", type: "ModelActorMacro")
