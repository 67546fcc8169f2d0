import Foundation
import PlumbCore
import Synchronization

/// The user code preview discovery runs, run first in a child process (see
/// `PreviewDiscovery.isolateCrashingPreviews`).
///
/// The child writes a line to a file as it starts each preview (`provider
/// <key>`, `preview <key>`) and one when it is done (`parts <key> <json>`
/// for a provider, `prepared <key>` for a `#Preview`'s contexts). When it
/// dies, or runs past the time limit, the preview it had begun is the one
/// that trapped (or hung): it is recorded and the child runs again without
/// it, at most once per preview. The answers are written to a file whose
/// path `PLUMB_PREVIEW_PARTS` names, with the executable they hold for:
/// workers inherit it, and a rebuilt executable (a watching render) probes
/// again.
enum ProviderProbe {
  static let askVariable = "PLUMB_PREVIEW_PROBE"
  static let skipVariable = "PLUMB_PREVIEW_PROBE_SKIP"
  static let answerVariable = "PLUMB_PREVIEW_PARTS"
  /// How long the child may take for all previews before the one it is in
  /// counts as hung.
  static let timeLimit: TimeInterval = 120
  /// Marks the probe's lines among whatever user code prints.
  static let marker = "\u{1}plumb-probe\t"
  /// The answers' folder, removed when this process exits.
  static let folderToRemove = Mutex<String?>(nil)

  /// What the probe found: each provider's parts (nil when its `previews`
  /// trapped), keyed by the provider's mangled name; the `#Preview`s
  /// (`fileID:line`) whose contexts trapped when made.
  struct Results {
    var parts: [String: [PreviewPart]?] = [:]
    var unprepared: Set<String> = []
  }

  /// A part as the answer file carries it.
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
    /// The executable the answers hold for (`executableStamp`).
    var executable: String
    /// nil: the provider trapped.
    var parts: [String: [Part]?]
    var unprepared: [String]
  }

  /// A provider's key, the same in every process of one executable (a
  /// private type's reflected name holds an address; its mangled name does
  /// not).
  static func key(_ type: Any.Type) -> String { _mangledTypeName(type) ?? String(reflecting: type) }

  /// The running executable, by path, size and modification time: a
  /// rebuilt runner is another executable.
  static func executableStamp() -> String {
    guard let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    else { return "" }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path):\(size):\(modified)"
  }

  /// The answers this process was handed, if they hold for it.
  static func results() -> Results? {
    guard let path = ProcessInfo.processInfo.environment[answerVariable],
      let data = FileManager.default.contents(atPath: path),
      let answer = try? JSONDecoder().decode(Answer.self, from: data),
      answer.executable == executableStamp()
    else { return nil }
    return Results(
      parts: answer.parts.mapValues { $0.map { $0.map(\.part) } }, unprepared: Set(answer.unprepared))
  }

  /// In the child: evaluates every provider and prepares every `#Preview`
  /// not skipped, writing a line to the file `PLUMB_PREVIEW_PROBE` names
  /// before and after each, then exits.
  static func answerIfAsked(_ candidates: [(name: String, type: Any.Type)]) {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment[askVariable], let out = FileHandle(forWritingAtPath: path) else { return }
    let skip = Set((environment[skipVariable] ?? "").split(separator: "\n").map(String.init))
    func say(_ line: String) {
      // Unbuffered: the line must be out before the next user code runs.
      out.write(Data((marker + line + "\n").utf8))
    }
    for (_, type) in candidates {
      if let provider = type as? any PreviewProvider.Type {
        let key = key(type)
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
  /// preview it died or hung in, and hands the answers on. Returns the
  /// keys of the previews that trapped.
  static func run(_ candidates: [(name: String, type: Any.Type)]) -> [String] {
    let environment = ProcessInfo.processInfo.environment
    guard environment[askVariable] == nil, results() == nil,
      candidates.contains(where: { $0.type is any PreviewProvider.Type || $0.type is any _PlumbPreviewRegistration.Type }),
      let executable = Bundle.main.executableURL
    else { return [] }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plumb-probe-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lines = folder.appendingPathComponent("lines")
    var answer = Answer(executable: executableStamp(), parts: [:], unprepared: [])
    var skipped: [String] = []
    for _ in 0...candidates.count {
      _ = FileManager.default.createFile(atPath: lines.path, contents: nil)
      let process = Process()
      process.executableURL = executable
      process.arguments = []
      var childEnvironment = environment
      childEnvironment[askVariable] = lines.path
      childEnvironment[skipVariable] = skipped.joined(separator: "\n")
      childEnvironment[answerVariable] = nil
      process.environment = childEnvironment
      // The trap's message is reported where the preview renders; what
      // user code prints while previews are found is not the run's output.
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      guard (try? process.run()) != nil else { break }
      let deadline = Date().addingTimeInterval(timeLimit)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      let hung = process.isRunning
      if hung {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
      var begun: (key: String, isProvider: Bool)?
      let text = (try? String(contentsOf: lines, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") where line.hasPrefix(marker) {
        let fields = line.dropFirst(marker.count).split(separator: "\t", maxSplits: 2).map(String.init)
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
      if !hung && process.terminationReason == .exit && process.terminationStatus == 0 { break }
      // Died outside any preview (loading the executable), or again in one
      // already left out: leave the rest to discovery as it would have run.
      guard let begun, !skipped.contains(begun.key) else { break }
      skipped.append(begun.key)
      if begun.isProvider {
        answer.parts[begun.key] = .some(nil)
      } else {
        answer.unprepared.append(begun.key)
      }
    }
    // Written even when the probe gave up early, so workers do not probe
    // again: a provider not answered for is found as before.
    let file = folder.appendingPathComponent("answers.json")
    if let json = try? JSONEncoder().encode(answer), (try? json.write(to: file)) != nil {
      setenv(answerVariable, file.path, 1)
    }
    try? FileManager.default.removeItem(at: lines)
    // The folder lives as long as this process, whose workers read it.
    folderToRemove.withLock { $0 = folder.path }
    atexit {
      if let folder = ProviderProbe.folderToRemove.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) }
    }
    return skipped
  }
}
