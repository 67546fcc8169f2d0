import Dispatch
import Foundation
import Plumb

#if canImport(Glibc)
  import Glibc
#endif

/// Crash isolation for `render` and `check`: a figure whose code traps
/// (an index out of range, a force-unwrapped nil, a `fatalError`) costs
/// that figure only, as a test runner isolates a crashing test.
///
/// A trap cannot be caught in the process it happens in, so the figures
/// render in worker processes: the catalog's own executable run again with
/// a hidden option (`render --worker-figures 0,1,2` plus the output
/// folder and options, never `--filter`, `--shard`, `--index`, `--prune`
/// or `--watch`). The selected figures are split, in order, into about
/// two batches per core; at most one worker per core runs at a time. A
/// worker renders its figures one after the other, in its batch's order,
/// writes (`render`) or compares (`check`) each figure's files itself, and
/// then sends one line: a ``WorkerLine`` in JSON, written at once. When a
/// worker ends before sending every line, the figure after the last one it
/// sent is the one that crashed: it is reported by name, with the signal
/// and the runtime's message (`figure 'boom' crashed (signal 4, illegal
/// instruction) while rendering: … Fatal error: Index out of range`), and
/// counts as failed; the rest of its batch goes to a new worker.
///
/// The parent runs no figure's code: it sums the reports up in the
/// figures' order (not the order workers finished in), so the lines and
/// summary are the ones rendering in one process prints, and computes
/// orphans from the file names the workers reported. The index page's step
/// counts come from the workers too (``WorkerLine/steps``); a figure with
/// `steps` that was not selected is counted by a worker of its own.
///
/// A worker's standard error (the runtime's message, its backtrace, what
/// the figures print) is passed on whole when the worker ends, so one
/// worker's text is never cut by another's. A line names its figure by
/// position and by name; one that does not match is passed on as text,
/// not taken for a report. A figure that never returns is not this
/// type's business: its worker is waited for.
///
/// Only a catalog's `main()` isolates (it sets ``isolating``): the tests
/// call the commands in their own process, which is not a catalog's
/// executable, and render there, as `list` and `explain` always do.
enum Workers {
  /// Set by ``FigureCatalog/main()`` before the command line is parsed,
  /// and never changed after.
  nonisolated(unsafe) static var isolating = false

  /// The executable to run workers from: this process's own file, through
  /// `/proc/self/exe`, which still names it when a rebuild has replaced the
  /// file on disk. nil: render in this process.
  static func executable() -> URL? {
    guard isolating else { return nil }
    let proc = "/proc/self/exe"
    if FileManager.default.isExecutableFile(atPath: proc) { return URL(fileURLWithPath: proc) }
    return Bundle.main.executableURL
  }

  // MARK: the worker's side

  /// Runs in a worker: renders each figure of `--worker-figures` in order,
  /// settles its files, sends its line; then counts the steps of each
  /// figure of `--worker-steps`.
  static func serve<Catalog: FigureCatalog>(_ settling: Settling, arguments: RenderArguments<Catalog>) throws {
    let options = try arguments.options()
    let all = Catalog.figures
    let figures = try indices(arguments.workerFigures, count: all.count)
    let steps = try indices(arguments.workerSteps, count: all.count)
    let folder = URL(fileURLWithPath: arguments.folder)
    // Lines go to the pipe standard output was; whatever the figures'
    // code prints goes to standard error instead, so no stray `print`
    // can break a line.
    fflush(nil)
    let lines = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    for i in figures {
      let figure = all[i]
      let outcome = outcome(of: figure, options: options, images: Catalog.images)
      var line = WorkerLine(index: i, figure: figure.name, report: settling.settle(outcome, in: folder))
      if figure.steps { line.steps = indexStepCount(figure) }
      send(line, to: lines)
    }
    for i in steps {
      send(WorkerLine(index: i, figure: all[i].name, steps: indexStepCount(all[i])), to: lines)
    }
    close(lines)
  }

  /// `3,0,7` as catalog positions; nil or empty as none.
  static func indices(_ text: String?, count: Int) throws -> [Int] {
    guard let text, !text.isEmpty else { return [] }
    return try text.split(separator: ",").map { part in
      guard let i = Int(part), (0..<count).contains(i) else {
        throw WorkerProtocolError("no figure \(part) among \(count)")
      }
      return i
    }
  }

