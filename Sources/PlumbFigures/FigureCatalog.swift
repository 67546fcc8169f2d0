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
///     }
///
/// `swift run DocsFigures` renders them; `list` and `check` too.
public protocol FigureCatalog {
  @FigureBuilder static var figures: [Figure] { get }
  /// Where figures go by default (`docs/figures`).
  static var defaultOutput: String { get }
  /// Images for `Image("name")` (default `Fixtures/images`).
  static var images: ImageCatalog { get }
}

extension FigureCatalog {
  public static var defaultOutput: String { "docs/figures" }
  public static var images: ImageCatalog { .standard }

  /// The command line: `render` (default), `list`, `check`.
  public static func main() {
    FiguresCommand<Self>.main()
  }
}
