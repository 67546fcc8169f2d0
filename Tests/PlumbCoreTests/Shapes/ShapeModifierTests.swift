import Foundation
@testable import PlumbCore
import Testing

/// Shapes that return shapes: `trim`, `inset(by:)`, `rotation`, `scale`,
/// `offset`; users' insettable and animatable shapes.
@MainActor @Suite struct ShapeModifierTests {
  /// The points a path passes through, curves as their end points.
  func points(_ path: Path) -> [CGPoint] {
    path.elements.compactMap {
      switch $0 {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
      case .closeSubpath: nil
      }
    }
  }

  func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  /// A rectangle's outline is 300 long in 100×50 (from its top-left,
  /// clockwise in screen coordinates): the first half runs along the top
  /// (100) and down the right side (50), ending at the bottom-right.
  @Test func trimCutsLinesByLength() {
    let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(points(half) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
    // 0.25 … 0.5 is 75 … 150: from (75, 0) to the corner and down.
    let part = Rectangle().trim(from: 0.25, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(points(part) == [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
    // Nothing where the range is empty; the whole path for 0 … 1.
    #expect(Rectangle().trim(from: 0.5, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).elements.isEmpty)
    let whole = Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(Circle().trim().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)) == whole)
  }

  /// A circle trimmed to a quarter ends a quarter turn from where it
  /// starts, on the circle (radius 50 about (50, 50)), as the progress rings
  /// apps draw.
  @Test func trimSplitsCurves() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let full = points(Circle().path(in: rect))
    let quarter = points(Circle().trim(from: 0, to: 0.25).path(in: rect))
    #expect(close(quarter.first!, full.first!))
    let end = quarter.last!
    #expect(abs(hypot(end.x - 50, end.y - 50) - 50) < 0.05)
    // A quarter of the way round from the start, whichever way it runs:
    // the chord from start to end is r√2.
    let start = full.first!
    #expect(abs(hypot(end.x - start.x, end.y - start.y) - 50 * 2.0.squareRoot()) < 0.5)
  }

  /// Insetting a built-in shape draws it in the rectangle inset on every
  /// side; a rounded rectangle's corners shrink by the same amount.
  @Test func insetShapes() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(Rectangle().inset(by: 5).path(in: rect) == Path(CGRect(x: 5, y: 5, width: 90, height: 40)))
    #expect(
      RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: rect)
        == RoundedRectangle(cornerRadius: 6).path(in: rect.insetBy(dx: 4, dy: 4)))
    #expect(Circle().inset(by: 10).inset(by: 5).path(in: rect) == Circle().path(in: rect.insetBy(dx: 15, dy: 15)))
  }

  /// iOS 17's `ButtonBorderShape` is a shape: `.buttonBorder` (automatic)
  /// is a regular button's continuous rounded rectangle of radius 8; the
  /// others are the shapes they name; inset, the radius shrinks.
  @Test func buttonBorderShapeIsAShape() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    func path<S: Shape>(_ shape: S) -> Path { shape.path(in: rect) }
    #expect(path(.buttonBorder) == RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect))
    #expect(path(ButtonBorderShape.capsule) == Capsule().path(in: rect))
    #expect(path(ButtonBorderShape.circle) == Circle().path(in: rect))
    #expect(
      path(ButtonBorderShape.roundedRectangle(radius: 12))
        == RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: rect))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 12).inset(by: 4).path(in: rect)
        == RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect.insetBy(dx: 4, dy: 4)))
  }

  /// A 100×50 rectangle turned 90° about its center covers 50×100 about
  /// (50, 25): its corners at x 25 … 75, y −25 … 75.
  @Test func rotationTurnsTheOutline() {
    let turned = points(Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)))
    let xs = turned.map(\.x), ys = turned.map(\.y)
    #expect(abs(xs.min()! - 25) < 1e-9 && abs(xs.max()! - 75) < 1e-9)
    #expect(abs(ys.min()! + 25) < 1e-9 && abs(ys.max()! - 75) < 1e-9)
    // Scaled by 0.5 about the top-leading corner: 50×25 there.
    let scaled = points(Rectangle().scale(0.5, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(scaled.map(\.x).max() == 50 && scaled.map(\.y).max() == 25)
    // Moved by (3, 4).
    #expect(Rectangle().offset(x: 3, y: 4).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == Path(CGRect(x: 3, y: 4, width: 10, height: 10)))
  }

  /// The shape types have SwiftUI's public initializers, the anchor
  /// defaulting to the center, so `RotatedShape(shape:angle:)` written out
  /// (a button style's shape) is the modifier's shape.
  @Test func shapeTypesMadeDirectly() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      RotatedShape(shape: RoundedRectangle(cornerRadius: 10), angle: .degrees(45)).path(in: rect)
        == RoundedRectangle(cornerRadius: 10).rotation(.degrees(45)).path(in: rect))
    #expect(
      ScaledShape(shape: Circle(), scale: CGSize(width: 0.5, height: 2)).path(in: rect)
        == Circle().scale(x: 0.5, y: 2).path(in: rect))
    #expect(OffsetShape(shape: Rectangle(), offset: CGSize(width: 3, height: 4)).path(in: rect) == Path(rect.offsetBy(dx: 3, dy: 4)))
    #expect(
      TransformedShape(shape: Rectangle(), transform: CGAffineTransform(scaleX: 2, y: 1)).path(in: rect)
        == Path(CGRect(x: 0, y: 0, width: 200, height: 50)))
  }

  /// A user's insettable shape is stroked inset by half the line width, as
  /// SwiftUI's `strokeBorder` does: a 4-wide stroke of a diamond in 40×40
  /// strokes the diamond inset by 2.
  @Test func userInsettableShapeStrokesInset() {
    let r = LayoutResult(of: Diamond().strokeBorder(Color.red, lineWidth: 4), proposal: ProposedViewSize(width: 40, height: 40))
    let strokes = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap { item -> Path? in
      if case .stroke(let p, _, let w) = item, w == 4 { return p }
      return nil
    }
    #expect(strokes.count == 1)
    #expect(points(strokes[0]).first == CGPoint(x: 20, y: 2))
  }

  /// A shape with `animatableData` draws the values it holds.
  @Test func animatableShapeDrawsItsValues() {
    var wave = Wave(height: 10)
    #expect(wave.animatableData == 10)
    wave.animatableData = 20
    #expect(wave.height == 20)
    let pair = AnimatablePair(CGFloat(1), 2.0) + AnimatablePair(CGFloat(2), 3.0)
    #expect(pair.first == 3 && pair.second == 5)
    let r = LayoutResult(of: wave.fill(Color.blue), proposal: ProposedViewSize(width: 50, height: 30))
    let fills = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap { item -> Path? in
      if case .fill(let p, _) = item { return p }
      return nil
    }
    #expect(fills.count == 1 && points(fills[0]).contains(CGPoint(x: 50, y: 20)))
  }
}

private struct Diamond: InsettableShape {
  var inset: CGFloat = 0
  func inset(by amount: CGFloat) -> Diamond { Diamond(inset: inset + amount) }
  func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: inset, dy: inset)
    return Path { p in
      p.move(to: CGPoint(x: r.midX, y: r.minY))
      p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
      p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
      p.addLine(to: CGPoint(x: r.minX, y: r.midY))
      p.closeSubpath()
    }
  }
}

private struct Wave: Shape {
  var height: CGFloat
  var animatableData: CGFloat {
    get { height }
    set { height = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: rect.width, y: height))
      p.addLine(to: CGPoint(x: 0, y: rect.height))
      p.closeSubpath()
    }
  }
}
