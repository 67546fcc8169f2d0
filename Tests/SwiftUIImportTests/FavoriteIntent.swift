import AppIntents
import SwiftUI

// An App Intent as iOS 17 apps write one, run by a button and a toggle,
// with an enum Shortcuts can list and the app's shortcuts.

enum Mood: String, AppEnum {
  case happy, calm

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
  static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
    .happy: "Happy",
    .calm: .init(title: "Calm", subtitle: "Breathe"),
  ]
}

struct LogMoodIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Mood"
  static let description = IntentDescription("Logs how you feel.")

  @Parameter(title: "Mood")
  var mood: Mood

  init() { mood = .calm }
  init(mood: Mood) { self.mood = mood }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(mood.rawValue).")
  }
}

struct MoodShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: LogMoodIntent(), phrases: ["Log my mood in \(.applicationName)"], shortTitle: "Log Mood", systemImageName: "face.smiling")
  }
}

struct MoodRow: View {
  var isFavorite = true

  var body: some View {
    HStack {
      Button(intent: LogMoodIntent(mood: .happy)) {
        Label("Happy", systemImage: "face.smiling")
      }
      Toggle(isOn: isFavorite, intent: LogMoodIntent(mood: .calm)) {
        Text("Calm")
      }
    }
    .accessibilityAction(named: "Log calm", intent: LogMoodIntent(mood: .calm))
    .padding()
  }
}

/// A widget's configuration intent: no `perform()`, a summary of its
/// parameters, choices from a provider, set on an intent held in a `let`.
struct PickMoodIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Pick a mood"

  @Parameter(title: "Mood")
  var mood: Mood?

  @Parameter(title: "Friend", optionsProvider: FriendsProvider())
  var friend: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Show \(\.$mood)") {
      \.$friend
    }
  }

  struct FriendsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Ada", "Grace"] }
  }

  static var calm: PickMoodIntent {
    let intent = PickMoodIntent()
    intent.mood = .calm
    return intent
  }
}
