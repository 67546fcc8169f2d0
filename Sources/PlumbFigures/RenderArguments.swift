import ArgumentParser
import Foundation
import Plumb

/// Options shared by `render` and `check`. Each starts from the catalog's
/// default (``FigureCatalog/defaultOutput``, ``FigureCatalog/options``), so
/// the two commands agree without repeating flags; a flag overrides it.
struct RenderArguments<Catalog: FigureCatalog>: ParsableArguments {
  @Option(name: .long, help: "The folder figures go in (default: \(Catalog.defaultOutput)).")
  var output: String?

  @Option(
    name: .long,
    help: "Comma-separated formats: svg, png, pdf (default: \(Catalog.options.formats.map(\.rawValue).joined(separator: ",")))."
  )
  var format: String?

  @Option(
    name: .long,
    help: "Comma-separated PNG scales: 1, 2, 3 (default: \(Catalog.options.scales.map(String.init).joined(separator: ",")))."
  )
  var scale: String?

  @Option(
    name: .long,
    help: """
      Comma-separated appearances: light, dark \
      (default: \(Catalog.options.appearances.map(\.rawValue).joined(separator: ","))).
      """)
  var appearance: String?

  @Option(
    name: .long,
    help: """
      Only figures whose name matches this pattern (* and ? wildcards; several patterns \
      separated by commas); orphaned files are then looked for among these figures' files only.
      """)
  var filter: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      Only part i of n of the figures (1/3, 2/3, 3/3), split by a hash of each name (FNV-1a), \
      so adding a figure never moves another; orphaned files are then looked for among these \
      figures' files only.
      """, valueName: "i/n"))
  var shard: String?

  @Option(
    name: .long,
    help: """
      Background: auto (white in light, black in dark), none, white, black, or a named color \
      (default: \(backgroundName(Catalog.options.background))).
      """)
  var background: String?

  /// Parsed unconditionally, so `--margin -1` reaches the check below
  /// instead of being taken for a flag named `-1`.
  @Option(
    name: .long, parsing: .unconditional,
    help: "Margin around each figure, in points, 0 or more (default: \(String(format: "%g", Double(Catalog.options.margin))))."
  )
  var margin: Double?

  @Option(
    name: .long,
    help: """
      A markdown page of every figure beside its code \
      (default: \(Catalog.defaultIndex ?? "none"), when figures go into \(Catalog.defaultOutput)).
      """)
  var index: String?

  /// Hidden: makes this process a worker that renders these figures (by
  /// position in the catalog) and reports each on a line (see ``Workers``).
  @Option(name: .customLong("worker-figures"), help: .hidden)
  var workerFigures: String?

  /// Hidden: makes this process a worker that counts these figures' steps
  /// for the index page.
  @Option(name: .customLong("worker-steps"), help: .hidden)
  var workerSteps: String?

  /// Whether this process is a worker of another.
  var isWorker: Bool { workerFigures != nil || workerSteps != nil }

  /// The output folder as given, or the catalog's.
  var folder: String { output ?? Catalog.defaultOutput }

  /// The index page: the one given, else the catalog's when figures go
  /// into the catalog's folder (its links point there).
  var indexPath: String? {
    if let index { return index }
    let given = URL(fileURLWithPath: folder).standardizedFileURL.path
    let standard = URL(fileURLWithPath: Catalog.defaultOutput).standardizedFileURL.path
    return given == standard ? Catalog.defaultIndex : nil
  }

  /// The catalog's options with each flag given applied over them.
  func options() throws -> FigureOptions {
    var o = Catalog.options
    if let format { o.formats = try list(format, "format") { FigureFormat(rawValue: $0) } }
    if let scale { o.scales = try list(scale, "scale") { Int($0).flatMap { (1...3).contains($0) ? $0 : nil } } }
    if let appearance { o.appearances = try list(appearance, "appearance") { ColorScheme(rawValue: $0) } }
    if let background {
      if background.lowercased() == "auto" {
        o.background = nil
      } else if let color = namedBackground(background) {
        o.background = color
      } else {
        throw ValidationError(
          "unknown background '\(background)'; accepted: auto, none, white, black, gray, red, yellow, …")
      }
    }
    if let margin {
      guard margin.isFinite, margin >= 0 else {
        throw ValidationError("--margin must be a length of 0 or more points, not \(String(format: "%g", margin))")
      }
      o.margin = CGFloat(margin)
    }
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

  /// The figures `--filter`, then `--shard`, select. A filter that
  /// matches nothing is an error; a shard may be empty.
  func selected(_ figures: [Figure]) throws -> [Figure] {
    try selectedPositions(figures).map { figures[$0] }
  }

  /// The selected figures' positions in `figures`, in order.
  func selectedPositions(_ figures: [Figure]) throws -> [Int] {
    var chosen = Array(figures.indices)
    if let filter {
      let patterns = filter.split(separator: ",").map(String.init)
      chosen = chosen.filter { i in patterns.contains { fnmatch($0, figures[i].name, 0) == 0 } }
      if chosen.isEmpty {
        throw ValidationError("no figure matches '\(filter)'; figures: \(figures.map(\.name).joined(separator: ", "))")
      }
    }
    if let shard {
      let part = try Shard(parsing: shard)
      chosen = chosen.filter { part.contains(figures[$0].name) }
    }
    return chosen
  }

  /// The selected figures' names when --filter or --shard leaves some out:
  /// orphans are then looked for among their files only. nil: every figure.
  func scope(_ selected: [Figure]) -> Set<String>? {
    filter == nil && shard == nil ? nil : Set(selected.map(\.name))
  }

  /// The flags given, typed again, for a command a message suggests.
  var flags: [String] {
    let given: [(String, String?)] = [
      ("output", output), ("format", format), ("scale", scale), ("appearance", appearance),
      ("filter", filter), ("shard", shard), ("background", background),
      ("margin", margin.map { String(format: "%g", $0) }), ("index", index),
    ]
    return given.flatMap { name, value in value.map { ["--\(name)", shellQuoted($0)] } ?? [] }
  }

  /// A worker's flags: the folder and how to render, exactly as given
  /// (the margin in full, not as `flags` shows it). The selection, the
  /// index page and `--prune` are the parent's business.
  var workerFlags: [String] {
    let given: [(String, String?)] = [
      ("output", folder), ("format", format), ("scale", scale), ("appearance", appearance),
      ("background", background), ("margin", margin.map { "\($0)" }),
    ]
    return given.flatMap { name, value in value.map { ["--\(name)=\($0)"] } ?? [] }
  }

  /// Where a file of the output folder is, as the user named the folder.
  func path(_ file: String) -> String {
    (folder as NSString).appendingPathComponent(file)
  }

  /// The index page's text, and where it goes; nil when there is none.
  /// With `stepCounts` (from workers), no figure's code runs here.
  func indexPage(stepCounts: [String: Int]? = nil) -> (url: URL, text: String)? {
    guard let indexPath else { return nil }
    let url = URL(fileURLWithPath: indexPath)
    let relative = relativePath(from: url.deletingLastPathComponent(), to: URL(fileURLWithPath: folder))
    let stepCount: (Figure) -> Int? = stepCounts.map { counts in { counts[$0.name] } } ?? indexStepCount
    return (url, markdownIndex(Catalog.figures, title: "Gallery", figuresPath: relative, stepCount: stepCount))
  }
}

private let backgrounds: [(String, Color)] = [
  ("none", .clear), ("clear", .clear), ("white", .white), ("black", .black), ("gray", .gray), ("red", .red),
  ("orange", .orange), ("yellow", .yellow), ("green", .green), ("blue", .blue), ("cyan", .cyan),
]

func namedBackground(_ name: String) -> Color? {
  backgrounds.first { $0.0 == name.lowercased() }?.1
}

/// A background's name for help: `auto` for nil, else its name in the table.
func backgroundName(_ color: Color?) -> String {
  guard let color else { return "auto" }
  return backgrounds.first { $0.1 == color }?.0 ?? "the catalog's"
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
