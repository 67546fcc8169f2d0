import ArgumentParser
import Foundation
import Plumb

/// `render`: writes every figure's files into the output folder.
struct RenderCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "render", abstract: "Render figures into a folder (the default command).")
  }

  @OptionGroup var arguments: RenderArguments<Catalog>

  @Flag(name: .long, help: "Remove orphaned figure files: ones this render would not write (see check --help).")
  var prune = false

  @Flag(
    name: .long,
    help: """
      Keep running: after each change to a file under the package's Sources (polled every \
      0.5 s), rebuild and render again with the same arguments. Ctrl-C stops.
      """)
  var watch = false

  @Flag(
    name: .long,
    help: "Print the absolute path of each PNG rendered (written or unchanged), one per line, for tools that read images.")
  var printPaths = false

  func run() throws {
    if arguments.isWorker { return try Workers.serve(.write, arguments: arguments) }
    guard watch else { return try output().emit() }
    let watcher = try Watcher(commandLine: CommandLine.arguments)
    let first = try output()
    try? first.emit()  // a figure that fails does not stop the watch
    watcher.run()
  }

  /// Writes the files that changed (and the index page); reports orphans,
  /// or removes them with `--prune`.
  func output() throws -> CommandOutput {
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
    let progress = Progress(total: figures.count)
    let settled = try SettledFigures.make(.write, arguments: arguments, progress: progress.callback())
    progress.finish()
    var out = CommandOutput()
    var written = 0, unchanged = 0, failed = 0
    var expected: Set<String> = [], failedFigures: Set<String> = []
    for report in settled.reports {
      if let error = report.error {
        failed += 1
        failedFigures.insert(report.figure)
        out.errors.append(error)
      }
      for file in report.files {
        expected.insert(file.name)
        if printPaths, file.state == .written || file.state == .unchanged, file.name.hasSuffix(".png") {
          out.lines.append(folder.appendingPathComponent(file.name).standardizedFileURL.path)
        }
        switch file.state {
        case .written: written += 1
        case .unchanged: unchanged += 1
        case .failed, .missing, .stale:
          failed += 1
          out.errors.append(file.error ?? "\(report.figure): \(file.name) was not written")
        }
      }
    }
    if let page = arguments.indexPage(stepCounts: settled.stepCounts),
      (try? Data(contentsOf: page.url)) != Data(page.text.utf8)
    {
      try AtomicFile.write(Data(page.text.utf8), to: page.url)
    }
    let orphaned = orphans(
      in: folder, expected: expected, names: Catalog.figures.map(\.name), scope: arguments.scope(figures),
      failed: failedFigures)
    var tail = ""
    if prune {
      var removed = 0
      for file in orphaned {
        do {
          try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
          out.lines.append("removed: \(arguments.path(file))")
          removed += 1
        } catch {
          failed += 1
          out.errors.append("could not remove \(arguments.path(file)): \(error.localizedDescription)")
        }
      }
      tail = ", \(removed) removed"
    } else if !orphaned.isEmpty {
      out.lines += orphaned.map { "orphaned: \(arguments.path($0))" }
      tail = ", \(orphaned.count) orphaned (--prune removes them)"
    }
    let summary = "\(figures.count) figures: \(written) files written, \(unchanged) unchanged, \(failed) failed" + tail
    out.lines.append(summary)
    out.succeeded = failed == 0
    return out
  }
}
