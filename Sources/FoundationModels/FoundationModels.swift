// `import FoundationModels` on Linux: Apple's on-device language model
// framework with no model. Its types are real — `@Generable` makes a
// type's generated content, schema and `PartiallyGenerated` form,
// `GeneratedContent` converts to and from values and JSON — but
// `SystemLanguageModel.default` is unavailable (`.deviceNotEligible`), and
// every request throws `GenerationError.assetsUnavailable` before a token,
// so a view shows its empty or unavailable state, as on a device without
// Apple Intelligence. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Observation

// MARK: - Macros

/// `@Generable struct Recipe { … }` (or an enum of plain cases): the
/// type's `Generable` conformance — its generated content both ways, its
/// schema, and `PartiallyGenerated`, the same members made optional, as a
/// stream fills them in.
@attached(
  extension, conformances: Generable,
  names: named(init(_:)), named(generatedContent), named(generationSchema), named(PartiallyGenerated),
  named(_StreamSnapshot))
public macro Generable(description: String? = nil) = #externalMacro(module: "PlumbMacros", type: "GenerableMacro")

/// `@Guide(description: "…", .count(3))` on a property of a `@Generable`
/// type: what the model is told about it. Kept for the schema's sake only.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: _GuideArgument...) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// A guide as `@Guide` takes it: any of `GenerationGuide`'s constraints.
public struct _GuideArgument: Sendable {
  let summary: String
  public static func count(_ count: Int) -> Self { Self(summary: "count \(count)") }
  public static func count(_ range: ClosedRange<Int>) -> Self { Self(summary: "count \(range)") }
  public static func minimumCount(_ count: Int) -> Self { Self(summary: "minimumCount \(count)") }
  public static func maximumCount(_ count: Int) -> Self { Self(summary: "maximumCount \(count)") }
  public static func range<Bound: Comparable>(_ range: ClosedRange<Bound>) -> Self { Self(summary: "range \(range)") }
  public static func minimum<Value: Numeric>(_ value: Value) -> Self { Self(summary: "minimum \(value)") }
  public static func maximum<Value: Numeric>(_ value: Value) -> Self { Self(summary: "maximum \(value)") }
  public static func anyOf(_ values: [String]) -> Self { Self(summary: "anyOf \(values)") }
  public static func constant(_ value: String) -> Self { Self(summary: "constant \(value)") }
  public static func pattern<Output>(_ regex: Regex<Output>) -> Self { Self(summary: "pattern") }
  public static func element(_ guide: Self) -> Self { Self(summary: "element \(guide.summary)") }
}

// MARK: - Generated content

/// A stable identity for a generated value, kept across a stream's
/// snapshots (`PartiallyGenerated` values are `Identifiable` by it).
public struct GenerationID: Hashable, Sendable {
  private let uuid: UUID
  public init() { uuid = UUID() }
}

