import Foundation
import Plumb
import Testing

/// A view's `preferredColorScheme` decides how the figure is drawn, whatever
/// the renderer's own scheme, as a SwiftUI preview with the modifier is dark.
@MainActor @Suite struct PreferredColorSchemeRenderTests {
  @Test func thePreferenceWinsOverTheRenderersScheme() throws {
    let view = Color.primary.frame(width: 4, height: 4)
    let preferred = try pixels(view.preferredColorScheme(.dark), scheme: .light)
    let dark = try pixels(view, scheme: .dark)
    let light = try pixels(view, scheme: .light)
    #expect(preferred[1, 1] == dark[1, 1])
    #expect(preferred[1, 1] != light[1, 1])
  }
}
