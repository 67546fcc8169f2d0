// Widgets the user configures with an App Intent (iOS 17; Xcode's widget
// template): an `AppIntentTimelineProvider` and an
// `AppIntentConfiguration`. A figure draws the preview's first entry, or
// the provider's placeholder (its snapshot and timeline are async, which
// a figure cannot wait for).
import AppIntents
import Intents
import Foundation
import Plumb

/// Gives a configurable widget its entries for a configuration.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  func recommendations() -> [AppIntentRecommendation<Intent>]
}
extension AppIntentTimelineProvider {
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A configuration offered ready-made (watchOS, StandBy).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  public let intent: Intent
  public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent }
  public init(intent: Intent, description: Text) { self.intent = intent }
}

/// A widget configured with an intent: its provider's entries drawn by
/// `content`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
  WidgetContentSource
{
  public var body: Never { fatalError("AppIntentConfiguration has no body") }
  let kind: String
  let view: (Any?, WidgetFamily) -> AnyView
  var contentMarginsDisabled: Bool { false }

  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    self.kind = kind
    view = { entry, family in
      AnyView(content(entry as? Provider.Entry ?? provider.placeholder(in: TimelineProviderContext(family: family))))
    }
  }
  func contentView(entry: Any?, family: WidgetFamily) -> AnyView { view(entry, family) }
}

// MARK: SiriKit intent widgets (iOS 14–16)

/// Gives a widget configured with a SiriKit intent (an `.intentdefinition`
/// class) its entries: the form before App Intents.
public protocol IntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: INIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
  func recommendations() -> [IntentRecommendation<Intent>]
}
extension IntentTimelineProvider {
  public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A SiriKit configuration offered ready-made (watchOS).
public struct IntentRecommendation<Intent: INIntent> {
  public let intent: Intent
  public init(intent: Intent, description: String) { self.intent = intent }
  public init(intent: Intent, description: Text) { self.intent = intent }
}

/// A widget configured with a SiriKit intent: its provider's entries
/// drawn by `content` (a figure draws the placeholder, or a preview's entry).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, WidgetContentSource {
  public var body: Never { fatalError("IntentConfiguration has no body") }
  let kind: String
  let view: (Any?, WidgetFamily) -> AnyView
  var contentMarginsDisabled: Bool { false }

  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    self.kind = kind
    view = { entry, family in
      AnyView(content(entry as? Provider.Entry ?? provider.placeholder(in: TimelineProviderContext(family: family))))
    }
  }
  func contentView(entry: Any?, family: WidgetFamily) -> AnyView { view(entry, family) }
}
