import ArgumentParser
import Foundation
import Plumb

/// `check`: compares the output folder with what would render now.
struct CheckCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check",
      abstract: "Exit non-zero if a figure file is missing, stale or orphaned.",
      discussion: """
        Missing: rendering would write it and it is not there. Stale: it differs from what \
        would render now. Orphaned: a figure file (svg, png, pdf) in the folder that \
        rendering would not write: another format, scale or appearance, or a figure that no \
        longer exists; with --filter or --shard, only the selected figures' files are \
        considered. Other files are left alone. The index page, when there is one, is \
        checked too.
        """)
  }

  @OptionGroup var arguments: RenderArguments<Catalog>

  func run() throws {
    if arguments.isWorker { return try Workers.serve(.compare, arguments: arguments) }
    try output().emit()
  }

  /// The file-by-file report and its summary line.
  func output() throws -> CommandOutput {
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
    let settled = try SettledFigures.make(.compare, arguments: arguments, progress: nil)
    var out = CommandOutput()
    var missing: [String] = [], stale: [String] = []
    var expected: Set<String> = [], failed: Set<String> = []
    for report in settled.reports {
      if let error = report.error {
        failed.insert(report.figure)
        out.errors.append(error)
      }
      for file in report.files {
        expected.insert(file.name)
        switch file.state {
        case .missing: missing.append(arguments.path(file.name))
        case .stale: stale.append(arguments.path(file.name))
        case .unchanged, .written, .failed: break
        }
      }
    }
    if let page = arguments.indexPage(stepCounts: settled.stepCounts), let shown = arguments.indexPath {
      switch try? Data(contentsOf: page.url) {
      case nil: missing.append(shown)
      case let onDisk?: if onDisk != Data(page.text.utf8) { stale.append(shown) }
      }
    }
    let orphaned = orphans(
      in: folder, expected: expected, names: Catalog.figures.map(\.name), scope: arguments.scope(figures),
      failed: failed
    ).map(arguments.path)

    out.lines += missing.map { "missing: \($0)" } + stale.map { "stale: \($0)" } + orphaned.map { "orphaned: \($0)" }
    let outdated = !(missing.isEmpty && stale.isEmpty && orphaned.isEmpty)
    out.succeeded = !outdated && failed.isEmpty
    if out.succeeded {
      out.lines.append("\(figures.count) figures up to date")
      return out
    }
    var summary = "\(figures.count) figures: \(missing.count) missing, \(stale.count) stale, \(orphaned.count) orphaned"
    if !failed.isEmpty { summary += ", \(failed.count) failed" }
    if outdated {
      let render = ["swift", "run", executableName(), "render"] + arguments.flags + (orphaned.isEmpty ? [] : ["--prune"])
      summary += "; run `\(render.joined(separator: " "))` and commit the result"
    }
    out.lines.append(summary)
    return out
  }
}
