import Foundation
import Plumb
import Testing

/// `blur`, `mask` and `transformEffect`, drawn.
@MainActor @Suite struct BlurMaskTests {
  /// A 10×10 red square blurred with σ = 3, padded by 10: 2 pt outside its
  /// left edge the blur is partly there; its center stays mostly opaque.
  @Test func blurSpreadsPastTheFrame() throws {
    let img = try pixels(Color.red.frame(width: 10, height: 10).blur(radius: 3).padding(10))
    let outside = img[8, 15], center = img[15, 15]
    #expect(outside.a > 10 && outside.a < 200, "\(outside)")
    #expect(center.a > 200, "\(center)")
    // Without the blur, the outside pixel is clear.
    #expect(try pixels(Color.red.frame(width: 10, height: 10).padding(10))[8, 15] == clear)
  }

  /// A circle mask: the corner is clear, the center red; the layout is the
  /// masked view's (20×20), and the dump names the mask.
  @Test func maskShowsWhereTheMaskIsOpaque() throws {
    let view = Color.red.frame(width: 20, height: 20).mask { Circle() }
    let img = try pixels(view)
    #expect(img.width == 20 && img.height == 20)
    #expect(img[0, 0] == clear)
    #expect(img[10, 10] == red)
    #expect(LayoutResult(of: view).description.contains("mask"))
  }

  /// A gradient mask fades the view: opaque at the top, clear at the bottom.
  @Test func gradientMaskFades() throws {
    let img = try pixels(
      Color.red.frame(width: 10, height: 40)
        .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) })
    #expect(img[5, 1].a > 230)
    #expect(img[5, 38].a < 25)
  }

  /// Translated by 10 in its own coordinates: the square is drawn at x 10.
  @Test func transformEffectMovesTheDrawing() throws {
    let img = try pixels(
      Color.red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 10, y: 0))
        .frame(width: 30, height: 10, alignment: .leading))
    #expect(img[15, 5] == red)
    #expect(img[5, 5] == clear)
  }

  /// A GeometryEffect's transform comes from the view's final size: moved
  /// by its own width (10), the square is drawn at x 10…20, while the
  /// layout keeps it at x 0 (effects change drawing only).
  @Test func geometryEffectUsesTheSize() throws {
    struct SlideByWidth: GeometryEffect {
      var animatableData: CGFloat = 0
      func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width, y: 0))
      }
    }
    let view = Color.red.frame(width: 10, height: 10).modifier(SlideByWidth()).id("square")
      .frame(width: 30, height: 10, alignment: .leading)
    let img = try pixels(view)
    #expect(img[15, 5] == red)
    #expect(img[5, 5] == clear)
    #expect(LayoutResult(of: view).frame(of: "square") == CGRect(x: 0, y: 0, width: 10, height: 10))
    // `ignoredByLayout()` draws the same.
    let ignored = try pixels(
      Color.red.frame(width: 10, height: 10).modifier(SlideByWidth().ignoredByLayout())
        .frame(width: 30, height: 10, alignment: .leading))
    #expect(ignored[15, 5] == red && ignored[5, 5] == clear)
  }
}
