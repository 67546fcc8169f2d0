import Foundation

/// A shape that can be inset by an amount, as in SwiftUI: what
/// `strokeBorder` strokes, so the stroke lies inside the frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset: the same shape in the rectangle inset by
/// `amount` on every side (a rounded rectangle's corners shrink by the
/// same amount, as SwiftUI's do).
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat
  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: amount, dy: amount)
    guard r.width >= 0, r.height >= 0 else { return Path() }
    if let rounded = base as? RoundedRectangle ?? (base as? ButtonBorderShape)?.roundedRectangle {
      return RoundedRectangle(cornerRadius: max(0, rounded.cornerRadius - amount), style: rounded.style).path(in: r)
    }
    return base.path(in: r)
  }
  public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
  public var _invalidValues: [String] { base._invalidValues }
}

// The built-in shapes inset as `_InsetShape` of themselves.
nonisolated extension InsettableShape where Self: _AbsoluteShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
nonisolated extension UnevenRoundedRectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}
extension Capsule: InsettableShape {}
extension ButtonBorderShape: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
nonisolated extension ContainerRelativeShape: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}

nonisolated extension InsettableShape {
  /// A user's insettable shape is inset by half the line width and stroked,
  /// as SwiftUI does; the built-in shapes are stroked inside their frame
  /// directly (the same outline, drawn in one pass).
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
    if Self.self is any _AbsoluteShape.Type {
      return ShapeView(shape: AnyShape(self), paint: .strokeBorder(style, lineWidth: lineWidth))
    }
    return inset(by: lineWidth / 2).stroke(style, lineWidth: lineWidth)
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    if Self.self is any _AbsoluteShape.Type {
      return ShapeView(shape: AnyShape(self), paint: .styledStroke(content, style, inset: true))
    }
    return inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
    strokeBorder(ForegroundStyle(), style: style)
  }
}

nonisolated extension View {
  /// Inert: a figure has no container shape to follow (`ContainerRelativeShape`
  /// draws a rectangle).
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View { inert() }
}
