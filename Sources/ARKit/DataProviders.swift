// visionOS's ARKit: a session runs data providers (hands, the world,
// planes, scene meshes, images, rooms), each streaming anchor updates.
// There is no headset here, so, as in the visionOS simulator, no provider
// is supported; running a session throws nothing and changes nothing, and
// every update sequence ends at once, having delivered nothing (a figure is
// one frame, and a `.task` that reads them never runs). Authorization is
// never asked: its status stays not determined. What is real is the model
// apps compute with: anchors made in code (`WorldAnchor(originFromAnchorTransform:)`),
// their transforms, and a hand skeleton's joints.
//
// Deviation: Apple names the anchors' common protocol `Anchor`, which
// SwiftUI's `Anchor<Value>` would make ambiguous in every file importing
// both (RealityKit re-exports this module); it is `ARKitAnchor` here. Code
// names the concrete anchors, which are Apple's.
import Foundation

/// What every anchor has: an identity and where it is in the world.
public protocol ARKitAnchor: Identifiable, Sendable, CustomStringConvertible where ID == UUID {
  var id: UUID { get }
  /// From the anchor's coordinates to the origin's.
  var originFromAnchorTransform: simd_float4x4 { get }
}

extension ARKitAnchor {
  /// The anchor's type and identity, as logs print it.
  public var description: String { "\(type(of: self))(id: \(id))" }
}

/// An anchor that can lose and regain tracking.
public protocol TrackableAnchor: ARKitAnchor {
  var isTracked: Bool { get }
}

/// One change to an anchor, as a provider reports it.
public struct AnchorUpdate<AnchorType: ARKitAnchor>: Sendable {
  public enum Event: Sendable, Hashable { case added, updated, removed }
  public let event: Event
  public let anchor: AnchorType
  public let timestamp: TimeInterval
  public init(event: Event, anchor: AnchorType, timestamp: TimeInterval) {
    (self.event, self.anchor, self.timestamp) = (event, anchor, timestamp)
  }
}

/// A provider's stream of anchor updates: it ends at once, having
/// delivered none (no sensor reports anything here).
public struct AnchorUpdateSequence<AnchorType: ARKitAnchor>: AsyncSequence, Sendable {
  public typealias Element = AnchorUpdate<AnchorType>
  public struct AsyncIterator: AsyncIteratorProtocol {
    public mutating func next() async -> AnchorUpdate<AnchorType>? { nil }
  }
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A provider's lifecycle.
public enum DataProviderState: Sendable, Hashable { case initialized, running, paused, stopped }

/// A source of anchors a session runs.
public protocol DataProvider: AnyObject, Sendable {
  var state: DataProviderState { get }
  /// False for every provider: there is no headset.
  static var isSupported: Bool { get }
  static var requiredAuthorizations: [ARKitSession.AuthorizationType] { get }
  var description: String { get }
}

/// Runs data providers: nothing is sensed, so running changes no state
/// and the event stream ends at once.
public final class ARKitSession: @unchecked Sendable {
  public enum AuthorizationType: Hashable, Sendable, CaseIterable {
    case handTracking, worldSensing, cameraAccess, accessoryTracking
  }
  public enum AuthorizationStatus: Hashable, Sendable { case notDetermined, allowed, denied }
  public struct Error: Swift.Error, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable { case dataProviderNotAuthorized, dataProviderFailedToRun }
    public let code: Code
    public var description: String { "ARKitSession error \(code)" }
  }
  public enum Event: Sendable, CustomStringConvertible {
    case authorizationChanged(type: AuthorizationType, status: AuthorizationStatus)
    case dataProviderStateChanged(dataProviders: [any DataProvider], newState: DataProviderState, error: Error?)
    public var description: String {
      switch self {
      case .authorizationChanged(let type, let status): "authorizationChanged(type: \(type), status: \(status))"
      case .dataProviderStateChanged(let providers, let state, let error):
        "dataProviderStateChanged(\(providers.map(\.description)), newState: \(state), error: \(error.map(\.description) ?? "nil"))"
      }
    }
  }
  /// The session's events: none ever comes.
  public struct Events: AsyncSequence, Sendable {
    public typealias Element = Event
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Event? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }

