// `import SceneKit` on Linux: 3D scenes as SwiftUI files build them for a
// `SceneView`. Plumb draws in two dimensions: the node tree, geometry,
// materials, cameras and lights are real values, but a `SceneView` draws
// only its scene's background (a color, or the system background), not
// the 3D content (docs/deviations.md). Actions never run, physics never
// steps. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public typealias SCNFloat = Float

/// A 3D vector (positions, scales, Euler angles).
public struct SCNVector3: Hashable, Sendable {
  public var x: SCNFloat, y: SCNFloat, z: SCNFloat
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: SCNFloat, y: SCNFloat, z: SCNFloat) { (self.x, self.y, self.z) = (x, y, z) }
  public init(_ x: SCNFloat, _ y: SCNFloat, _ z: SCNFloat) { (self.x, self.y, self.z) = (x, y, z) }
  public init(_ x: Double, _ y: Double, _ z: Double) { self.init(Float(x), Float(y), Float(z)) }
  public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.init(Float(x), Float(y), Float(z)) }
  public init(_ x: Int, _ y: Int, _ z: Int) { self.init(Float(x), Float(y), Float(z)) }
}
public let SCNVector3Zero = SCNVector3()
public func SCNVector3Make(_ x: SCNFloat, _ y: SCNFloat, _ z: SCNFloat) -> SCNVector3 { SCNVector3(x, y, z) }

/// A 4D vector (rotations as axis and angle, colors).
public struct SCNVector4: Hashable, Sendable {
  public var x: SCNFloat, y: SCNFloat, z: SCNFloat, w: SCNFloat
  public init() { (x, y, z, w) = (0, 0, 0, 0) }
  public init(x: SCNFloat, y: SCNFloat, z: SCNFloat, w: SCNFloat) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
  public init(_ x: SCNFloat, _ y: SCNFloat, _ z: SCNFloat, _ w: SCNFloat) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
  public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) { self.init(Float(x), Float(y), Float(z), Float(w)) }
  public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) { self.init(Float(x), Float(y), Float(z), Float(w)) }
  public init(_ x: Int, _ y: Int, _ z: Int, _ w: Int) { self.init(Float(x), Float(y), Float(z), Float(w)) }
}
public typealias SCNQuaternion = SCNVector4

/// A node of a scene: where it is, how it is turned and scaled, what it
/// shows (geometry, a camera, a light) and its children.
open class SCNNode: @unchecked Sendable {
  open var name: String?
  open var position = SCNVector3()
  open var scale = SCNVector3(1, 1, 1)
  open var eulerAngles = SCNVector3()
  open var rotation = SCNVector4()
  open var orientation = SCNQuaternion(0, 0, 0, 1)
  open var opacity: CGFloat = 1
  open var isHidden = false
  open var castsShadow = true
  open var renderingOrder = 0
  open var geometry: SCNGeometry?
  open var camera: SCNCamera?
  open var light: SCNLight?
  open var physicsBody: SCNPhysicsBody?
  open var constraints: [SCNConstraint]?
  open private(set) var childNodes: [SCNNode] = []
  open private(set) weak var parent: SCNNode?

  public init() {}
  public convenience init(geometry: SCNGeometry?) {
    self.init()
    self.geometry = geometry
  }

  open func addChildNode(_ child: SCNNode) {
    child.removeFromParentNode()
    child.parent = self
    childNodes.append(child)
  }
  open func insertChildNode(_ child: SCNNode, at index: Int) {
    child.removeFromParentNode()
    child.parent = self
    childNodes.insert(child, at: max(0, min(index, childNodes.count)))
  }
  open func removeFromParentNode() {
    parent?.childNodes.removeAll { $0 === self }
    parent = nil
  }
  /// The first node with the name, among the children or (recursively)
  /// their descendants.
  open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
    for child in childNodes {
      if child.name == name { return child }
      if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
    }
    return nil
  }
  open func enumerateChildNodes(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for child in childNodes {
      block(child, &stop)
      if stop.boolValue { return }
      child.enumerateChildNodes(block)
    }
  }
  open func clone() -> Self { self }
  open func flattenedClone() -> Self { self }
  open func look(at target: SCNVector3) {}
  /// Actions are kept and never run: a figure is the first frame.
  open func runAction(_ action: SCNAction) {}
  open func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) {}
  open func runAction(_ action: SCNAction, forKey key: String?) {}
  open func removeAllActions() {}
  open func removeAction(forKey key: String) {}
  open func addAnimation(_ animation: Any, forKey key: String?) {}
  open func removeAllAnimations() {}
}

