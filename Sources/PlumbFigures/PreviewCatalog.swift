import Foundation
import Plumb

extension PreviewItem {
  /// The preview as a figure: on an iPhone 15's screen with its status bar
  /// and home indicator (the default layout, as Xcode's canvas shows it),
  /// at its ideal size (`.sizeThatFitsLayout`), at a fixed size
  /// (`.fixedLayout(width:height:)`), or on the screen turned sideways
  /// (`.landscapeLeft`/`.landscapeRight`). Its title is where it is written
  /// and its name.
  public var figure: Figure {
    let title = [location, displayName].compactMap { $0 }.joined(separator: " ")
    let item = self
    var figure = Figure(name, proposal: canvas, title: title, file: fileID) { item.sizedView }
    figure.trapped = trapped
    return figure
  }
}

/// A module's previews as a figure catalog: `render`, `list`, `check` and
/// `render --watch` work on them as on any catalog. The module comes from
/// `PLUMB_PREVIEWS_MODULE` (set by `PreviewCatalog.main(module:)`, and
/// inherited by the render's worker processes); unset, every preview in
/// the process.
public enum PreviewCatalog: FigureCatalog {
  public static var figures: [Figure] {
    PreviewDiscovery.previews(module: ProcessInfo.processInfo.environment["PLUMB_PREVIEWS_MODULE"]).map(\.figure)
  }
  public static var defaultOutput: String { "previews" }
  public static var options: FigureOptions {
    FigureOptions(formats: [.png], scales: [2], appearances: [.light], background: nil, margin: 0)
  }

  /// Runs the figures command on `module`'s previews.
  public static func main(module: String) -> Never {
    setenv("PLUMB_PREVIEWS_MODULE", module, 1)
    setenv("PLUMB_WATCH_FILTER_CHANGED", "1", 1)
    // A preview whose provider or shared context traps while being found
    // would end the run before anything renders: found in a child first,
    // it fails alone, reported by name where it renders.
    PreviewDiscovery.isolateCrashingPreviews()
    if PreviewDiscovery.previews(module: module).isEmpty {
      let modules = Set(PreviewDiscovery.previews().map(\.module)).sorted()
      FileHandle.standardError.write(
        Data(
          ("No previews found in module \(module): looked for #Preview and PreviewProvider types in the "
            + "running executable (modules with previews: \(modules.isEmpty ? "none" : modules.joined(separator: ", "))).\n")
            .utf8))
      exit(1)
    }
    // Shared preview contexts are made here, on the main thread, before
    // previews are rendered in parallel.
    for preview in PreviewDiscovery.previews(module: module) { preview.prepare() }
    main()
    exit(0)
  }
}