/// What the model produced, as structured data: null, a Boolean, a
/// number, a string, an array or a structure of named properties.
public struct GeneratedContent: Sendable, Equatable, CustomDebugStringConvertible {
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([GeneratedContent])
    case structure(properties: [String: GeneratedContent], orderedKeys: [String])
  }

  public var kind: Kind
  public var id: GenerationID?
  /// Whether generation finished this value (always, on Linux).
  public var isComplete: Bool { true }

  public init(kind: Kind, id: GenerationID? = nil) {
    self.kind = kind
    self.id = id
  }

  public init(_ value: some ConvertibleToGeneratedContent) {
    self = value.generatedContent
  }

  public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
    self = value.generatedContent
    self.id = id
  }

  public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
    var values: [String: GeneratedContent] = [:]
    var keys: [String] = []
    for (key, value) in properties {
      if values[key] == nil { keys.append(key) }
      values[key] = value.generatedContent
    }
    self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
  }

  public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
    self.init(kind: .array(elements.map(\.generatedContent)), id: id)
  }

  /// Parses JSON text (objects keep their keys' order, Booleans stay
  /// Booleans: Foundation's parser on Linux keeps neither).
  public init(json: String) throws {
    var parser = JSONParser(text: Array(json.unicodeScalars))
    guard let value = parser.value(), parser.atEnd else {
      throw GenerationConversionError("the text is not JSON: \(json.prefix(80))")
    }
    self = value
  }

  /// The content as JSON text, properties in their order.
  public var jsonString: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .string(let value): return Self.quoted(value)
    case .array(let values): return "[" + values.map(\.jsonString).joined(separator: ", ") + "]"
    case .structure(let properties, let keys):
      return "{" + keys.map { "\(Self.quoted($0)): \(properties[$0]?.jsonString ?? "null")" }.joined(separator: ", ") + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  public var debugDescription: String { jsonString }

  public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool { lhs.kind == rhs.kind }

  /// The content as a value of the given type.
  public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(self)
  }

  /// A property of a structure as a value; throws if it is missing.
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value.Type = Value.self, forProperty property: String
  ) throws -> Value {
    guard case .structure(let properties, _) = kind else {
      throw GenerationConversionError("asked for the property \"\(property)\" of \(jsonString), which is not a structure")
    }
    guard let value = properties[property] else {
      throw GenerationConversionError("the structure \(jsonString) has no property \"\(property)\"")
    }
    return try Value(value)
  }

  /// A property of a structure as a value, or nil where it is missing or
  /// null (a partial value's members).
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value?.Type = Value?.self, forProperty property: String
  ) throws -> Value? {
    guard case .structure(let properties, _) = kind, let value = properties[property] else { return nil }
    if case .null = value.kind { return nil }
    return try Value(value)
  }
}


/// A JSON reader for `GeneratedContent(json:)`.
private struct JSONParser {
  let text: [Unicode.Scalar]
  var i = 0

  var atEnd: Bool {
    mutating get {
      skipSpace()
      return i == text.count
    }
  }

  mutating func skipSpace() {
    while i < text.count, [" ", "\n", "\r", "\t"].contains(text[i]) { i += 1 }
  }

  mutating func literal(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard i + scalars.count <= text.count, Array(text[i..<i + scalars.count]) == scalars else { return false }
    i += scalars.count
    return true
  }

  mutating func value() -> GeneratedContent? {
    skipSpace()
    guard i < text.count else { return nil }
    switch text[i] {
    case "n": return literal("null") ? GeneratedContent(kind: .null) : nil
    case "t": return literal("true") ? GeneratedContent(kind: .bool(true)) : nil
    case "f": return literal("false") ? GeneratedContent(kind: .bool(false)) : nil
    case "\"": return string().map { GeneratedContent(kind: .string($0)) }
    case "[":
      i += 1
      var elements: [GeneratedContent] = []
      skipSpace()
      if i < text.count, text[i] == "]" { i += 1; return GeneratedContent(kind: .array([])) }
      while true {
        guard let element = value() else { return nil }
        elements.append(element)
        skipSpace()
        guard i < text.count else { return nil }
        if text[i] == "]" { i += 1; return GeneratedContent(kind: .array(elements)) }
        guard text[i] == "," else { return nil }
        i += 1
      }
    case "{":
      i += 1
      var properties: [String: GeneratedContent] = [:]
      var keys: [String] = []
      skipSpace()
      if i < text.count, text[i] == "}" { i += 1; return GeneratedContent(kind: .structure(properties: [:], orderedKeys: [])) }
      while true {
        skipSpace()
        guard let key = string() else { return nil }
        skipSpace()
        guard i < text.count, text[i] == ":" else { return nil }
        i += 1
        guard let element = value() else { return nil }
        if properties[key] == nil { keys.append(key) }
        properties[key] = element
        skipSpace()
        guard i < text.count else { return nil }
        if text[i] == "}" { i += 1; return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys)) }
        guard text[i] == "," else { return nil }
        i += 1
      }
    default:
      let start = i
      while i < text.count, "+-0123456789.eE".unicodeScalars.contains(text[i]) { i += 1 }
      var number = ""
      number.unicodeScalars.append(contentsOf: text[start..<i])
      return Double(number).map { GeneratedContent(kind: .number($0)) }
    }
  }

  mutating func string() -> String? {
    guard i < text.count, text[i] == "\"" else { return nil }
    i += 1
    var out = String.UnicodeScalarView()
    while i < text.count {
      let c = text[i]
      i += 1
      if c == "\"" { return String(out) }
      guard c == "\\" else { out.append(c); continue }
      guard i < text.count else { return nil }
      let escaped = text[i]
      i += 1
      switch escaped {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "b": out.append("\u{8}")
      case "f": out.append("\u{c}")
      case "u":
        guard i + 4 <= text.count, let code = UInt32(String(String.UnicodeScalarView(text[i..<i + 4])), radix: 16)
        else { return nil }
        i += 4
        out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: out.append(escaped)
      }
    }
    return nil
  }
}