  public init() {}
  public var events: Events { Events() }
  /// Accepted and ignored: no provider is supported, and none reports.
  public func run(_ dataProviders: [any DataProvider]) async throws {}
  public func stop() {}
  /// Never asked: every type stays not determined.
  public func requestAuthorization(for authorizationTypes: [AuthorizationType]) async -> [AuthorizationType: AuthorizationStatus] {
    Dictionary(uniqueKeysWithValues: authorizationTypes.map { ($0, .notDetermined) })
  }
  public func queryAuthorization(for authorizationTypes: [AuthorizationType]) async -> [AuthorizationType: AuthorizationStatus] {
    Dictionary(uniqueKeysWithValues: authorizationTypes.map { ($0, .notDetermined) })
  }
}

/// What every provider shares: a state that stays initialized.
public class _DataProviderBase: @unchecked Sendable {
  public var state: DataProviderState { .initialized }
  public class var isSupported: Bool { false }
  public var description: String { "\(type(of: self))(state: \(state))" }
  init() {}
}

// MARK: Hands

/// Which hand.
public enum HandAnchorChirality: String, Sendable, Hashable, CustomStringConvertible {
  case left, right
  public var description: String { rawValue }
}

/// A tracked hand: its pose and skeleton.
public struct HandAnchor: TrackableAnchor, Sendable {
  public typealias Chirality = HandAnchorChirality
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let chirality: Chirality
  public let handSkeleton: HandSkeleton?
  public init(
    id: UUID = UUID(), chirality: Chirality, handSkeleton: HandSkeleton? = .neutralPose,
    originFromAnchorTransform: simd_float4x4 = matrix_identity_float4x4, isTracked: Bool = false
  ) {
    (self.id, self.chirality, self.handSkeleton) = (id, chirality, handSkeleton)
    (self.originFromAnchorTransform, self.isTracked) = (originFromAnchorTransform, isTracked)
  }
}

/// A hand's joints, each placed relative to the hand's anchor.
public struct HandSkeleton: Sendable {
  public enum JointName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case wrist
    case thumbKnuckle, thumbIntermediateBase, thumbIntermediateTip, thumbTip
    case indexFingerMetacarpal, indexFingerKnuckle, indexFingerIntermediateBase, indexFingerIntermediateTip
    case indexFingerTip
    case middleFingerMetacarpal, middleFingerKnuckle, middleFingerIntermediateBase, middleFingerIntermediateTip
    case middleFingerTip
    case ringFingerMetacarpal, ringFingerKnuckle, ringFingerIntermediateBase, ringFingerIntermediateTip, ringFingerTip
    case littleFingerMetacarpal, littleFingerKnuckle, littleFingerIntermediateBase, littleFingerIntermediateTip
    case littleFingerTip
    case forearmWrist, forearmArm
    public var description: String { rawValue }
  }
  public struct Joint: Sendable, CustomStringConvertible {
    public let name: JointName
    public let anchorFromJointTransform: simd_float4x4
    public let parentFromJointTransform: simd_float4x4
    public let isTracked: Bool
    public var parentJoint: Joint? { nil }
    public var description: String { "Joint(\(name))" }
  }
  /// Every joint at the anchor's origin, untracked.
  public static var neutralPose: HandSkeleton { HandSkeleton() }
  public var allJoints: [Joint] { JointName.allCases.map(joint) }
  public func joint(_ named: JointName) -> Joint {
    Joint(
      name: named, anchorFromJointTransform: matrix_identity_float4x4, parentFromJointTransform: matrix_identity_float4x4,
      isTracked: false)
  }
}

/// Hands, as anchors: none is ever seen.
public final class HandTrackingProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [.handTracking] }
  public override init() {}
  public var anchorUpdates: AnchorUpdateSequence<HandAnchor> { AnchorUpdateSequence() }
  public var latestAnchors: (leftHand: HandAnchor?, rightHand: HandAnchor?) { (nil, nil) }
  public func handAnchors(at timestamp: TimeInterval) -> (leftHand: HandAnchor?, rightHand: HandAnchor?) { (nil, nil) }
}

// MARK: The world

