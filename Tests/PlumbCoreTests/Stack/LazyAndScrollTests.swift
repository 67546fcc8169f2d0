import Foundation
@testable import PlumbCore
import Testing

/// Lazy stacks, ScrollView, hidden() and zIndex, with the sizes SwiftUI
/// gives them.
@MainActor @Suite struct LazyAndScrollTests {
  /// A LazyVStack proposed 300 × 100 takes the width and its rows' ideal
  /// heights (20 + 8 + 30): it does not divide the 100 among them, so a
  /// flexible row is its ideal 10, not a share.
  @Test func lazyVStackTakesTheWidthAndIdealHeights() {
    let r = layout(
      LazyVStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 20).id("a")
        Color.blue.frame(width: 80, height: 30).id("b")
        Color.green.id("flex")
      }.id("stack"), ProposedViewSize(width: 300, height: 100))
    #expect(r.frame(of: "stack") == CGRect(x: 0, y: 0, width: 300, height: 76))
    #expect(r.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(r.frame(of: "b") == CGRect(x: 0, y: 28, width: 80, height: 30))
    // Proposed (300, nil): 300 × 10.
    #expect(r.frame(of: "flex") == CGRect(x: 0, y: 66, width: 300, height: 10))
  }

  /// Centered, a LazyHStack puts 20- and 40-tall views on the middle of a
  /// 60-tall proposal.
  @Test func lazyHStackCenters() {
    let r = layout(
      LazyHStack(spacing: 4) {
        Color.red.frame(width: 10, height: 20).id("a")
        Color.blue.frame(width: 10, height: 40).id("b")
      }.id("stack"), ProposedViewSize(width: 100, height: 60))
    #expect(r.frame(of: "stack") == CGRect(x: 0, y: 0, width: 24, height: 60))
    #expect(r.frame(of: "a") == CGRect(x: 0, y: 20, width: 10, height: 20))
    #expect(r.frame(of: "b") == CGRect(x: 14, y: 10, width: 10, height: 40))
  }

  /// A vertical ScrollView takes the proposed height, and is as wide as
  /// its content (the SwiftUI Field Guide: "it only becomes as wide as the
  /// width of its contents"); its content, an implicit VStack proposed
  /// (300, nil), sits top-leading and overflows (clipped). Laid out alone,
  /// the 100-wide scroll view is at the origin.
  @Test func scrollViewShowsTheFirstScreen() {
    let r = layout(
      ScrollView {
        ForEach(0..<10, id: \.self) { i in Color.red.frame(width: 100, height: 50).id("row\(i)") }
      }.id("scroll"), ProposedViewSize(width: 300, height: 200))
    #expect(r.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 100, height: 200))
    // Rows are 50 tall, 8 apart; the VStack is 100 wide.
    #expect(r.frame(of: "row0") == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(r.frame(of: "row9") == CGRect(x: 0, y: 522, width: 100, height: 50))
    let list = DisplayList(r, scale: 1, colorScheme: .light)
    #expect(list.items.contains { if case .beginClip = $0 { return true } else { return false } })
  }

  /// A vertical ScrollView with narrow content, in a 300-wide frame: the
  /// scroll view is the content's 100 wide, centred by the frame at
  /// (300 − 100) / 2 = 100, as a login form in a scroll view sits centred
  /// on an iPhone.
  @Test func narrowScrollViewIsCentredByItsParent() {
    let r = layout(
      ScrollView { Color.red.frame(width: 100, height: 50).id("row") }.id("scroll").frame(width: 300),
      ProposedViewSize(width: 300, height: 200))
    #expect(r.frame(of: "scroll") == CGRect(x: 100, y: 0, width: 100, height: 200))
    #expect(r.frame(of: "row") == CGRect(x: 100, y: 0, width: 100, height: 50))
  }

  /// A horizontal ScrollView proposes unspecified width to an HStack.
  @Test func horizontalScrollView() {
    let r = layout(
      ScrollView(.horizontal, showsIndicators: false) {
        Color.red.frame(width: 200, height: 30)
        Color.blue.frame(width: 200, height: 30).id("second")
      }.id("scroll"), ProposedViewSize(width: 150, height: nil))
    // Unproposed height: the content's 30.
    #expect(r.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 150, height: 30))
    #expect(r.frame(of: "second") == CGRect(x: 208, y: 0, width: 200, height: 30))
  }

  /// hidden() keeps the space and draws nothing.
  @Test func hiddenKeepsItsSpace() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 30, height: 10).hidden()
      Color.blue.frame(width: 20, height: 10).id("b")
    }
    let r = layout(view)
    #expect(r.size == CGSize(width: 50, height: 10))
    #expect(r.frame(of: "b")?.minX == 30)
    let fills = DisplayList(r, scale: 1, colorScheme: .light).items.filter { if case .fill = $0 { return true } else { return false } }
    #expect(fills.count == 1)
  }

  /// zIndex draws a view above later siblings; layout is unchanged.
  @Test func zIndexOrdersDrawing() {
    let r = layout(ZStack {
      Color.red.frame(width: 10, height: 10).zIndex(1)
      Color.blue.frame(width: 10, height: 10)
    })
    let colors: [RGBA] = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .fill(_, let c) = $0 { return c } else { return nil }
    }
    #expect(colors == [Color.blue.resolve(in: .light), Color.red.resolve(in: .light)])
  }
}
