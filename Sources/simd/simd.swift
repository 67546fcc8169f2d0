// `import simd` on Linux: Apple's vector, matrix and quaternion library.
//
// The vectors are the standard library's SIMD2/3/4; this module adds Apple's
// names for them, its free functions, square matrices and quaternions, with
// Apple's names and argument labels, computed with the formulas of Apple's
// headers (simd/geometry.h, matrix.h, quaternion.h) in the same order, so
// values agree with Apple's (matrix inverses, which Apple computes in its
// library, agree to rounding). Where those headers ask for fused multiply-adds
// (`simd_muladd`, `#pragma STDC FP_CONTRACT ON`: matrix × vector, quaternion
// products), they are fused here too, as on Apple silicon.
//
// Matrices and quaternions are one generic struct each (per dimension), the
// `simd_` names being type aliases of their specializations, so a view
// file's `extension simd_float4x4 { init(translation:) … }` compiles. Not
// here: non-square matrices (`simd_float4x3`…), half precision, splines.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#elseif canImport(Darwin)
import Darwin
#endif

/// The scalars of matrices and quaternions (Float, Double).
public typealias _SIMDFloat = SIMDScalar & BinaryFloatingPoint

// MARK: - Type names

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>
// The C headers' older names, still common in Metal code.
public typealias vector_float2 = SIMD2<Float>
public typealias vector_float3 = SIMD3<Float>
public typealias vector_float4 = SIMD4<Float>
public typealias vector_double2 = SIMD2<Double>
public typealias vector_double3 = SIMD3<Double>
public typealias vector_double4 = SIMD4<Double>
// Swift 4's names, deprecated by Apple but still accepted.
public typealias float2 = SIMD2<Float>
public typealias float3 = SIMD3<Float>
public typealias float4 = SIMD4<Float>
public typealias double2 = SIMD2<Double>
public typealias double3 = SIMD3<Double>
public typealias double4 = SIMD4<Double>
public typealias int2 = SIMD2<Int32>
public typealias int3 = SIMD3<Int32>
public typealias int4 = SIMD4<Int32>

public typealias simd_float2x2 = _SIMDMatrix2x2<Float>
public typealias simd_float3x3 = _SIMDMatrix3x3<Float>
public typealias simd_float4x4 = _SIMDMatrix4x4<Float>
public typealias simd_double2x2 = _SIMDMatrix2x2<Double>
public typealias simd_double3x3 = _SIMDMatrix3x3<Double>
public typealias simd_double4x4 = _SIMDMatrix4x4<Double>
public typealias matrix_float2x2 = simd_float2x2
public typealias matrix_float3x3 = simd_float3x3
public typealias matrix_float4x4 = simd_float4x4
public typealias matrix_double2x2 = simd_double2x2
public typealias matrix_double3x3 = simd_double3x3
public typealias matrix_double4x4 = simd_double4x4
public typealias float2x2 = simd_float2x2
public typealias float3x3 = simd_float3x3
public typealias float4x4 = simd_float4x4
public typealias double2x2 = simd_double2x2
public typealias double3x3 = simd_double3x3
public typealias double4x4 = simd_double4x4

public typealias simd_quatf = _SIMDQuaternion<Float>
public typealias simd_quatd = _SIMDQuaternion<Double>

// MARK: - Lane helpers

// Trigonometry in Double: rounded to Float it is what libm's float
// functions return but in pathological cases.
func _sin<T: BinaryFloatingPoint>(_ x: T) -> T { T(sin(Double(x))) }
func _cos<T: BinaryFloatingPoint>(_ x: T) -> T { T(cos(Double(x))) }
func _atan2<T: BinaryFloatingPoint>(_ y: T, _ x: T) -> T { T(atan2(Double(y), Double(x))) }

// fmin/fmax: a NaN operand yields the other one, as Apple's min, max and
// clamp do (a NaN lane of `clamp`'s x comes out as `min`).
func _fmin<T: Comparable>(_ a: T, _ b: T) -> T { (b < a || a != a) ? b : a }
func _fmax<T: Comparable>(_ a: T, _ b: T) -> T { (b > a || a != a) ? b : a }
func _sign<T: FloatingPoint>(_ x: T) -> T { x == 0 || x.isNaN ? 0 : (x < 0 ? -1 : 1) }

