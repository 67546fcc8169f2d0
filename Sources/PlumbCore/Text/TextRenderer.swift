import Foundation

// iOS 18's text renderers: a `TextRenderer` draws a text's laid-out lines,
// runs and glyphs itself (per-glyph animations, highlights). Plumb draws
// text with Pango and does not hand its glyphs to a renderer: a text with a
// renderer is drawn as without one, which is the first frame of the
// renderers that animate text in (docs/deviations.md).

/// A value attached to part of a text (`Text("x").customAttribute(…)`), for
/// a renderer to find in its runs.
public protocol TextAttribute: Hashable {}

/// Draws a text's layout in place of SwiftUI's drawing.
public protocol TextRenderer: Animatable {
  func draw(layout: Text.Layout, in context: inout GraphicsContext)
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes.
public struct TextProxy {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

extension Text {
  /// A text's lines, as a renderer gets them. Plumb hands none to a
  /// renderer; the types are SwiftUI's, so renderers compile.
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]
    public var isTruncated: Bool { false }
    public var startIndex: Int { lines.startIndex }
    public var endIndex: Int { lines.endIndex }
    public subscript(position: Int) -> Line { lines[position] }

    /// A line: its runs of equally styled glyphs.
    public struct Line: RandomAccessCollection, Equatable {
      let runs: [Run]
      public var origin: CGPoint
      public var typographicBounds: TypographicBounds
      public var startIndex: Int { runs.startIndex }
      public var endIndex: Int { runs.endIndex }
      public subscript(position: Int) -> Run { runs[position] }
    }

    /// Glyphs sharing their attributes.
    public struct Run: RandomAccessCollection, Equatable {
      let slices: [RunSlice]
      public var typographicBounds: TypographicBounds
      public var layoutDirection: LayoutDirection
      public var startIndex: Int { slices.startIndex }
      public var endIndex: Int { slices.endIndex }
      public subscript(position: Int) -> RunSlice { slices[position] }
      public var characterIndices: [Int] { slices.flatMap(\.characterIndices) }
      /// The run's value of a custom attribute, if it has one.
      public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
    }

    /// Part of a run.
    public struct RunSlice: RandomAccessCollection, Equatable {
      let glyphs: [Glyph]
      public var typographicBounds: TypographicBounds
      public var startIndex: Int { glyphs.startIndex }
      public var endIndex: Int { glyphs.endIndex }
      public subscript(position: Int) -> Glyph { glyphs[position] }
      public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
      /// The indices, in the text's characters, of the slice's glyphs.
      public var characterIndices: [Int] { Array(glyphs.indices) }
    }

    public struct Glyph: Equatable {
      public var typographicBounds: TypographicBounds
    }

    /// A line's, run's or glyph's extent: its origin on the baseline, its
    /// width, ascent, descent and leading.
    public struct TypographicBounds: Equatable {
      public var origin: CGPoint
      public var width: CGFloat
      public var ascent: CGFloat
      public var descent: CGFloat
      public var leading: CGFloat
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }

    public struct DrawingOptions: OptionSet, Sendable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
  }

  /// Marks the text with a value for a renderer: drawn as it is.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}

extension GraphicsContext {
  /// A line, run or slice of a renderer's layout. Plumb gives renderers no
  /// layout, so these are never reached with one.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

nonisolated extension View {
  /// Draws the text inside with `renderer`. Plumb draws it as without one
  /// (docs/deviations.md).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { inert() }
}
