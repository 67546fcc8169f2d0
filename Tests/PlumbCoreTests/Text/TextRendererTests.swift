import Foundation
@testable import PlumbCore
import Testing

/// iOS 18's text renderers compile; the text is drawn as without one. The
/// animation math renderers use is SwiftUI's.
@MainActor @Suite struct TextRendererTests {
  struct Plain: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      for line in layout { context.draw(line) }
    }
  }
  struct Emphasis: TextAttribute {}

  /// The same frames and the same text with and without the renderer.
  @Test func rendererDrawsTheTextAsIs() {
    let plain = layout(Text("Hello").id("t"), ProposedViewSize(width: 200, height: 50))
    let rendered = layout(
      (Text("Hel") + Text("lo").customAttribute(Emphasis())).textRenderer(Plain()).id("t"),
      ProposedViewSize(width: 200, height: 50))
    #expect(plain.frame(of: "t") == rendered.frame(of: "t"))
  }

  /// CSS's ease-in (0.42, 0, 1, 1) at half time is 0.3154; linear is the
  /// identity; both clamp outside 0…1.
  @Test func unitCurveValues() {
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3154) < 0.001)
    #expect(UnitCurve.linear.value(at: 0.25) == 0.25)
    #expect(UnitCurve.easeIn.value(at: 2) == 1)
    #expect(UnitCurve.easeOut.value(at: -1) == 0)
  }

  /// A spring starts at its start, and after many durations has settled on
  /// its target.
  @Test func springSettles() {
    let spring = Spring(duration: 0.5, bounce: 0.2)
    #expect(spring.value(fromValue: -10.0, toValue: 0, initialVelocity: 0, time: 0) == -10)
    #expect(abs(spring.value(fromValue: -10.0, toValue: 0, initialVelocity: 0, time: 10)) < 1e-6)
  }
}
