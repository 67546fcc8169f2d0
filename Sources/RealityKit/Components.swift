// Components: the data an entity carries, one of each type. They are
// plain values, kept and returned as set; the systems that would act on
// them (rendering, physics, input, audio, portals) do not run in a figure.
import Plumb

/// Data attached to an entity, stored by its type.
public protocol Component {
  /// Registers the type for loading from Reality Composer Pro files and
  /// for networking. Nothing to register on Linux.
  static func registerComponent()
}

extension Component {
  public static func registerComponent() {}
}

/// Components that load transiently and are not synchronized.
public protocol TransientComponent: Component {}

// MARK: - Appearance

/// What an entity looks like: a mesh and the materials that cover it.
public struct ModelComponent: Component {
  public var mesh: MeshResource
  public var materials: [any Material]
  /// Extra room around the mesh's bounds for culling.
  public var boundsMargin: Float = 0

  public init(mesh: MeshResource, materials: [any Material]) {
    self.mesh = mesh
    self.materials = materials
  }
}

/// How opaque an entity and its descendants are, from 0 to 1.
public struct OpacityComponent: Component, Equatable, Sendable {
  public var opacity: Float
  public init(opacity: Float = 1) { self.opacity = opacity }
}

/// How an entity reacts to being looked at or hovered (visionOS).
public struct HoverEffectComponent: Component, Sendable {
  public struct SpotlightHoverEffectStyle: Sendable {
    public var color: UIColor?
    public var strength: Float
    public init(color: UIColor? = nil, strength: Float = 1) {
      self.color = color
      self.strength = strength
    }
  }
  public struct HighlightHoverEffectStyle: Sendable {
    public var color: UIColor?
    public var strength: Float
    public init(color: UIColor? = nil, strength: Float = 1) {
      self.color = color
      self.strength = strength
    }
  }
  public struct ShaderHoverEffectInputs: Sendable {
    public init() {}
  }
  public enum HoverEffect: Sendable {
    case spotlight(SpotlightHoverEffectStyle)
    case highlight(HighlightHoverEffectStyle)
    case shader(ShaderHoverEffectInputs)
  }
  public var hoverEffect: HoverEffect
  public init() { hoverEffect = .spotlight(SpotlightHoverEffectStyle()) }
  public init(_ effect: HoverEffect) { hoverEffect = effect }
}

/// Whether an entity casts a shadow onto the surface beneath it (visionOS).
public struct GroundingShadowComponent: Component, Equatable, Sendable {
  public var castsShadow: Bool
  public var receivesShadow: Bool = true
  public init(castsShadow: Bool) { self.castsShadow = castsShadow }
  public init(castsShadow: Bool, receivesShadow: Bool) {
    self.castsShadow = castsShadow
    self.receivesShadow = receivesShadow
  }
}

/// Lights an entity with an environment image.
public struct ImageBasedLightComponent: Component {
  public enum Source {
    case none
    case single(EnvironmentResource)
    case blend(EnvironmentResource, EnvironmentResource, Float)
  }
  public var source: Source
  /// The brightness, as a power of two.
  public var intensityExponent: Float
  public var inheritsRotation = false
  public init(source: Source, intensityExponent: Float = 0) {
    self.source = source
    self.intensityExponent = intensityExponent
  }
}

/// Makes an entity receive the light of another entity's image-based light.
public struct ImageBasedLightReceiverComponent: Component {
  public var imageBasedLight: Entity
  public init(imageBasedLight: Entity) { self.imageBasedLight = imageBasedLight }
}

/// Text rendered on a plane (visionOS 26): an attributed string in a frame.
public struct TextComponent: Component {
  public var text: AttributedString?
  /// The frame's size, in points.
  public var size: CGSize = CGSize(width: 200, height: 100)
  public var backgroundColor: CGColor?
  public var cornerRadius: Float = 0
  public var edgeInsets = UIEdgeInsets.zero
  public init() {}
}

