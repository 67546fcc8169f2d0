import Foundation
import Plumb
import Testing

let red = PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255)

/// Paths as views, the Path API pasted code uses, more shapes, stroke styles.
@MainActor @Suite struct ShapePathTests {
  /// A Path is drawn in its own coordinates: a 4×4 square at its origin,
  /// in a view placed at x 10, covers x 10…14 of the figure.
  @Test func aPathIsDrawnInItsViewsCoordinates() throws {
    let img = try pixels(
      HStack(spacing: 0) {
        Color.clear.frame(width: 10, height: 4)
        Path(CGRect(x: 0, y: 0, width: 4, height: 4)).fill(Color.red).frame(width: 4, height: 4)
      })
    #expect(img[11, 1] == red)
    #expect(img[8, 1] == clear)
  }

  /// A user's shape that ignores the rectangle's origin draws in its frame,
  /// as in SwiftUI, where the rectangle is the view's own bounds.
  /// `size(width:height:)` makes the outline in a 10×10 rectangle at the
  /// frame's origin: a circle of a 100×100 frame at (5, 5) is bounded by
  /// (5, 5, 10, 10); the view still takes its 40×40 frame, and the
  /// circle's pixels are at its top-left only.
  @Test func sizedShapeMakesItsPathAtThatSize() throws {
    let sized = Circle().size(width: 10, height: 10)
    #expect(sized.path(in: CGRect(x: 5, y: 5, width: 100, height: 100)).boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    let r = LayoutResult(of: sized.fill(Color.red).id("c").frame(width: 40, height: 40), proposal: .unspecified)
    #expect(r.frame(of: "c") == CGRect(x: 0, y: 0, width: 40, height: 40))
    let img = try pixels(sized.fill(Color.red).frame(width: 40, height: 40))
    #expect(img[5, 5] == red)
    #expect(img[20, 20] == clear)
  }

  @Test func aUserShapeGetsItsOwnBounds() throws {
    struct Corner: Shape {
      func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2)) }
    }
    let img = try pixels(
      VStack(spacing: 0) {
        Color.clear.frame(width: 8, height: 8)
        Corner().fill(Color.red).frame(width: 8, height: 8)
      })
    #expect(img[1, 9] == red)  // the top-left quarter of the lower view
    #expect(img[6, 14] == clear)
    #expect(img[1, 1] == clear)
  }

  /// addArc from 0 to 90° with clockwise false goes through growing angles
  /// (down from the x axis on screen) and ends at (cx, cy + r).
  @Test func arcEndsWhereItsAngleSays() throws {
    var p = Path()
    p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let end = try #require(p.currentPoint)
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)
    // One cubic for a quarter turn, after the move to (15, 10).
    #expect(p.elements.count == 2)
    var q = Path()
    q.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // The other way round: three quarters, three cubics.
    #expect(q.elements.count == 4)
  }

  /// A quadratic curve becomes the cubic with the same curve: controls at
  /// two thirds of the way to the control point.
  @Test func quadCurveAsCubic() {
    var p = Path()
    p.move(to: .zero)
    p.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
    #expect(p.elements.last == .curve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 20), control2: CGPoint(x: 20, y: 20)))
  }

  /// UnevenRoundedRectangle: a 10-radius top-leading corner leaves the
  /// corner pixel empty; the square top-trailing corner is filled.
  @Test func unevenCorners() throws {
    let img = try pixels(UnevenRoundedRectangle(topLeadingRadius: 10).fill(Color.red).frame(width: 20, height: 20))
    #expect(img[0, 0] == clear)
    #expect(img[19, 0] == red)
    #expect(img[10, 10] == red)
  }

  /// Continuous corners, iOS's: the curve leaves the side 1.52866 radii
  /// from the corner (a circular one leaves it 1 radius away) and meets
  /// the next side as far from the corner, through three cubics whose
  /// middle one crosses the diagonal 0.2915 radii in (a circle: 0.2929).
  @Test func continuousCornerGeometry() {
    let p = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    guard case .move(let start) = p.elements[0], case .line(let side) = p.elements[1] else { return #expect(Bool(false)) }
    #expect(abs(start.x - 15.2866483) < 1e-9 && start.y == 0)
    // The top side runs to 100 − 15.2866; the top-trailing corner's last
    // cubic ends on the trailing side 15.2866 down.
    #expect(abs(side.x - (100 - 15.2866483)) < 1e-9 && side.y == 0)
    guard case .curve(let end, _, _) = p.elements[4] else { return #expect(Bool(false)) }
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 15.2866483) < 1e-9)
    let circular = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(circular.elements.first == .move(to: CGPoint(x: 10, y: 0)))
  }

  /// In pixels: 45 points along the top of a 200-point square with 40-point
  /// corners, the circular corner has reached the side (full coverage);
  /// the continuous one is still easing in (partial coverage).
  @Test func continuousCornerPixels() throws {
    let a = try pixels(RoundedRectangle(cornerRadius: 40, style: .continuous).fill(Color.red).frame(width: 200, height: 200))
    let b = try pixels(RoundedRectangle(cornerRadius: 40, style: .circular).fill(Color.red).frame(width: 200, height: 200))
    #expect(b[45, 0].a == 255)
    #expect(a[45, 0].a < 240 && a[45, 0].a > 100, "\(a[45, 0])")
    #expect(a[100, 100] == red && a[0, 0] == clear)
  }

  /// A corner whose curve would pass the middle of a side is circular:
  /// a radius of 45 on 100 (1.52866 × 45 > 50) draws as `.circular`.
  @Test func largeContinuousCornersAreCircular() throws {
    let a = try pixels(RoundedRectangle(cornerRadius: 45, style: .continuous).fill(Color.red).frame(width: 100, height: 100))
    let b = try pixels(RoundedRectangle(cornerRadius: 45, style: .circular).fill(Color.red).frame(width: 100, height: 100))
    #expect(a == b)
  }

  /// A dashed 2-pt line, dashes 4 on 4 off from x 0: x 1 is drawn, x 5
  /// is not, x 9 is again.
  @Test func dashedStroke() throws {
    let line = Path { p in
      p.move(to: CGPoint(x: 0, y: 2))
      p.addLine(to: CGPoint(x: 20, y: 2))
    }
    let img = try pixels(line.stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 20, height: 4))
    #expect(img[1, 2] == red)
    #expect(img[5, 2] == clear)
    #expect(img[9, 2] == red)
  }

  @Test func affineTransforms() {
    let t = CGAffineTransform(translationX: 5, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    let r = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
  }
}