/// The device's pose at a time.
public struct DeviceAnchor: TrackableAnchor, Sendable {
  public enum TrackingState: Sendable, Hashable { case untracked, orientationTracked, tracked }
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public var trackingState: TrackingState { isTracked ? .tracked : .untracked }
}

/// A fixed place in the world, added by the app.
public struct WorldAnchor: TrackableAnchor, Sendable {
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let isSharedWithNearbyParticipants: Bool
  public init(originFromAnchorTransform: simd_float4x4) {
    self.init(originFromAnchorTransform: originFromAnchorTransform, sharedWithNearbyParticipants: false)
  }
  public init(originFromAnchorTransform: simd_float4x4, sharedWithNearbyParticipants: Bool) {
    (id, self.originFromAnchorTransform, isTracked) = (UUID(), originFromAnchorTransform, false)
    isSharedWithNearbyParticipants = sharedWithNearbyParticipants
  }
}

/// The device's pose and the app's world anchors: the device is never
/// located; anchors are kept, never tracked.
public final class WorldTrackingProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [] }
  public override init() {}
  public var anchorUpdates: AnchorUpdateSequence<WorldAnchor> { AnchorUpdateSequence() }
  private let lock = NSLock()
  private var kept: [WorldAnchor] = []
  public var allAnchors: [WorldAnchor]? { lock.withLock { kept } }
  /// Nil: nothing knows where the device is.
  public func queryDeviceAnchor(atTimestamp timestamp: TimeInterval) -> DeviceAnchor? { nil }
  public func addAnchor(_ anchor: WorldAnchor) async throws { lock.withLock { kept.append(anchor) } }
  public func removeAnchor(_ anchor: WorldAnchor) async throws { try await removeAnchor(forID: anchor.id) }
  public func removeAnchor(forID id: UUID) async throws { lock.withLock { kept.removeAll { $0.id == id } } }
  /// Removes every world anchor the provider keeps.
  public func removeAllAnchors() async throws { lock.withLock { kept.removeAll() } }
}

// MARK: Surfaces

/// A geometry's vertices or normals, as the mesh buffers describe them.
public struct GeometrySource: Sendable {
  public let count: Int
  public let componentsPerVector: Int
  public let offset: Int
  public let stride: Int
}
/// A geometry's faces.
public struct GeometryElement: Sendable {
  public enum Primitive: Sendable, Hashable { case line, triangle }
  public let count: Int
  public let bytesPerIndex: Int
  public let primitive: Primitive
}

/// A detected flat surface.
public struct PlaneAnchor: TrackableAnchor, Sendable {
  public enum Alignment: String, Sendable, Hashable, CustomStringConvertible {
    case horizontal, vertical, slanted
    public var description: String { rawValue }
  }
  /// What a plane is: printed and shown by name (`"\(anchor.classification)"`).
  public enum Classification: String, Sendable, Hashable, CustomStringConvertible {
    case unknown, notAvailable, undetermined, wall, floor, ceiling, table, seat, window, door
    public var description: String { rawValue }
  }
  public struct Geometry: Sendable {
    public struct Extent: Sendable {
      public let width: Float
      public let height: Float
      public let anchorFromExtentTransform: simd_float4x4
    }
    public let extent: Extent
    public let meshVertices: GeometrySource
    public let meshFaces: GeometryElement
  }
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let alignment: Alignment
  public let classification: Classification
  public let geometry: Geometry
}

/// Planes, as anchors: none is ever detected.
public final class PlaneDetectionProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [.worldSensing] }
  public let alignments: [PlaneAnchor.Alignment]
  public init(alignments: [PlaneAnchor.Alignment] = [.horizontal, .vertical]) { self.alignments = alignments }
  public var anchorUpdates: AnchorUpdateSequence<PlaneAnchor> { AnchorUpdateSequence() }
  public var allAnchors: [PlaneAnchor]? { [] }
}

/// A piece of the reconstructed scene's mesh.
public struct MeshAnchor: ARKitAnchor, Sendable {
  public enum MeshClassification: Int, Sendable, Hashable {
    case none, wall, floor, ceiling, table, seat, window, door, stairs, bed, cabinet, homeAppliance, tv, plant
  }
  public struct Geometry: Sendable {
    public let vertices: GeometrySource
    public let normals: GeometrySource
    public let faces: GeometryElement
    public let classifications: GeometrySource?
  }
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let geometry: Geometry
}

