// Scenes, events, queries and systems. A scene holds anchors and
// answers queries over its entities; events are subscribed to and never
// sent, and systems are registered and never updated, as a figure has
// no frames after the first.
import Plumb

/// The Combine publisher protocol, under a name `Scene.Publisher` does not hide.
public typealias _CombinePublisher = Publisher

/// The world an `ARView` (or a reality view) shows: its anchors and
/// everything under them.
@MainActor @preconcurrency
public final class Scene: EventSource, RealityCoordinateSpace {
  public let name: String
  private var anchorEntities: [Entity] = []

  /// Nonisolated so that an `ARView` (not main-actor isolated here) can make its scene.
  nonisolated init(name: String = "") { self.name = name }

  /// The scene's anchors: a collection taken when read, whose methods
  /// change the scene.
  public var anchors: AnchorCollection {
    get { AnchorCollection(scene: self, elements: anchorEntities) }
    set {}
  }

  public struct AnchorCollection: RandomAccessCollection {
    let scene: Scene
    let elements: [Entity]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> any HasAnchoring { elements[position] as! any HasAnchoring }
    @MainActor @preconcurrency public func append(_ anchor: any HasAnchoring) { scene.addAnchor(anchor) }
    @MainActor @preconcurrency public func remove(_ anchor: any HasAnchoring) { scene.removeAnchor(anchor) }
    @MainActor @preconcurrency public func removeAll() {
      for anchor in scene.anchorEntities { scene.removeAnchor(anchor as! any HasAnchoring) }
    }
  }

  public func addAnchor(_ anchor: any HasAnchoring) {
    guard !anchorEntities.contains(where: { $0 === anchor }) else { return }
    anchor.removeFromParent()
    anchor.owningScene = self
    anchorEntities.append(anchor)
  }

  public func removeAnchor(_ anchor: any HasAnchoring) {
    anchorEntities.removeAll { $0 === anchor }
    if anchor.owningScene === self { anchor.owningScene = nil }
  }

  /// The first entity with the name, anchors first, then depth first.
  public func findEntity(named name: String) -> Entity? {
    for anchor in anchorEntities {
      if let found = anchor.findEntity(named: name) { return found }
    }
    return nil
  }

  /// Every entity in the scene that the query's predicate accepts, in
  /// depth-first order.
  public func performQuery(_ query: EntityQuery) -> QueryResult<Entity> {
    var found: [Entity] = []
    func visit(_ entity: Entity) {
      if query.predicate.evaluate(entity) { found.append(entity) }
      for child in entity.childEntities { visit(child) }
    }
    anchorEntities.forEach(visit)
    return QueryResult(elements: found)
  }

  /// Calls `handler` for each event of the type: none is sent in a figure.
  public func subscribe<E: Event>(
    to event: E.Type, on sourceObject: (any EventSource)? = nil, _ handler: @escaping (E) -> Void
  )
    -> EventSubscription
  {
    EventSubscription()
  }

  /// The events of a type as a Combine publisher: it never publishes.
  public func publisher<E: Event>(for event: E.Type, on sourceObject: (any EventSource)? = nil) -> Publisher<E> {
    Publisher()
  }

  public struct Publisher<E: Event>: _CombinePublisher {
    public typealias Output = E
    public typealias Failure = Never
  }

  /// Ray casts: no physics world is built in a figure, so nothing is hit.
  public func raycast(
    origin: SIMD3<Float>, direction: SIMD3<Float>, length: Float = 100, query: CollisionCastQueryType = .all,
    mask: CollisionGroup = .all, relativeTo referenceEntity: Entity? = nil
  ) -> [CollisionCastHit] { [] }

  public func raycast(
    from startPosition: SIMD3<Float>, to endPosition: SIMD3<Float>, query: CollisionCastQueryType = .all,
    mask: CollisionGroup = .all, relativeTo referenceEntity: Entity? = nil
  ) -> [CollisionCastHit] { [] }
}

/// Which hits a ray cast reports.
public enum CollisionCastQueryType: Sendable { case nearest, all, any }

/// Where a ray cast hit an entity.
public struct CollisionCastHit {
  public let entity: Entity
  public let position: SIMD3<Float>
  public let normal: SIMD3<Float>
  public let distance: Float
}

// MARK: - Events

/// Something that happens in a scene, delivered to subscribers.
public protocol Event {}

