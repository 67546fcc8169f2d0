import Foundation
import Plumb
import Testing

/// Text decorations and spacing through Pango and Inter: a body line is
/// 20.57421875 high (`bodyLine`), the baseline at 16.46875.
@MainActor @Suite struct TextDecorationRenderTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  func size(_ view: some View) -> CGSize {
    LayoutResult(of: view, measurer: measurer).size
  }

  /// Line spacing 6 between two lines: 2 × 20.574 + 6.
  @Test func lineSpacingAddsBetweenLines() {
    let plain = size(Text("One\nTwo"))
    let spaced = size(Text("One\nTwo").lineSpacing(6))
    #expect(abs(spaced.height - (plain.height + 6)) < 0.01, "\(plain) \(spaced)")
  }

  /// Three reserved lines of body text: 3 × 20.574 = 61.72.
  @Test func reservedLinesKeepTheirHeight() {
    let h = size(Text("One").lineLimit(3, reservesSpace: true)).height
    #expect(abs(h - 3 * bodyLine) < 0.01, "\(h)")
  }

  /// Tracking adds its amount after every character, the last included
  /// (as Core Text's kern): "Hello" with 3 grows by 5 × 3 = 15 (Pango spaces
  /// the four gaps, the measurer adds the last).
  @Test func trackingWidens() {
    let plain = size(Text("Hello")).width
    let tracked = size(Text("Hello").tracking(3)).width
    #expect(abs(tracked - plain - 15) < 0.01, "\(plain) \(tracked)")
  }

  /// The underline is drawn: red pixels appear under the baseline of black
  /// text, where the plain text has none.
  @Test func underlineIsDrawn() throws {
    func redRows(_ view: some View) throws -> Set<Int> {
      let r = ImageRenderer(content: view)
      r.scale = 2
      let img = try PixelImage(pngData: try r.pngData())
      var rows = Set<Int>()
      for y in 0..<img.height {
        for x in 0..<img.width {
          let p = img[x, y]
          if p.a > 200 && p.r > 200 && p.g < 90 && p.b < 90 { rows.insert(y) }
        }
      }
      return rows
    }
    #expect(try redRows(Text("Underlined")).isEmpty)
    let rows = try redRows(Text("Underlined").underline(color: .red))
    // Baseline at 16.47 pt = 32.9 px: the line lies just under it.
    #expect(!rows.isEmpty && rows.allSatisfy { $0 > 32 && $0 < 40 }, "\(rows.sorted())")
    let struck = try redRows(Text("Struck").strikethrough(color: .red))
    // Through the middle of the lowercase letters, above the baseline.
    #expect(!struck.isEmpty && struck.allSatisfy { $0 > 14 && $0 < 32 }, "\(struck.sorted())")
  }

  /// A time's narrow no-break space is in Inter: no missing-glyph box,
  /// and the text is as wide as with a plain space, within 3 points.
  @Test func timeRendersWithInter() throws {
    let date = Date(timeIntervalSince1970: 1_559_604_180)
    let time = size(Text(date, style: .time)).width
    let plain = size(Text(verbatim: "11:23 PM")).width
    #expect(abs(time - plain) < 3, "\(time) \(plain)")
  }
}
