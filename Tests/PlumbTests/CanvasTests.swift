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
}
