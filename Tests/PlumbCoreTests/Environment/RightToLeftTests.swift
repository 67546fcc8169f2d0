import Foundation
@testable import PlumbCore
import Testing

/// Right to left: placements are mirrored across each container's width.
@MainActor @Suite struct RightToLeftTests {
  func row() -> some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 10).id("first")
      Color.blue.frame(width: 30, height: 10).id("second")
    }
  }

  /// A 50-wide row: left to right, first at 0 and second at 20; right to
  /// left, first at 50 - 20 = 30 and second at 0.
  @Test func stacksRunFromTheRight() {
    expectFrames(layout(row()), ["first": rect(0, 0, 20, 10), "second": rect(20, 0, 30, 10)])
    expectFrames(
      layout(row().environment(\.layoutDirection, .rightToLeft)),
      ["first": rect(30, 0, 20, 10), "second": rect(0, 0, 30, 10)])
  }

  /// Leading alignment is the right edge: a 20-wide child in a 100-wide
  /// frame aligned leading sits at 80.
  @Test func leadingIsTheRightEdge() {
    let r = layout(
      Color.red.frame(width: 20, height: 10).id("c").frame(width: 100, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft))
    expectFrames(r, ["c": rect(80, 0, 20, 10)])
  }

  /// Leading padding is on the right: 10 + 20, the child at 0.
  @Test func leadingPaddingIsOnTheRight() {
    let r = layout(
      Color.red.frame(width: 20, height: 10).id("c").padding(.leading, 10)
        .environment(\.layoutDirection, .rightToLeft))
    expectFrames(r, ["c": rect(0, 0, 20, 10)])
  }

  /// The figure's environment can be right to left from the root; a
  /// subtree can set left to right again.
  @Test func fromTheRootAndBack() {
    var env = EnvironmentValues()
    env.layoutDirection = .rightToLeft
    let r = LayoutResult(
      of: VStack(spacing: 0) {
        row()
        HStack(spacing: 0) {
          Color.green.frame(width: 20, height: 10).id("ltr")
          Color.gray.frame(width: 30, height: 10)
        }
        .environment(\.layoutDirection, .leftToRight)
      }, environment: env)
    expectFrames(r, ["first": rect(30, 0, 20, 10), "second": rect(0, 0, 30, 10), "ltr": rect(0, 10, 20, 10)])
  }
}
