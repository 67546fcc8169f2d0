import PlumbFigures
import PlumbGallery

/// The seed figures. Their folder, index page and options are declared here,
/// so `make figures` (`render`) and `make check-figures` (`check`) need no
/// flags and cannot disagree.
@main
struct SeedGallery: FigureCatalog {
  static var figures: [Figure] { Gallery.figures }
  static var defaultOutput: String { "docs/figures" }
  static var defaultIndex: String? { "docs/gallery.md" }
  static var options: FigureOptions {
    FigureOptions(formats: [.svg, .png], scales: [2], appearances: [.light], background: nil, margin: 8)
  }
}
