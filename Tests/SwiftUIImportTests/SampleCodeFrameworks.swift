import AVFoundation
import AppIntents
import EventKit
import Foundation
import HealthKit
import SwiftUI
import Testing

// What Apple's 2023–2025 sample code and large open-source apps use beside
// SwiftUI: App Intents' dependencies and Spotlight entities, EventKit's
// weekly rules, cycling and running quantities, notifications as an async
// sequence, and an app's own `UIColor.accent`.

extension UIColor {
  /// An app's own accent (WooCommerce's), not its asset catalog's symbol.
  static var accent: UIColor { UIColor(red: 0.5, green: 0.3, blue: 0.9, alpha: 1) }
}

/// `Color(.accent)` with the app's `UIColor.accent`, as WooCommerce writes it.
struct AccentTinted: View {
  var body: some View { Color(.accent).frame(width: 10, height: 10) }
}

final class TrailStore: Sendable {
  let name = "Cascade"
}

struct StartTrail: AppIntent {
  static let title: LocalizedStringResource = "Start Trail"
  @Dependency private var store: TrailStore
  func perform() async throws -> some IntentResult { .result() }
  var storeName: String { store.name }
  var storeIdentity: ObjectIdentifier { ObjectIdentifier(store) }
}

@MainActor @Suite struct SampleCodeFrameworkTests {
  /// The app's own `UIColor.accent` wins over the catalog symbol Xcode would
  /// generate, which Plumb declares disfavored: the square is the app's
  /// purple, not the default accent's blue.
  @Test func appAccentColor() throws {
    let r = try ImageRenderer(content: AccentTinted()).layout()
    let app = try ImageRenderer(content: Color(UIColor.accent).frame(width: 10, height: 10)).layout()
    let catalog = try ImageRenderer(content: Color.accent.frame(width: 10, height: 10)).layout()
    #expect(r.description == app.description)
    #expect(r.description != catalog.description, "\(r)")
  }

  /// An intent's dependency resolves to what the app registered.
  @Test func intentDependencies() {
    let store = TrailStore()
    AppDependencyManager.shared.add(dependency: store)
    #expect(StartTrail().storeName == "Cascade")
    // Made once, read as the same object.
    AppDependencyManager.shared.add(dependency: { TrailStore() })
    let intent = StartTrail()
    #expect(intent.storeIdentity == intent.storeIdentity)
    #expect(intent.storeIdentity != ObjectIdentifier(store))
  }

  /// A weekly rule on weekdays keeps its days; the new quantity types exist
  /// with HealthKit's identifiers; there is no microphone.
  @Test func recurrenceAndQuantities() {
    let days = [EKWeekday.monday, .wednesday, .friday].map { EKRecurrenceDayOfWeek($0) }
    let rule = EKRecurrenceRule(
      recurrenceWith: .weekly, interval: 1, daysOfTheWeek: days, daysOfTheMonth: nil, monthsOfTheYear: nil,
      weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: EKRecurrenceEnd(occurrenceCount: 10))
    #expect(rule.daysOfTheWeek?.map(\.dayOfTheWeek.rawValue) == [2, 4, 6])
    let monthly = EKRecurrenceRule(
      recurrenceWith: .monthly, interval: 1, daysOfTheWeek: [EKRecurrenceDayOfWeek(.friday)], daysOfTheMonth: nil,
      monthsOfTheYear: nil, weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: [-1], end: nil)
    #expect(monthly.setPositions == [-1] && monthly.frequency == .monthly)
    #expect(HKQuantityTypeIdentifier.cyclingPower.rawValue == "HKQuantityTypeIdentifierCyclingPower")
    #expect(AVAudioSession.sharedInstance().isInputAvailable == false)
  }

  /// Notifications as an async sequence: one posted after iteration starts
  /// arrives. (Posted every 5 ms until then; the wait is cancelled after
  /// 5 s, which ends the sequence, so a broken sequence fails, not hangs.)
  @Test func notificationSequence() async {
    let name = Notification.Name("PlumbTestNotification")
    let center = NotificationCenter()
    let received = Task { () -> String? in
      for await note in center.notifications(named: name) { return note.object as? String }
      return nil
    }
    let poster = Task {
      for _ in 0..<1_000 where !Task.isCancelled {
        center.post(name: name, object: "ping")
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
    }
    let timeout = Task {
      try? await Task.sleep(nanoseconds: 5_000_000_000)
      received.cancel()
    }
    let value = await received.value
    poster.cancel()
    timeout.cancel()
    #expect(value == "ping")
  }
}
