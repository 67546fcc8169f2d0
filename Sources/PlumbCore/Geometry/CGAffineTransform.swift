import Foundation

#if os(Linux) || !canImport(CoreGraphics)
/// An affine transform, as CoreGraphics has it (not on Linux): a point
/// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public static let identity = CGAffineTransform()

  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` then `t`.
  public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t.a + b * t.c, b: a * t.b + b * t.d,
      c: c * t.a + d * t.c, d: c * t.b + d * t.d,
      tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
  }
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }
  /// The transform undoing this one; a singular transform (which cannot
  /// be undone) is returned unchanged, as Core Graphics returns it.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
extension CGRect {
  /// The smallest rectangle holding this one's corners after `t`, as
  /// CoreGraphics computes it.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let x = xs.min()!, y = ys.min()!
    return CGRect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y)
  }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// A two-dimensional vector, as CoreGraphics has it (not on Linux): a
/// scroll's velocity, a physics impulse.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  public init() { (dx, dy) = (0, 0) }
  public static let zero = CGVector()
}
#endif

// Core Graphics' C spellings, which Swift code still calls (the SDK makes
// them available again): each is the method of the same meaning.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle) }
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy) }
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  CGAffineTransform(translationX: tx, y: ty)
}
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform { t.rotated(by: angle) }
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  t.scaledBy(x: sx, y: sy)
}
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  t.translatedBy(x: tx, y: ty)
}
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
  t1.concatenating(t2)
}
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
