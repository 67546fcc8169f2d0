import Foundation

/// A run of text as layout and drawing see it: the string and its resolved
/// style, with the styled stretches its markdown set.
public struct TextContent: Hashable, Sendable {
  /// The text as shown, without markup.
  public var string: String
  public var font: Font
  public var lineLimit: Int?
  public var alignment: TextAlignment
  /// Stretches of `string` styled over `font`, in text order.
  public var spans: [TextSpan]
  /// Extra space between lines (`lineSpacing(_:)`), not after the last.
  public var lineSpacing: CGFloat
  /// The text is at least this many lines high, however few it shows
  /// (`lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`).
  public var reservedLines: Int?

  public init(
    string: String, font: Font = .body, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
    spans: [TextSpan] = [], lineSpacing: CGFloat = 0, reservedLines: Int? = nil
  ) {
    self.string = string
    self.font = font
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.spans = spans
    self.lineSpacing = lineSpacing
    self.reservedLines = reservedLines
  }

  /// The tracking of a span that covers the whole text, else 0: the
  /// letter spacing `FixedAdvanceTextMeasurer` counts.
  package var uniformTracking: CGFloat {
    let count = string.utf8.count
    return spans.filter { $0.utf8Range.lowerBound <= 0 && $0.utf8Range.upperBound >= count }
      .map(\.style.tracking).max() ?? 0
  }
}

/// How the lines of a multiline text align with each other.
public enum TextAlignment: String, Hashable, Sendable {
  case leading, center, trailing
}

/// What measuring a text gives layout: its size and its first and last
/// baselines (from its top).
public struct TextMetrics: Hashable, Sendable {
  public var size: CGSize
  public var firstBaseline: CGFloat
  public var lastBaseline: CGFloat
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// Measures text for layout. The core never sees a font file: Plumb's
/// renderer measures with Pango; layout tests use `FixedAdvanceTextMeasurer`.
public protocol TextMeasurer: Sendable {
  /// The text's size when wrapped to `width` (nil or infinite: no wrapping).
  func measure(_ text: TextContent, width: CGFloat?) -> TextMetrics
  /// Which measurer this is, for the first line of a layout dump
  /// ("Inter through Pango", "fixed advance 0.5 em").
  var summary: String { get }
}

extension TextMeasurer {
  public var summary: String { String(describing: Self.self) }
}

/// A deterministic measurer: every character advances `advance × size`,
/// lines are `lineHeight × size` high with the baseline at `ascent × size`.
/// Words wrap greedily at spaces; explicit newlines break lines. Styled
/// spans (bold, code) advance as much as the rest: only the characters
/// shown count, not the markdown that styled them. Tracking set on the
/// whole text adds to every character's advance; `lineSpacing` adds between
/// lines; reserved lines count toward the height.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
  public var advance: CGFloat
  public var lineHeight: CGFloat
  public var ascent: CGFloat

  public var summary: String {
    "fixed advance \(formatLength(advance)) em, lines \(formatLength(lineHeight)) em (FixedAdvanceTextMeasurer)"
  }

  public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.25, ascent: CGFloat = 1) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  public func lines(_ text: TextContent, width: CGFloat?) -> [String] {
    let w = text.font.size * advance + text.uniformTracking
    // No wrapping when the width or the advance cannot give a sane count.
    let maxChars = width.flatMap { width -> Int? in
      guard width.isFinite, w > 0, w.isFinite else { return nil }
      let chars = (width / w).rounded(.down)
      return chars < 1e9 ? Int(chars + 0.0001) : nil
    }
    var lines: [String] = []
    for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxChars else {
        lines.append(String(paragraph))
        continue
      }
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if candidate.count <= max(1, maxChars) || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    if let limit = text.lineLimit, limit > 0, lines.count > limit {
      lines = Array(lines.prefix(limit))
    }
    return lines
  }

  public func measure(_ text: TextContent, width: CGFloat?) -> TextMetrics {
    let lines = lines(text, width: width)
    let size = text.font.size
    let widest = lines.map(\.count).max() ?? 0
    let charAdvance = size * advance + text.uniformTracking
    var w = CGFloat(widest) * charAdvance
    if let width, width.isFinite { w = min(w, max(width, charAdvance)) }
    let shown = max(1, lines.count)
    let rows = max(shown, text.reservedLines ?? 0)
    let spacing = text.lineSpacing.isFinite ? max(0, text.lineSpacing) : 0
    let h = CGFloat(rows) * size * lineHeight + CGFloat(rows - 1) * spacing
    let base = size * ascent
    return TextMetrics(
      size: CGSize(width: w, height: h),
      firstBaseline: base,
      lastBaseline: base + CGFloat(shown - 1) * (size * lineHeight + spacing))
  }
}

/// Text: sized by the measurer, wrapping to the proposed width.
///
/// Child proposal: none. Own size: the measured text for the proposed width
/// (one line when unproposed). Placement: none. Guides: its first and last
/// baselines, explicit.
struct TextLeaf: LeafLayout {
  var content: TextContent

  func metrics(_ p: ProposedViewSize, _ engine: LayoutEngine) -> TextMetrics {
    engine.textMetrics(content, width: p.width)
  }
  func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    metrics(p, engine).size
  }
  func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key { return metrics(proposal, engine).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return metrics(proposal, engine).lastBaseline }
    return nil
  }
  var hasExplicitGuides: Bool { true }
  /// Text is spaced by its font ("Text is spaced by its font").
  var spacing: ViewSpacing { .text(fontSize: content.font.size) }
  var hasOwnSpacing: Bool { true }
  var kindDescription: String {
    let s = content.string.replacingOccurrences(of: "\n", with: "\\n")
    return "Text(\"\(s)\")"
  }
}