/// The scene's mesh, as anchors: none is ever reconstructed.
public final class SceneReconstructionProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public enum Mode: Sendable, Hashable { case classification }
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [.worldSensing] }
  public let modes: [Mode]
  public init(modes: [Mode] = []) { self.modes = modes }
  public var anchorUpdates: AnchorUpdateSequence<MeshAnchor> { AnchorUpdateSequence() }
}

// MARK: Images and rooms

/// An image to look for, from the app's assets (none load here).
public struct ReferenceImage: Sendable, Hashable {
  public var name: String?
  public let physicalSize: CGSize
  public static func loadReferenceImages(inGroupNamed name: String, bundle: Bundle? = nil) -> [ReferenceImage] { [] }
}
/// A found image.
public struct ImageAnchor: TrackableAnchor, Sendable {
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let referenceImage: ReferenceImage
  public let estimatedScaleFactor: Float
}
/// Images, as anchors: none is ever found.
public final class ImageTrackingProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [.worldSensing] }
  public let referenceImages: [ReferenceImage]
  public init(referenceImages: [ReferenceImage]) { self.referenceImages = referenceImages }
  public var anchorUpdates: AnchorUpdateSequence<ImageAnchor> { AnchorUpdateSequence() }
}

/// The room the wearer is in.
public struct RoomAnchor: TrackableAnchor, Sendable {
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let isCurrentRoom: Bool
  public let geometry: MeshAnchor.Geometry
  public func contains(_ point: SIMD3<Float>) -> Bool { false }
  /// The room's walls, floor… as separate meshes: none is known.
  public func geometries(of classification: MeshAnchor.MeshClassification) -> [MeshAnchor.Geometry] { [] }
  /// The room's surfaces of one kind (walls, floor): none, as no room is
  /// scanned.
  public func geometries(classifiedAs classification: MeshAnchor.MeshClassification) -> [MeshAnchor.Geometry] { [] }
  public var planeAnchorIDs: [UUID] { [] }
  public var meshAnchorIDs: [UUID] { [] }
}
/// Rooms, as anchors: none is ever known.
public final class RoomTrackingProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [.worldSensing] }
  public override init() {}
  public var anchorUpdates: AnchorUpdateSequence<RoomAnchor> { AnchorUpdateSequence() }
  public var currentRoomAnchor: RoomAnchor? { nil }
}

// MARK: Objects

/// A scanned object to look for, loaded from a reference object file
/// (none loads here: there is no file format reader).
public struct ReferenceObject: Sendable, Hashable, Identifiable {
  public struct LoadError: Error, Sendable, CustomStringConvertible {
    public var description: String { "reference objects cannot be loaded on Linux" }
  }
  public let id: UUID
  public var name: String
  public var inputFile: URL?
  public init(from url: URL) async throws { throw LoadError() }
  public init(named name: String, from bundle: Bundle? = nil) async throws { throw LoadError() }
}
/// A found object.
public struct ObjectAnchor: TrackableAnchor, Sendable {
  /// The object's box in the anchor's coordinates.
  public struct AxisAlignedBoundingBox: Sendable {
    public let min: SIMD3<Float>
    public let max: SIMD3<Float>
    public var center: SIMD3<Float> { (min + max) / 2 }
    public var extent: SIMD3<Float> { max - min }
  }
  public let id: UUID
  public let originFromAnchorTransform: simd_float4x4
  public let isTracked: Bool
  public let referenceObject: ReferenceObject
  public let boundingBox: AxisAlignedBoundingBox
}
/// Objects, as anchors: none is ever found.
public final class ObjectTrackingProvider: _DataProviderBase, DataProvider, @unchecked Sendable {
  public static var requiredAuthorizations: [ARKitSession.AuthorizationType] { [] }
  public let referenceObjects: [ReferenceObject]
  public init(referenceObjects: [ReferenceObject]) { self.referenceObjects = referenceObjects }
  public var anchorUpdates: AnchorUpdateSequence<ObjectAnchor> { AnchorUpdateSequence() }
}