/// A SwiftUI view shown on an entity (visionOS 26). Views in 3D are not
/// drawn in a figure; the view is kept.
public struct ViewAttachmentComponent: Component {
  let rootView: AnyView
  /// The view's box in meters: unknown, as it is never laid out in 3D.
  public var bounds: BoundingBox { .empty }
  public init<V: View>(rootView: V) { self.rootView = AnyView(rootView) }
}

// MARK: - Worlds and portals

/// Marks an entity as the root of a separate world, seen only through portals.
public struct WorldComponent: Component, Sendable {
  public init() {}
}

/// Makes an entity's mesh a window onto a world.
public struct PortalComponent: Component {
  public enum ClippingMode: Sendable {
    case disabled
    case plane(ClippingPlane)
  }
  public struct ClippingPlane: Sendable {
    public enum Normal: Sendable { case positiveX, negativeX, positiveY, negativeY, positiveZ, negativeZ }
    public var normal: Normal
    public init(_ normal: Normal) { self.normal = normal }
    public static let positiveX = ClippingPlane(.positiveX), negativeX = ClippingPlane(.negativeX)
    public static let positiveY = ClippingPlane(.positiveY), negativeY = ClippingPlane(.negativeY)
    public static let positiveZ = ClippingPlane(.positiveZ), negativeZ = ClippingPlane(.negativeZ)
  }
  public enum CrossingMode: Sendable {
    case disabled
    case plane(ClippingPlane)
  }
  public var targetEntity: Entity?
  public var clippingMode: ClippingMode
  public var crossingMode: CrossingMode
  public init(target: Entity, clippingMode: ClippingMode = .disabled, crossingMode: CrossingMode = .disabled) {
    targetEntity = target
    self.clippingMode = clippingMode
    self.crossingMode = crossingMode
  }
}

/// Lets an entity cross a portal into its world.
public struct PortalCrossingComponent: Component, Sendable {
  public init() {}
}

// MARK: - Input and collision

/// Makes an entity a target for gestures (visionOS); it also needs a
/// collision shape.
public struct InputTargetComponent: Component, Sendable {
  public struct InputType: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let direct = InputType(rawValue: 1)
    public static let indirect = InputType(rawValue: 2)
    public static let all: InputType = [.direct, .indirect]
  }
  public var allowedInputTypes: InputType
  public var isEnabled = true
  public init(allowedInputTypes: InputType = .all) { self.allowedInputTypes = allowedInputTypes }
}

/// Which collision groups an entity belongs to.
public struct CollisionGroup: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let `default` = CollisionGroup(rawValue: 1)
  public static let sceneUnderstanding = CollisionGroup(rawValue: 1 << 31)
  public static let all = CollisionGroup(rawValue: .max)
}

/// Which groups an entity collides with.
public struct CollisionFilter: Equatable, Sendable {
  public var group: CollisionGroup
  public var mask: CollisionGroup
  public init(group: CollisionGroup, mask: CollisionGroup) {
    self.group = group
    self.mask = mask
  }
  public static let `default` = CollisionFilter(group: .default, mask: .all)
  public static let sensor = CollisionFilter(group: [], mask: [])
}

/// The shapes an entity collides and is hit-tested with.
public struct CollisionComponent: Component {
  public enum Mode: Sendable { case `default`, trigger, colliding }
  public enum CollisionOptions: Sendable { case none, fullContactInformation }
  public var shapes: [ShapeResource]
  public var mode: Mode
  public var filter: CollisionFilter
  public var isStatic = false
  public var collisionOptions = CollisionOptions.none

  public init(shapes: [ShapeResource], mode: Mode = .default, filter: CollisionFilter = .default) {
    self.shapes = shapes
    self.mode = mode
    self.filter = filter
  }
  public init(shapes: [ShapeResource], isStatic: Bool, filter: CollisionFilter = .default) {
    self.init(shapes: shapes, mode: .default, filter: filter)
    self.isStatic = isStatic
  }
}

// MARK: - Physics (never simulated in a figure)

/// How a physics body moves.
public enum PhysicsBodyMode: Sendable { case `static`, kinematic, dynamic }

