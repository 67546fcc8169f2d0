// Entities: the nodes of a RealityKit scene. The tree (parents,
// children, names), the components and the transforms are real; a
// figure draws none of it.
import Plumb

/// The protocols Apple's entity classes adopt. Those for a component
/// give their entities the component as a property (`entity.model`).
@MainActor @preconcurrency public protocol HasHierarchy: AnyObject {}
@MainActor @preconcurrency public protocol HasTransform: AnyObject {}
@MainActor @preconcurrency public protocol HasSynchronization: AnyObject {}
@MainActor @preconcurrency public protocol HasModel: Entity {}
@MainActor @preconcurrency public protocol HasCollision: Entity {}
@MainActor @preconcurrency public protocol HasPhysicsBody: HasCollision {}
@MainActor @preconcurrency public protocol HasPhysicsMotion: Entity {}
public typealias HasPhysics = HasPhysicsBody & HasPhysicsMotion
@MainActor @preconcurrency public protocol HasAnchoring: Entity {}
@MainActor @preconcurrency public protocol HasDirectionalLight: Entity {}
@MainActor @preconcurrency public protocol HasPointLight: Entity {}
@MainActor @preconcurrency public protocol HasSpotLight: Entity {}
@MainActor @preconcurrency public protocol HasPerspectiveCamera: Entity {}

/// Something events come from: an entity or a scene.
public protocol EventSource: AnyObject {}

