import Foundation
import SnapshotTesting

/// A readable SVG failure: which views moved (from the layout dump the
/// `.svg` strategy embeds in a comment), then the drawing's changed lines
/// with glyph outlines and embedded images left out and counted, since
/// a diff of path data tells a reader nothing.
enum SVGDiff {
  static let open = "<!-- plumb layout\n"
  static let close = "\n-->"

  /// Puts the dump in a comment after the XML declaration ("--" may not
  /// appear in a comment, so it is spaced).
  static func embed(layout: String, in svg: String) -> String {
    let comment = open + layout.replacingOccurrences(of: "--", with: "- -") + close
    guard let end = svg.range(of: "?>\n") else { return comment + "\n" + svg }
    return String(svg[..<end.upperBound]) + comment + "\n" + svg[end.upperBound...]
  }

  /// The dump embedded in an SVG, if any.
  static func layout(in svg: String) -> String? {
    guard let start = svg.range(of: open), let end = svg.range(of: close, range: start.upperBound..<svg.endIndex)
    else { return nil }
    return String(svg[start.upperBound..<end.lowerBound])
  }

  /// The drawing's lines without the comment, split into what a reader can
  /// follow and the count of glyph outlines and image data lines.
  static func drawing(_ svg: String) -> (lines: [String], opaque: Int) {
    var text = svg
    if let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    var lines: [String] = []
    var opaque = 0
    var inGlyph = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("<g id=\"glyph") || line.hasPrefix("<symbol") { inGlyph = true }
      if inGlyph || line.contains("data:image/") || line.count > 400 {
        opaque += 1
        if line.hasPrefix("</g>") || line.hasPrefix("</symbol>") { inGlyph = false }
        continue
      }
      lines.append(String(line))
    }
    return (lines, opaque)
  }

  static func message(_ old: String, _ new: String) -> String? {
    if let failed = FailedRender.message(reference: old, actual: new) { return failed }
    guard old != new else { return nil }
    var parts: [String] = []
    if let a = layout(in: old), let b = layout(in: new) {
      let changes = LayoutDumpDiff.changes(a, b)
      parts.append(changes.isEmpty ? "The layout is the same; the drawing differs." : "Layout:\n" + changes.joined(separator: "\n"))
    } else {
      parts.append("The reference has no layout comment (recorded before Plumb embedded one); comparing the drawing only.")
    }
    let a = drawing(old), b = drawing(new)
    let setA = Set(a.lines), setB = Set(b.lines)
    let removed = a.lines.filter { !setB.contains($0) }
    let added = b.lines.filter { !setA.contains($0) }
    var drawingPart = "Drawing: \(removed.count) lines removed, \(added.count) added"
    if a.opaque != b.opaque || a.lines.count + a.opaque != b.lines.count + b.opaque {
      drawingPart += "; glyph outlines and image data: \(a.opaque) lines → \(b.opaque) (not shown)"
    }
    drawingPart += "."
    let shown = 20
    for line in removed.prefix(shown) { drawingPart += "\n− " + line.prefix(160) }
    for line in added.prefix(shown) { drawingPart += "\n+ " + line.prefix(160) }
    if removed.count > shown || added.count > shown { drawingPart += "\n… (the full files are in the artifacts folder)" }
    parts.append(drawingPart)
    return parts.joined(separator: "\n\n")
  }
}

extension Diffing where Value == String {
  /// SVG text: fails with `SVGDiff`'s readable message.
  public static var svg: Diffing {
    .diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { old, new in
      SVGDiff.message(old, new).map { ($0, []) }
    }
  }
}