func _map<V: SIMD>(_ x: V, _ f: (V.Scalar) -> V.Scalar) -> V {
  var r = x
  for i in r.indices { r[i] = f(x[i]) }
  return r
}
func _lanewise<V: SIMD>(_ x: V, _ y: V, _ f: (V.Scalar, V.Scalar) -> V.Scalar) -> V {
  var r = x
  for i in r.indices { r[i] = f(x[i], y[i]) }
  return r
}
func _abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { _map(x) { $0.magnitude } }
func _dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x * y) }
func _length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x * x).squareRoot() }
// x × rsqrt(x·x), not x / length: Apple's rounding (and NaN for zero).
func _normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x * (1 / _sum(x * x).squareRoot()) }
func _cross<T: SIMDScalar & FloatingPoint>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> {
  SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
func _step<V: SIMD>(_ x: V, _ edge: V) -> V where V.Scalar: FloatingPoint {
  V(repeating: 1).replacing(with: 0, where: x .< edge)
}
func _clamp<V: SIMD>(_ x: V, _ lo: V, _ hi: V) -> V where V.Scalar: Comparable {
  _lanewise(_lanewise(x, lo, _fmax), hi, _fmin)
}

// Apple's sum: three lanes left to right, otherwise halves first (four
// lanes as (x+z)+(y+w)), which rounds differently from a running sum.
func _sum<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint {
  switch x.scalarCount {
  case 2: return x[0] + x[1]
  case 3: return x[0] + x[1] + x[2]
  case 4: return (x[0] + x[2]) + (x[1] + x[3])
  default:
    var lanes = x.indices.map { x[$0] }
    while lanes.count > 2 {
      let half = lanes.count / 2
      lanes = (0..<half).map { lanes[$0] + lanes[$0 + half] }
    }
    return lanes.count == 2 ? lanes[0] + lanes[1] : lanes[0]
  }
}

// MARK: - Vector functions (Swift names)

// The common functions are concrete overloads for each float vector, as
// Apple's are. Generic ones would be a few lines, but the type checker
// then gives up on ordinary expressions: on scalar ones where a name also
// exists for scalars (min, max, abs, floor…), on vector ones with literals
// (`sign(v - 0.5) * step(v, edge: v * 2) + length(v * 2 - 1)`).
public func min(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> SIMD2<Float> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> SIMD2<Float> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD2<Float>, _ scalar: Float) -> SIMD2<Float> { min(vector, SIMD2<Float>(repeating: scalar)) }
public func max(_ vector: SIMD2<Float>, _ scalar: Float) -> SIMD2<Float> { max(vector, SIMD2<Float>(repeating: scalar)) }
public func clamp(_ x: SIMD2<Float>, min: SIMD2<Float>, max: SIMD2<Float>) -> SIMD2<Float> { _clamp(x, min, max) }
public func clamp(_ x: SIMD2<Float>, min: Float, max: Float) -> SIMD2<Float> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD2<Float>, _ y: SIMD2<Float>, t: SIMD2<Float>) -> SIMD2<Float> { x + t * (y - x) }
public func mix(_ x: SIMD2<Float>, _ y: SIMD2<Float>, t: Float) -> SIMD2<Float> { x + t * (y - x) }
public func abs(_ x: SIMD2<Float>) -> SIMD2<Float> { _abs(x) }
public func floor(_ x: SIMD2<Float>) -> SIMD2<Float> { x.rounded(.down) }
public func ceil(_ x: SIMD2<Float>) -> SIMD2<Float> { x.rounded(.up) }
public func sign(_ x: SIMD2<Float>) -> SIMD2<Float> { _map(x, _sign) }
public func recip(_ x: SIMD2<Float>) -> SIMD2<Float> { 1 / x }
public func rsqrt(_ x: SIMD2<Float>) -> SIMD2<Float> { 1 / x.squareRoot() }
public func step(_ x: SIMD2<Float>, edge: SIMD2<Float>) -> SIMD2<Float> { _step(x, edge) }
public func reduce_add(_ x: SIMD2<Float>) -> Float { _sum(x) }
public func dot(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> Float { _sum(x * y) }
public func length(_ x: SIMD2<Float>) -> Float { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> Float { length(x - y) }
public func normalize(_ x: SIMD2<Float>) -> SIMD2<Float> { _normalize(x) }
public func min(_ x: SIMD3<Float>, _ y: SIMD3<Float>) -> SIMD3<Float> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD3<Float>, _ y: SIMD3<Float>) -> SIMD3<Float> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD3<Float>, _ scalar: Float) -> SIMD3<Float> { min(vector, SIMD3<Float>(repeating: scalar)) }
public func max(_ vector: SIMD3<Float>, _ scalar: Float) -> SIMD3<Float> { max(vector, SIMD3<Float>(repeating: scalar)) }
public func clamp(_ x: SIMD3<Float>, min: SIMD3<Float>, max: SIMD3<Float>) -> SIMD3<Float> { _clamp(x, min, max) }
public func clamp(_ x: SIMD3<Float>, min: Float, max: Float) -> SIMD3<Float> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD3<Float>, _ y: SIMD3<Float>, t: SIMD3<Float>) -> SIMD3<Float> { x + t * (y - x) }
public func mix(_ x: SIMD3<Float>, _ y: SIMD3<Float>, t: Float) -> SIMD3<Float> { x + t * (y - x) }
public func abs(_ x: SIMD3<Float>) -> SIMD3<Float> { _abs(x) }
public func floor(_ x: SIMD3<Float>) -> SIMD3<Float> { x.rounded(.down) }
public func ceil(_ x: SIMD3<Float>) -> SIMD3<Float> { x.rounded(.up) }
public func sign(_ x: SIMD3<Float>) -> SIMD3<Float> { _map(x, _sign) }
public func recip(_ x: SIMD3<Float>) -> SIMD3<Float> { 1 / x }
public func rsqrt(_ x: SIMD3<Float>) -> SIMD3<Float> { 1 / x.squareRoot() }
public func step(_ x: SIMD3<Float>, edge: SIMD3<Float>) -> SIMD3<Float> { _step(x, edge) }
public func reduce_add(_ x: SIMD3<Float>) -> Float { _sum(x) }
public func dot(_ x: SIMD3<Float>, _ y: SIMD3<Float>) -> Float { _sum(x * y) }
public func length(_ x: SIMD3<Float>) -> Float { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD3<Float>, _ y: SIMD3<Float>) -> Float { length(x - y) }
public func normalize(_ x: SIMD3<Float>) -> SIMD3<Float> { _normalize(x) }
public func min(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD4<Float>, _ scalar: Float) -> SIMD4<Float> { min(vector, SIMD4<Float>(repeating: scalar)) }
public func max(_ vector: SIMD4<Float>, _ scalar: Float) -> SIMD4<Float> { max(vector, SIMD4<Float>(repeating: scalar)) }
public func clamp(_ x: SIMD4<Float>, min: SIMD4<Float>, max: SIMD4<Float>) -> SIMD4<Float> { _clamp(x, min, max) }
public func clamp(_ x: SIMD4<Float>, min: Float, max: Float) -> SIMD4<Float> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD4<Float>, _ y: SIMD4<Float>, t: SIMD4<Float>) -> SIMD4<Float> { x + t * (y - x) }
public func mix(_ x: SIMD4<Float>, _ y: SIMD4<Float>, t: Float) -> SIMD4<Float> { x + t * (y - x) }
public func abs(_ x: SIMD4<Float>) -> SIMD4<Float> { _abs(x) }
public func floor(_ x: SIMD4<Float>) -> SIMD4<Float> { x.rounded(.down) }
public func ceil(_ x: SIMD4<Float>) -> SIMD4<Float> { x.rounded(.up) }
public func sign(_ x: SIMD4<Float>) -> SIMD4<Float> { _map(x, _sign) }
public func recip(_ x: SIMD4<Float>) -> SIMD4<Float> { 1 / x }
public func rsqrt(_ x: SIMD4<Float>) -> SIMD4<Float> { 1 / x.squareRoot() }
public func step(_ x: SIMD4<Float>, edge: SIMD4<Float>) -> SIMD4<Float> { _step(x, edge) }
public func reduce_add(_ x: SIMD4<Float>) -> Float { _sum(x) }
public func dot(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> Float { _sum(x * y) }
public func length(_ x: SIMD4<Float>) -> Float { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> Float { length(x - y) }
public func normalize(_ x: SIMD4<Float>) -> SIMD4<Float> { _normalize(x) }
public func cross(_ x: SIMD3<Float>, _ y: SIMD3<Float>) -> SIMD3<Float> { _cross(x, y) }
/// Two vectors of the xy-plane: their cross product lies along z.
public func cross(_ x: SIMD2<Float>, _ y: SIMD2<Float>) -> SIMD3<Float> { SIMD3(0, 0, x.x * y.y - x.y * y.x) }
public func min(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> SIMD2<Double> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> SIMD2<Double> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD2<Double>, _ scalar: Double) -> SIMD2<Double> { min(vector, SIMD2<Double>(repeating: scalar)) }
public func max(_ vector: SIMD2<Double>, _ scalar: Double) -> SIMD2<Double> { max(vector, SIMD2<Double>(repeating: scalar)) }
public func clamp(_ x: SIMD2<Double>, min: SIMD2<Double>, max: SIMD2<Double>) -> SIMD2<Double> { _clamp(x, min, max) }
public func clamp(_ x: SIMD2<Double>, min: Double, max: Double) -> SIMD2<Double> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD2<Double>, _ y: SIMD2<Double>, t: SIMD2<Double>) -> SIMD2<Double> { x + t * (y - x) }
public func mix(_ x: SIMD2<Double>, _ y: SIMD2<Double>, t: Double) -> SIMD2<Double> { x + t * (y - x) }
public func abs(_ x: SIMD2<Double>) -> SIMD2<Double> { _abs(x) }
public func floor(_ x: SIMD2<Double>) -> SIMD2<Double> { x.rounded(.down) }
public func ceil(_ x: SIMD2<Double>) -> SIMD2<Double> { x.rounded(.up) }
public func sign(_ x: SIMD2<Double>) -> SIMD2<Double> { _map(x, _sign) }
public func recip(_ x: SIMD2<Double>) -> SIMD2<Double> { 1 / x }
public func rsqrt(_ x: SIMD2<Double>) -> SIMD2<Double> { 1 / x.squareRoot() }
public func step(_ x: SIMD2<Double>, edge: SIMD2<Double>) -> SIMD2<Double> { _step(x, edge) }
public func reduce_add(_ x: SIMD2<Double>) -> Double { _sum(x) }
public func dot(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> Double { _sum(x * y) }
public func length(_ x: SIMD2<Double>) -> Double { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> Double { length(x - y) }
public func normalize(_ x: SIMD2<Double>) -> SIMD2<Double> { _normalize(x) }
public func min(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> SIMD3<Double> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> SIMD3<Double> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD3<Double>, _ scalar: Double) -> SIMD3<Double> { min(vector, SIMD3<Double>(repeating: scalar)) }
public func max(_ vector: SIMD3<Double>, _ scalar: Double) -> SIMD3<Double> { max(vector, SIMD3<Double>(repeating: scalar)) }
public func clamp(_ x: SIMD3<Double>, min: SIMD3<Double>, max: SIMD3<Double>) -> SIMD3<Double> { _clamp(x, min, max) }
public func clamp(_ x: SIMD3<Double>, min: Double, max: Double) -> SIMD3<Double> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD3<Double>, _ y: SIMD3<Double>, t: SIMD3<Double>) -> SIMD3<Double> { x + t * (y - x) }
public func mix(_ x: SIMD3<Double>, _ y: SIMD3<Double>, t: Double) -> SIMD3<Double> { x + t * (y - x) }
public func abs(_ x: SIMD3<Double>) -> SIMD3<Double> { _abs(x) }
public func floor(_ x: SIMD3<Double>) -> SIMD3<Double> { x.rounded(.down) }
public func ceil(_ x: SIMD3<Double>) -> SIMD3<Double> { x.rounded(.up) }
public func sign(_ x: SIMD3<Double>) -> SIMD3<Double> { _map(x, _sign) }
public func recip(_ x: SIMD3<Double>) -> SIMD3<Double> { 1 / x }
public func rsqrt(_ x: SIMD3<Double>) -> SIMD3<Double> { 1 / x.squareRoot() }
public func step(_ x: SIMD3<Double>, edge: SIMD3<Double>) -> SIMD3<Double> { _step(x, edge) }
public func reduce_add(_ x: SIMD3<Double>) -> Double { _sum(x) }
public func dot(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> Double { _sum(x * y) }
public func length(_ x: SIMD3<Double>) -> Double { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> Double { length(x - y) }
public func normalize(_ x: SIMD3<Double>) -> SIMD3<Double> { _normalize(x) }
public func min(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> SIMD4<Double> { _lanewise(x, y, _fmin) }
public func max(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> SIMD4<Double> { _lanewise(x, y, _fmax) }
public func min(_ vector: SIMD4<Double>, _ scalar: Double) -> SIMD4<Double> { min(vector, SIMD4<Double>(repeating: scalar)) }
public func max(_ vector: SIMD4<Double>, _ scalar: Double) -> SIMD4<Double> { max(vector, SIMD4<Double>(repeating: scalar)) }
public func clamp(_ x: SIMD4<Double>, min: SIMD4<Double>, max: SIMD4<Double>) -> SIMD4<Double> { _clamp(x, min, max) }
public func clamp(_ x: SIMD4<Double>, min: Double, max: Double) -> SIMD4<Double> { _clamp(x, .init(repeating: min), .init(repeating: max)) }
public func mix(_ x: SIMD4<Double>, _ y: SIMD4<Double>, t: SIMD4<Double>) -> SIMD4<Double> { x + t * (y - x) }
public func mix(_ x: SIMD4<Double>, _ y: SIMD4<Double>, t: Double) -> SIMD4<Double> { x + t * (y - x) }
public func abs(_ x: SIMD4<Double>) -> SIMD4<Double> { _abs(x) }
public func floor(_ x: SIMD4<Double>) -> SIMD4<Double> { x.rounded(.down) }
public func ceil(_ x: SIMD4<Double>) -> SIMD4<Double> { x.rounded(.up) }
public func sign(_ x: SIMD4<Double>) -> SIMD4<Double> { _map(x, _sign) }
public func recip(_ x: SIMD4<Double>) -> SIMD4<Double> { 1 / x }
public func rsqrt(_ x: SIMD4<Double>) -> SIMD4<Double> { 1 / x.squareRoot() }
public func step(_ x: SIMD4<Double>, edge: SIMD4<Double>) -> SIMD4<Double> { _step(x, edge) }
public func reduce_add(_ x: SIMD4<Double>) -> Double { _sum(x) }
public func dot(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> Double { _sum(x * y) }
public func length(_ x: SIMD4<Double>) -> Double { _sum(x * x).squareRoot() }
public func distance(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> Double { length(x - y) }
public func normalize(_ x: SIMD4<Double>) -> SIMD4<Double> { _normalize(x) }
public func cross(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> SIMD3<Double> { _cross(x, y) }
/// Two vectors of the xy-plane: their cross product lies along z.
public func cross(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> SIMD3<Double> { SIMD3(0, 0, x.x * y.y - x.y * y.x) }

// Integer vectors (and the rarer trunc, fmin, fmax).
@_disfavoredOverload public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FixedWidthInteger { _lanewise(x, y, _fmin) }
@_disfavoredOverload public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FixedWidthInteger { _lanewise(x, y, _fmax) }
@_disfavoredOverload public func min<V: SIMD>(_ vector: V, _ scalar: V.Scalar) -> V where V.Scalar: FixedWidthInteger {
  _lanewise(vector, V(repeating: scalar), _fmin)
}
@_disfavoredOverload public func max<V: SIMD>(_ vector: V, _ scalar: V.Scalar) -> V where V.Scalar: FixedWidthInteger {
  _lanewise(vector, V(repeating: scalar), _fmax)
}
@_disfavoredOverload public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: FixedWidthInteger { _clamp(x, min, max) }
@_disfavoredOverload public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: FixedWidthInteger {
  _clamp(x, V(repeating: min), V(repeating: max))
}
@_disfavoredOverload public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FixedWidthInteger & SignedInteger {
  x.replacing(with: 0 &- x, where: x .< 0)
}
@_disfavoredOverload public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.towardZero) }
@_disfavoredOverload public func fmin<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { _lanewise(x, y, _fmin) }
@_disfavoredOverload public func fmax<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { _lanewise(x, y, _fmax) }

@_disfavoredOverload public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FixedWidthInteger { x.wrappedSum() }
public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable {
  x.indices.dropFirst().reduce(x[0]) { _fmin($0, x[$1]) }
}
public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable {
  x.indices.dropFirst().reduce(x[0]) { _fmax($0, x[$1]) }
}

// The rarer ones are generic.
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x * x) }
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum((x - y) * (x - y)) }
public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { _sum(x * y) / _sum(y * y) * y }
public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { x - 2 * _sum(x * n) * n }
public func refract<V: SIMD>(_ x: V, n: V, eta: V.Scalar) -> V where V.Scalar: FloatingPoint {
  let d = _sum(x * n)
  let k = 1 - eta * eta * (1 - d * d)
  guard k >= 0 else { return V() }  // total internal reflection
  return eta * x - (eta * d + k.squareRoot()) * n
}
/// x - floor(x), kept below 1 (a tiny negative x would round up to 1).
public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
  _lanewise(x - x.rounded(.down), V(repeating: (1 as V.Scalar).nextDown), _fmin)
}
public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
  let t = _clamp((x - edge0) / (edge1 - edge0), V(), V(repeating: 1))
  return t * t * (3 - 2 * t)
}

// Apple's scalar forms (it has no scalar mix, clamp or smoothstep by these
// names, so a file's own helpers of those names stay unambiguous).
public func sign(_ x: Float) -> Float { _sign(x) }
public func sign(_ x: Double) -> Double { _sign(x) }
public func recip(_ x: Float) -> Float { 1 / x }
public func recip(_ x: Double) -> Double { 1 / x }
public func rsqrt(_ x: Float) -> Float { 1 / x.squareRoot() }
public func rsqrt(_ x: Double) -> Double { 1 / x.squareRoot() }
public func step(_ x: Float, edge: Float) -> Float { x < edge ? 0 : 1 }
public func step(_ x: Double, edge: Double) -> Double { x < edge ? 0 : 1 }

// MARK: - Vector functions (C names: no labels, C's argument order)

public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { _lanewise(x, y, _fmin) }
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { _lanewise(x, y, _fmax) }
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable { _clamp(x, min, max) }
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { _abs(x) }
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FixedWidthInteger & SignedInteger {
  x.replacing(with: 0 &- x, where: x .< 0)
}
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x) }
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { reduce_min(x) }
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { reduce_max(x) }
public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x * y) }
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { _sum(x * x).squareRoot() }
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x) }
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
  distance_squared(x, y)
}
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { _normalize(x) }
public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { project(x, y) }
public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { reflect(x, n: n) }
public func simd_refract<V: SIMD>(_ x: V, _ n: V, _ eta: V.Scalar) -> V where V.Scalar: FloatingPoint {
  refract(x, n: n, eta: eta)
}
public func simd_cross<T: SIMDScalar & FloatingPoint>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> { _cross(x, y) }
public func simd_cross<T: SIMDScalar & FloatingPoint>(_ x: SIMD2<T>, _ y: SIMD2<T>) -> SIMD3<T> {
  SIMD3(0, 0, x.x * y.y - x.y * y.x)
}
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
public func simd_sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { _map(x, _sign) }
public func simd_fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { fract(x) }
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint { _step(x, edge) }
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
  smoothstep(x, edge0: edge0, edge1: edge1)
}
public func simd_recip<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x }
public func simd_rsqrt<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x.squareRoot() }
public func simd_equal<V: SIMD>(_ x: V, _ y: V) -> Bool { x == y }

