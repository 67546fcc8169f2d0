// Animations and actions: described, composed and "played", never run.
// A figure is the first frame, before any animation has moved anything.
import Plumb

/// How an animation's progress follows time.
public struct AnimationTimingFunction: Sendable {
  let name: String
  public static let `default` = AnimationTimingFunction(name: "default")
  public static let linear = AnimationTimingFunction(name: "linear")
  public static let easeIn = AnimationTimingFunction(name: "easeIn")
  public static let easeOut = AnimationTimingFunction(name: "easeOut")
  public static let easeInOut = AnimationTimingFunction(name: "easeInOut")
  public static func cubicBezier(controlPoint1: SIMD2<Float>, controlPoint2: SIMD2<Float>) -> AnimationTimingFunction {
    AnimationTimingFunction(name: "cubicBezier")
  }
}

public enum AnimationRepeatMode: Sendable { case none, `repeat`, autoReverse, cumulative }

public struct AnimationFillMode: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let forwards = AnimationFillMode(rawValue: 1)
  public static let backwards = AnimationFillMode(rawValue: 2)
  public static let both: AnimationFillMode = [.forwards, .backwards]
}

/// How a newly played animation takes over from those already playing.
public struct AnimationHandoffType: Sendable {
  let name: String
  public static let `default` = AnimationHandoffType(name: "default")
  public static let compose = AnimationHandoffType(name: "compose")
  public static let stop = AnimationHandoffType(name: "stop")
  public static func replace(blendOutDuration: TimeInterval) -> AnimationHandoffType {
    AnimationHandoffType(name: "replace")
  }
  public static func snapshotAndReplace(blendOutDuration: TimeInterval) -> AnimationHandoffType {
    AnimationHandoffType(name: "snapshotAndReplace")
  }
}

/// What an animation changes.
public enum BindTarget: Sendable {
  case transform
  case opacity
  case jointTransforms
  case parameter(String)
  case entity(String)
  case anchorEntity(String)
  case scene(String)
  case material(Int)
}

/// A value an animation can change (Float, vectors, rotations, transforms).
public protocol AnimatableData {}
extension Float: AnimatableData {}
extension Double: AnimatableData {}
extension SIMD2: AnimatableData where Scalar == Float {}
extension SIMD3: AnimatableData where Scalar == Float {}
extension SIMD4: AnimatableData where Scalar == Float {}
extension Transform: AnimatableData {}
extension _SIMDQuaternion: AnimatableData where Scalar == Float {}

/// A description of an animation, before it is made into a resource.
public protocol AnimationDefinition {
  var name: String { get set }
  var duration: TimeInterval { get }
  var bindTarget: BindTarget { get set }
  var repeatMode: AnimationRepeatMode { get set }
  var speed: Float { get set }
  var delay: TimeInterval { get set }
}

/// An animation from one value to another (or by a difference).
public struct FromToByAnimation<Value: AnimatableData>: AnimationDefinition {
  public var name: String
  public var fromValue: Value?
  public var toValue: Value?
  public var byValue: Value?
  public var duration: TimeInterval
  public var timing: AnimationTimingFunction
  public var isAdditive: Bool
  public var bindTarget: BindTarget
  public var repeatMode: AnimationRepeatMode
  public var speed: Float
  public var delay: TimeInterval
  public var fillMode: AnimationFillMode
  public var blendLayer: Int32
  public var trimStart: TimeInterval?
  public var trimEnd: TimeInterval?
  public var trimDuration: TimeInterval?
  public var offset: TimeInterval

  public init(
    name: String = "", from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: TimeInterval = 1,
    timing: AnimationTimingFunction = .linear, isAdditive: Bool = false, bindTarget: BindTarget? = nil,
    blendLayer: Int32 = 0, repeatMode: AnimationRepeatMode = .none, fillMode: AnimationFillMode = [],
    trimStart: TimeInterval? = nil, trimEnd: TimeInterval? = nil, trimDuration: TimeInterval? = nil,
    offset: TimeInterval = 0, delay: TimeInterval = 0, speed: Float = 1
  ) {
    self.name = name
    (fromValue, toValue, byValue) = (from, to, by)
    self.duration = duration
    self.timing = timing
    self.isAdditive = isAdditive
    self.bindTarget = bindTarget ?? .transform
    self.blendLayer = blendLayer
    self.repeatMode = repeatMode
    self.fillMode = fillMode
    (self.trimStart, self.trimEnd, self.trimDuration) = (trimStart, trimEnd, trimDuration)
    self.offset = offset
    self.delay = delay
    self.speed = speed
  }
}

