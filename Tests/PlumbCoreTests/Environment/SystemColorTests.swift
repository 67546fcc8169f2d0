import Foundation
@testable import PlumbCore
import Testing

/// UIKit's system colors, named asset colors, hierarchical styles,
/// materials and `background(_:in:)`.
@MainActor @Suite struct SystemColorTests {
  /// iOS's grouped background: #F2F2F7 in light, black in dark.
  @Test func systemColorsFollowTheScheme() {
    let c = Color(uiColor: .systemGroupedBackground)
    #expect(c.resolve(in: .light) == RGBA(242, 242, 247))
    #expect(c.resolve(in: .dark) == RGBA(0, 0, 0))
    #expect(Color(.secondaryLabel).resolve(in: .light) == RGBA(60, 60, 67, 0.6))
    // UIKit's plain red is pure red, not SwiftUI's system red.
    #expect(Color(uiColor: .red).resolve(in: .light) == RGBA(255, 0, 0))
  }

  /// An asset color is the fallback gray until registered; AccentColor is
  /// the accent color.
  @Test func namedColors() {
    #expect(Color("NotRegistered-\(UUID())").resolve(in: .light) == Color.gray.resolve(in: .light))
    #expect(Color("AccentColor").resolve(in: .light) == Color.accentColor.resolve(in: .light))
    let name = "Brand-\(UUID())"
    ColorAssets.register(name, light: .orange, dark: .purple)
    #expect(Color(name).resolve(in: .light) == Color.orange.resolve(in: .light))
    #expect(Color(name).resolve(in: .dark) == Color.purple.resolve(in: .dark))
  }

  /// A background in a shape takes the view's size: 40×20 text frame, the
  /// material's rounded rectangle 40×20 behind it.
  @Test func backgroundInAShape() {
    let r = layout(
      Color.clear.frame(width: 40, height: 20).id("base")
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8)))
    #expect(r.size == CGSize(width: 40, height: 20))
    expectFrames(r, ["base": rect(0, 0, 40, 20)])
    #expect(r.description.contains("background"))
  }

  @Test func hierarchicalLevels() {
    #expect(HierarchicalShapeStyle.tertiary.resolvedColor(foreground: .red).resolve(in: .light) == RGBA(60, 60, 67, 0.3))
    #expect(Material.thin.resolvedColor(foreground: .red).resolve(in: .dark).alpha == 0.6)
  }
}
