import Plumb
import SwiftUI
import Testing

// The files beside this one are written as an app's view files are, with
// `import SwiftUI` only: they compile against Plumb unchanged on Linux.
// Each is laid out at an iPhone 15's width (393) and drawn.
@Suite struct SwiftUIImportTests {
  static let width: CGFloat = 393

  func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: Self.width, height: nil)
    renderer.background = .white
    return renderer
  }

  /// The card: `frame(maxWidth: 320)` caps it; a 64-pt avatar (the
  /// `@ScaledMetric` at the default Dynamic Type size) filled with a
  /// purple-to-blue gradient.
  @Test func profileCard() throws {
    let r = renderer(ProfileCard())
    let layout = try r.layout()
    #expect(layout.size.width == 320)
    let image = try r.pixelImage()
    #expect(image.width == 320)
    // The avatar's circle spans x 16…80, its centre row at y 16 + (h − 64)/2 + 32.
    let cy = Int(16 + (layout.size.height - 32 - 64) / 2 + 32)
    let left = image[22, cy], right = image[74, cy]
    // Purple (.purple is (175, 82, 222)) towards the leading edge, blue
    // ((0, 122, 255)) towards the trailing: red falls, green rises.
    #expect(left.r > right.r && left.g < right.g, "\(left) \(right)")
    #expect(right.b > 200)
  }

  /// A custom `EnvironmentKey`, a `ViewModifier` reading it, an
  /// `@EnvironmentObject` and `@AppStorage` with its default.
  @Test func settingsSummary() throws {
    let r = renderer(SettingsSummary().environmentObject(Settings()))
    let layout = try r.layout()
    // Three body lines, 8 apart, inside 12 of padding: the tallest of them
    // is the width; the height is 3 lines + 2 × 8 + 2 × 12.
    let line = layout.size.height - 16 - 24
    #expect(abs(line / 3 - 20.574) < 0.01)
    let image = try r.pixelImage()
    // The card's fill is teal at 15% (the environment value set outside
    // the modifier reaches it) over white: a pale cyan, not orange.
    let fill = image[3, Int(layout.size.height / 2)]
    #expect(fill.b > fill.r && fill.g > fill.r, "\(fill)")
  }

  /// A missing `@EnvironmentObject` is a render error naming the type, as
  /// in SwiftUI (which traps), not a crash.
  @Test func missingEnvironmentObject() throws {
    #expect(throws: RenderError.self) { try renderer(SettingsSummary()).pngData() }
  }
}