/// A window onto another animation: trimmed, delayed, sped up.
public struct AnimationView: AnimationDefinition {
  public var source: any AnimationDefinition
  public var name: String
  public var bindTarget: BindTarget
  public var repeatMode: AnimationRepeatMode
  public var speed: Float
  public var delay: TimeInterval
  public var trimStart: TimeInterval?
  public var trimEnd: TimeInterval?
  public var trimDuration: TimeInterval?
  public var offset: TimeInterval

  public init(
    source: any AnimationDefinition, name: String = "", bindTarget: BindTarget? = nil, blendLayer: Int32 = 0,
    repeatMode: AnimationRepeatMode = .none, fillMode: AnimationFillMode = [], trimStart: TimeInterval? = nil,
    trimEnd: TimeInterval? = nil, trimDuration: TimeInterval? = nil, offset: TimeInterval = 0,
    delay: TimeInterval = 0, speed: Float = 1
  ) {
    self.source = source
    self.name = name
    self.bindTarget = bindTarget ?? source.bindTarget
    self.repeatMode = repeatMode
    self.speed = speed
    self.delay = delay
    (self.trimStart, self.trimEnd, self.trimDuration) = (trimStart, trimEnd, trimDuration)
    self.offset = offset
  }

  /// The trimmed span of the source, at this view's speed.
  public var duration: TimeInterval {
    let start = trimStart ?? 0
    let span = trimDuration ?? ((trimEnd ?? source.duration) - start)
    return Swift.max(0, span) / Double(speed == 0 ? 1 : speed)
  }
}

/// Animations played together.
public struct AnimationGroup: AnimationDefinition {
  public var group: [any AnimationDefinition]
  public var name: String
  public var bindTarget: BindTarget = .transform
  public var repeatMode: AnimationRepeatMode
  public var speed: Float
  public var delay: TimeInterval
  public init(
    group: [any AnimationDefinition], name: String = "", repeatMode: AnimationRepeatMode = .none,
    delay: TimeInterval = 0, speed: Float = 1
  ) {
    self.group = group
    self.name = name
    self.repeatMode = repeatMode
    self.delay = delay
    self.speed = speed
  }
  public var duration: TimeInterval { group.map(\.duration).max() ?? 0 }
}

/// An entity going around a point.
public struct OrbitAnimation: AnimationDefinition {
  public var name: String
  public var duration: TimeInterval
  public var axis: SIMD3<Float>
  public var startTransform: Transform
  public var spinClockwise: Bool
  public var orientToPath: Bool
  public var rotationCount: Float
  public var bindTarget: BindTarget
  public var repeatMode: AnimationRepeatMode
  public var speed: Float
  public var delay: TimeInterval
  public init(
    name: String = "", duration: TimeInterval = 1, axis: SIMD3<Float> = [0, 1, 0],
    startTransform: Transform = .identity,
    spinClockwise: Bool = true, orientToPath: Bool = false, rotationCount: Float = 1, bindTarget: BindTarget? = nil,
    blendLayer: Int32 = 0, repeatMode: AnimationRepeatMode = .none, fillMode: AnimationFillMode = [],
    isAdditive: Bool = false, trimStart: TimeInterval? = nil, trimEnd: TimeInterval? = nil,
    trimDuration: TimeInterval? = nil, offset: TimeInterval = 0, delay: TimeInterval = 0, speed: Float = 1
  ) {
    self.name = name
    self.duration = duration
    self.axis = axis
    self.startTransform = startTransform
    self.spinClockwise = spinClockwise
    self.orientToPath = orientToPath
    self.rotationCount = rotationCount
    self.bindTarget = bindTarget ?? .transform
    self.repeatMode = repeatMode
    self.speed = speed
    self.delay = delay
  }
}

// MARK: - Actions (visionOS 2, iOS 18)

/// Something an entity does over an animation's time.
public protocol EntityAction {}

/// Turns an entity about an axis.
public struct SpinAction: EntityAction, Sendable {
  public var revolutions: Float
  public var localAxis: SIMD3<Float>
  public var timingFunction: AnimationTimingFunction
  public var isAdditive: Bool
  public init(
    revolutions: Float = 1, localAxis: SIMD3<Float> = [0, 1, 0], timingFunction: AnimationTimingFunction = .default,
    isAdditive: Bool = false
  ) {
    self.revolutions = revolutions
    self.localAxis = localAxis
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
  }
}

