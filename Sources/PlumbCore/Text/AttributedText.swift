import Foundation

// `Text(attributedString)` with SwiftUI's attributes: the attribute scope
// SwiftUI adds to `AttributedString` (`s.foregroundColor = .red`,
// `s[range].font = .title`, `s.underlineStyle = .single`), and the text
// drawn with them, run by run.

extension Text {
  /// How an underline or strikethrough is drawn: a pattern and a color.
  public struct LineStyle: Hashable, Sendable {
    /// Every pattern is drawn solid (docs/deviations.md).
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public var pattern: Pattern
    public var color: Color?
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    public static let single = LineStyle()
  }
}

extension AttributeScopes {
  /// The attributes SwiftUI reads from an `AttributedString`.
  public struct SwiftUIAttributes: AttributeScope {
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let font: FontAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: FoundationAttributes

    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// Kept; a figure does not draw a run's background (docs/deviations.md).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// The attributed string's characters, with SwiftUI's attributes drawn run
  /// by run: colors, bold, italic and monospaced fonts, underlines and
  /// strikethroughs, tracking and baseline offsets, links (in the accent
  /// color). A run's font size is not drawn per run: the text takes the
  /// first run's font (docs/deviations.md).
  /// Disfavored: a literal is a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributed: AttributedString) {
    self.init(verbatim: String(attributed.characters))
    typealias A = AttributeScopes.SwiftUIAttributes
    var offset = 0
    var firstFont: Font?
    for run in attributed.runs {
      let length = String(attributed[run.range].characters).utf8.count
      defer { offset += length }
      guard length > 0 else { continue }
      let range = offset..<offset + length
      if let color = run[A.ForegroundColorAttribute.self] { partColors.append((range, color)) }
      var style = TextStyle()
      var styled = false
      if let font = run[A.FontAttribute.self] {
        if firstFont == nil { firstFont = font }
        if font.weight.value >= 600 { (style.isBold, styled) = (true, true) }
        if font.isItalic { (style.isItalic, styled) = (true, true) }
        if font.design == .monospaced { (style.isMonospaced, styled) = (true, true) }
      }
      if let line = run[A.UnderlineStyleAttribute.self] {
        style.isUnderlined = true
        style.underlineColor = line.color?.resolve(in: .light)
        styled = true
      }
      if let line = run[A.StrikethroughStyleAttribute.self] {
        style.isStrikethrough = true
        style.strikethroughColor = line.color?.resolve(in: .light)
        styled = true
      }
      if let t = run[A.TrackingAttribute.self] ?? run[A.KerningAttribute.self] { (style.tracking, styled) = (t, true) }
      if let b = run[A.BaselineOffsetAttribute.self] { (style.baselineOffset, styled) = (b, true) }
      if let link = run.link { (style.link, styled) = (link, true) }
      if let markdown = run[PlumbTextStyleAttribute.self] {
        style.merge(markdown)
        styled = true
      }
      if styled { spans.append(TextSpan(utf8Range: range, style: style)) }
    }
    runStyle.font = firstFont
  }
}

