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
  }
}