/// Moves a value of an entity from one value to another.
public struct FromToByAction<Value: AnimatableData>: EntityAction {
  public var from: Value?, to: Value?, by: Value?
  public var mode: TransformMode
  public var timing: AnimationTimingFunction
  public var isAdditive: Bool
  public enum TransformMode: Sendable { case local, parent, scene }
  public init(
    from: Value? = nil, to: Value? = nil, by: Value? = nil, mode: TransformMode = .parent,
    timing: AnimationTimingFunction = .linear, isAdditive: Bool = false
  ) {
    (self.from, self.to, self.by) = (from, to, by)
    self.mode = mode
    self.timing = timing
    self.isAdditive = isAdditive
  }
}

/// Plays another animation.
public struct PlayAnimationAction: EntityAction {
  public var animation: AnimationResource
  public var transitionDuration: TimeInterval
  public init(animation: AnimationResource, transitionDuration: TimeInterval = 0) {
    self.animation = animation
    self.transitionDuration = transitionDuration
  }
}

/// An action's definition as an animation.
struct ActionAnimation: AnimationDefinition {
  var name = ""
  var duration: TimeInterval
  var bindTarget: BindTarget
  var repeatMode: AnimationRepeatMode
  var speed: Float
  var delay: TimeInterval
}

// MARK: - Resources and playback

/// An animation ready to play on an entity.
@MainActor @preconcurrency
public final class AnimationResource {
  public let definition: any AnimationDefinition
  public var name: String? { definition.name.isEmpty ? nil : definition.name }
  init(_ definition: any AnimationDefinition) { self.definition = definition }

  public static func generate(with definition: any AnimationDefinition) throws -> AnimationResource {
    AnimationResource(definition)
  }

  /// One after the other.
  public static func sequence(with resources: [AnimationResource]) throws -> AnimationResource {
    let total = resources.reduce(0) { $0 + $1.definition.duration }
    return AnimationResource(
      ActionAnimation(duration: total, bindTarget: .transform, repeatMode: .none, speed: 1, delay: 0))
  }

  /// All at once.
  public static func group(with resources: [AnimationResource]) throws -> AnimationResource {
    AnimationResource(AnimationGroup(group: resources.map(\.definition)))
  }

  public static func makeActionAnimation<T: EntityAction>(
    for action: T, duration: TimeInterval = 1, bindTarget: BindTarget? = nil, blendLayer: Int32 = 0,
    repeatMode: AnimationRepeatMode = .none, fillMode: AnimationFillMode = [], trimStart: TimeInterval? = nil,
    trimEnd: TimeInterval? = nil, trimDuration: TimeInterval? = nil, offset: TimeInterval = 0,
    delay: TimeInterval = 0, speed: Float = 1
  ) throws -> AnimationResource {
    AnimationResource(
      ActionAnimation(
        duration: duration, bindTarget: bindTarget ?? .transform, repeatMode: repeatMode, speed: speed, delay: delay))
  }

  public static func load(named name: String, in bundle: Bundle? = nil) throws -> AnimationResource {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "animation")
  }

  /// Played `count` times (forever with `repeat()`).
  public func `repeat`(count: Int) -> AnimationResource { self }
  public func `repeat`(duration: TimeInterval) -> AnimationResource { self }
  public func `repeat`() -> AnimationResource { self }
}

/// A playing animation: in a figure it is at its first frame, so it has
/// neither moved anything nor completed (unless it took no time).
@MainActor @preconcurrency
public final class AnimationPlaybackController: Hashable {
  public private(set) weak var entity: Entity?
  public private(set) var isComplete: Bool
  public private(set) var isPaused = false
  public private(set) var isStopped = false
  public var speed: Float = 1
  public var time: TimeInterval = 0
  public var blendFactor: Float = 1
  public var isPlaying: Bool { !isComplete && !isPaused && !isStopped }
  public var isValid: Bool { !isStopped }

  init(entity: Entity?, isComplete: Bool) {
    self.entity = entity
    self.isComplete = isComplete
  }

  public func pause() { isPaused = true }
  public func resume() { isPaused = false }
  public func stop() { isStopped = true }
  public func stop(blendOutDuration: TimeInterval) { isStopped = true }

  nonisolated public static func == (a: AnimationPlaybackController, b: AnimationPlaybackController) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
