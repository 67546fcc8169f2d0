import Foundation
import Plumb
import Testing

/// Data flow through the renderer: the settings screen (SettingsScreen.swift)
/// and a missing environment object.
@MainActor @Suite struct DataFlowRenderTests {
  static func screen() -> some View {
    SettingsView()
      .environmentObject(SettingsModel())
      .environment(AccountDirectory())
      .frame(width: 360)
  }

  /// 360 wide; high: 16 + the header's 64 + 24 + Notifications (the
  /// footnote's 16.25 + 12 + 16 + two rows of 31, the switch's height —
  /// each label fits on one line, since a Spacer yields the row's free
  /// space to it — with a divider 12 apart + 16) + 24 + Linked accounts
  /// (16.25 + 12 + 16 + two rows of 42, 12 apart, + 16) + 16 = 447.5. The
  /// advanced section stays hidden: `@AppStorage` reads its default, false.
  @Test func settingsScreenLaysOut() {
    let result = LayoutResult(of: Self.screen(), measurer: FixedAdvanceTextMeasurer())
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let texts = result.frames.map(\.kind).filter { $0.hasPrefix("Text(") }
    #expect(
      texts == [
        "Text(\"AL\")", "Text(\"Ada Lovelace\")", "Text(\"ada@example.com\")", "Text(\"NOTIFICATIONS\")",
        "Text(\"Push notifications\")", "Text(\"Weekly digest\")", "Text(\"LINKED ACCOUNTS\")", "Text(\"GitHub\")",
        "Text(\"@ada\")", "Text(\"Primary\")", "Text(\"Mastodon\")", "Text(\"@ada@example.social\")",
      ])
    #expect(result.size == CGSize(width: 360, height: 447.5), "\(result)")
  }

  @Test func settingsScreenRenders() throws {
    let renderer = ImageRenderer(content: Self.screen())
    let png = try renderer.pngData()
    #expect(png.count > 1000)
  }

  /// Without `.environmentObject`, rendering throws, naming the type.
  @Test func missingEnvironmentObjectIsARenderError() {
    let renderer = ImageRenderer(content: ProfileHeader().padding())
    #expect {
      _ = try renderer.svgData()
    } throws: { error in
      guard let e = error as? RenderError else { return false }
      return e.kind == .environmentObjectMissing
        && e.description
          == "missing @EnvironmentObject of type SettingsModel (ProfileHeader.settings): put one in with "
          + ".environmentObject(_:) above ProfileHeader (SwiftUI would trap here; Plumb left the view out)"
    }
  }
}