// The C scalar overloads.
public func simd_clamp<T: Comparable>(_ x: T, _ min: T, _ max: T) -> T { _fmin(_fmax(x, min), max) }
public func simd_mix<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }
public func simd_sign<T: BinaryFloatingPoint>(_ x: T) -> T { _sign(x) }
public func simd_fract<T: BinaryFloatingPoint>(_ x: T) -> T { _fmin(x - x.rounded(.down), (1 as T).nextDown) }
public func simd_step<T: BinaryFloatingPoint>(_ edge: T, _ x: T) -> T { x < edge ? 0 : 1 }
public func simd_smoothstep<T: BinaryFloatingPoint>(_ edge0: T, _ edge1: T, _ x: T) -> T {
  let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
  return t * t * (3 - 2 * t)
}
public func simd_recip<T: BinaryFloatingPoint>(_ x: T) -> T { 1 / x }
public func simd_rsqrt<T: BinaryFloatingPoint>(_ x: T) -> T { 1 / x.squareRoot() }

// MARK: - Matrices

/// What Apple's square matrices share; `_SIMDMatrix2x2/3x3/4x4` conform.
/// `m[c]` is column c, `m[c, r]` its element in row r.
public protocol _SIMDSquareMatrix: Equatable, CustomDebugStringConvertible {
  associatedtype Scalar: _SIMDFloat
  associatedtype Column: SIMD where Column.Scalar == Scalar
  /// The zero matrix.
  init()
  subscript(column: Int) -> Column { get set }
  var determinant: Scalar { get }
  /// Undefined (non-finite) when the matrix is singular, as Apple's.
  var inverse: Self { get }
}

