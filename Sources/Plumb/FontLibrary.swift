@_implementationOnly import CCairo
import Foundation

/// The pinned font: Inter, from Debian's fonts-inter, loaded by file into a
/// private fontconfig configuration that holds nothing else, so text never
/// falls back to whatever fonts the machine has.
final class FontLibrary: @unchecked Sendable {
  // Pango's font map is not thread-safe: every use goes through `lock`.
  let lock = NSLock()
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer

  static let defaultDirectory = "/usr/share/fonts/opentype/inter"
  /// Debian's `fonts-font-awesome` (Font Awesome 4.7, SIL OFL 1.1).
  static let defaultIconFont = "/usr/share/fonts/opentype/font-awesome/FontAwesome.otf"
  /// Debian's `fonts-noto-color-emoji` (Noto Color Emoji, SIL OFL 1.1):
  /// emoji in text, in color, as iOS draws them.
  static let defaultEmojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
  /// Whether the symbol stand-ins' font loaded.
  let hasIconFont: Bool

  /// fontconfig's rule for bitmap fonts (its `10-scale-bitmap-fonts.conf`):
  /// a color emoji font has one 109-pixel strike, scaled to the size asked
  /// for by a matrix. Outline fonts (Inter) are untouched.
  static let bitmapScaling = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name> <double>0</double>
              <double>0</double> <name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """
  /// The stand-ins' code points the icon font has glyphs for.
  let iconGlyphs: Set<UInt32>

  /// The folder holding Inter's OTF files: `PLUMB_FONT_DIR`, else Debian's.
  static var directory: String {
    ProcessInfo.processInfo.environment["PLUMB_FONT_DIR"] ?? defaultDirectory
  }

  private static let sharedResult: Result<FontLibrary, RenderError> = {
    do {
      return .success(try FontLibrary(directory: directory))
    } catch let error as RenderError {
      return .failure(error)
    } catch {
      return .failure(RenderError(.fontMissing, "\(error)"))
    }
  }()

  static func shared() throws -> FontLibrary { try sharedResult.get() }

  init(directory: String) throws {
    let regular = (directory as NSString).appendingPathComponent("Inter-Regular.otf")
    guard FileManager.default.fileExists(atPath: regular) else {
      throw RenderError(
        .fontMissing,
        "the Inter font was not found at \(regular); install it with "
          + "`sudo apt-get install fonts-inter` (or set PLUMB_FONT_DIR to a folder with Inter-*.otf)")
    }
    guard let config = FcConfigCreate() else {
      throw RenderError(.fontMissing, "fontconfig could not create a configuration")
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var unreadable: [String] = []
    for file in files.sorted() where file.hasPrefix("Inter-") && file.hasSuffix(".otf") {
      let path = (directory as NSString).appendingPathComponent(file)
      // fontconfig refuses a file FreeType cannot open (empty, truncated,
      // not a font): the pinned font is then broken, not merely absent.
      if FcConfigAppFontAddFile(config, path) == 0 { unreadable.append(file) }
    }
    if unreadable.contains("Inter-Regular.otf") || !Self.covers(config, "Hamburgefonstiv 0123456789") {
      FcConfigDestroy(config)
      let size = ((try? FileManager.default.attributesOfItem(atPath: regular))?[.size] as? Int) ?? 0
      throw RenderError(
        .fontMissing,
        "the Inter font at \(regular) is not a usable font (\(size) bytes: empty, truncated, corrupt or without "
          + "Latin letters); reinstall it with `sudo apt-get install --reinstall fonts-inter` "
          + "(or set PLUMB_FONT_DIR to a folder with Inter-*.otf)")
    }
    // The SF Symbol stand-ins (SymbolStandIns): Font Awesome, when
    // installed; without it symbols draw as placeholders.
    let iconFont = ProcessInfo.processInfo.environment["PLUMB_ICON_FONT"] ?? Self.defaultIconFont
    hasIconFont = FileManager.default.fileExists(atPath: iconFont) && FcConfigAppFontAddFile(config, iconFont) != 0
    iconGlyphs = hasIconFont ? Self.iconGlyphs(config) : []
    // Emoji: Inter has none, so Pango falls back to this font for them,
    // the only other font in the configuration, scaled from its bitmaps.
    let emojiFont = ProcessInfo.processInfo.environment["PLUMB_EMOJI_FONT"] ?? Self.defaultEmojiFont
    // Without it emoji draw as missing glyphs.
    let hasEmojiFont = FileManager.default.fileExists(atPath: emojiFont) && FcConfigAppFontAddFile(config, emojiFont) != 0
    if hasEmojiFont { _ = FcConfigParseAndLoadFromMemory(config, Self.bitmapScaling, 0) }
    let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    FcConfigDestroy(config)
    fontMap = map
    context = Self.makeContext(map)
  }

  /// The stand-in code points some loaded font other than Inter covers.
  private static func iconGlyphs(_ config: OpaquePointer) -> Set<UInt32> {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var found = Set<UInt32>()
    for i in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[i] else { continue }
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
      for cp in SymbolStandIns.codePoints where FcCharSetHasChar(charset, cp) != 0 { found.insert(cp) }
    }
    return found
  }

  /// Whether some loaded font has a glyph for every character of `sample`.
  private static func covers(_ config: OpaquePointer, _ sample: String) -> Bool {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return false }
    for i in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[i] else { continue }
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
      if sample.unicodeScalars.allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 }) { return true }
    }
    return false
  }

  /// A Pango context on the pinned fonts, unhinted, so text measures the
  /// same at every scale. Measuring has one of its own that nothing else
  /// touches; each drawing makes another (see `makeDrawingContext`).
  private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
    let context = pango_font_map_create_context(map)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    return context
  }

  /// A fresh context for one drawing: drawing updates its context to the
  /// Cairo target (its scale, its surface's font options). On the shared
  /// measuring context that made text sizes depend on what was rendered
  /// before (after a PNG at scale 2, `Text("")` measured 10.29 tall, not
  /// 20.57); a context per drawing starts every drawing alike too.
  func makeDrawingContext() -> OpaquePointer {
    lock.lock()
    defer { lock.unlock() }
    return Self.makeContext(fontMap)
  }

  /// Runs `body` on a Pango layout of one icon-font glyph at `size`
  /// points, with its ink extents in points, holding the lock.
  func withIconLayout<R>(
    _ glyph: Unicode.Scalar, size: CGFloat, in drawingContext: OpaquePointer, _ body: (OpaquePointer, CGRect) -> R
  ) -> R {
    lock.lock()
    defer { lock.unlock() }
    let layout = pango_layout_new(drawingContext)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let desc = pango_font_description_new()!
    pango_font_description_set_family(desc, "FontAwesome")
    pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
    pango_layout_set_text(layout, String(Character(glyph)), -1)
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let s = CGFloat(PANGO_SCALE)
    let extents = CGRect(
      x: CGFloat(ink.x) / s, y: CGFloat(ink.y) / s, width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s)
    return body(layout, extents)
  }

  /// Runs `body` on a Pango layout of `text` wrapped at `width`, with its
  /// logical extents in points, holding the lock.
  func withLayout<R>(
    _ text: TextContent, width: CGFloat?, in drawingContext: OpaquePointer? = nil, _ body: (OpaquePointer, CGRect) -> R
  ) -> R {
    lock.lock()
    defer { lock.unlock() }
    let layout = makeLayout(text, width: width, in: drawingContext ?? context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let s = CGFloat(PANGO_SCALE)
    let extents = CGRect(
      x: CGFloat(logical.x) / s, y: CGFloat(logical.y) / s, width: CGFloat(logical.width) / s,
      height: CGFloat(logical.height) / s)
    return body(layout, extents)
  }

  /// A Pango layout for `text` wrapped at `width` (points) and truncated
  /// at its line limit, "…" right after the last character shown. Call
  /// with `lock` held.
  private func makeLayout(_ text: TextContent, width: CGFloat?, in context: OpaquePointer) -> OpaquePointer {
    let layout = makePangoLayout(text, width: width, in: context)
    guard text.lineLimit != nil, pango_layout_is_ellipsized(layout) != 0,
      let trimmed = droppingSpacesBeforeEllipses(layout, text)
    else { return layout }
    g_object_unref(UnsafeMutableRawPointer(layout))
    return makePangoLayout(trimmed, width: width, in: context)
  }

  /// Pango ellipsizes after the last character that still fits, a space
  /// included ("Hello …"); SwiftUI ends a truncated line at its last
  /// visible character ("Hello…"). The text with each such cut moved back
  /// over the spaces and the "…" written in, or nil when no cut follows a
  /// space. Shorter than what Pango fitted, it fits without ellipsizing.
  private func droppingSpacesBeforeEllipses(_ layout: OpaquePointer, _ text: TextContent) -> TextContent? {
    var bytes = Array(text.string.utf8)
    // The byte ranges to replace with "…", in text order.
    var cuts: [Range<Int>] = []
    for i in 0..<pango_layout_get_line_count(layout) {
      let line = pango_layout_get_line_readonly(layout, i)!.pointee
      var run = line.runs
      while let node = run {
        let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!.pointee
        run = node.pointee.next
        guard UInt32(item.analysis.flags) & UInt32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 else { continue }
        // The ellipsis item spans the bytes it stands for.
        let start = Int(line.start_index), gapStart = Int(item.offset), gapEnd = gapStart + Int(item.length)
        guard start <= gapStart, gapEnd <= bytes.count else { continue }
        let kept = String(decoding: bytes[start..<gapStart], as: UTF8.self)
        let spaces = kept.reversed().prefix { $0.isWhitespace }.reduce(0) { $0 + $1.utf8.count }
        if spaces > 0 { cuts.append(gapStart - spaces..<gapEnd) }
      }
    }
    guard !cuts.isEmpty else { return nil }
    var trimmed = text
    let ellipsis = "…".utf8.count
    for cut in cuts.reversed() {
      bytes.replaceSubrange(cut, with: "…".utf8)
      // Offsets after the cut move with it; one inside it moves to the
      // ellipsis' end, so a span reaching into the cut takes in the "…".
      func moved(_ offset: Int) -> Int {
        if offset <= cut.lowerBound { return offset }
        return offset >= cut.upperBound ? offset + ellipsis - cut.count : cut.lowerBound + ellipsis
      }
      trimmed.spans = trimmed.spans.map {
        var s = $0
        s.utf8Range = moved($0.utf8Range.lowerBound)..<moved($0.utf8Range.upperBound)
        return s
      }
    }
    trimmed.string = String(decoding: bytes, as: UTF8.self)
    return trimmed
  }

  /// A Pango layout for `text` as given. Call with `lock` held.
  private func makePangoLayout(_ text: TextContent, width: CGFloat?, in context: OpaquePointer) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    let desc = pango_font_description_new()!
    pango_font_description_set_family(desc, "Inter")
    // Absolute size: 1 point = 1 unit, not Pango's 96-dpi conversion.
    let size = Self.pointSize(text)
    pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(min(1000, max(100, text.font.weight.value)))))
    pango_font_description_set_style(desc, text.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
    pango_layout_set_text(layout, text.string, -1)
    if !text.spans.isEmpty || Self.usesSystemFontMetrics { setAttributes(layout, text) }
    // Widths past Pango's 32-bit range cannot wrap anything: leave unset.
    if let width, width.isFinite, width * CGFloat(PANGO_SCALE) < CGFloat(Int32.max) {
      pango_layout_set_width(layout, Int32(max(0, (width * CGFloat(PANGO_SCALE)).rounded(.down))))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    switch text.alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if let limit = text.lineLimit {
      pango_layout_set_height(layout, -Int32(clamping: max(1, limit)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    if text.lineSpacing > 0, text.lineSpacing.isFinite {
      pango_layout_set_spacing(layout, Int32((min(10_000, text.lineSpacing) * CGFloat(PANGO_SCALE)).rounded()))
    }
    return layout
  }

  /// The text's point size, bounded.
  static func pointSize(_ text: TextContent) -> CGFloat {
    text.font.size.isFinite ? min(10_000, max(0, text.font.size)) : 17
  }

  /// Whether text gets SF Pro's vertical metrics (the default) or Inter's
  /// own (`PLUMB_TEXT_METRICS=inter`, read once per process).
  static let usesSystemFontMetrics: Bool = ProcessInfo.processInfo.environment["PLUMB_TEXT_METRICS"] != "inter"

  /// How far to move a laid-out block down so its first baseline sits at
  /// SF Pro's ascent below its top (0 with Inter's own metrics). Call with
  /// `lock` held.
  func baselineShift(_ layout: OpaquePointer, _ text: TextContent) -> CGFloat {
    guard Self.usesSystemFontMetrics else { return 0 }
    let pango = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    return SystemFontMetrics.ascentEm * Self.pointSize(text) - pango
  }

  /// The spans' styles as Pango attributes. The monospaced design has no
  /// face to switch to: Inter is the only font loaded (docs/deviations.md).
  private func setAttributes(_ layout: OpaquePointer, _ text: TextContent) {
    let list = pango_attr_list_new()
    defer { pango_attr_list_unref(list) }
    // A word too long for its line breaks between characters with no
    // hyphen, as Core Text breaks it ("Tod" / "ay"); Pango would add one.
    pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
    // Lines as tall as SF Pro's (SystemFontMetrics): Pango spreads the
    // difference from Inter's own above and below each line's glyphs, and
    // `baselineShift` moves the block so baselines land on SF Pro's.
    if Self.usesSystemFontMetrics {
      let height = SystemFontMetrics.lineHeightEm * Self.pointSize(text) * CGFloat(PANGO_SCALE)
      pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Int32(clamping: Int(height.rounded()))))
    }
    let count = text.string.utf8.count
    for span in text.spans {
      let start = min(max(0, span.utf8Range.lowerBound), count), end = min(span.utf8Range.upperBound, count)
      guard start < end else { continue }
      var attributes: [UnsafeMutablePointer<PangoAttribute>] = []
      let style = span.style
      if style.isBold {
        let weight = min(1000, max(700, text.font.weight.value))
        attributes.append(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight))))
      }
      if style.isItalic { attributes.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
      func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
      func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(clamping: Int((min(10_000, max(-10_000, points)) * CGFloat(PANGO_SCALE)).rounded()))
      }
      if style.isStrikethrough {
        attributes.append(pango_attr_strikethrough_new(1))
        if let c = style.strikethroughColor {
          attributes.append(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)))
        }
      }
      if style.isUnderlined {
        attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        if let c = style.underlineColor {
          attributes.append(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
        }
      }
      if style.tracking != 0 { attributes.append(pango_attr_letter_spacing_new(pangoUnits(style.tracking))) }
      if style.baselineOffset != 0 { attributes.append(pango_attr_rise_new(pangoUnits(style.baselineOffset))) }
      if let c = style.color {
        attributes.append(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
        // Pango reads an alpha of 0 as "unset", so opaque: a clear part
        // (`Text(time).foregroundColor(.clear) + Text(name)`, a layout
        // trick) takes the least alpha, which draws nothing.
        if c.alpha < 1 { attributes.append(pango_attr_foreground_alpha_new(max(1, channel(c.alpha)))) }
      }
      for attribute in attributes {
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(list, attribute)
      }
    }
    pango_layout_set_attributes(layout, list)
  }

  /// The text each line of `layout` shows, with "…" where Pango ellipsized.
  /// Call with `lock` held.
  func shownLines(_ layout: OpaquePointer) -> [String] {
    let bytes = UnsafeRawPointer(pango_layout_get_text(layout)!).assumingMemoryBound(to: UInt8.self)
    func text(_ start: Int32, _ length: Int32) -> String {
      String(decoding: UnsafeBufferPointer(start: bytes + Int(start), count: Int(max(0, length))), as: UTF8.self)
    }
    var lines: [String] = []
    for i in 0..<pango_layout_get_line_count(layout) {
      let line = pango_layout_get_line_readonly(layout, i)!
      var shown = ""
      var run = line.pointee.runs
      while let node = run {
        let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!.pointee
        let isEllipsis = UInt32(item.analysis.flags) & UInt32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
        shown += isEllipsis ? "…" : text(item.offset, item.length)
        run = node.pointee.next
      }
      lines.append(shown)
    }
    return lines
  }
}

/// Measures text with Pango and the pinned Inter font.
public struct PangoTextMeasurer: TextMeasurer {
  let library: FontLibrary

  /// Fails with a clear error when Inter is not installed.
  public init() throws {
    library = try FontLibrary.shared()
  }

  public var summary: String { "Inter through Pango (PangoTextMeasurer)" }

  public func measure(_ text: TextContent, width: CGFloat?) -> TextMetrics {
    library.withLayout(text, width: width) { layout, logical in
      let scale = CGFloat(PANGO_SCALE)
      // The widest line: with wrapping on, the logical rect may span the
      // whole wrap width.
      var widest: CGFloat = 0
      var lastBaseline: CGFloat = 0
      let iter = pango_layout_get_iter(layout)!
      repeat {
        var lineInk = PangoRectangle(), lineLogical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
        widest = max(widest, CGFloat(lineLogical.width) / scale)
        lastBaseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
      } while pango_layout_iter_next_line(iter) != 0
      pango_layout_iter_free(iter)
      let shift = library.baselineShift(layout, text)
      let first = CGFloat(pango_layout_get_baseline(layout)) / scale + shift
      lastBaseline += shift
      var height = logical.height
      // Reserved lines (`lineLimit(_:reservesSpace:)`): the missing lines
      // at the height of those shown, spacing included.
      let lines = Int(pango_layout_get_line_count(layout))
      if let reserved = text.reservedLines, reserved > lines, lines > 0 {
        let spacing = text.lineSpacing.isFinite ? max(0, text.lineSpacing) : 0
        let lineHeight = (height - CGFloat(lines - 1) * spacing) / CGFloat(lines)
        height += CGFloat(reserved - lines) * (lineHeight + spacing)
      }
      // Pango spaces tracked characters apart; Core Text, as SwiftUI
      // draws, also adds the spacing after the last one.
      if widest > 0 { widest += text.uniformTracking }
      return TextMetrics(
        size: CGSize(width: widest, height: height), firstBaseline: first, lastBaseline: lastBaseline)
    }
  }

  /// The text each line shows when drawn at `width`, "…" where truncated.
  package func shownLines(_ text: TextContent, width: CGFloat?) -> [String] {
    library.withLayout(text, width: width) { layout, _ in library.shownLines(layout) }
  }

}
