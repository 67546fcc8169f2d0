import Foundation

/// The inline markdown SwiftUI renders in a `Text` made from a string
/// literal (Apple's `inlineOnlyPreservingWhitespace`): `**strong**` and
/// `__strong__`, `*emphasis*` and `_emphasis_` (both: `***…***`),
/// `` `code` ``, `~~strikethrough~~` (or `~one~`), `[text](destination)`,
/// and backslash escapes. Whitespace and newlines are kept as written.
///
/// A small subset of CommonMark's rules: a delimiter run opens when a
/// non-space follows it (and, for `_`, no letter or digit precedes it),
/// and closes at the next run of the same character and length that
/// follows a non-space (and, for `_`, precedes no letter or digit). A run
/// without a partner is text.
package enum InlineMarkdown {
  /// The text without its markup, and its styled stretches.
  package static func parse(_ source: String) -> (string: String, spans: [TextSpan]) {
    var parser = Parser(chars: Array(source))
    parser.parse(0..<parser.chars.count, TextStyle())
    var string = ""
    var spans: [TextSpan] = []
    var offset = 0
    for (text, style) in parser.pieces {
      let end = offset + text.utf8.count
      if style != TextStyle() {
        if let last = spans.last, last.style == style, last.utf8Range.upperBound == offset {
          spans[spans.count - 1].utf8Range = last.utf8Range.lowerBound..<end
        } else {
          spans.append(TextSpan(utf8Range: offset..<end, style: style))
        }
      }
      string += text
      offset = end
    }
    return (string, spans)
  }

  /// `text` with every markdown character escaped, so it parses to itself.
  package static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\*_`~[]()".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}

private struct Parser {
  let chars: [Character]
  var pieces: [(String, TextStyle)] = []

  /// Appends the pieces of `chars[range]`, each with `style` plus its own
  /// markup.
  mutating func parse(_ range: Range<Int>, _ style: TextStyle) {
    var text = ""
    func flush(_ pieces: inout [(String, TextStyle)]) {
      if !text.isEmpty { pieces.append((text, style)) }
      text = ""
    }
    var i = range.lowerBound
    let end = range.upperBound
    while i < end {
      let c = chars[i]
      if let escaped = escape(at: i, end) {
        text.append(escaped)
        i += 2
      } else if c == "`" {
        let n = runLength(at: i, end)
        if let close = codeClose(at: i, end) {
          flush(&pieces)
          var code = String(chars[i + n..<close])
          // One space inside each backtick run is padding, as in CommonMark.
          if code.count > 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
            code = String(code.dropFirst().dropLast())
          }
          var s = style
          s.isMonospaced = true
          pieces.append((code, s))
          i = close + n
        } else {
          text += String(repeating: "`", count: n)
          i += n
        }
      } else if c == "^", i + 1 < end, chars[i + 1] == "[", let span = bracketed(at: i + 1, end) {
        // Attribute markup, `^[1 cup](inflect: true)`: its text, inflected
        // as Foundation's automatic grammar agreement does in English.
        flush(&pieces)
        let raw = String(chars[span.text])
        let inflects = span.destination.replacingOccurrences(of: " ", with: "").contains("inflect:true")
        pieces.append((inflects ? Self.inflected(raw) : raw, style))
        i = span.next
      } else if c == "[", let link = link(at: i, end) {
        flush(&pieces)
        var s = style
        s.link = link.url
        parse(link.text, s)
        i = link.next
      } else if c == "*" || c == "_" || c == "~" {
        let n = runLength(at: i, end)
        if let close = emphasisClose(at: i, length: n, end) {
          flush(&pieces)
          var s = style
          switch (c, n) {
          case ("~", _): s.isStrikethrough = true
          case (_, 1): s.isItalic = true
          case (_, 2): s.isBold = true
          default:
            s.isBold = true
            s.isItalic = true
          }
          parse(i + n..<close, s)
          i = close + n
        } else {
          text += String(repeating: c, count: n)
          i += n
        }
      } else {
        text.append(c)
        i += 1
      }
    }
    flush(&pieces)
  }

  /// The character a backslash at `i` escapes (ASCII punctuation), if any.
  func escape(at i: Int, _ end: Int) -> Character? {
    guard chars[i] == "\\", i + 1 < end, let a = chars[i + 1].asciiValue else { return nil }
    return a > 32 && a < 127 && !chars[i + 1].isLetter && !chars[i + 1].isNumber ? chars[i + 1] : nil
  }

  func runLength(at i: Int, _ end: Int) -> Int {
    var j = i
    while j < end && chars[j] == chars[i] { j += 1 }
    return j - i
  }

  /// Where the code span opened by the backtick run at `i` closes: the
  /// next run of exactly as many backticks.
  func codeClose(at i: Int, _ end: Int) -> Int? {
    let n = runLength(at: i, end)
    var j = i + n
    while j < end {
      guard chars[j] == "`" else {
        j += 1
        continue
      }
      let m = runLength(at: j, end)
      if m == n { return j }
      j += m
    }
    return nil
  }

  /// Where the emphasis (or strikethrough) opened by the run of `n` at `i`
  /// closes, or nil if the run does not open one.
  func emphasisClose(at i: Int, length n: Int, _ end: Int) -> Int? {
    let c = chars[i]
    guard (c == "~" ? n <= 2 : n <= 3), i + n < end, !chars[i + n].isWhitespace else { return nil }
    if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { return nil }
    var j = i + n
    while j < end {
      if escape(at: j, end) != nil {
        j += 2
      } else if chars[j] == "`", let close = codeClose(at: j, end) {
        j = close + runLength(at: close, end)
      } else if chars[j] == c {
        let m = runLength(at: j, end)
        let after = j + m < end ? chars[j + m] : nil
        let intraword = c == "_" && (after.map { $0.isLetter || $0.isNumber } ?? false)
        if m == n, j > i + n, !chars[j - 1].isWhitespace, !intraword { return j }
        j += m
      } else {
        j += 1
      }
    }
    return nil
  }

  /// A link at `i`: `[text](destination)`, the destination a URL.
  func link(at i: Int, _ end: Int) -> (text: Range<Int>, url: URL, next: Int)? {
    guard let span = bracketed(at: i, end) else { return nil }
    // The destination, without an optional "title".
    let destination = span.destination.trimmingCharacters(in: .whitespaces)
      .split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    guard let url = URL(string: destination) else { return nil }
    return (span.text, url, span.next)
  }

  /// English agreement for `^[…](inflect: true)`: the noun after a number
  /// takes the plural unless the number is 1 ("2 cups", "1 cup").
  static func inflected(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let n = words.firstIndex(where: { Double($0) != nil }), n + 1 < words.count, let count = Double(words[n]),
      count != 1
    else { return text }
    let word = words[n + 1]
    let irregular = ["person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
      "foot": "feet", "tooth": "teeth", "goose": "geese"]
    let lower = word.lowercased()
    if let plural = irregular[lower] {
      words[n + 1] = plural
    } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      words[n + 1] = String(word.dropLast()) + "ies"
    } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
      words[n + 1] = word + "es"
    } else {
      words[n + 1] = word + "s"
    }
    return words.joined(separator: " ")
  }

  /// `[text](destination)` at `i`: the text's range, the destination as
  /// written, and where it ends.
  func bracketed(at i: Int, _ end: Int) -> (text: Range<Int>, destination: String, next: Int)? {
    var depth = 0
    var j = i
    while j < end {
      if escape(at: j, end) != nil {
        j += 2
        continue
      }
      if chars[j] == "`", let close = codeClose(at: j, end) {
        j = close + runLength(at: close, end)
        continue
      }
      if chars[j] == "[" { depth += 1 }
      if chars[j] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      j += 1
    }
    guard j + 1 < end, chars[j] == "]", chars[j + 1] == "(",
      let close = chars[(j + 2)..<end].firstIndex(of: ")")
    else { return nil }
    return (i + 1..<j, String(chars[(j + 2)..<close]), close + 1)
  }
}
