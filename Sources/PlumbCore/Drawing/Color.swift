import Foundation

/// Light or dark appearance; named colors resolve per scheme.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// A color in sRGB, components 0…1.
public struct RGBA: Hashable, Sendable {
  public var red: Double, green: Double, blue: Double, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
  }
}

/// A SwiftUI color: a view that fills the space it is offered, and a style
/// for fills and strokes. Named colors have SwiftUI's (iOS) light and dark
/// values.
public struct Color: Hashable, Sendable {
  package let light: RGBA
  package let dark: RGBA
  package let name: String?

  package init(light: RGBA, dark: RGBA, name: String?) {
    self.light = light
    self.dark = dark
    self.name = name
  }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let c = RGBA(red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: opacity.clamped01)
    self.init(light: c, dark: c, name: nil)
  }

  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The color spaces a color can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A color in a color space. Plumb draws in sRGB: linear components are
  /// encoded with sRGB's curve; Display P3 components are taken as sRGB
  /// (the common colors differ little; see docs/deviations.md).
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func encode(_ v: Double) -> Double {
      guard colorSpace == .sRGBLinear else { return v }
      let c = v.clamped01
      return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
  }

  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// HSB to RGB, as SwiftUI converts (hue wraps at 1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if h < 0 { h += 1 }
    let s = saturation.clamped01, v = brightness.clamped01
    let i = Int((h * 6).rounded(.down)) % 6
    let f = h * 6 - (h * 6).rounded(.down)
    let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
    let (r, g, b): (Double, Double, Double)
    switch i {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The color with its opacity multiplied.
  public func opacity(_ o: Double) -> Color {
    var l = light, d = dark
    l.alpha *= o.clamped01
    d.alpha *= o.clamped01
    return Color(light: l, dark: d, name: name.map { "\($0).opacity(\(o))" })
  }

  /// The concrete color in a color scheme.
  public func resolve(in scheme: ColorScheme) -> RGBA {
    scheme == .dark ? dark : light
  }

  /// iOS 17's resolved color: sRGB components as `Float`s.
  public struct Resolved: Hashable, Sendable, Codable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float
    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }
    /// The components in linear light (the sRGB transfer function undone).
    public var linearRed: Float { Self.linear(red) }
    public var linearGreen: Float { Self.linear(green) }
    public var linearBlue: Float { Self.linear(blue) }
    static func linear(_ c: Float) -> Float { c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4) }
  }

  /// The concrete color in an environment (its color scheme).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    let c = resolve(in: environment.colorScheme)
    return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
  }

  /// A color from resolved components.
  public init(_ resolved: Resolved) {
    self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
  }

  static func named(_ name: String, _ l: RGBA, _ d: RGBA) -> Color {
    Color(light: l, dark: d, name: name)
  }

  public static let clear = named("clear", RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0))
  public static let black = named("black", RGBA(0, 0, 0), RGBA(0, 0, 0))
  public static let white = named("white", RGBA(255, 255, 255), RGBA(255, 255, 255))
  public static let gray = named("gray", RGBA(142, 142, 147), RGBA(142, 142, 147))
  public static let red = named("red", RGBA(255, 59, 48), RGBA(255, 69, 58))
  public static let orange = named("orange", RGBA(255, 149, 0), RGBA(255, 159, 10))
  public static let yellow = named("yellow", RGBA(255, 204, 0), RGBA(255, 214, 10))
  public static let green = named("green", RGBA(52, 199, 89), RGBA(48, 209, 88))
  public static let mint = named("mint", RGBA(0, 199, 190), RGBA(99, 230, 226))
  public static let teal = named("teal", RGBA(48, 176, 199), RGBA(64, 200, 224))
  public static let cyan = named("cyan", RGBA(50, 173, 230), RGBA(100, 210, 255))
  public static let blue = named("blue", RGBA(0, 122, 255), RGBA(10, 132, 255))
  public static let indigo = named("indigo", RGBA(88, 86, 214), RGBA(94, 92, 230))
  public static let purple = named("purple", RGBA(175, 82, 222), RGBA(191, 90, 242))
  public static let pink = named("pink", RGBA(255, 45, 85), RGBA(255, 55, 95))
  public static let brown = named("brown", RGBA(162, 132, 94), RGBA(172, 142, 104))
  /// Black in light mode, white in dark mode.
  public static let primary = named("primary", RGBA(0, 0, 0), RGBA(255, 255, 255))
  /// SwiftUI's secondary label color: gray at 60% opacity.
  public static let secondary = named("secondary", RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
  public static let accentColor = named("accentColor", RGBA(0, 122, 255), RGBA(10, 132, 255))

  var dumpName: String {
    if let name { return name }
    func c(_ v: Double) -> String { formatLength(CGFloat(v)) }
    return "rgba(\(c(light.red)), \(c(light.green)), \(c(light.blue)), \(c(light.alpha)))"
  }
}

