import ArgumentParser
import Foundation
import Plumb

/// The catalog's command line.
struct FiguresCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ProcessInfo.processInfo.arguments.first.map { ($0 as NSString).lastPathComponent },
      abstract: "Render this package's figures.",
      subcommands: [
        RenderCommand<Catalog>.self, ListCommand<Catalog>.self, CheckCommand<Catalog>.self,
        ExplainCommand<Catalog>.self,
      ],
      defaultSubcommand: RenderCommand<Catalog>.self)
  }
}

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

  @Option(name: .long, help: "Margin around each figure, in points.")
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
    guard margin.isFinite, margin >= 0 else { throw ValidationError("margin must be a length of 0 or more, not \(margin)") }
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

/// A progress line on a terminal; nothing when not a terminal.
struct Progress {
  let total: Int
  let enabled = isatty(STDERR_FILENO) == 1
  func callback() -> (@Sendable (Int, String) -> Void)? {
    guard enabled else { return nil }
    let total = total
    return { done, name in
      FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
    }
  }
  func finish() {
    if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}

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

struct CheckCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check", abstract: "Exit non-zero if a figure on disk differs from what would render now.")
  }

  @OptionGroup var arguments: RenderArguments

  func run() throws {
    let options = try arguments.options()
    let figures = try arguments.selected(Catalog.figures)
    let folder = URL(fileURLWithPath: arguments.output ?? Catalog.defaultOutput)
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

/// Errors go to standard error, so the summary on standard output stays clean.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}
