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
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.runStyle.isStrikethrough = isActive }
  }
  /// Underlines are not drawn yet (see docs/deviations.md).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Letter spacing is not applied yet (see docs/deviations.md).
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
  public func monospacedDigit() -> Text { self }

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
    if bold || runStyle.isItalic || runStyle.isStrikethrough || runStyle.isMonospaced {
      out.append(
        TextSpan(
          utf8Range: offset..<offset + string.utf8.count,
          style: TextStyle(
            isBold: bold, isItalic: runStyle.isItalic, isMonospaced: runStyle.isMonospaced,
            isStrikethrough: runStyle.isStrikethrough)))
    }
    return out
  }

  /// A value shown with a format style: `Text(price, format: .number)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `Text("\(price, format: .number.precision(.fractionLength(2)))")`.
  public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
    appendInterpolation(format.format(value))
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

extension View {
  /// The weight of the texts below.
  public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
  /// Upper- or lowercases the texts below (nil: as written).
  public func textCase(_ textCase: TextCase?) -> some View { environment(\.textCase, textCase) }
  /// A range's upper bound is the limit; a still text shows at most that.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }
  /// Accepted; texts are set with Inter's own line spacing (deviations).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// Accepted; texts truncate at the end (deviations).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  /// Accepted; texts are not shrunk to fit (deviations).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  public func allowsTightening(_ flag: Bool) -> some View { self }
  public func monospacedDigit() -> some View { self }
  public func kerning(_ kerning: CGFloat) -> some View { self }
  public func tracking(_ tracking: CGFloat) -> some View { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  public func fontDesign(_ design: Font.Design?) -> some View { self }
  public func fontWidth(_ width: Font.Width?) -> some View { self }
}

extension Text {
  /// Where a truncated line is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}
