@_implementationOnly import CCairo
@_implementationOnly import CPlumbJPEG
import Foundation
import PlumbCore

/// Draws a display list on a Cairo context. Created and used within one
/// render call; no Cairo handle leaves it.
final class CairoCanvas {
  let cr: OpaquePointer
  let fonts: FontLibrary
  private var images: [URL: OpaquePointer] = [:]
  /// This drawing's own Pango context: updating it to the Cairo target
  /// never changes how text measures.
  private var textContext: OpaquePointer?

  init(_ cr: OpaquePointer, fonts: FontLibrary) {
    self.cr = cr
    self.fonts = fonts
  }

  deinit {
    for surface in images.values { cairo_surface_destroy(surface) }
    if let textContext { g_object_unref(UnsafeMutableRawPointer(textContext)) }
  }

  func draw(_ list: DisplayList) throws {
    for item in list.items {
      switch item {
      case .fill(let path, let color):
        addPath(path)
        setColor(color)
        cairo_fill(cr)
      case .gradient(let path, let gradient):
        addPath(path)
        fillGradient(gradient)
      case .stroke(let path, let color, let lineWidth):
        addPath(path)
        setColor(color)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_stroke(cr)
      case .styledStroke(let path, let color, let style):
        addPath(path)
        setColor(color)
        cairo_save(cr)
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        // Cairo refuses a dash whose lengths are all 0 or any negative.
        let dash = style.dash.map { Double($0) }
        if !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) {
          cairo_set_dash(cr, dash, Int32(dash.count), Double(style.dashPhase))
        }
        cairo_stroke(cr)
        cairo_restore(cr)
      case .text(let content, let origin, let wrapWidth, _, let color):
        drawText(content, origin: origin, wrapWidth: wrapWidth, color: color)
      case .image(let ref, let rect):
        try drawImage(ref, rect)
      case .symbol(let name, let rect, let color, let stroke):
        drawSymbol(name, rect, color, stroke: stroke)
      case .beginTransform(let m):
        cairo_save(cr)
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        // A singular matrix (scale 0) draws nothing rather than failing.
        if m.a * m.d - m.b * m.c == 0 { matrix = cairo_matrix_t(xx: 1e-9, yx: 0, xy: 0, yy: 1e-9, x0: m.tx, y0: m.ty) }
        cairo_transform(cr, &matrix)
      case .endTransform:
        cairo_restore(cr)
      case .beginShadow(let color, let radius, let offset, let bounds):
        cairo_push_group(cr)
        openShadows.append((color, radius, offset, bounds))
      case .endShadow:
        let content = cairo_pop_group(cr)!
        if let shadow = openShadows.popLast() { drawShadow(of: content, shadow) }
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_pattern_destroy(content)
      case .beginBlur(let radius, let bounds):
        cairo_push_group(cr)
        openBlurs.append((radius, bounds))
      case .endBlur:
        let content = cairo_pop_group(cr)!
        if let (radius, bounds) = openBlurs.popLast() { drawBlurred(content, radius: radius, bounds: bounds) }
        cairo_pattern_destroy(content)
      case .beginFilter(let matrix, let bounds):
        cairo_push_group(cr)
        openFilters.append((matrix, bounds))
      case .endFilter:
        let content = cairo_pop_group(cr)!
        if let (matrix, bounds) = openFilters.popLast() { drawFiltered(content, matrix, bounds) }
        cairo_pattern_destroy(content)
      case .beginBlend(let mode):
        cairo_push_group(cr)
        openBlends.append(mode)
      case .endBlend:
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_set_operator(cr, Self.cairoOperator(openBlends.popLast() ?? .normal))
        cairo_paint(cr)
        cairo_restore(cr)
      case .beginMask:
        cairo_push_group(cr)
      case .maskWith:
        openMasks.append(cairo_pop_group(cr)!)
        cairo_push_group(cr)
      case .endMask:
        let mask = cairo_pop_group(cr)!
        if let content = openMasks.popLast() {
          cairo_set_source(cr, content)
          cairo_mask(cr, mask)
          cairo_pattern_destroy(content)
        }
        cairo_pattern_destroy(mask)
      case .beginOpacity(let alpha):
        cairo_push_group(cr)
        openOpacities.append(alpha)
      case .endOpacity:
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, openOpacities.popLast() ?? 1)
      case .beginClip(let path):
        cairo_save(cr)
        addPath(path)
        cairo_clip(cr)
      case .endClip:
        cairo_restore(cr)
      }
    }
  }

  private var openOpacities: [Double] = []
  private var openShadows: [(RGBA, CGFloat, CGSize, CGRect)] = []
  private var openBlurs: [(CGFloat, CGRect)] = []
  private var openFilters: [(ColorMatrix, CGRect)] = []
  private var openBlends: [BlendMode] = []

  /// Cairo's operator for a SwiftUI blend mode.
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }

  /// Paints `content` through a color matrix: rasterized at the device
  /// scale over `bounds`, each pixel unpremultiplied, transformed, clamped
  /// and premultiplied again.
  private func drawFiltered(_ content: OpaquePointer, _ matrix: ColorMatrix, _ bounds: CGRect) {
    guard let (surface, w, h, scale) = rasterize(content, bounds, CAIRO_FORMAT_ARGB32) else { return }
    defer { cairo_surface_destroy(surface) }
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<h {
      let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
      for x in 0..<w {
        let p = row[x]
        let a = Double((p >> 24) & 0xFF) / 255
        // Premultiplied in the surface: divide by alpha (0 stays 0).
        let inv = a > 0 ? 1 / (a * 255) : 0
        let r = Double((p >> 16) & 0xFF) * inv, g = Double((p >> 8) & 0xFF) * inv, b = Double(p & 0xFF) * inv
        let (r2, g2, b2, a2) = matrix.apply(r, g, b, a)
        func byte(_ v: Double) -> UInt32 { UInt32((v * a2 * 255).rounded()) }
        row[x] = UInt32((a2 * 255).rounded()) << 24 | byte(r2) << 16 | byte(g2) << 8 | byte(b2)
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cr)
    cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }
  private var openMasks: [OpaquePointer] = []

  /// `content` rasterized at the device scale over `bounds` grown by 3σ
  /// and blurred by three box passes each way (a Gaussian to within a few
  /// percent): `A8` keeps its alpha (a shadow), `ARGB32` every channel,
  /// premultiplied (a blur). Hands `body` the surface and the region it
  /// covers; nothing when the region is empty or past the size limit.
  private func blurred(
    _ content: OpaquePointer, radius: CGFloat, bounds: CGRect, format: cairo_format_t,
    _ body: (OpaquePointer, CGRect, Double) -> Void
  ) {
    let sigma = radius.isFinite ? max(0, Double(radius)) : 0
    let grow = 3 * sigma
    let region = bounds.insetBy(dx: -CGFloat(grow), dy: -CGFloat(grow))
    guard let (surface, w, h, scale) = rasterize(content, region, format) else { return }
    defer { cairo_surface_destroy(surface) }
    if format == CAIRO_FORMAT_A8 {
      boxBlur(surface, width: w, height: h, sigma: sigma * scale)
    } else {
      for channel in 0..<4 { boxBlur(surface, width: w, height: h, sigma: sigma * scale, bytesPerPixel: 4, channel: channel) }
    }
    cairo_surface_mark_dirty(surface)
    body(surface, region, scale)
  }

  /// `content` painted into a new image surface of `format` covering
  /// `region` at the device scale; nil when the region is empty or past
  /// the size limit. The caller destroys the surface.
  private func rasterize(
    _ content: OpaquePointer, _ region: CGRect, _ format: cairo_format_t
  ) -> (surface: OpaquePointer, width: Int, height: Int, scale: Double)? {
    var sx = 1.0, sy = 1.0
    cairo_user_to_device_distance(cr, &sx, &sy)
    let scale = max(abs(sx), abs(sy), 1e-3)
    guard region.width.isFinite, region.height.isFinite, region.width > 0, region.height > 0 else { return nil }
    let w = Int((Double(region.width) * scale).rounded(.up)), h = Int((Double(region.height) * scale).rounded(.up))
    guard w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
    let surface = cairo_image_surface_create(format, Int32(w), Int32(h))!
    let scr = cairo_create(surface)!
    cairo_scale(scr, scale, scale)
    cairo_translate(scr, -Double(region.minX), -Double(region.minY))
    cairo_set_source(scr, content)
    cairo_paint(scr)
    cairo_destroy(scr)
    cairo_surface_flush(surface)
    return (surface, w, h, scale)
  }

  /// Paints `content` blurred with σ = radius.
  private func drawBlurred(_ content: OpaquePointer, radius: CGFloat, bounds: CGRect) {
    blurred(content, radius: radius, bounds: bounds, format: CAIRO_FORMAT_ARGB32) { image, region, scale in
      cairo_save(cr)
      cairo_translate(cr, Double(region.minX), Double(region.minY))
      cairo_scale(cr, 1 / scale, 1 / scale)
      cairo_set_source_surface(cr, image, 0, 0)
      cairo_paint(cr)
      cairo_restore(cr)
    }
  }

  /// Paints `content`'s shadow: its alpha blurred, used as a mask for the
  /// color, offset.
  private func drawShadow(of content: OpaquePointer, _ shadow: (RGBA, CGFloat, CGSize, CGRect)) {
    let (color, radius, offset, bounds) = shadow
    blurred(content, radius: radius, bounds: bounds, format: CAIRO_FORMAT_A8) { mask, region, scale in
      cairo_save(cr)
      cairo_translate(cr, Double(region.minX + offset.width), Double(region.minY + offset.height))
      cairo_scale(cr, 1 / scale, 1 / scale)
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_mask_surface(cr, mask, 0, 0)
      cairo_restore(cr)
    }
  }

  /// Three box blurs per axis over an A8 surface approximate a Gaussian of
  /// σ (in pixels): box width √(12σ²/3 + 1).
  private func boxBlur(
    _ surface: OpaquePointer, width w: Int, height h: Int, sigma: Double, bytesPerPixel bpp: Int = 1, channel: Int = 0
  ) {
    guard sigma > 0.3, let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let r = max(1, Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2))
    var line = [Double](repeating: 0, count: max(w, h))
    var out = [Double](repeating: 0, count: max(w, h))
    func pass(_ n: Int, _ read: (Int) -> Double, _ write: (Int, Double) -> Void) {
      for i in 0..<n { line[i] = read(i) }
      for _ in 0..<3 {
        var sum = 0.0
        for i in -r...r { sum += line[min(max(i, 0), n - 1)] }
        for i in 0..<n {
          out[i] = sum / Double(2 * r + 1)
          sum += line[min(i + r + 1, n - 1)] - line[max(i - r, 0)]
        }
        swap(&line, &out)
      }
      for i in 0..<n { write(i, line[i]) }
    }
    for y in 0..<h {
      pass(w, { Double(data[y * stride + $0 * bpp + channel]) }, {
        data[y * stride + $0 * bpp + channel] = UInt8(min(255, max(0, $1.rounded())))
      })
    }
    for x in 0..<w {
      pass(h, { Double(data[$0 * stride + x * bpp + channel]) }, {
        data[$0 * stride + x * bpp + channel] = UInt8(min(255, max(0, $1.rounded())))
      })
    }
  }

  /// Fills the current path with a gradient: Cairo's linear and radial
  /// patterns; an angular (conic) gradient as a mesh of thin sectors, since
  /// Cairo has no conic pattern.
  private func fillGradient(_ g: ResolvedGradient) {
    let pattern: OpaquePointer
    switch g.geometry {
    case .linear(let s, let e):
      pattern = cairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))
    case .radial(let c, let r0, let r1, let sy):
      // An ellipse: a circle in a space squashed vertically by `sy`.
      let ySpace = sy > 0 ? Double(sy) : 1
      pattern = cairo_pattern_create_radial(
        Double(c.x), Double(c.y) / ySpace, Double(r0), Double(c.x), Double(c.y) / ySpace, Double(r1))
      var m = cairo_matrix_t()
      cairo_matrix_init_scale(&m, 1, 1 / ySpace)
      cairo_pattern_set_matrix(pattern, &m)
    case .angular(let c, let a0, let a1, let radius):
      pattern = cairo_pattern_create_mesh()
      let sectors = 180
      let span = a1 - a0
      for i in 0..<sectors {
        let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
        let b0 = a0 + span * t0, b1 = a0 + span * t1
        let r = Double(radius)
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, Double(c.x), Double(c.y))
        cairo_mesh_pattern_line_to(pattern, Double(c.x) + r * cos(b0), Double(c.y) + r * sin(b0))
        cairo_mesh_pattern_line_to(pattern, Double(c.x) + r * cos(b1), Double(c.y) + r * sin(b1))
        let c0 = g.color(at: t0), c1 = g.color(at: t1)
        // Corners 0 and 3 are the center (a three-sided patch closes on
        // it): each sector is one color along its start edge and the next
        // along its end edge. Colors are set before the patch ends.
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, c0.red, c0.green, c0.blue, c0.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, c0.red, c0.green, c0.blue, c0.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, c1.red, c1.green, c1.blue, c1.alpha)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, c1.red, c1.green, c1.blue, c1.alpha)
        cairo_mesh_pattern_end_patch(pattern)
      }
      cairo_set_source(cr, pattern)
      cairo_fill(cr)
      cairo_pattern_destroy(pattern)
      return
    }
    for stop in g.stops {
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  private func setColor(_ c: RGBA) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  private func addPath(_ path: Path) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
      case .quadCurve(let p, let c):
        // Not stored by Plumb's own paths (see `Path.Element`); drawn as the cubic.
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        let (c1, c2) = Path.cubicControls(from: CGPoint(x: x, y: y), quadControl: c, to: p)
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  private func drawText(_ content: TextContent, origin: CGPoint, wrapWidth: CGFloat?, color: RGBA) {
    let context = textContext ?? fonts.makeDrawingContext()
    textContext = context
    fonts.withLayout(content, width: wrapWidth, in: context) { layout, logical in
      // Lines aligned within the wrap width start at logical.x: shift the
      // block so its widest line starts at the frame's edge.
      cairo_save(cr)
      setColor(color)
      let shift = fonts.baselineShift(layout, content)
      cairo_move_to(cr, Double(origin.x - logical.minX), Double(origin.y + shift))
      pango_cairo_update_context(cr, context)
      pango_layout_context_changed(layout)
      pango_cairo_show_layout(cr, layout)
      cairo_restore(cr)
    }
  }

  private func drawImage(_ ref: ImageReference, _ rect: CGRect) throws {
    guard let url = ref.url else { return }
    let surface: OpaquePointer
    if let cached = images[url] {
      surface = cached
    } else if Self.isJPEG(url), let jpeg = try? Data(contentsOf: url) {
      let s = try jpegSurface(jpeg, ref, url)
      images[url] = s
      surface = s
    } else {
      let s = cairo_image_surface_create_from_png(url.path)!
      let status = cairo_surface_status(s)
      guard status == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(s)
        let data = (try? Data(contentsOf: url)) ?? Data()
        throw RenderError(
          .imageUnreadable,
          "image \"\(ref.name)\" at \(url.path) could not be read: \(pngProblem(data, status)); re-export it as PNG")
      }
      images[url] = s
      surface = s
    }
    let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
    guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    cairo_scale(cr, Double(rect.width) / w, Double(rect.height) / h)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Whether the file starts as a JPEG does: two bytes read, so a PNG is
  /// read once, by Cairo.
  private static func isJPEG(_ url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 2)) == Data([0xFF, 0xD8])
  }

  /// A JPEG decoded into an image surface of its header's size (libjpeg,
  /// through CPlumbJPEG). EXIF orientation is not applied.
  private func jpegSurface(_ data: Data, _ ref: ImageReference, _ url: URL) throws -> OpaquePointer {
    func unreadable(_ why: String) -> RenderError {
      RenderError(.imageUnreadable, "image \"\(ref.name)\" at \(url.path) could not be read: \(why); re-export it as PNG or JPEG")
    }
    guard let size = ImageCatalog.jpegSize(of: data) else { throw unreadable("its JPEG header is damaged") }
    let (w, h) = (Int32(size.width), Int32(size.height))
    let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(s) else {
      cairo_surface_destroy(s)
      throw unreadable("\(w)×\(h) pixels is too large")
    }
    cairo_surface_flush(s)
    var message = [CChar](repeating: 0, count: 256)
    let result = data.withUnsafeBytes { bytes in
      plumb_jpeg_decode_bgra(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, w, h, cairo_image_surface_get_stride(s),
        &message, message.count)
    }
    guard result == 0 else {
      cairo_surface_destroy(s)
      throw unreadable(String(cString: message))
    }
    cairo_surface_mark_dirty(s)
    return s
  }

  /// Vector stand-ins for the SF Symbols the seeds use: a filled circle with
  /// a right arrow knocked out, for any `*.circle.fill`; a plain arrow
  /// otherwise.
  /// An SF Symbol's stand-in (SymbolStandIns): its Font Awesome glyph,
  /// scaled so its ink fits 80% of the symbol's square and centred in it;
  /// a rounded square outline for a name without one (or without the
  /// font).
  /// A heavier weight strokes the glyph's outline `stroke` points wide
  /// over its fill (Font Awesome has one weight).
  private func drawSymbol(_ name: String, _ rect: CGRect, _ color: RGBA, stroke: CGFloat) {
    let d = Double(min(rect.width, rect.height))
    guard d > 0 else { return }
    let cx = Double(rect.midX), cy = Double(rect.midY)
    if let (corners, filled) = SymbolStandIns.polygon(for: name) {
      // The polygon in the square's middle 80%, as glyphs are.
      let side = 0.8 * d, x0 = cx - side / 2, y0 = cy - side / 2
      cairo_save(cr)
      setColor(color)
      for (i, p) in corners.enumerated() {
        let x = x0 + Double(p.x) * side, y = y0 + Double(p.y) * side
        if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
      }
      cairo_close_path(cr)
      if filled {
        cairo_fill(cr)
      } else {
        cairo_set_line_width(cr, max(1, 0.09 * d))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
      }
      cairo_restore(cr)
      return
    }
    if fonts.hasIconFont, let glyph = SymbolStandIns.glyph(for: name) {
      let context = textContext ?? fonts.makeDrawingContext()
      textContext = context
      // Measure at the square's size, then scale the ink to fit.
      let probe = CGFloat(d)
      fonts.withIconLayout(glyph, size: probe, in: context) { layout, ink in
        guard ink.width > 0, ink.height > 0 else { return }
        let k = 0.8 * d / Double(max(ink.width, ink.height))
        cairo_save(cr)
        setColor(color)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, k, k)
        cairo_move_to(cr, -Double(ink.midX), -Double(ink.midY))
        pango_cairo_update_context(cr, context)
        pango_layout_context_changed(layout)
        if stroke > 0 {
          pango_cairo_layout_path(cr, layout)
          cairo_fill_preserve(cr)
          cairo_set_line_width(cr, Double(stroke) / k)
          cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
          cairo_stroke(cr)
        } else {
          pango_cairo_show_layout(cr, layout)
        }
        cairo_restore(cr)
      }
      return
    }
    cairo_save(cr)
    setColor(color)
    let side = d * 0.7, r = d * 0.15
    let x = cx - side / 2, y = cy - side / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + side - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + side - r, y + side - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + side - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
    cairo_set_line_width(cr, d * 0.08)
    cairo_stroke(cr)
    cairo_restore(cr)
  }
}
