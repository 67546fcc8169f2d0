import Foundation
import Plumb
import Testing

/// rotationEffect and scaleEffect change the drawing, never the layout.
@Suite struct EffectTests {
  /// A 40 × 10 bar rotated 90° about its center stands 10 × 40 in the
  /// middle of its 40 × 40 box; the layout still says 40 × 10.
  @Test func rotationTurnsTheDrawing() throws {
    let view = Color.clear.frame(width: 40, height: 40)
      .overlay { Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).id("bar") }
    let r = LayoutResult(of: view)
    #expect(r.frame(of: "bar") == CGRect(x: 0, y: 15, width: 40, height: 10))
    let img = try pixels(view, scale: 1)
    #expect(img[20, 2].a == 255)   // above the unrotated bar: now covered
    #expect(img[2, 20].a == 0)     // left end of the unrotated bar: now empty
  }

  /// Scaled by 2 about the top-leading corner, a 10 × 10 square covers
  /// 20 × 20; with a margin the anchor moves with the figure.
  @Test func scaleAboutAnAnchor() throws {
    let view = Color.clear.frame(width: 30, height: 30)
      .overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading) }
    let r = ImageRenderer(content: view)
    r.margin = 5
    let img = try PixelImage(pngData: r.pngData())
    #expect(img[5 + 19, 5 + 19].a == 255)
    #expect(img[5 + 21, 5 + 21].a == 0)
    #expect(img[4, 4].a == 0)
    #expect(LayoutResult(of: view).size == CGSize(width: 30, height: 30))
  }
}