/// Generated content that does not fit the type asked for.
public struct GenerationConversionError: Error, CustomStringConvertible, LocalizedError {
  public let description: String
  public init(_ description: String) { self.description = description }
  public var errorDescription: String? { description }
}

// MARK: - Protocols

/// A type made from generated content.
public protocol ConvertibleFromGeneratedContent {
  init(_ content: GeneratedContent) throws
}

/// A type that gives its value as generated content (and so can be part
/// of a prompt or instructions).
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
  var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
  public var instructionsRepresentation: Instructions { return Instructions(generatedContent.jsonString) }
  public var promptRepresentation: Prompt { return Prompt(generatedContent.jsonString) }
}

/// A type the model can generate: `@Generable` writes the conformance.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// The type's form while it is being generated: every member optional.
  associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
  /// What a response stream yields (hidden): a snapshot with `content`
  /// and `rawContent`. `@Generable` makes it `PartiallyGenerated` itself,
  /// which has both, so `x = snapshot` (the first betas) and
  /// `x = snapshot.content` (the release) both compile.
  associatedtype _StreamSnapshot: _StreamSnapshotProtocol = _Snapshot<Self>
  static var generationSchema: GenerationSchema { get }
}

/// A stream's element, made from the content generated so far.
public protocol _StreamSnapshotProtocol: ConvertibleFromGeneratedContent {}

/// A stream's snapshot of a type `@Generable` did not write (`String`).
public struct _Snapshot<Content: Generable>: _StreamSnapshotProtocol {
  public var content: Content.PartiallyGenerated
  public var rawContent: GeneratedContent
  public init(_ content: GeneratedContent) throws {
    self.content = try Content.PartiallyGenerated(content)
    rawContent = content
  }
}

/// `T.PartiallyGenerated`, as `@Generable` writes a partial member's type
/// (so `[Choice]` needs no rewriting as `Array<Choice>`).
public typealias _PartiallyGenerated<T: Generable> = T.PartiallyGenerated

extension Generable {
  /// The value as its partially generated form, all members present.
  public func asPartiallyGenerated() -> PartiallyGenerated {
    // A complete value's content always converts to its partial form.
    (try? PartiallyGenerated(generatedContent)) ?? (self as! PartiallyGenerated)
  }
}

extension String: Generable {
  /// A string's stream yields the text so far: a `String`, as the first
  /// betas gave it, with the release's `content` and `rawContent` (below).
  public typealias _StreamSnapshot = String
  public init(_ content: GeneratedContent) throws {
    guard case .string(let value) = content.kind else {
      throw GenerationConversionError("\(content.jsonString) is not a string")
    }
    self = value
  }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "string") }
}

extension String: _StreamSnapshotProtocol {
  /// A string stream's snapshot read as the release reads it.
  public var content: String { self }
  public var rawContent: GeneratedContent { generatedContent }
}