/// An element of a RealityKit scene: a node with a transform, components
/// and children.
///
/// A figure shows no 3D content, so an entity is never drawn; its tree,
/// components and transforms behave as in RealityKit, for the code that
/// computes with them.
@MainActor @preconcurrency
open class Entity: HasHierarchy, HasTransform, HasSynchronization, Identifiable, Hashable, CustomDebugStringConvertible,
  EventSource, RealityCoordinateSpace
{
  public typealias ID = UInt64
  /// Unique among the process's entities.
  public nonisolated let id: ID
  private static var lastID: ID = 0

  public var name: String = ""
  /// Whether the entity (and so its descendants) takes part in the scene.
  public var isEnabled = true
  public private(set) weak var parent: Entity?
  fileprivate(set) var childEntities: [Entity] = []
  /// The components by type, in the order they were first set.
  var componentStore: [ObjectIdentifier: any Component] = [:]
  fileprivate var componentOrder: [ObjectIdentifier] = []
  /// Set on the root of a tree a `Scene` holds.
  weak var owningScene: Scene?

  public required init() {
    Entity.lastID += 1
    id = Entity.lastID
    componentStore[ObjectIdentifier(Transform.self)] = Transform()
    componentOrder.append(ObjectIdentifier(Transform.self))
  }

  /// An entity with the given components.
  public convenience init(components: [any Component]) {
    self.init()
    self.components.set(components)
  }

  public convenience init(components: any Component...) { self.init(components: components) }

  nonisolated public static func == (a: Entity, b: Entity) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  nonisolated public var debugDescription: String { "\(type(of: self)) #\(id)" }

  // MARK: Hierarchy

  /// The entity's children, in order. A value taken now: the entity's
  /// later changes are not seen in it, but changes made through it are
  /// made to the entity.
  public var children: ChildCollection {
    get { ChildCollection(owner: self, elements: childEntities) }
    set { if newValue.owner !== self { children.replaceAll(newValue) } }
  }

  /// An entity's children: a collection taken when read, whose methods
  /// change the entity's children.
  public struct ChildCollection: RandomAccessCollection {
    let owner: Entity
    let elements: [Entity]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Entity { elements[position] }

    @MainActor @preconcurrency public func append(_ child: Entity) { owner.addChild(child) }
    @MainActor @preconcurrency public func append<S: Sequence>(contentsOf children: S) where S.Element: Entity {
      for child in children { owner.addChild(child) }
    }
    @MainActor @preconcurrency public func insert(_ child: Entity, beforeIndex index: Int) {
      owner.insertChild(child, at: index, preservingWorldTransform: false)
    }
    @MainActor @preconcurrency public func insert<S: Sequence>(contentsOf children: S, beforeIndex index: Int)
    where S.Element: Entity {
      for (offset, child) in children.enumerated() {
        owner.insertChild(child, at: index + offset, preservingWorldTransform: false)
      }
    }
    @MainActor @preconcurrency public func remove(_ child: Entity) { owner.removeChild(child) }
    @MainActor @preconcurrency public func remove(at index: Int) { owner.removeChild(owner.childEntities[index]) }
    @MainActor @preconcurrency public func removeAll() {
      for child in owner.childEntities { owner.removeChild(child) }
    }
    @MainActor @preconcurrency public func removeAll(where shouldBeRemoved: (Entity) throws -> Bool) rethrows {
      for child in owner.childEntities where try shouldBeRemoved(child) { owner.removeChild(child) }
    }
    @MainActor @preconcurrency public func replaceAll<S: Sequence>(_ children: S) where S.Element: Entity {
      removeAll()
      append(contentsOf: children)
    }
  }

  public func addChild(_ child: Entity, preservingWorldTransform: Bool = false) {
    insertChild(child, at: childEntities.count, preservingWorldTransform: preservingWorldTransform)
  }

  func insertChild(_ child: Entity, at index: Int, preservingWorldTransform: Bool) {
    precondition(child !== self, "An entity cannot be its own child")
    let world = child.worldMatrix
    // An anchor a scene holds leaves the scene's anchors for its new parent.
    if let scene = child.owningScene, let anchor = child as? any HasAnchoring { scene.removeAnchor(anchor) }
    child.detach()
    child.parent = self
    childEntities.insert(child, at: Swift.max(0, Swift.min(index, childEntities.count)))
    if preservingWorldTransform { child.setTransformMatrix(world, relativeTo: nil) }
  }

  public func removeChild(_ child: Entity, preservingWorldTransform: Bool = false) {
    guard child.parent === self else { return }
    child.removeFromParent(preservingWorldTransform: preservingWorldTransform)
  }

  public func removeFromParent(preservingWorldTransform: Bool = false) {
    let world = worldMatrix
    detach()
    if preservingWorldTransform { transform = Transform(matrix: world) }
  }

  public func setParent(_ newParent: Entity?, preservingWorldTransform: Bool = false) {
    if let newParent {
      newParent.addChild(self, preservingWorldTransform: preservingWorldTransform)
    } else {
      removeFromParent(preservingWorldTransform: preservingWorldTransform)
    }
  }

  private func detach() {
    parent?.childEntities.removeAll { $0 === self }
    parent = nil
  }

  /// The entity itself, or the first of its descendants (depth first)
  /// with the name.
  public func findEntity(named name: String) -> Entity? {
    if self.name == name { return self }
    for child in childEntities {
      if let found = child.findEntity(named: name) { return found }
    }
    return nil
  }

  /// A copy with the same name, components and (when `recursive`) copies
  /// of the children. Components are values, so the copy's are its own;
  /// resources (meshes, materials' textures) are shared, as in RealityKit.
  public func clone(recursive: Bool) -> Self {
    let copy = Self.init()
    copy.name = name
    copy.isEnabled = isEnabled
    copy.componentStore = componentStore
    copy.componentOrder = componentOrder
    if recursive {
      for child in childEntities { copy.addChild(child.clone(recursive: true)) }
    }
    return copy
  }

  /// The scene the entity's tree is in, if any.
  public var scene: Scene? { root.owningScene }

  var root: Entity {
    var entity = self
    while let parent = entity.parent { entity = parent }
    return entity
  }

  /// The nearest anchoring entity at or above this one.
  public var anchor: (any HasAnchoring)? {
    var entity: Entity? = self
    while let current = entity {
      if let anchor = current as? any HasAnchoring { return anchor }
      entity = current.parent
    }
    return nil
  }

  /// Whether an anchor holds the entity in place: never, as nothing is
  /// tracked on Linux.
  public var isAnchored: Bool { false }

  /// Whether the entity and all its ancestors are enabled.
  public var isEnabledInHierarchy: Bool { isEnabled && (parent?.isEnabledInHierarchy ?? true) }

  /// Whether the entity is enabled and in a scene.
  public var isActive: Bool { isEnabledInHierarchy && scene != nil }

  // MARK: Components

  /// The entity's components, one of each type.
  public var components: ComponentSet {
    get { ComponentSet(owner: self) }
    set {
      guard newValue.owner !== self else { return }
      componentStore = newValue.owner.componentStore
      componentOrder = newValue.owner.componentOrder
    }
  }

  /// The entity's components, one per type.
  @MainActor @preconcurrency
  public struct ComponentSet {
    let owner: Entity

    public subscript<T: Component>(componentType: T.Type) -> T? {
      get { owner.componentStore[ObjectIdentifier(componentType)] as? T }
      nonmutating set {
        if let newValue { set(newValue) } else { remove(componentType) }
      }
    }

    /// Disfavored, so that `components[ModelComponent.self]` is the typed subscript's.
    @_disfavoredOverload
    public subscript(componentType: any Component.Type) -> (any Component)? {
      get { owner.componentStore[ObjectIdentifier(componentType)] }
      nonmutating set {
        if let newValue { set([newValue]) } else { remove(componentType) }
      }
    }

    /// Adds the component, or replaces the one of its type.
    public func set<T: Component>(_ component: T) { store(component) }

    public func set(_ components: [any Component]) {
      for component in components { store(component) }
    }

    private func store(_ component: any Component) {
      let key = ObjectIdentifier(type(of: component))
      if owner.componentStore.updateValue(component, forKey: key) == nil { owner.componentOrder.append(key) }
    }

    public func has(_ componentType: any Component.Type) -> Bool {
      owner.componentStore[ObjectIdentifier(componentType)] != nil
    }

    public func remove(_ componentType: any Component.Type) {
      // Every entity keeps a transform: removing it resets it.
      if componentType == Transform.self {
        owner.componentStore[ObjectIdentifier(Transform.self)] = Transform()
        return
      }
      let key = ObjectIdentifier(componentType)
      if owner.componentStore.removeValue(forKey: key) != nil { owner.componentOrder.removeAll { $0 == key } }
    }

    public func removeAll() {
      for key in owner.componentOrder where key != ObjectIdentifier(Transform.self) {
        owner.componentStore.removeValue(forKey: key)
      }
      owner.componentOrder = [ObjectIdentifier(Transform.self)]
    }

    public var count: Int { owner.componentStore.count }
    public var isEmpty: Bool { owner.componentStore.isEmpty }

    /// The components, in the order their types were first set.
    public func makeIterator() -> IndexingIterator<[any Component]> {
      owner.componentOrder.compactMap { owner.componentStore[$0] }.makeIterator()
    }
  }

  // MARK: Transform

  public var transform: Transform {
    get { componentStore[ObjectIdentifier(Transform.self)] as? Transform ?? Transform() }
    set { componentStore[ObjectIdentifier(Transform.self)] = newValue }
  }

  public var position: SIMD3<Float> {
    get { transform.translation }
    set { transform.translation = newValue }
  }

  public var orientation: simd_quatf {
    get { transform.rotation }
    set { transform.rotation = newValue }
  }

  public var scale: SIMD3<Float> {
    get { transform.scale }
    set { transform.scale = newValue }
  }

  /// The entity's matrix in world space: its ancestors' then its own.
  var worldMatrix: float4x4 {
    guard let parent else { return transform.matrix }
    return parent.worldMatrix * transform.matrix
  }

  /// The entity's transform as a matrix in the reference entity's space
  /// (world space for nil).
  public func transformMatrix(relativeTo referenceEntity: Entity?) -> float4x4 {
    guard let referenceEntity else { return worldMatrix }
    return referenceEntity.worldMatrix.inverse * worldMatrix
  }

  public func setTransformMatrix(_ transform: float4x4, relativeTo referenceEntity: Entity?) {
    let world = referenceEntity.map { $0.worldMatrix * transform } ?? transform
    let local = parent.map { $0.worldMatrix.inverse * world } ?? world
    self.transform = Transform(matrix: local)
  }

  public func position(relativeTo referenceEntity: Entity?) -> SIMD3<Float> {
    transformMatrix(relativeTo: referenceEntity).columns.3.xyz
  }

  /// Moves the entity, keeping its rotation and scale exactly.
  public func setPosition(_ position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {
    let world = referenceEntity.map { ($0.worldMatrix * SIMD4(position, 1)).xyz } ?? position
    transform.translation = parent.map { ($0.worldMatrix.inverse * SIMD4(world, 1)).xyz } ?? world
  }

  public func orientation(relativeTo referenceEntity: Entity?) -> simd_quatf {
    Transform(matrix: transformMatrix(relativeTo: referenceEntity)).rotation
  }

  public func setOrientation(_ orientation: simd_quatf, relativeTo referenceEntity: Entity?) {
    var relative = Transform(matrix: transformMatrix(relativeTo: referenceEntity))
    relative.rotation = orientation
    setTransformMatrix(relative.matrix, relativeTo: referenceEntity)
  }

  public func scale(relativeTo referenceEntity: Entity?) -> SIMD3<Float> {
    Transform(matrix: transformMatrix(relativeTo: referenceEntity)).scale
  }

  public func setScale(_ scale: SIMD3<Float>, relativeTo referenceEntity: Entity?) {
    var relative = Transform(matrix: transformMatrix(relativeTo: referenceEntity))
    relative.scale = scale
    setTransformMatrix(relative.matrix, relativeTo: referenceEntity)
  }

  /// A point in the reference entity's space (world for nil) expressed in this entity's.
  public func convert(position: SIMD3<Float>, from referenceEntity: Entity?) -> SIMD3<Float> {
    let world = referenceEntity.map { ($0.worldMatrix * SIMD4(position, 1)).xyz } ?? position
    return (worldMatrix.inverse * SIMD4(world, 1)).xyz
  }

  public func convert(position: SIMD3<Float>, to referenceEntity: Entity?) -> SIMD3<Float> {
    let world = (worldMatrix * SIMD4(position, 1)).xyz
    return referenceEntity.map { ($0.worldMatrix.inverse * SIMD4(world, 1)).xyz } ?? world
  }

  public func convert(direction: SIMD3<Float>, from referenceEntity: Entity?) -> SIMD3<Float> {
    let world = referenceEntity.map { ($0.worldMatrix * SIMD4(direction, 0)).xyz } ?? direction
    return (worldMatrix.inverse * SIMD4(world, 0)).xyz
  }

  public func convert(direction: SIMD3<Float>, to referenceEntity: Entity?) -> SIMD3<Float> {
    let world = (worldMatrix * SIMD4(direction, 0)).xyz
    return referenceEntity.map { ($0.worldMatrix.inverse * SIMD4(world, 0)).xyz } ?? world
  }

  public func convert(transform: Transform, from referenceEntity: Entity?) -> Transform {
    let world = referenceEntity.map { $0.worldMatrix * transform.matrix } ?? transform.matrix
    return Transform(matrix: worldMatrix.inverse * world)
  }

  public func convert(transform: Transform, to referenceEntity: Entity?) -> Transform {
    let world = worldMatrix * transform.matrix
    return Transform(matrix: referenceEntity.map { $0.worldMatrix.inverse * world } ?? world)
  }

  /// Which of an entity's axes `look(at:)` points at the target.
  public enum ForwardDirection: Sendable {
    case positiveX, negativeX, positiveY, negativeY, positiveZ, negativeZ
  }

  /// Places the entity at `position` turned so its forward axis (−z by
  /// default) points at `target`, both in the reference entity's space.
  /// The entity keeps its scale.
  public func look(
    at target: SIMD3<Float>, from position: SIMD3<Float>, upVector: SIMD3<Float> = SIMD3<Float>(0, 1, 0),
    relativeTo referenceEntity: Entity?, forward: ForwardDirection = .negativeZ
  ) {
    let toward = target - position
    guard length(toward) > 0 else {
      setPosition(position, relativeTo: referenceEntity)
      return
    }
    // A basis whose −z looks at the target, then turned so the requested
    // axis is the one that looks.
    let back = -normalize(toward)
    var right = cross(upVector, back)
    if length(right) == 0 { right = cross(SIMD3<Float>(0, 0, 1), back) }
    right = normalize(right)
    let up = cross(back, right)
    let lookRotation = simd_quatf(float3x3(right, up, back))
    let axisTurn: simd_quatf
    switch forward {
    case .negativeZ: axisTurn = simd_quatf(angle: 0, axis: [0, 1, 0])
    case .positiveZ: axisTurn = simd_quatf(angle: .pi, axis: [0, 1, 0])
    case .positiveX: axisTurn = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
    case .negativeX: axisTurn = simd_quatf(angle: -.pi / 2, axis: [0, 1, 0])
    case .positiveY: axisTurn = simd_quatf(angle: -.pi / 2, axis: [1, 0, 0])
    case .negativeY: axisTurn = simd_quatf(angle: .pi / 2, axis: [1, 0, 0])
    }
    let relative = Transform(
      scale: scale(relativeTo: referenceEntity), rotation: lookRotation * axisTurn, translation: position)
    setTransformMatrix(relative.matrix, relativeTo: referenceEntity)
  }

  /// Moves the entity at once.
  public func move(to target: Transform, relativeTo referenceEntity: Entity?) {
    setTransformMatrix(target.matrix, relativeTo: referenceEntity)
  }

  public func move(to target: float4x4, relativeTo referenceEntity: Entity?) {
    setTransformMatrix(target, relativeTo: referenceEntity)
  }

  /// Moves the entity over `duration`: a figure is the first frame, so
  /// it has not moved yet (it moves at once when the duration is zero).
  @discardableResult
  public func move(
    to target: Transform, relativeTo referenceEntity: Entity?, duration: TimeInterval,
    timingFunction: AnimationTimingFunction = .default
  ) -> AnimationPlaybackController {
    if duration <= 0 { move(to: target, relativeTo: referenceEntity) }
    return AnimationPlaybackController(entity: self, isComplete: duration <= 0)
  }

  @discardableResult
  public func move(
    to target: float4x4, relativeTo referenceEntity: Entity?, duration: TimeInterval,
    timingFunction: AnimationTimingFunction = .default
  ) -> AnimationPlaybackController {
    move(to: Transform(matrix: target), relativeTo: referenceEntity, duration: duration, timingFunction: timingFunction)
  }

  // MARK: Bounds and collision

  /// The box around the entity's meshes (and its descendants' when
  /// `recursive`), in the reference entity's space (world for nil).
  public func visualBounds(recursive: Bool = true, relativeTo referenceEntity: Entity?, excludeInactive: Bool = false)
    -> BoundingBox
  {
    let reference = referenceEntity.map { $0.worldMatrix.inverse } ?? matrix_identity_float4x4
    return bounds(recursive: recursive, toReference: reference, excludeInactive: excludeInactive)
  }

  private func bounds(recursive: Bool, toReference reference: float4x4, excludeInactive: Bool) -> BoundingBox {
    if excludeInactive && !isEnabled { return .empty }
    var box = BoundingBox.empty
    if let model = components[ModelComponent.self] {
      box = model.mesh.bounds.transformed(by: reference * worldMatrix)
    }
    if recursive {
      for child in childEntities {
        box.formUnion(child.bounds(recursive: true, toReference: reference, excludeInactive: excludeInactive))
      }
    }
    return box
  }

  /// Gives the entity (and its descendants when `recursive`) a collision
  /// box around its mesh.
  public func generateCollisionShapes(recursive: Bool) {
    generateCollisionShapes(recursive: recursive, static: false)
  }

  public func generateCollisionShapes(recursive: Bool, static isStatic: Bool) {
    if let model = components[ModelComponent.self], !model.mesh.bounds.isEmpty {
      let bounds = model.mesh.bounds
      let shape = ShapeResource.generateBox(size: bounds.extents).offsetBy(translation: bounds.center)
      components.set(CollisionComponent(shapes: [shape], isStatic: isStatic))
    }
    if recursive {
      for child in childEntities { child.generateCollisionShapes(recursive: true, static: isStatic) }
    }
  }

  // MARK: Animation and audio (nothing plays in a figure)

  /// The animations a loaded file brings: none, as no file loads.
  public var availableAnimations: [AnimationResource] { [] }

  @discardableResult
  public func playAnimation(
    _ animation: AnimationResource, transitionDuration: TimeInterval = 0, startsPaused: Bool = false
  ) -> AnimationPlaybackController {
    AnimationPlaybackController(entity: self, isComplete: false)
  }

  @discardableResult
  public func playAnimation(
    named animationName: String, transitionDuration: TimeInterval = 0, startsPaused: Bool = false,
    recursive: Bool = true
  ) -> AnimationPlaybackController {
    AnimationPlaybackController(entity: self, isComplete: false)
  }

  public func stopAllAnimations(recursive: Bool = true) {}

  /// Readies a sound to play from the entity.
  public func prepareAudio(_ resource: AudioResource) -> AudioPlaybackController {
    AudioPlaybackController(entity: self)
  }

  @discardableResult
  public func playAudio(_ resource: AudioResource) -> AudioPlaybackController { AudioPlaybackController(entity: self) }

  public func stopAllAudio() {}

  // MARK: Loading (no asset can be read on Linux)

  public static func load(named name: String, in bundle: Bundle? = nil) throws -> Entity {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "entity")
  }

  public static func load(contentsOf url: URL, withName resourceName: String? = nil) throws -> Entity {
    throw AssetLoadError(name: url.lastPathComponent, kind: "entity")
  }

  public static func loadAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<Entity> {
    LoadRequest(name: name)
  }

  public static func loadAsync(contentsOf url: URL, withName resourceName: String? = nil) -> LoadRequest<Entity> {
    LoadRequest(name: url.lastPathComponent)
  }

  public static func loadModel(named name: String, in bundle: Bundle? = nil) throws -> ModelEntity {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "model")
  }

  public static func loadModel(contentsOf url: URL, withName resourceName: String? = nil) throws -> ModelEntity {
    throw AssetLoadError(name: url.lastPathComponent, kind: "model")
  }

  public static func loadModelAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<ModelEntity> {
    LoadRequest(name: name)
  }

  public static func loadModelAsync(contentsOf url: URL, withName resourceName: String? = nil)
    -> LoadRequest<ModelEntity>
  {
    LoadRequest(name: url.lastPathComponent)
  }

  public static func loadAnchor(named name: String, in bundle: Bundle? = nil) throws -> AnchorEntity {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "anchor")
  }

  public static func loadAnchorAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<AnchorEntity> {
    LoadRequest(name: name)
  }

  /// An entity from a USD or Reality file in a bundle: throws, as no
  /// asset can be read on Linux.
  public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "entity")
  }

  public convenience init(contentsOf url: URL, withName resourceName: String? = nil) async throws {
    throw AssetLoadError(name: url.lastPathComponent, kind: "entity")
  }
}

