import Foundation
import Plumb

/// A file format a catalog writes.
public typealias FigureFormat = ImageFormat

/// How a catalog renders: which files, at which scales and appearances.
/// A catalog declares its own in ``FigureCatalog/options``; the command
/// line's flags override them one by one.
public struct FigureOptions: Sendable, Equatable {
  public var formats: [FigureFormat]
  /// PNG pixels per point, each a file: `name.png`, `name@2x.png`, `name@3x.png`.
  public var scales: [Int]
  public var appearances: [ColorScheme]
  /// nil: white in light mode, black in dark mode; `.clear`: transparent.
  public var background: Color?
  /// Empty space around each figure, in points.
  public var margin: CGFloat

  public init(
    formats: [FigureFormat] = [.svg, .png], scales: [Int] = [2], appearances: [ColorScheme] = [.light],
    background: Color? = nil, margin: CGFloat = 8
  ) {
    self.formats = formats
    self.scales = scales
    self.appearances = appearances
    self.background = background
    self.margin = margin
  }
}

/// One rendered file: its name (DocC's convention) and bytes.
public struct FigureFile: Sendable, Equatable {
  public let name: String
  public let data: Data
}

/// DocC's image names: `name.png`, `name@2x.png`, `name~dark@2x.png`;
/// SVG and PDF are resolution-free, so they carry no scale.
public func docCFileName(_ name: String, format: FigureFormat, scale: Int, appearance: ColorScheme) -> String {
  let base = appearance == .dark ? "\(name)~dark" : name
  switch format {
  case .png: return scale == 1 ? "\(base).png" : "\(base)@\(scale)x.png"
  case .svg, .pdf: return "\(base).\(format.rawValue)"
  }
}

extension Figure {
  func renderer(_ options: FigureOptions, appearance: ColorScheme, images: ImageCatalog) -> ImageRenderer<AnyView> {
    var view = view
    if let title { view = AnyView(view.accessibilityLabel(title)) }
    let r = ImageRenderer(content: view)
    r.proposedSize = proposal
    r.colorScheme = appearance
    r.background = options.background ?? (appearance == .dark ? .black : .white)
    r.margin = options.margin
    r.images = images
    return r
  }

  /// Every file of this figure for the options.
  public func render(_ options: FigureOptions, images: ImageCatalog = .standard) throws -> [FigureFile] {
    var files: [FigureFile] = []
    for appearance in options.appearances {
      let r = renderer(options, appearance: appearance, images: images)
      for format in options.formats {
        switch format {
        case .svg:
          files.append(FigureFile(name: docCFileName(name, format: .svg, scale: 1, appearance: appearance), data: try r.svgData()))
        case .pdf:
          files.append(FigureFile(name: docCFileName(name, format: .pdf, scale: 1, appearance: appearance), data: try r.pdfData()))
        case .png:
          for scale in options.scales {
            r.scale = CGFloat(scale)
            files.append(FigureFile(name: docCFileName(name, format: .png, scale: scale, appearance: appearance), data: try r.pngData()))
          }
        }
      }
      if steps { files += try stepFiles(r, options, appearance: appearance) }
    }
    return files
  }

  /// `name-step1.svg`, `name-step1@2x.png`, …: one per child placed.
  private func stepFiles(_ r: ImageRenderer<AnyView>, _ options: FigureOptions, appearance: ColorScheme) throws -> [FigureFile] {
    var files: [FigureFile] = []
    for format in options.formats {
      let scales = format == .png ? options.scales : [1]
      for scale in scales {
        r.scale = CGFloat(scale)
        let steps = try r.alignmentSteps(format)
        for (i, data) in steps.enumerated() {
          let file = docCFileName("\(name)-step\(i + 1)", format: format, scale: scale, appearance: appearance)
          files.append(FigureFile(name: file, data: data))
        }
      }
    }
    return files
  }
}

/// The outcome of rendering one figure.
public struct FigureOutcome: Sendable {
  public let figure: String
  public let result: Result<[FigureFile], RenderError>
}

