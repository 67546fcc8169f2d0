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

/// `#Preview…` → `_plumbPreview…`, bound to a file-private constant.
func expandPreview(_ source: String, discriminator: String) -> String {
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
  let call = "_plumbPreview" + rest.dropFirst("#Preview".count)
  return "nonisolated(unsafe) private let \(uniqueName(discriminator, "preview")) = \(call)"
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
    let expanded = expandPreview(source, discriminator: discriminator)
    let key = hostProtocolVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult"
    send([key: ["expandedSource": expanded, "diagnostics": [Any]()]])
  } else if message["expandAttachedMacro"] != nil {
    if hostProtocolVersion >= 5 {
      send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    } else {
      send(["expandAttachedMacroResult": ["expandedSources": [String](), "diagnostics": [Any]()]])
    }
  } else if message["loadPluginLibrary"] != nil {
    send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
  } else {
    break
  }
}