// The columns are a tuple of equal vectors, laid out as an array of them.
func _column<Columns, C>(_ columns: Columns, _ i: Int) -> C {
  precondition(i >= 0 && i < MemoryLayout<Columns>.size / MemoryLayout<C>.stride, "Column index out of range")
  return withUnsafeBytes(of: columns) { $0.load(fromByteOffset: i * MemoryLayout<C>.stride, as: C.self) }
}
func _setColumn<Columns, C>(_ columns: inout Columns, _ i: Int, _ value: C) {
  precondition(i >= 0 && i < MemoryLayout<Columns>.size / MemoryLayout<C>.stride, "Column index out of range")
  withUnsafeMutableBytes(of: &columns) { $0.storeBytes(of: value, toByteOffset: i * MemoryLayout<C>.stride, as: C.self) }
}

extension _SIMDSquareMatrix {
  static var _count: Int { Column().scalarCount }
  static func _byColumn(_ column: (Int) -> Column) -> Self {
    var r = Self()
    for i in 0..<_count { r[i] = column(i) }
    return r
  }

  /// `scalar` on the diagonal, zeros elsewhere.
  public init(_ scalar: Scalar) { self.init(diagonal: Column(repeating: scalar)) }
  public init(diagonal: Column) {
    self.init()
    for i in diagonal.indices { self[i][i] = diagonal[i] }
  }
  public init(_ columns: [Column]) {
    precondition(columns.count == Self._count, "Requires array of \(Self._count) vectors")
    self = Self._byColumn { columns[$0] }
  }
  public init(rows: [Column]) {
    precondition(rows.count == Self._count, "Requires array of \(Self._count) vectors")
    self = Self(rows).transpose
  }

