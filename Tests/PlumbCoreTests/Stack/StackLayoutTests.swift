import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct StackLayoutTests {
  /// 200 offered, spacing 2 × 8: the fixed 50 goes first (least flexible),
  /// the two colors share 134: 67 each.
  @Test func leastFlexibleFirstThenEqualShares() {
    let r = layout(
      HStack {
        Color.red.id("a")
        leaf("fixed", width: 50, height: 20)
        Color.blue.id("b")
      }, ProposedViewSize(width: 200, height: 20))
    expectFrames(r, ["a": rect(0, 0, 67, 20), "fixed": rect(75, 0, 50, 20), "b": rect(133, 0, 67, 20)])
  }

  /// Priority 1 is offered 100 - 8 minus the lower group's minimum (0) = 92;
  /// the other color gets what is left: 0.
  @Test func layoutPriorityIsOfferedSpaceFirst() {
    let r = layout(
      HStack {
        Color.red.id("low")
        Color.blue.layoutPriority(1).id("high")
      }, ProposedViewSize(width: 100, height: 10))
    expectFrames(r, ["low": rect(0, 0, 0, 10), "high": rect(8, 0, 92, 10)])
  }

  /// A higher group keeps room for the lower group's minimum: the fixed 30
  /// stays, so the priority color gets 100 - 8 - 30 = 62.
  @Test func higherPriorityLeavesLowerMinimums() {
    let r = layout(
      HStack {
        leaf("fixed", width: 30, height: 10)
        Color.blue.layoutPriority(1).id("high")
      }, ProposedViewSize(width: 100, height: 10))
    expectFrames(r, ["fixed": rect(0, 0, 30, 10), "high": rect(38, 0, 62, 10)])
  }

  /// A stack may overflow its proposal: two fixed 40s and spacing = 88 > 50.
  @Test func stackOverflowsItsProposal() {
    let r = layout(
      HStack {
        leaf("a", width: 40, height: 10)
        leaf("b", width: 40, height: 10)
      }, ProposedViewSize(width: 50, height: 10))
    #expect(r.size == CGSize(width: 88, height: 10))
  }

  /// A spacer takes what the fixed views leave: 200 - 100 = 100 (spacers
  /// have no spacing, SpacerSpacingTests); it is 0 high in an HStack, so
  /// the stack is as high as its views.
  @Test func spacerFillsAlongTheAxisOnly() {
    let r = layout(
      HStack {
        leaf("a", width: 50, height: 30)
        Spacer().id("s")
        leaf("b", width: 50, height: 30)
      }, ProposedViewSize(width: 200, height: 100))
    #expect(r.size == CGSize(width: 200, height: 30))
    expectFrames(r, ["s": rect(50, 15, 100, 0), "b": rect(150, 0, 50, 30)])
  }

  /// Unproposed, a spacer is its minimum length (8 by default).
  @Test func spacerMinLength() {
    let r = layout(VStack(spacing: 0) {
      leaf("a", width: 10, height: 10)
      Spacer(minLength: 20)
      leaf("b", width: 10, height: 10)
    })
    #expect(r.size == CGSize(width: 10, height: 40))
  }

  @Test func emptyStackIsZero() {
    #expect(layout(HStack {}).size == .zero)
    #expect(layout(VStack { EmptyView() }, ProposedViewSize(width: 100, height: 100)).size == .zero)
  }

  /// VStack is the same algorithm on the other axis: leading alignment puts
  /// every child at x = 0; the width is the widest child.
  @Test func vstackLeading() {
    let r = layout(
      VStack(alignment: .leading, spacing: 4) {
        leaf("a", width: 30, height: 10)
        leaf("b", width: 60, height: 20)
      })
    #expect(r.size == CGSize(width: 60, height: 34))
    expectFrames(r, ["a": rect(0, 0, 30, 10), "b": rect(0, 14, 60, 20)])
  }

  /// Trailing alignment: guides 30 and 60, line 60, so a is at x = 30.
  @Test func vstackTrailing() {
    let r = layout(
      VStack(alignment: .trailing) {
        leaf("a", width: 30, height: 10)
        leaf("b", width: 60, height: 20)
      })
    expectFrames(r, ["a": rect(30, 0, 30, 10), "b": rect(0, 18, 60, 20)])
  }

  /// Unproposed, children get their ideal size: colors are 10 × 10.
  @Test func unproposedStackUsesIdealSizes() {
    let r = layout(HStack { Color.red; Color.blue })
    #expect(r.size == CGSize(width: 28, height: 10))
  }

  /// Conditional content and loops become children like any other.
  @Test func builderControlFlow() {
    let flag = false
    let name: String? = "x"
    let r = layout(
      HStack(spacing: 0) {
        if flag { leaf("no", width: 100, height: 10) } else { leaf("yes", width: 5, height: 10) }
        if let name { leaf(name, width: 7, height: 10) }
        // `for` needs a concrete element type: the compiler cannot infer an
        // opaque `some View` through buildArray (ForEach has no such limit).
        for i in 0..<3 { Text("\(i)") }
        switch 2 {
        case 1: leaf("one", width: 1, height: 1)
        default: leaf("other", width: 2, height: 10)
        }
      })
    // Three one-digit texts of 8.5 × 21.25; the 10-high views center on 10.625.
    #expect(r.size == CGSize(width: 5 + 7 + 3 * 8.5 + 2, height: 21.25))
    #expect(r.frame(of: "no") == nil)
    expectFrames(r, ["yes": rect(0, 5.625, 5, 10), "other": rect(37.5, 5.625, 2, 10)])
  }
}

