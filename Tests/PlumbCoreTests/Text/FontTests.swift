import Foundation
@testable import PlumbCore
import Testing

/// Fonts as apps write them.
@MainActor @Suite struct FontTests {
  @Test func systemStylesDesignsAndWeights() {
    let f = Font.system(.title, design: .rounded, weight: .bold)
    #expect(f.size == 28 && f.weight == .bold && f.design == .rounded)
    #expect(Font.system(.caption).size == 12)
    #expect(Font.system(size: 20, weight: .semibold).weight == .semibold)
    let optional: Font.Weight? = nil
    #expect(Font.system(size: 20, weight: optional, design: nil).weight == .regular)
  }

  /// A custom font is the pinned family at its size: a 20-point line.
  @Test func customFontsKeepTheirSize() {
    let r = LayoutResult(of: Text("Hi").font(.custom("Avenir Next", size: 20)).id("t"), measurer: FixedAdvanceTextMeasurer())
    // 2 characters × 10 wide, 20 × 1.25 tall.
    #expect(r.frame(of: "t")?.size == CGSize(width: 20, height: 25))
    #expect(Font.custom("Menlo", size: 14).monospaced().design == .monospaced)
  }
}
