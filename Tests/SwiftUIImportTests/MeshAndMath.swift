import SwiftUI
import simd

// `import simd` as app code writes it: a mesh gradient whose middle point
// is mixed between two corners, a card tilted by a rotation read off a
// quaternion, and a user's own translation matrix.

struct MeshCard: View {
  let middle = mix(simd_float2(0, 0), simd_float2(1, 1), t: 0.5)
  let tilt = simd_quatf(angle: .pi / 12, axis: normalize(simd_float3(0, 0, 1)))

  var body: some View {
    MeshGradient(
      width: 3, height: 3,
      points: [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], middle, [1, 0.5],
        [0, 1], [0.5, 1], [1, 1],
      ],
      colors: [
        .red, .purple, .indigo,
        .orange, .white, .blue,
        .yellow, .green, .mint,
      ]
    )
    .frame(width: 120, height: 80)
    .rotationEffect(.radians(Double(tilt.angle)))
  }
}

extension simd_float4x4 {
  init(translation t: SIMD3<Float>) {
    self = matrix_identity_float4x4
    columns.3 = SIMD4<Float>(t.x, t.y, t.z, 1)
  }
}

func movedOrigin(by t: SIMD3<Float>) -> SIMD3<Float> {
  let p = simd_float4x4(translation: t) * SIMD4<Float>(0, 0, 0, 1)
  return SIMD3<Float>(p.x, p.y, p.z)
}
