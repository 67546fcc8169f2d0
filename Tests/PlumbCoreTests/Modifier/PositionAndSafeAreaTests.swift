import Foundation
import PlumbCore
import Testing

/// `position`, `ignoresSafeArea`, `safeAreaPadding`, `safeAreaInset`.
@MainActor @Suite struct PositionAndSafeAreaTests {
  /// The positioned view takes the whole proposal (200×100) and puts the
  /// child's center at (50, 30): a 20×10 child at (40, 25).
  @Test func positionCentersTheChildAtThePoint() {
    let r = layout(
      Color.red.frame(width: 20, height: 10).id("child").position(x: 50, y: 30).id("positioned"),
      ProposedViewSize(width: 200, height: 100))
    expectFrames(r, ["positioned": rect(0, 0, 200, 100), "child": rect(40, 25, 20, 10)])
  }

  /// Unproposed, it is 10×10, as a Color; the child still centers on the
  /// point: (5 - 10, 5 - 4) for a 20×8 child.
  @Test func positionUnproposedIsTenByTen() {
    let r = layout(Color.red.frame(width: 20, height: 8).id("child").position(x: 5, y: 5).id("positioned"))
    expectFrames(r, ["positioned": rect(0, 0, 10, 10), "child": rect(-5, 1, 20, 8)])
  }

  /// A figure has no safe area: ignoring it changes nothing.
  @Test func ignoresSafeAreaChangesNothing() {
    let r = layout(Color.red.ignoresSafeArea().id("c"), ProposedViewSize(width: 30, height: 20))
    expectFrames(r, ["c": rect(0, 0, 30, 20)])
  }

  /// safeAreaPadding pads, as the safe area grows from none: 16 by default.
  @Test func safeAreaPaddingPads() {
    let r = layout(Color.red.id("c").safeAreaPadding(), ProposedViewSize(width: 100, height: 50))
    expectFrames(r, ["c": rect(16, 16, 68, 18)])
  }

  /// The inset sits on the bottom edge and the view takes the rest: in
  /// 100×200, the 20-high inset at y 180, the view 180 high above it.
  @Test func safeAreaInsetAtTheBottom() {
    let r = layout(
      Color.blue.id("main").safeAreaInset(edge: .bottom) { Color.red.frame(height: 20).id("inset") },
      ProposedViewSize(width: 100, height: 200))
    expectFrames(r, ["main": rect(0, 0, 100, 180), "inset": rect(0, 180, 100, 20)])
  }

  /// On the leading edge with spacing 4: a 30-wide inset at x 0, the view
  /// from 34 to 100.
  @Test func safeAreaInsetLeadingWithSpacing() {
    let r = layout(
      Color.blue.id("main").safeAreaInset(edge: .leading, spacing: 4) { Color.red.frame(width: 30).id("inset") },
      ProposedViewSize(width: 100, height: 50))
    expectFrames(r, ["main": rect(34, 0, 66, 50), "inset": rect(0, 0, 30, 50)])
  }
}
