import ArgumentParser
import Foundation
import Plumb

/// `render`: writes every figure's files into the output folder.
struct RenderCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "render", abstract: "Render figures into a folder (the default command).")
  }

  @OptionGroup var arguments: RenderArguments

  @Option(name: .long, help: "Also write a markdown page of every figure beside its code.")
  var index: String?

  func run() throws {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.output ?? Catalog.defaultOutput)
    let progress = Progress(total: figures.count)
    let outcomes = renderAll(figures, options: options, images: Catalog.images, progress: progress.callback())
    progress.finish()
    var written = 0, unchanged = 0, failed = 0
    for outcome in outcomes {
      switch outcome.result {
      case .failure(let error):
        failed += 1
        printError("\(outcome.figure): \(error)")
      case .success(let files):
        for file in files {
          let url = folder.appendingPathComponent(file.name)
          if (try? Data(contentsOf: url)) == file.data {
            unchanged += 1
            continue
          }
          do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try file.data.write(to: url, options: .atomic)
            written += 1
          } catch {
            failed += 1
            printError("\(outcome.figure): could not write \(url.path): \(error.localizedDescription)")
          }
        }
      }
    }
    if let index {
      let indexURL = URL(fileURLWithPath: index)
      let relative = relativePath(from: indexURL.deletingLastPathComponent(), to: folder)
      let text = markdownIndex(figures, title: "Gallery", figuresPath: relative)
      try Data(text.utf8).write(to: indexURL, options: .atomic)
    }
    print("\(figures.count) figures: \(written) files written, \(unchanged) unchanged, \(failed) failed")
    if failed > 0 { throw ExitCode.failure }
  }
}

/// A path from one folder to another, for links in the index.
func relativePath(from base: URL, to target: URL) -> String {
  let b = base.standardizedFileURL.pathComponents, t = target.standardizedFileURL.pathComponents
  var i = 0
  while i < b.count && i < t.count && b[i] == t[i] { i += 1 }
  let ups = Array(repeating: "..", count: b.count - i)
  let parts = ups + t[i...]
  return parts.isEmpty ? "." : parts.joined(separator: "/")
}