/// Iterated on the main actor, where the entity's components live.
extension Entity.ComponentSet: @MainActor Sequence {}

extension HasModel {
  public var model: ModelComponent? {
    get { components[ModelComponent.self] }
    set { components[ModelComponent.self] = newValue }
  }
}

extension HasCollision {
  public var collision: CollisionComponent? {
    get { components[CollisionComponent.self] }
    set { components[CollisionComponent.self] = newValue }
  }
}

extension HasPhysicsBody {
  public var physicsBody: PhysicsBodyComponent? {
    get { components[PhysicsBodyComponent.self] }
    set { components[PhysicsBodyComponent.self] = newValue }
  }
  /// Forces and impulses: physics never steps in a figure.
  public func addForce(_ force: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func addForce(_ force: SIMD3<Float>, at position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func addTorque(_ torque: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func applyLinearImpulse(_ impulse: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func applyAngularImpulse(_ impulse: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func applyImpulse(_ impulse: SIMD3<Float>, at position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
  public func clearForcesAndTorques() {}
  public func resetPhysicsTransform(recursive: Bool) {}
}

extension HasPhysicsMotion {
  public var physicsMotion: PhysicsMotionComponent? {
    get { components[PhysicsMotionComponent.self] }
    set { components[PhysicsMotionComponent.self] = newValue }
  }
}

extension HasAnchoring {
  public var anchoring: AnchoringComponent {
    get { components[AnchoringComponent.self] ?? AnchoringComponent(.world(transform: matrix_identity_float4x4)) }
    set { components[AnchoringComponent.self] = newValue }
  }
  public func reanchor(_ target: AnchoringComponent.Target, preservingWorldTransform: Bool = true) {
    anchoring = AnchoringComponent(target)
  }
}

// MARK: - Entity kinds

/// An entity with a model, collision and physics: the usual visible object.
@MainActor @preconcurrency
open class ModelEntity: Entity, HasModel, HasPhysics {
  public required init() { super.init() }

  public convenience init(mesh: MeshResource, materials: [any Material] = []) {
    self.init()
    model = ModelComponent(mesh: mesh, materials: materials)
  }

  public convenience init(
    mesh: MeshResource, materials: [any Material] = [], collisionShape: ShapeResource, mass: Float
  ) {
    self.init(mesh: mesh, materials: materials, collisionShapes: [collisionShape], mass: mass)
  }

  public convenience init(
    mesh: MeshResource, materials: [any Material] = [], collisionShapes: [ShapeResource], mass: Float
  ) {
    self.init(mesh: mesh, materials: materials)
    collision = CollisionComponent(shapes: collisionShapes)
    physicsBody = PhysicsBodyComponent(shapes: collisionShapes, mass: mass)
  }

  /// A model from a USD or Reality file: throws, as no asset can be read on Linux.
  public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "model")
  }

  public convenience init(contentsOf url: URL, withName resourceName: String? = nil) async throws {
    throw AssetLoadError(name: url.lastPathComponent, kind: "model")
  }

  /// Animation joints: none without a loaded skeleton.
  public var jointNames: [String] { [] }
  public var jointTransforms: [Transform] {
    get { [] }
    set {}
  }
}

/// An entity tied to something tracked (a plane, the head, a fixed
/// place). Nothing is tracked on Linux: it stays where its transform is.
@MainActor @preconcurrency
open class AnchorEntity: Entity, HasAnchoring {
  public required init() {
    super.init()
    anchoring = AnchoringComponent(.world(transform: matrix_identity_float4x4))
  }

  public convenience init(_ target: AnchoringComponent.Target) {
    self.init(target, trackingMode: .predicted)
  }

  public convenience init(_ target: AnchoringComponent.Target, trackingMode: AnchoringComponent.TrackingMode) {
    self.init()
    anchoring = AnchoringComponent(target, trackingMode: trackingMode)
    if case .world(let matrix) = target { transform = Transform(matrix: matrix) }
  }

  public convenience init(world transform: float4x4) { self.init(.world(transform: transform)) }

  public convenience init(world position: SIMD3<Float>) {
    var matrix = matrix_identity_float4x4
    matrix.columns.3 = SIMD4(position, 1)
    self.init(world: matrix)
  }

  public convenience init(
    plane alignment: AnchoringComponent.Target.Alignment,
    classification: AnchoringComponent.Target.Classification = .any,
    minimumBounds: SIMD2<Float> = [0, 0]
  ) {
    self.init(.plane(alignment, classification: classification, minimumBounds: minimumBounds))
  }

  public convenience init(anchoring: AnchoringComponent) {
    self.init()
    self.anchoring = anchoring
  }
}

/// The entity a `RealityView` makes for an `Attachment`'s view.
@MainActor @preconcurrency
open class ViewAttachmentEntity: Entity {
  /// The view's size, in meters: unknown until laid out in 3D.
  public var attachmentBounds: BoundingBox { .empty }
  public required init() { super.init() }
}

/// A camera for a non-AR `RealityView` or `ARView`.
@MainActor @preconcurrency
open class PerspectiveCamera: Entity, HasPerspectiveCamera {
  public required init() {
    super.init()
    components.set(PerspectiveCameraComponent())
  }
  public var camera: PerspectiveCameraComponent {
    get { components[PerspectiveCameraComponent.self] ?? PerspectiveCameraComponent() }
    set { components.set(newValue) }
  }
}

/// A light shining one way.
@MainActor @preconcurrency
open class DirectionalLight: Entity, HasDirectionalLight {
  public required init() {
    super.init()
    components.set(DirectionalLightComponent())
  }
  public var light: DirectionalLightComponent {
    get { components[DirectionalLightComponent.self] ?? DirectionalLightComponent() }
    set { components.set(newValue) }
  }
}

/// A light shining all ways from a point.
@MainActor @preconcurrency
open class PointLight: Entity, HasPointLight {
  public required init() {
    super.init()
    components.set(PointLightComponent())
  }
  public var light: PointLightComponent {
    get { components[PointLightComponent.self] ?? PointLightComponent() }
    set { components.set(newValue) }
  }
}

/// A light shining in a cone.
@MainActor @preconcurrency
open class SpotLight: Entity, HasSpotLight {
  public required init() {
    super.init()
    components.set(SpotLightComponent())
  }
  public var light: SpotLightComponent {
    get { components[SpotLightComponent.self] ?? SpotLightComponent() }
    set { components.set(newValue) }
  }
}
