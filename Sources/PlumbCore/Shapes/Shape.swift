import Foundation

/// A 2D shape: a view that fills the space it is offered (10×10 when
/// unproposed) with its path, in the foreground color unless filled or
/// stroked.
public protocol Shape: View, Sendable where Body == Never {
  func path(in rect: CGRect) -> Path
  /// Bad values the shape holds (a NaN corner radius), for diagnostics.
  /// Not for users.
  var _invalidValues: [String] { get }
}

extension Shape {
  public var _invalidValues: [String] { [] }
}

/// A type-erased shape.
public struct AnyShape: Shape {
  let make: @Sendable (CGRect) -> Path
  /// The erased shape's type, named only when a dump asks.
  let type: any Shape.Type
  /// Bad values in the shape (a NaN corner radius), for diagnostics.
  let problems: [String]
  public init<S: Shape>(_ shape: S) {
    make = { shape.path(in: $0) }
    type = S.self
    problems = shape._invalidValues
  }
  public var _invalidValues: [String] { problems }
  public func path(in rect: CGRect) -> Path { make(rect) }
}

public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  public var _invalidValues: [String] {
    cornerRadius.isFinite ? [] : ["RoundedRectangle cornerRadius \(cornerRadius) is not finite; drew square corners"]
  }
  public init(cornerSize: CGSize) { cornerRadius = min(cornerSize.width, cornerSize.height) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

/// A circle centered in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// How a shape is painted.
package enum ShapePaint: Sendable {
  case fill(any ShapeStyle)
  /// A stroke centered on the path.
  case stroke(any ShapeStyle, lineWidth: CGFloat)
  /// A stroke inside the frame (`strokeBorder`, `border`).
  case strokeBorder(any ShapeStyle, lineWidth: CGFloat)
}

/// A shape with its paint: what `fill`, `stroke` and `strokeBorder` return.
public struct ShapeView: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let shape: AnyShape
  let paint: ShapePaint

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let fg = env.foregroundColor ?? .primary
    ctx.diagnostics += shape.problems
    let drawing: Drawing
    switch paint {
    case .fill(let s):
      if let paint = s._gradientPaint {
        drawing = .gradient(shape, paint)
      } else {
        drawing = .fill(shape, s.resolvedColor(foreground: fg))
      }
    case .stroke(let s, let w):
      drawing = .stroke(shape, s.resolvedColor(foreground: fg), lineWidth: ctx.finite(w, "stroke lineWidth"), inset: false)
    case .strokeBorder(let s, let w):
      drawing = .stroke(shape, s.resolvedColor(foreground: fg), lineWidth: ctx.finite(w, "strokeBorder lineWidth"), inset: true)
    }
    ctx.emit(ctx.table.node(FlexibleLeaf(.shape(shape.type)), drawing: drawing))
  }
}

extension Shape {
  public func fill<S: ShapeStyle>(_ style: S) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .fill(style))
  }
  public func fill() -> ShapeView { fill(ForegroundStyle()) }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .stroke(style, lineWidth: lineWidth))
  }
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView { stroke(ForegroundStyle(), lineWidth: lineWidth) }
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .strokeBorder(style, lineWidth: lineWidth))
  }
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
}

extension Shape {
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    fill().lower(ctx, env)
  }
}
