import Foundation

// The compiler plugin behind `#Preview` and `@Previewable`, written against
// the compiler's plugin protocol directly (JSON messages framed by an
// 8-byte little-endian length on standard input and output), so that no
// package using Plumb builds swift-syntax for it.
//
// `#Preview(args) { body }` expands to a file-private registration whose
// initializer calls `_plumbPreview(args) { body }`: the compiler checks the
// preview's arguments and body against that function's signature, exactly
// as it would the macro's. `@Previewable` expands to nothing.

/// Reads exactly `count` bytes of standard input, or nil at its end.
func read(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

func send(_ message: [String: Any]) {
  guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
  var header = UInt64(payload.count).littleEndian
  let headerData = withUnsafeBytes(of: &header) { Data($0) }
  FileHandle.standardOutput.write(headerData + payload)
}

/// A name unique to this expansion, made as swift-syntax's
/// `makeUniqueName` makes it (the discriminator, the name, `fMu_`): the
/// compiler accepts such names without the macro declaring them.
func uniqueName(_ discriminator: String, _ name: String) -> String {
  discriminator + "\(name.count)\(name)fMu_"
}

/// `#Preview…` → a type registering the preview: its source location and
/// a `_plumbPreview…` call making it. Plumb finds such types at run time
/// (PreviewDiscovery), so previews are collected without a list.
func expandPreview(_ source: String, discriminator: String, fileID: String, line: Int) -> String {
  // The source starts with the expansion's leading trivia (comments,
  // which may mention `#Preview` themselves): skip it to the token.
  var rest = Substring(source)
  while true {
    rest = rest.drop { $0.isWhitespace }
    if rest.hasPrefix("//") {
      rest = rest.drop { $0 != "\n" }
    } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
      rest = rest[end.upperBound...]
    } else {
      break
    }
  }
  guard rest.hasPrefix("#Preview") else { return "" }
  // The location is the trivia's: the token is as many lines further down.
  let line = line + source[..<rest.startIndex].filter { $0 == "\n" }.count
  let call = "_plumbPreview" + rest.dropFirst("#Preview".count)
  let file = fileID.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  return """
    enum \(uniqueName(discriminator, "PlumbPreview")): _PlumbPreviewRegistration {
      static var fileID: String { "\(file)" }
      static var line: Int { \(line) }
      @MainActor static var preview: _PlumbPreview { \(call) }
    }
    """
}

/// `@Entry var name: Type = value` in an `EnvironmentValues` extension:
/// the parts of the declaration, read from its source text.
struct EntryDeclaration {
  var name: String
  /// Nil when the declaration has no type annotation (`@Entry var on = false`).
  var type: String?
  var value: String

