import Foundation
import PlumbCore
import Testing

/// The solver skips work SwiftUI's rules make redundant; each shortcut must
/// give the frames the full algorithm gives, and measure less.
@MainActor @Suite struct SolverShortcutTests {
  /// Proposed 0 along its axis (a parent's minimum probe), a stack has
  /// nothing to share: every child is offered 0 whatever the order, so the
  /// children are not probed for flexibility. Each text is measured once,
  /// at 0 — not three times (0, infinity, share).
  @Test func zeroProposalOffersEveryChildZero() {
    let r = layout(
      HStack {
        Text("a b").id("t1")
        Text("c d").id("t2")
        Color.red.frame(minWidth: 20).id("min")
        leaf("fixed", width: 30, height: 10)
      }, ProposedViewSize(width: 0, height: 40))
    // Once each: the stack, two texts and the min frame; the fixed frame
    // answers without a measurement, as an image does
    // (`fixedFrameAnswersWithoutMeasuring`).
    #expect(r.measurements == 1 + 1 + 1 + 1)
    // The min frame takes 20 at 0; the fixed leaf keeps 30.
    #expect(r.frame(of: "min")?.width == 20)
    #expect(r.frame(of: "fixed")?.width == 30)
  }

  /// Proposed infinity along its axis (a parent's maximum probe), every
  /// child is offered infinity: again no probes.
  @Test func infiniteProposalOffersEveryChildInfinity() {
    let r = layout(
      HStack {
        Text("a b")
        Text("c d")
      }, ProposedViewSize(width: .infinity, height: 40))
    #expect(r.measurements == 1 + 1 + 1)
  }

  /// With negative spacing a zero proposal leaves space to share, so order
  /// matters again and the stack probes. Spacing -10: 10 to share. The
  /// fixed 30 (least flexible) goes first, offered 5, takes 30; the color
  /// is offered max(0, 10 - 30) = 0. (In index order the color would get 5.)
  @Test func negativeSpacingAtZeroStillOrders() {
    let r = layout(
      HStack(spacing: -10) {
        Color.red.id("color")
        leaf("fixed", width: 30, height: 10)
      }, ProposedViewSize(width: 0, height: 10))
    expectFrames(r, ["color": rect(0, 0, 0, 10), "fixed": rect(-10, 0, 30, 10)])
    #expect(r.size == CGSize(width: 20, height: 10))
  }

  /// A priority group reserves the lower groups' minimums, so mixed
  /// priorities keep the probes even at 0: the priority color is offered
  /// 0 - 8 - 30 → 0, the fixed leaf 30.
  @Test func mixedPrioritiesAtZeroStillProbe() {
    let r = layout(
      HStack {
        leaf("fixed", width: 30, height: 10)
        Color.blue.layoutPriority(1).id("high")
      }, ProposedViewSize(width: 0, height: 10))
    expectFrames(r, ["fixed": rect(0, 0, 30, 10), "high": rect(38, 0, 0, 10)])
  }

