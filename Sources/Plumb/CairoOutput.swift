@_implementationOnly import CCairo
import Foundation

/// Makes a Cairo surface for a format, runs the drawing, and returns the
/// encoded bytes, normalized so the same drawing gives the same bytes.
enum CairoOutput {
  /// Collects what Cairo writes to a stream.
  final class Sink {
    var data = Data()
  }

  static let write: cairo_write_func_t = { closure, bytes, length in
    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
    if let bytes { sink.data.append(bytes, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
  }

  static func render(
    _ format: ImageFormat, pixelSize: (Int, Int), points: CGSize, scale: CGFloat, title: String?,
    draw: (OpaquePointer) throws -> Void
  ) throws -> Data {
    let sink = Sink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface: OpaquePointer
    switch format {
    case .png:
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelSize.0), Int32(pixelSize.1))
    case .svg:
      surface = cairo_svg_surface_create_for_stream(write, closure, Double(points.width), Double(points.height))
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(write, closure, Double(points.width), Double(points.height))
      // A fixed date: Cairo would stamp the current time.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Plumb")
      if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
    }
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface), "creating the \(format.rawValue) surface")
    try drawOn(surface, scale: format == .png ? scale : 1, draw)
    if format == .png {
      cairo_surface_flush(surface)
      try check(cairo_surface_write_to_png_stream(surface, write, closure), "encoding the PNG")
    } else {
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface), "finishing the \(format.rawValue)")
    }
    switch format {
    case .svg: return SVGNormalizer.normalize(sink.data, title: title)
    default: return sink.data
    }
  }

  /// Draws into an image surface and returns its pixels, with no PNG
  /// encoding at all: what snapshot tests compare.
  static func renderPixels(pixelSize: (Int, Int), scale: CGFloat, draw: (OpaquePointer) throws -> Void) throws -> PixelImage {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelSize.0), Int32(pixelSize.1))!
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface), "creating the image surface")
    try drawOn(surface, scale: scale, draw)
    return PixelImage(surface: surface)
  }

  /// Runs the drawing on a fresh context at `scale`, then checks its status.
  private static func drawOn(_ surface: OpaquePointer, scale: CGFloat, _ draw: (OpaquePointer) throws -> Void) throws {
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if scale != 1 { cairo_scale(cr, Double(scale), Double(scale)) }
    try draw(cr)
    try check(cairo_status(cr), "drawing")
  }

  static func check(_ status: cairo_status_t, _ what: String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError(
        .cairo,
        "Cairo failed while \(what): \(String(cString: cairo_status_to_string(status))); "
          + "this is a bug or the machine is out of memory — please report it with the view that caused it")
    }
  }
}