  public subscript(column: Int, row: Int) -> Scalar {
    get { self[column][row] }
    set { self[column][row] = newValue }
  }

  public var transpose: Self {
    var r = Self()
    for c in 0..<Self._count { for row in 0..<Self._count { r[row][c] = self[c][row] } }
    return r
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { (0..<_count).allSatisfy { lhs[$0] == rhs[$0] } }
  public static func + (lhs: Self, rhs: Self) -> Self { _byColumn { lhs[$0] + rhs[$0] } }
  public static func - (lhs: Self, rhs: Self) -> Self { _byColumn { lhs[$0] - rhs[$0] } }
  public static prefix func - (rhs: Self) -> Self { Self() - rhs }
  public static func * (lhs: Scalar, rhs: Self) -> Self { _byColumn { lhs * rhs[$0] } }
  public static func * (lhs: Self, rhs: Scalar) -> Self { rhs * lhs }
  /// Apple's simd_mul: c0·v0, then a fused multiply-add per further column.
  public static func * (lhs: Self, rhs: Column) -> Column {
    var r = lhs[0] * rhs[0]
    for i in 1..<_count { r = r.addingProduct(lhs[i], rhs[i]) }
    return r
  }
  /// The row vector `lhs` times the matrix.
  public static func * (lhs: Column, rhs: Self) -> Column { rhs.transpose * lhs }
  public static func * (lhs: Self, rhs: Self) -> Self { _byColumn { lhs * rhs[$0] } }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  public static func *= (lhs: inout Self, rhs: Scalar) { lhs = lhs * rhs }

  /// `simd_float4x4([[1.0, 0.0, 0.0, 0.0], …])`, as Apple prints it.
  public var debugDescription: String {
    let n = Self._count
    let columns = (0..<n).map { c in "[" + (0..<n).map { "\(self[c][$0])" }.joined(separator: ", ") + "]" }
    return "simd_\(String(describing: Scalar.self).lowercased())\(n)x\(n)([\(columns.joined(separator: ", "))])"
  }
}

public struct _SIMDMatrix2x2<Scalar: _SIMDFloat>: _SIMDSquareMatrix {
  public var columns: (SIMD2<Scalar>, SIMD2<Scalar>)
  public init() { columns = (SIMD2(), SIMD2()) }
  public init(columns: (SIMD2<Scalar>, SIMD2<Scalar>)) { self.columns = columns }
  public init(_ col0: SIMD2<Scalar>, _ col1: SIMD2<Scalar>) { columns = (col0, col1) }
  public subscript(column: Int) -> SIMD2<Scalar> {
    get { _column(columns, column) }
    set { _setColumn(&columns, column, newValue) }
  }

  public var determinant: Scalar { columns.0.x * columns.1.y - columns.0.y * columns.1.x }
  public var inverse: Self {
    let r = 1 / determinant
    return Self(SIMD2(columns.1.y, -columns.0.y) * r, SIMD2(-columns.1.x, columns.0.x) * r)
  }
}

public struct _SIMDMatrix3x3<Scalar: _SIMDFloat>: _SIMDSquareMatrix {
  public var columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)
  public init() { columns = (SIMD3(), SIMD3(), SIMD3()) }
  public init(columns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>)) { self.columns = columns }
  public init(_ col0: SIMD3<Scalar>, _ col1: SIMD3<Scalar>, _ col2: SIMD3<Scalar>) { columns = (col0, col1, col2) }
  /// The rotation of a unit quaternion.
  public init(_ quaternion: _SIMDQuaternion<Scalar>) {
    let m = _SIMDMatrix4x4(quaternion).columns
    func xyz(_ v: SIMD4<Scalar>) -> SIMD3<Scalar> { SIMD3(v.x, v.y, v.z) }
    self.init(xyz(m.0), xyz(m.1), xyz(m.2))
  }
  public subscript(column: Int) -> SIMD3<Scalar> {
    get { _column(columns, column) }
    set { _setColumn(&columns, column, newValue) }
  }

  // Apple's c0 · (rotate1(c1)·rotate2(c2) - rotate2(c1)·rotate1(c2)),
  // which is c0 · (c1 × c2) with the same roundings.
  public var determinant: Scalar { _sum(columns.0 * _cross(columns.1, columns.2)) }
  /// The rows of the inverse are c1×c2, c2×c0, c0×c1 over the determinant.
  public var inverse: Self {
    let (a, b, c) = columns
    let r0 = _cross(b, c), r1 = _cross(c, a), r2 = _cross(a, b)
    let invDet = 1 / _dot(r2, c)
    return Self(rows: [r0 * invDet, r1 * invDet, r2 * invDet])
  }
}

