// `RealityView`: RealityKit content in a SwiftUI layout. Its `make`
// closure is async (visionOS shows the placeholder while it runs) and a
// figure is one synchronous frame, so the closures are kept and never
// called: the view is its placeholder's first frame — an empty flexible
// frame by default.
import Plumb

/// SwiftUI points per RealityKit meter, as visionOS converts a window's
/// points at its default viewing distance. A figure has no viewer, so
/// conversions between the two use this fixed scale.
let pointsPerMeter: Double = 1360

// MARK: - Coordinate spaces

/// A space RealityKit positions are expressed in: the scene, or an entity's.
public protocol RealityCoordinateSpace {}

/// The scene's own space.
public struct SceneRealityCoordinateSpace: RealityCoordinateSpace, Sendable {
  public init() {}
}

extension RealityCoordinateSpace where Self == SceneRealityCoordinateSpace {
  public static var scene: SceneRealityCoordinateSpace { SceneRealityCoordinateSpace() }
}

/// Converts between SwiftUI's spaces (points, y down) and RealityKit's
/// (meters, y up), at `pointsPerMeter`. A figure's views have no place
/// in a scene, so SwiftUI's local and global spaces convert alike, with
/// the view's origin at the scene's.
public protocol RealityCoordinateSpaceConverting {}

extension RealityCoordinateSpaceConverting {
  @MainActor @preconcurrency
  public func convert(
    _ point: Point3D, from space: some CoordinateSpaceProtocol, to realitySpace: some RealityCoordinateSpace
  )
    -> SIMD3<Float>
  {
    let scene = SIMD3<Float>(
      Float(point.x / pointsPerMeter), Float(-point.y / pointsPerMeter), Float(point.z / pointsPerMeter))
    guard let entity = realitySpace as? Entity else { return scene }
    return entity.convert(position: scene, from: nil)
  }

  @MainActor @preconcurrency
  public func convert(
    _ vector: Vector3D, from space: some CoordinateSpaceProtocol, to realitySpace: some RealityCoordinateSpace
  )
    -> SIMD3<Float>
  {
    let scene = SIMD3<Float>(
      Float(vector.x / pointsPerMeter), Float(-vector.y / pointsPerMeter), Float(vector.z / pointsPerMeter))
    guard let entity = realitySpace as? Entity else { return scene }
    return entity.convert(direction: scene, from: nil)
  }

  /// A size in meters: widths stay positive (heights are not flipped).
  @MainActor @preconcurrency
  public func convert(
    _ size: Size3D, from space: some CoordinateSpaceProtocol, to realitySpace: some RealityCoordinateSpace
  )
    -> SIMD3<Float>
  {
    let scene = SIMD3<Float>(size.vector / pointsPerMeter)
    guard let entity = realitySpace as? Entity else { return scene }
    let scale = entity.scale(relativeTo: nil)
    return SIMD3(
      scale.x == 0 ? 0 : scene.x / scale.x, scale.y == 0 ? 0 : scene.y / scale.y, scale.z == 0 ? 0 : scene.z / scale.z)
  }

  @MainActor @preconcurrency
  public func convert(
    _ rect: Rect3D, from space: some CoordinateSpaceProtocol, to realitySpace: some RealityCoordinateSpace
  )
    -> BoundingBox
  {
    BoundingBox.empty.union(convert(rect.min, from: space, to: realitySpace)).union(
      convert(rect.max, from: space, to: realitySpace))
  }

  @MainActor @preconcurrency
  public func convert(
    _ point: SIMD3<Float>, from realitySpace: some RealityCoordinateSpace, to space: some CoordinateSpaceProtocol
  )
    -> Point3D
  {
    let scene = (realitySpace as? Entity)?.convert(position: point, to: nil) ?? point
    return Point3D(
      x: Double(scene.x) * pointsPerMeter, y: -Double(scene.y) * pointsPerMeter, z: Double(scene.z) * pointsPerMeter)
  }

  @MainActor @preconcurrency
  public func convert(
    _ transform: AffineTransform3D, from space: some CoordinateSpaceProtocol,
    to realitySpace: some RealityCoordinateSpace
  ) -> Transform {
    var result = Transform(transform)
    result.translation = convert(Point3D(transform.translation), from: space, to: realitySpace)
    return result
  }
}

// MARK: - Content

/// How a `RealityView` on iOS or macOS looks at its content.
public struct RealityViewCamera: Hashable, Sendable {
  let name: String
  public static let virtual = RealityViewCamera(name: "virtual")
  public static let spatialTracking = RealityViewCamera(name: "spatialTracking")
  public static let worldTracking = RealityViewCamera(name: "worldTracking")
}

/// What a `RealityView`'s closures add entities to. Its entities are
/// children of a root the view keeps.
@MainActor @preconcurrency
public struct RealityViewContent: RealityCoordinateSpaceConverting {
  let root: Entity
  private let storage: Storage

  /// What copies of the content share: Apple's content is a handle on
  /// its view's state, so settings made through a copy stick.
  final class Storage {
    var camera = RealityViewCamera.virtual
  }