/// Stacks probe children at infinity; colors then report infinite sizes,
/// and the alignment arithmetic must keep them infinite (flexible) rather
/// than turn ∞ - ∞ into NaN and the stack's size into 0 (inflexible).
@MainActor @Suite struct InfiniteProbeTests {
  func width(_ text: String) -> CGFloat { layout(Text(text)).size.width }
  func height(_ text: String) -> CGFloat { layout(Text(text)).size.height }

  /// SwiftUI quirk reproduced: an HStack of colors is flexible vertically,
  /// so in a VStack the text is offered space first and the colors take the
  /// rest: 100 - the spacing above text - the text's height. (Center
  /// alignment: the colors' guides are the infinite line itself, offset
  /// 0.) An ordinary view over body text is 8.1468 apart: D − a, with
  /// D = 22 + 7/3 (the 17-on-22 line plus 0.1 of it rounded up to 1/3)
  /// and a = 17 × 1950/2048 (ViewSpacing.text).
  @Test func centeredColorsStayFlexible() {
    let r = layout(
      VStack {
        HStack { Color.red; Color.blue }.id("colors")
        Text("x").id("text")
      }, ProposedViewSize(width: 100, height: 100))
    let h = height("x")
    let gap = 22 + 7.0 / 3 - 17 * 1950.0 / 2048
    expectFrames(r, ["colors": rect(0, 0, 100, 100 - gap - h)])
    #expect(r.frame(of: "text")?.minY == 100 - h)
  }

  /// Leading and top guides are 0 even for an infinite size: a leading
  /// VStack holding a color is flexible horizontally, so the other text is
  /// sized first and the VStack takes 200 - 8 - its width.
  @Test func leadingGuideOfInfiniteSizeIsZero() {
    let r = layout(
      HStack {
        VStack(alignment: .leading) {
          Color.red
          Text("hi")
        }.id("column")
        Text("x")
      }, ProposedViewSize(width: 200, height: 100))
    #expect(r.frame(of: "column")?.width == 200 - 8 - width("x"))
  }

  /// The same for a ZStack aligned top-leading.
  @Test func topLeadingZStackOfColorStaysFlexible() {
    let r = layout(
      HStack {
        ZStack(alignment: .topLeading) { Color.red }.id("z")
        Text("x")
      }, ProposedViewSize(width: 200, height: 50))
    #expect(r.frame(of: "z")?.width == 200 - 8 - width("x"))
  }
}
