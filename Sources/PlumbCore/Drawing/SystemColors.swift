import Foundation
import Synchronization

#if os(Linux) || !canImport(UIKit)
/// UIKit's color, which SwiftUI code wraps (`Color(uiColor: .systemBackground)`,
/// `Color(.secondaryLabel)`). UIKit is not on Linux: this stand-in carries
/// the iOS system colors (iOS 17 values, light and dark, from Apple's Human
/// Interface Guidelines color tables) and plain component colors.
///
/// A class, as UIKit's is, so the common `extension UIColor { convenience
/// init(hex:) }` compiles; two colors are equal when they draw the same.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral, NSSecureCoding {
  let color: Color

  // Archiving (a color stored as `Data` in `@AppStorage` or a Core Data
  // transformable): its light-appearance sRGB components, as UIKit's
  // keyed archive of a component color holds them.
  public static var supportsSecureCoding: Bool { true }
  open func encode(with coder: NSCoder) {
    let c = color.resolve(in: .light)
    coder.encode(Double(c.red), forKey: "UIRed")
    coder.encode(Double(c.green), forKey: "UIGreen")
    coder.encode(Double(c.blue), forKey: "UIBlue")
    coder.encode(Double(c.alpha), forKey: "UIAlpha")
  }
  public required convenience init?(coder: NSCoder) {
    guard coder.containsValue(forKey: "UIRed") else { return nil }
    self.init(
      red: CGFloat(coder.decodeDouble(forKey: "UIRed")), green: CGFloat(coder.decodeDouble(forKey: "UIGreen")),
      blue: CGFloat(coder.decodeDouble(forKey: "UIBlue")), alpha: CGFloat(coder.decodeDouble(forKey: "UIAlpha")))
  }

  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
  }
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }
  /// A color from the app's asset catalog (see `ColorAssets`).
  public convenience init?(named name: String) { self.init(Color(name)) }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(Color(name))
  }
  public init(_ color: Color) { self.color = color }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
  open override var hash: Int { color.hashValue }
  open override var description: String { "UIColor(\(color))" }

  /// This color at another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

  static func system(_ name: String, _ light: RGBA, _ dark: RGBA) -> UIColor {
    UIColor(Color(light: light, dark: dark, name: name))
  }

  // Backgrounds.
  public static let systemBackground = system("systemBackground", RGBA(255, 255, 255), RGBA(0, 0, 0))
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", RGBA(242, 242, 247), RGBA(28, 28, 30))
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground", RGBA(255, 255, 255), RGBA(44, 44, 46))
  public static let systemGroupedBackground = system("systemGroupedBackground", RGBA(242, 242, 247), RGBA(0, 0, 0))
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", RGBA(255, 255, 255), RGBA(28, 28, 30))
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", RGBA(242, 242, 247), RGBA(44, 44, 46))
  // Labels.
  public static let label = system("label", RGBA(0, 0, 0), RGBA(255, 255, 255))
  public static let secondaryLabel = system("secondaryLabel", RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
  public static let tertiaryLabel = system("tertiaryLabel", RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
  public static let quaternaryLabel = system("quaternaryLabel", RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
  public static let placeholderText = system("placeholderText", RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
  public static let link = system("link", RGBA(0, 122, 255), RGBA(9, 132, 255))
  // Separators and fills.
  public static let separator = system("separator", RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
  public static let opaqueSeparator = system("opaqueSeparator", RGBA(198, 198, 200), RGBA(56, 56, 58))
  public static let systemFill = system("systemFill", RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
  public static let secondarySystemFill = system(
    "secondarySystemFill", RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
  public static let tertiarySystemFill = system(
    "tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
  public static let quaternarySystemFill = system(
    "quaternarySystemFill", RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18))
  // Grays.
  public static let systemGray = system("systemGray", RGBA(142, 142, 147), RGBA(142, 142, 147))
  public static let systemGray2 = system("systemGray2", RGBA(174, 174, 178), RGBA(99, 99, 102))
  public static let systemGray3 = system("systemGray3", RGBA(199, 199, 204), RGBA(72, 72, 74))
  public static let systemGray4 = system("systemGray4", RGBA(209, 209, 214), RGBA(58, 58, 60))
  public static let systemGray5 = system("systemGray5", RGBA(229, 229, 234), RGBA(44, 44, 46))
  public static let systemGray6 = system("systemGray6", RGBA(242, 242, 247), RGBA(28, 28, 30))
  // Tints: the same as SwiftUI's named colors.
  public static let systemRed = UIColor(.red)
  public static let systemOrange = UIColor(.orange)
  public static let systemYellow = UIColor(.yellow)
  public static let systemGreen = UIColor(.green)
  public static let systemMint = UIColor(.mint)
  public static let systemTeal = UIColor(.teal)
  public static let systemCyan = UIColor(.cyan)
  public static let systemBlue = UIColor(.blue)
  public static let systemIndigo = UIColor(.indigo)
  public static let systemPurple = UIColor(.purple)
  public static let systemPink = UIColor(.pink)
  public static let systemBrown = UIColor(.brown)
  public static let tintColor = UIColor(.accentColor)
  // UIKit's plain colors: pure components, unlike SwiftUI's named colors.
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// Text on light and dark backgrounds (UIKit's older text colors).
  public static let darkText = UIColor(white: 0, alpha: 1)
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
  /// A UIKit color (the stand-in's system colors follow the color scheme).
  public init(uiColor: UIColor) { self = uiColor.color }
  /// A UIKit color, as `Color(.systemBackground)` writes it.
  public init(_ uiColor: UIColor) { self = uiColor.color }
}
#endif

// MARK: Named colors

/// Colors an app keeps in its asset catalog, by name: `Color("Brand")`.
/// A name is looked up among the registered colors
/// (`ColorAssets.register("Brand", light: …, dark: …)`), then in the color
/// sets of the asset catalogs (`*.xcassets`) of the package in the current
/// directory. A name found in neither is drawn in `fallback` (system gray),
/// and "AccentColor" is the accent color unless registered or cataloged.
public enum ColorAssets {
  private static let colors = Mutex<[String: Color]>([:])

  /// Registers a named color with its light and dark appearances.
  public static func register(_ name: String, light: Color, dark: Color? = nil) {
    let c = Color(light: light.light, dark: (dark ?? light).dark, name: name)
    colors.withLock { $0[name] = c }
  }

  /// The color drawn for a name that was not registered.
  public static let fallback = Color.gray

  static func color(named name: String) -> Color {
    if let c = colors.withLock({ $0[name] }) { return c }
    if let c = DiscoveredAssets.catalogs().lazy.compactMap({ $0.colors[name] }).first { return c }
    if name == "AccentColor" { return .accentColor }
    return Color(light: fallback.light, dark: fallback.dark, name: name)
  }
}

extension Color {
  /// A color from the app's asset catalog (see `ColorAssets`).
  public init(_ name: String, bundle: Bundle? = nil) {
    self = ColorAssets.color(named: name)
  }
}

// MARK: Hierarchical styles

/// The primary … quaternary levels of the foreground, as label colors.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public func resolvedColor(foreground: Color) -> Color {
    switch level {
    case 0: return .primary
    case 1: return .secondary
    case 2: return Color(light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3), name: "tertiary")
    case 3: return Color(light: RGBA(60, 60, 67, 0.18), dark: RGBA(235, 235, 245, 0.16), name: "quaternary")
    default: return Color(light: RGBA(60, 60, 67, 0.1), dark: RGBA(235, 235, 245, 0.1), name: "quinary")
    }
  }
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// iOS 16's fifth level, at 10%.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// As in SwiftUI, `.primary` and `.secondary` as shape styles are the
/// hierarchical levels (so `flag ? .primary : .tertiary` has one type);
/// `Color.primary` is the color.
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The background style (`.background`): the system background, and its
/// levels, the secondary and tertiary system backgrounds.
nonisolated public struct BackgroundStyle: ShapeStyle {
  let level: Int
  public init() { level = 0 }
  init(level: Int) { self.level = level }
  public func resolvedColor(foreground: Color) -> Color {
    switch level {
    case 0: Color(uiColor: .systemBackground)
    case 1: Color(uiColor: .secondarySystemBackground)
    default: Color(uiColor: .tertiarySystemBackground)
    }
  }
  public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
  public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
  public var quaternary: BackgroundStyle { BackgroundStyle(level: 2) }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// iOS 17's fill style (`.fill`, `.fill.secondary`…): the system fills.
nonisolated public struct FillShapeStyle: ShapeStyle {
  let level: Int
  public init() { level = 0 }
  init(level: Int) { self.level = level }
  public func resolvedColor(foreground: Color) -> Color {
    switch level {
    case 0: Color(uiColor: .systemFill)
    case 1: Color(uiColor: .secondarySystemFill)
    case 2: Color(uiColor: .tertiarySystemFill)
    default: Color(uiColor: .quaternarySystemFill)
    }
  }
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

/// iOS 17's semantic styles: the separator, link, placeholder text and
/// window background colors.
nonisolated public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { Color(uiColor: .separator) }
}
nonisolated public struct LinkShapeStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { Color(uiColor: .link) }
}
nonisolated public struct PlaceholderTextShapeStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { Color(uiColor: .placeholderText) }
}
nonisolated public struct WindowBackgroundShapeStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { Color(uiColor: .systemBackground) }
}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { .init() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { .init() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { .init() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}
/// The Mac's selection highlight (`.selection`): the accent color.
nonisolated public struct SelectionShapeStyle: ShapeStyle {
  public init() {}
  public func resolvedColor(foreground: Color) -> Color { .accentColor }
}
extension ShapeStyle where Self == SelectionShapeStyle {
  public static var selection: SelectionShapeStyle { .init() }
}

/// A style at an opacity (`.red.gradient.opacity(0.25)`): its color, or
/// every stop of its gradient, multiplied by it.
nonisolated public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
  public func resolvedColor(foreground: Color) -> Color {
    base.resolvedColor(foreground: foreground).opacity(opacity)
  }
  public var _gradientPaint: _GradientPaint? {
    base._gradientPaint.map { paint in
      let stops = paint.gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
      return _GradientPaint(gradient: Gradient(stops: stops), kind: paint.kind)
    }
  }
}

extension ShapeStyle {
  /// This style at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
  /// iOS 17's levels of a style (`.white.secondary`): the style at the
  /// label colors' opacities, 60%, 30%, 18% and 10%.
  public var secondary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.6) }
  public var tertiary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.3) }
  public var quaternary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.18) }
  public var quinary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.1) }
}

