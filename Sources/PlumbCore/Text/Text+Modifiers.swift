import Foundation

/// What Text's own modifiers set (`Text("a").bold().foregroundColor(.red)`),
/// over the environment, so that modified texts still concatenate.
struct TextRunStyle: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var isBold = false
  var isItalic = false
  var isMonospaced = false
  var isStrikethrough = false
  var color: Color?
  /// Underline, strikethrough colors, tracking and baseline offset.
  var decoration = TextDecoration()
}

/// What `underline`, `strikethrough`, `tracking`/`kerning` and
/// `baselineOffset` set, on a Text or (through the environment) on the
/// texts below a view.
struct TextDecoration: Hashable, Sendable {
  var isUnderlined = false
  var underlineColor: Color?
  var strikethroughColor: Color?
  var tracking: CGFloat = 0
  var baselineOffset: CGFloat = 0
  /// Set by `strikethrough` on a view (a Text's own is in its run style).
  var isStrikethrough = false

  var isEmpty: Bool { self == TextDecoration() }

  /// The span style for these decorations, colors resolved.
  func style(strikethrough: Bool, in scheme: ColorScheme) -> TextStyle {
    TextStyle(
      isStrikethrough: strikethrough, isUnderlined: isUnderlined,
      underlineColor: underlineColor?.resolve(in: scheme), strikethroughColor: strikethroughColor?.resolve(in: scheme),
      tracking: tracking.isFinite ? tracking : 0, baselineOffset: baselineOffset.isFinite ? baselineOffset : 0)
  }
}

extension Text {
  private func with(_ change: (inout Text) -> Void) -> Text {
    var t = self
    change(&t)
    return t
  }

  public func font(_ font: Font?) -> Text { with { $0.runStyle.font = font } }
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.runStyle.weight = weight } }
  public func bold() -> Text { with { $0.runStyle.isBold = true } }
  public func bold(_ isActive: Bool) -> Text { with { $0.runStyle.isBold = isActive } }
  public func italic() -> Text { with { $0.runStyle.isItalic = true } }
  public func italic(_ isActive: Bool) -> Text { with { $0.runStyle.isItalic = isActive } }
  public func monospaced(_ isActive: Bool = true) -> Text { with { $0.runStyle.isMonospaced = isActive } }
  public func foregroundColor(_ color: Color?) -> Text { with { $0.runStyle.color = color } }
  public func foregroundStyle(_ color: Color) -> Text { with { $0.runStyle.color = color } }
  /// Any style (iOS 17): a run's color, the style resolved against the
  /// primary color (a gradient gives its middle color).
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    with { $0.runStyle.color = style.resolvedColor(foreground: .primary) }
  }
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    with {
      $0.runStyle.isStrikethrough = isActive
      $0.runStyle.decoration.strikethroughColor = color
    }
  }
  /// A line under the text, in `color` or the text's own. Every pattern is
  /// drawn solid (docs/deviations.md).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    with {
      $0.runStyle.decoration.isUnderlined = isActive
      $0.runStyle.decoration.underlineColor = color
    }
  }
  /// Extra space after each character, in points: Pango's letter spacing,
  /// which counts in the text's width. Kerning is drawn as tracking
  /// (docs/deviations.md).
  public func kerning(_ kerning: CGFloat) -> Text { with { $0.runStyle.decoration.tracking = kerning } }
  public func tracking(_ tracking: CGFloat) -> Text { with { $0.runStyle.decoration.tracking = tracking } }
  /// Raises the text by `offset` points (lowers it when negative).
  public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.runStyle.decoration.baselineOffset = offset } }
  /// Digits of equal width: Inter's tabular figures are not selected
  /// (docs/deviations.md).
  public func monospacedDigit() -> Text { self }
  /// A design: every design is set in Inter (docs/deviations.md).
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// A width: the pinned font has no width variants.
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// Concatenation: one text, each part keeping its color, weight (as
  /// bold), italics and strikethrough; the first part's font sets the size.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var out = Text(verbatim: lhs.string + rhs.string)
    let shift = lhs.string.utf8.count
    out.runStyle.font = lhs.runStyle.font ?? rhs.runStyle.font
    out.spans = lhs.partSpans(from: 0) + rhs.partSpans(from: shift)
    out.partColors = lhs.partColors + rhs.partColors.map { ($0.range.lowerBound + shift..<$0.range.upperBound + shift, $0.color) }
    if let c = lhs.runStyle.color { out.partColors.append((0..<shift, c)) }
    if let c = rhs.runStyle.color { out.partColors.append((shift..<shift + rhs.string.utf8.count, c)) }
    return out
  }

  /// The text's spans moved to `offset`, with its own run style as a span.
  private func partSpans(from offset: Int) -> [TextSpan] {
    var out = spans.map { TextSpan(utf8Range: $0.utf8Range.lowerBound + offset..<$0.utf8Range.upperBound + offset, style: $0.style) }
    let bold = runStyle.isBold || (runStyle.weight.map { $0.value >= 600 } ?? false)
    if bold || runStyle.isItalic || runStyle.isStrikethrough || runStyle.isMonospaced || !runStyle.decoration.isEmpty {
      var style = runStyle.decoration.style(strikethrough: runStyle.isStrikethrough, in: .light)
      style.isBold = bold
      style.isItalic = runStyle.isItalic
      style.isMonospaced = runStyle.isMonospaced
      // A part's lines take the part's color (docs/deviations.md).
      style.underlineColor = nil
      style.strikethroughColor = nil
      out.append(TextSpan(utf8Range: offset..<offset + string.utf8.count, style: style))
    }
    return out
  }

  /// A value shown with a format style: `Text(price, format: .number)`.
  /// Formatted in US English (`formatLocale`), whatever the machine's
  /// locale, so figures read the same everywhere and as on a US iPhone.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.locale(formatLocale).format(input))
  }

  /// A value a `Formatter` formats: `Text(date, formatter: dateFormatter)`,
  /// `Text(NSNumber(value: seconds), formatter: durationFormatter)`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject as AnyObject) ?? "")
  }
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }
  /// On Linux `Date` and the other Foundation values are not
  /// `ReferenceConvertible`: this spelling takes them.
  @_disfavoredOverload
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }
}