/// Mass and inertia.
public struct PhysicsMassProperties: Equatable, Sendable {
  public var mass: Float
  public var inertia: SIMD3<Float>
  public var centerOfMass: (position: SIMD3<Float>, orientation: simd_quatf)
  public init(
    mass: Float = 1, inertia: SIMD3<Float> = [0.1, 0.1, 0.1],
    centerOfMass: (position: SIMD3<Float>, orientation: simd_quatf) = (.zero, simd_quatf(ix: 0, iy: 0, iz: 0, r: 1))
  ) {
    self.mass = mass
    self.inertia = inertia
    self.centerOfMass = centerOfMass
  }
  public init(shape: ShapeResource, mass: Float) { self.init(mass: mass) }
  /// The mass of the shape's bounding box filled at the density.
  @MainActor @preconcurrency
  public init(shape: ShapeResource, density: Float) { self.init(mass: density * shape.bounds.volume) }
  public static let `default` = PhysicsMassProperties()
  public static func == (a: PhysicsMassProperties, b: PhysicsMassProperties) -> Bool {
    a.mass == b.mass && a.inertia == b.inertia && a.centerOfMass.position == b.centerOfMass.position
      && a.centerOfMass.orientation == b.centerOfMass.orientation
  }
}

/// A body the physics simulation moves: kept, never simulated.
public struct PhysicsBodyComponent: Component {
  public var massProperties: PhysicsMassProperties
  public var material: PhysicsMaterialResource
  public var mode: PhysicsBodyMode
  public var isAffectedByGravity = true
  public var isContinuousCollisionDetectionEnabled = false
  public var isTranslationLocked: (x: Bool, y: Bool, z: Bool) = (false, false, false)
  public var isRotationLocked: (x: Bool, y: Bool, z: Bool) = (false, false, false)
  public var linearDamping: Float = 0
  public var angularDamping: Float = 0

  public init(
    massProperties: PhysicsMassProperties = .default, material: PhysicsMaterialResource? = nil,
    mode: PhysicsBodyMode = .dynamic
  ) {
    self.massProperties = massProperties
    self.material = material ?? .default
    self.mode = mode
  }
  public init(
    shapes: [ShapeResource], mass: Float, material: PhysicsMaterialResource? = nil, mode: PhysicsBodyMode = .dynamic
  ) {
    self.init(massProperties: PhysicsMassProperties(mass: mass), material: material, mode: mode)
  }
  /// The mass of the shapes' bounding boxes filled at the density.
  @MainActor @preconcurrency
  public init(
    shapes: [ShapeResource], density: Float, material: PhysicsMaterialResource? = nil, mode: PhysicsBodyMode = .dynamic
  ) {
    let volume = shapes.reduce(0) { $0 + $1.bounds.volume }
    self.init(massProperties: PhysicsMassProperties(mass: density * volume), material: material, mode: mode)
  }
}

/// A body's velocities: kept, never integrated.
public struct PhysicsMotionComponent: Component, Equatable, Sendable {
  public var linearVelocity: SIMD3<Float>
  public var angularVelocity: SIMD3<Float>
  public init(linearVelocity: SIMD3<Float> = .zero, angularVelocity: SIMD3<Float> = .zero) {
    self.linearVelocity = linearVelocity
    self.angularVelocity = angularVelocity
  }
}

