import Foundation
import PlumbCore
import Testing

/// The explanation narrates the solver's own decisions in seed 000's terms.
@Suite struct ExplanationTests {

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

@Suite struct MoreExplanationTests {
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
