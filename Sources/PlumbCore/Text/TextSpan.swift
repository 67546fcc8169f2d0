import Foundation

/// A styled stretch of a text, from its inline markdown: strong or
/// emphasized text, code, strikethrough, a link.
public struct TextSpan: Hashable, Sendable {
  /// The stretch's bytes in the UTF-8 encoding of `TextContent.string`
  /// (Pango's offsets).
  public var utf8Range: Range<Int>
  public var style: TextStyle

  public init(utf8Range: Range<Int>, style: TextStyle) {
    self.utf8Range = utf8Range
    self.style = style
  }
}

/// What inline markdown sets on a stretch of text, over the text's font
/// and color.
public struct TextStyle: Hashable, Sendable {
  /// `**strong**`: bold (or the font's weight, if heavier).
  public var isBold: Bool
  /// `*emphasis*` or `_emphasis_`.
  public var isItalic: Bool
  /// `` `code` ``: the monospaced design.
  public var isMonospaced: Bool
  /// `~~strikethrough~~`.
  public var isStrikethrough: Bool
  /// `[text](destination)`: drawn in `color`.
  public var link: URL?
  /// The stretch's color, nil for the text's own. A link's is the accent
  /// color, resolved for the color scheme when the text is lowered.
  public var color: RGBA?
  /// `underline()`: a line under the stretch.
  public var isUnderlined: Bool
  /// The underline's color, nil for the text's.
  public var underlineColor: RGBA?
  /// The strikethrough's color, nil for the text's.
  public var strikethroughColor: RGBA?
  /// Extra space after each character, in points (`tracking`, `kerning`).
  public var tracking: CGFloat
  /// How far the stretch is raised above the baseline, in points.
  public var baselineOffset: CGFloat

  public init(
    isBold: Bool = false, isItalic: Bool = false, isMonospaced: Bool = false, isStrikethrough: Bool = false,
    link: URL? = nil, color: RGBA? = nil, isUnderlined: Bool = false, underlineColor: RGBA? = nil,
    strikethroughColor: RGBA? = nil, tracking: CGFloat = 0, baselineOffset: CGFloat = 0
  ) {
    self.isBold = isBold
    self.isItalic = isItalic
    self.isMonospaced = isMonospaced
    self.isStrikethrough = isStrikethrough
    self.link = link
    self.color = color
    self.isUnderlined = isUnderlined
    self.underlineColor = underlineColor
    self.strikethroughColor = strikethroughColor
    self.tracking = tracking
    self.baselineOffset = baselineOffset
  }
}
