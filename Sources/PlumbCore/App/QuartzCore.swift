import Foundation

#if os(Linux) || !canImport(UIKit)
// Core Animation, as view code reaches it: a view's layer, the layers code
// adds (shapes, gradients, emitters) and the animations it adds to them.
// What is set is kept, never drawn or run: a UIKit or AppKit view wrapped by
// a representable is a placeholder in a figure, and a still image has no
// time for an animation to run in.

/// Core Animation's layer: what code sets on it is kept, never drawn.
open class CALayer: NSObject, @unchecked Sendable {
  public override init() {}
  /// A new layer of this class, for a view whose `layerClass` names it
  /// (a layer's initializers are not `required`, so each class says).
  open class func _plumbMake() -> CALayer { CALayer() }
  public init(layer: Any) {}
  public required init?(coder: NSCoder) {}
  public var cornerRadius: CGFloat = 0
  public var cornerCurve: CALayerCornerCurve = .circular
  public var masksToBounds = false
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor?
  public var backgroundColor: CGColor?
  public var shadowColor: CGColor?
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowPath: CGPath?
  public var opacity: Float = 1
  public var frame: CGRect = .zero
  public var bounds: CGRect = .zero
  public var position: CGPoint = .zero
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  public var zPosition: CGFloat = 0
  public var transform = CATransform3DIdentity
  public var contents: Any?
  public var contentsGravity: CALayerContentsGravity = .resize
  public var contentsScale: CGFloat = 1
  public var rasterizationScale: CGFloat = 1
  public var shouldRasterize = false
  public var isHidden = false
  public var isOpaque = false
  public var name: String?
  public var mask: CALayer?
  public var compositingFilter: Any?
  public var filters: [Any]?
  public var backgroundFilters: [Any]?
  public weak var delegate: (any CALayerDelegate)?
  public var autoresizingMask: CAAutoresizingMask = []
  public var needsDisplayOnBoundsChange = false
  public var allowsGroupOpacity = true
  public var allowsEdgeAntialiasing = false
  public var drawsAsynchronously = false
  public var minificationFilter: CALayerContentsFilter = .linear
  public var magnificationFilter: CALayerContentsFilter = .linear
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  public var sublayers: [CALayer]?
  public private(set) weak var superlayer: CALayer?
  public func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayer(layer, at: 0) }
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { addSublayer(layer) }
  public func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  /// The animation is kept, never run.
  public func add(_ animation: CAAnimation, forKey key: String?) {}
  public func removeAnimation(forKey key: String) {}
  public func removeAllAnimations() {}
  public func animation(forKey key: String) -> CAAnimation? { nil }
  public func animationKeys() -> [String]? { nil }
  /// The layer as on screen: itself, since nothing animates.
  public func presentation() -> Self? { self }
  public func model() -> Self { self }
  open func layoutSublayers() {}
  open func draw(in ctx: Any) {}
  /// Draws the layer into a context (a snapshot): layers hold no pixels
  /// on Linux, so nothing is drawn.
  public func render(in ctx: CGContext) {}
  open func display() {}
  public func setNeedsDisplay() {}
  public func setNeedsLayout() {}
  public func layoutIfNeeded() {}
  public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
  public func affineTransform() -> CGAffineTransform {
    CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
  }
  public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { p }
  public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { p }
  public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
  public func hitTest(_ p: CGPoint) -> CALayer? { nil }
}
public enum CALayerCornerCurve: Sendable { case circular, continuous }
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let nearest = Self(rawValue: "nearest")
  public static let trilinear = Self(rawValue: "trilinear")
}
public struct CAAutoresizingMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let layerMinXMargin = CAAutoresizingMask(rawValue: 1)
  public static let layerWidthSizable = CAAutoresizingMask(rawValue: 2)
  public static let layerMaxXMargin = CAAutoresizingMask(rawValue: 4)
  public static let layerMinYMargin = CAAutoresizingMask(rawValue: 8)
  public static let layerHeightSizable = CAAutoresizingMask(rawValue: 16)
  public static let layerMaxYMargin = CAAutoresizingMask(rawValue: 32)
}
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = Self(rawValue: "center")
  public static let top = Self(rawValue: "top")
  public static let bottom = Self(rawValue: "bottom")
  public static let resize = Self(rawValue: "resize")
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}
/// What a layer asks its delegate: never called in a figure.
public protocol CALayerDelegate: AnyObject {
  func display(_ layer: CALayer)
  func draw(_ layer: CALayer, in ctx: Any)
  func layoutSublayers(of layer: CALayer)
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}
extension CALayerDelegate {
  public func display(_ layer: CALayer) {}
  public func draw(_ layer: CALayer, in ctx: Any) {}
  public func layoutSublayers(of layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
public protocol CAAction {}
/// The Mac's content-scale delegate: never called.
public protocol NSViewLayerContentScaleDelegate: AnyObject {
  func layer(_ layer: CALayer, shouldInheritContentsScale newScale: CGFloat, from window: Any) -> Bool
}
extension NSViewLayerContentScaleDelegate {
  public func layer(_ layer: CALayer, shouldInheritContentsScale newScale: CGFloat, from window: Any) -> Bool { true }
}

/// A layer drawing a path.
open class CAShapeLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { CAShapeLayer() }
  public var path: CGPath?
  public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  public var strokeColor: CGColor?
  public var lineWidth: CGFloat = 1
  public var strokeStart: CGFloat = 0
  public var strokeEnd: CGFloat = 1
  public var lineCap: CAShapeLayerLineCap = .butt
  public var lineJoin: CAShapeLayerLineJoin = .miter
  public var lineDashPattern: [NSNumber]?
  public var lineDashPhase: CGFloat = 0
  public var miterLimit: CGFloat = 10
  public var fillRule: CAShapeLayerFillRule = .nonZero
}
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// A layer filling itself with a gradient.
open class CAGradientLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { CAGradientLayer() }
  public var colors: [Any]?
  public var locations: [NSNumber]?
  public var startPoint = CGPoint(x: 0.5, y: 0)
  public var endPoint = CGPoint(x: 0.5, y: 1)
  public var type: CAGradientLayerType = .axial
}
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = Self(rawValue: "axial")
  public static let radial = Self(rawValue: "radial")
  public static let conic = Self(rawValue: "conic")
}
open class CATextLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { CATextLayer() }
  public var string: Any?
  public var font: Any?
  public var fontSize: CGFloat = 36
  public var foregroundColor: CGColor?
  public var alignmentMode: CATextLayerAlignmentMode = .natural
  public var isWrapped = false
}
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { CAReplicatorLayer() }
  public var instanceCount = 1
  public var instanceDelay: CFTimeInterval = 0
  public var instanceTransform = CATransform3DIdentity
  public var instanceColor: CGColor?
}