extension Bool: Generable {
  public init(_ content: GeneratedContent) throws {
    guard case .bool(let value) = content.kind else {
      throw GenerationConversionError("\(content.jsonString) is not a Boolean")
    }
    self = value
  }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "boolean") }
}

private func number(_ content: GeneratedContent) throws -> Double {
  guard case .number(let value) = content.kind else {
    throw GenerationConversionError("\(content.jsonString) is not a number")
  }
  return value
}

extension Int: Generable {
  public init(_ content: GeneratedContent) throws {
    let value = try number(content)
    guard let exact = Int(exactly: value) else {
      throw GenerationConversionError("\(content.jsonString) is not an integer")
    }
    self = exact
  }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "integer") }
}

extension Double: Generable {
  public init(_ content: GeneratedContent) throws { self = try number(content) }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
}

extension Float: Generable {
  public init(_ content: GeneratedContent) throws { self = Float(try number(content)) }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
}

extension Decimal: Generable {
  public init(_ content: GeneratedContent) throws { self = Decimal(try number(content)) }
  public var generatedContent: GeneratedContent {
    GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
  }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
}

extension GeneratedContent: Generable {
  public init(_ content: GeneratedContent) throws { self = content }
  public var generatedContent: GeneratedContent { self }
  public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "any") }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
  public init(_ content: GeneratedContent) throws {
    guard case .array(let values) = content.kind else {
      throw GenerationConversionError("\(content.jsonString) is not an array")
    }
    self = try values.map { try Element($0) }
  }
}

extension Array: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable
where Element: ConvertibleToGeneratedContent {
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: Generable where Element: Generable {
  public typealias PartiallyGenerated = [Element.PartiallyGenerated]
  /// An array's stream yields the partial elements so far (the betas'
  /// form), with the release's `content`.
  public typealias _StreamSnapshot = [Element.PartiallyGenerated]
  public static var generationSchema: GenerationSchema {
    GenerationSchema(primitive: "array of \(Element.generationSchema.typeName)")
  }
}

extension Array: _StreamSnapshotProtocol where Element: ConvertibleFromGeneratedContent {
  /// An array stream's snapshot read as the release reads it.
  public var content: Self { self }
}

extension Optional: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable
where Wrapped: ConvertibleToGeneratedContent {
  public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

// MARK: - Schemas and guides

/// The shape of a generable type, as the model would be told it.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
  /// One property of a structure.
  public struct Property: Sendable {
    public let name: String
    public let description: String?
    let typeName: String
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []
    ) {
      self.name = name
      self.description = description
      typeName = String(describing: Value.self)
    }
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []
    ) {
      self.name = name
      self.description = description
      typeName = String(describing: Value.self) + "?"
    }
  }

  let typeName: String
  public let description: String?
  public let properties: [Property]
  public let choices: [String]

  init(primitive: String) {
    typeName = primitive
    description = nil
    properties = []
    choices = []
  }

  public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
    typeName = String(describing: type)
    self.description = description
    self.properties = properties
    choices = []
  }

  public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
    typeName = String(describing: type)
    self.description = description
    properties = []
    self.choices = choices
  }

  public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
    typeName = root.name
    description = root.description
    properties = []
    choices = root.choices
  }

  public var debugDescription: String {
    if !choices.isEmpty { return "\(typeName): one of \(choices)" }
    if properties.isEmpty { return typeName }
    return "\(typeName) { " + properties.map { "\($0.name): \($0.typeName)" }.joined(separator: ", ") + " }"
  }
}