  init?(_ source: String) {
    // Drop the attributes and modifiers before `var`, then split
    // `name: Type = value` (or `name = value`).
    guard let varRange = source.range(of: "var ") else { return nil }
    let rest = source[varRange.upperBound...]
    guard let end = rest.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return nil }
    name = rest[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
    if rest[end] == "=" {
      type = nil
      value = rest[rest.index(after: end)...].trimmingCharacters(in: .whitespacesAndNewlines)
      return
    }
    let afterColon = rest[rest.index(after: end)...]
    // The first `=` at bracket depth 0 ends the type.
    var depth = 0
    var equals: Substring.Index?
    var previous: Character = " "
    for i in afterColon.indices {
      let c = afterColon[i]
      defer { previous = c }
      // A function type's `->` closes nothing.
      if c == ">" && previous == "-" { continue }
      if "<([{".contains(c) { depth += 1 } else if ">)]}".contains(c) { depth -= 1 }
      if c == "=" && depth == 0 { equals = i; break }
    }
    if let equals {
      type = afterColon[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      value = afterColon[afterColon.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      // No initial value: an optional, nil by default.
      type = afterColon.trimmingCharacters(in: .whitespacesAndNewlines)
      value = "nil"
    }
  }
}

/// The accessors and the key an `@Entry` adds.
func expandEntry(role: String, declaration: String) -> String {
  guard let entry = EntryDeclaration(declaration) else { return "" }
  let key = "__Key_\(entry.name)"
  switch role {
  case "accessor":
    return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
  case "peer":
    // Without a type annotation the key's value is inferred from the
    // initial value, kept once (a computed property needs its type).
    guard let type = entry.type else {
      return "private struct \(key): EnvironmentKey {\n  nonisolated(unsafe) static let defaultValue = \(entry.value)\n}"
    }
    return "private struct \(key): EnvironmentKey {\n  static var defaultValue: \(type) { \(entry.value) }\n}"
  default:
    return ""
  }
}

/// A Swift declaration's text, scanned just enough for `@Generable`: its
/// body's top-level statements, with comments removed and string
/// literals and bracketed text kept whole.
struct SourceScanner {
  /// The text of `source` from its first `{` at bracket depth 0 (outside
  /// strings and comments) to the matching `}`, exclusive; and the text
  /// before it (the attributes, modifiers, kind and name).
  static func body(of source: String) -> (header: String, body: String)? {
    var header = ""
    var body = ""
    var depth = 0
    var inBody = false
    var finished = false
    forEachCharacter(of: source) { c, isCode in
      if finished { return }
      if isCode {
        if !inBody {
          if c == "{" && depth == 0 { inBody = true; depth = 1; return }
          if "([".contains(c) { depth += 1 } else if ")]".contains(c) { depth -= 1 }
          header.append(c)
          return
        }
        if "({[".contains(c) { depth += 1 } else if ")}]".contains(c) { depth -= 1 }
        if depth == 0 { finished = true; return }
      }
      if inBody { body.append(c) } else { header.append(c) }
    }
    return inBody ? (header, body) : nil
  }

  /// Calls `visit` with each character outside comments, saying whether
  /// it is code (false inside string literals).
  static func forEachCharacter(of source: String, _ visit: (Character, Bool) -> Void) {
    let chars = Array(source)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
      if c == "/" && next == "/" {
        while i < chars.count && chars[i] != "\n" { i += 1 }
        continue
      }
      if c == "/" && next == "*" {
        i += 2
        while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
        i += 2
        continue
      }
      if c == "\"" {
        let triple = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
        let quote = triple ? 3 : 1
        for _ in 0..<quote { visit("\"", false) }
        i += quote
        while i < chars.count {
          if chars[i] == "\\" && i + 1 < chars.count {
            visit(chars[i], false)
            visit(chars[i + 1], false)
            i += 2
            continue
          }
          if chars[i] == "\"" && (!triple || (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"")) {
            for _ in 0..<quote { visit("\"", false) }
            i += quote
            break
          }
          visit(chars[i], false)
          i += 1
        }
        continue
      }
      visit(c, true)
      i += 1
    }
  }

  /// The body's statements at depth 0, split at newlines and semicolons.
  static func statements(of body: String) -> [String] {
    var statements: [String] = []
    var current = ""
    var depth = 0
    forEachCharacter(of: body) { c, isCode in
      if isCode {
        if "({[".contains(c) { depth += 1 } else if ")}]".contains(c) { depth -= 1 }
        if depth == 0 && (c == "\n" || c == ";") {
          statements.append(current)
          current = ""
          return
        }
      }
      current.append(c)
    }
    statements.append(current)
    return statements.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }

  /// The statement without its leading attributes (`@Guide(…)`).
  static func droppingAttributes(_ statement: String) -> Substring {
    var rest = Substring(statement)
    while rest.hasPrefix("@") {
      rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      if rest.hasPrefix("(") || rest.hasPrefix("<") {
        let open = rest.first!
        let close: Character = open == "(" ? ")" : ">"
        var depth = 0
        var end = rest.startIndex
        for i in rest.indices {
          if rest[i] == open { depth += 1 } else if rest[i] == close { depth -= 1 }
          if depth == 0 { end = rest.index(after: i); break }
        }
        rest = rest[end...]
      }
      rest = rest.drop { $0.isWhitespace }
    }
    return rest
  }

  /// The text up to the first of `stops` at bracket depth 0.
  static func prefix(_ text: Substring, upTo stops: Set<Character>) -> (Substring, Character?) {
    var depth = 0
    for i in text.indices {
      let c = text[i]
      if depth == 0 && stops.contains(c) { return (text[..<i], c) }
      if "<([{".contains(c) { depth += 1 } else if ">)]}".contains(c) { depth -= 1 }
    }
    return (text, nil)
  }
}

/// A `@Generable` type's stored properties (or, for an enum, its cases
/// without payloads), read from its source.
struct GenerableDeclaration {
  struct Property {
    var name: String
    var type: String
    var hasDefault: Bool
    var isVar = false
    /// The attributes written before it (`@AnimatableIgnored`), by name.
    var attributes: [String] = []
  }
  var isEnum = false
  var isPublic = false
  var properties: [Property] = []
  var cases: [String] = []

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "weak", "unowned",
    "private(set)", "fileprivate(set)", "internal(set)", "public(set)", "package(set)", "nonisolated(unsafe)",
    "indirect", "required", "dynamic",
  ]