public struct _SIMDMatrix4x4<Scalar: _SIMDFloat>: _SIMDSquareMatrix {
  public var columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)
  public init() { columns = (SIMD4(), SIMD4(), SIMD4(), SIMD4()) }
  public init(columns: (SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>, SIMD4<Scalar>)) { self.columns = columns }
  public init(_ col0: SIMD4<Scalar>, _ col1: SIMD4<Scalar>, _ col2: SIMD4<Scalar>, _ col3: SIMD4<Scalar>) {
    columns = (col0, col1, col2, col3)
  }
  /// The rotation of a unit quaternion (Apple's formula, which does not
  /// normalize it), with (0, 0, 0, 1) as last column.
  public init(_ quaternion: _SIMDQuaternion<Scalar>) {
    let (x, y, z, w) = (quaternion.vector.x, quaternion.vector.y, quaternion.vector.z, quaternion.vector.w)
    let xx = x * x, yy = y * y, zz = z * z, ww = w * w
    let c0 = SIMD4<Scalar>(xx - yy - zz + ww, 2 * (x * y + z * w), 2 * (x * z - y * w), 0)
    let c1 = SIMD4<Scalar>(2 * (x * y - z * w), yy - zz + ww - xx, 2 * (y * z + x * w), 0)
    let c2 = SIMD4<Scalar>(2 * (z * x + y * w), 2 * (y * z - x * w), zz + ww - xx - yy, 0)
    self.init(c0, c1, c2, SIMD4(0, 0, 0, 1))
  }
  public subscript(column: Int) -> SIMD4<Scalar> {
    get { _column(columns, column) }
    set { _setColumn(&columns, column, newValue) }
  }

  /// Apple's cofactor expansion along the first column, lanes rotated.
  public var determinant: Scalar {
    func r1(_ v: SIMD4<Scalar>) -> SIMD4<Scalar> { SIMD4(v.y, v.z, v.w, v.x) }
    func r2(_ v: SIMD4<Scalar>) -> SIMD4<Scalar> { SIMD4(v.z, v.w, v.x, v.y) }
    func r3(_ v: SIMD4<Scalar>) -> SIMD4<Scalar> { SIMD4(v.w, v.x, v.y, v.z) }
    let (a, b, c, d) = columns
    let t1: SIMD4<Scalar> = r1(b) * (r2(c) * r3(d) - r3(c) * r2(d))
    let t2: SIMD4<Scalar> = r2(b) * (r3(c) * r1(d) - r1(c) * r3(d))
    let t3: SIMD4<Scalar> = r3(b) * (r1(c) * r2(d) - r2(c) * r1(d))
    let codet = a * (t1 + t2 + t3)
    return (codet.x - codet.y) + (codet.z - codet.w)
  }

  /// Through 3D cross products of the columns' upper parts (Lengyel,
  /// Foundations of Game Engine Development 1, §1.7.5).
  public var inverse: Self {
    func xyz(_ v: SIMD4<Scalar>) -> SIMD3<Scalar> { SIMD3(v.x, v.y, v.z) }
    let a = xyz(columns.0), b = xyz(columns.1), c = xyz(columns.2), d = xyz(columns.3)
    let x = columns.0.w, y = columns.1.w, z = columns.2.w, w = columns.3.w
    let invDet = 1 / (_dot(_cross(a, b), c * w - d * z) + _dot(_cross(c, d), a * y - b * x))
    let s = _cross(a, b) * invDet, t = _cross(c, d) * invDet
    let u = (a * y - b * x) * invDet, v = (c * w - d * z) * invDet
    let r0 = _cross(b, v) + t * y, r1 = _cross(v, a) - t * x
    let r2 = _cross(d, u) + s * w, r3 = _cross(u, c) - s * z
    return Self(rows: [SIMD4(r0, -_dot(b, t)), SIMD4(r1, _dot(a, t)), SIMD4(r2, -_dot(d, s)), SIMD4(r3, _dot(c, s))])
  }
}

extension _SIMDMatrix2x2: Sendable where Scalar: Sendable, Scalar.SIMD2Storage: Sendable {}
extension _SIMDMatrix3x3: Sendable where Scalar: Sendable, Scalar.SIMD4Storage: Sendable {}
extension _SIMDMatrix4x4: Sendable where Scalar: Sendable, Scalar.SIMD4Storage: Sendable {}

public let matrix_identity_float2x2 = simd_float2x2(1)
public let matrix_identity_float3x3 = simd_float3x3(1)
public let matrix_identity_float4x4 = simd_float4x4(1)
public let matrix_identity_double2x2 = simd_double2x2(1)
public let matrix_identity_double3x3 = simd_double3x3(1)
public let matrix_identity_double4x4 = simd_double4x4(1)

// The C functions (`matrix_multiply` is C's older name for simd_mul).
public func simd_mul<M: _SIMDSquareMatrix>(_ x: M, _ y: M) -> M { x * y }
public func simd_mul<M: _SIMDSquareMatrix>(_ x: M, _ y: M.Column) -> M.Column { x * y }
public func simd_mul<M: _SIMDSquareMatrix>(_ x: M.Column, _ y: M) -> M.Column { x * y }
public func simd_mul<M: _SIMDSquareMatrix>(_ a: M.Scalar, _ x: M) -> M { a * x }
public func matrix_multiply<M: _SIMDSquareMatrix>(_ x: M, _ y: M) -> M { x * y }
public func matrix_multiply<M: _SIMDSquareMatrix>(_ x: M, _ y: M.Column) -> M.Column { x * y }
public func matrix_multiply<M: _SIMDSquareMatrix>(_ x: M.Column, _ y: M) -> M.Column { x * y }
public func simd_add<M: _SIMDSquareMatrix>(_ x: M, _ y: M) -> M { x + y }
public func simd_sub<M: _SIMDSquareMatrix>(_ x: M, _ y: M) -> M { x - y }
public func simd_transpose<M: _SIMDSquareMatrix>(_ x: M) -> M { x.transpose }
public func simd_inverse<M: _SIMDSquareMatrix>(_ x: M) -> M { x.inverse }
public func simd_determinant<M: _SIMDSquareMatrix>(_ x: M) -> M.Scalar { x.determinant }
public func simd_equal<M: _SIMDSquareMatrix>(_ x: M, _ y: M) -> Bool { x == y }
/// Whether every element of x is within tol of y's.
public func simd_almost_equal_elements<M: _SIMDSquareMatrix>(_ x: M, _ y: M, _ tol: M.Scalar) -> Bool {
  (0..<M._count).allSatisfy { c in x[c].indices.allSatisfy { Swift.abs(x[c][$0] - y[c][$0]) <= tol } }
}
public func simd_matrix<S: _SIMDFloat>(_ c0: SIMD2<S>, _ c1: SIMD2<S>) -> _SIMDMatrix2x2<S> { .init(c0, c1) }
public func simd_matrix<S: _SIMDFloat>(_ c0: SIMD3<S>, _ c1: SIMD3<S>, _ c2: SIMD3<S>) -> _SIMDMatrix3x3<S> {
  .init(c0, c1, c2)
}
public func simd_matrix<S: _SIMDFloat>(
  _ c0: SIMD4<S>, _ c1: SIMD4<S>, _ c2: SIMD4<S>, _ c3: SIMD4<S>
) -> _SIMDMatrix4x4<S> { .init(c0, c1, c2, c3) }
public func simd_matrix3x3<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDMatrix3x3<S> { .init(q) }
public func simd_matrix4x4<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDMatrix4x4<S> { .init(q) }

