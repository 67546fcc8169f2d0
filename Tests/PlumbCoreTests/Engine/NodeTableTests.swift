import Foundation
@testable import PlumbCore
import Testing

/// The node table: lowering appends records to one table; the engine owns
/// everything a layout computes, so one table can be laid out again.
@MainActor @Suite struct NodeTableTests {
  /// `ForEach` over a range is walked without generic iteration: each
  /// element reaches the content. Widths 10, 20, 30 in an HStack with
  /// spacing 0: x = 0, 10, 30.
  @Test func forEachOverARangePassesEachElement() {
    let r = layout(
      HStack(spacing: 0) {
        ForEach(1..<4) { i in Color.red.frame(width: CGFloat(10 * i), height: 5).id("c\(i)") }
      })
    expectFrames(r, ["c1": rect(0, 0, 10, 5), "c2": rect(10, 0, 20, 5), "c3": rect(30, 0, 30, 5)])
  }

  /// A modifier on a Group wraps each of its views in place on the pending
  /// list: three frames, each 20 wide, 8 apart in the VStack.
  @Test func modifierOnAGroupWrapsEachView() {
    let r = layout(
      VStack(spacing: 8) {
        Group {
          Color.red.id("a")
          Color.blue.id("b")
          Color.green.id("c")
        }
        .frame(width: 20, height: 10)
      })
    expectFrames(r, ["a": rect(0, 0, 20, 10), "b": rect(0, 18, 20, 10), "c": rect(0, 36, 20, 10)])
    // Table: 3 colors, 3 frames, the VStack.
    #expect(r.table.count == 7)
  }

  /// A background of several views is an implicit ZStack over each base:
  /// 40×20 base, two decorations aligned in it.
  @Test func backgroundOfSeveralViews() {
    let r = layout(
      Color.clear.frame(width: 40, height: 20)
        .background {
          Color.red.frame(width: 10, height: 10).id("d1")
          Color.blue.frame(width: 30, height: 4).id("d2")
        })
    // The ZStack is proposed 40×20 and sized by its largest child (30×10),
    // centered in the base at (5, 5); d1 at (10, 0) and d2 at (0, 3) in it.
    expectFrames(r, ["d1": rect(15, 5, 10, 10), "d2": rect(5, 8, 30, 4)])
  }

  /// The same table laid out by a second engine gives the same frames: the
  /// table holds no layout state.
  @Test func oneTableTwoEngines() {
    let r = layout(plainCharacters(.center), ProposedViewSize(width: 300, height: 200))
    let again = LayoutResult(table: r.table, root: r.root, proposal: ProposedViewSize(width: 300, height: 200),
      measurer: FixedAdvanceTextMeasurer())
    withExtendedLifetime(r) {
      #expect(again.description == r.description)
    }
  }

  /// An explanation lays the table out on an engine of its own: the
  /// result's engine counts nothing more.
  @Test func explanationLeavesTheResultsEngineAlone() {
    let r = layout(plainCharacters(.bottom), ProposedViewSize(width: 300, height: 200))
    let counts = (r.engine.measurements, r.engine.placementComputations, r.engine.guideEvaluations)
    #expect(r.explanation.contains("HStack"))
    #expect((r.engine.measurements, r.engine.placementComputations, r.engine.guideEvaluations) == counts)
  }

  /// A frame's rule is three words, inside the existential's inline buffer
  /// (no heap box per frame): its lengths are NaN for none and its
  /// alignment packed. A custom alignment is boxed and still aligns: a
  /// 10×10 color whose `.feet` guide is 7 (its height minus 3) in a
  /// 100×40 frame aligned on `.feet` vertically: the frame's own feet are
  /// its bottom, 40, so the color sits at y = 40 − 7 = 33, x = 45.
  @Test func framesAreStoredInline() {
    #expect(MemoryLayout<FrameLayout>.size <= 3 * MemoryLayout<Int>.size)
    let builtIn = FrameLayout(width: 20, height: nil, alignment: .bottomTrailing)
    #expect(builtIn.width == 20 && builtIn.height == nil && builtIn.alignment == .bottomTrailing)
    let custom = Alignment(horizontal: .center, vertical: .feet)
    #expect(FrameLayout(width: nil, height: 4, alignment: custom).alignment == custom)
    let r = layout(
      Color.red.frame(width: 10, height: 10).alignmentGuide(.feet) { $0.height - 3 }.id("c")
        .frame(width: 100, height: 40, alignment: custom))
    #expect(r.frame(of: "c") == rect(45, 33, 10, 10))
  }

