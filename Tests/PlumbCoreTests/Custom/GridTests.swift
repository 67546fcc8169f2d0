import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct GridTests {
  /// Columns take their widest cell (30 and 50), rows their tallest (20
  /// and 40); spacing 8: the grid is 88 × 68. Cells center in their cell.
  @Test func columnsSizedByWidestCell() {
    let r = layout(
      Grid {
        GridRow {
          leaf("a", width: 30, height: 20)
          leaf("b", width: 10, height: 10)
        }
        GridRow {
          leaf("c", width: 20, height: 40)
          leaf("d", width: 50, height: 30)
        }
      })
    #expect(r.size == CGSize(width: 88, height: 68))
    expectFrames(r, [
      "a": rect(0, 0, 30, 20), "b": rect(58, 5, 10, 10),
      "c": rect(5, 28, 20, 40), "d": rect(38, 33, 50, 30),
    ])
  }

  /// Grid alignment, a column alignment set on one cell, and a cell anchor.
  @Test func alignments() {
    let r = layout(
      Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          leaf("a", width: 30, height: 20)
          leaf("b", width: 10, height: 10).gridColumnAlignment(.trailing)
        }
        GridRow {
          leaf("c", width: 10, height: 10).gridCellAnchor(.bottomTrailing)
          leaf("d", width: 50, height: 30)
        }
      })
    expectFrames(r, [
      "b": rect(70, 0, 10, 10),  // trailing in the 50-wide column at x 30
      "c": rect(20, 40, 10, 10),  // bottom-trailing in the 30 × 30 cell at y 20
      "d": rect(30, 20, 50, 30),
    ])
  }

  /// A cell spanning two columns; a view outside GridRow spans all.
  @Test func spanningCells() {
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
    // The spanning 100 widens the second column: 30 + 10 + 60.
    #expect(r.size == CGSize(width: 100, height: 25))
    expectFrames(r, ["b": rect(55, 0, 30, 10), "wide": rect(0, 10, 100, 10), "divider": rect(0, 20, 100, 5)])
  }

  /// Flexible cells share what a finite proposal leaves.
  @Test func flexibleColumnsFill() {
    let r = layout(
      Grid(horizontalSpacing: 0) {
        GridRow {
          leaf("fixed", width: 40, height: 10)
          Color.blue.frame(height: 10).id("flex")
        }
      }, ProposedViewSize(width: 200, height: 10))
    expectFrames(r, ["flex": rect(40, 0, 160, 10)])
  }

  /// An unsized cell takes the column's width without sizing it.
  @Test func unsizedAxes() {
    let r = layout(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow { leaf("a", width: 60, height: 10) }
        GridRow { Color.green.gridCellUnsizedAxes([.horizontal, .vertical]).id("u") }
      })
    expectFrames(r, ["u": rect(0, 10, 60, 0)])
  }
}

@MainActor @Suite struct ViewThatFitsTests {
  func choice(_ width: CGFloat) -> LayoutResult {
    layout(
      ViewThatFits(in: .horizontal) {
        leaf("wide", width: 200, height: 10)
        leaf("medium", width: 100, height: 10)
        leaf("narrow", width: 50, height: 10)
      }, ProposedViewSize(width: width, height: 100))
  }

  @Test func picksFirstThatFits() {
    #expect(choice(300).frame(of: "wide") != nil)
    #expect(choice(150).frame(of: "wide") == nil)
    #expect(choice(150).frame(of: "medium") == rect(0, 0, 100, 10))
    #expect(choice(150).size == CGSize(width: 100, height: 10))
  }

  /// When nothing fits, the last child is shown.
  @Test func fallsBackToLast() {
    let r = choice(20)
    #expect(r.frame(of: "narrow") == rect(0, 0, 50, 10))
    #expect(r.description.contains("hidden"))
  }
}

/// A layout that records how the engine calls it.
final class CallLog: @unchecked Sendable {
  var makeCache = 0
  var proposals: [ProposedViewSize] = []
}

struct RecordingLayout: Layout {
  let log: CallLog
  func makeCache(subviews: Subviews) -> Int {
    log.makeCache += 1
    return 0
  }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    log.proposals.append(proposal)
    cache += 1
    return CGSize(width: 100, height: 50)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
    // Place the first subview's bottom-trailing corner at the center; leave
    // the second unplaced.
    subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .bottomTrailing, proposal: .unspecified)
  }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int
  ) -> CGFloat? {
    guide == .firstTextBaseline ? 7 : nil
  }
}

@MainActor @Suite struct LayoutProtocolTests {
  /// The cache is made once per layout and reused; proposals pass through.
  @Test func cacheMadeOnceAndProposalsPassedThrough() {
    let log = CallLog()
    let r = layout(
      RecordingLayout(log: log) {
        leaf("a", width: 10, height: 10)
        leaf("b", width: 20, height: 20)
      }, ProposedViewSize(width: 300, height: 200))
    #expect(log.makeCache == 1)
    #expect(log.proposals.first == ProposedViewSize(width: 300, height: 200))
    #expect(r.size == CGSize(width: 100, height: 50))
    // a: bottom-trailing at (50, 25); b unplaced: centered in the bounds.
    expectFrames(r, ["a": rect(40, 15, 10, 10), "b": rect(40, 15, 20, 20)])
  }