/// A schema built at run time (`DynamicGenerationSchema(name:properties:)`).
public struct DynamicGenerationSchema: Sendable {
  public struct Property: Sendable {
    public let name: String
    public let description: String?
    public let schema: DynamicGenerationSchema
    public let isOptional: Bool
    public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
      self.name = name
      self.description = description
      self.schema = schema
      self.isOptional = isOptional
    }
  }
  let name: String
  let description: String?
  let choices: [String]
  public init(name: String, description: String? = nil, properties: [Property]) {
    self.name = name
    self.description = description
    choices = []
  }
  public init(name: String, description: String? = nil, anyOf choices: [String]) {
    self.name = name
    self.description = description
    self.choices = choices
  }
  public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
    self.name = name
    self.description = description
    self.choices = choices.map(\.name)
  }
  public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
    name = "[\(itemSchema.name)]"
    description = nil
    choices = []
  }
  public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
    name = String(describing: Value.self)
    description = nil
    choices = []
  }
  public init(referenceTo name: String) {
    self.name = name
    description = nil
    choices = []
  }
}

/// A constraint on a generated value (`.range(1...10)`, `.count(3)`).
public struct GenerationGuide<Value>: Sendable {
  let summary: String
}

extension GenerationGuide where Value == String {
  public static func constant(_ value: String) -> Self { Self(summary: "constant \(value)") }
  public static func anyOf(_ values: [String]) -> Self { Self(summary: "anyOf \(values)") }
  public static func pattern<Output>(_ regex: Regex<Output>) -> Self { Self(summary: "pattern") }
}

extension GenerationGuide where Value == Int {
  public static func minimum(_ value: Int) -> Self { Self(summary: "minimum \(value)") }
  public static func maximum(_ value: Int) -> Self { Self(summary: "maximum \(value)") }
  public static func range(_ range: ClosedRange<Int>) -> Self { Self(summary: "range \(range)") }
}

extension GenerationGuide where Value == Double {
  public static func minimum(_ value: Double) -> Self { Self(summary: "minimum \(value)") }
  public static func maximum(_ value: Double) -> Self { Self(summary: "maximum \(value)") }
  public static func range(_ range: ClosedRange<Double>) -> Self { Self(summary: "range \(range)") }
}

extension GenerationGuide {
  public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    GenerationGuide<[Element]>(summary: "minimumCount \(count)")
  }
  public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    GenerationGuide<[Element]>(summary: "maximumCount \(count)")
  }
  public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    GenerationGuide<[Element]>(summary: "count \(count)")
  }
  public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
  where Value == [Element] {
    GenerationGuide<[Element]>(summary: "element \(guide.summary)")
  }
}

// MARK: - Prompts and instructions

/// What a session is told to do, built from strings and generable values.
public struct Instructions: Sendable, InstructionsRepresentable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
  public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }
  public var instructionsRepresentation: Instructions { return self }
}

public protocol InstructionsRepresentable {
  @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

@resultBuilder
public enum InstructionsBuilder {
  public static func buildBlock(_ components: any InstructionsRepresentable...) -> Instructions {
    Instructions(components.map(\.instructionsRepresentation.description).joined(separator: "\n"))
  }
  public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I { expression }
  public static func buildArray(_ components: [any InstructionsRepresentable]) -> Instructions {
    Instructions(components.map(\.instructionsRepresentation.description).joined(separator: "\n"))
  }
  public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions("") }
  public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
    component.instructionsRepresentation
  }
  public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
    component.instructionsRepresentation
  }
  public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
    instructions.instructionsRepresentation
  }
}

/// What a session is asked, built from strings and generable values.
public struct Prompt: Sendable, PromptRepresentable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
  public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }
  public var promptRepresentation: Prompt { return self }
}

public protocol PromptRepresentable {
  @PromptBuilder var promptRepresentation: Prompt { get }
}

@resultBuilder
public enum PromptBuilder {
  public static func buildBlock(_ components: any PromptRepresentable...) -> Prompt {
    Prompt(components.map(\.promptRepresentation.description).joined(separator: "\n"))
  }
  public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P { expression }
  public static func buildArray(_ components: [any PromptRepresentable]) -> Prompt {
    Prompt(components.map(\.promptRepresentation.description).joined(separator: "\n"))
  }
  public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt("") }
  public static func buildEither(first component: some PromptRepresentable) -> Prompt { component.promptRepresentation }
  public static func buildEither(second component: some PromptRepresentable) -> Prompt { component.promptRepresentation }
  public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt { prompt.promptRepresentation }
}