  init() {
    root = Entity()
    storage = Storage()
  }

  public func add(_ entity: Entity) { root.addChild(entity) }
  public func remove(_ entity: Entity) { root.removeChild(entity) }

  /// The entities added, in order.
  public var entities: RealityViewEntityCollection {
    get { RealityViewEntityCollection(root: root, elements: Array(root.children)) }
    nonmutating set { if newValue.root !== root { root.children.replaceAll(newValue) } }
  }

  /// Calls `handler` for each event of the type: none is sent in a figure.
  @discardableResult
  public func subscribe<E: Event>(
    to event: E.Type, on sourceObject: (any EventSource)? = nil, componentType: (any Component.Type)? = nil,
    _ handler: @escaping (E) -> Void
  ) -> EventSubscription {
    EventSubscription()
  }

  /// iOS and macOS: what the view looks through.
  public var camera: RealityViewCamera {
    get { storage.camera }
    nonmutating set { storage.camera = newValue }
  }

  /// What a `RealityView` shows: its placeholder, over the whole space
  /// it is offered.
  ///
  /// Child proposal: the placeholder is proposed the view's size.
  /// Own size: the proposal (flexible, as `Color.clear`).
  /// Placement: the placeholder centered.
  public struct Body<Placeholder: View>: View {
    let placeholder: Placeholder
    public var body: some View { Color.clear.overlay { placeholder } }
  }
}

/// iOS and macOS's name for a reality view's content: the same type here.
public typealias RealityViewCameraContent = RealityViewContent

/// The entities of a reality view's content: a collection taken when
/// read, whose methods change the content.
public struct RealityViewEntityCollection: RandomAccessCollection {
  let root: Entity
  let elements: [Entity]
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Entity { elements[position] }
  @MainActor @preconcurrency public func append(_ entity: Entity) { root.addChild(entity) }
  @MainActor @preconcurrency public func append<S: Sequence>(contentsOf entities: S) where S.Element: Entity {
    for entity in entities { root.addChild(entity) }
  }
  @MainActor @preconcurrency public func remove(_ entity: Entity) { root.removeChild(entity) }
  @MainActor @preconcurrency public func removeAll() { root.children.removeAll() }
  @MainActor @preconcurrency public func removeAll(where shouldBeRemoved: (Entity) throws -> Bool) rethrows {
    try root.children.removeAll(where: shouldBeRemoved)
  }
}

/// The placeholder a `RealityView` without one shows: nothing.
///
/// Child proposal: none.
/// Own size: zero.
/// Placement: none.
public struct RealityViewDefaultPlaceholder: View {
  public init() {}
  public var body: some View { EmptyView() }
}

// MARK: - Attachments

/// SwiftUI views placed in a reality view's 3D content.
public protocol AttachmentContent {}

/// What attachment content knows about itself: the ids of its views.
protocol AttachmentIdentifying {
  var attachmentIDs: [AnyHashable] { get }
}

/// A SwiftUI view to place among a reality view's entities, found by
/// `id` with `attachments.entity(for:)`.
public struct Attachment<Content: View>: AttachmentContent, AttachmentIdentifying {
  public let id: AnyHashable
  let content: Content
  public init<ID: Hashable>(id: ID, @ViewBuilder _ content: () -> Content) {
    self.id = AnyHashable(id)
    self.content = content()
  }
  var attachmentIDs: [AnyHashable] { [id] }
}

/// Several attachments, as `AttachmentContentBuilder` gathers them.
public struct AttachmentContentList: AttachmentContent, AttachmentIdentifying {
  let attachmentIDs: [AnyHashable]
}

@resultBuilder public enum AttachmentContentBuilder {
  public static func buildExpression<C: AttachmentContent>(_ content: C) -> AttachmentContentList {
    AttachmentContentList(attachmentIDs: (content as? any AttachmentIdentifying)?.attachmentIDs ?? [])
  }
  public static func buildBlock(_ parts: AttachmentContentList...) -> AttachmentContentList {
    AttachmentContentList(attachmentIDs: parts.flatMap(\.attachmentIDs))
  }
  public static func buildOptional(_ part: AttachmentContentList?) -> AttachmentContentList {
    part ?? AttachmentContentList(attachmentIDs: [])
  }
  public static func buildEither(first: AttachmentContentList) -> AttachmentContentList { first }
  public static func buildEither(second: AttachmentContentList) -> AttachmentContentList { second }
  public static func buildArray(_ parts: [AttachmentContentList]) -> AttachmentContentList {
    AttachmentContentList(attachmentIDs: parts.flatMap(\.attachmentIDs))
  }
  public static func buildLimitedAvailability(_ part: AttachmentContentList) -> AttachmentContentList { part }
}

/// Attachments made from a collection, one or more per element
/// (`ForEach(items) { item in Attachment(id: item.id) { … } }`).
extension ForEach: AttachmentContent where Content: AttachmentContent {}

extension ForEach: AttachmentIdentifying where Content: AttachmentContent {
  var attachmentIDs: [AnyHashable] {
    data.flatMap { element in (content(element) as? any AttachmentIdentifying)?.attachmentIDs ?? [] }
  }
}

