import Foundation

// Image options that do not change a figure: Plumb draws image files as
// they are and SF Symbols as monochrome stand-ins at 1.2 × the font size.

extension Image {
  /// Whether an image is drawn in its own colors or as a template.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// The relative size of a symbol image.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// How an image is resampled when resized.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// Accepted: files are drawn in their colors, symbols in the foreground
  /// color (docs/deviations.md).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  /// How the symbol's layers are colored: `.multicolor` draws the
  /// symbols with one multicolor hue in it (a red heart, a yellow sun);
  /// the stand-ins have one layer, so `.hierarchical` and `.palette` draw
  /// it in the primary style.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolRenderingMode = mode
    return copy
  }
  /// Accepted: Cairo's default resampling is used.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// How a symbol's layers are colored.
public struct SymbolRenderingMode: Hashable, Sendable {
  let kind: Int
  public static let monochrome = SymbolRenderingMode(kind: 0)
  public static let multicolor = SymbolRenderingMode(kind: 1)
  public static let hierarchical = SymbolRenderingMode(kind: 2)
  public static let palette = SymbolRenderingMode(kind: 3)
}

/// A variant of a symbol: `.fill`, `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  let names: Set<String>
  public static let none = SymbolVariants(names: [])
  public static let circle = SymbolVariants(names: ["circle"])
  public static let square = SymbolVariants(names: ["square"])
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  public static let fill = SymbolVariants(names: ["fill"])
  public static let slash = SymbolVariants(names: ["slash"])
  public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
  public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
  public var rectangle: SymbolVariants { SymbolVariants(names: names.union(["rectangle"])) }
  public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
  public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }
  public func contains(_ other: SymbolVariants) -> Bool { other.names.isSubset(of: names) }
  func union(_ other: SymbolVariants) -> SymbolVariants { SymbolVariants(names: names.union(other.names)) }
}

nonisolated extension View {
  /// Symbols below drawn smaller or larger than the text they sit with,
  /// as SF Symbols' image scales are (small 0.783×, large 1.29× the medium
  /// size).
  public func imageScale(_ scale: Image.Scale) -> some View {
    modifier(EnvironmentModifier { $0.imageScale = scale })
  }
  /// How symbols below color their layers (see `Image.symbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(EnvironmentModifier { $0.symbolRenderingMode = mode })
  }
  /// Symbols below are drawn in this variant: `Image(systemName: "heart")`
  /// under `.symbolVariant(.fill)` is "heart.fill".
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(EnvironmentModifier { $0.symbolVariants = $0.symbolVariants.union(variant) })
  }
}


private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The symbol scale `imageScale(_:)` set: medium unless set.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  /// Set by `symbolRenderingMode(_:)`: nil is monochrome.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  /// Set by `symbolVariant(_:)`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension Image.Scale {
  /// The symbol's size relative to the medium scale.
  var factor: CGFloat {
    switch self {
    case .small: 0.783
    case .medium: 1
    case .large: 1.29
    }
  }
}
