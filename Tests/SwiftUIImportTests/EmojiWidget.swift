import SwiftUI
import WidgetKit

// A widget as Xcode's widget template writes one, with a fixed date so its
// figures are the same on every run.

struct EmojiEntry: TimelineEntry {
  let date: Date
  let emoji: String
}

struct EmojiProvider: TimelineProvider {
  func placeholder(in context: Context) -> EmojiEntry {
    EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "😀")
  }

  func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> ()) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<EmojiEntry>) -> ()) {
    let start = Date(timeIntervalSince1970: 0)
    let entries = (0..<5).map { EmojiEntry(date: start.addingTimeInterval(Double($0) * 3600), emoji: "⭐️") }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct EmojiWidgetEntryView: View {
  var entry: EmojiProvider.Entry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    if family == .systemMedium {
      HStack {
        Text(entry.emoji).font(.largeTitle)
        Text("Medium").font(.headline)
      }
    } else {
      VStack {
        Text("Emoji:")
        Text(entry.emoji)
      }
    }
  }
}

struct EmojiWidget: Widget {
  let kind: String = "EmojiWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: EmojiProvider()) { entry in
      EmojiWidgetEntryView(entry: entry)
        .containerBackground(Color.indigo, for: .widget)
    }
    .configurationDisplayName("My Widget")
    .description("This is an example widget.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview(as: .systemSmall) {
  EmojiWidget()
} timeline: {
  EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "😀")
  EmojiEntry(date: Date(timeIntervalSince1970: 60), emoji: "🤩")
}

#Preview("FromProvider", as: .systemSmall, widget: { EmojiWidget() }, timelineProvider: { EmojiProvider() })

struct EmojiWidget_Previews: PreviewProvider {
  static var previews: some View {
    EmojiWidgetEntryView(entry: EmojiEntry(date: Date(timeIntervalSince1970: 0), emoji: "🎉"))
      .containerBackground(Color.indigo, for: .widget)
      .previewContext(WidgetPreviewContext(family: .systemMedium))
  }
}
