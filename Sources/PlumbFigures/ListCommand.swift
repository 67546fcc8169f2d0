import ArgumentParser
import Foundation
import Plumb

/// `list`: each figure's name, size in points and title.
struct ListCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: "List the figures with their sizes in points.")
  }

  func run() throws {
    for figure in Catalog.figures {
      let r = figure.renderer(FigureOptions(), appearance: .light, images: Catalog.images)
      let size = try r.layout().size
      print("\(figure.name)\t\(formatted(size.width))×\(formatted(size.height))\t\(figure.title ?? "")")
    }
  }

  func formatted(_ v: CGFloat) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
  }
}
