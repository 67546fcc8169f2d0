import Foundation
import PlumbCore
import Testing

/// `ignoresSafeArea` in a device frame: the iPhone 15's screen is 393×852,
/// its safe area 59 from the top and 34 from the bottom, so content is
/// proposed 393×759 at y 59.
@MainActor @Suite struct DeviceSafeAreaTests {
  func onPhone<V: View>(_ view: V) -> LayoutResult {
    LayoutResult(of: view.deviceFrame(.iPhone15), proposal: ProposedViewSize(width: 393, height: 852))
  }

  /// A background that fills the safe area and ignores it fills the screen;
  /// one that does not stays in the safe area.
  @Test func aFillingViewReachesTheScreenEdges() {
    let r = onPhone(
      ZStack {
        Color.red.ignoresSafeArea().id("ignoring")
        Color.blue.id("safe")
      })
    expectFrames(r, ["ignoring": rect(0, 0, 393, 852), "safe": rect(0, 59, 393, 759)])
  }

  /// A root view wider than the screen overflows it, centred (600 wide:
  /// from x (393 − 600) / 2 = −103.5), and is cut at its edges; the status bar is the screen's,
  /// so it keeps the screen's width: its 17-pt "9:41" stays 32 from the
  /// screen's leading edge, and the bar is 393 wide, 59 tall.
  @Test func anOverflowingRootLeavesTheStatusBarAlone() {
    let r = onPhone(Color.red.frame(width: 600, height: 100).id("wide"))
    expectFrames(r, ["wide": rect(-103.5, 388.5, 600, 100)])
    let time = r.frames.first { $0.kind.hasPrefix("Text(\"9:41\")") }
    #expect(time?.frame.minX == 32, "\(String(describing: time))")
    let bar = r.frames.first { $0.kind.hasPrefix("frame(height: 59") }
    #expect(bar?.frame == rect(0, 0, 393, 59), "\(r.frames.map { ($0.kind, $0.frame) })")
  }

  /// Only the edges named grow: the top only, 852 − 34 = 818 tall.
  @Test func onlyTheEdgesNamed() {
    let r = onPhone(Color.red.ignoresSafeArea(edges: .top).id("c"))
    expectFrames(r, ["c": rect(0, 0, 393, 818)])
    let keyboard = onPhone(Color.red.ignoresSafeArea(.keyboard).id("c"))
    expectFrames(keyboard, ["c": rect(0, 59, 393, 759)])
  }

  /// A view grows only where it touches the safe area: a bar at the top of
  /// the safe area is laid out from the screen's top, proposed 393×159, and
  /// keeps its fixed 100 (so it sits at y 0); one in the middle of a VStack
  /// does not move.
  @Test func onlyWhereItTouches() {
    let r = onPhone(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).ignoresSafeArea().id("top")
        Color.green.frame(height: 100).ignoresSafeArea().id("middle")
        Spacer()
      })
    expectFrames(r, ["top": rect(0, 0, 393, 100), "middle": rect(0, 159, 393, 100)])
  }

  /// Its content is laid out in the larger frame: a text centred in a
  /// full-screen background centres on the screen, not the safe area.
  @Test func contentIsLaidOutInTheLargerFrame() {
    let r = onPhone(
      Color.clear.frame(width: 20, height: 20).id("dot")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .ignoresSafeArea())
    // Centred in 852: y = (852 − 20) / 2 = 416 (in the safe area it was
    // 59 + (759 − 20) / 2 = 428.5).
    expectFrames(r, ["dot": rect(186.5, 416, 20, 20)])
  }

  /// `.background(Color.x.ignoresSafeArea())`: the base stays in the safe
  /// area, its background reaches the screen's edges.
  @Test func backgroundIgnoringTheSafeArea() {
    let r = onPhone(
      Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).id("base")
        .background(Color.yellow.ignoresSafeArea().id("bg")))
    expectFrames(r, ["base": rect(0, 59, 393, 759), "bg": rect(0, 0, 393, 852)])
  }
}

/// A scroll view that reaches into the safe area (it ignores it, or an
/// ancestor does) insets its content, as UIKit's scroll views do: the first
/// row starts below the status bar however far the scroll view extends.
@MainActor @Suite struct ScrollSafeAreaTests {
  /// On an iPhone 15 the safe area starts at 59. Ignoring it, the scroll
  /// view grows to the screen's top (y 0) and its row stays at 59; without,
  /// the scroll view starts at 59 and so does the row.
  @Test func contentStartsBelowTheStatusBar() {
    func frames(ignoring: Bool) -> (scroll: CGRect?, row: CGRect?) {
      let scroll = ScrollView { Color.red.frame(height: 30).id("row") }
      let view = ignoring ? AnyView(scroll.ignoresSafeArea().id("scroll")) : AnyView(scroll.id("scroll"))
      let r = LayoutResult(of: view.deviceFrame(.iPhone15), proposal: ProposedViewSize(width: 393, height: 852))
      return (r.frame(of: "scroll"), r.frame(of: "row"))
    }
    let ignoring = frames(ignoring: true), inside = frames(ignoring: false)
    #expect(ignoring.scroll?.minY == 0)
    #expect(ignoring.row?.minY == 59)
    #expect(inside.scroll?.minY == 59)
    #expect(inside.row?.minY == 59)
  }
}