/// A shadow a style carries (iOS 16's `.shadow(.drop(…))`, `.inner(…)`).
/// The style is drawn without it (docs/deviations.md).
public struct ShadowStyle: Hashable, Sendable {
  let inner: Bool
  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  { ShadowStyle(inner: false) }
  public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  { ShadowStyle(inner: true) }
}

extension ShapeStyle {
  /// The style with a shadow: drawn as the style itself.
  public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style with a shadow (`.fill(.shadow(.drop(radius: 5)))`),
  /// drawn as the foreground style.
  public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
    ForegroundStyle().shadow(style)
  }
}

/// A shape style with a shadow (`Material.thin.shadow(.drop(radius: 4))`),
/// under the name SwiftUI gives it, so extensions constrained to it
/// compile. It paints as its base style: the shadow is not drawn
/// (docs/deviations.md).
nonisolated public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let base: Style
  let shadow: ShadowStyle
  public func resolvedColor(foreground: Color) -> Color { base.resolvedColor(foreground: foreground) }
  public var _gradientPaint: _GradientPaint? { base._gradientPaint }
}

// MARK: Materials

/// A blurring translucent background. Plumb draws no blur: a material is a
/// flat translucent color close to its average over a plain background
/// (docs/deviations.md).
nonisolated public struct Material: ShapeStyle {
  let color: Color
  public func resolvedColor(foreground: Color) -> Color { color }

  static func make(_ name: String, _ lightAlpha: Double, _ darkAlpha: Double) -> Material {
    Material(color: Color(light: RGBA(255, 255, 255, lightAlpha), dark: RGBA(30, 30, 30, darkAlpha), name: name))
  }
  public static let ultraThin = make("ultraThinMaterial", 0.45, 0.45)
  public static let thin = make("thinMaterial", 0.6, 0.6)
  public static let regular = make("regularMaterial", 0.72, 0.72)
  public static let thick = make("thickMaterial", 0.85, 0.85)
  public static let ultraThick = make("ultraThickMaterial", 0.93, 0.93)
  public static let bar = make("bar", 0.8, 0.8)
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}