/// Ties an entity to something the device tracks (a plane, the head, a
/// hand, a fixed place). Nothing is tracked on Linux: anchored content
/// stays where its transform puts it.
public struct AnchoringComponent: Component {
  public enum Target {
    public struct Alignment: OptionSet, Sendable {
      public let rawValue: UInt8
      public init(rawValue: UInt8) { self.rawValue = rawValue }
      public static let horizontal = Alignment(rawValue: 1)
      public static let vertical = Alignment(rawValue: 2)
      public static let any: Alignment = [.horizontal, .vertical]
    }
    public struct Classification: OptionSet, Sendable {
      public let rawValue: UInt64
      public init(rawValue: UInt64) { self.rawValue = rawValue }
      public static let wall = Classification(rawValue: 1 << 0)
      public static let floor = Classification(rawValue: 1 << 1)
      public static let ceiling = Classification(rawValue: 1 << 2)
      public static let table = Classification(rawValue: 1 << 3)
      public static let seat = Classification(rawValue: 1 << 4)
      public static let window = Classification(rawValue: 1 << 5)
      public static let door = Classification(rawValue: 1 << 6)
      public static let any = Classification(rawValue: .max)
    }
    public enum Chirality: Sendable { case left, right, either }
    public struct HandLocation: Hashable, Sendable {
      let name: String
      public static let palm = HandLocation(name: "palm")
      public static let wrist = HandLocation(name: "wrist")
      public static let thumbTip = HandLocation(name: "thumbTip")
      public static let indexFingerTip = HandLocation(name: "indexFingerTip")
      public static let aboveHand = HandLocation(name: "aboveHand")
      public static let joint = HandLocation(name: "joint")
    }
    case world(transform: float4x4)
    case plane(Alignment, classification: Classification, minimumBounds: SIMD2<Float>)
    case head
    case hand(Chirality, location: HandLocation)
    case image(group: String, name: String)
    case object(group: String, name: String)
    case face
    case body
    case camera
  }
  public enum TrackingMode: Sendable { case predicted, continuous, once }
  public var target: Target
  public var trackingMode: TrackingMode = .predicted
  public init(_ target: Target) { self.target = target }
  public init(_ target: Target, trackingMode: TrackingMode) {
    self.target = target
    self.trackingMode = trackingMode
  }
}

// MARK: - Audio (never heard in a figure)

/// Audio heard the same from every direction.
public struct AmbientAudioComponent: Component, Sendable {
  public var gain: Audio.Decibel
  public init(gain: Audio.Decibel = 0) { self.gain = gain }
}

/// Audio heard from the entity's position.
public struct SpatialAudioComponent: Component, Sendable {
  public var gain: Audio.Decibel
  public var directLevel: Audio.Decibel = 0
  public var reverbLevel: Audio.Decibel = 0
  public init(gain: Audio.Decibel = 0) { self.gain = gain }
}

/// Audio played through the output channels directly.
public struct ChannelAudioComponent: Component, Sendable {
  public var gain: Audio.Decibel
  public init(gain: Audio.Decibel = 0) { self.gain = gain }
}

// MARK: - Lights and cameras

/// A light shining in one direction.
public struct DirectionalLightComponent: Component {
  public var color: UIColor
  public var intensity: Float
  public init(color: UIColor = .white, intensity: Float = 2145.7078, isRealWorldProxy: Bool = false) {
    self.color = color
    self.intensity = intensity
  }
}

/// A light shining in every direction from a point.
public struct PointLightComponent: Component {
  public var color: UIColor
  public var intensity: Float
  public var attenuationRadius: Float
  public init(color: UIColor = .white, intensity: Float = 26963.76, attenuationRadius: Float = 10) {
    self.color = color
    self.intensity = intensity
    self.attenuationRadius = attenuationRadius
  }
}

/// A light shining in a cone.
public struct SpotLightComponent: Component {
  public var color: UIColor
  public var intensity: Float
  public var innerAngleInDegrees: Float
  public var outerAngleInDegrees: Float
  public var attenuationRadius: Float
  public init(
    color: UIColor = .white, intensity: Float = 6740.94, innerAngleInDegrees: Float = 45,
    outerAngleInDegrees: Float = 60, attenuationRadius: Float = 10
  ) {
    self.color = color
    self.intensity = intensity
    self.innerAngleInDegrees = innerAngleInDegrees
    self.outerAngleInDegrees = outerAngleInDegrees
    self.attenuationRadius = attenuationRadius
  }
}

/// A camera's projection.
public struct PerspectiveCameraComponent: Component, Equatable, Sendable {
  public var near: Float
  public var far: Float
  public var fieldOfViewInDegrees: Float
  public init(near: Float = 0.01, far: Float = .infinity, fieldOfViewInDegrees: Float = 60) {
    self.near = near
    self.far = far
    self.fieldOfViewInDegrees = fieldOfViewInDegrees
  }
}

/// Places an entity's content in front of others when they overlap.
public struct BillboardComponent: Component, Sendable {
  public var blendFactor: Float = 1
  public init() {}
}
