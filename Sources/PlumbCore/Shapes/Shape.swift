import Foundation

/// A 2D shape: a view that fills the space it is offered (10×10 when
/// unproposed) with its path, in the foreground color unless filled or
/// stroked.
public protocol Shape: View, Animatable, Sendable where Body == Never {
  nonisolated func path(in rect: CGRect) -> Path
  /// Bad values the shape holds (a NaN corner radius), for diagnostics.
  /// Not for users.
  nonisolated var _invalidValues: [String] { get }
  /// What the shape is for (SwiftUI's `ShapeRole`): a fill by default.
  /// Plumb draws every role the same way.
  nonisolated static var role: ShapeRole { get }
  /// The shape's size for a proposal (iOS 16): by default the proposal,
  /// 10 by 10 where unspecified. A shape that answers otherwise is laid
  /// out at its answer, as in SwiftUI.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  public var _invalidValues: [String] { [] }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
  public static var role: ShapeRole { .fill }
  /// Whether the shape mirrors in right-to-left layouts: fixed (Plumb draws
  /// shapes unmirrored, as SwiftUI's default does).
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// Whether a shape mirrors in right-to-left layouts, as in SwiftUI.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  case fixed
  case mirrors(in: LayoutDirection)
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// What a shape is for, as in SwiftUI: a filled shape, a stroked one, or a
/// separator.
public enum ShapeRole: Hashable, Sendable {
  case fill, stroke, separator
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape {
  let make: @Sendable (CGRect) -> Path
  /// The erased shape's type, named only when a dump asks.
  let type: any Shape.Type
  /// Bad values in the shape (a NaN corner radius), for diagnostics.
  let problems: [String]
  public init<S: Shape>(_ shape: S) {
    if S.self is any _AbsoluteShape.Type {
      // The built-in shapes draw in the rectangle they are given.
      make = { shape.path(in: $0) }
    } else {
      // SwiftUI asks a shape for its path in its own coordinates (the
      // rectangle at the origin): a user's shape, or a Path, may ignore
      // the rectangle's origin. The display list works in the figure's.
      make = { rect in
        shape.path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
      }
    }
    // A stroked shape is named and sized after the shape it strokes.
    // (A metatype comparison, not a cast, on every shape's way in.)
    let stroked = S.self == _StrokedShape.self ? (shape as! _StrokedShape).base : nil
    type = stroked?.type ?? S.self
    problems = shape._invalidValues
    size = stroked?.size ?? (S.self is any _AbsoluteShape.Type ? nil : Self.ownSize(shape))
  }
  /// A user's shape that answers `sizeThatFits(_:)` its own way (a fixed
  /// aspect, a fixed width): that answer. nil for a shape answering as
  /// SwiftUI's default does, which is then laid out as a color is.
  let size: (@Sendable (ProposedViewSize) -> CGSize)?
  public var _invalidValues: [String] { problems }
  public func path(in rect: CGRect) -> Path { make(rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    size?(proposal) ?? proposal.replacingUnspecifiedDimensions()
  }

  /// The shape's own sizing, if its answers to four probes (unspecified,
  /// zero, a rectangle, a width alone) differ from the default's.
  private static func ownSize<S: Shape>(_ shape: S) -> (@Sendable (ProposedViewSize) -> CGSize)? {
    let probes = [
      ProposedViewSize.unspecified, .zero, ProposedViewSize(width: 100, height: 50),
      ProposedViewSize(width: 100, height: nil),
    ]
    let own = probes.contains { shape.sizeThatFits($0) != $0.replacingUnspecifiedDimensions() }
    guard own else { return nil }
    return { @Sendable proposal in shape.sizeThatFits(proposal) }
  }
}

/// A shape's outline as a shape: what `stroke(lineWidth:)`, `stroke(style:)`
/// and `strokeBorder(lineWidth:)`/`strokeBorder(style:)` return, as in
/// SwiftUI, so it can be filled, returned as `some Shape` or used as a chart
/// symbol. Its path is its base's, marked with the stroke (Plumb does not
/// compute the outline's geometry): filling it strokes the base, so as a
/// view it draws the stroke in the foreground style. Not for users by name.
nonisolated public struct _StrokedShape: Shape, _AbsoluteShape {
  let base: AnyShape
  let stroke: PathStroke
  public var _invalidValues: [String] { base.problems }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
  public func path(in rect: CGRect) -> Path {
    var r = rect
    if stroke.inset {
      let w = stroke.style.lineWidth
      // Too small to inset: nothing is stroked.
      guard rect.width >= w, rect.height >= w else { return Path() }
      r = rect.insetBy(dx: w / 2, dy: w / 2)
    }
    var p = base.path(in: r)
    p.stroke = stroke
    return p
  }
}

/// How a path is stroked when filled: a stroked shape's, or `strokedPath(_:)`'s.
struct PathStroke: Hashable, Sendable {
  var style: StrokeStyle
  /// Drawn with the whole style (dashes, caps, joins), not a line width alone.
  var styled: Bool
  /// Inside the frame (`strokeBorder`).
  var inset: Bool
}

/// The built-in shapes, which draw in whatever rectangle they are given.
/// Not for users.
public protocol _AbsoluteShape {}

nonisolated public struct Rectangle: Shape, _AbsoluteShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated public struct RoundedRectangle: Shape, _AbsoluteShape {
  public var cornerRadius: CGFloat
  /// `.continuous` (the default, as in SwiftUI) draws iOS's corner curve.
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public var _invalidValues: [String] {
    cornerRadius.isFinite ? [] : ["RoundedRectangle cornerRadius \(cornerRadius) is not finite; drew square corners"]
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    cornerRadius = min(cornerSize.width, cornerSize.height)
    self.style = style
  }
  public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius, style: style) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape, _AbsoluteShape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
  }
}

/// A circle centered in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: Shape, _AbsoluteShape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

nonisolated public struct Ellipse: Shape, _AbsoluteShape {
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
  /// A stroke with a `StrokeStyle`, centered or (`inset`) inside the frame.
  case styledStroke(any ShapeStyle, StrokeStyle, inset: Bool)
}

/// A shape with its paint: what `fill`, `stroke` and `strokeBorder` return.
nonisolated public struct ShapeView: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let shape: AnyShape
  let paint: ShapePaint

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    ctx.diagnostics += shape.problems
    let drawing: Drawing
    switch paint {
    case .fill(let s):
      let style = type(of: s)._resolvesInEnvironment || s._erasedStyle != nil ? s._inEnvironment(env) : s
      if let paint = style._imagePaint, !paint.image.isSystem {
        let ref = ctx.images.reference(named: paint.image.name)
        drawing = .imageFill(shape, ref, scale: ctx.finite(paint.scale, "ImagePaint scale"))
      } else if let paint = style._gradientPaint {
        drawing = .gradient(shape, paint)
      } else {
        drawing = .fill(shape, resolvedColor(s, env))
      }
    case .stroke(let s, let w):
      drawing = .stroke(shape, resolvedColor(s, env), lineWidth: ctx.finite(w, "stroke lineWidth"), inset: false)
    case .strokeBorder(let s, let w):
      drawing = .stroke(shape, resolvedColor(s, env), lineWidth: ctx.finite(w, "strokeBorder lineWidth"), inset: true)
    case .styledStroke(let s, var style, let inset):
      style.lineWidth = ctx.finite(style.lineWidth, "stroke lineWidth")
      drawing = .styledStroke(shape, resolvedColor(s, env), style, inset: inset)
    }
    if let size = shape.size {
      ctx.emit(ctx.table.node(ShapeSizeLeaf(type: shape.type, size: size), drawing: drawing))
    } else {
      ctx.emit(ctx.table.node(FlexibleLeaf(.shape(shape.type)), drawing: drawing))
    }
  }
}

