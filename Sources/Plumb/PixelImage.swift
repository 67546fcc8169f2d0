@_implementationOnly import CCairo
import Foundation

/// A decoded image: straight (not premultiplied) RGBA, 8 bits a channel,
/// rows top to bottom. For pixel tests and snapshot diffs.
public struct PixelImage: Equatable, Sendable {
  public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      self.r = r
      self.g = g
      self.b = b
      self.a = a
    }
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
  }

  public let width: Int
  public let height: Int
  public var pixels: [Pixel]

  /// An image of `width × height` pixels, rows top to bottom. Negative
  /// sizes become 0; missing pixels are transparent, extra ones dropped.
  public init(width: Int, height: Int, pixels: [Pixel]) {
    let w = max(0, min(width, Int(Int32.max))), h = max(0, min(height, Int(Int32.max)))
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    let n = overflow ? 0 : count
    self.width = overflow ? 0 : w
    self.height = overflow ? 0 : h
    var p = Array(pixels.prefix(n))
    if p.count < n { p += Array(repeating: Pixel(r: 0, g: 0, b: 0, a: 0), count: n - p.count) }
    self.pixels = p
  }

  public subscript(x: Int, y: Int) -> Pixel {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// Decodes PNG bytes.
  public init(pngData: Data) throws {
    final class Source {
      let data: Data
      var offset = 0
      init(_ data: Data) { self.data = data }
    }
    let source = Source(pngData)
    let read: cairo_read_func_t = { closure, buffer, length in
      let s = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
      let n = Int(length)
      guard s.offset + n <= s.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
      s.data.copyBytes(to: buffer, from: s.offset..<(s.offset + n))
      s.offset += n
      return CAIRO_STATUS_SUCCESS
    }
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())!
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError(.imageUnreadable, "the data is not a readable PNG: \(pngProblem(pngData, status)); re-export it as PNG")
    }
    self.init(surface: surface)
  }

  /// Reads an ARGB32 Cairo surface. Opaque and transparent pixels (most
  /// of a figure) skip the division that undoes premultiplied alpha.
  init(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let w = max(0, Int(cairo_image_surface_get_width(surface))), h = max(0, Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = cairo_image_surface_get_data(surface)
    let out = [Pixel](unsafeUninitializedCapacity: w * h) { buffer, count in
      let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
      for y in 0..<h {
        let row = base.map { UnsafeRawPointer($0 + y * stride).assumingMemoryBound(to: UInt32.self) }
        for x in 0..<w {
          let pixel: Pixel
          if let row {
            let v = row[x]
            let a = UInt8(v >> 24), r = UInt8((v >> 16) & 0xFF), g = UInt8((v >> 8) & 0xFF), b = UInt8(v & 0xFF)
            switch a {
            case 0: pixel = clear
            case 255: pixel = Pixel(r: r, g: g, b: b, a: 255)
            default:
              func unpremultiply(_ c: UInt8) -> UInt8 {
                UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
              }
              pixel = Pixel(r: unpremultiply(r), g: unpremultiply(g), b: unpremultiply(b), a: a)
            }
          } else {
            pixel = clear
          }
          (buffer.baseAddress! + (y * w + x)).initialize(to: pixel)
        }
      }
      count = w * h
    }
    width = w
    height = h
    pixels = out
  }

  /// Encodes as PNG.
  public func pngData() throws -> Data {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    try CairoOutput.check(cairo_surface_status(surface), "creating an image")
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let base = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let p = self[x, y]
          func premultiply(_ c: UInt8) -> UInt32 { UInt32((Int(c) * Int(p.a) + 127) / 255) }
          row[x] = UInt32(p.a) << 24 | premultiply(p.r) << 16 | premultiply(p.g) << 8 | premultiply(p.b)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let sink = CairoOutput.Sink()
    try CairoOutput.check(
      cairo_surface_write_to_png_stream(surface, CairoOutput.write, Unmanaged.passUnretained(sink).toOpaque()),
      "encoding a PNG")
    return sink.data
  }
}

/// Why PNG bytes could not be decoded, in words: Cairo reports a corrupt or
/// truncated file as "out of memory".
func pngProblem(_ data: Data, _ status: cairo_status_t) -> String {
  let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  if data.isEmpty { return "the file is empty" }
  if data.count < 8 || Array(data.prefix(8)) != signature { return "it does not start with the PNG signature, so it is not a PNG file" }
  switch status {
  case CAIRO_STATUS_NO_MEMORY, CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_PNG_ERROR:
    return "the file is corrupt or truncated (\(data.count) bytes)"
  default:
    return String(cString: cairo_status_to_string(status))
  }
}
