// `import SpriteKit` on Linux: scenes, nodes, actions and physics as games
// written with SwiftUI's `SpriteView` declare them. A figure is the first
// frame: `SpriteView` presents its scene (`didMove(to:)`, then one
// `update(_:)`), and draws it at rest — the background, then shape, sprite
// and label nodes in SpriteKit's order, scaled by the scene's scale mode.
// Actions never run and physics never steps; emitters, effects and
// lights draw nothing. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public typealias SKColor = UIColor

// MARK: - Nodes

/// A node of a scene's tree: where it is, how it is turned and scaled,
/// and its children.
open class SKNode: UIResponder, @unchecked Sendable {
  // A Mac scene's events (SKNode is an NSResponder there): nobody clicks
  // or types in a figure, so a scene's overrides are never called.
  open func mouseDown(with event: NSEvent) {}
  open func mouseUp(with event: NSEvent) {}
  open func mouseDragged(with event: NSEvent) {}
  open func mouseMoved(with event: NSEvent) {}
  open func rightMouseDown(with event: NSEvent) {}
  open func rightMouseUp(with event: NSEvent) {}
  open func scrollWheel(with event: NSEvent) {}
  open func keyDown(with event: NSEvent) {}
  open func keyUp(with event: NSEvent) {}
  open func magnify(with event: NSEvent) {}
  open var position: CGPoint = .zero
  open var zPosition: CGFloat = 0
  /// Radians, counterclockwise.
  open var zRotation: CGFloat = 0
  open var xScale: CGFloat = 1
  open var yScale: CGFloat = 1
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var isPaused = false
  open var speed: CGFloat = 1
  open var name: String?
  open var userData: NSMutableDictionary?
  open var isUserInteractionEnabled = false
  open var physicsBody: SKPhysicsBody? {
    didSet { physicsBody?.node = self }
  }
  open var constraints: [SKConstraint]?
  open private(set) var children: [SKNode] = []
  open private(set) weak var parent: SKNode?

  public override init() {}
  public required init?(coder aDecoder: NSCoder) {}
  /// A node from a SpriteKit scene file (`.sks`): none can be read on Linux.
  public convenience init?(fileNamed filename: String) { return nil }

  /// The scene the node is in.
  open var scene: SKScene? {
    var node: SKNode? = self
    while let current = node {
      if let scene = current as? SKScene { return scene }
      node = current.parent
    }
    return nil
  }

  /// The node's bounds in its parent's coordinates (a point for a plain node).
  open var frame: CGRect { CGRect(origin: position, size: .zero) }

  open func addChild(_ node: SKNode) {
    node.removeFromParent()
    node.parent = self
    children.append(node)
  }
  open func insertChild(_ node: SKNode, at index: Int) {
    node.removeFromParent()
    node.parent = self
    children.insert(node, at: max(0, min(index, children.count)))
  }
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }
  open func removeAllChildren() {
    for child in children { child.parent = nil }
    children.removeAll()
  }
  open func removeChildren(in nodes: [SKNode]) {
    for node in nodes where node.parent === self { node.removeFromParent() }
  }
  open func moveToParent(_ parent: SKNode) { parent.addChild(self) }
  open func inParentHierarchy(_ parent: SKNode) -> Bool {
    var node: SKNode? = self
    while let current = node {
      if current === parent { return true }
      node = current.parent
    }
    return false
  }
  open func isEqual(to node: SKNode) -> Bool { self === node }

  /// The first child with the name (`//name` searches the whole tree).
  open func childNode(withName name: String) -> SKNode? {
    if name.hasPrefix("//") {
      let wanted = String(name.dropFirst(2))
      var queue = children
      while !queue.isEmpty {
        let node = queue.removeFirst()
        if node.name == wanted { return node }
        queue += node.children
      }
      return nil
    }
    return children.first { $0.name == name }
  }
  open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for child in children where child.name == name || name == "*" {
      block(child, &stop)
      if stop.boolValue { return }
    }
  }
  open subscript(name: String) -> [SKNode] { children.filter { $0.name == name } }

  /// Actions are kept and never run: a figure is the first frame.
  open func run(_ action: SKAction) {}
  open func run(_ action: SKAction, completion block: @escaping () -> Void) {}
  open func run(_ action: SKAction, withKey key: String) {}
  open func action(forKey key: String) -> SKAction? { nil }
  open func hasActions() -> Bool { false }
  open func removeAction(forKey key: String) {}
  open func removeAllActions() {}

  open func setScale(_ scale: CGFloat) {
    xScale = scale
    yScale = scale
  }

  /// The transform from this node's coordinates to its parent's.
  var toParent: CGAffineTransform {
    CGAffineTransform(translationX: position.x, y: position.y).rotated(by: zRotation).scaledBy(x: xScale, y: yScale)
  }
  /// The transform from this node's coordinates to the scene's.
  var toScene: CGAffineTransform {
    var t = CGAffineTransform.identity
    var node: SKNode? = self
    while let current = node, !(current is SKScene) {
      t = t.concatenating(current.toParent)
      node = current.parent
    }
    return t
  }
  open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
    point.applying(node.toScene).applying(toScene.inverted())
  }
  open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
    point.applying(toScene).applying(node.toScene.inverted())
  }
  open func contains(_ point: CGPoint) -> Bool { frame.contains(point) }
  /// The deepest visible node at a point of this node's coordinates.
  open func atPoint(_ point: CGPoint) -> SKNode { nodes(at: point).first ?? self }
  open func nodes(at point: CGPoint) -> [SKNode] {
    children.reversed().flatMap { child -> [SKNode] in
      guard !child.isHidden else { return [] }
      let local = point.applying(child.toParent.inverted())
      return child.nodes(at: local) + (child.contains(point) ? [child] : [])
    }
  }
  open func calculateAccumulatedFrame() -> CGRect {
    children.reduce(frame) { $0.union($1.calculateAccumulatedFrame().applying(toParent)) }
  }
}


