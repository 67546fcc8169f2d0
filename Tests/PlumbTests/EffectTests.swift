import Foundation
import Plumb
import Testing

/// rotationEffect and scaleEffect change the drawing, never the layout.
@MainActor @Suite struct EffectTests {
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

/// shadow(color:radius:x:y:): a Gaussian copy beneath, outside the frame,
/// never changing layout.
@MainActor @Suite struct ShadowTests {
  @Test func shadowFallsBelowAndFades() throws {
    let view = Color.white.frame(width: 40, height: 20).shadow(color: .black, radius: 4, x: 0, y: 10)
    #expect(LayoutResult(of: view).size == CGSize(width: 40, height: 20))
    let r = ImageRenderer(content: view)
    r.margin = 30
    r.background = .white
    let img = try PixelImage(pngData: r.pngData())
    // The square itself stays white; just below it (y 30 + 20 + 5) the
    // shadow is dark; 3σ past the shadow's edge it is gone.
    #expect(img[50, 40] == .init(r: 255, g: 255, b: 255, a: 255))
    #expect(img[50, 55].r < 140, "\(img[50, 55])")
    #expect(img[50, 74].r > 245, "\(img[50, 74])")
    // Symmetric left and right of the middle.
    #expect(img[28, 50].r == img[71, 50].r)
  }

  /// The default color is black at 33%: the darkest shadow is about 170.
  @Test func defaultColor() throws {
    let view = Color.white.frame(width: 40, height: 40).shadow(radius: 0, x: 0, y: 20)
    let r = ImageRenderer(content: view)
    r.margin = 20
    r.background = .white
    let img = try PixelImage(pngData: r.pngData())
    let p = img[40, 75]
    #expect(abs(Int(p.r) - 171) <= 2, "\(p)")
  }
}