/// A particle emitter: never emits in a still image.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { CAEmitterLayer() }
  public var emitterCells: [CAEmitterCell]?
  public var emitterPosition: CGPoint = .zero
  public var emitterZPosition: CGFloat = 0
  public var emitterSize: CGSize = .zero
  public var emitterShape: CAEmitterLayerEmitterShape = .point
  public var emitterMode: CAEmitterLayerEmitterMode = .volume
  public var renderMode: CAEmitterLayerRenderMode = .unordered
  public var birthRate: Float = 1
  public var lifetime: Float = 1
  public var velocity: Float = 1
  public var scale: Float = 1
  public var spin: Float = 1
  public var seed: UInt32 = 0
  public var beginTime: CFTimeInterval = 0
}
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = Self(rawValue: "point")
  public static let line = Self(rawValue: "line")
  public static let rectangle = Self(rawValue: "rectangle")
  public static let cuboid = Self(rawValue: "cuboid")
  public static let circle = Self(rawValue: "circle")
  public static let sphere = Self(rawValue: "sphere")
}
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = Self(rawValue: "points")
  public static let outline = Self(rawValue: "outline")
  public static let surface = Self(rawValue: "surface")
  public static let volume = Self(rawValue: "volume")
}
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = Self(rawValue: "unordered")
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  public static let oldestLast = Self(rawValue: "oldestLast")
  public static let backToFront = Self(rawValue: "backToFront")
  public static let additive = Self(rawValue: "additive")
}
open class CAEmitterCell: NSObject, @unchecked Sendable {
  public override init() {}
  public var name: String?
  public var contents: Any?
  public var color: CGColor?
  public var birthRate: Float = 0
  public var lifetime: Float = 0
  public var lifetimeRange: Float = 0
  public var velocity: CGFloat = 0
  public var velocityRange: CGFloat = 0
  public var xAcceleration: CGFloat = 0
  public var yAcceleration: CGFloat = 0
  public var zAcceleration: CGFloat = 0
  public var emissionLongitude: CGFloat = 0
  public var emissionLatitude: CGFloat = 0
  public var emissionRange: CGFloat = 0
  public var scale: CGFloat = 1
  public var scaleRange: CGFloat = 0
  public var scaleSpeed: CGFloat = 0
  public var spin: CGFloat = 0
  public var spinRange: CGFloat = 0
  public var alphaRange: Float = 0
  public var alphaSpeed: Float = 0
  public var redRange: Float = 0
  public var greenRange: Float = 0
  public var blueRange: Float = 0
  public var beginTime: CFTimeInterval = 0
  public var duration: CFTimeInterval = 0
  public var emitterCells: [CAEmitterCell]?
  public var contentsScale: CGFloat = 1
}

