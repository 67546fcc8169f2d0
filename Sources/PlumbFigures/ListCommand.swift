import ArgumentParser
import Foundation
import Plumb

/// `list`: each figure's name, size in points and title.
struct ListCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: "List the figures with their sizes in points.")
  }

  func run() throws {
    for line in try lines() { print(line) }
  }

  /// One line per figure: name, width×height, title, separated by tabs.
  func lines() throws -> [String] {
    try Catalog.figures.map { figure in
      guard !figure.trapped else {
        return "\(figure.name)\t?\t\(figure.title ?? "") (crashes when made: render it to see where)"
      }
      let r = figure.renderer(FigureOptions(), appearance: .light, images: Catalog.images)
      let size = try r.layout().size
      return "\(figure.name)\t\(formatted(size.width))×\(formatted(size.height))\t\(figure.title ?? "")"
    }
  }

  /// Whole numbers without decimals; an infinite size (a flexible view
  /// offered infinity) as ∞, which no integer can hold.
  func formatted(_ v: CGFloat) -> String {
    if v.isInfinite { return v < 0 ? "-∞" : "∞" }
    if v.isNaN { return "nan" }
    return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.2f", Double(v))
  }
}
