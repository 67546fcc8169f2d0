import Foundation
import Plumb

/// The models a view shows, fetched from the environment's model context
/// when the body runs: `@Query(sort: \Trip.start) var trips: [Trip]`.
/// A figure shows what the container holds at that moment.
///
/// Deviation: SwiftData's `Query` has two generic parameters, `Query<Trip,
/// [Trip]>`, and needs a macro for `@Query var trips: [Trip]`; Plumb's has
/// one, the result, so that `@Query`, `@Query(sort: \.name)` and
/// `_trips = Query(…)` all infer `Trip` from the property's type.
@propertyWrapper
public struct Query<Result: QueryResults>: DynamicProperty {
  public typealias Element = Result.Element
  @Environment(\.modelContext) public var modelContext
  let descriptor: FetchDescriptor<Element>

  /// The fetched models (none when the fetch fails; see `fetchError`).
  /// Every model of the type, in insertion order. (In the type's own
  /// body: only there does it make `@Query var trips: [Trip]` need no
  /// arguments.)
  public init() {
    descriptor = FetchDescriptor()
  }

  public var wrappedValue: Result {
    Result(fetched: (try? modelContext.fetch(descriptor)) ?? [])
  }

  /// Fetches again: the query reads its context whenever it is read, so
  /// there is nothing to refresh (apps call it when the scene becomes active).
  public func update() {}

  /// Why the last fetch failed, if it did: a predicate that threw.
  public var fetchError: (any Error)? {
    do {
      _ = try modelContext.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }
}

extension Query {
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.descriptor = descriptor
  }
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor)
  }
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    transaction: Transaction?
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
}

/// What a query returns: an array of models.
public protocol QueryResults {
  associatedtype Element: PersistentModel
  init(fetched: [Element])
}

extension Array: QueryResults where Element: PersistentModel {
  public init(fetched: [Element]) { self = fetched }
}

private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext { ModelContainer.empty.context }
}

extension ModelContainer {
  /// The main context of a new, empty container for these models: what
  /// `.modelContainer(for:)` gives, on views and scenes alike.
  static func freshContext(for modelTypes: [any PersistentModel.Type]) -> ModelContext {
    try! ModelContainer(for: Schema(modelTypes)).context
  }

  /// The container views see when none is set: empty, as a preview
  /// without `.modelContainer` finds it.
  static let empty = try! ModelContainer(for: Schema([]))
}

extension EnvironmentValues {
  /// The context `@Query` fetches from: the main context of the nearest
  /// `.modelContainer` above.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

extension View {
  /// Gives the views below `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.context)
  }
  /// Gives the views below a new container for these models: empty, as a
  /// fresh store on a first launch.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory)
  }
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    environment(\.modelContext, ModelContainer.freshContext(for: modelTypes))
  }
  /// Gives the views below `context`.
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }
}

extension Scene {
  /// Inert, as every scene modifier: set the container on the view you render.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    environment(\.modelContext, container.context)
  }
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(for: [modelType], inMemory: inMemory)
  }
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    environment(\.modelContext, ModelContainer.freshContext(for: modelTypes))
  }
  public func modelContext(_ context: ModelContext) -> some Scene {
    environment(\.modelContext, context)
  }
}

