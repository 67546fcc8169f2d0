import Foundation

/// A font: size in points, weight, design, italic. SwiftUI's text styles map
/// to their iOS point sizes (largeTitle 34 … caption2 11).
public struct Font: Hashable, Sendable {
  public var size: CGFloat
  public var weight: Weight
  public var design: Design
  public var isItalic: Bool

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

  public static let largeTitle = Font(size: 34)
  public static let title = Font(size: 28)
  public static let title2 = Font(size: 22)
  public static let title3 = Font(size: 20)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let subheadline = Font(size: 15)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let caption2 = Font(size: 11)

  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

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
}
