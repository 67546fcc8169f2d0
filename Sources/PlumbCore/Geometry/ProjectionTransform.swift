import Foundation

/// A 3×3 projective transform, as in SwiftUI (row vectors: a point
/// (x, y, 1) times the matrix). What a `GeometryEffect` returns.
///
/// Plumb draws the affine part (m11, m12, m21, m22, m31, m32, divided by
/// m33); a perspective component (m13, m23) is not drawn
/// (docs/deviations.md).
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }
  /// The x, y and w rows and columns of a 3D transform (z dropped).
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// `self` then `rhs`: the matrix product self × rhs.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = self, b = rhs
    var r = ProjectionTransform()
    r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31
    r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32
    r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33
    r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31
    r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32
    r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33
    r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31
    r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32
    r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33
    return r
  }

  /// Inverts in place; false (and unchanged) when the matrix is singular.
  @discardableResult
  public mutating func invert() -> Bool {
    let det =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard det != 0, det.isFinite else { return false }
    let inv = 1 / det
    var r = ProjectionTransform()
    r.m11 = (m22 * m33 - m23 * m32) * inv
    r.m12 = (m13 * m32 - m12 * m33) * inv
    r.m13 = (m12 * m23 - m13 * m22) * inv
    r.m21 = (m23 * m31 - m21 * m33) * inv
    r.m22 = (m11 * m33 - m13 * m31) * inv
    r.m23 = (m13 * m21 - m11 * m23) * inv
    r.m31 = (m21 * m32 - m22 * m31) * inv
    r.m32 = (m12 * m31 - m11 * m32) * inv
    r.m33 = (m11 * m22 - m12 * m21) * inv
    self = r
    return true
  }

  public func inverted() -> ProjectionTransform {
    var r = self
    r.invert()
    return r
  }

  /// The affine part Plumb draws: the first two columns over m33.
  var affine: CGAffineTransform {
    let w = m33 != 0 && m33.isFinite ? m33 : 1
    return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
}

extension CGPoint {
  /// The point through a projective transform (divided by its w).
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    let px = x * m.m11 + y * m.m21 + m.m31
    let py = x * m.m12 + y * m.m22 + m.m32
    return w == 0 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
  }
}
