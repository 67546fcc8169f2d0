import Foundation

// Angle is in Geometry/Angle.swift.

/// Colors at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  /// Evenly spaced colors.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
  }

  /// The color halfway, for places that take one color (text).
  var middle: Color {
    guard !stops.isEmpty else { return .clear }
    return stops.min { abs($0.location - 0.5) < abs($1.location - 0.5) }!.color
  }
}

/// How a gradient spreads over a shape's frame. Not for users.
public struct _GradientPaint: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Clockwise from `start` to `end`, as SwiftUI draws angular gradients.
    case angular(center: UnitPoint, start: Angle, end: Angle)
    /// Radii as fractions of the frame's half width and height.
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  }
  package let gradient: Gradient
  package let kind: Kind
}

extension ShapeStyle {
  public var _gradientPaint: _GradientPaint? { nil }
}

/// A gradient along a line across the frame.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let paint: _GradientPaint
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    paint = _GradientPaint(gradient: gradient, kind: .linear(start: startPoint, end: endPoint))
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  public func resolvedColor(foreground: Color) -> Color { paint.gradient.middle }
  public var _gradientPaint: _GradientPaint? { paint }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    ShapeView._makeNodes(Rectangle().fill(view), inputs)
  }
}

/// A gradient in circles around a center.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let paint: _GradientPaint
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    paint = _GradientPaint(gradient: gradient, kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public func resolvedColor(foreground: Color) -> Color { paint.gradient.middle }
  public var _gradientPaint: _GradientPaint? { paint }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    ShapeView._makeNodes(Rectangle().fill(view), inputs)
  }
}

/// A gradient around a center, clockwise (a conic gradient).
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let paint: _GradientPaint
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    paint = _GradientPaint(gradient: gradient, kind: .angular(center: center, start: startAngle, end: endAngle))
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// The whole turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  public func resolvedColor(foreground: Color) -> Color { paint.gradient.middle }
  public var _gradientPaint: _GradientPaint? { paint }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    ShapeView._makeNodes(Rectangle().fill(view), inputs)
  }
}

/// A radial gradient stretched to the frame's ellipse.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Hashable {
  public typealias Body = Never
  let paint: _GradientPaint
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    paint = _GradientPaint(
      gradient: gradient, kind: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction))
  }
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public func resolvedColor(foreground: Color) -> Color { paint.gradient.middle }
  public var _gradientPaint: _GradientPaint? { paint }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    ShapeView._makeNodes(Rectangle().fill(view), inputs)
  }
}

/// `Color.gradient`: the color, a little lighter at the top, as SwiftUI's
/// standard gradient of a color.
nonisolated public struct AnyGradient: ShapeStyle, Hashable {
  let base: Color
  public init(_ base: Color) { self.base = base }
  public func resolvedColor(foreground: Color) -> Color { base }
  public var _gradientPaint: _GradientPaint? {
    _GradientPaint(gradient: stops, kind: .linear(start: .top, end: .bottom))
  }
  /// The gradient's colors: the base lightened by a fifth, then the base.
  var stops: Gradient { Gradient(colors: [base.mix(withWhite: 0.2), base]) }
}

extension Color {
  /// The color as a subtle top-to-bottom gradient.
  public var gradient: AnyGradient { AnyGradient(self) }

  /// The color mixed with white by `amount` (0…1), in both schemes.
  func mix(withWhite amount: Double) -> Color {
    func m(_ c: RGBA) -> RGBA {
      RGBA(
        red: c.red + (1 - c.red) * amount, green: c.green + (1 - c.green) * amount, blue: c.blue + (1 - c.blue) * amount,
        alpha: c.alpha)
    }
    return Color(light: m(resolve(in: .light)), dark: m(resolve(in: .dark)), name: nil)
  }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
  /// iOS 16: a color's standard gradient along a line (`Color.blue.gradient`).
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient.stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    ellipticalGradient(
      Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    ellipticalGradient(
      Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    ellipticalGradient(
      gradient.stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient.stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient.stops, center: center, angle: angle)
  }
}

/// A gradient used as a style where a single color is needed (a tint,
/// a foreground): its first stop's color.
extension Gradient: ShapeStyle {
  public func resolvedColor(foreground: Color) -> Color { stops.first?.color ?? foreground }
  public var _gradientPaint: _GradientPaint? { nil }
}