extension UITouch {
  /// Where the touch is in a node's coordinates.
  public func location(in node: SKNode) -> CGPoint { .zero }
  public func previousLocation(in node: SKNode) -> CGPoint { .zero }
}

/// Blending of a sprite or shape with what is beneath.
public enum SKBlendMode: Int, Sendable { case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha }

/// A textured or colored rectangle.
open class SKSpriteNode: SKNode, @unchecked Sendable {
  open var texture: SKTexture?
  open var normalTexture: SKTexture?
  open var color: SKColor = .white
  open var colorBlendFactor: CGFloat = 0
  open var size: CGSize
  /// The point of the sprite at its position: (0.5, 0.5) is its centre.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var blendMode: SKBlendMode = .alpha
  open var lightingBitMask: UInt32 = 0
  open var shadowCastBitMask: UInt32 = 0

  public init(texture: SKTexture?, color: SKColor, size: CGSize) {
    self.texture = texture
    self.color = color
    self.size = size
    super.init()
  }
  public convenience init(texture: SKTexture?) {
    self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
  }
  public convenience init(texture: SKTexture?, size: CGSize) { self.init(texture: texture, color: .white, size: size) }
  public convenience init(imageNamed name: String) {
    let texture = SKTexture(imageNamed: name)
    self.init(texture: texture, color: .white, size: texture.size())
  }
  public convenience init(color: SKColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }
  public override convenience init() { self.init(texture: nil, color: .white, size: .zero) }
  public required init?(coder aDecoder: NSCoder) {
    size = .zero
    super.init(coder: aDecoder)
  }

  open override var frame: CGRect {
    let w = size.width * xScale, h = size.height * yScale
    return CGRect(x: position.x - anchorPoint.x * w, y: position.y - anchorPoint.y * h, width: w, height: h)
  }
  open func scale(to size: CGSize) {
    xScale = self.size.width == 0 ? 1 : size.width / self.size.width
    yScale = self.size.height == 0 ? 1 : size.height / self.size.height
  }
}

/// A node drawn from a Core Graphics path: filled, stroked or both.
open class SKShapeNode: SKNode, @unchecked Sendable {
  open var path: CGPath?
  open var fillColor: SKColor = .clear
  open var strokeColor: SKColor = .white
  open var lineWidth: CGFloat = 1
  open var glowWidth: CGFloat = 0
  open var lineCap: CGLineCap = .butt
  open var lineJoin: CGLineJoin = .miter
  open var isAntialiased = true
  open var fillTexture: SKTexture?
  open var strokeTexture: SKTexture?
  open var blendMode: SKBlendMode = .alpha

  public override init() { super.init() }
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
  public convenience init(path: CGPath) {
    self.init()
    self.path = path
  }
  /// The path moved so that its bounding box is centred on the node.
  public convenience init(path: CGPath, centered: Bool) {
    self.init()
    guard centered else {
      self.path = path
      return
    }
    let box = path.boundingBox
    let moved = CGMutablePath()
    moved.addPath(path, transform: CGAffineTransform(translationX: -box.midX, y: -box.midY))
    self.path = moved
  }
  public convenience init(rect: CGRect) { self.init(path: Self.rounded(rect, 0)) }
  public convenience init(rect: CGRect, cornerRadius: CGFloat) { self.init(path: Self.rounded(rect, cornerRadius)) }
  public convenience init(rectOf size: CGSize) { self.init(rectOf: size, cornerRadius: 0) }
  public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
    self.init(path: Self.rounded(CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius))
  }
  public convenience init(circleOfRadius radius: CGFloat) {
    self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
  }
  public convenience init(ellipseOf size: CGSize) {
    self.init(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
  }
  public convenience init(ellipseIn rect: CGRect) {
    let path = CGMutablePath()
    path.addEllipse(in: rect)
    self.init(path: path)
  }
  public convenience init(points: UnsafeMutablePointer<CGPoint>, count: Int) {
    let path = CGMutablePath()
    path.addLines(between: Array(UnsafeBufferPointer(start: points, count: count)))
    self.init(path: path)
  }
  public convenience init(splinePoints: UnsafeMutablePointer<CGPoint>, count: Int) {
    self.init(points: splinePoints, count: count)
  }

  static func rounded(_ rect: CGRect, _ radius: CGFloat) -> CGPath {
    let path = CGMutablePath()
    if radius > 0 {
      path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    } else {
      path.addRect(rect)
    }
    return path
  }

  open override var frame: CGRect {
    guard let path else { return super.frame }
    return path.boundingBox.applying(toParent)
  }
}

