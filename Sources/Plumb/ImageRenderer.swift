@_implementationOnly import CCairo
import Foundation
import PlumbCore

/// Renders a view to PNG, SVG or PDF, shaped like SwiftUI's ImageRenderer.
///
///     let renderer = ImageRenderer(content: view)
///     renderer.proposedSize = ProposedViewSize(width: 400, height: nil)
///     renderer.scale = 2
///     let png = try renderer.pngData()
///     try renderer.write(to: URL(fileURLWithPath: "docs/figures/feet.svg"))
///
/// Text is measured and drawn with Pango in the pinned Inter font; output
/// is deterministic: the same view gives the same bytes.
public final class ImageRenderer<Content: View> {
  public var content: Content { didSet { cachedLayout = nil } }
  /// The proposal for the root view (default: unspecified, the ideal size).
  public var proposedSize: ProposedViewSize = .unspecified { didSet { cachedLayout = nil } }
  /// Pixels per point for PNG output.
  public var scale: CGFloat = 1
  /// Painted behind the figure, margin included; nil leaves it transparent.
  public var background: Color?
  /// Empty space around the figure, in points.
  public var margin: CGFloat = 0
  /// Light or dark: `.primary`, `.secondary` and the named colors follow it.
  /// A view's `preferredColorScheme(_:)` overrides it, as it overrides the
  /// window's in SwiftUI.
  public var colorScheme: ColorScheme = .light { didSet { cachedLayout = nil } }
  /// Where `Image("name")` looks for `name.png`.
  public var images: ImageCatalog = .standard { didSet { cachedLayout = nil } }
  /// The largest canvas side, in pixels, before rendering refuses.
  public var maxPixelsPerSide = 16_384
  /// Draws the layout over the whole figure (leaf and container frames,
  /// alignment lines), as `.layoutGuides()` does for a subtree.
  public var layoutGuides: LayoutGuideStyle?
  /// Frames the content in a device's screen (`Device.iPhone15`): the
  /// proposal becomes the screen, with its status bar and home indicator.
  public var device: Device? { didSet { cachedLayout = nil } }
  /// The environment the content starts with (its color scheme is replaced
  /// by `colorScheme`).
  public var environment = EnvironmentValues() { didSet { cachedLayout = nil } }

  /// The layout the last render used: scale, background, margin and guides
  /// do not change it, so writing several formats and scales lays out once.
  private var cachedLayout: LayoutResult?

  public init(content: Content) {
    self.content = content
  }

  /// The layout the renderer draws, measured with Pango.
  public func layout() throws -> LayoutResult {
    if let cachedLayout { return cachedLayout }
    var env = environment
    env.colorScheme = colorScheme
    let measurer = try PangoTextMeasurer()
    let result =
      if let device {
        LayoutResult(
          of: content.deviceFrame(device), proposal: ProposedViewSize(device.screen), measurer: measurer,
          images: images, environment: env)
      } else {
        LayoutResult(of: content, proposal: proposedSize, measurer: measurer, images: images, environment: env)
      }
    cachedLayout = result
    return result
  }

  public func pngData() throws -> Data {
    try render(.png)
  }

  /// The PNG's pixels without encoding a PNG: the fast path for snapshot
  /// tests, which compare decoded pixels anyway.
  public func pixelImage() throws -> PixelImage {
    let result = try layout()
    var image: PixelImage?
    _ = try render(.png, result: result, encode: { pixelSize, s, draw in
      image = try CairoOutput.renderPixels(pixelSize: pixelSize, scale: s, draw: draw)
      return Data()
    }) { scale in
      DisplayList(result, scale: scale, colorScheme: result.environment.colorScheme, guides: layoutGuides)
    }
    return image!
  }

  public func svgData() throws -> Data {
    try render(.svg)
  }

  public func pdfData() throws -> Data {
    try render(.pdf)
  }

  /// Writes the figure; the format comes from the extension (png, svg,
  /// pdf). The file is written whole under a temporary name and renamed,
  /// so a failed render leaves no partial file (see `AtomicFile` for what a
  /// killed process leaves, and how the next write removes it).
  public func write(to url: URL) throws {
    guard let format = ImageFormat(rawValue: url.pathExtension.lowercased()) else {
      throw RenderError(
        .unknownFormat, "cannot tell the format of \(url.lastPathComponent): use a .png, .svg or .pdf extension")
    }
    try AtomicFile.write(try render(format), to: url)
  }

  /// A step-by-step sequence for a blog post: one figure per child placed
  /// by the alignment process of the stack marked `.id(stack)` (or the
  /// first stack), with the layout guides drawn. The last is the finished
  /// figure.
  public func alignmentSteps(_ format: ImageFormat, stack: String? = nil) throws -> [Data] {
    let result = try layout()
    let guides = layoutGuides ?? LayoutGuideStyle()
    return try result.alignmentSteps(stack: stack).map { step in
      try render(format, result: result) { scale in
        DisplayList(result, scale: scale, colorScheme: result.environment.colorScheme, guides: guides, step: step)
      }
    }
  }