/// The locale format styles format in: US English, as a US iPhone shows
/// `Text(12.5, format: .currency(code: "USD"))` ("$12.50"); the machine's
/// own locale would make figures differ between machines.
let formatLocale = Locale(identifier: "en_US")

extension LocalizedStringKey.StringInterpolation {
  /// `Text("\(price, format: .number.precision(.fractionLength(2)))")`.
  public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
    appendInterpolation(format.locale(formatLocale).format(value))
  }
}

/// Upper- or lowercasing of text, as `textCase(_:)` sets it.
public enum TextCase: Hashable, Sendable {
  case uppercase, lowercase
}

private struct FontWeightKey: EnvironmentKey {
  static let defaultValue: Font.Weight? = nil
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: TextCase? = nil
}

extension EnvironmentValues {
  /// Set by `fontWeight(_:)` on any view: the weight texts below use.
  public var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  /// Set by `textCase(_:)`.
  public var textCase: TextCase? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

private struct TextDecorationKey: EnvironmentKey {
  static let defaultValue = TextDecoration()
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct ReservedLinesKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// Underline, strikethrough, tracking and baseline offset set on a view
  /// for the texts below it.
  var textDecoration: TextDecoration {
    get { self[TextDecorationKey.self] }
    set { self[TextDecorationKey.self] = newValue }
  }
  /// Extra space between the lines of the texts below (`lineSpacing(_:)`).
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  /// How many lines the texts below are high at least.
  var reservedLines: Int? {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The weight of the texts below.
  public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
  /// Upper- or lowercases the texts below (nil: as written).
  public func textCase(_ textCase: TextCase?) -> some View { environment(\.textCase, textCase) }
  /// At most `upperBound` lines, and at least `lowerBound` lines high: a
  /// shorter text keeps the space (SwiftUI: "expands to occupy the minimum
  /// number of lines").
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    let low = max(1, limit.lowerBound), high = max(low, limit.upperBound)
    return modifier(
      EnvironmentModifier {
        $0.lineLimit = min(high, 1_000_000)
        $0.reservedLines = min(low, 1_000_000)
      })
  }
  /// No limit, and at least `lowerBound` lines high.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = nil
        $0.reservedLines = min(max(1, limit.lowerBound), 1_000_000)
      })
  }
  /// At most `upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
  /// At most `limit` lines; with `reservesSpace`, always `limit` lines high.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    let limit = min(max(1, limit), 1_000_000)
    return modifier(
      EnvironmentModifier {
        $0.lineLimit = limit
        $0.reservedLines = reservesSpace ? limit : nil
      })
  }
  /// Extra space between the lines of the texts below, in points.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0 })
  }
  /// Set in the environment, where code can read it; texts truncate at
  /// the end whatever it says (deviations).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(EnvironmentModifier { $0.truncationMode = mode })
  }
  /// Set in the environment; texts are not shrunk to fit (deviations).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.minimumScaleFactor = factor })
  }
  /// Set in the environment; letters are not squeezed to fit (deviations).
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier(EnvironmentModifier { $0.allowsTightening = flag })
  }
  /// Accepted; Inter's tabular figures are not selected (deviations).
  public func monospacedDigit() -> some View { inert() }
  /// Accepted; every design is set in Inter (deviations).
  public func monospaced(_ isActive: Bool = true) -> some View { inert() }
  /// Extra space after each character of the texts below (as `tracking`).
  public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }
  /// Extra space after each character of the texts below, in points.
  public func tracking(_ tracking: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.textDecoration.tracking = tracking })
  }
  /// Raises the texts below by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.textDecoration.baselineOffset = baselineOffset })
  }
  /// Underlines the texts below, in `color` or each text's own.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    modifier(
      EnvironmentModifier {
        $0.textDecoration.isUnderlined = isActive
        $0.textDecoration.underlineColor = color
      })
  }
  /// Strikes through the texts below, in `color` or each text's own.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    modifier(
      EnvironmentModifier {
        $0.textDecoration.isStrikethrough = isActive
        $0.textDecoration.strikethroughColor = color
      })
  }
  /// Accepted; every design is set in Inter (deviations).
  public func fontDesign(_ design: Font.Design?) -> some View { inert() }
  /// Accepted; the pinned font has no width variants (deviations).
  public func fontWidth(_ width: Font.Width?) -> some View { inert() }
  /// Whether the user may select the texts below: a figure cannot be
  /// selected, so this changes nothing.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inert() }
}

/// Whether text can be selected (`textSelection(_:)`).
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability, Sendable {
  public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability, Sendable {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension Text {
  /// Where a truncated line is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

extension Text {
  /// A text's scale relative to its font (iOS 17): default, or secondary
  /// for text beside a larger label.
  public enum Scale: Hashable, Sendable { case `default`, secondary }
  /// Accepted; the text keeps its font's size (docs/deviations.md).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert() }
}
