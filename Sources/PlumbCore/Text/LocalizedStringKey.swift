import Foundation

/// What a string literal passed to `Text` becomes, as in SwiftUI: `Text`
/// renders its inline markdown (`**bold**`, `*italic*`, `` `code` ``,
/// `~~strikethrough~~`, `[links](url)`). Plumb has no string tables: the
/// key is the text.
///
/// Interpolated values are text, not markdown: `Text("\(name) wrote")`
/// shows `name` as it is, as SwiftUI substitutes arguments after parsing.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The markdown source: literal parts as written, interpolated values
  /// with their markdown characters escaped.
  let key: String
  /// The key as written, for modules that show it as plain text (chart labels).
  package var plainKey: String { key }

  /// A key from a string's value; its markdown is rendered.
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity)
    }
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation<T>(_ value: T) {
      key += InlineMarkdown.escaped(String(describing: value))
    }
    /// A number in a printf format: `"\(progress, specifier: "%.1f")"`,
    /// formatted in the POSIX locale so figures read the same everywhere.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      key += InlineMarkdown.escaped(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value))
    }
    /// Another text's characters (its styling is not carried over).
    public mutating func appendInterpolation(_ text: Text) {
      key += InlineMarkdown.escaped(text.string)
    }
    /// An SF Symbol inline: its stand-in glyph, set in the text's size
    /// (the text's font has no such glyph, so the icon font draws it).
    /// Other images are left out.
    public mutating func appendInterpolation(_ image: Image) {
      if image.isSystem, let glyph = SymbolStandIns.glyph(for: image.name) { key += String(Character(glyph)) }
    }
    /// A date in a `Text.DateStyle`, as `Text(_:style:)` shows it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      key += InlineMarkdown.escaped(Text.format(date, style, now: Date()))
    }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
      key += InlineMarkdown.escaped(formatter.string(for: subject as AnyObject) ?? "")
    }
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
      key += InlineMarkdown.escaped(formatter.string(for: subject) ?? "")
    }
    /// A value a formatter formats: on Linux, `Date`, `Measurement` and
    /// the other Foundation value types are not `ReferenceConvertible`, so
    /// `"\(date, formatter: f)"` needs a spelling of its own.
    @_disfavoredOverload
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      key += InlineMarkdown.escaped(formatter.string(for: subject) ?? "")
    }
    public mutating func appendInterpolation(_ string: AttributedString) {
      key += InlineMarkdown.escaped(String(string.characters))
    }
  }
}