/// How a label lines up with its position.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable { case center, left, right }
public enum SKLabelVerticalAlignmentMode: Int, Sendable { case baseline, center, top, bottom }

/// A line of text.
open class SKLabelNode: SKNode, @unchecked Sendable {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var fontName: String? = "HelveticaNeue-UltraLight"
  open var fontSize: CGFloat = 32
  open var fontColor: SKColor? = .white
  open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
  open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
  open var numberOfLines = 1
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var color: SKColor?
  open var colorBlendFactor: CGFloat = 0
  open var blendMode: SKBlendMode = .alpha

  public override init() { super.init() }
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
  public convenience init(text: String?) {
    self.init()
    self.text = text
  }
  public convenience init(fontNamed fontName: String?) {
    self.init()
    self.fontName = fontName
  }
  public convenience init(attributedText: NSAttributedString?) {
    self.init()
    self.attributedText = attributedText
    text = attributedText?.string
  }
}

/// The scene's camera: what it looks at is the scene's centre.
open class SKCameraNode: SKNode, @unchecked Sendable {
  open func contains(_ node: SKNode) -> Bool { false }
  open func containedNodeSet() -> Set<SKNode> { [] }
}

/// A node whose children are drawn through a Core Image filter: drawn
/// without it.
open class SKEffectNode: SKNode, @unchecked Sendable {
  open var filter: CIFilter?
  open var shouldEnableEffects = false
  open var shouldRasterize = false
  open var shouldCenterFilter = true
  open var blendMode: SKBlendMode = .alpha
}

/// Children masked by another node: drawn unmasked.
open class SKCropNode: SKNode, @unchecked Sendable {
  open var maskNode: SKNode?
}

/// A particle emitter: particles are born over time, so a first frame
/// has none.
open class SKEmitterNode: SKNode, @unchecked Sendable {
  open var particleTexture: SKTexture?
  open var particleBirthRate: CGFloat = 0
  open var numParticlesToEmit = 0
  open var particleLifetime: CGFloat = 0
  open var particleLifetimeRange: CGFloat = 0
  open var particlePositionRange = CGVector(dx: 0, dy: 0)
  open var particleSpeed: CGFloat = 0
  open var particleSpeedRange: CGFloat = 0
  open var emissionAngle: CGFloat = 0
  open var emissionAngleRange: CGFloat = 0
  open var xAcceleration: CGFloat = 0
  open var yAcceleration: CGFloat = 0
  open var particleAlpha: CGFloat = 1
  open var particleAlphaRange: CGFloat = 0
  open var particleAlphaSpeed: CGFloat = 0
  open var particleScale: CGFloat = 1
  open var particleScaleRange: CGFloat = 0
  open var particleScaleSpeed: CGFloat = 0
  open var particleRotation: CGFloat = 0
  open var particleRotationRange: CGFloat = 0
  open var particleRotationSpeed: CGFloat = 0
  open var particleColor: SKColor = .white
  open var particleColorBlendFactor: CGFloat = 0
  open var particleSize: CGSize = .zero
  open var particleBlendMode: SKBlendMode = .alpha
  open var particleColorSequence: SKKeyframeSequence?
  open weak var targetNode: SKNode?
  open func resetSimulation() {}
  open func advanceSimulationTime(_ sec: TimeInterval) {}
}

/// Values over a particle's life (colors, scales).
open class SKKeyframeSequence: @unchecked Sendable {
  public init(keyframeValues values: [Any], times: [NSNumber]) {}
  public init(capacity numItems: Int) {}
}

/// A sound played from the scene: silent on Linux.
open class SKAudioNode: SKNode, @unchecked Sendable {
  open var autoplayLooped = true
  open var isPositional = true
  public convenience init(fileNamed name: String) { self.init() }
  public convenience init(url: URL) { self.init() }
}

/// A light: scenes are drawn unlit.
open class SKLightNode: SKNode, @unchecked Sendable {
  open var isEnabled = true
  open var lightColor: SKColor = .white
  open var ambientColor: SKColor = .black
  open var falloff: CGFloat = 1
  open var categoryBitMask: UInt32 = 1
}