/// A subscription to events: cancel it to stop them.
public struct EventSubscription: Cancellable, Sendable {
  public init() {}
  public func cancel() {}
  /// Keeps the subscription with others, as Combine's cancellables are kept.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}

/// What happens to a scene.
public enum SceneEvents {
  /// Once a frame.
  public struct Update: Event {
    public let scene: Scene
    public let deltaTime: TimeInterval
  }
  public struct AnchoredStateChanged: Event {
    public let anchor: any HasAnchoring
    public let isAnchored: Bool
  }
  public struct DidAddEntity: Event { public let entity: Entity }
  public struct WillRemoveEntity: Event { public let entity: Entity }
  public struct DidActivateEntity: Event { public let entity: Entity }
  public struct WillDeactivateEntity: Event { public let entity: Entity }
  public struct DidReparentEntity: Event { public let entity: Entity }
}

/// What happens to playing animations.
public enum AnimationEvents {
  public struct PlaybackStarted: Event { public let playbackController: AnimationPlaybackController }
  public struct PlaybackCompleted: Event { public let playbackController: AnimationPlaybackController }
  public struct PlaybackLooped: Event { public let playbackController: AnimationPlaybackController }
  public struct PlaybackTerminated: Event { public let playbackController: AnimationPlaybackController }
}

/// Contacts between collision shapes.
public enum CollisionEvents {
  public struct Began: Event {
    public let entityA: Entity
    public let entityB: Entity
    public let position: SIMD3<Float>
    public let impulse: Float
  }
  public struct Updated: Event {
    public let entityA: Entity
    public let entityB: Entity
    public let position: SIMD3<Float>
    public let impulse: Float
  }
  public struct Ended: Event {
    public let entityA: Entity
    public let entityB: Entity
  }
}

/// What happens to playing sounds.
public enum AudioEvents {
  public struct PlaybackCompleted: Event { public let playbackController: AudioPlaybackController }
}

/// Components being added, changed or removed.
public enum ComponentEvents {
  public struct DidAdd: Event {
    public let entity: Entity
    public let componentType: any Component.Type
  }
  public struct DidChange: Event {
    public let entity: Entity
    public let componentType: any Component.Type
  }
  public struct WillRemove: Event {
    public let entity: Entity
    public let componentType: any Component.Type
  }
}

// MARK: - Queries

/// A test an entity passes or fails, composed with `&&`, `||` and `!`.
public struct QueryPredicate<Value>: Sendable {
  let evaluate: @MainActor @Sendable (Value) -> Bool
  init(_ evaluate: @escaping @MainActor @Sendable (Value) -> Bool) { self.evaluate = evaluate }

  public static func && (a: QueryPredicate, b: QueryPredicate) -> QueryPredicate {
    QueryPredicate { a.evaluate($0) && b.evaluate($0) }
  }
  public static func || (a: QueryPredicate, b: QueryPredicate) -> QueryPredicate {
    QueryPredicate { a.evaluate($0) || b.evaluate($0) }
  }
  public static prefix func ! (a: QueryPredicate) -> QueryPredicate { QueryPredicate { !a.evaluate($0) } }
}

extension QueryPredicate where Value == Entity {
  /// Entities with a component of the type.
  public static func has<T: Component>(_ componentType: T.Type) -> QueryPredicate<Entity> {
    let key = ObjectIdentifier(componentType)
    return QueryPredicate { $0.componentStore[key] != nil }
  }
}

/// A query over a scene's entities.
public struct EntityQuery: Sendable {
  let predicate: QueryPredicate<Entity>
  /// Every entity.
  public init() { predicate = QueryPredicate { _ in true } }
  public init(where predicate: QueryPredicate<Entity>) { self.predicate = predicate }
}

/// The entities a query found.
public struct QueryResult<Element>: Sequence {
  let elements: [Element]
  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
  public var underestimatedCount: Int { elements.count }
}

// MARK: - Systems

/// When a system wants to be updated.
public struct SystemUpdateCondition: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let rendering = SystemUpdateCondition(rawValue: 1)
  public static let simulating = SystemUpdateCondition(rawValue: 2)
}

/// The order a system runs in relative to another.
public enum SystemDependency {
  case before(any System.Type)
  case after(any System.Type)
}

/// What a system's update sees: the scene and the time since the last one.
@MainActor @preconcurrency
public struct SceneUpdateContext {
  public let scene: Scene
  public let deltaTime: TimeInterval
  /// The entities the query finds in the scene, now.
  public func entities(matching query: EntityQuery, updatingSystemWhen condition: SystemUpdateCondition)
    -> QueryResult<Entity>
  {
    scene.performQuery(query)
  }
}

/// Logic run on every scene each frame. Systems are registered and made
/// by RealityKit; a figure has no frames after the first, so none is
/// made or updated.
@MainActor @preconcurrency
public protocol System {
  init(scene: Scene)
  mutating func update(context: SceneUpdateContext)
  static var dependencies: [SystemDependency] { get }
}

extension System {
  public mutating func update(context: SceneUpdateContext) {}
  public static var dependencies: [SystemDependency] { [] }
  public static func registerSystem() {}
}
