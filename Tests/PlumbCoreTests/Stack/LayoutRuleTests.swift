import Foundation
import PlumbCore
import Testing

// The layout rules SwiftUI applies that a first reading of its
// documentation misses: text spaced by its font, the stack's re-proposal
// of its cross size, and the alignment line in the cross extent. Text here
// is measured with the fixed-advance measurer (a body line 21.25 high);
// spacing comes from SF Pro's metrics whatever measures the glyphs.

/// SF Pro at 17 pt (SystemFontMetrics): ascent a = 17 × 1950/2048,
/// descent d = 17 × 494/2048, cap height c = 17 × 1443/2048; the body
/// style's line is 22, so its leading ℓ = 22 − a − d = 1.7129.
/// The default text spacing s = 0.1 × 22 = 2.2, rounded up to a third of a
/// point: 7/3. The default line spacing D = 22 + s.
enum Body {
  static let a: CGFloat = 17 * 1950 / 2048
  static let d: CGFloat = 17 * 494 / 2048
  static let c: CGFloat = 17 * 1443 / 2048
  static let s: CGFloat = 7.0 / 3
  static let D: CGFloat = 22 + s
  /// An ordinary view over body text: D − a = 8.1468 (iPhone: 8.43).
  static let viewOverText: CGFloat = D - a
  /// Body text over an ordinary view: max(D − c, s + d) + s = 14.6891
  /// (iPhone: 14.81).
  static let textOverView: CGFloat = max(D - c, s + d) + s
  /// Body text over body text: ℓ = 1.7129 rounded up to 1/3 pt = 2
  /// (iPhone: 2).
  static let textOverText: CGFloat = 2
  /// A body line as the fixed-advance measurer gives it (1.25 em).
  static let line: CGFloat = 21.25
}

/// "Text is spaced by its font": a VStack asks each pair of neighbours
/// for the distance their facing edges prefer.
@MainActor @Suite struct TextSpacingTests {
  /// Two body texts in a VStack are 2 apart, not 8.
  @Test func textOverText() {
    let r = layout(VStack { Text("a").id("a"); Text("b").id("b") })
    expectFrames(r, ["a": rect(0, 0, 8.5, Body.line), "b": rect(0, Body.line + 2, 8.5, Body.line)])
  }

  /// A 40×10 view over body text: 8.1468 apart.
  @Test func viewOverText() {
    let r = layout(VStack { leaf("v", height: 10); Text("b").id("b") })
    expectFrames(r, ["b": rect(15.75, 10 + Body.viewOverText, 8.5, Body.line)])
  }

  /// Body text over a 40×10 view: 14.6891 apart.
  @Test func textOverView() {
    let r = layout(VStack { Text("a").id("a"); leaf("v", height: 10) })
    expectFrames(r, ["v": rect(0, Body.line + Body.textOverView, 40, 10)])
  }

  /// The three distances are within half a point of iPhone's.
  @Test func closeToTheDevice() {
    #expect(abs(Body.textOverText - 2) < 0.5)
    #expect(abs(Body.viewOverText - 8.43) < 0.5)
    #expect(abs(Body.textOverView - 14.81) < 0.5)
  }

  /// Horizontally text states nothing: 8 from anything.
  @Test func horizontallyEight() {
    let r = layout(HStack { Text("a").id("a"); Text("b").id("b"); leaf("v", height: 10) })
    expectFrames(r, ["b": rect(16.5, 0, 8.5, Body.line), "v": rect(33, 5.625, 40, 10)])
  }

  /// An explicit `spacing:` wins over the font.
  @Test func explicitSpacingWins() {
    let r = layout(VStack(spacing: 5) { Text("a"); Text("b").id("b") })
    expectFrames(r, ["b": rect(0, Body.line + 5, 8.5, Body.line)])
  }

  /// A fixed height makes the text's edges an ordinary view's: two framed
  /// texts are 8 apart again.
  @Test func fixedFrameResetsTheEdges() {
    let r = layout(VStack { Text("a").frame(height: 30); Text("b").frame(height: 30).id("b") })
    expectFrames(r, ["b": rect(0, 38, 8.5, 30)])
  }

  /// So does padding, on the padded edges: padded text over text is
  /// spaced as an ordinary view over text.
  @Test func paddingResetsThePaddedEdges() {
    let r = layout(VStack { Text("a").padding(.bottom, 4); Text("b").id("b") })
    expectFrames(r, ["b": rect(0, Body.line + 4 + Body.viewOverText, 8.5, Body.line)])
  }