/// A custom fragment shader: kept, not run (nodes draw without it).
open class SKShader: @unchecked Sendable {
  open var source: String?
  open var uniforms: [SKUniform] = []
  open var attributes: [SKAttribute] = []
  public init() {}
  public init(source: String) { self.source = source }
  public init(source: String, uniforms: [SKUniform]) {
    self.source = source
    self.uniforms = uniforms
  }
  public convenience init(fileNamed name: String) { self.init() }
  open func addUniform(_ uniform: SKUniform) { uniforms.append(uniform) }
  open func uniformNamed(_ name: String) -> SKUniform? { uniforms.first { $0.name == name } }
  open func removeUniformNamed(_ name: String) { uniforms.removeAll { $0.name == name } }
}
open class SKUniform: @unchecked Sendable {
  public let name: String
  open var floatValue: Float = 0
  open var textureValue: SKTexture?
  public init(name: String) { self.name = name }
  public init(name: String, float value: Float) {
    self.name = name
    floatValue = value
  }
  public init(name: String, texture: SKTexture?) {
    self.name = name
    textureValue = texture
  }
  public init(name: String, vectorFloat2 value: SIMD2<Float>) { self.name = name }
  public init(name: String, vectorFloat3 value: SIMD3<Float>) { self.name = name }
  public init(name: String, vectorFloat4 value: SIMD4<Float>) { self.name = name }
}
open class SKAttribute: @unchecked Sendable {
  public let name: String
  public init(name: String, type: SKAttributeType) { self.name = name }
}
public enum SKAttributeType: Int, Sendable { case none, float, vectorFloat2, vectorFloat3, vectorFloat4, halfFloat }

extension SKSpriteNode {
  /// The sprite's shader: kept, not run.
  public var shader: SKShader? {
    get { userData?["_plumbShader"] as? SKShader }
    set {
      if userData == nil { userData = NSMutableDictionary() }
      userData?["_plumbShader"] = newValue
    }
  }
}

// MARK: - Tile maps

/// A grid of tiles: kept; a figure draws no tiles.
open class SKTileMapNode: SKNode, @unchecked Sendable {
  open var numberOfColumns: Int
  open var numberOfRows: Int
  open var tileSize: CGSize
  open var tileSet: SKTileSet
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var enableAutomapping = false
  public init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize) {
    self.tileSet = tileSet
    numberOfColumns = columns
    numberOfRows = rows
    self.tileSize = tileSize
    super.init()
  }
  public convenience init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize, fillWith tileGroup: SKTileGroup) {
    self.init(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize)
  }
  public required init?(coder aDecoder: NSCoder) { nil }
  open func setTileGroup(_ tileGroup: SKTileGroup?, forColumn column: Int, row: Int) {}
  open func tileGroup(atColumn column: Int, row: Int) -> SKTileGroup? { nil }
  open func fill(with tileGroup: SKTileGroup?) {}
  open func centerOfTile(atColumn column: Int, row: Int) -> CGPoint {
    CGPoint(
      x: (CGFloat(column) + 0.5 - anchorPoint.x * CGFloat(numberOfColumns)) * tileSize.width,
      y: (CGFloat(row) + 0.5 - anchorPoint.y * CGFloat(numberOfRows)) * tileSize.height)
  }
  open func tileColumnIndex(fromPosition position: CGPoint) -> Int {
    Int(((position.x / max(tileSize.width, 1)) + anchorPoint.x * CGFloat(numberOfColumns)).rounded(.down))
  }
  open func tileRowIndex(fromPosition position: CGPoint) -> Int {
    Int(((position.y / max(tileSize.height, 1)) + anchorPoint.y * CGFloat(numberOfRows)).rounded(.down))
  }
}
public enum SKTileSetType: UInt, Sendable { case grid, isometric, hexagonalFlat, hexagonalPointy }
open class SKTileSet: @unchecked Sendable {
  open var tileGroups: [SKTileGroup]
  open var name: String?
  open var type: SKTileSetType = .grid
  open var defaultTileSize = CGSize(width: 32, height: 32)
  public init(tileGroups: [SKTileGroup]) { self.tileGroups = tileGroups }
  public init(tileGroups: [SKTileGroup], tileSetType: SKTileSetType) {
    self.tileGroups = tileGroups
    type = tileSetType
  }
  public convenience init?(named name: String) { return nil }
}
open class SKTileGroup: @unchecked Sendable {
  open var name: String?
  open var rules: [SKTileGroupRule]
  public init(tileDefinition: SKTileDefinition) { rules = [SKTileGroupRule(adjacency: .adjacencyAll, tileDefinitions: [tileDefinition])] }
  public init(rules: [SKTileGroupRule]) { self.rules = rules }
  public static func empty() -> SKTileGroup { SKTileGroup(rules: []) }
}
public struct SKTileAdjacencyMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let adjacencyAll = SKTileAdjacencyMask(rawValue: 0xFF)
}
open class SKTileGroupRule: @unchecked Sendable {
  open var adjacency: SKTileAdjacencyMask
  open var tileDefinitions: [SKTileDefinition]
  public init(adjacency: SKTileAdjacencyMask, tileDefinitions: [SKTileDefinition]) {
    self.adjacency = adjacency
    self.tileDefinitions = tileDefinitions
  }
}
open class SKTileDefinition: @unchecked Sendable {
  open var textures: [SKTexture]
  open var size: CGSize
  open var name: String?
  open var timePerFrame: CGFloat = 0
  public init(texture: SKTexture) {
    textures = [texture]
    size = texture.size()
  }
  public init(texture: SKTexture, size: CGSize) {
    textures = [texture]
    self.size = size
  }
  public init(textures: [SKTexture], size: CGSize, timePerFrame: CGFloat) {
    self.textures = textures
    self.size = size
    self.timePerFrame = timePerFrame
  }
}

