import Foundation

#if os(Linux) || !canImport(CoreGraphics)
/// How the ends of an open stroke are drawn (CoreGraphics's, not on Linux).
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How the corners of a stroke are drawn (CoreGraphics's, not on Linux).
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
#endif

/// A stroke's width, caps, joins and dashes, as SwiftUI's `StrokeStyle`,
/// drawn by Cairo with the same meaning.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

nonisolated extension Shape {
  /// Strokes the shape's outline with a style, centered on the path.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .styledStroke(content, style, inset: false))
  }

  /// The outline as a shape (SwiftUI's `some Shape`): drawn in the
  /// foreground style, or filled with another.
  public func stroke(style: StrokeStyle) -> _StrokedShape {
    _StrokedShape(base: AnyShape(self), stroke: PathStroke(style: style, styled: true, inset: false))
  }

  /// Strokes the outline inside the frame, with a style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .styledStroke(content, style, inset: true))
  }

  /// Strokes the outline inside the frame in the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    strokeBorder(ForegroundStyle(), style: style)
  }
}

extension Path {
  /// The path's stroke as a path (SwiftUI's outline): filling it strokes the
  /// original with the style. Plumb keeps the original geometry and draws
  /// the stroke; the outline itself is not computed.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var p = self
    p.stroke = PathStroke(style: style, styled: true, inset: false)
    return p
  }
}