  /// A larger font is spaced by its own metrics: title text (28 on 34,
  /// leading 34 − 28 × 2444/2048 = 0.5859, rounded up to 2/3) over title
  /// text is 2/3 apart.
  @Test func titleOverTitle() {
    let r = layout(VStack { Text("a").font(.title); Text("b").font(.title).id("b") })
    expectFrames(r, ["b": rect(0, 35 + 2.0 / 3, 14, 35)])
  }

  /// Backgrounds and nested stacks pass their text's spacing on: a VStack
  /// ending in text, over a view, is spaced as text over a view.
  @Test func nestedStacksPassTheirEdgesOn() {
    let r = layout(
      VStack(spacing: nil) {
        VStack { leaf("top", height: 10); Text("a").background(Color.yellow) }
        leaf("v", height: 10)
      })
    let stackHeight = 10 + Body.viewOverText + Body.line
    expectFrames(r, ["v": rect(0, stackHeight + Body.textOverView, 40, 10)])
  }

  /// A Spacer beside text: nothing between them.
  @Test func spacerBesideText() {
    let r = layout(VStack { Text("a"); Spacer(minLength: 10).id("s"); Text("b") })
    expectFrames(r, ["s": rect(4.25, Body.line, 0, 10)])
  }
}

/// A custom `Layout` sees the same spacing: `LayoutSubview.spacing`
/// reports each view's preferences, and a custom layout's default
/// `spacing(subviews:cache:)` merges its subviews'.
@MainActor @Suite struct LayoutSpacingTests {
  /// Stacks its subviews vertically, spaced as they prefer.
  struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      let gaps = subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical) }
      return CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps.reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var y = bounds.minY
      for i in subviews.indices {
        subviews[i].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        y += subviews[i].sizeThatFits(.unspecified).height
        if i + 1 < subviews.count { y += subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .vertical) }
      }
    }
  }

  /// Text over text in the custom layout: 2; text over a view: 14.6891.
  @Test func subviewSpacingIsReal() {
    let r = layout(Column { Text("a"); Text("b").id("b"); leaf("v", height: 10) })
    expectFrames(
      r, ["b": rect(0, Body.line + 2, 8.5, Body.line), "v": rect(0, 2 * Body.line + 2 + Body.textOverView, 40, 10)])
  }

  /// The custom layout, a child of a VStack, reports its subviews' merged
  /// spacing: its text meets the view below as text does.
  @Test func customLayoutReportsItsSubviews() {
    let r = layout(VStack { Column { Text("a") }; leaf("v", height: 10) })
    expectFrames(r, ["v": rect(0, Body.line + Body.textOverView, 40, 10)])
  }

  /// `ViewSpacing` itself: an empty one is 8 from another, a Spacer's
  /// zero is 0 from anything, and a union keeps the larger preference.
  @Test func viewSpacingValues() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
    var merged = ViewSpacing.zero
    merged.formUnion(ViewSpacing.zero, edges: .top)
    #expect(merged.distance(to: .zero, along: .vertical) == 0)
  }
}

/// "A stack re-proposes its final cross size at placement": where its own
/// proposal leaves the cross axis unspecified, it places each child
/// proposed its final cross size, so flexible children stretch to it.
@MainActor @Suite struct CrossSizeReproposalTests {
  /// The "equal heights with fixedSize" effect: the green is 10×10 (its
  /// ideal) when the stack is sized, 30 + 8 + 10 = 48 by 40; placed
  /// proposed nil × 40 it takes 10×40.
  @Test func equalHeightsWithFixedSize() {
    let r = layout(
      HStack {
        Color.red.frame(width: 30, height: 40)
        Color.green.id("green")
      }.fixedSize().id("stack"))
    expectFrames(r, ["stack": rect(0, 0, 48, 40), "green": rect(38, 0, 10, 40)])
  }

  /// The same across a VStack: widths.
  @Test func equalWidthsInAVStack() {
    let r = layout(
      VStack {
        Color.red.frame(width: 40, height: 30)
        Color.green.id("green")
      }.fixedSize().id("stack"))
    expectFrames(r, ["stack": rect(0, 0, 40, 48), "green": rect(0, 38, 40, 10)])
  }

  /// A specified cross proposal is passed on unchanged: in 100 × 60 the
  /// green fills the 60 it was offered, as when sized.
  @Test func specifiedCrossProposalIsKept() {
    let r = layout(
      HStack {
        Color.red.frame(width: 30, height: 40)
        Color.green.id("green")
      }, ProposedViewSize(width: 100, height: 60))
    expectFrames(r, ["green": rect(38, 0, 62, 60)])
  }
}