// MARK: - Scenes

/// How a scene fills a view of another size.
public enum SKSceneScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }

/// A scene's per-frame callbacks, handed to an object other than the scene.
public protocol SKSceneDelegate: AnyObject {
  func update(_ currentTime: TimeInterval, for scene: SKScene)
  func didEvaluateActions(for scene: SKScene)
  func didSimulatePhysics(for scene: SKScene)
  func didFinishUpdate(for scene: SKScene)
}
extension SKSceneDelegate {
  public func update(_ currentTime: TimeInterval, for scene: SKScene) {}
  public func didEvaluateActions(for scene: SKScene) {}
  public func didSimulatePhysics(for scene: SKScene) {}
  public func didFinishUpdate(for scene: SKScene) {}
}

/// The root of a SpriteKit tree: its size, background and physics world.
/// Its coordinates put (0, 0) at `anchorPoint` of the scene (the
/// bottom-left corner by default), y pointing up.
open class SKScene: SKEffectNode, @unchecked Sendable {
  open var size: CGSize {
    didSet { if size != oldValue { didChangeSize(oldValue) } }
  }
  open var scaleMode: SKSceneScaleMode = .fill
  /// SpriteKit's default: a dark gray (0.15, 0.15, 0.15).
  open var backgroundColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
  open var anchorPoint: CGPoint = .zero
  open var camera: SKCameraNode?
  open var listener: SKNode?
  open var physicsWorld = SKPhysicsWorld()
  open weak var delegate: SKSceneDelegate?
  open internal(set) weak var view: SKView?
  /// Whether `SpriteView` presented it (its `didMove(to:)` called).
  var presented = false

  public init(size: CGSize) {
    self.size = size
    super.init()
    sceneDidLoad()
  }
  public override convenience init() { self.init(size: CGSize(width: 1, height: 1)) }
  public required init?(coder aDecoder: NSCoder) {
    size = CGSize(width: 1, height: 1)
    super.init(coder: aDecoder)
  }

  open func sceneDidLoad() {}
  open func didMove(to view: SKView) {}
  open func willMove(from view: SKView) {}
  open func didChangeSize(_ oldSize: CGSize) {}
  open func update(_ currentTime: TimeInterval) {}
  open func didEvaluateActions() {}
  open func didSimulatePhysics() {}
  open func didApplyConstraints() {}
  open func didFinishUpdate() {}

  open override var frame: CGRect {
    CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
  }
  open func convertPoint(fromView point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - anchorPoint.x * size.width, y: size.height - point.y - anchorPoint.y * size.height)
  }
  open func convertPoint(toView point: CGPoint) -> CGPoint {
    CGPoint(x: point.x + anchorPoint.x * size.width, y: size.height - (point.y + anchorPoint.y * size.height))
  }

  /// Presents the scene in a view, as SpriteKit does before its first
  /// frame: `didMove(to:)` once, then one `update(_:)`.
  func present(in view: SKView, size viewSize: CGSize) {
    if scaleMode == .resizeFill, viewSize.width > 0, viewSize.height > 0 { size = viewSize }
    guard !presented else { return }
    presented = true
    self.view = view
    didMove(to: view)
    delegate?.update(0, for: self)
    update(0)
    didEvaluateActions()
    didSimulatePhysics()
    didFinishUpdate()
  }
}

/// A UIKit view presenting a scene (in a `UIViewRepresentable`): it keeps
/// the scene, which `SpriteView` draws; the view itself is a placeholder.
open class SKView: UIView {
  open private(set) var scene: SKScene?
  open var isPaused = false
  open var ignoresSiblingOrder = false
  open var showsFPS = false
  open var showsNodeCount = false
  open var showsDrawCount = false
  open var showsPhysics = false
  open var showsFields = false
  open var showsQuadCount = false
  open var allowsTransparency = false
  open var shouldCullNonVisibleNodes = true
  open var preferredFramesPerSecond = 60
  open func presentScene(_ scene: SKScene?) {
    self.scene = scene
    scene?.present(in: self, size: frame.size)
  }
  open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }
  open func texture(from node: SKNode) -> SKTexture? { nil }
  open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint { scene.convertPoint(fromView: point) }
  open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint { scene.convertPoint(toView: point) }
}

/// How one scene replaces another: a still figure shows the new scene.
open class SKTransition: @unchecked Sendable {
  public var pausesIncomingScene = true
  public var pausesOutgoingScene = true
  init() {}
  public static func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func fade(with color: SKColor, duration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
  public static func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
}
public enum SKTransitionDirection: Int, Sendable { case up, down, right, left }

// MARK: - Textures

/// An image a sprite draws: an image file the catalog finds (Fixtures or
/// an asset catalog), or a UIImage.
open class SKTexture: @unchecked Sendable {
  public enum FilteringMode: Int, Sendable { case nearest, linear }
  let imageName: String?
  let pixelSize: CGSize
  open var filteringMode: FilteringMode = .linear
  open var usesMipmaps = false
  open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

