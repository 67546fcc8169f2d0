import Plumb

// A settings screen written as an app would write it for SwiftUI, with
// `import SwiftUI` replaced by `import Plumb`: an ObservableObject model in
// the environment, @Observable accounts, a custom environment value,
// @State, @Binding, @Bindable, @AppStorage, @SceneStorage, @ScaledMetric and
// a preference. (Form, Toggle and List are not in Plumb yet, so the rows
// are drawn by hand, as custom designs often are.) DataFlowRenderTests lays
// it out and renders it.

enum AppearancePreference: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
  var title: String { rawValue.capitalized }
}

final class SettingsModel: ObservableObject {
  @Published var displayName: String
  @Published var email: String
  @Published var notificationsEnabled = true
  @Published var weeklyDigest = false
  @Published var appearance: AppearancePreference = .system

  init(displayName: String = "Ada Lovelace", email: String = "ada@example.com") {
    self.displayName = displayName
    self.email = email
  }

  var initials: String {
    displayName.split(separator: " ").compactMap(\.first).map(String.init).joined()
  }

  func signOut() {
    objectWillChange.send()
    displayName = ""
    email = ""
  }
}

@Observable final class LinkedAccount: Identifiable {
  var service: String
  var handle: String
  var isPrimary: Bool

  init(service: String, handle: String, isPrimary: Bool = false) {
    self.service = service
    self.handle = handle
    self.isPrimary = isPrimary
  }
}

@Observable final class AccountDirectory {
  var accounts = [
    LinkedAccount(service: "GitHub", handle: "@ada", isPrimary: true),
    LinkedAccount(service: "Mastodon", handle: "@ada@example.social"),
  ]
}

private struct SettingsRowSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
  var settingsRowSpacing: CGFloat {
    get { self[SettingsRowSpacingKey.self] }
    set { self[SettingsRowSpacingKey.self] = newValue }
  }
}

/// How many sections the screen shows.
struct SettingsSectionCountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value += nextValue()
  }
}

struct SettingsToggleRow: View {
  let title: String
  let systemImage: String
  @Binding var isOn: Bool
  @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24

  var body: some View {
    HStack {
      Image(systemName: systemImage)
        .frame(width: iconSize, height: iconSize)
      Text(title)
      Spacer()
      Capsule()
        .fill(isOn ? Color.green : Color.gray.opacity(0.3))
        .frame(width: 51, height: 31)
        .overlay(alignment: isOn ? .trailing : .leading) {
          Circle().fill(.white).padding(2)
        }
    }
  }
}

struct LinkedAccountRow: View {
  @Bindable var account: LinkedAccount

  var body: some View {
    HStack {
      VStack(alignment: .leading, spacing: 2) {
        Text(account.service).font(.headline)
        Text(account.handle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if account.isPrimary {
        Text("Primary")
          .font(.caption)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.blue.opacity(0.15)))
      }
    }
  }
}

struct ProfileHeader: View {
  @EnvironmentObject private var settings: SettingsModel
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 16) {
      Text(settings.initials)
        .font(.title)
        .foregroundStyle(.white)
        .frame(width: 64, height: 64)
        .background(Circle().fill(colorScheme == .dark ? Color.indigo : Color.blue))
      VStack(alignment: .leading, spacing: 4) {
        Text(settings.displayName)
          .font(.title2)
          .bold()
        Text(settings.email)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct SettingsView: View {
  @EnvironmentObject private var settings: SettingsModel
  @Environment(AccountDirectory.self) private var directory
  @Environment(\.settingsRowSpacing) private var rowSpacing
  @AppStorage("showsAdvancedSettings") private var showsAdvanced = false
  @SceneStorage("settings.expandedSection") private var expandedSection: String?
  @State private var isEditingProfile = false
  @State private var sectionCount = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      ProfileHeader()
      settingsSection("Notifications") {
        SettingsToggleRow(
          title: "Push notifications", systemImage: "bell.badge.fill", isOn: $settings.notificationsEnabled)
        Divider()
        SettingsToggleRow(title: "Weekly digest", systemImage: "envelope.fill", isOn: $settings.weeklyDigest)
      }
      settingsSection("Linked accounts") {
        ForEach(directory.accounts) { account in
          LinkedAccountRow(account: account)
        }
      }
      if showsAdvanced || expandedSection == "advanced" {
        settingsSection("Advanced") {
          SettingsToggleRow(title: "Edit profile", systemImage: "pencil", isOn: $isEditingProfile)
        }
      }
    }
    .padding()
    .onPreferenceChange(SettingsSectionCountKey.self) { count in
      sectionCount = count
    }
  }

  private func settingsSection<Content: View>(
    _ title: String, @ViewBuilder content: () -> Content
  ) -> some View {
    VStack(alignment: .leading, spacing: rowSpacing) {
      Text(title.uppercased())
        .font(.footnote)
        .foregroundStyle(.secondary)
      VStack(alignment: .leading, spacing: rowSpacing) {
        content()
      }
      .padding()
      .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.1)))
    }
    .preference(key: SettingsSectionCountKey.self, value: 1)
  }
}