/// "The alignment line and the cross extent": the stack's cross extent is
/// the union of its children and the alignment line. Children whose
/// guides all put them below the line sit below it, the stack's edge on
/// the line (SwiftUI's stack seeds its extent with the line, as
/// OpenSwiftUI's `placeChildren` does).
@MainActor @Suite struct AlignmentLineExtentTests {
  /// Top guides −30 and −5 on two 40×40 views: the line is at 0, the
  /// children at 30 and 5, the stack 80 × 70 (not the 80 × 65 union).
  @Test func extentStartsAtTheLine() {
    let r = layout(
      HStack(alignment: .top, spacing: 0) {
        leaf("a", height: 40).alignmentGuide(.top) { _ in -30 }
        leaf("b", height: 40).alignmentGuide(.top) { _ in -5 }
      }.id("stack"))
    expectFrames(r, ["stack": rect(0, 0, 80, 70), "a": rect(0, 30, 40, 40), "b": rect(40, 5, 40, 40)])
  }

  /// A guide below the children's bottom works the same way from the
  /// other side: bottom guides 50 and 45 on 40-high views put the line at
  /// 50, the children at 0 and 5, and the stack 50 high.
  @Test func extentEndsAtTheLine() {
    let r = layout(
      HStack(alignment: .bottom, spacing: 0) {
        leaf("a", height: 40).alignmentGuide(.bottom) { _ in 50 }
        leaf("b", height: 40).alignmentGuide(.bottom) { _ in 45 }
      }.id("stack"))
    expectFrames(r, ["stack": rect(0, 0, 80, 50), "a": rect(0, 0, 40, 40), "b": rect(40, 5, 40, 40)])
  }
}

/// SF Pro's vertical metrics, as layout sees them.
@MainActor @Suite struct SystemFontMetricsTests {
  /// 17 pt: a line of 17 × 2444/2048 = 20.2871 (iPhone's 20.29), the
  /// baseline 16.1865 below its top; 34 pt: 40.5742 (iPhone's 40.57).
  @Test func bodyAndLargeTitle() {
    let body = SystemFontMetrics(size: 17)
    #expect(abs(body.ascent + body.descent - 20.2871) < 0.0001)
    #expect(abs(body.ascent - 16.1865) < 0.0001)
    #expect(abs(body.leading - (22 - 20.287109375)) < 1e-9)
    let title = SystemFontMetrics(size: 34)
    #expect(abs(title.ascent + title.descent - 40.5742) < 0.0001)
  }
}

/// A ZStack places every child proposed its final size (OpenSwiftUI's
/// `ZStack.placeSubviews`): a flexible child sized at its ideal while the
/// ZStack was sized fills the ZStack when placed.
@MainActor @Suite struct ZStackPlacementTests {
  /// "Hi" is 17 × 21.25; the color, ideally 10×10, is placed proposed
  /// 17 × 21.25 and fills it behind the text.
  @Test func colorFillsBehindText() {
    let r = layout(ZStack { Color.red.id("red"); Text("Hi").id("t") }.fixedSize().id("z"))
    expectFrames(
      r, ["z": rect(0, 0, 17, Body.line), "red": rect(0, 0, 17, Body.line), "t": rect(0, 0, 17, Body.line)])
  }

  /// With a concrete proposal the ZStack is its size already: nothing
  /// changes (the color fills 100 × 50, the text centred in it).
  @Test func concreteProposalUnchanged() {
    let r = layout(ZStack { Color.red.id("red"); Text("Hi").id("t") }, ProposedViewSize(width: 100, height: 50))
    expectFrames(r, ["red": rect(0, 0, 100, 50), "t": rect(41.5, (50 - Body.line) / 2, 17, Body.line)])
  }
}

/// "Spacer's default minimum length is 8 in both directions": unproposed,
/// a Spacer is 8 long along its stack's axis, with no spacing beside it.
@MainActor @Suite struct SpacerDefaultLengthTests {
  @Test func eightAcrossAndDown() {
    let h = layout(HStack { leaf("a", width: 10, height: 10); Spacer().id("s"); leaf("b", width: 10, height: 10) })
    #expect(h.size == CGSize(width: 28, height: 10))
    #expect(h.frame(of: "s")?.width == 8)
    let v = layout(VStack { leaf("a", width: 10, height: 10); Spacer().id("s"); leaf("b", width: 10, height: 10) })
    #expect(v.size == CGSize(width: 10, height: 28))
    #expect(v.frame(of: "s")?.height == 8)
  }
}