  public init(imageNamed name: String) {
    imageName = name
    pixelSize = ImageCatalog.pointSize(named: name) ?? .zero
  }
  public init(image: UIImage) {
    imageName = nil
    pixelSize = image.size
  }
  public init(rect: CGRect, in texture: SKTexture) {
    imageName = texture.imageName
    pixelSize = CGSize(width: texture.pixelSize.width * rect.width, height: texture.pixelSize.height * rect.height)
  }
  open func size() -> CGSize { pixelSize }
  open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
  public static func preload(_ textures: [SKTexture], withCompletionHandler handler: @escaping () -> Void) { handler() }
}

/// Textures packed together, looked up by name.
open class SKTextureAtlas: @unchecked Sendable {
  let name: String
  public init(named name: String) { self.name = name }
  open var textureNames: [String] { [] }
  open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }
  open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
}

// MARK: - Actions

/// How an action eases over its duration.
public enum SKActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// Something a node does over time. Kept with its duration and never run:
/// a figure is the first frame.
open class SKAction: @unchecked Sendable {
  open var duration: TimeInterval
  open var timingMode: SKActionTimingMode = .linear
  open var timingFunction: ((Float) -> Float)?
  open var speed: CGFloat = 1
  init(duration: TimeInterval) { self.duration = duration }
  open func reversed() -> SKAction { SKAction(duration: duration) }

  static func timed(_ duration: TimeInterval) -> SKAction { SKAction(duration: max(0, duration)) }

  public static func move(by delta: CGVector, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func moveBy(x: CGFloat, y: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func move(to location: CGPoint, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
    timed(duration)
  }
  public static func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func scale(to size: CGSize, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func fadeIn(withDuration duration: TimeInterval) -> SKAction { timed(duration) }
  public static func fadeOut(withDuration duration: TimeInterval) -> SKAction { timed(duration) }
  public static func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func hide() -> SKAction { timed(0) }
  public static func unhide() -> SKAction { timed(0) }
  public static func colorize(with color: SKColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
    timed(duration)
  }
  public static func colorize(withColorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func setTexture(_ texture: SKTexture) -> SKAction { timed(0) }
  public static func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { timed(0) }
  public static func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
    timed(sec * Double(textures.count))
  }
  public static func animate(
    with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool
  ) -> SKAction { timed(sec * Double(textures.count)) }
  public static func follow(_ path: CGPath, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval)
    -> SKAction
  { timed(duration) }
  public static func follow(_ path: CGPath, speed: CGFloat) -> SKAction { timed(0) }
  public static func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
    timed(0)
  }
  public static func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func wait(forDuration duration: TimeInterval) -> SKAction { timed(duration) }
  public static func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
    timed(duration)
  }
  public static func removeFromParent() -> SKAction { timed(0) }
  public static func run(_ block: @escaping () -> Void) -> SKAction { timed(0) }
  public static func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { timed(0) }
  public static func run(_ action: SKAction, onChildWithName name: String) -> SKAction { timed(action.duration) }
  public static func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void)
    -> SKAction
  { timed(duration) }
  public static func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction { timed(0) }
  public static func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction { timed(duration) }
  public static func applyAngularImpulse(_ impulse: CGFloat, duration: TimeInterval) -> SKAction { timed(duration) }
  /// One after another: the durations add up.
  public static func sequence(_ actions: [SKAction]) -> SKAction { timed(actions.reduce(0) { $0 + $1.duration }) }
  /// All at once: as long as the longest.
  public static func group(_ actions: [SKAction]) -> SKAction { timed(actions.map(\.duration).max() ?? 0) }
  public static func `repeat`(_ action: SKAction, count: Int) -> SKAction { timed(action.duration * Double(max(0, count))) }
  public static func repeatForever(_ action: SKAction) -> SKAction { timed(.infinity) }
}

// MARK: - Physics

/// A node's body in the physics world: kept, never simulated.
open class SKPhysicsBody: @unchecked Sendable {
  open var isDynamic = true
  open var affectedByGravity = true
  open var allowsRotation = true
  open var isResting = false
  open var pinned = false
  open var mass: CGFloat = 1
  open var density: CGFloat = 1
  open var area: CGFloat = 0
  open var friction: CGFloat = 0.2
  open var restitution: CGFloat = 0.2
  open var linearDamping: CGFloat = 0.1
  open var angularDamping: CGFloat = 0.1
  open var charge: CGFloat = 0
  open var velocity = CGVector(dx: 0, dy: 0)
  open var angularVelocity: CGFloat = 0
  open var categoryBitMask: UInt32 = 0xFFFF_FFFF
  open var collisionBitMask: UInt32 = 0xFFFF_FFFF
  open var contactTestBitMask: UInt32 = 0
  open var fieldBitMask: UInt32 = 0xFFFF_FFFF
  open var usesPreciseCollisionDetection = false
  open internal(set) weak var node: SKNode?