  func render(_ format: ImageFormat) throws -> Data {
    let result = try layout()
    return try render(format, result: result) { scale in
      DisplayList(result, scale: scale, colorScheme: result.environment.colorScheme, guides: layoutGuides)
    }
  }

  /// Throws what drawing `result` would throw before any pixel is drawn: a
  /// missing image, a size that is not finite, no font. The `.layout`
  /// snapshot asks it, so a layout that cannot be drawn never passes.
  package func validate(_ result: LayoutResult) throws {
    try check(DisplayList(result, scale: 1, colorScheme: result.environment.colorScheme, guides: layoutGuides), result)
    _ = try FontLibrary.shared()
  }

  private func check(_ list: DisplayList, _ result: LayoutResult) throws {
    if !result.missingEnvironmentObjects.isEmpty {
      throw RenderError.environmentObjectMissing(result.missingEnvironmentObjects)
    }
    let missing = list.missingImages
    if !missing.isEmpty { throw RenderError.imageMissing(missing, images) }
    guard result.size.width.isFinite, result.size.height.isFinite else {
      throw RenderError.nonFiniteSize(result.size)
    }
  }

  typealias Encoder = ((Int, Int), CGFloat, (OpaquePointer) throws -> Void) throws -> Data

  func render(
    _ format: ImageFormat, result: LayoutResult, encode: Encoder? = nil, list makeList: (CGFloat) -> DisplayList
  ) throws -> Data {
    var list = makeList(format == .png ? scale : 1)
    try check(list, result)
    let m = margin.isFinite ? max(0, margin) : 0
    // The root's size, unless guide labels needed room outside it.
    let drawn = list.bounds
    let points = CGSize(width: drawn.width + 2 * m, height: drawn.height + 2 * m)
    let s = format == .png ? (scale.isFinite && scale > 0 ? scale : 1) : 1
    // Checked as doubles before any conversion: a huge size must be an
    // error, not an integer overflow.
    let limit = min(max(1, maxPixelsPerSide), Int(Int32.max))
    let wd = (points.width * s).rounded(.up), hd = (points.height * s).rounded(.up)
    guard wd.isFinite, hd.isFinite, wd <= CGFloat(limit), hd <= CGFloat(limit) else {
      throw RenderError.canvasTooLarge(wd, hd, limit: limit)
    }
    let pw = Int(wd), ph = Int(hd)
    // A figure with no area has no pixels: every format refuses it alike.
    guard pw > 0, ph > 0 else { throw RenderError.emptyCanvas(points) }
    let fonts = try FontLibrary.shared()
    let title = result.rootAccessibilityLabel
    if m > 0 || drawn.origin != .zero { list.translate(dx: m - drawn.minX, dy: m - drawn.minY) }
    let bg = background?.resolve(in: result.environment.colorScheme)
    let draw: (OpaquePointer) throws -> Void = { cr in
      if let bg {
        cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
        cairo_paint(cr)
      }
      try CairoCanvas(cr, fonts: fonts).draw(list)
    }
    if let encode { return try encode((pw, ph), s, draw) }
    return try CairoOutput.render(format, pixelSize: (pw, ph), points: points, scale: s, title: title, draw: draw)
  }
}

/// An output format: the one enum the renderer, the figure catalog
/// (`FigureFormat`) and its command line (`--format svg,png,pdf`) share.
public enum ImageFormat: String, Sendable, CaseIterable {
  case svg, png, pdf
}

extension ImageRenderer {
  /// The figure as a `UIImage`, as SwiftUI's renderer gives it: its PNG
  /// (at `scale`) is kept, so `uiImage?.pngData()` is the figure's PNG and
  /// `size` its size in points. Nil when the view cannot be drawn.
  public var uiImage: UIImage? { (try? pngData()).flatMap { UIImage(data: $0, scale: scale) } }
  /// The Mac's name for `uiImage`.
  public var nsImage: NSImage? { uiImage }
  /// A Core Graphics image of the figure's pixel size (no pixels are
  /// handed to app code, so none are drawn: the render stops at its size).
  public var cgImage: CGImage? {
    guard let result = try? layout() else { return nil }
    var size: (width: Int, height: Int)?
    _ = try? render(.png, result: result, encode: { pixelSize, _, _ in
      size = pixelSize
      return Data()
    }) { scale in
      DisplayList(result, scale: scale, colorScheme: result.environment.colorScheme, guides: layoutGuides)
    }
    return size.map { CGImage(width: $0.width, height: $0.height) }
  }
}
