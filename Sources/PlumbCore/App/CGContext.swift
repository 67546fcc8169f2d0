import Foundation

/// How drawing combines with what is under it (Core Graphics' modes).
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
    exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
    destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
public enum CGTextDrawingMode: Int32, Sendable { case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip }

/// A Core Graphics drawing context, as `UIGraphicsImageRenderer` hands
/// one to its actions: what code can read back of its state (the current
/// path and its bounds, the transform, saved and restored with the state)
/// is kept, so drawing code runs as written; colors, line styles and what
/// is drawn are not (docs/deviations.md).
open class CGContext: @unchecked Sendable {
  public let width: Int
  public let height: Int
  private var path = Path()
  private var transform = CGAffineTransform.identity
  private var savedTransforms: [CGAffineTransform] = []

  init(size: CGSize) {
    width = Int(max(0, size.width.isFinite ? size.width : 0))
    height = Int(max(0, size.height.isFinite ? size.height : 0))
  }

  /// The current path's bounds, as Core Graphics reports them.
  public var boundingBoxOfPath: CGRect { path.boundingRect }
  public var isPathEmpty: Bool { path.isEmpty }
  public var ctm: CGAffineTransform { transform }
  public var currentPointOfPath: CGPoint { path.currentPoint ?? .zero }
  public var interpolationQuality: CGInterpolationQuality = .default

  public func saveGState() { savedTransforms.append(transform) }
  public func restoreGState() { if let t = savedTransforms.popLast() { transform = t } }
  // Paint settings: nothing is painted, so none is kept.
  public func setFillColor(_ color: CGColor) {}
  public func setStrokeColor(_ color: CGColor) {}
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public func setLineWidth(_ width: CGFloat) {}
  public func setLineCap(_ cap: CGLineCap) {}
  public func setLineJoin(_ join: CGLineJoin) {}
  public func setAlpha(_ alpha: CGFloat) {}
  public func setBlendMode(_ mode: CGBlendMode) {}
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  public func setMiterLimit(_ limit: CGFloat) {}
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {}

  public func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public func rotate(by angle: CGFloat) { transform = transform.rotated(by: angle) }
  public func concatenate(_ transform: CGAffineTransform) { self.transform = transform.concatenating(self.transform) }

  public func beginPath() { path = Path() }
  public func closePath() { path.closeSubpath() }
  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addLines(between points: [CGPoint]) { path.addLines(points) }
  public func addRect(_ rect: CGRect) { path.addRect(rect) }
  public func addRects(_ rects: [CGRect]) { for r in rects { path.addRect(r) } }
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end, control1: control1, control2: control2)
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: clockwise)
  }
  public func addPath(_ cgPath: CGPath) { path.addPath(cgPath.path) }

  // Painting ends the current path, as in Core Graphics.
  public func fillPath(using rule: CGPathFillRule = .winding) { path = Path() }
  public func strokePath() { path = Path() }
  public func drawPath(using mode: CGPathDrawingMode) { path = Path() }
  public func clip(using rule: CGPathFillRule = .winding) { path = Path() }
  public func fill(_ rect: CGRect) {}
  public func fill(_ rects: [CGRect]) {}
  public func stroke(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect, width: CGFloat) {}
  public func fillEllipse(in rect: CGRect) {}
  public func strokeEllipse(in rect: CGRect) {}
  public func strokeLineSegments(between points: [CGPoint]) {}
  public func clear(_ rect: CGRect) {}
  public func clip(to rect: CGRect) {}
  public func clip(to rects: [CGRect]) {}
  public func draw(_ image: CGImage, in rect: CGRect) {}
  public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) {}
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]?) {}
  public func endTransparencyLayer() {}
  public func makeImage() -> CGImage? { nil }
  public func flush() {}
}

public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
