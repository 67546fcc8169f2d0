// Apple's Spatial framework: 3D points, vectors, sizes, rectangles and
// rotations in SwiftUI's units (points, `Double`), which visionOS's
// SwiftUI re-exports and RealityKit converts from. Plumb's SwiftUI has no
// Spatial module yet, so the types RealityKit code uses live here; they
// belong with SwiftUI if it grows one (and must then move, not be copied).
import Plumb

/// An angle in two dimensions: Spatial's spelling of SwiftUI's `Angle`.
public struct Angle2D: Hashable, Codable, Sendable, Comparable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public init<T: BinaryFloatingPoint>(radians: T) { self.radians = Double(radians) }
  public init<T: BinaryFloatingPoint>(degrees: T) { self.init(degrees: Double(degrees)) }
  public init(_ angle: Angle) { radians = angle.radians }
  public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }
  public static let zero = Angle2D()
  public static func < (a: Angle2D, b: Angle2D) -> Bool { a.radians < b.radians }
  public static prefix func - (a: Angle2D) -> Angle2D { Angle2D(radians: -a.radians) }
  public static func + (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians + b.radians) }
  public static func - (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians - b.radians) }
  public static func * (a: Angle2D, b: Double) -> Angle2D { Angle2D(radians: a.radians * b) }
  public static func / (a: Angle2D, b: Double) -> Angle2D { Angle2D(radians: a.radians / b) }
}

/// A point in 3D, in points (SwiftUI's y grows downwards, z towards the viewer).
public struct Point3D: Hashable, Codable, Sendable {
  public var x: Double, y: Double, z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init<T: BinaryFloatingPoint>(x: T, y: T, z: T) { self.init(x: Double(x), y: Double(y), z: Double(z)) }
  public init(_ xyz: SIMD3<Double>) { self.init(x: xyz.x, y: xyz.y, z: xyz.z) }
  public init<T: BinaryFloatingPoint & SIMDScalar>(_ xyz: SIMD3<T>) { self.init(x: xyz.x, y: xyz.y, z: xyz.z) }
  public init(_ vector: Vector3D) { self.init(x: vector.x, y: vector.y, z: vector.z) }
  public init(_ point: CGPoint) { self.init(x: point.x, y: point.y, z: 0) }
  public var vector: SIMD3<Double> {
    get { SIMD3(x, y, z) }
    set { (x, y, z) = (newValue.x, newValue.y, newValue.z) }
  }
  public static let zero = Point3D()
  public static let infinity = Point3D(x: Double.infinity, y: .infinity, z: .infinity)
  public static func + (p: Point3D, v: Vector3D) -> Point3D { Point3D(p.vector + v.vector) }
  public static func - (p: Point3D, v: Vector3D) -> Point3D { Point3D(p.vector - v.vector) }
  public static func - (a: Point3D, b: Point3D) -> Vector3D { Vector3D(a.vector - b.vector) }
  public static func += (p: inout Point3D, v: Vector3D) { p = p + v }
  public static func -= (p: inout Point3D, v: Vector3D) { p = p - v }
}

/// A direction and length in 3D, in points.
public struct Vector3D: Hashable, Codable, Sendable {
  public var x: Double, y: Double, z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init<T: BinaryFloatingPoint>(x: T, y: T, z: T) { self.init(x: Double(x), y: Double(y), z: Double(z)) }
  public init(_ xyz: SIMD3<Double>) { self.init(x: xyz.x, y: xyz.y, z: xyz.z) }
  public init<T: BinaryFloatingPoint & SIMDScalar>(_ xyz: SIMD3<T>) { self.init(x: xyz.x, y: xyz.y, z: xyz.z) }
  public init(_ point: Point3D) { self.init(x: point.x, y: point.y, z: point.z) }
  public init(_ size: Size3D) { self.init(x: size.width, y: size.height, z: size.depth) }
  public var vector: SIMD3<Double> {
    get { SIMD3(x, y, z) }
    set { (x, y, z) = (newValue.x, newValue.y, newValue.z) }
  }
  public var length: Double { (x * x + y * y + z * z).squareRoot() }
  public var normalized: Vector3D { length == 0 ? self : self / length }
  public static let zero = Vector3D()
  public static let up = Vector3D(x: 0, y: 1, z: 0)
  public static let down = Vector3D(x: 0, y: -1, z: 0)
  public static let forward = Vector3D(x: 0, y: 0, z: 1)
  public static let right = Vector3D(x: 1, y: 0, z: 0)
  public static func + (a: Vector3D, b: Vector3D) -> Vector3D { Vector3D(a.vector + b.vector) }
  public static func - (a: Vector3D, b: Vector3D) -> Vector3D { Vector3D(a.vector - b.vector) }
  public static prefix func - (a: Vector3D) -> Vector3D { Vector3D(-a.vector) }
  public static func * (a: Vector3D, s: Double) -> Vector3D { Vector3D(a.vector * s) }
  public static func * (s: Double, a: Vector3D) -> Vector3D { Vector3D(a.vector * s) }
  public static func / (a: Vector3D, s: Double) -> Vector3D { Vector3D(a.vector / s) }
}