public enum SCNParticleBlendMode: Int, Sendable { case additive, subtract, multiply, screen, alpha, replace }
public enum SCNParticleBirthLocation: Int, Sendable { case surface, volume, vertex }

/// Particles a node emits over time: a still figure has none (and draws no
/// 3D content anyway).
open class SCNParticleSystem: @unchecked Sendable {
  open var birthRate: CGFloat = 1
  open var birthRateVariation: CGFloat = 0
  open var particleLifeSpan: CGFloat = 1
  open var particleLifeSpanVariation: CGFloat = 0
  open var particleSize: CGFloat = 1
  open var particleSizeVariation: CGFloat = 0
  open var particleVelocity: CGFloat = 0
  open var particleVelocityVariation: CGFloat = 0
  open var particleColor: UIColor = .white
  open var particleColorVariation = SCNVector4()
  open var particleImage: Any?
  open var emitterShape: SCNGeometry?
  open var birthLocation: SCNParticleBirthLocation = .surface
  open var spreadingAngle: CGFloat = 0
  open var speedFactor: CGFloat = 1
  open var loops = true
  open var emissionDuration: CGFloat = 1
  open var acceleration = SCNVector3()
  open var isAffectedByGravity = false
  open var blendMode: SCNParticleBlendMode = .additive
  public init() {}
  public convenience init?(named name: String, inDirectory directory: String?) { return nil }
  open func reset() {}
}

extension SCNNode {
  /// Particle systems attached to the node: kept, never emitting.
  public func addParticleSystem(_ system: SCNParticleSystem) {}
  public func removeParticleSystem(_ system: SCNParticleSystem) {}
  public func removeAllParticleSystems() {}
}

/// A shape's surface: its color or image, and how it is lit.
open class SCNMaterialProperty: @unchecked Sendable {
  /// A `UIColor`, an image (or its name), or nil.
  open var contents: Any?
  open var intensity: CGFloat = 1
  init(contents: Any? = nil) { self.contents = contents }
}

public enum SCNLightingModel: String, Sendable { case phong, blinn, lambert, constant, physicallyBased, shadowOnly }
public enum SCNCullMode: Int, Sendable { case back, front }

open class SCNMaterial: @unchecked Sendable {
  open var name: String?
  public let diffuse = SCNMaterialProperty(contents: UIColor.white)
  public let ambient = SCNMaterialProperty()
  public let specular = SCNMaterialProperty()
  public let emission = SCNMaterialProperty()
  public let transparent = SCNMaterialProperty()
  public let reflective = SCNMaterialProperty()
  public let normal = SCNMaterialProperty()
  public let metalness = SCNMaterialProperty()
  public let roughness = SCNMaterialProperty()
  open var transparency: CGFloat = 1
  open var shininess: CGFloat = 1
  open var lightingModel: SCNLightingModel = .blinn
  open var isDoubleSided = false
  open var cullMode: SCNCullMode = .back
  public init() {}
}

/// A shape: its materials.
open class SCNGeometry: @unchecked Sendable {
  open var name: String?
  open var materials: [SCNMaterial] = [SCNMaterial()]
  open var firstMaterial: SCNMaterial? {
    get { materials.first }
    set { materials = newValue.map { [$0] } ?? [] }
  }
  public init() {}
}