/// How a shape is filled (the even-odd rule, antialiasing). Plumb fills
/// with the nonzero rule, antialiased.
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

nonisolated extension View {
  /// A background of `style` in `shape`: the shape filled, behind the view,
  /// sized to it.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(style))
  }

  /// A background of the background style in `shape`: the one
  /// `backgroundStyle(_:)` set around the view, else the system background.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(
      BackgroundStyleFill(shape: shape, fallback: Color(light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0), name: "background")))
  }

  /// The style `background()` and `background(in:)` fill with below (iOS 16).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { $0.backgroundStyle = AnyShapeStyle(style) })
  }
}

/// A shape filled with the environment's background style.
nonisolated struct BackgroundStyleFill<T: Shape, Fallback: ShapeStyle>: View {
  let shape: T
  let fallback: Fallback
  @Environment(\.backgroundStyle) private var style
  var body: some View {
    if let style {
      shape.fill(style)
    } else {
      shape.fill(fallback)
    }
  }
}

private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
extension EnvironmentValues {
  /// The style `backgroundStyle(_:)` set: what `background()` and
  /// `background(in:)` fill with (nil: the system background).
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

nonisolated extension Shape {
  /// Fills the shape (the fill style is accepted; Plumb fills nonzero).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> ShapeView { fill(content) }
  public func fill(style: FillStyle) -> ShapeView { fill() }
}

/// A style with a blend mode (`Color.red.blendMode(.lighten)`), painted
/// as the style itself: shapes are drawn with normal blending
/// (docs/deviations.md).
nonisolated public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let mode: BlendMode
  public func resolvedColor(foreground: Color) -> Color { base.resolvedColor(foreground: foreground) }
  public var _gradientPaint: _GradientPaint? { base._gradientPaint }
}

extension ShapeStyle {
  /// This style with a blend mode (iOS 15).
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}
