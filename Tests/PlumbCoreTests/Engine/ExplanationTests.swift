import Foundation
import PlumbCore
import Testing

/// The explanation narrates the solver's own decisions in seed 000's terms.
@MainActor @Suite struct ExplanationTests {

  @Test func centerNarrative() {
    let r = layout(plainCharacters(.center))
    #expect(
      r.explanation == """
        HStack(alignment: center, spacing: default) at (0, 0), 166 × 91:
          Space: no width was offered, so each child is proposed its ideal width.
          Alignment on center, child by child:
            The stack's alignment value starts at 0.
            rogue's center guide is 32, greater than 0; there is nothing to move, so it is placed at 0 and the value becomes 32.
            dragoon's center guide is 45.5, greater than 32, so the children before it move down by 13.5 and the value becomes 45.5.
            brawler's center guide is 38, smaller than 45.5, so it is placed at 7.5.
          Result: y = 13.5, 0, 7.5; height 91.
        """)
  }

  @Test func topNarrative() {
    let r = layout(plainCharacters(.top))
    #expect(
      r.explanation == """
        HStack(alignment: top, spacing: default) at (0, 0), 166 × 91:
          Space: no width was offered, so each child is proposed its ideal width.
          Alignment on top, child by child:
            The stack's alignment value starts at 0.
            rogue's top guide is 0, equal to 0, so it is placed at 0 and the value stays 0.
            dragoon's top guide is 0, equal to 0, so it is placed at 0.
            brawler's top guide is 0, equal to 0, so it is placed at 0.
          Result: y = 0, 0, 0; height 91.
        """)
  }

  @Test func feetNarrative() {
    let r = layout(
      HStack(alignment: .feet) {
        leaf("rogue", width: 40, height: 64).alignmentGuide(.feet) { _ in 61 }
        leaf("dragoon", width: 60, height: 91).alignmentGuide(.feet) { _ in 84 }
        leaf("brawler", width: 50, height: 76).alignmentGuide(.feet) { _ in 70 }
      })
    #expect(
      r.explanation == """
        HStack(alignment: feet, spacing: default) at (0, 0), 166 × 91:
          Space: no width was offered, so each child is proposed its ideal width.
          Alignment on feet, child by child:
            The stack's alignment value starts at 0.
            rogue's feet guide is 61, greater than 0; there is nothing to move, so it is placed at 0 and the value becomes 61.
            dragoon's feet guide is 84, greater than 61, so the children before it move down by 23 and the value becomes 84.
            brawler's feet guide is 70, smaller than 84, so it is placed at 14.
          Result: y = 23, 0, 14; height 91.
        """)
  }

  /// The narrative agrees with the frames: every child's offset is what
  /// the last sentence says, and the division lists what each child took.
  @Test func divisionAgreesWithFrames() {
    let r = layout(
      HStack {
        Color.red.id("a")
        leaf("fixed", width: 50, height: 20)
        Color.blue.layoutPriority(1).id("b")
      }, ProposedViewSize(width: 200, height: 20))
    let text = r.explanation
    #expect(text.contains("Space: 200 offered along the width; spacing 16 leaves 184."))
    #expect(text.contains("1. b (priority 1.0, flexibility inf) is offered 134 and takes 134, 50 kept for lower-priority minimums."))
    #expect(text.contains("2. fixed (flexibility 0) is offered 25 and takes 50."))
    #expect(text.contains("3. a (flexibility inf) is offered 0 and takes 0."))
    #expect(r.frame(of: "b") == rect(66, 0, 134, 20))
  }
}