open class SCNBox: SCNGeometry, @unchecked Sendable {
  open var width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat
  public init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) {
    (self.width, self.height, self.length, self.chamferRadius) = (width, height, length, chamferRadius)
  }
}
open class SCNSphere: SCNGeometry, @unchecked Sendable {
  open var radius: CGFloat
  open var segmentCount = 48
  public init(radius: CGFloat) { self.radius = radius }
}
open class SCNPlane: SCNGeometry, @unchecked Sendable {
  open var width: CGFloat, height: CGFloat
  open var cornerRadius: CGFloat = 0
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
  public override convenience init() { self.init(width: 1, height: 1) }
}
open class SCNCylinder: SCNGeometry, @unchecked Sendable {
  open var radius: CGFloat, height: CGFloat
  public init(radius: CGFloat, height: CGFloat) { (self.radius, self.height) = (radius, height) }
}
open class SCNCone: SCNGeometry, @unchecked Sendable {
  open var topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat
  public init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
    (self.topRadius, self.bottomRadius, self.height) = (topRadius, bottomRadius, height)
  }
}
open class SCNTorus: SCNGeometry, @unchecked Sendable {
  open var ringRadius: CGFloat, pipeRadius: CGFloat
  public init(ringRadius: CGFloat, pipeRadius: CGFloat) { (self.ringRadius, self.pipeRadius) = (ringRadius, pipeRadius) }
}
open class SCNCapsule: SCNGeometry, @unchecked Sendable {
  open var capRadius: CGFloat, height: CGFloat
  public init(capRadius: CGFloat, height: CGFloat) { (self.capRadius, self.height) = (capRadius, height) }
}
open class SCNPyramid: SCNGeometry, @unchecked Sendable {
  open var width: CGFloat, height: CGFloat, length: CGFloat
  public init(width: CGFloat, height: CGFloat, length: CGFloat) { (self.width, self.height, self.length) = (width, height, length) }
}
open class SCNTube: SCNGeometry, @unchecked Sendable {
  open var innerRadius: CGFloat, outerRadius: CGFloat, height: CGFloat
  public init(innerRadius: CGFloat, outerRadius: CGFloat, height: CGFloat) {
    (self.innerRadius, self.outerRadius, self.height) = (innerRadius, outerRadius, height)
  }
}
open class SCNFloor: SCNGeometry, @unchecked Sendable {
  open var reflectivity: CGFloat = 0.25
}
open class SCNText: SCNGeometry, @unchecked Sendable {
  open var string: Any?
  open var font: UIFont?
  open var flatness: CGFloat = 0.6
  open var extrusionDepth: CGFloat
  public init(string: Any?, extrusionDepth: CGFloat) { (self.string, self.extrusionDepth) = (string, extrusionDepth) }
}
open class SCNShape: SCNGeometry, @unchecked Sendable {
  open var extrusionDepth: CGFloat
  public init(path: UIBezierPath?, extrusionDepth: CGFloat) { self.extrusionDepth = extrusionDepth }
}

open class SCNCamera: @unchecked Sendable {
  open var fieldOfView: CGFloat = 60
  open var zNear: Double = 1
  open var zFar: Double = 100
  open var usesOrthographicProjection = false
  open var orthographicScale: Double = 1
  open var wantsHDR = false
  public init() {}
}

public enum SCNLightType: String, Sendable { case ambient, omni, directional, spot, IES, probe, area }

open class SCNLight: @unchecked Sendable {
  open var type: SCNLightType = .omni
  open var color: Any = UIColor.white
  open var intensity: CGFloat = 1000
  open var castsShadow = false
  open var spotInnerAngle: CGFloat = 0
  open var spotOuterAngle: CGFloat = 45
  public init() {}
}

/// A scene: its root node, background and physics world.
open class SCNScene: @unchecked Sendable {
  public let rootNode = SCNNode()
  /// The background: a `UIColor` draws; anything else (a sky box) is not.
  public let background = SCNMaterialProperty()
  public let lightingEnvironment = SCNMaterialProperty()
  public let physicsWorld = SCNPhysicsWorld()
  open var fogColor: Any = UIColor.white
  open var fogStartDistance: CGFloat = 0
  open var fogEndDistance: CGFloat = 0
  open var isPaused = false
  public init() {}
  /// A scene file (`.scn`, `.usdz`, `.dae`): none can be read on Linux.
  public convenience init?(named name: String) { return nil }
  public convenience init?(named name: String, inDirectory directory: String?, options: [String: Any]? = nil) {
    return nil
  }
  public convenience init(url: URL, options: [String: Any]? = nil) throws {
    throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSLocalizedDescriptionKey: "SceneKit files cannot be read on Linux: \(url.lastPathComponent)"])
  }
}

open class SCNPhysicsWorld: @unchecked Sendable {
  open var gravity = SCNVector3(0, -9.8, 0)
  open var speed: CGFloat = 1
  open weak var contactDelegate: SCNPhysicsContactDelegate?
}
public protocol SCNPhysicsContactDelegate: AnyObject {}
/// What renders a scene (a view): ARKit's and SceneKit's delegates name it.
public protocol SCNSceneRenderer: AnyObject {}
public protocol SCNSceneRendererDelegate: AnyObject {
  func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
}
extension SCNSceneRendererDelegate {
  public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
}

public enum SCNPhysicsBodyType: Int, Sendable { case `static`, dynamic, kinematic }
open class SCNPhysicsShape: @unchecked Sendable {
  public init(geometry: SCNGeometry, options: [String: Any]? = nil) {}
  public init(node: SCNNode, options: [String: Any]? = nil) {}
}
open class SCNPhysicsBody: @unchecked Sendable {
  open var type: SCNPhysicsBodyType
  open var mass: CGFloat = 1
  open var restitution: CGFloat = 0.5
  open var friction: CGFloat = 0.5
  open var isAffectedByGravity = true
  open var velocity = SCNVector3()
  open var categoryBitMask = 1
  open var collisionBitMask = -1
  open var contactTestBitMask = 0
  public init(type: SCNPhysicsBodyType, shape: SCNPhysicsShape?) { self.type = type }
  public static func `static`() -> SCNPhysicsBody { SCNPhysicsBody(type: .static, shape: nil) }
  public static func dynamic() -> SCNPhysicsBody { SCNPhysicsBody(type: .dynamic, shape: nil) }
  public static func kinematic() -> SCNPhysicsBody { SCNPhysicsBody(type: .kinematic, shape: nil) }
  open func applyForce(_ direction: SCNVector3, asImpulse impulse: Bool) {}
}

