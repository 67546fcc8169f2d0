import Foundation
import PlumbCore
import Testing

/// Seed 000: three images 64, 91 and 76 high (widths 40, 60, 50 chosen
/// here), default spacing 8, so x = 0, 48, 116 and the stack is 166 wide.
@MainActor @Suite struct SeedHStackAlignmentTests {
  @Test func topAlignsEveryChildAtZero() {
    let r = layout(plainCharacters(.top))
    #expect(r.size == CGSize(width: 166, height: 91))
    expectFrames(r, ["rogue": rect(0, 0, 40, 64), "dragoon": rect(48, 0, 60, 91), "brawler": rect(116, 0, 50, 76)])
  }

  /// Center guides 32, 45.5, 38: the line ends at 45.5, so y = 13.5, 0, 7.5.
  @Test func centerMovesEarlierChildrenDown() {
    let r = layout(plainCharacters(.center))
    #expect(r.size.height == 91)
    expectFrames(r, ["rogue": rect(0, 13.5, 40, 64), "dragoon": rect(48, 0, 60, 91), "brawler": rect(116, 7.5, 50, 76)])
  }

  /// Explicit .feet guides 61, 84, 70: line 84, so y = 23, 0, 14.
  @Test func feetUsesExplicitGuides() {
    let r = layout(
      HStack(alignment: .feet) {
        leaf("rogue", width: 40, height: 64).alignmentGuide(.feet) { _ in 61 }
        leaf("dragoon", width: 60, height: 91).alignmentGuide(.feet) { _ in 84 }
        leaf("brawler", width: 50, height: 76).alignmentGuide(.feet) { _ in 70 }
      })
    #expect(r.size.height == 91)
    expectFrames(r, ["rogue": rect(0, 23, 40, 64), "dragoon": rect(48, 0, 60, 91), "brawler": rect(116, 14, 50, 76)])
  }

  /// Rogue's bottom (64) on dragoon's top (0) and brawler's center (38):
  /// y = 0, 64, 26 and the stack grows to 64 + 91 = 155.
  @Test func guidesOutsideAChildExpandTheStack() {
    let r = layout(
      HStack(alignment: .custom) {
        leaf("rogue", width: 40, height: 64).alignmentGuide(.custom) { d in d[.bottom] }
        leaf("dragoon", width: 60, height: 91).alignmentGuide(.custom) { d in d[.top] }
        leaf("brawler", width: 50, height: 76).alignmentGuide(.custom) { d in d[.center] }
      })
    #expect(r.size == CGSize(width: 166, height: 155))
    expectFrames(r, ["rogue": rect(0, 0, 40, 64), "dragoon": rect(48, 64, 60, 91), "brawler": rect(116, 26, 50, 76)])
  }

  /// The ZStack .anchor figure: horizontal guides 40 (rogue's trailing),
  /// 30 (dragoon's center), 0 (brawler's leading) → line 40, x = 0, 10, 40;
  /// vertical guides 64, 0, 76 → line 76, y = 12, 76, 0. Size 90 × 167.
  @Test func zstackAlignsBothAxes() {
    let r = layout(
      ZStack(alignment: .anchor) {
        leaf("rogue", width: 40, height: 64)
          .alignmentGuide(HorizontalAlignment.anchor) { d in d[.trailing] }
          .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
        leaf("dragoon", width: 60, height: 91)
          .alignmentGuide(VerticalAlignment.anchor) { d in d[.top] }
        leaf("brawler", width: 50, height: 76)
          .alignmentGuide(HorizontalAlignment.anchor) { d in d[.leading] }
          .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
      })
    #expect(r.size == CGSize(width: 90, height: 167))
    expectFrames(r, ["rogue": rect(0, 12, 40, 64), "dragoon": rect(10, 76, 60, 91), "brawler": rect(40, 0, 50, 76)])
  }

  /// The yellow line: a ZStack aligned on .feet puts a 1-pt rectangle's
  /// bottom (its default .feet) on the HStack's line at 84, so y = 83.
  @Test func nestedStackReportsItsLineToAZStack() {
    let r = layout(
      ZStack(alignment: Alignment(horizontal: .center, vertical: .feet)) {
        HStack(alignment: .feet) {
          leaf("rogue", width: 40, height: 64).border(Color.red).alignmentGuide(.feet) { _ in 61 }
          leaf("dragoon", width: 60, height: 91).border(Color.red).alignmentGuide(.feet) { _ in 84 }
          leaf("brawler", width: 50, height: 76).border(Color.red).alignmentGuide(.feet) { _ in 70 }
        }
        .border(Color.green)
        .id("stack")
        Rectangle().fill(Color.yellow).frame(width: 200, height: 1).id("line")
      })
    #expect(r.size == CGSize(width: 200, height: 91))
    expectFrames(r, ["stack": rect(17, 0, 166, 91), "line": rect(0, 83, 200, 1), "rogue": rect(17, 23, 40, 64)])
  }
}