extension String: InstructionsRepresentable, PromptRepresentable {
  public var instructionsRepresentation: Instructions { return Instructions(self) }
  public var promptRepresentation: Prompt { return Prompt(self) }
}

// MARK: - The model

/// The on-device model: unavailable on Linux (`.deviceNotEligible`).
public final class SystemLanguageModel: Sendable {
  public struct UseCase: Hashable, Sendable {
    let name: String
    public static let general = UseCase(name: "general")
    public static let contentTagging = UseCase(name: "contentTagging")
  }

  public struct Guardrails: Sendable {
    public static let `default` = Guardrails()
    public static let permissiveContentTransformations = Guardrails()
  }

  public enum Availability: Equatable, Sendable {
    public enum UnavailableReason: Equatable, Sendable {
      case deviceNotEligible, appleIntelligenceNotEnabled, modelNotReady
    }
    case available
    case unavailable(UnavailableReason)
  }

  public static let `default` = SystemLanguageModel()

  public let useCase: UseCase

  public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
    self.useCase = useCase
  }

  public init(adapter: Adapter, guardrails: Guardrails = .default) {
    useCase = .general
  }

  public var availability: Availability { .unavailable(.deviceNotEligible) }
  public var isAvailable: Bool { false }
  public var supportedLanguages: Set<Locale.Language> { [] }
  public func supportsLocale(_ locale: Locale = .current) -> Bool { false }

  /// A fine-tuned adapter: none can be loaded without the model.
  public struct Adapter: Sendable {
    public init(fileURL: URL) throws { throw LanguageModelSession.GenerationError.assetsUnavailable(.linux) }
    public init(name: String) throws { throw LanguageModelSession.GenerationError.assetsUnavailable(.linux) }
  }
}

/// How a response is sampled.
public struct GenerationOptions: Sendable, Equatable {
  public struct SamplingMode: Sendable, Equatable {
    let name: String
    public static let greedy = SamplingMode(name: "greedy")
    public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "top \(k)") }
    public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(name: "threshold \(probabilityThreshold)")
    }
  }
  public var sampling: SamplingMode?
  public var temperature: Double?
  public var maximumResponseTokens: Int?
  public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
    self.sampling = sampling
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}

/// A tool the model may call while it answers (never, on Linux).
public protocol Tool<Arguments, Output>: Sendable {
  associatedtype Arguments: ConvertibleFromGeneratedContent
  associatedtype Output: PromptRepresentable
  var name: String { get }
  var description: String { get }
  var parameters: GenerationSchema { get }
  var includesSchemaInInstructions: Bool { get }
  func call(arguments: Arguments) async throws -> Output
}

extension Tool {
  public var name: String { String(describing: Self.self) }
  public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
  public var parameters: GenerationSchema { Arguments.generationSchema }
}

/// A tool's answer as the first betas wrote it (`ToolOutput("…")`).
public struct ToolOutput: Sendable, PromptRepresentable {
  let text: String
  public init(_ string: String) { text = string }
  public init(_ content: GeneratedContent) { text = content.jsonString }
  public var promptRepresentation: Prompt { return Prompt(text) }
}

// MARK: - Sessions

/// A conversation with the model. On Linux every request throws
/// `GenerationError.assetsUnavailable` and the transcript keeps the
/// instructions only.
public final class LanguageModelSession: @unchecked Sendable {
  public enum GenerationError: Error, LocalizedError, Sendable {
    public struct Context: Sendable {
      public let debugDescription: String
      public init(debugDescription: String) { self.debugDescription = debugDescription }
      static let linux = Context(
        debugDescription: "No on-device language model: Plumb draws FoundationModels views on Linux, where Apple Intelligence is not available.")
    }
    public struct Refusal: Sendable {
      public var explanation: Response<String> {
        get async throws { throw GenerationError.assetsUnavailable(.linux) }
      }
    }
    case exceededContextWindowSize(Context)
    case assetsUnavailable(Context)
    case guardrailViolation(Context)
    case unsupportedGuide(Context)
    case unsupportedLanguageOrLocale(Context)
    case decodingFailure(Context)
    case rateLimited(Context)
    case concurrentRequests(Context)
    case refusal(Refusal, Context)

