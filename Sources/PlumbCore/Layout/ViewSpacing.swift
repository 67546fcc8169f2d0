import Foundation

/// The spacing a view prefers around it, edge by edge: SwiftUI's model.
///
/// Each edge holds preferences by category. Between two views a stack uses
/// the facing edges (the first view's trailing or bottom, the second's
/// leading or top): for every category both edges state, the two values
/// combine (distances add; text beside text keeps the upper text's
/// leading); the largest wins. With no category in common, the edges'
/// plain preferences decide (the larger of those stated), and with none
/// at all the distance is 8, SwiftUI's default.
///
/// Ordinary views state that nothing separates them from text on the
/// text's side (0 below their top edge's text category, 0 above their
/// bottom's), so the text's own preference decides: text is spaced by its
/// font (`ViewSpacing.text(fontSize:)`). A Spacer states 0 on every edge.
public struct ViewSpacing: Sendable, Equatable {
  /// One edge's preferences, by category; nil where the edge states none.
  struct EdgePreferences: Sendable, Equatable {
    /// The plain category: used when the facing edges share no other.
    var plain: CGFloat?
    /// Space between this edge and text above it (a view's bottom edge
    /// meeting a text's top edge, which holds the text's part).
    var aboveText: CGFloat?
    /// Space between this edge and text below it.
    var belowText: CGFloat?
    /// The leading of a text's line on this edge: text over text keeps it.
    var textLeading: CGFloat?

    static let empty = EdgePreferences()

    mutating func formUnion(_ other: EdgePreferences) {
      func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
      }
      plain = merge(plain, other.plain)
      aboveText = merge(aboveText, other.aboveText)
      belowText = merge(belowText, other.belowText)
      textLeading = merge(textLeading, other.textLeading)
    }
  }

  var top = EdgePreferences.empty
  var leading = EdgePreferences.empty
  var bottom = EdgePreferences.empty
  var trailing = EdgePreferences.empty

  /// No preference on any edge: 8 from anything that states none either.
  public init() {}

  /// No space on any edge (a Spacer's).
  public static let zero: ViewSpacing = {
    var s = ViewSpacing()
    for e in Edge.allCases { s[e].plain = 0 }
    return s
  }()

  /// An ordinary view's: 8 from ordinary views, and the text's preference
  /// beside text.
  static let view: ViewSpacing = {
    var s = ViewSpacing()
    s.top.belowText = 0
    s.bottom.aboveText = 0
    return s
  }()

  /// The default distance where neither edge states anything.
  static let defaultDistance: CGFloat = 8

  subscript(edge: Edge) -> EdgePreferences {
    get {
      switch edge {
      case .top: return top
      case .leading: return leading
      case .bottom: return bottom
      case .trailing: return trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// The distance from this view to `next`, which follows it along `axis`
  /// (to its right, or below it).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let near = axis == .horizontal ? trailing : bottom
    let far = axis == .horizontal ? next.leading : next.top
    var best: CGFloat?
    func consider(_ v: CGFloat) { best = max(best ?? -.infinity, v) }
    if let a = near.aboveText, let b = far.aboveText { consider(a + b) }
    if let a = near.belowText, let b = far.belowText { consider(a + b) }
    if let leading = near.textLeading, far.textLeading != nil { consider(roundedUpToPixel(leading)) }
    if let best { return best }
    switch (near.plain, far.plain) {
    case (let a?, let b?): return max(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return Self.defaultDistance
    }
  }

  /// Merges `other`'s preferences on `edges` into this one's: per edge and
  /// category, the larger value.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for e in Edge.allCases where edges.contains(Edge.Set(e)) { self[e].formUnion(other[e]) }
  }

  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }

  /// This spacing with `edges` set to an ordinary view's: what a fixed
  /// frame or a padding does to the edges it puts space or size on.
  func resetting(_ edges: Edge.Set) -> ViewSpacing {
    var s = self
    for e in Edge.allCases where edges.contains(Edge.Set(e)) { s[e] = Self.view[e] }
    return s
  }
}

extension ViewSpacing {
  /// Text's preferences, from its font's metrics (SF Pro's, see
  /// `SystemFontMetrics`), as SwiftUI sets them along the vertical axis;
  /// horizontally text states nothing (8 from anything).
  ///
  /// With ascent a, descent d, leading ℓ (the text style's line height less
  /// a + d), cap height c and one pixel p = 1/3 pt (iPhone's):
  /// - the default text spacing s = 0.1 × (a + d + ℓ), rounded up to p;
  /// - the default line spacing D = a + d + ℓ + s;
  /// - above text: D − a (an ordinary view over body text: 8.15, iPhone 8.43);
  /// - below text: max(D − c, s + d) + s (body text over an ordinary view:
  ///   14.69, iPhone 14.81);
  /// - text over text: ℓ rounded up to p (body: 2, iPhone 2).
  /// The structure is OpenSwiftUI's (`Spacing.textSpacing`); its formula
  /// alone gives 0, 6.43 and 10.64 for SF Pro's metrics, so Plumb adds
  /// the style's leading and a second text spacing below, which the device
  /// numbers show (docs/deviations.md).
  static func text(fontSize: CGFloat) -> ViewSpacing {
    let m = SystemFontMetrics(size: fontSize)
    let lineHeight = m.ascent + m.descent + m.leading
    let s = roundedUpToPixel(0.1 * lineHeight)
    let defaultLineSpacing = lineHeight + s
    var spacing = ViewSpacing()
    spacing.top.aboveText = defaultLineSpacing - m.ascent
    spacing.top.textLeading = m.leading
    spacing.bottom.belowText = max(defaultLineSpacing - m.capHeight, s + m.descent) + s
    spacing.bottom.textLeading = m.leading
    return spacing
  }
}

/// Rounds up to iPhone's pixel (1/3 pt), with a little slack for the
/// arithmetic that produced `v`. Layout does not depend on the scale an
/// image is rendered at, so this pixel is fixed.
func roundedUpToPixel(_ v: CGFloat) -> CGFloat {
  guard v.isFinite else { return 0 }
  return ((v * 3) - 1e-9).rounded(.up) / 3
}

extension ViewSpacing: CustomStringConvertible {
  public var description: String {
    func edge(_ name: String, _ e: EdgePreferences) -> String? {
      var parts: [String] = []
      if let v = e.plain { parts.append("plain \(formatLength(v))") }
      if let v = e.aboveText { parts.append("above text \(formatLength(v))") }
      if let v = e.belowText { parts.append("below text \(formatLength(v))") }
      if let v = e.textLeading { parts.append("text leading \(formatLength(v))") }
      return parts.isEmpty ? nil : "\(name): " + parts.joined(separator: ", ")
    }
    let edges = [edge("top", top), edge("leading", leading), edge("bottom", bottom), edge("trailing", trailing)]
      .compactMap { $0 }
    return "ViewSpacing(" + (edges.isEmpty ? "default" : edges.joined(separator: "; ")) + ")"
  }
}
