import Foundation

/// The vertical metrics layout gives text: SF Pro's, iPhone's system font,
/// whatever font draws the glyphs (Plumb draws Inter, scaled onto these
/// lines; widths stay Inter's).
///
/// SF Pro Text and SF Pro Display share their vertical metrics (2048 units
/// per em: ascender 1950, descender 494, cap height 1443, x-height 1078,
/// no line gap): a line is 1.1934 em, 20.29 tall at 17 pt and 40.57 at
/// 34 pt, as `UIFont.systemFont(ofSize:).lineHeight` reports. The leading
/// is what the text style's line height in Apple's Human Interface
/// Guidelines adds to that (body: 17 pt on 22), used only for spacing.
package struct SystemFontMetrics: Sendable, Equatable {
  package var size: CGFloat
  package var ascent: CGFloat
  package var descent: CGFloat
  package var capHeight: CGFloat
  package var xHeight: CGFloat
  /// The text style's leading: its line height less ascent and descent.
  package var leading: CGFloat

  static let unitsPerEm: CGFloat = 2048
  static let ascender: CGFloat = 1950
  static let descender: CGFloat = 494
  static let capHeightUnits: CGFloat = 1443
  static let xHeightUnits: CGFloat = 1078

  /// A line's height as layout sees it, in em: ascent plus descent.
  package static let lineHeightEm: CGFloat = (ascender + descender) / unitsPerEm
  /// The baseline's distance from a line's top, in em.
  package static let ascentEm: CGFloat = ascender / unitsPerEm

  package init(size: CGFloat) {
    let size = size.isFinite ? max(0, size) : 17
    self.size = size
    ascent = size * Self.ascender / Self.unitsPerEm
    descent = size * Self.descender / Self.unitsPerEm
    capHeight = size * Self.capHeightUnits / Self.unitsPerEm
    xHeight = size * Self.xHeightUnits / Self.unitsPerEm
    leading = max(0, Self.styleLineHeight(size) - ascent - descent)
  }

  /// The line heights of the HIG's text styles at the default Dynamic
  /// Type size (point size, line height), smallest first: caption 2,
  /// caption, footnote, subheadline, callout, body and headline, title 3,
  /// title 2, title, large title.
  static let styleLines: [(size: CGFloat, line: CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
  ]

  /// The style line height for `size`: the table's, interpolated between
  /// its sizes, in proportion beyond its ends.
  static func styleLineHeight(_ size: CGFloat) -> CGFloat {
    let table = styleLines
    if size <= table[0].size { return size * table[0].line / table[0].size }
    if size >= table[table.count - 1].size { return size * table[table.count - 1].line / table[table.count - 1].size }
    for i in 1..<table.count where size <= table[i].size {
      let (s0, l0) = table[i - 1], (s1, l1) = table[i]
      return l0 + (l1 - l0) * (size - s0) / (s1 - s0)
    }
    return size * 22 / 17
  }
}