    public var errorDescription: String? {
      switch self {
      case .exceededContextWindowSize(let c), .assetsUnavailable(let c), .guardrailViolation(let c),
        .unsupportedGuide(let c), .unsupportedLanguageOrLocale(let c), .decodingFailure(let c),
        .rateLimited(let c), .concurrentRequests(let c), .refusal(_, let c):
        return c.debugDescription
      }
    }
  }

  /// A tool's failure, as the session reports it.
  public struct ToolCallError: Error, LocalizedError, @unchecked Sendable {
    public var tool: any Tool
    public var underlyingError: any Error
    public init(tool: any Tool, underlyingError: any Error) {
      self.tool = tool
      self.underlyingError = underlyingError
    }
  }

  /// A complete answer: its content, as generated content too.
  public struct Response<Content: Generable> {
    public let content: Content
    public let rawContent: GeneratedContent
    public let transcriptEntries: ArraySlice<Transcript.Entry>
  }

  /// An answer as it streams: each element the content so far.
  public struct ResponseStream<Content: Generable>: AsyncSequence {
    /// The content so far (`snapshot.content`, `snapshot.rawContent`).
    public typealias Snapshot = Content._StreamSnapshot
    public typealias Element = Snapshot
    public struct AsyncIterator: AsyncIteratorProtocol {
      var finished = false
      public mutating func next() async throws -> Snapshot? {
        if finished { return nil }
        finished = true
        throw GenerationError.assetsUnavailable(.linux)
      }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    /// The whole response, once the stream ends (it throws first, on Linux).
    public func collect() async throws -> Response<Content> {
      throw GenerationError.assetsUnavailable(.linux)
    }
  }

  public let model: SystemLanguageModel
  public let tools: [any Tool]
  /// Whether a request is under way (never, on Linux).
  public private(set) var isResponding = false
  public private(set) var transcript: Transcript

  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
    self.model = model
    self.tools = tools
    transcript = Transcript(entries: instructions.map { [.instructions(Transcript.Instructions($0.description))] } ?? [])
  }