extension AttributedString {
  /// A UIKit attributed string (iOS 15): its characters, with the UIKit
  /// attributes `Text` draws turned into SwiftUI's — foreground and
  /// background colors (`UIColor`, `Color`, `CGColor`), fonts (`UIFont`,
  /// `Font`), underlines and strikethroughs, kerning and tracking,
  /// baseline offsets and links. The others (paragraph styles, shadows,
  /// strokes) are dropped, as `Text` ignores them on Apple platforms.
  public init(_ string: NSAttributedString) {
    var result = AttributedString(string.string)
    typealias A = AttributeScopes.SwiftUIAttributes
    let whole = NSRange(location: 0, length: string.length)
    string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
      guard let r = Range(range, in: string.string),
        let lower = AttributedString.Index(r.lowerBound, within: result),
        let upper = AttributedString.Index(r.upperBound, within: result)
      else { return }
      var container = AttributeContainer()
      for (key, value) in attributes {
        switch key {
        case .foregroundColor: if let c = Self.color(value) { container[A.ForegroundColorAttribute.self] = c }
        case .backgroundColor: if let c = Self.color(value) { container[A.BackgroundColorAttribute.self] = c }
        case .font:
          if let f = value as? UIFont { container[A.FontAttribute.self] = Font(f) }
          if let f = value as? Font { container[A.FontAttribute.self] = f }
        case .underlineStyle:
          if Self.lineStyle(value) { container[A.UnderlineStyleAttribute.self] = .single }
        case .strikethroughStyle:
          if Self.lineStyle(value) { container[A.StrikethroughStyleAttribute.self] = .single }
        case .kern: if let k = Self.number(value) { container[A.KerningAttribute.self] = k }
        case .tracking: if let t = Self.number(value) { container[A.TrackingAttribute.self] = t }
        case .baselineOffset: if let b = Self.number(value) { container[A.BaselineOffsetAttribute.self] = b }
        case .link:
          if let url = value as? URL { container.link = url }
          if let s = value as? String, let url = URL(string: s) { container.link = url }
        default: break
        }
      }
      result[lower..<upper].mergeAttributes(container)
    }
    self = result
  }

  private static func color(_ value: Any) -> Color? {
    if let c = value as? UIColor { return Color(uiColor: c) }
    if let c = value as? Color { return c }
    if let c = value as? CGColor { return Color(cgColor: c) }
    return nil
  }
  private static func number(_ value: Any) -> CGFloat? {
    if let n = value as? CGFloat { return n }
    if let n = value as? Double { return CGFloat(n) }
    if let n = value as? Int { return CGFloat(n) }
    if let n = value as? NSNumber { return CGFloat(n.doubleValue) }
    return nil
  }
  /// Whether an underline or strikethrough value draws a line (a style
  /// other than none).
  private static func lineStyle(_ value: Any) -> Bool {
    if let s = value as? NSUnderlineStyle { return !s.isEmpty }
    if let n = value as? Int { return n != 0 }
    if let n = value as? NSNumber { return n.intValue != 0 }
    return false
  }
}

/// Inline markdown's styles on an `AttributedString(markdown:)` (Linux's
/// Foundation parses no markdown): what `Text` draws of them.
enum PlumbTextStyleAttribute: AttributedStringKey {
  typealias Value = TextStyle
  static let name = "Plumb.TextStyle"
}

extension TextStyle {
  /// This style with `other`'s set on top.
  mutating func merge(_ other: TextStyle) {
    isBold = isBold || other.isBold
    isItalic = isItalic || other.isItalic
    isMonospaced = isMonospaced || other.isMonospaced
    isStrikethrough = isStrikethrough || other.isStrikethrough
    isUnderlined = isUnderlined || other.isUnderlined
    link = other.link ?? link
    color = other.color ?? color
    underlineColor = other.underlineColor ?? underlineColor
    strikethroughColor = other.strikethroughColor ?? strikethroughColor
    if other.tracking != 0 { tracking = other.tracking }
    if other.baselineOffset != 0 { baselineOffset = other.baselineOffset }
  }
}

extension AttributedString {
  /// `string` with each stretch of `spans` (UTF-8 ranges) styled.
  init(styled string: String, spans: [TextSpan]) {
    guard !spans.isEmpty else {
      self.init(string)
      return
    }
    let bytes = Array(string.utf8)
    var cuts = Set([0, bytes.count])
    for span in spans { cuts.formUnion([span.utf8Range.lowerBound, span.utf8Range.upperBound]) }
    let sorted = cuts.filter { $0 >= 0 && $0 <= bytes.count }.sorted()
    var out = AttributedString()
    for (a, b) in zip(sorted, sorted.dropFirst()) where a < b {
      var piece = AttributedString(String(decoding: bytes[a..<b], as: UTF8.self))
      let covering = spans.filter { $0.utf8Range.lowerBound <= a && $0.utf8Range.upperBound >= b }
      if !covering.isEmpty {
        var style = TextStyle()
        for span in covering { style.merge(span.style) }
        piece[PlumbTextStyleAttribute.self] = style
        if let link = style.link { piece.link = link }
      }
      out += piece
    }
    self = out
  }
}
