import Foundation
import Plumb

// plumb-fuzz: random view trees from the public DSL, seeded, with extreme
// values and depths to 10,000, laid out (and every 20th drawn) in child
// processes, so a crash or a hang costs one tree and is counted. Failures
// are shrunk to a minimal view, printed as SwiftUI code.
//
//   swift run plumb-fuzz --count 100000 --seed 1
//
// A worker (`--worker`) checks trees and prints one line per tree:
// "ok I" or "fail I <message>". The parent counts, restarts workers past
// a crash or a hang, and shrinks each kind of failure.

struct Options {
  var count = 1_000
  var seed: UInt64 = 1
  var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  var timeout: Double = 20
  var worker = false
  var from = 0
  var to = 0
  var treeFile: String?
  var shrink = 3
  /// Faults injected on purpose, to show the fuzzer finds and shrinks
  /// each kind: a text "x\ny" traps, a text "" hangs, a text "Hello"
  /// breaks an invariant.
  var selfTest = false

  init(_ args: [String]) {
    var i = 1
    func value() -> String {
      i += 1
      guard i < args.count else { fail("missing value for \(args[i - 1])") }
      return args[i]
    }
    while i < args.count {
      switch args[i] {
      case "--count": count = Int(value()) ?? { fail("--count takes a number") }()
      case "--seed": seed = UInt64(value()) ?? { fail("--seed takes a number") }()
      case "--jobs": jobs = max(1, Int(value()) ?? 1)
      case "--timeout": timeout = Double(value()) ?? 20
      case "--worker": worker = true
      case "--from": from = Int(value()) ?? 0
      case "--to": to = Int(value()) ?? 0
      case "--tree": treeFile = value()
      case "--shrink": shrink = Int(value()) ?? 3
      case "--self-test": selfTest = true
      case "--help", "-h":
        print("usage: plumb-fuzz [--count N] [--seed S] [--jobs J] [--timeout SECONDS] [--shrink K] [--self-test]")
        exit(0)
      default: fail("unknown argument \(args[i]); see --help")
      }
      i += 1
    }
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("plumb-fuzz: \(message)\n".utf8))
  exit(2)
}

/// The tree and proposal for index `i` of a seed.
func generate(seed: UInt64, index: Int) -> (FuzzTree, ProposedViewSize) {
  var r = SplitMix64(seed: seed &* 0x1_0000_0001 &+ UInt64(index))
  var budget = 1 + r.below(60)
  let tree = FuzzTree.random(&r, budget: &budget)
  func dimension() -> CGFloat? {
    switch r.below(6) {
    case 0: return nil
    case 1: return 0
    case 2: return .infinity
    case 3: return CGFloat(FuzzTree.extremes[r.below(FuzzTree.extremes.count)])
    default: return CGFloat(r.below(800))
    }
  }
  return (tree, ProposedViewSize(width: dimension(), height: dimension()))
}