extension ForEach where Content: AttachmentContent {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AttachmentContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: id, content: content)
  }
}

extension ForEach where Content: AttachmentContent, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @AttachmentContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: \.id, content: content)
  }
}

extension ForEach where Content: AttachmentContent, Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @AttachmentContentBuilder content: @escaping (Int) -> Content) {
    self.init(unconstrained: data, id: \.self, content: content)
  }
}

/// The entities a reality view made for its attachments, by id.
@MainActor @preconcurrency
public struct RealityViewAttachments {
  let entities: [AnyHashable: ViewAttachmentEntity]

  init(ids: [AnyHashable]) {
    var entities: [AnyHashable: ViewAttachmentEntity] = [:]
    for id in ids where entities[id] == nil { entities[id] = ViewAttachmentEntity() }
    self.entities = entities
  }

  public func entity(for id: some Hashable) -> ViewAttachmentEntity? { entities[AnyHashable(id)] }
}

/// A reality view's content with its attachments.
///
/// Child proposal: the content is proposed the view's proposal.
/// Own size: the content's.
/// Placement: the content at the view's origin.
public struct RealityViewAttachmentBuilderContent<Attachment: AttachmentContent, Content: View>: View {
  let content: Content
  public var body: some View { content }
}

// MARK: - The view

/// RealityKit content in SwiftUI. A figure shows the first frame, while
/// the async `make` closure has not run: the placeholder (nothing by
/// default) in the space offered. `make` and `update` are never called.
///
/// Child proposal: the placeholder is proposed the view's size.
/// Own size: the proposal (flexible, as `Color.clear`).
/// Placement: the placeholder centered.
public struct RealityView<Content: View>: View {
  let content: Content
  public var body: some View { content }
}

extension RealityView {
  public init(
    make: @escaping @MainActor @Sendable (inout RealityViewContent) async -> Void,
    update: (@MainActor (inout RealityViewContent) -> Void)? = nil
  ) where Content == RealityViewContent.Body<RealityViewDefaultPlaceholder> {
    content = RealityViewContent.Body(placeholder: RealityViewDefaultPlaceholder())
  }

  public init<P: View>(
    make: @escaping @MainActor @Sendable (inout RealityViewContent) async -> Void,
    update: (@MainActor (inout RealityViewContent) -> Void)? = nil, @ViewBuilder placeholder: () -> P
  ) where Content == RealityViewContent.Body<P> {
    content = RealityViewContent.Body(placeholder: placeholder())
  }

  public init<A: AttachmentContent>(
    make: @escaping @MainActor @Sendable (inout RealityViewContent, RealityViewAttachments) async -> Void,
    update: (@MainActor (inout RealityViewContent, RealityViewAttachments) -> Void)? = nil,
    @AttachmentContentBuilder attachments: @escaping () -> A
  ) where Content == RealityViewAttachmentBuilderContent<A, RealityViewContent.Body<RealityViewDefaultPlaceholder>> {
    content = RealityViewAttachmentBuilderContent(
      content: RealityViewContent.Body(placeholder: RealityViewDefaultPlaceholder()))
  }

  public init<A: AttachmentContent, P: View>(
    make: @escaping @MainActor @Sendable (inout RealityViewContent, RealityViewAttachments) async -> Void,
    update: (@MainActor (inout RealityViewContent, RealityViewAttachments) -> Void)? = nil,
    @ViewBuilder placeholder: () -> P, @AttachmentContentBuilder attachments: @escaping () -> A
  ) where Content == RealityViewAttachmentBuilderContent<A, RealityViewContent.Body<P>> {
    content = RealityViewAttachmentBuilderContent(content: RealityViewContent.Body(placeholder: placeholder()))
  }
}

// MARK: - Modifiers and environment

/// How a reality view on iOS or macOS lets people move its camera: kept,
/// as nobody moves it in a figure.
public struct CameraControls: Hashable, Sendable {
  let name: String
  public static let none = CameraControls(name: "none")
  public static let orbit = CameraControls(name: "orbit")
  public static let pan = CameraControls(name: "pan")
  public static let tilt = CameraControls(name: "tilt")
  public static let dolly = CameraControls(name: "dolly")
}

/// How a reality view's content sits in its frame (visionOS 2).
public struct RealityViewLayoutOption: Hashable, Sendable {
  let name: String
  public static let flexible = RealityViewLayoutOption(name: "flexible")
  public static let centeredContent = RealityViewLayoutOption(name: "centeredContent")
  public static let fixedSize = RealityViewLayoutOption(name: "fixedSize")
}

extension View {
  /// The camera gestures of an iOS or macOS reality view: none in a figure.
  public func realityViewCameraControls(_ controls: CameraControls) -> some View { self }
  /// Where a reality view places its content: no 3D content is drawn.
  public func realityViewLayoutBehavior(_ behavior: RealityViewLayoutOption) -> some View { self }
}

extension EnvironmentValues {
  /// The RealityKit scene the view is in: none, as a figure has no scene.
  public var realityKitScene: Scene? { nil }
}
