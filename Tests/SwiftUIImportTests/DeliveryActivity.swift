import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A Live Activity as Xcode's template writes one, with its previews, and
// a Control Center toggle (iOS 18).

struct DeliveryAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var minutesLeft: Int
  }
  var restaurant: String
}

extension DeliveryAttributes {
  fileprivate static var preview: DeliveryAttributes { DeliveryAttributes(restaurant: "Pizza Place") }
}

extension DeliveryAttributes.ContentState {
  fileprivate static var soon: Self { Self(minutesLeft: 5) }
  fileprivate static var later: Self { Self(minutesLeft: 25) }
}

struct DeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      HStack {
        Text(context.attributes.restaurant)
        Spacer()
        Text("\(context.state.minutesLeft) min")
      }
      .padding()
      .activityBackgroundTint(Color.orange)
      .activitySystemActionForegroundColor(Color.black)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("Leading") }
        DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
        DynamicIslandExpandedRegion(.bottom) { Text("Arriving in \(context.state.minutesLeft) min") }
      } compactLeading: {
        Image(systemName: "bicycle")
      } compactTrailing: {
        Text("\(context.state.minutesLeft)m")
      } minimal: {
        Text("\(context.state.minutesLeft)")
      }
      .widgetURL(URL(string: "https://example.com/order"))
      .keylineTint(Color.red)
    }
  }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
  DeliveryLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.soon
  DeliveryAttributes.ContentState.later
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
  DeliveryLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.soon
}

struct LightsIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Lights"
  @Parameter(title: "On") var value: Bool
  init() {}
  func perform() async throws -> some IntentResult { .result() }
}

struct LightsProvider: ControlValueProvider {
  var previewValue: Bool { false }
  func currentValue() async throws -> Bool { true }
}

struct LightsControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "lights", provider: LightsProvider()) { isOn in
      ControlWidgetToggle("Lights", isOn: isOn, action: LightsIntent()) { on in
        Label(on ? "On" : "Off", systemImage: "lightbulb")
      }
      .tint(.yellow)
    }
    .displayName("Lights")
    .description("Turns the lights on and off.")
  }
}

// Xcode's widget template (iOS 17): configured with an App Intent.

struct EmojiConfigurationIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Configuration"
  @Parameter(title: "Favorite Emoji", default: "😃")
  var favoriteEmoji: String
}

struct FavoriteEmojiEntry: TimelineEntry {
  let date: Date
  let configuration: EmojiConfigurationIntent
}

struct FavoriteEmojiProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> FavoriteEmojiEntry { FavoriteEmojiEntry(date: Date(), configuration: EmojiConfigurationIntent()) }
  func snapshot(for configuration: EmojiConfigurationIntent, in context: Context) async -> FavoriteEmojiEntry {
    FavoriteEmojiEntry(date: Date(), configuration: configuration)
  }
  func timeline(for configuration: EmojiConfigurationIntent, in context: Context) async -> Timeline<FavoriteEmojiEntry> {
    Timeline(entries: [FavoriteEmojiEntry(date: Date(), configuration: configuration)], policy: .atEnd)
  }
}

struct ConfigurableEmojiWidget: Widget {
  let kind = "ConfigurableEmojiWidget"
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: EmojiConfigurationIntent.self, provider: FavoriteEmojiProvider()) { entry in
      VStack {
        Text("Favorite Emoji:")
        Text(entry.configuration.favoriteEmoji)
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
  }
}

extension EmojiConfigurationIntent {
  fileprivate static var starEyes: EmojiConfigurationIntent {
    let intent = EmojiConfigurationIntent()
    intent.favoriteEmoji = "🤩"
    return intent
  }
}

#Preview("ConfigurableEmoji", as: .systemSmall) {
  ConfigurableEmojiWidget()
} timeline: {
  FavoriteEmojiEntry(date: .now, configuration: .starEyes)
}