  public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String) {
    self.init(model: model, tools: tools, instructions: Instructions(instructions))
  }

  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [],
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, tools: tools, instructions: try instructions())
  }

  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
    self.model = model
    self.tools = tools
    self.transcript = transcript
  }

  /// Loads the model ahead of a request: nothing to load on Linux.
  public func prewarm(promptPrefix: Prompt? = nil) {}

  public func respond(
    to prompt: some PromptRepresentable, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    throw GenerationError.assetsUnavailable(.linux)
  }

  public func respond(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<String> {
    throw GenerationError.assetsUnavailable(.linux)
  }

  public func respond<Content: Generable>(
    to prompt: some PromptRepresentable, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    throw GenerationError.assetsUnavailable(.linux)
  }

  public func respond<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<Content> {
    throw GenerationError.assetsUnavailable(.linux)
  }

  public func respond(
    to prompt: some PromptRepresentable, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<GeneratedContent> {
    throw GenerationError.assetsUnavailable(.linux)
  }

  public func streamResponse(
    to prompt: some PromptRepresentable, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<String> {
    ResponseStream()
  }

  public func streamResponse(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<String> {
    ResponseStream()
  }

  public func streamResponse<Content: Generable>(
    to prompt: some PromptRepresentable, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<Content> {
    ResponseStream()
  }

  public func streamResponse<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<Content> {
    ResponseStream()
  }

  public func streamResponse(
    to prompt: some PromptRepresentable, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<GeneratedContent> {
    ResponseStream()
  }
}

/// SwiftUI observes `isResponding` (it never changes on Linux).
extension LanguageModelSession: Observable {}

extension LanguageModelSession.ResponseStream: Sendable {}
extension LanguageModelSession.Response: Sendable where Content: Sendable {}

// MARK: - Transcripts

/// A session's history: its instructions, prompts, tool calls and answers.
public struct Transcript: Sendable, RandomAccessCollection, CustomStringConvertible {
  public enum Segment: Sendable, Identifiable, CustomStringConvertible {
    case text(TextSegment)
    case structure(StructuredSegment)
    public var id: String {
      switch self {
      case .text(let s): s.id
      case .structure(let s): s.id
      }
    }
    public var description: String {
      switch self {
      case .text(let s): s.content
      case .structure(let s): s.content.jsonString
      }
    }
  }

  public struct TextSegment: Sendable, Identifiable {
    public var id: String
    public var content: String
    public init(id: String = UUID().uuidString, content: String) {
      self.id = id
      self.content = content
    }
  }

  public struct StructuredSegment: Sendable, Identifiable {
    public var id: String
    public var source: String
    public var content: GeneratedContent
    public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
      self.id = id
      self.source = source
      self.content = content
    }
  }

  public struct Instructions: Sendable, Identifiable {
    public var id: String
    public var segments: [Segment]
    public var toolDefinitions: [ToolDefinition]
    init(_ text: String) {
      id = UUID().uuidString
      segments = [.text(TextSegment(content: text))]
      toolDefinitions = []
    }
    public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
      self.id = id
      self.segments = segments
      self.toolDefinitions = toolDefinitions
    }
  }

  public struct ToolDefinition: Sendable {
    public var name: String
    public var description: String
    public init(name: String, description: String, parameters: GenerationSchema) {
      self.name = name
      self.description = description
    }
    public init(tool: some Tool) {
      name = tool.name
      description = tool.description
    }
  }

  public struct Prompt: Sendable, Identifiable {
    public var id: String
    public var segments: [Segment]
    public var options: GenerationOptions
    public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions()) {
      self.id = id
      self.segments = segments
      self.options = options
    }
  }

  public struct ToolCall: Sendable, Identifiable {
    public var id: String
    public var toolName: String
    public var arguments: GeneratedContent
  }

  public struct ToolCalls: Sendable, Identifiable, RandomAccessCollection {
    public var id: String
    public var calls: [ToolCall]
    public var startIndex: Int { calls.startIndex }
    public var endIndex: Int { calls.endIndex }
    public subscript(position: Int) -> ToolCall { calls[position] }
  }

  public struct ToolOutput: Sendable, Identifiable {
    public var id: String
    public var toolName: String
    public var segments: [Segment]
  }

  public struct Response: Sendable, Identifiable {
    public var id: String
    public var assetIDs: [String]
    public var segments: [Segment]
  }

  public enum Entry: Sendable, Identifiable, CustomStringConvertible {
    case instructions(Instructions)
    case prompt(Prompt)
    case toolCalls(ToolCalls)
    case toolOutput(ToolOutput)
    case response(Response)

    public var id: String {
      switch self {
      case .instructions(let e): e.id
      case .prompt(let e): e.id
      case .toolCalls(let e): e.id
      case .toolOutput(let e): e.id
      case .response(let e): e.id
      }
    }

    public var description: String {
      switch self {
      case .instructions(let e): "Instructions: " + e.segments.map(\.description).joined(separator: "\n")
      case .prompt(let e): "Prompt: " + e.segments.map(\.description).joined(separator: "\n")
      case .toolCalls(let e): "Tool calls: " + e.calls.map(\.toolName).joined(separator: ", ")
      case .toolOutput(let e): "Tool output (\(e.toolName)): " + e.segments.map(\.description).joined(separator: "\n")
      case .response(let e): "Response: " + e.segments.map(\.description).joined(separator: "\n")
      }
    }
  }

  private var entries: [Entry]

  public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }
  public var description: String { entries.map(\.description).joined(separator: "\n") }
}