  init() {}
  public convenience init(circleOfRadius r: CGFloat) { self.init() }
  public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init() }
  public convenience init(rectangleOf s: CGSize) { self.init() }
  public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init() }
  public convenience init(polygonFrom path: CGPath) { self.init() }
  public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init() }
  public convenience init(edgeChainFrom path: CGPath) { self.init() }
  public convenience init(edgeLoopFrom path: CGPath) { self.init() }
  public convenience init(edgeLoopFrom rect: CGRect) { self.init() }
  public convenience init(texture: SKTexture, size: CGSize) { self.init() }
  public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init() }
  public convenience init(bodies: [SKPhysicsBody]) { self.init() }

  open func applyForce(_ force: CGVector) {}
  open func applyForce(_ force: CGVector, at point: CGPoint) {}
  open func applyTorque(_ torque: CGFloat) {}
  open func applyImpulse(_ impulse: CGVector) {}
  open func applyImpulse(_ impulse: CGVector, at point: CGPoint) {}
  open func applyAngularImpulse(_ impulse: CGFloat) {}
  open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// The scene's physics: its gravity and contact delegate, never stepped.
open class SKPhysicsWorld: @unchecked Sendable {
  open var gravity = CGVector(dx: 0, dy: -9.8)
  open var speed: CGFloat = 1
  open weak var contactDelegate: SKPhysicsContactDelegate?
  init() {}
  open func add(_ joint: SKPhysicsJoint) {}
  open func remove(_ joint: SKPhysicsJoint) {}
  open func removeAllJoints() {}
  open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
  open func body(in rect: CGRect) -> SKPhysicsBody? { nil }
}

/// Two bodies touching: never reported, nothing moves.
open class SKPhysicsContact: @unchecked Sendable {
  public let bodyA: SKPhysicsBody
  public let bodyB: SKPhysicsBody
  public var contactPoint: CGPoint = .zero
  public var contactNormal = CGVector(dx: 0, dy: 0)
  public var collisionImpulse: CGFloat = 0
  init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}

public protocol SKPhysicsContactDelegate: AnyObject {
  func didBegin(_ contact: SKPhysicsContact)
  func didEnd(_ contact: SKPhysicsContact)
}
extension SKPhysicsContactDelegate {
  public func didBegin(_ contact: SKPhysicsContact) {}
  public func didEnd(_ contact: SKPhysicsContact) {}
}

open class SKPhysicsJoint: @unchecked Sendable {
  open var bodyA: SKPhysicsBody?
  open var bodyB: SKPhysicsBody?
  init() {}
}
open class SKPhysicsJointPin: SKPhysicsJoint, @unchecked Sendable {
  public static func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointPin {
    SKPhysicsJointPin()
  }
}
open class SKPhysicsJointFixed: SKPhysicsJoint, @unchecked Sendable {
  public static func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointFixed {
    SKPhysicsJointFixed()
  }
}

/// A limit a node keeps to (distance, orientation, position): kept.
open class SKConstraint: @unchecked Sendable {
  open var enabled = true
  init() {}
  public static func distance(_ range: SKRange, to node: SKNode) -> SKConstraint { SKConstraint() }
  public static func distance(_ range: SKRange, to point: CGPoint) -> SKConstraint { SKConstraint() }
  public static func orient(to node: SKNode, offset radians: SKRange) -> SKConstraint { SKConstraint() }
  public static func orient(to point: CGPoint, offset radians: SKRange) -> SKConstraint { SKConstraint() }
  public static func positionX(_ range: SKRange) -> SKConstraint { SKConstraint() }
  public static func positionY(_ range: SKRange) -> SKConstraint { SKConstraint() }
  public static func positionX(_ xRange: SKRange, y yRange: SKRange) -> SKConstraint { SKConstraint() }
  public static func zRotation(_ range: SKRange) -> SKConstraint { SKConstraint() }
}

open class SKRange: @unchecked Sendable {
  open var lowerLimit: CGFloat
  open var upperLimit: CGFloat
  public init(lowerLimit lower: CGFloat, upperLimit upper: CGFloat) {
    lowerLimit = lower
    upperLimit = upper
  }
  public convenience init(constantValue value: CGFloat) { self.init(lowerLimit: value, upperLimit: value) }
  public convenience init(lowerLimit lower: CGFloat) { self.init(lowerLimit: lower, upperLimit: .infinity) }
  public convenience init(upperLimit upper: CGFloat) { self.init(lowerLimit: -.infinity, upperLimit: upper) }
  public convenience init(value: CGFloat, variance: CGFloat) { self.init(lowerLimit: value - variance, upperLimit: value + variance) }
}

// MARK: - SwiftUI