/// A width, height and depth, in points.
public struct Size3D: Hashable, Codable, Sendable {
  public var width: Double, height: Double, depth: Double
  public init() { (width, height, depth) = (0, 0, 0) }
  public init(width: Double, height: Double, depth: Double) {
    (self.width, self.height, self.depth) = (width, height, depth)
  }
  public init<T: BinaryFloatingPoint>(width: T, height: T, depth: T) {
    self.init(width: Double(width), height: Double(height), depth: Double(depth))
  }
  public init(_ xyz: SIMD3<Double>) { self.init(width: xyz.x, height: xyz.y, depth: xyz.z) }
  public init<T: BinaryFloatingPoint & SIMDScalar>(_ xyz: SIMD3<T>) {
    self.init(width: Double(xyz.x), height: Double(xyz.y), depth: Double(xyz.z))
  }
  public init(_ vector: Vector3D) { self.init(width: vector.x, height: vector.y, depth: vector.z) }
  public init(_ size: CGSize, depth: Double = 0) { self.init(width: size.width, height: size.height, depth: depth) }
  public var vector: SIMD3<Double> {
    get { SIMD3(width, height, depth) }
    set { (width, height, depth) = (newValue.x, newValue.y, newValue.z) }
  }
  public static let zero = Size3D()
  public static let one = Size3D(width: 1, height: 1, depth: 1)
  public static func * (a: Size3D, s: Double) -> Size3D { Size3D(a.vector * s) }
  public static func / (a: Size3D, s: Double) -> Size3D { Size3D(a.vector / s) }
}

/// A box in 3D: its origin is its minimum corner.
public struct Rect3D: Hashable, Codable, Sendable {
  public var origin: Point3D
  public var size: Size3D
  public init() { (origin, size) = (.zero, .zero) }
  public init(origin: Point3D, size: Size3D) { (self.origin, self.size) = (origin, size) }
  public init(center: Point3D, size: Size3D) {
    self.init(origin: Point3D(center.vector - size.vector / 2), size: size)
  }
  public init(_ rect: CGRect, depth: Double = 0) {
    self.init(origin: Point3D(x: rect.minX, y: rect.minY, z: 0), size: Size3D(rect.size, depth: depth))
  }
  public var min: Point3D { origin }
  public var max: Point3D { Point3D(origin.vector + size.vector) }
  public var center: Point3D { Point3D(origin.vector + size.vector / 2) }
  public static let zero = Rect3D()
}

/// An axis to rotate about (not necessarily of unit length).
public struct RotationAxis3D: Hashable, Codable, Sendable {
  public var x: Double, y: Double, z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init<T: BinaryFloatingPoint>(x: T, y: T, z: T) { self.init(x: Double(x), y: Double(y), z: Double(z)) }
  public init(_ xyz: SIMD3<Double>) { self.init(x: xyz.x, y: xyz.y, z: xyz.z) }
  public init(_ vector: Vector3D) { self.init(x: vector.x, y: vector.y, z: vector.z) }
  public var vector: SIMD3<Double> {
    get { SIMD3(x, y, z) }
    set { (x, y, z) = (newValue.x, newValue.y, newValue.z) }
  }
  public static let x = RotationAxis3D(x: 1, y: 0, z: 0)
  public static let y = RotationAxis3D(x: 0, y: 1, z: 0)
  public static let z = RotationAxis3D(x: 0, y: 0, z: 1)
  public static let xy = RotationAxis3D(x: 1, y: 1, z: 0)
  public static let yz = RotationAxis3D(x: 0, y: 1, z: 1)
  public static let xz = RotationAxis3D(x: 1, y: 0, z: 1)
  public static let xyz = RotationAxis3D(x: 1, y: 1, z: 1)
}