/// Renders figures in parallel across cores; the outcomes come back in the
/// figures' order, whatever order they finished in.
public func renderAll(
  _ figures: [Figure], options: FigureOptions, images: ImageCatalog = .standard,
  progress: (@Sendable (Int, String) -> Void)? = nil
) -> [FigureOutcome] {
  let results = OutcomeStore(count: figures.count)
  DispatchQueue.concurrentPerform(iterations: figures.count) { i in
    let figure = figures[i]
    let done = results.set(i, outcome(of: figure, options: options, images: images))
    progress?(done, figure.name)
  }
  return results.all
}

/// One figure's outcome: its files, or why it has none.
func outcome(of figure: Figure, options: FigureOptions, images: ImageCatalog) -> FigureOutcome {
  let outcome: Result<[FigureFile], RenderError>
  do {
    outcome = .success(try figure.render(options, images: images))
  } catch let error as RenderError {
    outcome = .failure(error)
  } catch {
    outcome = .failure(RenderError(kind: .cairo, description: "\(error)"))
  }
  return FigureOutcome(figure: figure.name, result: outcome)
}

/// Collects outcomes from the worker threads.
private final class OutcomeStore: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [FigureOutcome?]
  private var finished = 0
  init(count: Int) { items = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ o: FigureOutcome) -> Int {
    lock.lock()
    defer { lock.unlock() }
    items[i] = o
    finished += 1
    return finished
  }
  var all: [FigureOutcome] {
    lock.lock()
    defer { lock.unlock() }
    return items.map { $0! }
  }
}

/// The figure's code for the index: the lines after `// MARK: figure NAME`
/// up to the next `// MARK:`, in the file that declared the figure or a
/// Swift file beside it or below it.
func sourceSnippet(for figure: Figure) -> String? {
  let folder = (figure.file as NSString).deletingLastPathComponent
  var candidates = [figure.file]
  if let walker = FileManager.default.enumerator(atPath: folder) {
    let found = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    candidates += found.map { (folder as NSString).appendingPathComponent($0) }
  }
  for file in candidates {
    if let snippet = snippet(named: figure.name, in: file) { return snippet }
  }
  return nil
}

private func snippet(named name: String, in file: String) -> String? {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
  let lines = text.components(separatedBy: "\n")
  guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// MARK: figure \(name)" })
  else { return nil }
  var body: [String] = []
  for line in lines[(start + 1)...] {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("// MARK:") { break }
    body.append(line)
  }
  while body.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeLast() }
  return body.joined(separator: "\n")
}

/// A markdown page showing each figure beside the code that made it.
public func markdownIndex(_ figures: [Figure], title: String, figuresPath: String) -> String {
  markdownIndex(figures, title: title, figuresPath: figuresPath, stepCount: indexStepCount)
}

/// The index page with each figure's number of steps from `stepCount`
/// (nil: show none), so a catalog's process can take them from workers
/// instead of running figures' code itself.
func markdownIndex(_ figures: [Figure], title: String, figuresPath: String, stepCount: (Figure) -> Int?) -> String {
  var out = "# \(title)\n\nGenerated by `make figures`; do not edit by hand.\n"
  for figure in figures {
    out += "\n## \(figure.title ?? figure.name)\n\n"
    out += "![\(figure.title ?? figure.name)](\(figuresPath)/\(figure.name).svg)\n"
    if figure.steps, let count = stepCount(figure) {
      out += "\nStep by step:\n\n"
      out += (0..<count).map { "![step \($0 + 1)](\(figuresPath)/\(figure.name)-step\($0 + 1).svg)" }.joined(separator: " ")
      out += "\n"
    }
    if figure.proposal != .unspecified {
      out += "\nProposed size: \(figure.proposal)\n"
    }
    if let code = sourceSnippet(for: figure) {
      out += "\n```swift\n\(code)\n```\n"
    }
  }
  return out
}

/// A figure's number of alignment steps as the index shows them; nil when
/// they cannot be drawn.
func indexStepCount(_ figure: Figure) -> Int? {
  (try? figure.renderer(FigureOptions(), appearance: .light, images: .standard).alignmentSteps(.svg))?.count
}
