import Foundation
import PlumbCore

/// The user code preview discovery runs, run first in a child process (see
/// `PreviewDiscovery.isolateCrashingPreviews`).
///
/// The child writes a line as it starts each preview (`provider <key>`,
/// `preview <key>`) and one when it is done (`parts <key> <json>` for a provider, `prepared
/// <key>` for a `#Preview`'s contexts). When it dies, the preview it had
/// begun is the one that trapped: it is recorded and the child runs again
/// without it, at most once per preview. The answers travel as JSON in
/// `PLUMB_PREVIEW_PARTS`, which workers inherit.
enum ProviderProbe {
  static let askVariable = "PLUMB_PREVIEW_PROBE"
  static let skipVariable = "PLUMB_PREVIEW_PROBE_SKIP"
  static let answerVariable = "PLUMB_PREVIEW_PARTS"

  /// What the probe found: each provider's parts (nil when its `previews`
  /// trapped), keyed by the provider's qualified name; the `#Preview`s
  /// (`fileID:line`) whose contexts trapped when made.
  struct Results {
    var parts: [String: [PreviewPart]?] = [:]
    var unprepared: Set<String> = []
  }

  /// A part as the environment carries it.
  private struct Part: Codable {
    var name: String?
    /// `device`, `fits`, `fixed` or `landscape`.
    var kind: String
    var device: String?
    var width: Double?
    var height: Double?

    init(_ part: PreviewPart) {
      name = part.name
      switch part.layout {
      case .device(let d): kind = "device"; device = d.name
      case .sizeThatFits: kind = "fits"
      case .fixed(let w, let h): kind = "fixed"; width = Double(w); height = Double(h)
      case .landscape(let d): kind = "landscape"; device = d.name
      }
    }

    var part: PreviewPart {
      let d: Device = Device.named(device ?? "")
      let layout: PreviewLayoutRequest =
        switch kind {
        case "fits": .sizeThatFits
        case "fixed": .fixed(CGFloat(width ?? 0), CGFloat(height ?? 0))
        case "landscape": .landscape(d)
        default: .device(d)
        }
      return PreviewPart(name: name, layout: layout)
    }
  }

  private struct Answer: Codable {
    /// nil: the provider trapped.
    var parts: [String: [Part]?]
    var unprepared: [String]
  }

  /// The answers this process was handed, if any.
  static func results() -> Results? {
    guard let json = ProcessInfo.processInfo.environment[answerVariable],
      let answer = try? JSONDecoder().decode(Answer.self, from: Data(json.utf8))
    else { return nil }
    return Results(
      parts: answer.parts.mapValues { $0.map { $0.map(\.part) } }, unprepared: Set(answer.unprepared))
  }

  /// In the child: evaluates every provider and prepares every `#Preview`
  /// not skipped, saying so line by line, then exits.
  static func answerIfAsked(_ candidates: [(name: String, type: Any.Type)]) {
    let environment = ProcessInfo.processInfo.environment
    guard environment[askVariable] != nil else { return }
    let skip = Set((environment[skipVariable] ?? "").split(separator: "\n").map(String.init))
    func say(_ line: String) {
      // Unbuffered: the line must be out before the next user code runs.
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
    for (_, type) in candidates {
      if let provider = type as? any PreviewProvider.Type {
        let key = String(reflecting: type)
        guard !skip.contains(key) else { continue }
        say("provider\t\(key)")
        let parts = previewParts(PreviewDiscovery.providerMaker(provider)()).map(Part.init)
        let json = (try? JSONEncoder().encode(parts)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        say("parts\t\(key)\t\(json)")
      } else if let registration = type as? any _PlumbPreviewRegistration.Type {
        let key = "\(registration.fileID):\(registration.line)"
        guard !skip.contains(key) else { continue }
        say("preview\t\(key)")
        PreviewDiscovery.previewValue(registration).prepare()
        say("prepared\t\(key)")
      }
    }
    exit(0)
  }

  /// In the parent: runs the child until it finishes, leaving out each
  /// preview it died in, and hands the answers on. Returns the keys of the
  /// previews that trapped.
  static func run(_ candidates: [(name: String, type: Any.Type)]) -> [String] {
    let environment = ProcessInfo.processInfo.environment
    guard environment[answerVariable] == nil, environment[askVariable] == nil,
      candidates.contains(where: { $0.type is any PreviewProvider.Type || $0.type is any _PlumbPreviewRegistration.Type }),
      let executable = Bundle.main.executableURL
    else { return [] }
    var answer = Answer(parts: [:], unprepared: [])
    var skipped: [String] = []
    for _ in 0...candidates.count {
      let process = Process()
      process.executableURL = executable
      process.arguments = []
      var childEnvironment = environment
      childEnvironment[askVariable] = "1"
      childEnvironment[skipVariable] = skipped.joined(separator: "\n")
      process.environment = childEnvironment
      let out = Pipe()
      process.standardOutput = out
      // The trap's message is reported where the preview renders.
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return [] }
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      var begun: (key: String, isProvider: Bool)?
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
        guard fields.count >= 2 else { continue }
        switch fields[0] {
        case "provider": begun = (fields[1], true)
        case "preview": begun = (fields[1], false)
        case "parts" where fields.count == 3:
          answer.parts[fields[1]] = (try? JSONDecoder().decode([Part].self, from: Data(fields[2].utf8))) ?? []
          begun = nil
        case "prepared": begun = nil
        default: break
        }
      }
      if process.terminationReason == .exit && process.terminationStatus == 0 { break }
      // Died outside any preview (loading the executable): leave discovery
      // to run as it would have.
      guard let begun else { return [] }
      skipped.append(begun.key)
      if begun.isProvider {
        answer.parts[begun.key] = .some(nil)
      } else {
        answer.unprepared.append(begun.key)
      }
    }
    if let json = try? JSONEncoder().encode(answer) {
      setenv(answerVariable, String(decoding: json, as: UTF8.self), 1)
    }
    return skipped
  }
}
