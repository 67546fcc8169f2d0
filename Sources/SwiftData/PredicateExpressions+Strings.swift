import Foundation

// `#Predicate { $0.name.localizedStandardContains(search) }`, the search
// predicate SwiftData apps write most: Foundation on Linux does not build
// it (its `PredicateExpressions` lacks the operator), so this module adds
// it, evaluated with Foundation's `localizedStandardContains`.

extension PredicateExpressions {
  /// Whether a string contains another, ignoring case and diacritics as
  /// Finder's search does.
  public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other
    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }
    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
    }
  }

  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> LocalizedStandardContains<Root, Other>
  {
    LocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {
  private enum CodingKeys: String, CodingKey { case root, other }
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Root.self, forKey: .root)
    other = try container.decode(Other.self, forKey: .other)
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(other, forKey: .other)
  }
}

extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
