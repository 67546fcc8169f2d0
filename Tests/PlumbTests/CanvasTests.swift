import Foundation
import Plumb
import Testing

/// Canvas: it fills the space offered and draws its commands in its frame.
@MainActor @Suite struct CanvasTests {
  /// A 4×4 red square filled at (2, 2), translated by 10 across, in a
  /// 20×10 canvas placed at x 5: covers x 17…21 of the figure.
  @Test func fillsUnderTheTransform() throws {
    let img = try pixels(
      HStack(spacing: 0) {
        Color.clear.frame(width: 5, height: 10)
        Canvas { context, size in
          context.translateBy(x: 10, y: 0)
          context.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(.red))
        }
        .frame(width: 20, height: 10)
      })
    #expect(img[18, 4] == red)
    #expect(img[8, 4] == clear)
  }

  /// The renderer gets the canvas's size: a stroke along the whole width.
  @Test func rendererGetsTheSize() throws {
    let img = try pixels(
      Canvas { context, size in
        var p = Path()
        p.move(to: CGPoint(x: 0, y: size.height / 2))
        p.addLine(to: CGPoint(x: size.width, y: size.height / 2))
        context.stroke(p, with: .color(.red), lineWidth: 2)
      }
      .frame(width: 30, height: 10))
    #expect(img[1, 5] == red && img[28, 5] == red)
    #expect(img[15, 1] == clear)
  }

  /// A linear gradient shading from red at x 0 to blue at x 40, in the
  /// canvas's coordinates: the left edge is red, the right edge blue, the
  /// middle between; a conic one turns from red to blue clockwise.
  @Test func gradientShading() throws {
    let img = try pixels(
      Canvas { context, size in
        context.fill(
          Path(CGRect(origin: .zero, size: size)),
          with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
      }
      .frame(width: 40, height: 10))
    let left = img[0, 5], right = img[39, 5], middle = img[20, 5]
    #expect(left.r > 240 && left.b < 70, "\(left)")
    #expect(right.b > 240 && right.r < 20, "\(right)")
    #expect(middle.r > 100 && middle.r < 160 && middle.b > 130 && middle.b < 200, "\(middle)")
  }

  /// A stroke with a gradient shading paints only the line.
  @Test func gradientStroke() throws {
    let img = try pixels(
      Canvas { context, size in
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 5))
        p.addLine(to: CGPoint(x: size.width, y: 5))
        context.stroke(
          p, with: .linearGradient(Gradient(colors: [.red, .red]), startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)),
          lineWidth: 2)
      }
      .frame(width: 40, height: 10))
    #expect(img[20, 5] == red)
    #expect(img[20, 1] == clear)
  }

  /// `Image(size:renderer:)` is a fixed 12×8 leaf, whatever the proposal
  /// (a 100×100 frame centres it at ((100 − 12) / 2, (100 − 8) / 2) =
  /// (44, 46)), and draws its renderer's commands in its own coordinates:
  /// a 4×4 fill at (8, 4) lands on figure pixels 52…56 × 50…54.
  @Test func drawnImageIsFixedSizeAndDrawsItsRenderer() throws {
    let image = Image(size: CGSize(width: 12, height: 8)) { context in
      context.fill(Path(CGRect(x: 8, y: 4, width: 4, height: 4)), with: .color(.red))
    }
    let r = LayoutResult(of: image.id("image").frame(width: 100, height: 100), proposal: .unspecified)
    #expect(r.frame(of: "image") == CGRect(x: 44, y: 46, width: 12, height: 8))
    let img = try pixels(image.frame(width: 100, height: 100))
    #expect(img[54, 52] == red)
    #expect(img[46, 48] == clear)
  }

  /// Resizable, it takes the proposal; a bad size draws nothing in no space.
  @Test func drawnImageResizableAndBadSizes() {
    let drawn = Image(size: CGSize(width: 12, height: 8)) { _ in }.resizable()
    let r = LayoutResult(of: drawn.id("i"), proposal: ProposedViewSize(width: 30, height: 20))
    #expect(r.frame(of: "i") == CGRect(x: 0, y: 0, width: 30, height: 20))
    let bad = Image(size: CGSize(width: -1, height: CGFloat.nan)) { _ in }
    let b = LayoutResult(of: bad.id("i"), proposal: ProposedViewSize(width: 30, height: 20))
    #expect(b.frame(of: "i")?.size == .zero)
    #expect(b.diagnostics.contains { $0.contains("Image(size:") })
  }
}
