import Foundation
import Plumb

/// A package's figures, rendered by one command:
///
///     import PlumbFigures
///     @main struct DocsFigures: FigureCatalog {
///       static var figures: [Figure] {
///         Figure("hstack-feet") { FeetExample() }
///         Figure("stripes", proposal: .init(width: 300, height: nil)) { Stripes() }
///       }
///       static var options: FigureOptions { FigureOptions(scales: [1, 2], appearances: [.light, .dark]) }
///     }
///
/// `swift run DocsFigures` renders them; `list` and `check` too. `render`
/// and `check` start from the catalog's defaults (folder, index, options),
/// so they agree without repeating flags; flags override them.
public protocol FigureCatalog {
  @FigureBuilder static var figures: [Figure] { get }
  /// Where figures go by default (`docs/figures`).
  static var defaultOutput: String { get }
  /// A markdown page of every figure beside its code, written (and checked)
  /// when figures go into ``defaultOutput`` (default: none).
  static var defaultIndex: String? { get }
  /// Formats, scales, appearances, background and margin (default: SVG and
  /// PNG at 2x, light, 8 points of margin).
  static var options: FigureOptions { get }
  /// Images for `Image("name")` (default `Fixtures/images`).
  static var images: ImageCatalog { get }
}

extension FigureCatalog {
  public static var defaultOutput: String { "docs/figures" }
  public static var defaultIndex: String? { nil }
  public static var options: FigureOptions { FigureOptions() }
  public static var images: ImageCatalog { .standard }

  /// The command line: `render` (default), `list`, `check`. `render` and
  /// `check` run the figures in worker processes, so a figure that crashes
  /// costs only itself (see `Workers`).
  public static func main() {
    Workers.isolating = true
    FiguresCommand<Self>.main()
  }
}