  /// One line, whole, to the parent.
  private static func send(_ line: WorkerLine, to fd: Int32) {
    let bytes = Array((line.encoded() + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return  // the parent is gone
      }
      offset += n
    }
  }

  // MARK: the parent's side

  /// Renders and settles `selected` (positions in `all`) in workers; the
  /// reports come back in `selected`'s order.
  static func settle<Catalog: FigureCatalog>(
    _ settling: Settling, _ selected: [Int], of all: [Figure], executable: URL, arguments: RenderArguments<Catalog>,
    index: Bool, progress: (@Sendable (Int, String) -> Void)?
  ) -> SettledFigures {
    let chosen = Set(selected)
    // The index shows every figure's steps: count those no render will.
    let uncounted = index ? all.indices.filter { all[$0].steps && !chosen.contains($0) } : []
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let command = settling == .write ? "render" : "check"
    let flags = arguments.workerFlags
    let pool = WorkerPool(
      executable: executable, width: cores,
      arguments: { job in [command] + flags + [job.kind.option, job.figures.map(String.init).joined(separator: ",")] },
      names: all.map(\.name))
    let results = pool.run(batches(selected, cores: cores) + (uncounted.isEmpty ? [] : [WorkerJob(.steps, uncounted)]), progress: progress)
    return assemble(results, selected: selected, uncounted: uncounted, names: all.map(\.name))
  }

  /// The figures in order, cut into about two batches per core (so a slow
  /// batch does not leave a core idle at the end), each of consecutive
  /// figures, their sizes differing by one at most.
  static func batches(_ figures: [Int], cores: Int) -> [WorkerJob] {
    let count = min(figures.count, 2 * max(cores, 1))
    guard count > 0 else { return [] }
    var jobs: [WorkerJob] = [], start = 0
    for b in 0..<count {
      let size = figures.count / count + (b < figures.count % count ? 1 : 0)
      jobs.append(WorkerJob(.figures, Array(figures[start..<(start + size)])))
      start += size
    }
    return jobs
  }

  /// The reports in `selected`'s order, a crashed figure's as an error;
  /// the step counts the workers sent; and for a figure whose steps could
  /// not be counted because it crashed, a report of that too.
  static func assemble(
    _ results: [WorkerItem: WorkerResult], selected: [Int], uncounted: [Int], names: [String]
  ) -> SettledFigures {
    var stepCounts: [String: Int] = [:]
    for case .reported(let line) in results.values {
      if let steps = line.steps { stepCounts[line.figure] = steps }
    }
    var reports = selected.map { i -> FigureReport in
      switch results[WorkerItem(.figures, i)] {
      case .reported(let line)?:
        return line.report ?? FigureReport(figure: names[i], error: "figure '\(names[i])': its worker sent no report")
      case .died(let death)?:
        return FigureReport(figure: names[i], error: death.message(figure: names[i], while: "rendering"))
      case nil:
        return FigureReport(figure: names[i], error: "figure '\(names[i])' was not rendered")
      }
    }
    for i in uncounted {
      if case .died(let death)? = results[WorkerItem(.steps, i)] {
        reports.append(FigureReport(figure: names[i], error: death.message(figure: names[i], while: "counting its steps for the index")))
      }
    }
    return SettledFigures(reports: reports, stepCounts: stepCounts)
  }
}

/// One worker's work: figures by their position in the catalog, done in
/// this order.
struct WorkerJob: Equatable, Sendable {
  enum Kind: String, Sendable {
    /// Render (and write or compare) each figure.
    case figures
    /// Count each figure's alignment steps for the index page.
    case steps

    /// The hidden option that hands a worker its figures.
    var option: String { self == .figures ? "--worker-figures" : "--worker-steps" }
  }

  var kind: Kind
  var figures: [Int]

  init(_ kind: Kind, _ figures: [Int]) {
    self.kind = kind
    self.figures = figures
  }

  /// After a worker of this job ended: nil when it sent a line for every
  /// figure; else the figure it was on (the first without a line, the one
  /// after the last it sent) and what is left for a new worker, if any.
  func aftermath(reported: Set<Int>) -> (culprit: Int, rest: WorkerJob?)? {
    guard let at = figures.firstIndex(where: { !reported.contains($0) }) else { return nil }
    let rest = figures[(at + 1)...].filter { !reported.contains($0) }
    return (figures[at], rest.isEmpty ? nil : WorkerJob(kind, rest))
  }
}

