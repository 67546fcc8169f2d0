import Foundation
import PlumbCore
import Testing

/// LazyVGrid / LazyHGrid columns as SwiftUI divides them.
@MainActor @Suite struct LazyGridTests {
  func cells(_ n: Int, height: CGFloat = 50) -> some View {
    ForEach(0..<n, id: \.self) { i in Color.red.frame(height: height).id("c\(i)") }
  }

  /// Three flexible columns in 320, spacing 8: each (320 - 16) / 3 =
  /// 101.33 wide; rows of 50, 8 apart.
  @Test func threeFlexibleColumns() {
    let w = (320.0 - 16) / 3
    let r = layout(
      LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { cells(4) },
      ProposedViewSize(width: 320, height: 500))
    expectFrames(r, ["c0": rect(0, 0, w, 50), "c1": rect(w + 8, 0, w, 50), "c2": rect(2 * w + 16, 0, w, 50), "c3": rect(0, 58, w, 50)])
    #expect(r.size == CGSize(width: 320, height: 108))
  }

  /// One adaptive item of at least 80 in 320: floor((320 + 8) / (80 + 8)) =
  /// 3 columns of (320 - 16) / 3.
  @Test func adaptiveFitsAsManyAsItCan() {
    let w = (320.0 - 16) / 3
    let r = layout(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(4) }, ProposedViewSize(width: 320, height: 500))
    expectFrames(r, ["c2": rect(2 * w + 16, 0, w, 50), "c3": rect(0, 58, w, 50)])
  }

  /// A fixed 100 column and a flexible one in 320: the flexible takes
  /// 320 - 100 - 8 = 212; row spacing 4.
  @Test func fixedThenFlexible() {
    let r = layout(
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 4) { cells(3, height: 20) },
      ProposedViewSize(width: 320, height: 500))
    expectFrames(r, ["c0": rect(0, 0, 100, 20), "c1": rect(108, 0, 212, 20), "c2": rect(0, 24, 100, 20)])
  }

  /// A flexible column's maximum caps it: two flexible(max 50) in 320 are
  /// 50 each; the grid is 108 wide.
  @Test func flexibleMaximum() {
    let r = layout(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible(maximum: 50))]) { cells(2, height: 10) },
      ProposedViewSize(width: 320, height: 500))
    expectFrames(r, ["c0": rect(0, 0, 50, 10), "c1": rect(58, 0, 50, 10)])
    #expect(r.size.width == 108)
  }

  /// Cells narrower than their column are centered in it: a 20-wide cell
  /// in a 100 column sits at 40.
  @Test func cellsCenterInTheirColumn() {
    let r = layout(
      LazyVGrid(columns: [GridItem(.fixed(100))]) { Color.blue.frame(width: 20, height: 10).id("cell") },
      ProposedViewSize(width: 320, height: 500))
    expectFrames(r, ["cell": rect(40, 0, 20, 10)])
  }

  /// LazyHGrid: two flexible rows in 100 high, spacing 8: each 46 high;
  /// columns as wide as their widest cell, 8 apart.
  @Test func horizontalGrid() {
    let r = layout(
      LazyHGrid(rows: [GridItem(), GridItem()]) {
        ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 30).id("c\(i)") }
      },
      ProposedViewSize(width: 300, height: 100))
    expectFrames(r, ["c0": rect(0, 0, 30, 46), "c1": rect(0, 54, 30, 46), "c2": rect(38, 0, 30, 46)])
  }
}