// MARK: - Quaternions

/// ix·i + iy·j + iz·k + r, stored as the vector (ix, iy, iz, r). The
/// computations are in the free functions, as in Apple's header.
public struct _SIMDQuaternion<Scalar: _SIMDFloat>: Equatable, CustomDebugStringConvertible {
  public var vector: SIMD4<Scalar>

  /// The zero quaternion (not the identity), as Apple's.
  public init() { vector = SIMD4() }
  public init(vector: SIMD4<Scalar>) { self.vector = vector }
  public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { vector = SIMD4(ix, iy, iz, r) }
  public init(real: Scalar, imag: SIMD3<Scalar>) { vector = SIMD4(imag, real) }
  /// Rotation by `angle` radians about `axis`, a unit vector (which
  /// Apple does not normalize either).
  public init(angle: Scalar, axis: SIMD3<Scalar>) { self.init(real: _cos(angle / 2), imag: _sin(angle / 2) * axis) }

  /// The rotation taking unit vector `from` onto unit vector `to`: in two
  /// halves when they are more than 90° apart, which keeps it accurate,
  /// and by π about an axis orthogonal to `from` when they are opposite.
  public init(from: SIMD3<Scalar>, to: SIMD3<Scalar>) {
    func reduced(_ a: SIMD3<Scalar>, _ b: SIMD3<Scalar>) -> Self {
      let half = _normalize(a + b)
      return Self(real: _dot(a, half), imag: _cross(a, half))
    }
    if _dot(from, to) >= 0 {
      self = reduced(from, to)
      return
    }
    let half = from + to
    if _dot(half, half) == 0 {
      let f = _abs(from)
      let other: SIMD3<Scalar> = f.x <= f.y && f.x <= f.z ? SIMD3(1, 0, 0) : f.y <= f.z ? SIMD3(0, 1, 0) : SIMD3(0, 0, 1)
      self.init(real: 0, imag: _normalize(_cross(from, other)))
      return
    }
    let h = _normalize(half)
    self = simd_mul(reduced(from, h), reduced(h, to))
  }

  /// From a rotation matrix (orthogonal, determinant 1).
  public init(_ rotationMatrix: _SIMDMatrix3x3<Scalar>) { self.init(rotation: { rotationMatrix[$0][$1] }) }
  /// From the upper-left 3x3 rotation of the matrix.
  public init(_ rotationMatrix: _SIMDMatrix4x4<Scalar>) { self.init(rotation: { rotationMatrix[$0][$1] }) }

  // Apple's: from the largest of the trace and the diagonal, for accuracy.
  init(rotation m: (_ column: Int, _ row: Int) -> Scalar) {
    let trace = m(0, 0) + m(1, 1) + m(2, 2)
    if trace >= 0 {
      let r = 2 * (1 + trace).squareRoot(), rinv = 1 / r
      self.init(ix: rinv * (m(1, 2) - m(2, 1)), iy: rinv * (m(2, 0) - m(0, 2)), iz: rinv * (m(0, 1) - m(1, 0)), r: r / 4)
    } else if m(0, 0) >= m(1, 1) && m(0, 0) >= m(2, 2) {
      let r = 2 * (1 - m(1, 1) - m(2, 2) + m(0, 0)).squareRoot(), rinv = 1 / r
      self.init(ix: r / 4, iy: rinv * (m(0, 1) + m(1, 0)), iz: rinv * (m(0, 2) + m(2, 0)), r: rinv * (m(1, 2) - m(2, 1)))
    } else if m(1, 1) >= m(2, 2) {
      let r = 2 * (1 - m(0, 0) - m(2, 2) + m(1, 1)).squareRoot(), rinv = 1 / r
      self.init(ix: rinv * (m(0, 1) + m(1, 0)), iy: r / 4, iz: rinv * (m(1, 2) + m(2, 1)), r: rinv * (m(2, 0) - m(0, 2)))
    } else {
      let r = 2 * (1 - m(0, 0) - m(1, 1) + m(2, 2)).squareRoot(), rinv = 1 / r
      self.init(ix: rinv * (m(0, 2) + m(2, 0)), iy: rinv * (m(1, 2) + m(2, 1)), iz: r / 4, r: rinv * (m(0, 1) - m(1, 0)))
    }
  }

  public var real: Scalar {
    get { vector.w }
    set { vector.w = newValue }
  }
  public var imag: SIMD3<Scalar> {
    get { SIMD3(vector.x, vector.y, vector.z) }
    set { vector = SIMD4(newValue, vector.w) }
  }
  public var angle: Scalar { simd_angle(self) }
  public var axis: SIMD3<Scalar> { simd_axis(self) }
  public var conjugate: Self { simd_conjugate(self) }
  public var inverse: Self { simd_inverse(self) }
  public var normalized: Self { simd_normalize(self) }
  public var length: Scalar { simd_length(self) }
  /// Rotates `vector` (by a unit quaternion).
  public func act(_ vector: SIMD3<Scalar>) -> SIMD3<Scalar> { simd_act(self, vector) }

  public var debugDescription: String {
    "simd_quat\(Scalar.self == Double.self ? "d" : "f")(real: \(real), imag: \(imag))"
  }

