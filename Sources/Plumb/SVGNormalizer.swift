import Foundation

/// Makes Cairo's SVG stable and self-describing: Cairo numbers ids (glyphs,
/// clips, surfaces) with process-wide counters, so the same figure drawn
/// twice in one process differs; ids are renumbered in document order. The
/// root's accessibility label becomes the `<title>`. One pass over the
/// bytes each way, so large figures stay cheap.
enum SVGNormalizer {
  static func normalize(_ data: Data, title: String?) -> Data {
    let bytes = [UInt8](data)
    let idOpen = Array("id=\"".utf8)
    let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), paren = UInt8(ascii: ")")

    func matches(_ pattern: [UInt8], at i: Int) -> Bool {
      guard i + pattern.count <= bytes.count else { return false }
      for k in pattern.indices where bytes[i + k] != pattern[k] { return false }
      return true
    }
    func isIDByte(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }

    // Pass 1: every id, in document order, gets its prefix and a number.
    var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
    var i = 0
    while i < bytes.count {
      if bytes[i] == idOpen[0] && matches(idOpen, at: i) {
        let start = i + idOpen.count
        var end = start
        while end < bytes.count && bytes[end] != quote { end += 1 }
        let id = bytes[start..<end]
        if mapping[id] == nil {
          let prefix = id.prefix { !($0 >= 0x30 && $0 <= 0x39) }
          mapping[id] = Array(prefix) + Array(String(mapping.count).utf8)
        }
        i = end
      } else {
        i += 1
      }
    }

    // Pass 2: rewrite definitions (id="x") and references (#x" and #x)).
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    i = 0
    while i < bytes.count {
      if !mapping.isEmpty, bytes[i] == idOpen[0], matches(idOpen, at: i) {
        let start = i + idOpen.count
        var end = start
        while end < bytes.count && bytes[end] != quote { end += 1 }
        out += idOpen
        out += mapping[bytes[start..<end]] ?? Array(bytes[start..<end])
        i = end
        continue
      }
      if !mapping.isEmpty, bytes[i] == hash {
        var end = i + 1
        while end < bytes.count && isIDByte(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == quote || bytes[end] == paren, let new = mapping[bytes[(i + 1)..<end]] {
          out.append(hash)
          out += new
          i = end
          continue
        }
      }
      out.append(bytes[i])
      i += 1
    }

    guard let title else { return Data(out) }
    // The title goes right after the opening <svg …> tag.
    let svgOpen = Array("<svg".utf8)
    var k = 0
    while k + svgOpen.count <= out.count && !(out[k] == svgOpen[0] && Array(out[k..<(k + svgOpen.count)]) == svgOpen) { k += 1 }
    while k < out.count && out[k] != UInt8(ascii: ">") { k += 1 }
    guard k < out.count else { return Data(out) }
    out.insert(contentsOf: Array("\n<title>\(escape(title))</title>".utf8), at: k + 1)
    return Data(out)
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
