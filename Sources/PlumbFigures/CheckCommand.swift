import ArgumentParser
import Foundation
import Plumb

/// `check`: compares the output folder with what would render now.
struct CheckCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check", abstract: "Exit non-zero if a figure on disk differs from what would render now.")
  }

  @OptionGroup var arguments: RenderArguments<Catalog>

  func run() throws {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.folder)
    var stale: [String] = []
    var failed = 0
    for outcome in renderAll(figures, options: options, images: Catalog.images) {
      switch outcome.result {
      case .failure(let error):
        failed += 1
        printError("\(outcome.figure): \(error)")
      case .success(let files):
        for file in files where (try? Data(contentsOf: folder.appendingPathComponent(file.name))) != file.data {
          stale.append(file.name)
        }
      }
    }
    for name in stale { print("stale: \(folder.path)/\(name)") }
    if stale.isEmpty && failed == 0 {
      print("\(figures.count) figures up to date")
      return
    }
    print("\(stale.count) stale files, \(failed) failed: run the render command (make figures) and commit the result")
    throw ExitCode.failure
  }
}