/// One figure of one kind of job.
struct WorkerItem: Hashable, Sendable {
  var kind: WorkerJob.Kind
  var figure: Int
  init(_ kind: WorkerJob.Kind, _ figure: Int) {
    self.kind = kind
    self.figure = figure
  }
}

/// The line a worker sends after each figure.
struct WorkerLine: Codable, Equatable, Sendable {
  /// The figure's position in the catalog's `figures`.
  var index: Int
  /// Its name, so a line cannot be taken for another figure's.
  var figure: String
  /// Its files (for `--worker-figures`).
  var report: FigureReport?
  /// Its number of alignment steps for the index page, when it has `steps`
  /// and they could be drawn.
  var steps: Int?

  /// One line of JSON (no newline in it: JSON escapes them in strings).
  func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these types cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
  }

  /// A line as a worker sent it; nil for anything else.
  init?(parsing line: some StringProtocol) {
    guard let value = try? JSONDecoder().decode(WorkerLine.self, from: Data(line.utf8)) else { return nil }
    self = value
  }

  init(index: Int, figure: String, report: FigureReport? = nil, steps: Int? = nil) {
    self.index = index
    self.figure = figure
    self.report = report
    self.steps = steps
  }
}

/// What became of one figure: its line, or the end of the worker that was
/// rendering it.
enum WorkerResult: Equatable, Sendable {
  case reported(WorkerLine)
  case died(WorkerDeath)
}

/// How a worker ended while on a figure.
struct WorkerDeath: Equatable, Sendable {
  enum End: Equatable, Sendable {
    case signal(Int32)
    case exit(Int32)
    case notStarted(String)
  }

  var end: End
  /// The runtime's last words (`…: Fatal error: Index out of range`).
  var fatal: String? = nil

  /// `figure 'boom' crashed (signal 4, illegal instruction) while
  /// rendering: Swift/Array.swift:…: Fatal error: Index out of range`.
  func message(figure: String, while doing: String) -> String {
    let how: String
    switch end {
    case .signal(let n): how = "crashed (signal \(n), \(signalName(n)))"
    case .exit(let code): how = "ended its worker process (exit status \(code))"
    case .notStarted(let why): return "figure '\(figure)' was not rendered: could not start a worker process: \(why)"
    }
    return "figure '\(figure)' \(how) while \(doing)" + (fatal.map { ": \($0)" } ?? "")
  }
}

/// A signal's name in words: `illegal instruction` for 4.
func signalName(_ n: Int32) -> String {
  switch n {
  case SIGILL: return "illegal instruction"
  case SIGTRAP: return "trace trap"
  case SIGABRT: return "aborted"
  case SIGBUS: return "bus error"
  case SIGFPE: return "arithmetic error"
  case SIGSEGV: return "segmentation fault"
  case SIGKILL: return "killed"
  case SIGTERM: return "terminated"
  case SIGINT: return "interrupted"
  case SIGPIPE: return "broken pipe"
  default: return strsignal(n).map { String(cString: $0).lowercased() } ?? "unknown signal"
  }
}

/// The runtime's message in what a crashed worker wrote to standard
/// error: the first line with `Fatal error`, `Precondition failed` or
/// `Assertion failed`; nil when there is none (a segmentation fault).
func fatalMessage(_ stderr: String) -> String? {
  let marks = ["Fatal error", "Precondition failed", "Assertion failed"]
  return stderr.split(separator: "\n").first { line in marks.contains { line.contains($0) } }
    .map { $0.trimmingCharacters(in: .whitespaces) }
}

struct WorkerProtocolError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs jobs in worker processes, at most `width` at a time, and gathers
/// what became of each figure.
struct WorkerPool: Sendable {
  let executable: URL
  let width: Int
  /// A job's command line.
  let arguments: @Sendable (WorkerJob) -> [String]
  /// The catalog's figure names, to check each line's.
  let names: [String]

  func run(_ jobs: [WorkerJob], progress: (@Sendable (Int, String) -> Void)? = nil) -> [WorkerItem: WorkerResult] {
    let board = Board(jobs: jobs, progress: progress)
    // Threads of their own: each spends its time waiting for a worker.
    let group = DispatchGroup()
    for _ in 0..<min(width, jobs.count) {
      group.enter()
      Thread {
        while let job = board.next() { complete(job, board) }
        group.leave()
      }.start()
    }
    group.wait()
    return board.results
  }