/// `Color.red.description` is "red"; a color made from components is its
/// sRGB hex with alpha, "#FF3B30FF", as SwiftUI prints them.
extension Color: CustomStringConvertible {
  public var description: String {
    if let name { return name }
    func hex(_ v: Double) -> String {
      let byte = Int((v * 255).rounded())
      return String(byte, radix: 16, uppercase: true).count == 1 ? "0" + String(byte, radix: 16, uppercase: true)
        : String(byte, radix: 16, uppercase: true)
    }
    return "#" + hex(light.red) + hex(light.green) + hex(light.blue) + hex(light.alpha)
  }
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's color wells write it.
extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension Double {
  var clamped01: Double { isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}

/// A style for fills and strokes. Plumb's own styles are colors and
/// gradients; a style of the app's own (iOS 17) is defined by what it
/// resolves to in an environment.
public protocol ShapeStyle: Sendable {
  /// The style a custom style resolves to (`some ShapeStyle`); `Never`
  /// for Plumb's primitive styles.
  associatedtype Resolved: ShapeStyle = Never
  /// A custom style's style in an environment: `colorScheme == .dark ?
  /// Color.white : Color.black`. SwiftUI calls it; so does Plumb, where
  /// the style is painted.
  func resolve(in environment: EnvironmentValues) -> Resolved
  func resolvedColor(foreground: Color) -> Color
  /// The gradient the style paints, if it is one. Not for users.
  var _gradientPaint: _GradientPaint? { get }
  /// The image the style tiles, if it is one (`ImagePaint`). Not for users.
  var _imagePaint: ImagePaint? { get }
  /// The style an erased style wraps (`AnyShapeStyle`). Not for users.
  var _erasedStyle: (any ShapeStyle)? { get }
  /// Whether the style is the app's own, painted as what it resolves to.
  static var _resolvesInEnvironment: Bool { get }
}

extension ShapeStyle where Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is one of Plumb's primitive shape styles: it has no resolved style")
  }
  public static var _resolvesInEnvironment: Bool { false }
}

extension ShapeStyle {
  public var _imagePaint: ImagePaint? { nil }
  public var _erasedStyle: (any ShapeStyle)? { nil }
  public static var _resolvesInEnvironment: Bool { true }
  /// A custom style read where no environment is at hand (a text run's
  /// color): resolved in the default environment (light, the accent tint).
  public func resolvedColor(foreground: Color) -> Color {
    _inEnvironment(EnvironmentValues()).resolvedColor(foreground: foreground)
  }

  /// The style to paint in `environment`: a custom style resolved, until
  /// it is one of Plumb's (at most 16 steps; a style resolving to itself
  /// forever paints clear).
  package func _inEnvironment(_ environment: EnvironmentValues) -> any ShapeStyle {
    if let erased = _erasedStyle { return erased._inEnvironment(environment) }
    guard Self._resolvesInEnvironment else { return self }
    var style: any ShapeStyle = self
    for _ in 0..<16 {
      style = style._resolvedOnce(environment)
      if !type(of: style)._resolvesInEnvironment { return style }
    }
    return Color.clear
  }

  private func _resolvedOnce(_ environment: EnvironmentValues) -> any ShapeStyle {
    Self._resolvesInEnvironment ? resolve(in: environment) : self
  }
}

extension Never: ShapeStyle {
  public func resolvedColor(foreground: Color) -> Color { switch self {} }
}

extension Color: ShapeStyle {
  public func resolvedColor(foreground: Color) -> Color { self }
  /// A color is a primitive style, though it resolves (iOS 17's
  /// `Color.Resolved`) like a custom one.
  public static var _resolvesInEnvironment: Bool { false }
}

/// iOS 17: a resolved color is a style, painting its components.
extension Color.Resolved: ShapeStyle {
  public func resolvedColor(foreground: Color) -> Color { Color(self) }
}

/// Any shape style, erased: `isSelected ? AnyShapeStyle(.tint) :
/// AnyShapeStyle(.secondary)`. It paints as the style it wraps.
nonisolated public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) {
    base = style._erasedStyle ?? style
  }
  public func resolvedColor(foreground: Color) -> Color { base.resolvedColor(foreground: foreground) }
  public var _gradientPaint: _GradientPaint? { base._gradientPaint }
  public var _imagePaint: ImagePaint? { base._imagePaint }
  public var _erasedStyle: (any ShapeStyle)? { base }
}

/// The environment's foreground style (`.foreground`).
nonisolated public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
}