  /// A stack of one view offers it the whole proposal and takes its size,
  /// and a background takes its base's: such nodes answer with the view
  /// below them instead of measuring. Through 1,000 nested one-view stacks
  /// around a background, the text is measured once and nothing else is.
  @Test func oneViewStacksAndDecorationsAskTheViewBelow() {
    var view = AnyView(Text("a b c").background(Color.yellow).id("text"))
    for i in 0..<1_000 { view = i.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view }) }
    let r = layout(view, ProposedViewSize(width: 20, height: 100))
    #expect(r.measurements == 1)
    let text = layout(Text("a b c"), ProposedViewSize(width: 20, height: 100))
    #expect(r.size == text.size)
    #expect(r.frame(of: "text") == CGRect(origin: .zero, size: text.size))
  }

  /// A frame with a fixed width and height is that size whatever it is
  /// proposed, so the solver answers it as it answers an image: no rule
  /// call, no cache row. Its child is still sized where it is placed
  /// (proposed the frame's size). Six fixed frames in an HStack proposed
  /// 100 × 50: the frames and colors are never measured (a color fills its
  /// proposal: arithmetic; an `.id` is a label on the node, not a node),
  /// and neither is the stack, whose children are all fixed
  /// (`stackOfFixedViewsAnswersWithoutMeasuring`). The frames are where the
  /// full algorithm puts them: 6 × 20 + 5 × 8 = 160 wide, one every 28, in
  /// the root's coordinates.
  @Test func fixedFrameAnswersWithoutMeasuring() {
    let r = layout(
      HStack {
        ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 20, height: 18).id("f\(i)") }
      }, ProposedViewSize(width: 100, height: 50))
    // Nothing: the stack's size was worked out when it was lowered.
    #expect(r.measurements == 0)
    #expect(r.size == CGSize(width: 160, height: 18))
    for i in 0..<6 {
      #expect(r.frame(of: "f\(i)") == rect(CGFloat(28 * i), 0, 20, 18))
    }
    let frames = r.frames.filter { $0.kind.hasPrefix("Color") }
    #expect(frames.count == 6)
    #expect(frames.allSatisfy { $0.frame.size == CGSize(width: 20, height: 18) })
  }

  /// Views that ignore their proposal make a stack (a ZStack, padding, a
  /// background) that ignores it too, so the table marks it fixed when it
  /// is lowered, sized by the stack's own algorithm once, and parents'
  /// probes of it cost nothing. Proposed 50 × 50, nothing is measured, and
  /// the frames are the full algorithm's:
  /// - HStack, bottom: 40 + 8 + 60 = 108 × 91, a 91 − 64 = 27 down;
  ///   padded by 5: 118 × 101, its views 5 in.
  /// - ZStack, topTrailing: 30 × 30; c at x 0, d at 30 − 10 = 20.
  /// - VStack, leading, spacing 4: 118 × (101 + 4 + 30) = 135, past the
  ///   proposal (a fixed view overflows).
  @Test func stackOfFixedViewsAnswersWithoutMeasuring() {
    let view = VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .bottom) { leaf("a", width: 40, height: 64); leaf("b", width: 60, height: 91) }
        .padding(5).background(Color.yellow).id("row")
      ZStack(alignment: .topTrailing) { leaf("c", width: 30, height: 10); leaf("d", width: 10, height: 30) }
    }
    let r = layout(view, ProposedViewSize(width: 50, height: 50))
    #expect(r.measurements == 0)
    #expect(r.size == CGSize(width: 118, height: 135))
    expectFrames(
      r,
      [
        "row": rect(0, 0, 118, 101), "a": rect(5, 32, 40, 64), "b": rect(53, 5, 60, 91),
        "c": rect(0, 105, 30, 10), "d": rect(20, 105, 10, 30),
      ])
  }

  /// What can make a stack's size depend on its proposal keeps it measured:
  /// a text (it wraps), an explicit guide (its closure is the user's, run
  /// at layout). Bottom-aligned with a's bottom guide 64 − 10 = 54 against
  /// b's 91: a sits 37 down and the stack is 37 + 64 = 101 high; measured
  /// once. With a text the stack is measured once and the text three times
  /// (at 0, at infinity, at its share of 100 − 40 − 8 = 52).
  @Test func guidesAndTextKeepAStackMeasured() {
    let guided = layout(
      HStack(alignment: .bottom) {
        leaf("a", width: 40, height: 64).alignmentGuide(.bottom) { d in d[.bottom] - 10 }
        leaf("b", width: 60, height: 91)
      }, ProposedViewSize(width: 100, height: 50))
    #expect(guided.measurements == 1)
    #expect(guided.size == CGSize(width: 108, height: 101))
    expectFrames(guided, ["a": rect(0, 37, 40, 64), "b": rect(48, 0, 60, 91)])
    let texted = layout(HStack { leaf("a", width: 40, height: 10); Text("a b") }, ProposedViewSize(width: 100, height: 50))
    #expect(texted.measurements == 1 + 3)
  }

  /// A deep tree is laid out on a thread with a large stack; the thread is
  /// parked after, not ended, so the next deep layout finds its stack
  /// already mapped. Two 1,000-deep layouts in a row use one thread.
  @Test func deepLayoutsReuseTheirThread() {
    func chain() -> AnyView {
      var view = AnyView(leaf("deep", width: 3, height: 4))
      for _ in 0..<1_000 { view = AnyView(VStack { view; Color.red.frame(width: 1, height: 1) }) }
      return view
    }
    let first = layout(chain())
    let made = deepStackThreadsMade()
    let second = layout(chain())
    #expect(deepStackThreadsMade() == made)
    #expect(made >= 1)
    // 1,000 levels of 1 point and 8 spacing above the leaf.
    #expect(first.frame(of: "deep") == rect(0, 0, 3, 4))
    #expect(second.size == first.size)
    #expect(first.size == CGSize(width: 3, height: 4 + 1_000 * (8 + 1)))
  }
}
