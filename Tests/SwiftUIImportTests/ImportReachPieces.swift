// What one import brings on Apple platforms beyond its own framework,
// each file importing only what an app's file did (the files below are
// the shapes of app targets that failed here before):
// - `import SwiftUI` alone names simd's matrices and quaternions (Apple's
//   visionOS World sample keeps a `simd_quatf` so);
// - an AppKit window overrides `awakeFromNib`.
import SwiftUI
import Testing

struct GlobeConfiguration {
  var rotation: simd_quatf = .init(angle: 0, axis: [0, 1, 0])
  var transform: simd_float4x4 = matrix_identity_float4x4
}

extension simd_float4x4 {
  /// The translation column, as visionOS code reads a device anchor's.
  var position: SIMD3<Float> { SIMD3(columns.3.x, columns.3.y, columns.3.z) }
}

final class RestoringWindow: NSWindow {
  private(set) var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

final class NibCell: UIView {
  private(set) var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

@Suite struct ImportReachPieces {
  @Test func simdThroughSwiftUI() {
    var globe = GlobeConfiguration()
    globe.transform.columns.3 = [1, 2, -3, 1]
    #expect(globe.transform.position == SIMD3<Float>(1, 2, -3))
    // A quarter turn about y takes x to -z.
    globe.rotation = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
    let turned = globe.rotation.act([1, 0, 0])
    #expect(abs(turned.x) < 1e-6 && abs(turned.z + 1) < 1e-6)
  }

  @MainActor @Test func nothingLoadsFromANib() {
    // No nib is loaded here, so only a subclass's own call reaches it.
    let window = RestoringWindow()
    #expect(!window.awoke)
    window.awakeFromNib()
    let cell = NibCell()
    cell.awakeFromNib()
    #expect(window.awoke && cell.awoke)
  }
}
