import ArgumentParser
import Foundation
import Plumb

/// `render`: writes every figure's files into the output folder.
struct RenderCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "render", abstract: "Render figures into a folder (the default command).")
  }

  @OptionGroup var arguments: RenderArguments<Catalog>

  func run() throws {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
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
    if let page = arguments.indexPage(), (try? Data(contentsOf: page.url)) != Data(page.text.utf8) {
      try Data(page.text.utf8).write(to: page.url, options: .atomic)
    }
    print("\(figures.count) figures: \(written) files written, \(unchanged) unchanged, \(failed) failed")
    if failed > 0 { throw ExitCode.failure }
  }
}