/// The invariants: finite origins, no NaN, the same dump twice; a drawing
/// either works or throws a RenderError; an explanation finishes.
func check(_ tree: FuzzTree, _ proposal: ProposedViewSize, draw: Bool, selfTest: Bool = false) -> String? {
  if selfTest {
    func contains(_ t: FuzzTree, _ leaf: FuzzTree) -> Bool { t == leaf || t.children.contains { contains($0, leaf) } }
    if contains(tree, .text("x\ny")) { fatalError("self-test: injected trap") }
    if contains(tree, .text("")) { Thread.sleep(forTimeInterval: 3_600) }
    if contains(tree, .text("Hello")) { return "self-test: injected invariant failure" }
  }
  let a = LayoutResult(of: tree.view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  if a.size.width.isNaN || a.size.height.isNaN { return "size is NaN: \(a.size)" }
  for f in a.frames where !f.frame.minX.isFinite || !f.frame.minY.isFinite || f.frame.width.isNaN || f.frame.height.isNaN {
    return "\(f.kind) has frame \(f.frame)"
  }
  let b = LayoutResult(of: tree.view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  if a.description != b.description { return "two layouts of the same view differ" }
  if draw {
    let renderer = ImageRenderer(content: tree.view)
    renderer.proposedSize = proposal
    renderer.margin = 1
    do {
      _ = try renderer.svgData()
      _ = try renderer.pngData()
    } catch is RenderError {
      // A typed error is an answer.
    } catch {
      return "rendering threw \(error)"
    }
    _ = a.explanation
  }
  return nil
}

/// One line to the parent, unbuffered: it must arrive before a crash.
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func runWorker(_ o: Options) -> Never {
  if let file = o.treeFile {
    guard let data = FileManager.default.contents(atPath: file), let job = try? TreeFile.decode(data) else {
      fail("cannot read tree file \(file)")
    }
    if let message = check(job.tree, job.proposal, draw: job.draw, selfTest: o.selfTest) {
      emit("fail 0 \(message)")
      exit(1)
    }
    emit("ok 0")
    exit(0)
  }
  for i in o.from..<o.to {
    let (tree, proposal) = generate(seed: o.seed, index: i)
    if let message = check(tree, proposal, draw: i % 20 == 0, selfTest: o.selfTest) {
      emit("fail \(i) \(message.replacingOccurrences(of: "\n", with: " "))")
    } else {
      emit("ok \(i)")
    }
  }
  exit(0)
}

/// One failure: what kind, and the tree.
struct Failure {
  enum Kind: String { case crash, hang, invariant }
  var kind: Kind
  var index: Int
  var message: String
}

/// Runs a worker over `range`, reading its lines; returns the failures and
/// restarts past a crash or a hang.
final class WorkerRun: @unchecked Sendable {
  let options: Options
  let executable: String
  private let lock = NSLock()
  private(set) var failures: [Failure] = []
  private(set) var checked = 0

  init(options: Options, executable: String) {
    self.options = options
    self.executable = executable
  }

  func run(_ range: Range<Int>) {
    var next = range.lowerBound
    while next < range.upperBound {
      let result = runProcess(
        executable,
        ["--worker", "--seed", "\(options.seed)", "--from", "\(next)", "--to", "\(range.upperBound)"]
          + (options.selfTest ? ["--self-test"] : []),
        timeout: options.timeout)
      var last = next - 1
      for line in result.lines {
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let i = Int(parts[1]) else { continue }
        last = i
        lock.withLock {
          checked += 1
          if parts[0] == "fail" {
            failures.append(Failure(kind: .invariant, index: i, message: parts.count > 2 ? String(parts[2]) : ""))
          }
        }
      }
      if result.finished && result.status == 0 { break }
      // The tree after the last one reported crashed or hung.
      let culprit = last + 1
      guard culprit < range.upperBound else { break }
      lock.withLock {
        checked += 1
        failures.append(
          Failure(
            kind: result.finished ? .crash : .hang, index: culprit,
            message: result.finished ? "exit status \(result.status)" : "no answer in \(Int(options.timeout)) s"))
      }
      next = culprit + 1
    }
  }
}

struct ProcessResult {
  var lines: [String]
  var status: Int32
  /// false: killed after the timeout.
  var finished: Bool
}

/// Runs a process, reading its standard output line by line; kills it when
/// no line comes for `timeout` seconds.
func runProcess(_ executable: String, _ arguments: [String], timeout: Double) -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let out = Pipe()
  process.standardOutput = out
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return ProcessResult(lines: [], status: -1, finished: true) }
  let handle = out.fileHandleForReading
  final class Reader: @unchecked Sendable {
    var buffer = Data()
    var lines: [String] = []
    var eof = false
    let cond = NSCondition()
  }
  let reader = Reader()
  let thread = Thread {
    while true {
      let chunk = handle.availableData
      reader.cond.lock()
      if chunk.isEmpty {
        reader.eof = true
        reader.cond.signal()
        reader.cond.unlock()
        return
      }
      reader.buffer.append(chunk)
      while let nl = reader.buffer.firstIndex(of: 10) {
        reader.lines.append(String(decoding: reader.buffer[reader.buffer.startIndex..<nl], as: UTF8.self))
        reader.buffer.removeSubrange(reader.buffer.startIndex...nl)
      }
      reader.cond.signal()
      reader.cond.unlock()
    }
  }
  thread.start()
  var finished = true
  reader.cond.lock()
  var seen = 0
  while !reader.eof {
    if !reader.cond.wait(until: Date().addingTimeInterval(timeout)) && reader.lines.count == seen && !reader.eof {
      finished = false
      process.terminate()
      kill(process.processIdentifier, SIGKILL)
      break
    }
    seen = reader.lines.count
  }
  reader.cond.unlock()
  process.waitUntilExit()
  reader.cond.lock()
  while !reader.eof { reader.cond.wait() }
  let lines = reader.lines
  reader.cond.unlock()
  return ProcessResult(lines: lines, status: process.terminationStatus, finished: finished)
}

/// A tree and its proposal, written for a worker to check alone.
struct TreeFile: Codable {
  var tree: FuzzTree
  var width: Double?
  var height: Double?
  var draw: Bool

  init(tree: FuzzTree, proposal: ProposedViewSize, draw: Bool) {
    self.tree = tree
    width = proposal.width.map { Double($0) }
    height = proposal.height.map { Double($0) }
    self.draw = draw
  }

