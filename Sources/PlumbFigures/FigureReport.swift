import Foundation
import Plumb

/// What became of one figure in `render` or `check`: each of its files and
/// what happened to it, or, when it has none, why.
///
/// It is the same whether the figure rendered in this process or in a
/// worker process (see ``Workers``), which sends it as one line; `render`
/// and `check` sum reports up without knowing which.
struct FigureReport: Codable, Equatable, Sendable {
  var figure: String
  /// Why the figure has no files, as the whole message: its render error
  /// (`huge: the canvas would be …`), or how its worker process ended.
  var error: String?
  var files: [FileReport] = []
}

/// One file of a figure and what `render` did with it or `check` found.
struct FileReport: Codable, Equatable, Sendable {
  enum State: String, Codable, Sendable {
    /// Rendering gave the bytes on disk (`render` and `check`).
    case unchanged
    /// `render` wrote it.
    case written
    /// `render` could not write it; ``FileReport/error`` says why.
    case failed
    /// `check`: not on disk.
    case missing
    /// `check`: on disk with other bytes.
    case stale
  }

  var name: String
  var state: State
  var error: String?
}

/// What `render` and `check` do with a figure's files.
enum Settling: String, Sendable {
  /// `render`: write each file whose bytes changed.
  case write
  /// `check`: compare each file with the one on disk.
  case compare

  /// Writes or compares the outcome's files in `folder`.
  func settle(_ outcome: FigureOutcome, in folder: URL) -> FigureReport {
    let files: [FigureFile]
    switch outcome.result {
    case .failure(let error): return FigureReport(figure: outcome.figure, error: "\(outcome.figure): \(error)")
    case .success(let rendered): files = rendered
    }
    return FigureReport(figure: outcome.figure, files: files.map { file in
      let url = folder.appendingPathComponent(file.name)
      let onDisk = try? Data(contentsOf: url)
      if onDisk == file.data { return FileReport(name: file.name, state: .unchanged) }
      switch self {
      case .compare:
        return FileReport(name: file.name, state: onDisk == nil ? .missing : .stale)
      case .write:
        do {
          // Whole or not at all; a killed run's temporaries are removed
          // by the next (see AtomicFile).
          try AtomicFile.write(file.data, to: url)
          return FileReport(name: file.name, state: .written)
        } catch {
          return FileReport(name: file.name, state: .failed, error: "\(outcome.figure): \(error)")
        }
      }
    })
  }
}

/// The reports of the selected figures, in their order, and the step
/// counts the index page needs.
struct SettledFigures {
  var reports: [FigureReport]
  /// Each figure's number of alignment steps for the index page, when
  /// workers counted them (the parent runs no figure's code); nil when
  /// rendering in this process, where the index counts them itself.
  var stepCounts: [String: Int]?

  /// Renders and settles the selected figures: in worker processes when
  /// the catalog's executable runs (``Workers/isolating``), else here.
  static func make<Catalog: FigureCatalog>(
    _ settling: Settling, arguments: RenderArguments<Catalog>, progress: (@Sendable (Int, String) -> Void)?
  ) throws -> SettledFigures {
    let options = try arguments.options()
    let all = Catalog.figures
    let selected = try arguments.selectedPositions(all)
    if let executable = Workers.executable() {
      return Workers.settle(
        settling, selected, of: all, executable: executable, arguments: arguments,
        index: arguments.indexPath != nil, progress: progress)
    }
    let folder = URL(fileURLWithPath: arguments.folder)
    let outcomes = renderAll(selected.map { all[$0] }, options: options, images: Catalog.images, progress: progress)
    return SettledFigures(reports: outcomes.map { settling.settle($0, in: folder) }, stepCounts: nil)
  }
}