nonisolated extension Shape {
  public func fill<S: ShapeStyle>(_ style: S) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .fill(style))
  }
  public func fill() -> ShapeView { fill(ForegroundStyle()) }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .stroke(style, lineWidth: lineWidth))
  }
  /// The outline as a shape (SwiftUI's `some Shape`): drawn in the
  /// foreground style, or filled with another.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape {
    _StrokedShape(
      base: AnyShape(self), stroke: PathStroke(style: StrokeStyle(lineWidth: lineWidth), styled: false, inset: false))
  }
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: AnyShape(self), paint: .strokeBorder(style, lineWidth: lineWidth))
  }
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
}

nonisolated extension Shape {
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    fill().lower(ctx, env)
  }
}

// iOS 17: a filled or stroked shape can be filled or stroked again:
// `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`. A stroke is drawn
// over what is there, a fill under it, as SwiftUI layers them.

/// A shape drawn more than once (iOS 17's `ShapeView` layering).
///
/// Child proposal: the proposal, to each layer. Own size: the proposal.
/// Placement: the layers over each other, fills under strokes.
nonisolated public struct LayeredShapeView: View {
  let shape: AnyShape
  var below: [ShapeView]
  var above: [ShapeView]
  let base: ShapeView

  public var body: some View {
    ZStack {
      ForEach(0..<below.count, id: \.self) { below[below.count - 1 - $0] }
      base
      ForEach(0..<above.count, id: \.self) { above[$0] }
    }
  }

  func adding(_ layer: ShapeView, above isAbove: Bool) -> LayeredShapeView {
    var copy = self
    if isAbove { copy.above.append(layer) } else { copy.below.append(layer) }
    return copy
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
    adding(shape.stroke(content, lineWidth: lineWidth), above: true)
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
    adding(shape.stroke(content, style: style), above: true)
  }
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> LayeredShapeView {
    adding(shape.fill(content), above: false)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> LayeredShapeView
  {
    adding(ShapeView(shape: shape, paint: .strokeBorder(content, lineWidth: lineWidth)), above: true)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> LayeredShapeView
  {
    adding(ShapeView(shape: shape, paint: .styledStroke(content, style, inset: true)), above: true)
  }
}

extension ShapeView {
  var layered: LayeredShapeView { LayeredShapeView(shape: shape, below: [], above: [], base: self) }
  /// Strokes the shape again, over this drawing.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
    layered.stroke(content, lineWidth: lineWidth)
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
    layered.stroke(content, style: style)
  }
  /// Fills the shape under this drawing.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> LayeredShapeView {
    layered.fill(content, style: style)
  }
  /// Strokes the shape's border (inside its frame) over this drawing.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> LayeredShapeView
  {
    layered.strokeBorder(content, lineWidth: lineWidth)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> LayeredShapeView
  {
    layered.strokeBorder(content, style: style)
  }
}