@MainActor @Suite struct MoreExplanationTests {
  /// Seed 000's expanding stack: the dragoon's guide (0) is smaller, so it
  /// is the one moved down, by 64.
  @Test func customNarrative() {
    let r = layout(
      HStack(alignment: .custom) {
        leaf("rogue", width: 40, height: 64).alignmentGuide(.custom) { d in d[.bottom] }
        leaf("dragoon", width: 60, height: 91).alignmentGuide(.custom) { d in d[.top] }
        leaf("brawler", width: 50, height: 76).alignmentGuide(.custom) { d in d[.center] }
      })
    #expect(
      r.explanation.split(separator: "\n").suffix(4).joined(separator: "\n") == """
            rogue's custom guide is 64, greater than 0; there is nothing to move, so it is placed at 0 and the value becomes 64.
            dragoon's custom guide is 0, smaller than 64, so it is placed at 64.
            brawler's custom guide is 38, smaller than 64, so it is placed at 26.
          Result: y = 0, 64, 26; height 155.
        """)
  }

  /// A ZStack narrates both axes; the results match the frames.
  @Test func zstackNarratesBothAxes() {
    let r = layout(
      ZStack(alignment: .anchor) {
        leaf("rogue", width: 40, height: 64)
          .alignmentGuide(HorizontalAlignment.anchor) { d in d[.trailing] }
          .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
        leaf("dragoon", width: 60, height: 91)
          .alignmentGuide(VerticalAlignment.anchor) { d in d[.top] }
      })
    let text = r.explanation
    #expect(text.contains("Horizontal alignment on anchor, child by child:"))
    #expect(text.contains("dragoon's anchor guide is 30, smaller than 40, so it is placed at 10."))
    #expect(text.contains("Result: x = 0, 10; width 70."))
    #expect(text.contains("Result: y = 0, 64; height 155."))
    #expect(r.frame(of: "dragoon") == rect(10, 64, 60, 91))
  }
}

/// Grids and custom layouts: each subview's proposal, size and frame.
@MainActor @Suite struct ContainerExplanationTests {
  /// GridTests' spanning grid: columns 30 and 60 (the 100-wide cell widens
  /// the second), rows 10, 10, 5; each cell proposed its cell's size.
  @Test func gridCells() {
    let r = layout(
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          leaf("a", width: 30, height: 10)
          leaf("b", width: 30, height: 10)
        }
        GridRow {
          leaf("wide", width: 100, height: 10).gridCellColumns(2)
        }
        Color.red.frame(height: 5).id("divider")
      })
    #expect(
      r.explanation == """
        Grid at (0, 0), 100 × 25:
          Offered nil × nil. Columns 30, 60 wide; rows 10, 10, 5 high; spacing 10 across, 0 down.
          Each cell is proposed its cell's size; each cell's proposal, size and frame:
            a (row 1, column 1): proposed 30 × 10, size 30 × 10, frame (0, 0, 30, 10).
            b (row 1, column 2): proposed 60 × 10, size 30 × 10, frame (55, 0, 30, 10).
            wide (row 2, columns 1–2): proposed 100 × 10, size 100 × 10, frame (0, 10, 100, 10).
            divider (row 3, all columns): proposed 100 × 5, size 100 × 5, frame (0, 20, 100, 5).
        """)
  }

  /// A custom Layout inside a stack: the stack's narrative, then the
  /// layout's subviews, in tree order.
  @Test func customLayoutInAStack() {
    struct Diagonal: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { s, v in
          let d = v.sizeThatFits(.unspecified)
          return CGSize(width: s.width + d.width, height: s.height + d.height)
        }
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for v in subviews {
          let d = v.sizeThatFits(.unspecified)
          v.place(at: p, proposal: ProposedViewSize(d))
          p.x += d.width
          p.y += d.height
        }
      }
    }
    let r = layout(
      VStack(spacing: 0) {
        leaf("top", width: 10, height: 5)
        Diagonal {
          leaf("a", width: 20, height: 10)
          Color.blue.frame(width: 30, height: 15).id("b")
        }
      })
    #expect(
      r.explanation.split(separator: "\n").suffix(4).joined(separator: "\n") == """
        Diagonal at (0, 5), 50 × 25:
          Offered 50 × nil. Each subview's proposal, size and frame:
            a: proposed 20 × 10, size 20 × 10, frame (0, 5, 20, 10).
            b: proposed 30 × 15, size 30 × 15, frame (20, 15, 30, 15).
        """)
  }

  @Test func nothingToExplain() {
    #expect(layout(Color.red).explanation == "No containers.")
  }
}