open class SCNConstraint: @unchecked Sendable { public init() {} }
open class SCNLookAtConstraint: SCNConstraint, @unchecked Sendable {
  open var isGimbalLockEnabled = false
  public init(target: SCNNode?) {}
}
open class SCNBillboardConstraint: SCNConstraint, @unchecked Sendable {}

/// How an action's progress follows its time.
public enum SCNActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// Something a node does over time: kept, never run.
open class SCNAction: @unchecked Sendable {
  open var duration: TimeInterval
  init(_ duration: TimeInterval) { self.duration = max(0, duration) }
  public convenience init() { self.init(0) }
  open var timingMode: SCNActionTimingMode = .linear
  open var speed: CGFloat = 1
  open func reversed() -> SCNAction { SCNAction(duration) }
  public static func customAction(duration seconds: TimeInterval, action block: @escaping (SCNNode, CGFloat) -> Void)
    -> SCNAction
  { SCNAction(seconds) }
  public static func hide() -> SCNAction { SCNAction(0) }
  public static func unhide() -> SCNAction { SCNAction(0) }
  public static func rotateTo(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval, usesShortestUnitArc: Bool)
    -> SCNAction
  { SCNAction(duration) }
  public static func rotate(toAxisAngle axisAngle: SCNVector4, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func moveBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func rotateBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func rotateTo(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func rotate(by angle: CGFloat, around axis: SCNVector3, duration: TimeInterval) -> SCNAction {
    SCNAction(duration)
  }
  public static func scale(by scale: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func scale(to scale: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func fadeIn(duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func fadeOut(duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func fadeOpacity(to opacity: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func wait(duration: TimeInterval) -> SCNAction { SCNAction(duration) }
  public static func run(_ block: @escaping (SCNNode) -> Void) -> SCNAction { SCNAction(0) }
  public static func removeFromParentNode() -> SCNAction { SCNAction(0) }
  public static func sequence(_ actions: [SCNAction]) -> SCNAction { SCNAction(actions.reduce(0) { $0 + $1.duration }) }
  public static func group(_ actions: [SCNAction]) -> SCNAction { SCNAction(actions.map(\.duration).max() ?? 0) }
  public static func `repeat`(_ action: SCNAction, count: Int) -> SCNAction { SCNAction(action.duration * Double(max(0, count))) }
  public static func repeatForever(_ action: SCNAction) -> SCNAction { SCNAction(.infinity) }
}

/// A UIKit view showing a scene (in a `UIViewRepresentable`): a placeholder.
open class SCNView: UIView, SCNSceneRenderer {
  open var scene: SCNScene?
  open var pointOfView: SCNNode?
  open var allowsCameraControl = false
  open var autoenablesDefaultLighting = false
  open var showsStatistics = false
  open var antialiasingMode = 0
  open var rendersContinuously = false
  open var isPlaying = false
  public convenience init(frame: CGRect, options: [String: Any]?) {
    self.init(frame: frame)
  }
}

// MARK: - SwiftUI

/// SwiftUI's view of a SceneKit scene: it takes the space offered and
/// draws the scene's background color (the system background when the
/// background is not a color); the 3D content is not drawn in a figure.
///
/// Child proposal: none.
/// Own size: the proposal (10 × 10 where unproposed).
/// Placement: the background fills the frame.
public struct SceneView: View {
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let allowsCameraControl = Options(rawValue: 1)
    public static let autoenablesDefaultLighting = Options(rawValue: 2)
    public static let jitteringEnabled = Options(rawValue: 4)
    public static let temporalAntialiasingEnabled = Options(rawValue: 8)
    public static let rendersContinuously = Options(rawValue: 16)
  }

  let background: Color

  public init(
    scene: SCNScene? = nil, pointOfView: SCNNode? = nil, options: Options = [], preferredFramesPerSecond: Int = 60,
    antialiasingMode: Int = 0, delegate: AnyObject? = nil, technique: AnyObject? = nil
  ) {
    if let color = scene?.background.contents as? UIColor {
      background = Color(uiColor: color)
    } else {
      background = Color(uiColor: .systemBackground)
    }
  }

  public var body: some View { background }
}