  /// Rules in the existential's inline buffer are called where they lie
  /// (opened `inout`); a rule too large for it is boxed and runs on a copy,
  /// so a call never gives the record a new box (a write other threads
  /// could race with), and copies of it held elsewhere change nothing. A
  /// custom `Layout` of six lengths (48 bytes) puts its two children side
  /// by side 7 apart, each proposed 40×30: 40 + 7 + 40 = 87 wide, 30 high.
  @Test func aBoxedRuleRunsOnACopy() {
    struct Pair: Layout {
      var gap: CGFloat = 7, width: CGFloat = 40, height: CGFloat = 30, a: CGFloat = 0, b: CGFloat = 0, c: CGFloat = 0
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 2 * width + gap, height: height)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
          s.place(
            at: CGPoint(x: bounds.minX + CGFloat(i) * (width + gap), y: bounds.minY), anchor: .topLeading,
            proposal: ProposedViewSize(width: width, height: height))
        }
      }
    }
    #expect(MemoryLayout<CustomLayoutRule<Pair>>.size > 3 * MemoryLayout<Int>.size)
    let r = layout(Pair { Color.red.id("a"); Color.blue.id("b") }.id("pair"))
    expectFrames(r, ["pair": rect(0, 0, 87, 30), "a": rect(0, 0, 40, 30), "b": rect(47, 0, 40, 30)])
    // The custom layout's node runs its rule on a copy; its children's
    // (inline) in place.
    var pair = r.root
    while pair.children.count == 1 { pair = pair.children[0] }
    #expect(pair.children.count == 2 && !pair.record.pointee.callsRuleInPlace)
    #expect(pair.children.allSatisfy { $0.record.pointee.callsRuleInPlace })
    // A copy of every rule, sharing the boxed ones, while a second engine
    // lays the same table out.
    var copies: [any NodeLayoutRule] = []
    var stack = [r.root]
    while let node = stack.popLast() {
      copies.append(node.layoutRule)
      stack.append(contentsOf: node.children)
    }
    let again = LayoutResult(table: r.table, root: r.root, proposal: r.engine.proposal(r.root), measurer: FixedAdvanceTextMeasurer())
    withExtendedLifetime((r, copies)) {
      #expect(again.description == r.description)
    }
  }

  /// The stack algorithm's two working buffers share one temporary
  /// allocation: the second starts aligned after the first, whatever the
  /// first's stride, and both hold what they were given. Three 1-byte
  /// elements put the order at byte 8.
  @Test func scratchPairDoesNotOverlap() {
    for n in [0, 1, 3, 9, 200] {
      withScratch(count: n, filling: UInt8(7)) { bytes, order in
        #expect(bytes.count == n && order.count == n)
        for i in 0..<n { order[i] = n - i }
        for i in 0..<n { #expect(bytes[i] == 7) }
        for i in 0..<n { bytes[i] = 1 }
        #expect((0..<n).map { order[$0] } == (0..<n).map { n - $0 })
      }
      withScratch(count: n, filling: (1.5, true)) { items, order in
        #expect((0..<n).allSatisfy { order[$0] == $0 && items[$0].0 == 1.5 && items[$0].1 })
      }
    }
  }

  /// A `Color` view's color lives in the table's color list, not in a boxed
  /// drawing per view; a color that repeats the one before shares its
  /// entry. Blue, blue, red, red, blue: three entries, and each node still
  /// draws and dumps its own color.
  @Test func colorsShareRepeatedEntries() {
    let colors: [Color] = [.blue, .blue, .red, .red, .blue]
    let r = layout(HStack { ForEach(0..<5) { i in colors[i].id("c\(i)") } })
    #expect(r.table.storage.pointee.colors.count == 3)
    let leaves = r.frames.filter { $0.kind.hasPrefix("Color") }.map(\.kind)
    #expect(leaves == ["Color(blue)", "Color(blue)", "Color(red)", "Color(red)", "Color(blue)"])
    var drawn: [Color] = []
    var stack = [r.root]
    while let node = stack.popLast() {
      if case .color(let c) = node.drawing { drawn.append(c) }
      stack.append(contentsOf: node.children.reversed())
    }
    #expect(drawn == colors)
  }

  /// The engine's row keeps the final proposal with NaN for none: what a
  /// node was proposed reads back as it was, none, infinite or a length.
  @Test func rowsKeepProposals() {
    for p in [
      ProposedViewSize.unspecified, ProposedViewSize(width: .infinity, height: 5), ProposedViewSize(width: 0, height: nil),
    ] {
      let r = LayoutResult(of: Color.red, proposal: p)
      #expect(r.engine.proposal(r.root) == p)
    }
  }

  /// A fixed stack is placed from the sizes in the table
  /// (`LayoutNode.withFixedChildren`), not by asking the engine per probe;
  /// the proposals are still the algorithm's. An HStack of 40, 60 and 20
  /// wide proposed 100 × 50: every child is fixed (flexibility 0), so the
  /// larger minimum is offered first: of 100 − 2 × 8 = 84, b is offered
  /// 84 / 3 = 28 (takes 60), a (84 − 60) / 2 = 12 (takes 40), c
  /// max(0, −16) = 0. Placed in order at 0, 48 and 116; the stack is
  /// 136 × 30, overflowing its proposal.
  @Test func fixedStackPlacesWithTheAlgorithmsProposals() {
    let r = LayoutResult(
      of: HStack(alignment: .top) {
        Color.red.frame(width: 40, height: 10).id("a")
        Color.red.frame(width: 60, height: 30).id("b")
        Color.red.frame(width: 20, height: 20).id("c")
      }, proposal: ProposedViewSize(width: 100, height: 50))
    #expect(r.root.sizing == .fixed)
    #expect(r.size == CGSize(width: 136, height: 30))
    var proposals: [String: ProposedViewSize] = [:]
    var stack = [r.root]
    while let node = stack.popLast() {
      if let id = node.viewID { proposals[id] = r.engine.proposal(node) }
      stack.append(contentsOf: node.children)
    }
    #expect(proposals["a"] == ProposedViewSize(width: 12, height: 50))
    #expect(proposals["b"] == ProposedViewSize(width: 28, height: 50))
    #expect(proposals["c"] == ProposedViewSize(width: 0, height: 50))
    expectFrames(r, ["a": rect(0, 0, 40, 10), "b": rect(48, 0, 60, 30), "c": rect(116, 0, 20, 20)])
  }

  /// The stack algorithm's arithmetic path for fixed children (a row of
  /// like cells: one priority, one length along the axis) gives what the
  /// general algorithm gives, to the bit: sizes, origins and proposals, on
  /// both axes, for every alignment kind, spacings that do not add up
  /// exactly (0.1 summed), negative and default spacing, and proposals
  /// unspecified, zero, infinite, finite and mixed. Children of different
  /// lengths or priorities take the general path itself.
  @Test func fixedStackArithmeticIsTheAlgorithm() {
    let proposals: [ProposedViewSize] = [
      .unspecified, .zero, .infinity, ProposedViewSize(width: 100, height: 50),
      ProposedViewSize(width: 33.3, height: nil), ProposedViewSize(width: nil, height: 40),
      ProposedViewSize(width: 7, height: 7),
    ]
    let rows: [[CGSize]] = [
      [CGSize(width: 20, height: 18)],
      Array(repeating: CGSize(width: 20, height: 18), count: 5),
      [CGSize(width: 20, height: 10), CGSize(width: 20, height: 30), CGSize(width: 20, height: 0.5)],
      [CGSize(width: 10, height: 10), CGSize(width: 30, height: 5), CGSize(width: 20, height: 20)],
    ]
    var compared = 0
    for vertical in [false, true] {
      for spacing: CGFloat? in [nil, 0, -3, 0.1, 2.5] {
        for (k, sizes) in rows.enumerated() {
          let cells = ForEach(Array(sizes.enumerated()), id: \.offset) { i, s in
            Color.red.frame(width: vertical ? s.height : s.width, height: vertical ? s.width : s.height)
              .layoutPriority(k == 3 && i == 1 ? 1 : 0)
          }
          let r: LayoutResult =
            vertical
            ? LayoutResult(of: VStack(alignment: .trailing, spacing: spacing) { cells })
            : LayoutResult(of: HStack(alignment: k == 2 ? .firstTextBaseline : .center, spacing: spacing) { cells })
          #expect(r.root.sizing == .fixed)
          guard case .container(let rule) = r.root.rule, let stack = (rule as? StackRule)?.stack else {
            Issue.record("not a stack")
            continue
          }
          for p in proposals {
            r.root.withFixedChildren { children in
              let fast = stack.allocate(p, FixedStackChildren(children: children))
              let general = stack.generalAllocation(p, FixedStackChildren(children: children))
              #expect(fast.size == general.size, "\(sizes) \(p)")
              #expect(fast.placements.map(\.origin) == general.placements.map(\.origin), "\(sizes) \(p)")
              #expect(fast.placements.map(\.proposal) == general.placements.map(\.proposal), "\(sizes) \(p)")
              #expect(
                stack.allocate(p, FixedStackChildren(children: children), sizeOnly: true).size == general.size)
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared == 2 * 5 * 4 * 7)
  }

  /// A frame with a built-in alignment places a child without explicit
  /// guides by arithmetic on the packed index
  /// (`Packed<Alignment>.defaultOrigin`): the same origin the guides give,
  /// for every built-in alignment, finite, zero and infinite sizes.
  @Test func packedAlignmentOriginIsTheGuidesOrigin() {
    let sizes = [
      CGSize(width: 20, height: 10), CGSize(width: 0, height: 0), CGSize(width: 100, height: 50),
      CGSize(width: CGFloat.infinity, height: 7), CGSize(width: 3, height: CGFloat.infinity),
    ]
    for alignment in Alignment.builtIn {
      let packed = Packed(alignment)
      for box in sizes {
        for child in sizes {
          let h = alignment.horizontal.key, v = alignment.vertical.key
          let expected = CGPoint(
            x: finiteOffset(h.defaultValue(for: box) - h.defaultValue(for: child)),
            y: finiteOffset(v.defaultValue(for: box) - v.defaultValue(for: child)))
          #expect(packed.defaultOrigin(of: child, in: box) == expected, "\(alignment) \(child) in \(box)")
        }
      }
    }
    #expect(Packed(Alignment(horizontal: .leading, vertical: VerticalAlignment(CustomTestID.self))).defaultOrigin(
      of: .zero, in: .zero) == nil)
  }
}

private enum CustomTestID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}