  var proposal: ProposedViewSize {
    ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
  }

  static func decode(_ data: Data) throws -> TreeFile {
    let d = JSONDecoder()
    d.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try d.decode(TreeFile.self, from: data)
  }

  func encode() throws -> Data {
    let e = JSONEncoder()
    e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try e.encode(self)
  }
}

/// Whether `tree` fails the same way in a fresh worker.
func failsAlike(_ tree: FuzzTree, _ proposal: ProposedViewSize, _ kind: Failure.Kind, _ o: Options, _ exe: String) -> Bool {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-\(getpid())-\(UUID().uuidString).json")
  defer { try? FileManager.default.removeItem(at: file) }
  guard let data = try? TreeFile(tree: tree, proposal: proposal, draw: true).encode(), (try? data.write(to: file)) != nil
  else { return false }
  let r = runProcess(exe, ["--worker", "--tree", file.path] + (o.selfTest ? ["--self-test"] : []), timeout: o.timeout)
  switch kind {
  case .hang: return !r.finished
  case .crash: return r.finished && r.status != 0 && r.status != 1
  case .invariant: return r.finished && r.status == 1
  }
}

/// Greedy shrinking: take the first smaller candidate that still fails
/// the same way, until none does.
func shrink(_ failure: Failure, _ o: Options, _ exe: String) -> FuzzTree {
  var (tree, proposal) = generate(seed: o.seed, index: failure.index)
  var steps = 0
  improving: while steps < 2_000 {
    for candidate in tree.shrinkCandidates.sorted(by: { $0.count < $1.count }) where candidate.count < tree.count {
      steps += 1
      if failsAlike(candidate, proposal, failure.kind, o, exe) {
        tree = candidate
        continue improving
      }
    }
    break
  }
  _ = proposal
  proposal = generate(seed: o.seed, index: failure.index).1
  return tree
}

let options = Options(CommandLine.arguments)
if options.worker { runWorker(options) }

let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
let start = Date()
let run = WorkerRun(options: options, executable: executable)
// Batches spread over the workers; each batch is one process unless a tree
// in it crashes or hangs.
let batch = max(50, min(2_000, options.count / (options.jobs * 4) + 1))
let ranges = stride(from: 0, to: options.count, by: batch).map { $0..<min(options.count, $0 + batch) }
DispatchQueue.concurrentPerform(iterations: options.jobs) { job in
  for (n, range) in ranges.enumerated() where n % options.jobs == job { run.run(range) }
}
let elapsed = Date().timeIntervalSince(start)
let failures = run.failures.sorted { $0.index < $1.index }
let counts = Dictionary(grouping: failures, by: \.kind).mapValues(\.count)
print(
  "plumb-fuzz: \(run.checked) trees (seed \(options.seed)) in \(String(format: "%.1f", elapsed)) s: "
    + "\(counts[.crash] ?? 0) crashes, \(counts[.hang] ?? 0) hangs, \(counts[.invariant] ?? 0) invariant failures")
// Shrink the first failure of each kind, then more up to --shrink.
var toShrink: [Failure] = []
for kind in [Failure.Kind.crash, .hang, .invariant] {
  if let f = failures.first(where: { $0.kind == kind }) { toShrink.append(f) }
}
for f in failures where toShrink.count < options.shrink && !toShrink.contains(where: { $0.index == f.index }) {
  toShrink.append(f)
}
var minimal: [Failure.Kind: FuzzTree] = [:]
for failure in toShrink.prefix(max(options.shrink, 3)) {
  let (_, proposal) = generate(seed: options.seed, index: failure.index)
  let tree = shrink(failure, options, executable)
  minimal[failure.kind] = minimal[failure.kind] ?? tree
  print("\n\(failure.kind.rawValue) at tree \(failure.index) (\(failure.message)), proposed \(proposal); minimal view:")
  print(tree)
}
if options.selfTest {
  // Each injected fault found, told apart, and shrunk to its leaf.
  let expected: [Failure.Kind: FuzzTree] = [.crash: .text("x\ny"), .hang: .text(""), .invariant: .text("Hello")]
  let ok = expected.allSatisfy { minimal[$0.key] == $0.value }
  print("self-test: \(ok ? "every injected fault was found and shrunk to its leaf" : "FAILED: \(minimal)")")
  print("fuzz self-test: \(ok ? 1 : 0) passed, \(ok ? 0 : 1) failed")
  exit(ok ? 0 : 1)
}
// The plain closing line test runners' readers understand.
print("fuzz: \(run.checked - failures.count) passed, \(failures.count) failed")
exit(failures.isEmpty && run.checked == options.count ? 0 : 1)
