import PlumbFigures
import PlumbGallery

/// The seed figures: `make figures` renders them into docs/figures.
@main
struct SeedGallery: FigureCatalog {
  static var figures: [Figure] { Gallery.figures }
}