  /// Runs a job; when its worker dies, blames the figure it was on and
  /// runs the rest in a new one.
  private func complete(_ job: WorkerJob, _ board: Board) {
    var next: WorkerJob? = job
    while let job = next {
      next = nil
      var reported: Set<Int> = []
      let (end, stderr) = runWorker(job) { line in
        guard job.figures.contains(line.index), names.indices.contains(line.index), names[line.index] == line.figure,
          !reported.contains(line.index)
        else { return false }
        reported.insert(line.index)
        board.record(WorkerItem(job.kind, line.index), .reported(line), name: line.figure)
        return true
      }
      if !stderr.isEmpty { FileHandle.standardError.write(Data(stderr.utf8)) }
      guard let (culprit, rest) = job.aftermath(reported: reported) else { return }
      let death = WorkerDeath(end: end, fatal: fatalMessage(stderr))
      board.record(WorkerItem(job.kind, culprit), .died(death), name: names[culprit])
      next = rest
    }
  }

  /// Starts a worker, hands each line it sends to `receive` as it comes,
  /// and waits for its end. Lines `receive` refuses, and anything not a
  /// line, are passed on to standard error with the worker's own.
  private func runWorker(_ job: WorkerJob, receive: (WorkerLine) -> Bool) -> (WorkerDeath.End, String) {
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments(job)
    p.standardInput = FileHandle.nullDevice
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    do {
      try p.run()
    } catch {
      return (.notStarted(error.localizedDescription), "")
    }
    // Both pipes are read here, as they fill (a thread from Dispatch's
    // pool could come a second late, the pool being busy with waiting).
    var pending = Data(), stderr = Data()
    readPipes(out.fileHandleForReading.fileDescriptor, err.fileHandleForReading.fileDescriptor) { isOut, bytes in
      guard isOut else { return stderr.append(bytes) }
      pending.append(bytes)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let text = pending[pending.startIndex..<newline]
        pending.removeSubrange(pending.startIndex...newline)
        if let line = WorkerLine(parsing: String(decoding: text, as: UTF8.self)), receive(line) { continue }
        stderr.append(text + [UInt8(ascii: "\n")])
      }
    }
    stderr.append(pending)
    p.waitUntilExit()
    let end: WorkerDeath.End =
      p.terminationReason == .uncaughtSignal ? .signal(p.terminationStatus) : .exit(p.terminationStatus)
    return (end, String(decoding: stderr, as: UTF8.self))
  }
}

/// The jobs still to start and the results so far, shared by the threads
/// that run workers.
private final class Board: @unchecked Sendable {
  private let lock = NSLock()
  private var queue: [WorkerJob]
  private var collected: [WorkerItem: WorkerResult] = [:]
  private var rendered = 0
  private let progress: (@Sendable (Int, String) -> Void)?

  init(jobs: [WorkerJob], progress: (@Sendable (Int, String) -> Void)?) {
    queue = jobs
    self.progress = progress
  }

  func next() -> WorkerJob? {
    lock.withLock { queue.isEmpty ? nil : queue.removeFirst() }
  }

  func record(_ item: WorkerItem, _ result: WorkerResult, name: String) {
    lock.withLock {
      collected[item] = result
      if item.kind == .figures {
        rendered += 1
        progress?(rendered, name)
      }
    }
  }

  var results: [WorkerItem: WorkerResult] { lock.withLock { collected } }
}

/// Reads two pipes until both are closed, handing each chunk to `take`
/// (true: it came from `first`).
private func readPipes(_ first: Int32, _ second: Int32, take: (Bool, Data) -> Void) {
  var fds = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
  var buffer = [UInt8](repeating: 0, count: 65536)
  while fds.contains(where: { $0.fd >= 0 }) {
    if poll(&fds, nfds_t(fds.count), -1) < 0 {
      if errno == EINTR { continue }
      return
    }
    for i in fds.indices where fds[i].fd >= 0 && fds[i].revents != 0 {
      let n = read(fds[i].fd, &buffer, buffer.count)
      if n > 0 {
        take(i == 0, Data(buffer[0..<n]))
      } else if n == 0 || errno != EINTR {
        fds[i].fd = -1  // closed; poll skips negative descriptors
      }
    }
  }
}
