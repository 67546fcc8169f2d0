// `import ARKit` on Linux: the AR session and configurations AR apps set
// up. There is no camera or motion sensor here: every configuration's
// `isSupported` is false, running a session changes nothing and its
// delegate is never called (it hears of no frame, anchor or error), and the
// SceneKit AR view draws as a representable's placeholder. Declared on
// Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb
@_exported import SceneKit
@_exported import simd

/// What a session tracks: none is supported without a camera.
open class ARConfiguration: NSObject, @unchecked Sendable {
  open class var isSupported: Bool { false }
  open class var supportedVideoFormats: [ARConfiguration.VideoFormat] { [] }
  open var isLightEstimationEnabled = true
  open var providesAudioData = false
  open var worldAlignment: WorldAlignment = .gravity
  open var frameSemantics: FrameSemantics = []
  open class func supportsFrameSemantics(_ frameSemantics: FrameSemantics) -> Bool { false }
  public enum WorldAlignment: Int, Sendable { case gravity, gravityAndHeading, camera }
  public struct FrameSemantics: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let personSegmentation = FrameSemantics(rawValue: 1)
    public static let personSegmentationWithDepth = FrameSemantics(rawValue: 3)
    public static let bodyDetection = FrameSemantics(rawValue: 4)
    public static let sceneDepth = FrameSemantics(rawValue: 8)
    public static let smoothedSceneDepth = FrameSemantics(rawValue: 16)
  }
  public final class VideoFormat: NSObject, @unchecked Sendable {
    public var imageResolution: CGSize { .zero }
    public var framesPerSecond: Int { 0 }
  }
  public struct PlaneDetection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = PlaneDetection(rawValue: 1)
    public static let vertical = PlaneDetection(rawValue: 2)
  }
  public enum EnvironmentTexturing: Int, Sendable { case none, manual, automatic }
  public struct SceneReconstruction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mesh = SceneReconstruction(rawValue: 1)
    public static let meshWithClassification = SceneReconstruction(rawValue: 3)
  }
}
open class ARWorldTrackingConfiguration: ARConfiguration, @unchecked Sendable {
  open var planeDetection: PlaneDetection = []
  open var environmentTexturing: EnvironmentTexturing = .none
  open var sceneReconstruction: SceneReconstruction = []
  open var detectionImages: Set<ARReferenceImage> = []
  open var maximumNumberOfTrackedImages = 0
  open var detectionObjects: Set<ARReferenceObject> = []
  open var isAutoFocusEnabled = true
  open var userFaceTrackingEnabled = false
  open var initialWorldMap: ARWorldMap?
  open class func supportsSceneReconstruction(_ sceneReconstruction: SceneReconstruction) -> Bool { false }
  open class var supportsUserFaceTracking: Bool { false }
  public override init() {}
}
open class ARFaceTrackingConfiguration: ARConfiguration, @unchecked Sendable {
  open var maximumNumberOfTrackedFaces = 1
  open class var supportedNumberOfTrackedFaces: Int { 0 }
  public override init() {}
}
open class ARBodyTrackingConfiguration: ARConfiguration, @unchecked Sendable { public override init() {} }
open class ARImageTrackingConfiguration: ARConfiguration, @unchecked Sendable {
  open var trackingImages: Set<ARReferenceImage> = []
  open var maximumNumberOfTrackedImages = 0
  public override init() {}
}
open class AROrientationTrackingConfiguration: ARConfiguration, @unchecked Sendable { public override init() {} }
open class ARPositionalTrackingConfiguration: ARConfiguration, @unchecked Sendable { public override init() {} }
open class ARGeoTrackingConfiguration: ARConfiguration, @unchecked Sendable { public override init() {} }