  public static func + (lhs: Self, rhs: Self) -> Self { simd_add(lhs, rhs) }
  public static func - (lhs: Self, rhs: Self) -> Self { simd_sub(lhs, rhs) }
  public static prefix func - (rhs: Self) -> Self { simd_sub(Self(), rhs) }
  public static func * (lhs: Self, rhs: Self) -> Self { simd_mul(lhs, rhs) }
  public static func * (lhs: Scalar, rhs: Self) -> Self { simd_mul(lhs, rhs) }
  public static func * (lhs: Self, rhs: Scalar) -> Self { simd_mul(lhs, rhs) }
  public static func / (lhs: Self, rhs: Self) -> Self { simd_mul(lhs, rhs.inverse) }
  public static func / (lhs: Self, rhs: Scalar) -> Self { Self(vector: lhs.vector / rhs) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  public static func *= (lhs: inout Self, rhs: Scalar) { lhs = lhs * rhs }
  public static func /= (lhs: inout Self, rhs: Self) { lhs = lhs / rhs }
  public static func /= (lhs: inout Self, rhs: Scalar) { lhs = lhs / rhs }
}

extension _SIMDQuaternion: Sendable where Scalar: Sendable, Scalar.SIMD4Storage: Sendable {}

public func simd_quaternion<S: _SIMDFloat>(_ ix: S, _ iy: S, _ iz: S, _ r: S) -> _SIMDQuaternion<S> {
  .init(ix: ix, iy: iy, iz: iz, r: r)
}
public func simd_quaternion<S: _SIMDFloat>(_ xyzr: SIMD4<S>) -> _SIMDQuaternion<S> { .init(vector: xyzr) }
public func simd_quaternion<S: _SIMDFloat>(_ angle: S, _ axis: SIMD3<S>) -> _SIMDQuaternion<S> {
  .init(angle: angle, axis: axis)
}
public func simd_quaternion<S: _SIMDFloat>(_ from: SIMD3<S>, _ to: SIMD3<S>) -> _SIMDQuaternion<S> {
  .init(from: from, to: to)
}
public func simd_quaternion<S: _SIMDFloat>(_ matrix: _SIMDMatrix3x3<S>) -> _SIMDQuaternion<S> { .init(matrix) }
public func simd_quaternion<S: _SIMDFloat>(_ matrix: _SIMDMatrix4x4<S>) -> _SIMDQuaternion<S> { .init(matrix) }

public func simd_real<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> S { q.real }
public func simd_imag<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> SIMD3<S> { q.imag }
public func simd_angle<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> S { 2 * _atan2(_length(q.imag), q.real) }
public func simd_axis<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> SIMD3<S> { _normalize(q.imag) }
public func simd_add<S: _SIMDFloat>(_ p: _SIMDQuaternion<S>, _ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  .init(vector: p.vector + q.vector)
}
public func simd_sub<S: _SIMDFloat>(_ p: _SIMDQuaternion<S>, _ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  .init(vector: p.vector - q.vector)
}
public func simd_negate<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> { .init(vector: -q.vector) }

// Apple's product: q's lanes shuffled with -q's, weighted by p's lanes,
// summed as fma(px, a, py·b) + fma(pz, c, pw·q).
func _shuffles<S: _SIMDFloat>(_ q: SIMD4<S>) -> (SIMD4<S>, SIMD4<S>, SIMD4<S>) {
  (SIMD4(q.w, -q.z, q.y, -q.x), SIMD4(q.z, q.w, -q.x, -q.y), SIMD4(-q.y, q.x, q.w, -q.z))
}
public func simd_mul<S: _SIMDFloat>(_ p: _SIMDQuaternion<S>, _ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  let (p, q) = (p.vector, q.vector)
  let (a, b, c) = _shuffles(q)
  return .init(vector: (p.y * b).addingProduct(p.x, a) + (p.w * q).addingProduct(p.z, c))
}
public func simd_mul<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>, _ a: S) -> _SIMDQuaternion<S> { .init(vector: a * q.vector) }
public func simd_mul<S: _SIMDFloat>(_ a: S, _ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> { simd_mul(q, a) }
public func simd_conjugate<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  .init(vector: q.vector * SIMD4(-1, -1, -1, 1))
}
public func simd_inverse<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  .init(vector: simd_conjugate(q).vector * (1 / _dot(q.vector, q.vector)))
}
public func simd_dot<S: _SIMDFloat>(_ p: _SIMDQuaternion<S>, _ q: _SIMDQuaternion<S>) -> S { _dot(p.vector, q.vector) }
public func dot<S: _SIMDFloat>(_ p: _SIMDQuaternion<S>, _ q: _SIMDQuaternion<S>) -> S { _dot(p.vector, q.vector) }
public func simd_length<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> S { _length(q.vector) }
/// The unit quaternion; the zero quaternion gives the identity.
public func simd_normalize<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>) -> _SIMDQuaternion<S> {
  let lengthSquared = _dot(q.vector, q.vector)
  if lengthSquared == 0 { return .init(vector: SIMD4(0, 0, 0, 1)) }
  return .init(vector: q.vector * (1 / lengthSquared.squareRoot()))
}
/// Rotates v by q: q·v·q̄ as Apple computes it on arm64 (v·q̄ first, fused).
public func simd_act<S: _SIMDFloat>(_ q: _SIMDQuaternion<S>, _ v: SIMD3<S>) -> SIMD3<S> {
  let (a, b, c) = _shuffles(simd_conjugate(q).vector)
  let vq = (v.y * b).addingProduct(v.x, a).addingProduct(v.z, c)
  return simd_mul(q, _SIMDQuaternion(vector: vq)).imag
}

func _sinc<S: _SIMDFloat>(_ x: S) -> S { x == 0 ? 1 : _sin(x) / x }
// Apple's slerp: the angle from the chord lengths, weights through sin(x)/x.
func _slerp<S: _SIMDFloat>(_ q0: _SIMDQuaternion<S>, _ q1: _SIMDQuaternion<S>, _ t: S) -> _SIMDQuaternion<S> {
  let s = 1 - t
  let a = 2 * _atan2(_length(q0.vector - q1.vector), _length(q0.vector + q1.vector))
  let r = 1 / _sinc(a)
  let v0 = _sinc(s * a) * r * s * q0.vector, v1 = _sinc(t * a) * r * t * q1.vector
  return simd_normalize(.init(vector: v0 + v1))
}
/// Spherical interpolation along the shorter arc.
public func simd_slerp<S: _SIMDFloat>(_ q0: _SIMDQuaternion<S>, _ q1: _SIMDQuaternion<S>, _ t: S) -> _SIMDQuaternion<S> {
  simd_dot(q0, q1) >= 0 ? _slerp(q0, q1, t) : _slerp(q0, simd_negate(q1), t)
}
/// Spherical interpolation along the longer arc.
public func simd_slerp_longest<S: _SIMDFloat>(
  _ q0: _SIMDQuaternion<S>, _ q1: _SIMDQuaternion<S>, _ t: S
) -> _SIMDQuaternion<S> {
  simd_dot(q0, q1) >= 0 ? _slerp(q0, simd_negate(q1), t) : _slerp(q0, q1, t)
}
