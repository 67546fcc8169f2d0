import Foundation
@testable import PlumbCore
import Testing

/// Custom progress styles, phase and keyframe animators, and the
/// environment spellings older code uses.
@MainActor @Suite struct StyleAndAnimatorTests {
  func texts(_ r: LayoutResult) -> [String] {
    DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
  }

  /// A custom style's body is drawn with the configuration's fraction, and
  /// `ProgressView(configuration)` inside it draws the built-in bar (a
  /// 4-tall capsule) rather than the style again.
  @Test func customProgressStyle() {
    let r = layout(
      ProgressView(value: 0.25).progressViewStyle(PercentStyle()).frame(width: 200),
      ProposedViewSize(width: 200, height: 100))
    #expect(texts(r) == ["25%"])
    let bars = r.frames.filter { $0.kind.hasPrefix("Capsule") }
    #expect(bars.contains { $0.frame.height == 4 && $0.frame.width == 200 })
  }

  /// A timer's progress at the interval's start: counting down, full (the
  /// style sees 1, "100%") with "1:00" left; counting up, empty (0%) at
  /// "0:00", under its label.
  @Test func timerProgressAtItsStart() {
    let start = Date(timeIntervalSince1970: 0)
    let down = layout(
      ProgressView(timerInterval: start...start.addingTimeInterval(60)).progressViewStyle(PercentStyle()),
      ProposedViewSize(width: 200, height: 100))
    #expect(texts(down) == ["100%", "1:00"])
    let up = layout(
      ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false) { Text("Tea") }
        .progressViewStyle(PercentStyle()),
      ProposedViewSize(width: 200, height: 100))
    #expect(texts(up) == ["0%", "Tea", "0:00"])
  }

  /// The first frame of a phase animator is its first phase; a keyframe
  /// animator shows its initial value.
  @Test func animatorsShowTheFirstFrame() {
    let phased = layout(
      Color.red.frame(width: 10, height: 10)
        .phaseAnimator([2.0, 3.0]) { content, phase in content.frame(width: 10 * phase).id("p") })
    #expect(phased.frame(of: "p")?.width == 20)
    let keyed = layout(
      Color.red.frame(width: 10, height: 10)
        .keyframeAnimator(initialValue: 4.0) { content, value in content.frame(width: 10 * value).id("k") } keyframes: { _ in
          KeyframeTrack(\.self) { LinearKeyframe(1.0, duration: 1) }
        })
    #expect(keyed.frame(of: "k")?.width == 40)
  }

  /// `.environment(\.sizeCategory, …)` sets the Dynamic Type size, as the
  /// older API did.
  @Test func sizeCategorySetsDynamicType() {
    var env = EnvironmentValues()
    env.sizeCategory = .extraExtraLarge
    #expect(env.dynamicTypeSize == .xxLarge)
    env.sizeCategory = .accessibilityMedium
    #expect(env.dynamicTypeSize == .accessibility1)
    #expect(env.sizeCategory == .accessibilityMedium)
  }

  /// In a List row a Label's icon takes the tint, unless a foreground color
  /// is set around the label: then it is that color, as the title is.
  @Test func listLabelIconFollowsAnExplicitForeground() {
    func iconColor<V: View>(_ view: V) -> RGBA? {
      let r = LayoutResult(of: List { view }, proposal: ProposedViewSize(width: 393, height: 200))
      return DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
        if case .symbol(_, _, let color, _) = $0 { return color }
        return nil
      }.first
    }
    let tinted = iconColor(Label("Tea", systemImage: "cup.and.saucer"))
    let black = iconColor(Label("Tea", systemImage: "cup.and.saucer").foregroundColor(.black))
    #expect(tinted == Color.accentColor.resolve(in: .light))
    #expect(black == Color.black.resolve(in: .light))
  }
}

private struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      ProgressView(configuration)
    }
  }
}
