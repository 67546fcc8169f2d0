import Foundation
@testable import PlumbCore
import Testing

/// `preferredColorScheme(_:)` sets the scheme of the whole figure, as SwiftUI
/// sets it for the window: even views outside the modifier see it.
@MainActor @Suite struct PreferredColorSchemeTests {
  struct SchemeName: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light").id("name") }
  }

  /// The reader is the modifier's sibling, not its descendant, and still
  /// reads dark: "dark" is 4 characters of 8.5 (the test measurer's 0.5 em
  /// at 17 pt), 34 wide; "light" would be 42.5.
  @Test func aSiblingSeesThePreferredScheme() {
    let r = layout(
      VStack {
        SchemeName()
        Color.red.frame(width: 10, height: 10).preferredColorScheme(.dark)
      })
    #expect(r.environment.colorScheme == .dark)
    #expect(r.frame(of: "name")?.width == 34)
  }

  /// Without a preference the figure keeps the scheme it was given.
  @Test func noPreferenceKeepsTheGivenScheme() {
    var env = EnvironmentValues()
    env.colorScheme = .dark
    let r = LayoutResult(of: SchemeName().preferredColorScheme(nil), environment: env)
    #expect(r.environment.colorScheme == .dark)
    #expect(r.frame(of: "name")?.width == 34)
  }

  /// The first preference in view order wins.
  @Test func theFirstPreferenceWins() {
    let r = layout(
      VStack {
        SchemeName().preferredColorScheme(.light)
        Color.red.preferredColorScheme(.dark)
      })
    #expect(r.environment.colorScheme == .light)
    #expect(r.frame(of: "name")?.width == 42.5)
  }
}
