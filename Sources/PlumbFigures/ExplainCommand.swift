import ArgumentParser
import Foundation
import Plumb

/// `explain NAME`: the solver's account of one figure's stacks.
struct ExplainCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "explain", abstract: "Tell how each container of a figure sized and placed its children.")
  }

  @Argument(help: "The figure's name.")
  var name: String

  func run() throws {
    guard let figure = Catalog.figures.first(where: { $0.name == name }) else {
      throw ValidationError(
        "unknown figure '\(name)'; figures: \(Catalog.figures.map(\.name).joined(separator: ", "))")
    }
    let r = figure.renderer(FigureOptions(), appearance: .light, images: Catalog.images)
    print(try r.layout().explanation)
  }
}