open class ARReferenceImage: NSObject, @unchecked Sendable {
  open var name: String?
  public let physicalSize: CGSize
  public init(_ image: CGImage, orientation: CGImagePropertyOrientation, physicalWidth: CGFloat) {
    physicalSize = CGSize(width: physicalWidth, height: physicalWidth * CGFloat(image.height) / CGFloat(max(image.width, 1)))
  }
  /// Reference images from the app's AR resource groups: none on Linux.
  open class func referenceImages(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceImage>? { nil }
}
open class ARReferenceObject: NSObject, @unchecked Sendable {
  open class func referenceObjects(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceObject>? { nil }
}
open class ARWorldMap: NSObject, @unchecked Sendable {
  open var anchors: [ARAnchor] = []
}

/// Something placed in the world: its name and transform.
open class ARAnchor: NSObject, @unchecked Sendable {
  public let identifier = UUID()
  public let name: String?
  public let transform: simd_float4x4
  public init(transform: simd_float4x4) { (name, self.transform) = (nil, transform) }
  public init(name: String, transform: simd_float4x4) { (self.name, self.transform) = (name, transform) }
  open var sessionIdentifier: UUID? { nil }
}
open class ARPlaneAnchor: ARAnchor, @unchecked Sendable {
  public enum Alignment: Int, Sendable { case horizontal, vertical }
  open var alignment: Alignment { .horizontal }
  open var center: simd_float3 { .zero }
}
open class ARFaceAnchor: ARAnchor, @unchecked Sendable {
  public struct BlendShapeLocation: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let eyeBlinkLeft = BlendShapeLocation(rawValue: "eyeBlink_L")
    public static let eyeBlinkRight = BlendShapeLocation(rawValue: "eyeBlink_R")
    public static let jawOpen = BlendShapeLocation(rawValue: "jawOpen")
    public static let mouthSmileLeft = BlendShapeLocation(rawValue: "mouthSmile_L")
    public static let mouthSmileRight = BlendShapeLocation(rawValue: "mouthSmile_R")
    public static let browInnerUp = BlendShapeLocation(rawValue: "browInnerUp")
    public static let tongueOut = BlendShapeLocation(rawValue: "tongueOut")
  }
  open var blendShapes: [BlendShapeLocation: NSNumber] { [:] }
  open var isTracked: Bool { false }
}
open class ARImageAnchor: ARAnchor, @unchecked Sendable {
  public let referenceImage: ARReferenceImage
  init(referenceImage: ARReferenceImage, transform: simd_float4x4) {
    self.referenceImage = referenceImage
    super.init(transform: transform)
  }
}
open class ARBodyAnchor: ARAnchor, @unchecked Sendable {}

open class ARCamera: NSObject, @unchecked Sendable {
  public enum TrackingState: Sendable {
    case notAvailable, limited(Reason), normal
    public enum Reason: Sendable { case initializing, excessiveMotion, insufficientFeatures, relocalizing }
  }
  open var trackingState: TrackingState { .notAvailable }
  open var transform: simd_float4x4 { matrix_identity_float4x4 }
}
open class ARFrame: NSObject, @unchecked Sendable {
  open var timestamp: TimeInterval { 0 }
  open var camera: ARCamera { ARCamera() }
  open var anchors: [ARAnchor] { [] }
}

/// An AR session: runs nothing; anchors added are kept.
open class ARSession: NSObject, @unchecked Sendable {
  open weak var delegate: (any ARSessionDelegate)?
  open var delegateQueue: DispatchQueue?
  public private(set) var configuration: ARConfiguration?
  /// The anchors code added (Apple's session reports them through its
  /// frames, which never arrive here).
  var anchors: [ARAnchor] = []
  open var currentFrame: ARFrame? { nil }
  public override init() {}
  public struct RunOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let resetTracking = RunOptions(rawValue: 1)
    public static let removeExistingAnchors = RunOptions(rawValue: 2)
    public static let stopTrackedRaycasts = RunOptions(rawValue: 4)
    public static let resetSceneReconstruction = RunOptions(rawValue: 8)
  }
  /// Keeps the configuration; no camera starts.
  open func run(_ configuration: ARConfiguration, options: RunOptions = []) {
    self.configuration = configuration
    if options.contains(.removeExistingAnchors) { anchors = [] }
  }
  open func pause() {}
  open func add(anchor: ARAnchor) { anchors.append(anchor) }
  open func remove(anchor: ARAnchor) { anchors.removeAll { $0 === anchor } }
  open func getCurrentWorldMap(completionHandler: @escaping (ARWorldMap?, (any Error)?) -> Void) {
    completionHandler(nil, ARError(.invalidWorldMap))
  }
}
public protocol ARSessionObserver: AnyObject {
  func session(_ session: ARSession, didFailWithError error: any Error)
  func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera)
  func sessionWasInterrupted(_ session: ARSession)
  func sessionInterruptionEnded(_ session: ARSession)
}
extension ARSessionObserver {
  public func session(_ session: ARSession, didFailWithError error: any Error) {}
  public func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {}
  public func sessionWasInterrupted(_ session: ARSession) {}
  public func sessionInterruptionEnded(_ session: ARSession) {}
}
public protocol ARSessionDelegate: ARSessionObserver {
  func session(_ session: ARSession, didUpdate frame: ARFrame)
  func session(_ session: ARSession, didAdd anchors: [ARAnchor])
  func session(_ session: ARSession, didUpdate anchors: [ARAnchor])
  func session(_ session: ARSession, didRemove anchors: [ARAnchor])
}
extension ARSessionDelegate {
  public func session(_ session: ARSession, didUpdate frame: ARFrame) {}
  public func session(_ session: ARSession, didAdd anchors: [ARAnchor]) {}
  public func session(_ session: ARSession, didUpdate anchors: [ARAnchor]) {}
  public func session(_ session: ARSession, didRemove anchors: [ARAnchor]) {}
}

/// The coaching overlay: never shown (no session runs).
open class ARCoachingOverlayView: UIView {
  public enum Goal: Int, Sendable { case tracking, horizontalPlane, verticalPlane, anyPlane, geoTracking }
  open var session: ARSession?
  open var goal: Goal = .tracking
  open var activatesAutomatically = true
  open var isActive: Bool { false }
  open weak var delegate: (any ARCoachingOverlayViewDelegate)?
  open func setActive(_ active: Bool, animated: Bool) {}
}
public protocol ARCoachingOverlayViewDelegate: AnyObject {}

/// ARKit's errors.
public struct ARError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable {
    case unsupportedConfiguration = 100, sensorUnavailable = 101, sensorFailed = 102, cameraUnauthorized = 103
    case worldTrackingFailed = 200, invalidWorldMap = 302
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var description: String { "ARError \(code.rawValue): Plumb on Linux has no camera or motion sensors" }
}

/// SceneKit's AR view: its scene and session kept, drawn as a
/// representable's placeholder.
open class ARSCNView: SCNView {
  open var session = ARSession()
  open weak var delegate: (any ARSCNViewDelegate)?
  open var automaticallyUpdatesLighting = true
  open func anchor(for node: SCNNode) -> ARAnchor? { nil }
  open func node(for anchor: ARAnchor) -> SCNNode? { nil }
}
public protocol ARSCNViewDelegate: ARSessionObserver {
  func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode?
  func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor)
  func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor)
}
extension ARSCNViewDelegate {
  public func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? { nil }
  public func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {}
  public func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {}
}
