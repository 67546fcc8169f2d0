import Foundation
import Plumb
import PlumbGallery
import Testing

/// Seed 002's flow layout on fixed-size items: widths 50, 60, 40, 70,
/// heights 20, 30, 25, 10, spacing 10, container 150. The first line holds
/// 50 + 10 + 60 = 120 (adding 40 would reach 170); the second 40 + 10 + 70.
/// Each line's rects sit at minus their guide, then move down by the
/// line's union minY; lines stack with 10 between them.
@MainActor @Suite struct FlowLayoutTests {
  func flow(_ alignment: VerticalAlignment) -> LayoutResult {
    LayoutResult(
      of: FlowLayout(alignment: alignment) {
        Color.red.frame(width: 50, height: 20).id("a")
        Color.red.frame(width: 60, height: 30).id("b")
        Color.red.frame(width: 40, height: 25).id("c")
        Color.red.frame(width: 70, height: 10).id("d")
      }, proposal: ProposedViewSize(width: 150, height: nil))
  }

  func origins(_ r: LayoutResult) -> [CGPoint] {
    ["a", "b", "c", "d"].map { r.frame(of: $0)!.origin }
  }

  /// Line 1 is 30 high, so line 2 starts at 40; the union is 120 × 65.
  @Test func top() {
    let r = flow(.top)
    #expect(r.size == CGSize(width: 120, height: 65))
    #expect(origins(r) == [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 50, y: 40)])
  }

  /// Bottoms on one line: y = 30 - 20 = 10 and 0; line 2: 0 and 25 - 10 = 15.
  @Test func bottom() {
    let r = flow(.bottom)
    #expect(r.size == CGSize(width: 120, height: 65))
    #expect(origins(r) == [CGPoint(x: 0, y: 10), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 50, y: 55)])
  }

  /// Centers: 15 - 10 = 5 and 0; line 2: 0 and 12.5 - 5 = 7.5.
  @Test func center() {
    let r = flow(.center)
    #expect(origins(r) == [CGPoint(x: 0, y: 5), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 50, y: 47.5)])
  }

  /// An overridden .top guide of 100 lifts the item 100 above the others:
  /// rects at y = -100 and 0; the union's minY is -100, so the others sit
  /// at 100, the overridden item at 0.
  @Test func overriddenTopGuide() {
    let r = LayoutResult(
      of: FlowLayout(alignment: .top) {
        Color.red.frame(width: 50, height: 20).alignmentGuide(.top) { _ in 100 }.id("a")
        Color.red.frame(width: 60, height: 30).id("b")
      }, proposal: ProposedViewSize(width: 150, height: nil))
    #expect(origins2(r) == [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 100)])
    #expect(r.size == CGSize(width: 120, height: 130))
  }

  /// `{ $0[.bottom] }` and `{ $0.height }` give the same layout: the item's
  /// bottom meets the others' tops. The override is ignored for .bottom.
  @Test func bottomAndHeightOverridesAgree() {
    func run(_ alignment: VerticalAlignment, _ guide: @escaping (ViewDimensions) -> CGFloat) -> [CGPoint] {
      origins2(LayoutResult(
        of: FlowLayout(alignment: alignment) {
          Color.red.frame(width: 50, height: 20).alignmentGuide(.top, computeValue: guide).id("a")
          Color.red.frame(width: 60, height: 30).id("b")
        }, proposal: ProposedViewSize(width: 150, height: nil)))
    }
    #expect(run(.top) { $0[.bottom] } == run(.top) { $0.height })
    #expect(run(.top) { $0.height } == [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 20)])
    #expect(run(.bottom) { $0.height } == [CGPoint(x: 0, y: 10), CGPoint(x: 60, y: 0)])
  }

  func origins2(_ r: LayoutResult) -> [CGPoint] {
    ["a", "b"].map { r.frame(of: $0)!.origin }
  }

  /// Text baselines through padding and background: with the Pango
  /// measurer, `.firstTextBaseline` puts every item's first baseline on one
  /// line per row.
  @Test func firstBaselinesShareALine() throws {
    let r = ImageRenderer(content: FlowExample(alignment: .firstTextBaseline))
    r.proposedSize = ProposedViewSize(width: 520, height: nil)
    let result = try r.layout()
    // Every Text's baseline in root coordinates, grouped by row top.
    let texts = result.frames.filter { $0.kind.hasPrefix("Text(\"Item") }
    #expect(texts.count == 20)
    let baselines = Set(texts.map { ($0.frame.minY + 17 * 0.96875) })
    // Five lines of items (the first shares its line with the longer item).
    #expect(baselines.count == 5, "\(baselines.sorted())")
  }
}

/// The flow layout's explanation: what it proposed each item (nothing:
/// ideal sizes), its size, and the frame the bottom alignment gave it.
@MainActor @Suite struct FlowExplanationTests {
  @Test func flowSubviews() {
    #expect(
      FlowLayoutTests().flow(.bottom).explanation == """
        FlowLayout at (0, 0), 120 × 65:
          Offered 150 × nil. Each subview's proposal, size and frame:
            a: proposed nil × nil, size 50 × 20, frame (0, 10, 50, 20).
            b: proposed nil × nil, size 60 × 30, frame (60, 0, 60, 30).
            c: proposed nil × nil, size 40 × 25, frame (0, 40, 40, 25).
            d: proposed nil × nil, size 70 × 10, frame (50, 55, 70, 10).
        """)
  }
}
