import Foundation

/// SF Symbols cannot be shipped, so `Image(systemName:)` draws a stand-in:
/// a glyph of Font Awesome 4.7 (Debian's `fonts-font-awesome`; the font is
/// under the SIL Open Font License 1.1), matched by name. A name ending in
/// `.fill` takes the solid glyph, others the outlined one where the set has
/// both. Modifiers the set has no glyph for (`.badge`, `.2`) fall back to
/// the base name; a name with no stand-in draws a neutral placeholder (a
/// rounded square) of the same size, with a diagnostic.
package enum SymbolStandIns {
  /// Geometric symbols Font Awesome lacks (`hexagon`, `triangle`,
  /// `diamond`, `pentagon`, `octagon`, `rhombus`), drawn as their polygon:
  /// its corners on the unit square (0…1, y down), and whether it is filled
  /// (`.fill`) or outlined.
  package static func polygon(for name: String) -> (corners: [CGPoint], filled: Bool)? {
    let parts = name.split(separator: ".")
    guard let base = parts.first, parts.count <= 2, parts.count == 1 || parts[1] == "fill" else { return nil }
    func regular(_ n: Int, rotation: Double = -.pi / 2) -> [CGPoint] {
      (0..<n).map {
        let a = rotation + 2 * .pi * Double($0) / Double(n)
        return CGPoint(x: 0.5 + 0.5 * cos(a), y: 0.5 + 0.5 * sin(a))
      }
    }
    let corners: [CGPoint]
    switch base {
    case "hexagon": corners = regular(6)
    case "pentagon": corners = regular(5)
    case "octagon": corners = regular(8, rotation: -.pi / 2 + .pi / 8)
    case "triangle": corners = [CGPoint(x: 0.5, y: 0.08), CGPoint(x: 1, y: 0.92), CGPoint(x: 0, y: 0.92)]
    case "diamond": corners = [CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0.5, y: 1), CGPoint(x: 0, y: 0.5)]
    case "rhombus": corners = [CGPoint(x: 0.3, y: 0.15), CGPoint(x: 1, y: 0.15), CGPoint(x: 0.7, y: 0.85), CGPoint(x: 0, y: 0.85)]
    default: return nil
    }
    return (corners, parts.count == 2)
  }

  /// Whether a name has a stand-in: a glyph or a polygon.
  package static func hasStandIn(_ name: String) -> Bool { glyph(for: name) != nil || polygon(for: name) != nil }

  /// The Font Awesome code point for an SF Symbol name, or nil.
  package static func glyph(for name: String) -> Unicode.Scalar? {
    if let cp = table[name] { return Unicode.Scalar(cp) }
    // Drop trailing components until a known name: "bell.badge.fill" →
    // "bell.badge" → "bell" (keeping ".fill" when it was there).
    let filled = name.hasSuffix(".fill")
    var parts = name.split(separator: ".").map(String.init)
    if filled { parts.removeLast() }
    while parts.count > 1 {
      parts.removeLast()
      let base = parts.joined(separator: ".")
      if let cp = table[filled ? base + ".fill" : base] ?? table[base] { return Unicode.Scalar(cp) }
    }
    return nil
  }

  /// The name `symbolVariant(_:)` makes of `name`, as SwiftUI composes it
  /// (".circle" or ".square" before ".fill", ".slash" first): "heart" with
  /// `.circle.fill` is "heart.circle.fill". A variant the name already has
  /// is not added again.
  package static func name(_ name: String, variants: SymbolVariants) -> String {
    guard !variants.names.isEmpty else { return name }
    let parts = Set(name.split(separator: ".").map(String.init))
    var result = name
    for v in ["slash", "circle", "square", "rectangle", "fill"] where variants.names.contains(v) && !parts.contains(v) {
      result += "." + v
    }
    return result
  }

  /// The color `symbolRenderingMode(.multicolor)` gives a symbol whose SF
  /// Symbols multicolor version is one color (nil: the foreground color,
  /// as SwiftUI draws symbols without a multicolor version).
  package static func multicolor(_ name: String) -> Color? {
    let base = name.split(separator: ".").first.map(String.init) ?? name
    switch base {
    case "heart", "flame": return name.hasPrefix("flame") ? .orange : .red
    case "exclamationmark": return name.contains("triangle") ? .yellow : nil
    case "checkmark": return name.contains("circle") || name.contains("seal") ? .green : nil
    case "xmark": return name.contains("circle") ? .red : nil
    case "sun", "bolt", "lightbulb": return .yellow
    case "leaf": return .green
    case "drop": return .cyan
    case "trash": return nil
    case "battery": return .green
    case "cloud": return name.contains("sun") ? .yellow : nil
    default: return nil
    }
  }

  /// How many points a symbol `side` points square is thickened by for
  /// `weight`: Font Awesome has one weight, about SF Symbols' regular, so a
  /// heavier weight strokes the glyph's outline (semibold 0.02 of the font
  /// size, bold 0.04, black 0.1); lighter weights are drawn regular.
  package static func strokeWidth(_ weight: Font.Weight, side: CGFloat) -> CGFloat {
    let steps = CGFloat(weight.value - 400) / 100
    guard steps > 0, side.isFinite, side > 0 else { return 0 }
    return steps * 0.02 * side / 1.2
  }

  /// Every name with a stand-in.
  package static var names: [String] { table.keys.sorted() }
  /// Every stand-in code point.
  package static var codePoints: Set<UInt32> { Set(table.values) }

  /// SF Symbol names → Font Awesome 4.7 code points.
  static let table: [String: UInt32] = [
    // People
    "person": 0xF2C0, "person.fill": 0xF007, "person.circle": 0xF2BE, "person.circle.fill": 0xF2BD,
    "person.crop.circle": 0xF2BE, "person.crop.circle.fill": 0xF2BD, "person.2": 0xF0C0, "person.2.fill": 0xF0C0,
    "person.3": 0xF0C0, "person.3.fill": 0xF0C0,
    // Shapes and marks
    "star": 0xF006, "star.fill": 0xF005, "star.circle": 0xF006, "star.circle.fill": 0xF005,
    "heart": 0xF08A, "heart.fill": 0xF004, "heart.circle": 0xF08A, "heart.circle.fill": 0xF004,
    "circle": 0xF10C, "circle.fill": 0xF111, "square": 0xF096, "square.fill": 0xF0C8,
    "checkmark": 0xF00C, "checkmark.circle": 0xF05D, "checkmark.circle.fill": 0xF058,
    "checkmark.square": 0xF046, "checkmark.square.fill": 0xF14A, "checkmark.seal": 0xF05D, "checkmark.seal.fill": 0xF058,
    "xmark": 0xF00D, "xmark.circle": 0xF05C, "xmark.circle.fill": 0xF057, "xmark.square": 0xF096,
    "plus": 0xF067, "plus.circle": 0xF055, "plus.circle.fill": 0xF055, "plus.square": 0xF196, "plus.square.fill": 0xF0FE,
    "minus": 0xF068, "minus.circle": 0xF056, "minus.circle.fill": 0xF056,
    "info": 0xF129, "info.circle": 0xF05A, "info.circle.fill": 0xF05A,
    "questionmark": 0xF128, "questionmark.circle": 0xF29C, "questionmark.circle.fill": 0xF059,
    "exclamationmark": 0xF12A, "exclamationmark.circle": 0xF06A, "exclamationmark.circle.fill": 0xF06A,
    "exclamationmark.triangle": 0xF071, "exclamationmark.triangle.fill": 0xF071,
    "1.circle": 0xF10C, "2.circle": 0xF10C, "3.circle": 0xF10C,
    // Navigation
    "chevron.right": 0xF105, "chevron.left": 0xF104, "chevron.up": 0xF106, "chevron.down": 0xF107,
    "chevron.up.chevron.down": 0xF0DC, "chevron.forward": 0xF105, "chevron.backward": 0xF104,
    "arrow.right": 0xF061, "arrow.left": 0xF060, "arrow.up": 0xF062, "arrow.down": 0xF063,
    "arrow.right.circle": 0xF18E, "arrow.right.circle.fill": 0xF0A9, "arrow.left.circle": 0xF190,
    "arrow.left.circle.fill": 0xF0A8, "arrow.up.circle": 0xF01B, "arrow.up.circle.fill": 0xF0AA,
    "arrow.down.circle": 0xF01A, "arrow.down.circle.fill": 0xF0AB,
    "arrow.clockwise": 0xF01E, "arrow.counterclockwise": 0xF0E2, "arrow.triangle.2.circlepath": 0xF021,
    "arrow.up.right.square": 0xF14C, "arrow.up.forward.app": 0xF08E,
    "square.and.arrow.up": 0xF045, "square.and.arrow.down": 0xF019, "square.and.pencil": 0xF044,
    "ellipsis": 0xF141, "ellipsis.circle": 0xF141, "ellipsis.circle.fill": 0xF141,
    "line.3.horizontal": 0xF0C9, "list.bullet": 0xF0CA, "list.dash": 0xF03A, "list.number": 0xF0CB,
    "slider.horizontal.3": 0xF1DE, "line.3.horizontal.decrease.circle": 0xF0B0, "line.3.horizontal.decrease": 0xF0B0,
    "magnifyingglass": 0xF002, "house": 0xF015, "house.fill": 0xF015,
    "gear": 0xF013, "gearshape": 0xF013, "gearshape.fill": 0xF013, "gearshape.2": 0xF085,
    "square.grid.2x2": 0xF009, "square.grid.2x2.fill": 0xF009, "square.grid.3x3": 0xF00A,
    "sidebar.left": 0xF0C9, "rectangle.portrait.and.arrow.right": 0xF08B,
    // Communication
    "envelope": 0xF003, "envelope.fill": 0xF0E0, "bell": 0xF0A2, "bell.fill": 0xF0F3,
    "message": 0xF0E5, "message.fill": 0xF075, "bubble.left": 0xF0E5, "bubble.left.fill": 0xF075,
    "bubble.right": 0xF0E5, "bubble.right.fill": 0xF075, "bubble.left.and.bubble.right": 0xF086,
    "phone": 0xF095, "phone.fill": 0xF095, "video": 0xF03D, "video.fill": 0xF03D,
    "paperplane": 0xF1D9, "paperplane.fill": 0xF1D8, "tray": 0xF01C, "tray.fill": 0xF01C, "tray.full": 0xF01C,
    "archivebox": 0xF187, "archivebox.fill": 0xF187,
    // Objects
    "calendar": 0xF133, "clock": 0xF017, "clock.fill": 0xF017, "alarm": 0xF017, "timer": 0xF254,
    "photo": 0xF03E, "photo.fill": 0xF03E, "photo.on.rectangle": 0xF03E, "camera": 0xF030, "camera.fill": 0xF030,
    "trash": 0xF014, "trash.fill": 0xF1F8, "folder": 0xF114, "folder.fill": 0xF07B,
    "doc": 0xF016, "doc.fill": 0xF15B, "doc.text": 0xF0F6, "doc.text.fill": 0xF15C, "doc.on.doc": 0xF0C5,
    "book": 0xF02D, "book.fill": 0xF02D, "books.vertical": 0xF02D, "newspaper": 0xF1EA,
    "bookmark": 0xF097, "bookmark.fill": 0xF02E, "tag": 0xF02B, "tag.fill": 0xF02B,
    "flag": 0xF11D, "flag.fill": 0xF024, "pin": 0xF08D, "pin.fill": 0xF08D, "paperclip": 0xF0C6,
    "link": 0xF0C1, "lock": 0xF023, "lock.fill": 0xF023, "lock.open": 0xF09C, "key": 0xF084, "key.fill": 0xF084,
    "pencil": 0xF040, "pencil.circle": 0xF040, "scissors": 0xF0C4, "wrench": 0xF0AD,
    "wrench.and.screwdriver": 0xF0AD, "hammer": 0xF0E3, "paintbrush": 0xF1FC, "eyedropper": 0xF1FB,
    "cart": 0xF07A, "cart.fill": 0xF07A, "bag": 0xF290, "bag.fill": 0xF290, "creditcard": 0xF09D,
    "creditcard.fill": 0xF09D, "gift": 0xF06B, "gift.fill": 0xF06B, "dollarsign.circle": 0xF155,
    "dollarsign.circle.fill": 0xF155, "banknote": 0xF0D6, "chart.bar": 0xF080, "chart.bar.fill": 0xF080,
    "chart.pie": 0xF200, "chart.pie.fill": 0xF200, "chart.line.uptrend.xyaxis": 0xF201, "trophy": 0xF091,
    "trophy.fill": 0xF091, "graduationcap": 0xF19D, "briefcase": 0xF0B1, "briefcase.fill": 0xF0B1,
    "lightbulb": 0xF0EB, "lightbulb.fill": 0xF0EB, "cube": 0xF1B2, "cube.fill": 0xF1B2, "shippingbox": 0xF1B2,
    "puzzlepiece": 0xF12E, "gamecontroller": 0xF11B, "headphones": 0xF025, "printer": 0xF02F,
    "desktopcomputer": 0xF108, "laptopcomputer": 0xF109, "iphone": 0xF10B, "ipad": 0xF10A, "keyboard": 0xF11C,
    "tv": 0xF26C, "film": 0xF008, "music.note": 0xF001, "music.note.list": 0xF001, "mic": 0xF130,
    "mic.fill": 0xF130, "mic.slash": 0xF131, "speaker.wave.2": 0xF028, "speaker.wave.2.fill": 0xF028,
    "speaker.fill": 0xF026, "speaker.wave.1.fill": 0xF027, "speaker.wave.3.fill": 0xF028,
    "hourglass": 0xF254, "hourglass.tophalf.fill": 0xF251, "hourglass.bottomhalf.fill": 0xF253,
    "applelogo": 0xF179, "textformat": 0xF031, "paintpalette": 0xF1FC, "paintpalette.fill": 0xF1FC,
    "tray.and.arrow.down": 0xF01C, "tray.and.arrow.down.fill": 0xF01C, "tray.and.arrow.up": 0xF01C,
    "tray.and.arrow.up.fill": 0xF01C, "cloud.sun.rain": 0xF0C2, "cloud.sun.rain.fill": 0xF0C2,
    "speaker.slash": 0xF026, "speaker.slash.fill": 0xF026, "play": 0xF04B, "play.fill": 0xF04B,
    "pause": 0xF04C, "pause.fill": 0xF04C, "stop": 0xF04D, "stop.fill": 0xF04D, "backward": 0xF04A,
    "backward.fill": 0xF04A, "forward": 0xF04E, "forward.fill": 0xF04E, "shuffle": 0xF074, "repeat": 0xF01E,
    "qrcode": 0xF029, "barcode": 0xF02A, "power": 0xF011, "battery.100": 0xF240, "battery.50": 0xF242,
    "battery.0": 0xF244, "bolt": 0xF0E7, "bolt.fill": 0xF0E7, "wifi": 0xF1EB, "antenna.radiowaves.left.and.right": 0xF09E,
    "shield": 0xF132, "shield.fill": 0xF132, "checkmark.shield": 0xF132, "eye": 0xF06E, "eye.fill": 0xF06E,
    "eye.slash": 0xF070, "eye.slash.fill": 0xF070, "hand.thumbsup": 0xF087, "hand.thumbsup.fill": 0xF164,
    "hand.thumbsdown": 0xF088, "hand.thumbsdown.fill": 0xF165, "hand.raised": 0xF256,
    "square.and.arrow.up.fill": 0xF14D, "externaldrive": 0xF1C0, "server.rack": 0xF233,
    "terminal": 0xF120, "chevron.left.forwardslash.chevron.right": 0xF121, "ladybug": 0xF188,
    "wand.and.stars": 0xF0D0, "cellularbars": 0xF012, "note": 0xF0F6, "note.text": 0xF0F6, "list.bullet.rectangle": 0xF022, "sparkles": 0xF0D0, "safari": 0xF14E, "compass": 0xF14E, "arrow.up.arrow.down": 0xF0DC,
    // Places and nature
    "globe": 0xF0AC, "map": 0xF278, "map.fill": 0xF279, "mappin": 0xF041, "mappin.circle": 0xF041,
    "mappin.circle.fill": 0xF041, "mappin.and.ellipse": 0xF041, "location": 0xF124, "location.fill": 0xF124,
    "location.circle": 0xF124, "building.2": 0xF1AD, "building.columns": 0xF19C, "airplane": 0xF072,
    "car": 0xF1B9, "car.fill": 0xF1B9, "bus": 0xF207, "tram": 0xF238, "bicycle": 0xF206, "figure.walk": 0xF29D,
    "cup.and.saucer": 0xF0F4, "cup.and.saucer.fill": 0xF0F4, "fork.knife": 0xF0F5, "bed.double": 0xF236,
    "cross": 0xF0FA, "cross.case": 0xF0FA, "heart.text.square": 0xF21E, "stethoscope": 0xF0F1,
    "pills": 0xF0FA, "sun.max": 0xF185, "sun.max.fill": 0xF185, "moon": 0xF186, "moon.fill": 0xF186,
    "cloud": 0xF0C2, "cloud.fill": 0xF0C2, "icloud": 0xF0C2, "icloud.fill": 0xF0C2, "cloud.rain": 0xF0E9,
    "snowflake": 0xF2DC, "drop": 0xF043, "drop.fill": 0xF043, "flame": 0xF06D, "flame.fill": 0xF06D,
    "leaf": 0xF06C, "leaf.fill": 0xF06C, "tree": 0xF1BB, "pawprint": 0xF1B0, "pawprint.fill": 0xF1B0,
    "thermometer": 0xF2C9, "umbrella": 0xF0E9, "mountain.2": 0xF278,
  ]
}
