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
    for i in afterColon.indices {
      let c = afterColon[i]
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
      switch role {
      case "extension" where !type.isEmpty:
        expanded = "extension \(type): SwiftData.\(isActor ? "ModelActor" : "PersistentModel") {}"
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
