// Where things are: transforms and bounding boxes, with Apple's
// conventions — a transform's matrix is translation · rotation · scale,
// an entity's world matrix is its parent's times its own, meters,
// y up and −z forward.
import Plumb

/// An entity's scale, rotation and translation, applied in that order.
/// Every entity has one: it is stored among its components.
@frozen public struct Transform: Component, Equatable, Sendable {
  public var scale: SIMD3<Float>
  public var rotation: simd_quatf
  public var translation: SIMD3<Float>

  public init() { self.init(scale: .one, rotation: simd_quatf(ix: 0, iy: 0, iz: 0, r: 1), translation: .zero) }

  public init(
    scale: SIMD3<Float> = SIMD3<Float>(x: 1, y: 1, z: 1), rotation: simd_quatf = simd_quaternion(0, 0, 0, 1),
    translation: SIMD3<Float> = SIMD3<Float>(x: 0, y: 0, z: 0)
  ) {
    self.scale = scale
    self.rotation = rotation
    self.translation = translation
  }

  /// Euler angles in radians. Extrinsically: roll about z, then pitch
  /// about x, then yaw about y (Apple's documented order).
  public init(pitch x: Float = 0, yaw y: Float = 0, roll z: Float = 0) {
    let pitch = simd_quatf(angle: x, axis: [1, 0, 0])
    let yaw = simd_quatf(angle: y, axis: [0, 1, 0])
    let roll = simd_quatf(angle: z, axis: [0, 0, 1])
    self.init(rotation: yaw * pitch * roll)
  }

  /// The scale, rotation and translation a matrix makes (a shear is lost).
  public init(matrix: float4x4) {
    let columns = [matrix.columns.0, matrix.columns.1, matrix.columns.2].map { SIMD3<Float>($0.x, $0.y, $0.z) }
    var scale = SIMD3<Float>(length(columns[0]), length(columns[1]), length(columns[2]))
    // A mirrored basis keeps a proper rotation with a negative x scale.
    let basis = float3x3(columns[0], columns[1], columns[2])
    if basis.determinant < 0 { scale.x = -scale.x }
    let unit = float3x3(
      scale.x == 0 ? [1, 0, 0] : columns[0] / scale.x,
      scale.y == 0 ? [0, 1, 0] : columns[1] / scale.y,
      scale.z == 0 ? [0, 0, 1] : columns[2] / scale.z)
    self.init(
      scale: scale, rotation: simd_quatf(unit).normalized,
      translation: SIMD3(matrix.columns.3.x, matrix.columns.3.y, matrix.columns.3.z))
  }

  /// A Spatial transform, whose units (points) RealityKit takes as meters.
  public init(_ transform: AffineTransform3D) {
    self.init(
      scale: SIMD3<Float>(transform.scale.vector),
      rotation: simd_quatf(transform.rotation ?? .identity),
      translation: SIMD3<Float>(transform.translation.vector))
  }

  /// translation · rotation · scale.
  public var matrix: float4x4 {
    get {
      let r = float3x3(rotation)
      return float4x4(
        SIMD4(r.columns.0 * scale.x, 0), SIMD4(r.columns.1 * scale.y, 0), SIMD4(r.columns.2 * scale.z, 0),
        SIMD4(translation, 1))
    }
    set { self = Transform(matrix: newValue) }
  }

  public static let identity = Transform()
}

extension Transform: Codable {
  private enum CodingKeys: String, CodingKey { case scale, rotation, translation }
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      scale: try c.decode(SIMD3<Float>.self, forKey: .scale),
      rotation: simd_quatf(vector: try c.decode(SIMD4<Float>.self, forKey: .rotation)),
      translation: try c.decode(SIMD3<Float>.self, forKey: .translation))
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(scale, forKey: .scale)
    try c.encode(rotation.vector, forKey: .rotation)
    try c.encode(translation, forKey: .translation)
  }
}

/// An axis-aligned box, in meters. An empty box has its minimum above
/// its maximum, so that a union with it is the other box.
public struct BoundingBox: Equatable, Codable, Sendable {
  public var min: SIMD3<Float>
  public var max: SIMD3<Float>

  public init() { self = .empty }
  public init(min: SIMD3<Float>, max: SIMD3<Float>) {
    self.min = min
    self.max = max
  }

  public static let empty = BoundingBox(min: SIMD3(repeating: .infinity), max: SIMD3(repeating: -.infinity))

  public var isEmpty: Bool { any(min .> max) }
  public var center: SIMD3<Float> { isEmpty ? .zero : (min + max) / 2 }
  public var extents: SIMD3<Float> { isEmpty ? .zero : max - min }
  public var boundingRadius: Float { length(extents) / 2 }
  var volume: Float { extents.x * extents.y * extents.z }

  public func contains(_ point: SIMD3<Float>) -> Bool { all(point .>= min) && all(point .<= max) }
  public func contains(_ other: BoundingBox) -> Bool { other.isEmpty || (contains(other.min) && contains(other.max)) }
  public func intersects(_ other: BoundingBox) -> Bool {
    !isEmpty && !other.isEmpty && all(min .<= other.max) && all(other.min .<= max)
  }

  public func union(_ other: BoundingBox) -> BoundingBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return BoundingBox(min: pointwiseMin(min, other.min), max: pointwiseMax(max, other.max))
  }
  public func union(_ point: SIMD3<Float>) -> BoundingBox { union(BoundingBox(min: point, max: point)) }
  public mutating func formUnion(_ other: BoundingBox) { self = union(other) }
  public mutating func formUnion(_ point: SIMD3<Float>) { self = union(point) }

  /// The box around this one's eight corners once transformed.
  public func transformed(by matrix: float4x4) -> BoundingBox {
    if isEmpty { return self }
    var result = BoundingBox.empty
    for corner in 0..<8 {
      let p = SIMD3<Float>(
        corner & 1 == 0 ? min.x : max.x, corner & 2 == 0 ? min.y : max.y, corner & 4 == 0 ? min.z : max.z)
      let q = matrix * SIMD4(p, 1)
      result.formUnion(SIMD3(q.x, q.y, q.z))
    }
    return result
  }
  public func transformed(by transform: Transform) -> BoundingBox { transformed(by: transform.matrix) }
}

extension SIMD4 where Scalar == Float {
  /// The first three lanes.
  var xyz: SIMD3<Float> { SIMD3(x, y, z) }
}
