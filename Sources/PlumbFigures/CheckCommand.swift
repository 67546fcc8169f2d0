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
    try output().emit()
  }

  /// The file-by-file report and its summary line.
  func output() throws -> CommandOutput {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
    var out = CommandOutput()
    var missing: [String] = [], stale: [String] = []
    var expected: Set<String> = [], failed: Set<String> = []
    func compare(_ data: Data, at url: URL, shown: String) {
      guard let onDisk = try? Data(contentsOf: url) else { return missing.append(shown) }
      if onDisk != data { stale.append(shown) }
    }
    for outcome in renderAll(figures, options: options, images: Catalog.images) {
      switch outcome.result {
      case .failure(let error):
        failed.insert(outcome.figure)
        out.errors.append("\(outcome.figure): \(error)")
      case .success(let files):
        for file in files {
          expected.insert(file.name)
          compare(file.data, at: folder.appendingPathComponent(file.name), shown: arguments.path(file.name))
        }
      }
    }
    if let page = arguments.indexPage(), let shown = arguments.indexPath {
      compare(Data(page.text.utf8), at: page.url, shown: shown)
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