// MARK: Animations

/// An animation added to a layer: kept, never run.
open class CAAnimation: NSObject, @unchecked Sendable {
  public override init() {}
  public var preferredFrameRateRange = CAFrameRateRange.default
  public var duration: CFTimeInterval = 0
  public var beginTime: CFTimeInterval = 0
  public var timeOffset: CFTimeInterval = 0
  public var repeatCount: Float = 0
  public var repeatDuration: CFTimeInterval = 0
  public var autoreverses = false
  public var speed: Float = 1
  public var fillMode: CAMediaTimingFillMode = .removed
  public var isRemovedOnCompletion = true
  public var timingFunction: CAMediaTimingFunction?
  public weak var delegate: (any CAAnimationDelegate)?
}
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  public var keyPath: String?
  public var isAdditive = false
  public var isCumulative = false
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?
}
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  public var mass: CGFloat = 1
  public var stiffness: CGFloat = 100
  public var damping: CGFloat = 10
  public var initialVelocity: CGFloat = 0
  public var settlingDuration: CFTimeInterval { 1 }
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) { self.init() }
}
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  public var values: [Any]?
  public var keyTimes: [NSNumber]?
  public var path: CGPath?
  public var timingFunctions: [CAMediaTimingFunction]?
  public var calculationMode: CAAnimationCalculationMode = .linear
}
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let discrete = Self(rawValue: "discrete")
  public static let paced = Self(rawValue: "paced")
  public static let cubic = Self(rawValue: "cubic")
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  public var animations: [CAAnimation]?
}
open class CATransition: CAAnimation, @unchecked Sendable {
  public var type: CATransitionType = .fade
  public var subtype: CATransitionSubtype?
}
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
}
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = Self(rawValue: "fromRight")
  public static let fromLeft = Self(rawValue: "fromLeft")
  public static let fromTop = Self(rawValue: "fromTop")
  public static let fromBottom = Self(rawValue: "fromBottom")
}
/// What an animation tells its delegate: never called.
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
  public static let removed = Self(rawValue: "removed")
}
public final class CAMediaTimingFunction: @unchecked Sendable {
  public init(name: CAMediaTimingFunctionName) {}
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}
/// Groups layer changes: the block runs at once, nothing animates.
public enum CATransaction {
  public static func begin() {}
  public static func commit() {}
  public static func flush() {}
  public static func setDisableActions(_ flag: Bool) {}
  public static func setAnimationDuration(_ dur: CFTimeInterval) {}
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  public static func setCompletionBlock(_ block: (() -> Void)?) {}
}
/// A preferred frame rate range (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// A 3D transform (4×4, row vectors as in Core Animation).
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
  public init() { self = CATransform3DIdentity }
}
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
  m43: 0, m44: 1)
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  func row(_ t: CATransform3D, _ i: Int) -> [CGFloat] {
    [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]][i]
  }
  var m = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    let r = row(a, i)
    for j in 0..<4 { m[i][j] = (0..<4).reduce(0) { $0 + r[$1] * row(b, $1)[j] } }
  }
  return CATransform3D(
    m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
    m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3], m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
}
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}
/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle), s = sin(angle), t = 1 - c
  return CATransform3D(
    m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
    m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
    m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{ CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t) }
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
/// The affine part of a 3D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m14 == 0
    && t.m24 == 0 && t.m44 == 1
}
#endif