  init?(_ source: String) {
    guard let (header, body) = SourceScanner.body(of: source) else { return nil }
    let headerWords = SourceScanner.droppingAttributes(header.trimmingCharacters(in: .whitespacesAndNewlines))
      .split(whereSeparator: { $0.isWhitespace })
    isEnum = headerWords.contains("enum")
    isPublic = headerWords.contains("public") || headerWords.contains("open")
    var pendingAttributes: [String] = []
    for statement in SourceScanner.statements(of: body) {
      let attributes = Self.attributeNames(statement)
      var rest = SourceScanner.droppingAttributes(statement)
      if rest.isEmpty {
        // Attributes on a line of their own: they belong to the next line.
        pendingAttributes += attributes
        continue
      }
      let ownAttributes = pendingAttributes + attributes
      pendingAttributes = []
      var isStatic = false
      var isLazy = false
      while let word = rest.split(separator: " ", maxSplits: 1).first {
        if Self.modifiers.contains(String(word)) {
        } else if word == "static" || word == "class" {
          isStatic = true
        } else if word == "lazy" {
          isLazy = true
        } else {
          break
        }
        rest = rest.dropFirst(word.count).drop { $0.isWhitespace }
      }
      if isEnum {
        guard rest.hasPrefix("case ") else { continue }
        for element in Self.split(rest.dropFirst(5)) {
          let name = element.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
          let after = element.dropFirst(name.count).drop { $0.isWhitespace }
          if !name.isEmpty && !after.hasPrefix("(") { cases.append(String(name)) }
        }
        continue
      }
      guard !isStatic, !isLazy, rest.hasPrefix("let ") || rest.hasPrefix("var ") else { continue }
      let declaration = rest.dropFirst(4).drop { $0.isWhitespace }
      let (name, separator) = SourceScanner.prefix(declaration, upTo: [":", "=", "{"])
      guard separator == ":" else { continue }  // the macro needs a type annotation
      let afterColon = declaration[declaration.index(after: name.endIndex)...]
      let (type, end) = SourceScanner.prefix(afterColon, upTo: ["=", "{"])
      if end == "{" {
        // Observers keep the property stored; anything else computes it.
        let block = afterColon[type.endIndex...].dropFirst().drop { $0.isWhitespace }
        guard block.hasPrefix("didSet") || block.hasPrefix("willSet") else { continue }
      }
      properties.append(
        Property(
          name: name.trimmingCharacters(in: .whitespaces), type: type.trimmingCharacters(in: .whitespacesAndNewlines),
          hasDefault: end == "=", isVar: rest.hasPrefix("var "), attributes: ownAttributes))
    }
  }

  /// The names of a statement's leading attributes (`@Guide(…)` → Guide).
  static func attributeNames(_ statement: String) -> [String] {
    var names: [String] = []
    var rest = Substring(statement)
    while rest.hasPrefix("@") {
      let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      names.append(String(name))
      rest = rest.dropFirst(1 + name.count)
      if rest.hasPrefix("(") {
        var depth = 0
        var end = rest.startIndex
        for i in rest.indices {
          if rest[i] == "(" { depth += 1 } else if rest[i] == ")" { depth -= 1 }
          if depth == 0 { end = rest.index(after: i); break }
        }
        rest = rest[end...]
      }
      rest = rest.drop { $0.isWhitespace }
    }
    return names
  }

