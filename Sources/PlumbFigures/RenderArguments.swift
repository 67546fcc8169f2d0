import ArgumentParser
import Foundation
import Plumb

/// Options shared by `render` and `check`.
struct RenderArguments: ParsableArguments {
  @Option(name: .long, help: "The folder figures go in (default: the catalog's, docs/figures).")
  var output: String?

  @Option(name: .long, help: "Comma-separated formats: svg, png, pdf.")
  var format: String = "svg,png"

  @Option(name: .long, help: "Comma-separated PNG scales: 1, 2, 3.")
  var scale: String = "2"

  @Option(name: .long, help: "Comma-separated appearances: light, dark.")
  var appearance: String = "light"

  @Option(name: .long, help: "Only figures whose name matches this pattern (* and ? wildcards).")
  var filter: String?

  @Option(name: .long, help: "Background: white, black, none, or a named color (default: white in light, black in dark).")
  var background: String?

  /// Parsed unconditionally, so `--margin -1` reaches the check below
  /// instead of being taken for a flag named `-1`.
  @Option(name: .long, parsing: .unconditional, help: "Margin around each figure, in points (0 or more).")
  var margin: Double = 8

  func options() throws -> FigureOptions {
    var o = FigureOptions()
    o.formats = try list(format, "format") { FigureFormat(rawValue: $0) }
    o.scales = try list(scale, "scale") { Int($0).flatMap { (1...3).contains($0) ? $0 : nil } }
    o.appearances = try list(appearance, "appearance") { ColorScheme(rawValue: $0) }
    if let background {
      guard let color = namedBackground(background) else {
        throw ValidationError("unknown background '\(background)'; accepted: none, white, black, gray, red, yellow, …")
      }
      o.background = color
    }
    guard margin.isFinite, margin >= 0 else {
      throw ValidationError("--margin must be a length of 0 or more points, not \(String(format: "%g", margin))")
    }
    o.margin = CGFloat(margin)
    return o
  }

  func list<T>(_ text: String, _ what: String, _ parse: (String) -> T?) throws -> [T] {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    let accepted: String
    switch what {
    case "format": accepted = "svg, png, pdf"
    case "scale": accepted = "1, 2, 3"
    default: accepted = "light, dark"
    }
    guard !parts.isEmpty else { throw ValidationError("no \(what) given; accepted: \(accepted)") }
    return try parts.map {
      guard let v = parse($0) else { throw ValidationError("unknown \(what) '\($0)'; accepted: \(accepted)") }
      return v
    }
  }

  func selected(_ figures: [Figure]) throws -> [Figure] {
    guard let filter else { return figures }
    let chosen = figures.filter { fnmatch(filter, $0.name, 0) == 0 }
    if chosen.isEmpty {
      throw ValidationError("no figure matches '\(filter)'; figures: \(figures.map(\.name).joined(separator: ", "))")
    }
    return chosen
  }
}

func namedBackground(_ name: String) -> Color? {
  let colors: [String: Color] = [
    "none": .clear, "clear": .clear, "white": .white, "black": .black, "gray": .gray, "red": .red,
    "orange": .orange, "yellow": .yellow, "green": .green, "blue": .blue, "cyan": .cyan,
  ]
  return colors[name.lowercased()]
}
