// `ARView`: the UIKit view iOS apps show RealityKit content in, wrapped
// in a `UIViewRepresentable`. Plumb never makes a representable's UIKit
// view (it draws its usual placeholder), so an `ARView` is only ever
// configured in code that does not run; it keeps a real scene for the
// code that does. ARKit's session, raycasts and configurations are
// ARKit's, which Plumb does not declare.
import Plumb
import ARKit

/// A view showing a RealityKit scene, through the camera or not.
///
/// Apple's `ARView` is main-actor isolated; Plumb's `UIView` is not, and
/// a subclass keeps its superclass's isolation, so this one is not
/// either: its scene is, and is reached from the main actor.
open class ARView: UIView {
  public enum CameraMode: Sendable { case ar, nonAR }

  /// Debugging overlays: none is drawn.
  public struct DebugOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none: DebugOptions = []
    public static let showPhysics = DebugOptions(rawValue: 1 << 0)
    public static let showStatistics = DebugOptions(rawValue: 1 << 1)
    public static let showAnchorOrigins = DebugOptions(rawValue: 1 << 2)
    public static let showAnchorGeometry = DebugOptions(rawValue: 1 << 3)
    public static let showWorldOrigin = DebugOptions(rawValue: 1 << 4)
    public static let showFeaturePoints = DebugOptions(rawValue: 1 << 5)
    public static let showSceneUnderstanding = DebugOptions(rawValue: 1 << 6)
  }

  /// Rendering features to turn off: nothing renders here anyway.
  public struct RenderOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let disableMotionBlur = RenderOptions(rawValue: 1 << 0)
    public static let disableDepthOfField = RenderOptions(rawValue: 1 << 1)
    public static let disableHDR = RenderOptions(rawValue: 1 << 2)
    public static let disableGroundingShadows = RenderOptions(rawValue: 1 << 3)
    public static let disableCameraGrain = RenderOptions(rawValue: 1 << 4)
    public static let disablePersonOcclusion = RenderOptions(rawValue: 1 << 5)
    public static let disableAREnvironmentLighting = RenderOptions(rawValue: 1 << 6)
    public static let disableFaceMesh = RenderOptions(rawValue: 1 << 7)
  }

  /// What the view shows behind its content and how it lights it.
  public struct Environment {
    public enum Background {
      case cameraFeed(exposureCompensation: Float = 0)
      case color(UIColor)
      case skybox(EnvironmentResource)
    }
    public struct ImageBasedLight {
      public var resource: EnvironmentResource?
      public var intensityExponent: Float = 0
    }
    public var background: Background = .cameraFeed()
    public var lighting = ImageBasedLight()
  }

  /// The scene the view shows.
  public let scene: Scene
  public var cameraMode: CameraMode
  public var environment = Environment()
  public var debugOptions: DebugOptions = []
  public var renderOptions: RenderOptions = []
  /// The screen's refresh rate the view asks for.
  public var preferredFramesPerSecond = 60
  public var automaticallyConfigureSession: Bool
  /// The AR session (ARKit's): no camera, so it runs nothing.
  public var session = ARSession()

  // As RealityKit declares them: `init(frame:)` is the required
  // initializer (a subclass writes `required init(frame:)`), the one with
  // a camera mode a designated one its own initializers call.
  public init(frame frameRect: CGRect, cameraMode: CameraMode, automaticallyConfigureSession: Bool) {
    scene = Scene()
    self.cameraMode = cameraMode
    self.automaticallyConfigureSession = automaticallyConfigureSession
    super.init(frame: frameRect)
  }

  public required override init(frame frameRect: CGRect) {
    scene = Scene()
    cameraMode = .ar
    automaticallyConfigureSession = true
    super.init(frame: frameRect)
  }

  public required init?(coder: NSCoder) {
    scene = Scene()
    cameraMode = .ar
    automaticallyConfigureSession = true
    super.init(coder: coder)
  }

  /// Which gestures `installGestures` adds.
  public struct EntityGestures: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let translation = EntityGestures(rawValue: 1)
    public static let rotation = EntityGestures(rawValue: 2)
    public static let scale = EntityGestures(rawValue: 4)
    public static let all: EntityGestures = [.translation, .rotation, .scale]
  }

  /// Gestures that move, turn and scale an entity: nobody touches a figure.
  @discardableResult
  public func installGestures(_ gestures: EntityGestures = .all, for entity: any HasCollision) -> [UIGestureRecognizer]
  { [] }

  /// The entity under a point of the view: nothing is rendered, so none.
  public func entity(at point: CGPoint) -> Entity? { nil }
  public func entities(at point: CGPoint) -> [Entity] { [] }

  /// Where a world position appears in the view: nothing is projected
  /// without a camera.
  public func project(_ point: SIMD3<Float>) -> CGPoint? { nil }
  public func unproject(_ point: CGPoint, ontoPlane planeTransform: float4x4) -> SIMD3<Float>? { nil }
  public func ray(through screenPoint: CGPoint) -> (origin: SIMD3<Float>, direction: SIMD3<Float>)? { nil }

  /// A snapshot of the view: nothing is rendered, so the completion gets nil.
  public func snapshot(saveToHDR: Bool, completion: @escaping (UIImage?) -> Void) { completion(nil) }
}
