import Foundation

/// A font: size in points, weight, design, italic. SwiftUI's text styles map
/// to their iOS point sizes (largeTitle 34 … caption2 11).
public struct Font: Hashable, Sendable {
  public var size: CGFloat
  public var weight: Weight
  public var design: Design
  public var isItalic: Bool
  /// The text style whose Dynamic Type scaling the size follows: set for
  /// `.body` and the other styles, and for `custom(_:size:)` (relative to
  /// body, as in SwiftUI); nil for fixed sizes (`system(size:)`).
  var textStyle: TextStyle?

  public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = italic
  }

  public struct Weight: Hashable, Sendable {
    /// CSS/OpenType weight, 100 … 900.
    public var value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public static let largeTitle = Font(size: 34).following(.largeTitle)
  public static let title = Font(size: 28).following(.title)
  public static let title2 = Font(size: 22).following(.title2)
  public static let title3 = Font(size: 20).following(.title3)
  public static let headline = Font(size: 17, weight: .semibold).following(.headline)
  public static let body = Font(size: 17).following(.body)
  public static let callout = Font(size: 16).following(.callout)
  public static let subheadline = Font(size: 15).following(.subheadline)
  public static let footnote = Font(size: 13).following(.footnote)
  public static let caption = Font(size: 12).following(.caption)
  public static let caption2 = Font(size: 11).following(.caption2)
  /// visionOS's display styles (48 and 40 points, bold), scaling as the
  /// large title does.
  public static let extraLargeTitle = Font(size: 48, weight: .bold).following(.largeTitle)
  public static let extraLargeTitle2 = Font(size: 40, weight: .bold).following(.largeTitle)

  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

  /// SwiftUI's `system(size:weight:design:)` with optional arguments.
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  /// The text styles, with iOS's default (Large) sizes.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .title: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption
      case .caption2: return .caption2
      }
    }
  }

  /// A text style in a design and weight: `.system(.title, design: .rounded, weight: .bold)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var f = style.font
    if let design { f.design = design }
    if let weight { f.weight = weight }
    return f
  }

  /// A named font: Plumb draws only its pinned family (Inter), so this is
  /// Inter at `size` (see docs/deviations.md).
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size).following(.body) }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(size: size).following(textStyle)
  }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: fixedSize) }

  /// The font with its size following `style`'s Dynamic Type scaling.
  func following(_ style: TextStyle) -> Font {
    var f = self
    f.textStyle = style
    return f
  }

  /// The same font in a monospaced design (drawn in Inter: see deviations).
  public func monospaced() -> Font {
    var f = self
    f.design = .monospaced
    return f
  }
  /// Digits of equal width; Inter's tabular figures are not selected yet.
  public func monospacedDigit() -> Font { self }
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }
  /// Line spacing of the font: no effect in Plumb yet.
  public func leading(_ leading: Leading) -> Font { self }
  public enum Leading: Hashable, Sendable { case standard, tight, loose }
  /// Width variants (condensed, expanded) are not in the pinned font.
  public func width(_ width: Width) -> Font { self }
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
  }
  public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
  public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }

  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font {
    var f = self
    f.isItalic = true
    return f
  }
  public func weight(_ w: Weight) -> Font {
    var f = self
    f.weight = w
    return f
  }
  /// iOS 26: the font at another point size, keeping its text style's
  /// Dynamic Type scaling.
  public func pointSize(_ size: CGFloat) -> Font {
    var f = self
    f.size = size
    return f
  }
  /// iOS 26: the font scaled by a factor (`.body.scaled(by: 1.2)`).
  public func scaled(by factor: CGFloat) -> Font {
    var f = self
    f.size = size * factor
    return f
  }
}

// MARK: - iOS 26: resolving a font

extension Font {
  /// The font text uses when nothing sets one: body.
  public static var `default`: Font { .body }

  /// Where a font is resolved (iOS 26's `\.fontResolutionContext`): the
  /// environment's Dynamic Type size.
  public struct Context: Hashable, Sendable {
    var dynamicTypeSize: DynamicTypeSize
  }

  /// A font resolved in a context: its size and traits.
  public struct Resolved: Hashable, Sendable {
    public let pointSize: CGFloat
    public let weight: Weight
    public let isBold: Bool
    public let isItalic: Bool
    public let isMonospaced: Bool
    public let isLowercaseSmallCaps: Bool
    public let isUppercaseSmallCaps: Bool
    public let isLowercaseSmallCapsOnly: Bool
    public let width: Width
    public let leading: Leading
  }

  /// This font in a context: its point size at the context's Dynamic Type
  /// size, bold from semibold up (as Core Text reports the bold trait).
  public func resolve(in context: Context) -> Resolved {
    Resolved(
      pointSize: scaled(for: context.dynamicTypeSize).size, weight: weight, isBold: weight.value >= Weight.semibold.value,
      isItalic: isItalic, isMonospaced: design == .monospaced, isLowercaseSmallCaps: false, isUppercaseSmallCaps: false,
      isLowercaseSmallCapsOnly: false, width: .standard, leading: .standard)
  }
}

extension EnvironmentValues {
  /// What fonts resolve in (iOS 26).
  public var fontResolutionContext: Font.Context { Font.Context(dynamicTypeSize: dynamicTypeSize) }
}

extension AttributedString {
  /// iOS 26: changes the attributes of the selected text (and the typing
  /// attributes of an insertion point). A figure has no selection: the
  /// text is unchanged.
  public mutating func transformAttributes(
    in selection: inout AttributedTextSelection, body: (inout AttributeContainer) -> Void
  ) {}
  public mutating func replaceSelection(_ selection: inout AttributedTextSelection, withCharacters newContent: some Collection<Character>) {}
  public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: AttributedString) {}
}

