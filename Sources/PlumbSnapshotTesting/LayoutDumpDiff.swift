import Foundation

/// Compares two layout dumps view by view: a view is named by its path of
/// kinds and sibling indices ("HStack[0] > Image(rogue)[1]").
enum LayoutDumpDiff {
  struct Entry {
    var path: String
    var kind: String
    var frame: [String]
  }

  static func entries(_ dump: String) -> [Entry] {
    var out: [Entry] = []
    var stack: [(depth: Int, name: String, childCount: Int)] = []
    for line in dump.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
      let depth = line.prefix { $0 == " " }.count / 2
      let body = line.drop { $0 == " " }
      // The frame is the last "(x, y, w, h)" group.
      guard let open = body.range(of: " (", options: .backwards),
        let close = body[open.upperBound...].firstIndex(of: ")")
      else { continue }
      var kind = String(body[..<open.lowerBound])
      var frameText = String(body[open.upperBound..<close])
      if frameText.split(separator: ",").count != 4, let inner = kind.range(of: " (", options: .backwards) {
        // A guide value follows the frame: the frame is the one before.
        frameText = String(kind[inner.upperBound...].dropLast(kind.hasSuffix(")") ? 1 : 0))
        kind = String(kind[..<inner.lowerBound])
      }
      while let last = stack.last, last.depth >= depth { stack.removeLast() }
      let index = stack.last.map { $0.childCount } ?? 0
      if !stack.isEmpty { stack[stack.count - 1].childCount += 1 }
      let short = kind.split(separator: "(").first.map(String.init) ?? kind
      let name = "\(short.contains("#") ? kind : short)[\(index)]"
      let path = (stack.map(\.name) + [name]).joined(separator: " > ")
      stack.append((depth, name, 0))
      out.append(Entry(path: path, kind: kind, frame: frameText.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }))
    }
    return out
  }

  /// "HStack[0] > Image[1] frame.width 60 → 62" for each changed field.
  static func changes(_ old: String, _ new: String) -> [String] {
    let a = entries(old), b = entries(new)
    var out: [String] = []
    let fields = ["x", "y", "width", "height"]
    var byPath: [String: Entry] = [:]
    for e in a { byPath[e.path] = e }
    for e in b {
      guard let o = byPath[e.path] else {
        out.append("\(e.path) added")
        continue
      }
      if o.kind != e.kind { out.append("\(e.path) \(o.kind) → \(e.kind)") }
      for (i, field) in fields.enumerated() where i < o.frame.count && i < e.frame.count && o.frame[i] != e.frame[i] {
        out.append("\(e.path) frame.\(field) \(o.frame[i]) → \(e.frame[i])")
      }
      byPath[e.path] = nil
    }
    for e in a where byPath[e.path] != nil { out.append("\(e.path) removed") }
    return out
  }
}
