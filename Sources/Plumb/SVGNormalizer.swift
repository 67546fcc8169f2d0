import Foundation

/// Makes Cairo's SVG stable and self-describing: Cairo numbers ids (glyphs,
/// clips, surfaces) with process-wide counters, so the same figure drawn
/// twice in one process differs; ids are renumbered in document order. The
/// root's accessibility label becomes the `<title>`.
enum SVGNormalizer {
  static func normalize(_ data: Data, title: String?) -> Data {
    guard var svg = String(data: data, encoding: .utf8) else { return data }
    var mapping: [String: String] = [:]
    var order: [String] = []
    var searchStart = svg.startIndex
    while let r = svg.range(of: "id=\"", range: searchStart..<svg.endIndex) {
      guard let end = svg[r.upperBound...].firstIndex(of: "\"") else { break }
      let id = String(svg[r.upperBound..<end])
      if mapping[id] == nil {
        let prefix = id.prefix { !$0.isNumber }
        mapping[id] = "\(prefix)\(order.count)"
        order.append(id)
      }
      searchStart = end
    }
    // Replace longest ids first so "glyph0-10" is not hit by "glyph0-1".
    var out = svg
    let placeholders = order.sorted { $0.count > $1.count }
    for (i, id) in placeholders.enumerated() {
      let token = "\u{1}\(i)\u{2}"
      for (open, close) in [("id=\"", "\""), ("#", "\""), ("#", ")")] {
        out = out.replacingOccurrences(of: open + id + close, with: open + token + close)
      }
    }
    for (i, id) in placeholders.enumerated() {
      out = out.replacingOccurrences(of: "\u{1}\(i)\u{2}", with: mapping[id]!)
    }
    svg = out
    if let title, let close = svg.range(of: ">", range: (svg.range(of: "<svg")?.upperBound ?? svg.startIndex)..<svg.endIndex) {
      svg.insert(contentsOf: "\n<title>\(escape(title))</title>", at: close.upperBound)
    }
    return Data(svg.utf8)
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