/// SwiftUI's view of a SpriteKit scene: it takes the space offered (a
/// flexible view, as a color), presents the scene and draws its first
/// frame: the background (unless `.allowsTransparency`), then the nodes —
/// parents before children, siblings by `zPosition` then in order — with
/// the scene fitted by its scale mode.
///
/// Child proposal: none (the scene is drawn, not laid out).
/// Own size: the proposal (10 × 10 where unproposed).
/// Placement: the scene's rectangle by its scale mode, y up.
public struct SpriteView: View {
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let allowsTransparency = Options(rawValue: 1)
    public static let ignoresSiblingOrder = Options(rawValue: 2)
    public static let shouldCullNonVisibleNodes = Options(rawValue: 4)
  }
  public struct DebugOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let showsDrawCount = DebugOptions(rawValue: 1)
    public static let showsFields = DebugOptions(rawValue: 2)
    public static let showsFPS = DebugOptions(rawValue: 4)
    public static let showsNodeCount = DebugOptions(rawValue: 8)
    public static let showsPhysics = DebugOptions(rawValue: 16)
    public static let showsQuadCount = DebugOptions(rawValue: 32)
  }

  let scene: SKScene
  let options: Options

  public init(
    scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
    options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }
  ) {
    self.scene = scene
    self.options = options
  }

  public var body: some View {
    let scene = scene, options = options
    Canvas { context, size in
      let view = SKView()
      view.frame = CGRect(origin: .zero, size: size)
      view.allowsTransparency = options.contains(.allowsTransparency)
      scene.present(in: view, size: size)
      SceneDrawing.draw(scene, in: &context, size: size, transparent: options.contains(.allowsTransparency))
    }
  }
}

/// Draws a scene's tree into a canvas.
enum SceneDrawing {
  static func draw(_ scene: SKScene, in context: inout GraphicsContext, size: CGSize, transparent: Bool) {
    if !transparent {
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(uiColor: scene.backgroundColor)))
    }
    let s = scene.size
    guard s.width > 0, s.height > 0, size.width > 0, size.height > 0 else { return }
    var sx = size.width / s.width, sy = size.height / s.height
    switch scene.scaleMode {
    case .fill: break
    case .aspectFill: sx = max(sx, sy); sy = sx
    case .aspectFit: sx = min(sx, sy); sy = sx
    case .resizeFill: sx = 1; sy = 1
    }
    // The scene's rectangle centred in the view, y flipped to point up,
    // the origin at the scene's anchor point.
    context.translateBy(x: (size.width - s.width * sx) / 2, y: (size.height + s.height * sy) / 2)
    context.scaleBy(x: sx, y: -sy)
    context.translateBy(x: scene.anchorPoint.x * s.width, y: scene.anchorPoint.y * s.height)
    if let camera = scene.camera {
      context.translateBy(x: -camera.position.x, y: -camera.position.y)
    }
    drawChildren(of: scene, in: context)
  }

  static func drawChildren(of node: SKNode, in context: GraphicsContext) {
    // Siblings by zPosition, then in the order they were added.
    let ordered = node.children.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
    }
    for (_, child) in ordered where !child.isHidden && child.alpha > 0 {
      var inner = context
      inner.concatenate(child.toParent)
      inner.opacity *= Double(child.alpha)
      drawNode(child, in: inner)
      drawChildren(of: child, in: inner)
    }
  }

  static func visible(_ color: SKColor) -> Bool { Color(uiColor: color).resolve(in: .light).alpha > 0 }

  static func drawNode(_ node: SKNode, in context: GraphicsContext) {
    switch node {
    case let shape as SKShapeNode:
      guard let cgPath = shape.path else { return }
      let path = Path(cgPath)
      if visible(shape.fillColor) {
        context.fill(path, with: .color(Color(uiColor: shape.fillColor)))
      }
      if shape.lineWidth > 0, visible(shape.strokeColor) {
        context.stroke(
          path, with: .color(Color(uiColor: shape.strokeColor)),
          style: StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin))
      }
    case let sprite as SKSpriteNode:
      let rect = CGRect(
        x: -sprite.anchorPoint.x * sprite.size.width, y: -sprite.anchorPoint.y * sprite.size.height,
        width: sprite.size.width, height: sprite.size.height)
      if let name = sprite.texture?.imageName {
        context.draw(Image(name), in: rect)
      } else if sprite.texture == nil {
        context.fill(Path(rect), with: .color(Color(uiColor: sprite.color)))
      }
    case let label as SKLabelNode:
      guard let text = label.text, !text.isEmpty else { return }
      // The canvas draws text upright at its anchor: in the flipped
      // scene, the top of the text is the anchor's bottom.
      let x: CGFloat = label.horizontalAlignmentMode == .left ? 0 : label.horizontalAlignmentMode == .right ? 1 : 0.5
      let y: CGFloat
      switch label.verticalAlignmentMode {
      case .baseline, .bottom: y = 1
      case .center: y = 0.5
      case .top: y = 0
      }
      context.draw(
        Text(text).font(.custom(label.fontName ?? "Helvetica", size: label.fontSize))
          .foregroundColor(Color(uiColor: label.fontColor ?? .white)),
        at: .zero, anchor: UnitPoint(x: x, y: y))
    default:
      break
    }
  }
}