/// A rotation in 3D, held as a unit quaternion.
public struct Rotation3D: Hashable, Codable, Sendable {
  /// The quaternion's imaginary parts then real part.
  public var vector: SIMD4<Double>
  public init() { vector = SIMD4(0, 0, 0, 1) }
  public init(_ quaternion: simd_quatd) { vector = quaternion.vector }
  public init(_ quaternion: simd_quatf) { vector = SIMD4<Double>(quaternion.vector) }
  /// A rotation by an angle about an axis; the axis is normalized, as Spatial does.
  public init(angle: Angle2D, axis: RotationAxis3D) {
    let length = (axis.vector * axis.vector).sum().squareRoot()
    let unit = length == 0 ? SIMD3<Double>(0, 0, 1) : axis.vector / length
    self.init(simd_quatd(angle: angle.radians, axis: unit))
  }
  public init(eulerAngles: EulerAngles) {
    let x = simd_quatd(angle: eulerAngles.angles.x, axis: [1, 0, 0])
    let y = simd_quatd(angle: eulerAngles.angles.y, axis: [0, 1, 0])
    let z = simd_quatd(angle: eulerAngles.angles.z, axis: [0, 0, 1])
    // The first axis named turns first (rightmost in the product).
    self.init(eulerAngles.order == .xyz ? z * y * x : y * x * z)
  }
  public var quaternion: simd_quatd {
    get { simd_quatd(vector: vector) }
    set { vector = newValue.vector }
  }
  public var angle: Angle2D { Angle2D(radians: quaternion.angle) }
  public var axis: RotationAxis3D { RotationAxis3D(quaternion.axis) }
  public var inverse: Rotation3D { Rotation3D(quaternion.inverse) }
  /// This rotation followed by `other`'s, as Spatial composes them.
  public func rotated(by other: Rotation3D) -> Rotation3D { Rotation3D(other.quaternion * quaternion) }
  public static let identity = Rotation3D()
  public static func * (a: Rotation3D, b: Rotation3D) -> Rotation3D { Rotation3D(a.quaternion * b.quaternion) }
}

/// Three angles about the x, y and z axes, applied in `order`.
public struct EulerAngles: Hashable, Codable, Sendable {
  public enum Order: Hashable, Codable, Sendable { case xyz, zxy }
  public var angles: SIMD3<Double>
  public var order: Order
  public init(angles: SIMD3<Double>, order: Order) { (self.angles, self.order) = (angles, order) }
  public init(x: Angle2D, y: Angle2D, z: Angle2D, order: Order) {
    self.init(angles: SIMD3(x.radians, y.radians, z.radians), order: order)
  }
}

/// A scale, a rotation and a translation, applied in that order.
public struct AffineTransform3D: Hashable, Codable, Sendable {
  public var scale: Size3D
  public var rotation: Rotation3D?
  public var translation: Vector3D
  public init(scale: Size3D = .one, rotation: Rotation3D = .identity, translation: Vector3D = .zero) {
    (self.scale, self.rotation, self.translation) = (scale, rotation, translation)
  }
  public init(rotation: Rotation3D) { self.init(scale: .one, rotation: rotation, translation: .zero) }
  public init(translation: Vector3D) { self.init(scale: .one, rotation: .identity, translation: translation) }
  public init(scale: Size3D) { self.init(scale: scale, rotation: .identity, translation: .zero) }
  public static let identity = AffineTransform3D()
}

/// Insets of a 3D box's six faces, in points.
public struct EdgeInsets3D: Hashable, Sendable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double, front: Double, back: Double
  public init(
    top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0, front: Double = 0, back: Double = 0
  ) {
    (self.top, self.leading, self.bottom, self.trailing, self.front, self.back) = (
      top, leading, bottom, trailing, front, back
    )
  }
}

extension simd_quatf {
  /// A Spatial rotation in single precision.
  public init(_ rotation: Rotation3D) { self.init(vector: SIMD4<Float>(rotation.vector)) }
}

extension simd_quatd {
  public init(_ rotation: Rotation3D) { self.init(vector: rotation.vector) }
}
