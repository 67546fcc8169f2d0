import SwiftUI

// A custom environment key, a view modifier and a view extension: the
// plumbing of an app's design system.
private struct AccentKey: EnvironmentKey {
  static let defaultValue: Color = .orange
}

extension EnvironmentValues {
  var themeAccent: Color {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct CardStyle: ViewModifier {
  @Environment(\.themeAccent) private var accent
  func body(content: Content) -> some View {
    content
      .padding(12)
      .background(accent.opacity(0.15))
      .clipShape(RoundedRectangle(cornerRadius: 8))
  }
}

extension View {
  func cardStyle() -> some View { modifier(CardStyle()) }
}

final class Settings: ObservableObject {
  @Published var username = "guest"
  @Published var notifications = true
}

struct SettingsSummary: View {
  @EnvironmentObject var settings: Settings
  @AppStorage("launchCount") private var launchCount = 3

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Signed in as \(settings.username)")
      Text(settings.notifications ? "Notifications on" : "Notifications off")
        .foregroundStyle(.secondary)
      Text("Launched \(launchCount) times")
    }
    .cardStyle()
    .environment(\.themeAccent, .teal)
  }
}

// The same, in one line each, as Xcode 16 writes it.
extension EnvironmentValues {
  @Entry var cardCornerRadius: CGFloat = 12
  @Entry var brandColor: Color = .indigo
  @Entry var highlightedTag: String?
  @Entry var palette: [String: Color] = ["accent": .pink, "muted": .gray]
  // A function type's `->` is not a closing bracket: the default after
  // `=` is still found.
  @Entry var tagFormatter: ((String, Int) -> String) = { tag, count in
    "\(tag) ×\(count)"
  }
}

struct EntryCard: View {
  @Environment(\.cardCornerRadius) private var radius
  @Environment(\.brandColor) private var brand
  @Environment(\.highlightedTag) private var tag

  var body: some View {
    Text(tag ?? "none")
      .padding(8)
      .background(RoundedRectangle(cornerRadius: radius).fill(brand))
  }
}
