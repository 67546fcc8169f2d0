import Foundation
import PlumbCore
import Testing

/// The optional labels of `.layoutGuides()`: sizes, guide values, spacing.
@Suite struct GuideLabelTests {
  func labels(_ style: LayoutGuideStyle) -> [String] {
    let r = layout(
      HStack(alignment: .bottom, spacing: 6) {
        leaf("a", width: 40, height: 64)
        leaf("b", width: 60, height: 91)
      }.layoutGuides(style))
    return DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let t, _, _, _, _) = $0 { return t.string }
      return nil
    }
  }

  @Test func sizesGuidesAndSpacing() {
    #expect(labels(LayoutGuideStyle()).isEmpty)
    #expect(labels(LayoutGuideStyle(showsSizes: true)) == ["40 × 64", "60 × 91"])
    #expect(labels(LayoutGuideStyle(showsGuideValues: true)) == ["bottom = 91"])
    #expect(labels(LayoutGuideStyle(showsSpacing: true)) == ["6"])
  }
}