  /// A layout's explicit alignment is what its parent aligns on.
  @Test func explicitAlignmentReported() {
    let r = layout(
      HStack(alignment: .firstTextBaseline) {
        RecordingLayout(log: CallLog()) { leaf("a", width: 10, height: 10) }.id("custom")
        leaf("b", width: 10, height: 30)
      })
    // The custom layout's baseline 7 meets b's default baseline (its bottom, 30).
    expectFrames(r, ["custom": rect(0, 23, 100, 50), "b": rect(108, 0, 10, 30)])
  }

  /// HStackLayout and VStackLayout as values, through AnyLayout, lay out as
  /// the stacks do.
  @Test(arguments: [true, false])
  func anyLayoutSwitchesStacks(horizontal: Bool) {
    let l = horizontal ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
    let r = layout(
      l {
        leaf("a", width: 10, height: 20)
        leaf("b", width: 30, height: 10)
      })
    if horizontal {
      #expect(r.size == CGSize(width: 44, height: 20))
      expectFrames(r, ["b": rect(14, 5, 30, 10)])
    } else {
      #expect(r.size == CGSize(width: 30, height: 34))
      expectFrames(r, ["b": rect(0, 24, 30, 10)])
    }
  }

  /// GridLayout as a view, and through AnyLayout, lays out as Grid: two
  /// columns 40 and 10 wide (the widest cell of each), 8 apart; rows 20
  /// and 30 tall, 8 apart; cells centred in them.
  @Test(arguments: [0, 1, 2])
  func gridLayoutLaysOutAsGrid(form: Int) {
    @ViewBuilder func rows() -> some View {
      GridRow {
        leaf("a", width: 40, height: 20)
        leaf("b", width: 10, height: 10)
      }
      GridRow {
        leaf("c", width: 20, height: 30)
        leaf("d", width: 10, height: 30)
      }
    }
    let r =
      switch form {
      case 0: layout(Grid { rows() })
      case 1: layout(GridLayout { rows() })
      default: layout(AnyLayout(GridLayout()) { rows() })
      }
    #expect(r.size == CGSize(width: 58, height: 58))
    expectFrames(r, ["a": rect(0, 0, 40, 20), "b": rect(48, 5, 10, 10), "c": rect(10, 28, 20, 30), "d": rect(48, 28, 10, 30)])
  }

  /// A Spacer in an erased HStackLayout follows the row's axis: it takes
  /// the width left (100 − 10 − 10) and no height, centred in the 10-tall row.
  @Test func spacerInAnyLayoutFollowsTheWrappedAxis() {
    let r = layout(
      AnyLayout(HStackLayout(spacing: 0)) {
        leaf("a", width: 10, height: 10)
        Spacer().id("gap")
        leaf("b", width: 10, height: 10)
      }, ProposedViewSize(width: 100, height: 100))
    expectFrames(r, ["gap": rect(10, 5, 80, 0), "b": rect(90, 0, 10, 10)])
  }

  /// Layout values reach the container; priorities too.
  @Test func layoutValuesAndPriority() {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }
    struct ByRank: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
          s.place(at: CGPoint(x: CGFloat(s[Rank.self]) * 10 + s.priority, y: 0), proposal: .unspecified)
        }
      }
    }
    let r = layout(
      ByRank {
        leaf("a", width: 5, height: 5).layoutValue(key: Rank.self, value: 3)
        leaf("b", width: 5, height: 5).layoutPriority(2)
      })
    expectFrames(r, ["a": rect(30, 0, 5, 5), "b": rect(2, 0, 5, 5)])
  }
}

/// A custom `Layout` that measures its child at the ideal size before
/// placing it at the real one: the grid inside must place its cells for
/// the proposal it is finally placed with, not the last one it was asked
/// about (a grid handed placements to its rows through a slot that the
/// ideal-size query overwrote: the cell came out 10 wide, not 192).
@MainActor @Suite struct GridInCustomLayoutTests {
  struct MeasuresFirst: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      _ = subviews[0].dimensions(in: .unspecified)
      subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  @Test func cellTakesTheFinalProposal() {
    let r = layout(
      MeasuresFirst {
        Grid(horizontalSpacing: 8) {
          GridRow {
            Text("abcde")  // 5 × 8.5 = 42.5 wide; a baseline, so guides are asked
            Color.blue.id("cell")
          }
        }
      }, ProposedViewSize(width: 240, height: 20))
    // 240 − 42.5 − 8 spacing = 189.5 for the flexible cell.
    // The row is as tall as the text's line, 17 × 1.25 = 21.25.
    #expect(r.frame(of: "cell") == CGRect(x: 50.5, y: 0, width: 189.5, height: 21.25), "\(r)")
  }
}
