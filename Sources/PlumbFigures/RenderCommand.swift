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

  func run() throws {
    guard watch else { return try output().emit() }
    let watcher = try Watcher(commandLine: CommandLine.arguments)
    let first = try output()
    try? first.emit()  // a figure that fails does not stop the watch
    watcher.run()
  }

  /// Writes the files that changed (and the index page); reports orphans,
  /// or removes them with `--prune`.
  func output() throws -> CommandOutput {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
    let progress = Progress(total: figures.count)
    let outcomes = renderAll(figures, options: options, images: Catalog.images, progress: progress.callback())
    progress.finish()
    var out = CommandOutput()
    var written = 0, unchanged = 0, failed = 0
    var expected: Set<String> = [], failedFigures: Set<String> = []
    for outcome in outcomes {
      switch outcome.result {
      case .failure(let error):
        failed += 1
        failedFigures.insert(outcome.figure)
        out.errors.append("\(outcome.figure): \(error)")
      case .success(let files):
        for file in files {
          expected.insert(file.name)
          let url = folder.appendingPathComponent(file.name)
          if (try? Data(contentsOf: url)) == file.data {
            unchanged += 1
            continue
          }
          do {
            // Whole or not at all; a killed run's temporaries are removed
            // by the next (see AtomicFile).
            try AtomicFile.write(file.data, to: url)
            written += 1
          } catch {
            failed += 1
            out.errors.append("\(outcome.figure): \(error)")
          }
        }
      }
    }
    if let page = arguments.indexPage(), (try? Data(contentsOf: page.url)) != Data(page.text.utf8) {
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