  /// A comma-separated list split at depth 0.
  static func split(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var rest = text
    while true {
      let (part, stop) = SourceScanner.prefix(rest, upTo: [","])
      parts.append(part.drop { $0.isWhitespace })
      guard stop != nil else { break }
      rest = rest[rest.index(after: part.endIndex)...]
    }
    return parts
  }
}

/// `@Generable` → `extension T: Generable { … }`: the type made from and
/// to generated content, its schema and its `PartiallyGenerated` form.
func expandGenerable(type: String, declaration: String, attribute: String) -> String {
  guard !type.isEmpty, let decl = GenerableDeclaration(declaration) else { return "" }
  let fm = "FoundationModels"
  let access = decl.isPublic ? "public " : ""
  // `@Generable(description: "…")`: the literal, passed on as written.
  var description = "nil"
  if let range = attribute.range(of: "description:") {
    let (literal, _) = SourceScanner.prefix(attribute[range.upperBound...].drop { $0.isWhitespace }, upTo: [",", ")"])
    if !literal.isEmpty { description = String(literal) }
  }
  if decl.isEnum {
    let matches = decl.cases.map { "case \"\($0.replacingOccurrences(of: "`", with: ""))\": self = .\($0)" }
    return """
      extension \(type): \(fm).Generable {
        \(access)init(_ generatedContent: \(fm).GeneratedContent) throws {
          switch try String(generatedContent) {
          \(matches.joined(separator: "\n    "))
          default: throw \(fm).GenerationConversionError("\\(generatedContent.jsonString) is not a case of \\(Self.self)")
          }
        }
        \(access)var generatedContent: \(fm).GeneratedContent {
          \(fm).GeneratedContent(kind: .string(String(describing: self)))
        }
        \(access)static var generationSchema: \(fm).GenerationSchema {
          \(fm).GenerationSchema(type: Self.self, description: \(description), anyOf: [\(decl.cases.map { "\"\($0.replacingOccurrences(of: "`", with: ""))\"" }.joined(separator: ", "))])
        }
      }
      """
  }
  // An initialized property is the type's own, not generated (Apple's
  // macro leaves it out of the schema and the partial form too).
  let generated = decl.properties.filter { !$0.hasDefault }
  let key = { (p: GenerableDeclaration.Property) in p.name.replacingOccurrences(of: "`", with: "") }
  let fullInit = generated.map { "self.\($0.name) = try generatedContent.value(forProperty: \"\(key($0))\")" }
  let pairs = generated.map { "\"\(key($0))\": self.\($0.name)" }
  let schema = generated.map { "\(fm).GenerationSchema.Property(name: \"\(key($0))\", type: (\($0.type)).self)" }
  // A type with its own `id` keeps it (partial, so optional) as the
  // partial form's identity; others get a `GenerationID`.
  let ownsID = generated.contains { key($0) == "id" }
  let partial = generated
  let partialMembers = partial.map { p -> String in
    var type = p.type
    if type.hasSuffix("?") { type.removeLast() }
    return "\(access)var \(p.name): \(fm)._PartiallyGenerated<\(type)>?"
  }
  let partialInit = partial.map { "self.\($0.name) = try generatedContent.value(forProperty: \"\(key($0))\")" }
  return """
    extension \(type): \(fm).Generable {
      \(access)typealias _StreamSnapshot = PartiallyGenerated
      \(access)init(_ generatedContent: \(fm).GeneratedContent) throws {
        \(fullInit.joined(separator: "\n    "))
      }
      \(access)var generatedContent: \(fm).GeneratedContent {
        \(fm).GeneratedContent(properties: [\(pairs.isEmpty ? ":" : pairs.joined(separator: ", "))])
      }
      \(access)static var generationSchema: \(fm).GenerationSchema {
        \(fm).GenerationSchema(type: Self.self, description: \(description), properties: [\(schema.joined(separator: ", "))])
      }
      \(access)struct PartiallyGenerated: Identifiable, Equatable, \(fm)._StreamSnapshotProtocol {
        \(ownsID ? "" : "\(access)var id: \(fm).GenerationID")
        \(partialMembers.joined(separator: "\n    "))
        /// The content this value was made from.
        \(access)let rawContent: \(fm).GeneratedContent
        \(access)init(_ generatedContent: \(fm).GeneratedContent) throws {
          \(ownsID ? "" : "self.id = generatedContent.id ?? \(fm).GenerationID()")
          self.rawContent = generatedContent
          \(partialInit.joined(separator: "\n      "))
        }
        /// A stream's snapshot as the first betas gave it (the value
        /// itself) and as the release does (`snapshot.content`).
        \(access)var content: Self { self }
        \(access)static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawContent == rhs.rawContent }
      }
    }
    """
}

/// `@Animatable` (iOS 26): `animatableData` made of the type's stored
/// `var`s, except those marked `@AnimatableIgnored`, nested in
/// `AnimatablePair`s; and the `Animatable` conformance where the type lacks it.
func expandAnimatable(role: String, type: String, declaration: String, needsConformance: Bool) -> String {
  guard let decl = GenerableDeclaration(declaration) else { return "" }
  switch role {
  case "extension":
    return needsConformance && !type.isEmpty ? "extension \(type): Animatable {}" : ""
  case "member":
    let access = decl.isPublic ? "public " : ""
    let animated = decl.properties.filter { $0.isVar && !$0.attributes.contains("AnimatableIgnored") }
    guard !animated.isEmpty else {
      return "\(access)var animatableData: EmptyAnimatableData {\n  get { EmptyAnimatableData() }\n  set {}\n}"
    }
    // A property of a type that is `Animatable` but not `VectorArithmetic`
    // (SwiftUI's geometry values: `Angle`, `CGPoint`…) takes part through
    // its `animatableData`, as Apple's macro does; the others are their
    // own data. The macro sees only the type's spelling, so it knows the
    // built-in ones by name.
    let animatableByName: Set<String> = ["Angle", "CGPoint", "CGSize", "CGRect", "UnitPoint", "EdgeInsets"]
    func viaData(_ p: GenerableDeclaration.Property) -> Bool {
      let bare = p.type.split(separator: ".").last.map(String.init) ?? p.type
      return animatableByName.contains(bare)
    }
    func memberType(_ p: GenerableDeclaration.Property) -> String { viaData(p) ? "\(p.type).AnimatableData" : p.type }
    func memberValue(_ p: GenerableDeclaration.Property) -> String {
      viaData(p) ? "self.\(p.name).animatableData" : "self.\(p.name)"
    }
    // (a, (b, c)): the type, the getter and each property's path.
    func nest(_ props: ArraySlice<GenerableDeclaration.Property>) -> (type: String, value: String) {
      let first = props.first!
      if props.count == 1 { return (memberType(first), memberValue(first)) }
      let rest = nest(props.dropFirst())
      return ("AnimatablePair<\(memberType(first)), \(rest.type)>", "AnimatablePair(\(memberValue(first)), \(rest.value))")
    }
    let (dataType, getter) = nest(animated[...])
    let setters = animated.enumerated().map { i, p -> String in
      let path = animated.count == 1 ? "" : String(repeating: ".second", count: i) + (i == animated.count - 1 ? "" : ".first")
      return "\(memberValue(p)) = newValue\(path)"
    }
    return """
      \(access)var animatableData: \(dataType) {
        get { \(getter) }
        set {
          \(setters.joined(separator: "\n    "))
        }
      }
      """
  default:
    return ""
  }
}

var hostProtocolVersion = 0
while let header = read(8) {
  let count = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
  guard let payload = read(count),
    let message = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
  else { break }
  if let request = message["getCapability"] as? [String: Any] {
    hostProtocolVersion = ((request["capability"] as? [String: Any])?["protocolVersion"] as? Int) ?? 0
    send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    let syntax = request["syntax"] as? [String: Any]
    let source = syntax?["source"] as? String ?? ""
    let discriminator = request["discriminator"] as? String ?? "preview"
    let location = syntax?["location"] as? [String: Any]
    let macro = (request["macro"] as? [String: Any])?["typeName"] as? String ?? ""
    // TipKit's `#Rule(…) { … }`: a rule that is never evaluated on Linux.
    let expanded =
      macro == "TipRuleMacro"
      ? "TipKit.Tips.Rule()"
      // SwiftData's `#Unique` and `#Index`: constraints an in-memory store
      // does not enforce.
      : macro == "NothingMacro"
      ? ""
      // Foundation's `#bundle`: the writing module's bundle.
      : macro == "BundleMacro"
      ? "Foundation.Bundle.module"
      : expandPreview(
        source, discriminator: discriminator, fileID: location?["fileID"] as? String ?? "",
        line: location?["line"] as? Int ?? 0)
    let key = hostProtocolVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult"
    send([key: ["expandedSource": expanded, "diagnostics": [Any]()]])
  } else if let request = message["expandAttachedMacro"] as? [String: Any] {
    let macro = (request["macro"] as? [String: Any])?["typeName"] as? String ?? ""
    let role = request["macroRole"] as? String ?? ""
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
    let expanded: String
    switch macro {
    case "EntryMacro": expanded = expandEntry(role: role, declaration: declaration)
    case "AnimatableMacro":
      let conformances = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String
      expanded = expandAnimatable(
        role: role,
        type: ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "")
          .trimmingCharacters(in: .whitespacesAndNewlines),
        declaration: declaration, needsConformance: conformances.map { $0.contains("Animatable") } ?? true)
    case "GenerableMacro":
      expanded =
        role == "extension"
        ? expandGenerable(
          type: ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines),
          declaration: declaration,
          attribute: (request["attributeSyntax"] as? [String: Any])?["source"] as? String ?? "")
        : ""
    case "TipParameterMacro":
      // TipKit's `@Parameter static var x: T = v`: a computed property
      // reading its initial value (rules are never evaluated on Linux),
      // and `$x`, the value a `#Rule` reads.
      if let entry = EntryDeclaration(declaration) {
        let isStatic = declaration.contains("static ")
        expanded =
          role == "accessor"
          ? "get { \(entry.value) }\nset {}"
          : entry.type.map { "\(isStatic ? "static " : "")var $\(entry.name): \($0) { \(entry.value) }" }
            ?? "\(isStatic ? "nonisolated(unsafe) static " : "")let $\(entry.name) = \(entry.value)"
      } else {
        expanded = ""
      }
    case "ModelMacro", "ModelActorMacro":
      // SwiftData's `@Model class Trip` / `@ModelActor actor Handler`: the
      // conformance (the extension role), and for an actor its container
      // and context (the member role).
      let type = ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let isActor = macro == "ModelActorMacro"
      // The protocols the compiler asks for: those the macro names that the
      // type does not already conform to (`@Model` names `PersistentModel`
      // and `Observable`, as SwiftData's does), sent as a placeholder
      // declaration (`struct Placeholder: PersistentModel, Observable {}`).
      // Each is named through SwiftData, which the file imports to use the
      // macro (a model file need not import Observation).
      let placeholder = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
      let asked = placeholder.split(separator: ":", maxSplits: 1).dropFirst().first
        .map { $0.prefix { $0 != "{" }.split(separator: ",") } ?? []
      let conformances = asked.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.map {
        switch $0 {
        case "PersistentModel": return "SwiftData.PersistentModel"
        case "Observable": return "SwiftData._ModelObservable"
        default: return $0
        }
      }
      switch role {
      case "extension" where !type.isEmpty && isActor:
        expanded = "extension \(type): SwiftData.ModelActor {}"
      case "extension" where !type.isEmpty:
        expanded = conformances.isEmpty ? "" : "extension \(type): \(conformances.joined(separator: ", ")) {}"
      case "member" where isActor:
        expanded = """
          nonisolated let modelExecutor: any SwiftData.ModelExecutor
          nonisolated let modelContainer: SwiftData.ModelContainer
          init(modelContainer: SwiftData.ModelContainer) {
            self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
            self.modelContainer = modelContainer
          }
          """
      default: expanded = ""
      }
    default: expanded = ""
    }
    if hostProtocolVersion >= 5 {
      send(["expandMacroResult": ["expandedSource": expanded, "diagnostics": [Any]()]])
    } else {
      send(["expandAttachedMacroResult": ["expandedSources": [expanded], "diagnostics": [Any]()]])
    }
  } else if message["loadPluginLibrary"] != nil {
    send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
  } else {
    break
  }
}
