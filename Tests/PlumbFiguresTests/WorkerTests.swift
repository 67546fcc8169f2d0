import Foundation
@testable import PlumbFigures
import PlumbGallery
import Testing

/// The parts of crash isolation that run in one process: the line a worker
/// sends, which figure a dead worker was on, the batches, the messages, and
/// a pool of stand-in workers (shell scripts) that crash on cue. A real
/// catalog crashing is in UserPackageTests.
@MainActor @Suite struct WorkerTests {
  @Test func aLineIsOneLineOfJSONAndParsesBack() throws {
    let line = WorkerLine(
      index: 7, figure: "a \"quoted\"\nname ✓/x",
      report: FigureReport(
        figure: "a \"quoted\"\nname ✓/x",
        files: [
          FileReport(name: "a.svg", state: .written),
          FileReport(name: "a@2x.png", state: .failed, error: "a: could not write out/a@2x.png: the disk is full"),
        ]),
      steps: 3)
    let text = line.encoded()
    #expect(!text.contains("\n"))
    #expect(WorkerLine(parsing: text) == line)
  }

  /// The format, spelled out: a change to it is a change to what old and
  /// new executables say to each other, so it shows here.
  @Test func theFormatIsStable() {
    let line = WorkerLine(
      index: 2, figure: "omega", report: FigureReport(figure: "omega", files: [FileReport(name: "omega.svg", state: .stale)]))
    #expect(line.encoded() == #"{"figure":"omega","index":2,"report":{"figure":"omega","files":[{"name":"omega.svg","state":"stale"}]}}"#)
    #expect(
      WorkerLine(parsing: #"{"index":5,"figure":"hstack-center-guides","steps":4}"#)
        == WorkerLine(index: 5, figure: "hstack-center-guides", steps: 4))
    let failed = WorkerLine(parsing: #"{"index":1,"figure":"huge","report":{"figure":"huge","error":"huge: too big","files":[]}}"#)
    #expect(failed?.report?.error == "huge: too big")
  }

  /// Whatever else reaches the pipe is not a line.
  @Test(arguments: ["", "hello from a figure's print", "{", #"{"figure":"x"}"#, #"{"index":"1","figure":"x"}"#, "[1,2]"])
  func otherTextIsNotALine(text: String) {
    #expect(WorkerLine(parsing: text) == nil)
  }

  /// The figure after the last one reported is the one the worker was
  /// rendering; the rest of the batch goes to a new worker.
  @Test func aDeadWorkerIsBlamedOnTheFigureAfterItsLastLine() throws {
    let job = WorkerJob(.figures, [3, 4, 5, 6])
    let mid = try #require(job.aftermath(reported: [3, 4]))
    #expect(mid.culprit == 5)
    #expect(mid.rest == WorkerJob(.figures, [6]))
    let first = try #require(job.aftermath(reported: []))
    #expect(first.culprit == 3)
    #expect(first.rest == WorkerJob(.figures, [4, 5, 6]))
    let last = try #require(job.aftermath(reported: [3, 4, 5]))
    #expect(last.culprit == 6)
    #expect(last.rest == nil)
    #expect(job.aftermath(reported: [3, 4, 5, 6]) == nil)
    // Lines out of order (no worker sends them so) still leave nothing
    // reported twice and nothing lost.
    let odd = try #require(WorkerJob(.steps, [3, 4, 5, 6]).aftermath(reported: [3, 6]))
    #expect(odd.culprit == 4)
    #expect(odd.rest == WorkerJob(.steps, [5]))
  }

  @Test func batchesAreConsecutiveAndEven() {
    let jobs = Workers.batches(Array(10..<19), cores: 2)
    #expect(jobs.map(\.figures) == [[10, 11, 12], [13, 14], [15, 16], [17, 18]])
    #expect(jobs.allSatisfy { $0.kind == .figures })
    #expect(Workers.batches([4, 9], cores: 8).map(\.figures) == [[4], [9]])
    #expect(Workers.batches([], cores: 2).isEmpty)
  }

  @Test func deathsAreToldByFigureSignalAndTheRuntimesWords() {
    let stderr = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

      *** Signal 4: Backtracing from 0x7fef4356df7f... done ***
      """
    let trap = WorkerDeath(end: .signal(4), fatal: fatalMessage(stderr))
    #expect(
      trap.message(figure: "boom", while: "rendering")
        == "figure 'boom' crashed (signal 4, illegal instruction) while rendering: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    )
    #expect(
      WorkerDeath(end: .signal(11)).message(figure: "x", while: "rendering")
        == "figure 'x' crashed (signal 11, segmentation fault) while rendering")
    #expect(
      WorkerDeath(end: .exit(0)).message(figure: "quits", while: "counting its steps for the index")
        == "figure 'quits' ended its worker process (exit status 0) while counting its steps for the index")
    #expect(fatalMessage("Catalog.swift:9: Precondition failed: no\n") == "Catalog.swift:9: Precondition failed: no")
    #expect(fatalMessage("just a print\n") == nil)
  }

  /// Reports come back in the selection's order, whatever order workers
  /// finished in; a crash is the figure's error; step counts are kept.
  @Test func assembledInTheSelectionsOrder() {
    let names = ["alpha", "boom", "omega", "guides"]
    func line(_ i: Int, steps: Int? = nil) -> WorkerResult {
      .reported(
        WorkerLine(
          index: i, figure: names[i],
          report: FigureReport(figure: names[i], files: [FileReport(name: "\(names[i]).svg", state: .written)]),
          steps: steps))
    }
    let results: [WorkerItem: WorkerResult] = [
      WorkerItem(.figures, 2): line(2),
      WorkerItem(.figures, 1): .died(WorkerDeath(end: .signal(4))),
      WorkerItem(.figures, 0): line(0),
      WorkerItem(.steps, 3): .reported(WorkerLine(index: 3, figure: "guides", steps: 5)),
    ]
    let settled = Workers.assemble(results, selected: [0, 1, 2], uncounted: [3], names: names)
    #expect(settled.reports.map(\.figure) == ["alpha", "boom", "omega"])
    #expect(settled.reports.map(\.error) == [nil, "figure 'boom' crashed (signal 4, illegal instruction) while rendering", nil])
    #expect(settled.stepCounts == ["guides": 5])

    let crashedCounting = Workers.assemble(
      [WorkerItem(.steps, 3): .died(WorkerDeath(end: .signal(6)))], selected: [], uncounted: [3], names: names)
    #expect(crashedCounting.reports.map(\.error) == ["figure 'guides' crashed (signal 6, aborted) while counting its steps for the index"])
  }

  /// Stand-in workers: a shell script given `index:name` pairs sends a
  /// line for each, except that `boom` kills it with SIGILL (after a
  /// runtime-like message) and `quits` makes it exit 0 early. Every other
  /// figure still reports, each once, and the dead one is named.
  @Test func aPoolOfWorkersOutlivesACrash() throws {
    let names = ["alpha", "boom", "beta", "quits", "omega", "zeta"]
    let script = #"""
      ulimit -c 0
      echo "a figure's print"
      for item in "$@"; do
        i=${item%%:*}; name=${item#*:}
        case $name in
          boom) echo "Swift/Array.swift:1: Fatal error: Index out of range" >&2; kill -ILL $$ ;;
          quits) exit 0 ;;
        esac
        printf '{"index":%s,"figure":"%s","report":{"figure":"%s","files":[{"name":"%s.svg","state":"written"}]}}\n' \
          "$i" "$name" "$name" "$name"
      done
      """#
    let pool = WorkerPool(
      executable: URL(fileURLWithPath: "/bin/sh"), width: 2,
      arguments: { job in ["-c", script, "sh"] + job.figures.map { "\($0):\(names[$0])" } }, names: names)
    let progress = Counter()
    let results = pool.run(
      [WorkerJob(.figures, [0, 1, 2]), WorkerJob(.figures, [3, 4]), WorkerJob(.figures, [5])],
      progress: { done, _ in progress.saw(done) })
    #expect(results.count == 6)
    for i in [0, 2, 4, 5] {
      guard case .reported(let line)? = results[WorkerItem(.figures, i)] else {
        Issue.record("\(names[i]): \(String(describing: results[WorkerItem(.figures, i)]))")
        continue
      }
      #expect(line.report?.files == [FileReport(name: "\(names[i]).svg", state: .written)])
    }
    #expect(
      results[WorkerItem(.figures, 1)]
        == .died(WorkerDeath(end: .signal(4), fatal: "Swift/Array.swift:1: Fatal error: Index out of range")))
    #expect(results[WorkerItem(.figures, 3)] == .died(WorkerDeath(end: .exit(0))))
    #expect(progress.seen.sorted() == Array(1...6))
  }

  /// A worker gets the folder and how to render, exactly; never the
  /// selection, the index or a flag only the parent acts on.
  @Test func workerFlagsCarryTheOptionsExactly() throws {
    let given = try RenderArguments<TestCatalog>.parse([
      "--output=-odd folder", "--margin", "2.123456789", "--filter", "loop*", "--shard", "1/2", "--index", "i.md",
      "--format", "svg", "--background", "none",
    ])
    #expect(given.workerFlags == ["--output=-odd folder", "--format=svg", "--background=none", "--margin=2.123456789"])
    let worker = try RenderArguments<TestCatalog>.parse(given.workerFlags + ["--worker-figures", "0,2"])
    #expect(try worker.options() == given.options())
    #expect(worker.folder == given.folder)
    #expect(worker.isWorker && !given.isWorker)
    #expect(try Workers.indices(worker.workerFigures, count: 4) == [0, 2])
    #expect(throws: WorkerProtocolError.self) { try Workers.indices("0,9", count: 4) }
  }

  /// The index page built from workers' step counts is the one built by
  /// counting here.
  @Test func indexFromCountedStepsIsTheSame() {
    let figures = Gallery.figures
    #expect(figures.contains { $0.steps })
    var counts: [String: Int] = [:]
    for figure in figures where figure.steps { counts[figure.name] = indexStepCount(figure) }
    #expect(
      markdownIndex(figures, title: "G", figuresPath: "figures", stepCount: { counts[$0.name] })
        == markdownIndex(figures, title: "G", figuresPath: "figures"))
  }

  /// The tests' own process is no catalog's executable: commands render
  /// in it.
  @Test func testsRenderInProcess() {
    #expect(Workers.executable() == nil)
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int] = []
  func saw(_ n: Int) { lock.withLock { values.append(n) } }
  var seen: [Int] { lock.withLock { values } }
}
