import AVFoundation
import CoreLocation
import Foundation
import MapKit
import OSLog
import SwiftData
import SwiftUI
import UserNotifications
import Testing

// Pieces of sports and business apps, as they are written: a golf app that
// saves the last location with NSKeyedArchiver, a time tracker that keeps
// a model's identifier as JSON, a list that checks Low Power Mode.

@Model private final class PayPeriod {
  var start: Date
  init(start: Date) { self.start = start }
}

@Suite struct SportsAndBusinessPieces {
  /// Every measured value of a location round-trips through a keyed
  /// archive, as Core Location's does.
  @Test func locationArchivesAndUnarchives() throws {
    let location = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 56.34, longitude: -2.80), altitude: 12.5,
      horizontalAccuracy: 5, verticalAccuracy: 3, course: 270, courseAccuracy: 10, speed: 1.5, speedAccuracy: 0.5,
      timestamp: Date(timeIntervalSinceReferenceDate: 1_000))
    let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: false)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data))
    #expect(back.coordinate.latitude == 56.34)
    #expect(back.coordinate.longitude == -2.80)
    #expect(back.altitude == 12.5)
    #expect(back.horizontalAccuracy == 5)
    #expect(back.verticalAccuracy == 3)
    #expect(back.course == 270)
    #expect(back.courseAccuracy == 10)
    #expect(back.speed == 1.5)
    #expect(back.speedAccuracy == 0.5)
    #expect(back.timestamp == Date(timeIntervalSinceReferenceDate: 1_000))
  }

  /// A model's identifier encodes and decodes to one equal to the model's,
  /// so an app can find the model it saved the identifier of.
  @Test @MainActor func persistentIdentifierRoundTrips() throws {
    let container = try ModelContainer(for: PayPeriod.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let first = PayPeriod(start: Date(timeIntervalSince1970: 0))
    let second = PayPeriod(start: Date(timeIntervalSince1970: 86_400))
    context.insert(first)
    context.insert(second)
    let data = try JSONEncoder().encode(second.persistentModelID)
    let decoded = try JSONDecoder().decode(PersistentIdentifier.self, from: data)
    #expect(decoded == second.persistentModelID)
    #expect(decoded != first.persistentModelID)
    #expect(decoded.hashValue == second.persistentModelID.hashValue)
    let found: PayPeriod? = context.registeredModel(for: decoded)
    #expect(found === second)
  }

  /// A Mac form closes the shared color panel when it saves: the panel is
  /// never shown, and keeps the color code gives it.
  @Test @MainActor func colorPanelKeepsItsColor() {
    let panel = NSColorPanel.shared
    panel.color = .red
    panel.close()
    #expect(NSColorPanel.shared === panel)
    #expect(panel.color == .red)
    #expect(!panel.isVisible)
  }

  @Test func lowPowerModeIsOff() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(Notification.Name.NSProcessInfoPowerStateDidChange.rawValue == "NSProcessInfoPowerStateDidChangeNotification")
  }
}

// Pieces of app clones and everyday apps: a swipe card's tap test, a
// reels player's end notification, a view loading itself from a nib, a
// widget reading its log, a ride request's search handler.

@Suite struct CloneAndEverydayPieces {
  /// Core Graphics' `equalTo`: a rectangle with a negative width is the
  /// same rectangle as its standardized form.
  @Test func geometryComparesAsCoreGraphics() {
    #expect(CGSize.zero.equalTo(.zero))
    #expect(!CGSize(width: 1, height: 0).equalTo(.zero))
    #expect(CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 3, y: 4)))
    #expect(CGRect(x: 0, y: 0, width: -10, height: 5).equalTo(CGRect(x: -10, y: 0, width: 10, height: 5)))
    #expect(!CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: -10, y: 0, width: 10, height: 5)))
  }

  @Test func storesAndNibsHoldNothing() throws {
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let entries = try store.getEntries(at: store.position(date: Date(timeIntervalSince1970: 0)), matching: nil)
    #expect(Array(entries).isEmpty)
    #expect(UINib(nibName: "FuelCell", bundle: nil).instantiate(withOwner: nil, options: nil).isEmpty)
  }

  @Test func notificationAndHandlerNamesAreApples() {
    #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
    #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
    let handler: MKLocalSearch.CompletionHandler = { response, _ in #expect(response == nil) }
    handler(nil, nil)
  }
}

extension CloneAndEverydayPieces {
  /// A bezier path built from a Core Graphics path in a convenience
  /// initializer, as apps round some corners: the path is handed back.
  @Test func bezierPathTakesACoreGraphicsPath() {
    let cg = CGMutablePath()
    cg.move(to: CGPoint(x: 0, y: 0))
    cg.addLine(to: CGPoint(x: 40, y: 0))
    cg.addLine(to: CGPoint(x: 40, y: 20))
    cg.closeSubpath()
    let bezier = UIBezierPath()
    bezier.cgPath = cg
    #expect(Path(bezier.cgPath).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
  }
}

extension CloneAndEverydayPieces {
  /// An accessibility demo's tab bar trait and a locale screen's exemplar
  /// letters (English's are a to z, as ICU's).
  @Test func accessibilityAndLocalePieces() {
    let traits: AccessibilityTraits = [.isTabBar, .isButton]
    #expect(traits.contains(.isTabBar))
    #expect(!AccessibilityTraits.isToggle.contains(.isTabBar))
    let letters = Locale(identifier: "en_US").exemplarCharacterSet
    #expect(letters?.contains("q") == true)
    #expect(letters?.contains("é") == false)
    #expect(Locale(identifier: "de_DE").exemplarCharacterSet == nil)
  }
}

/// A journaling app registers a reply action on its reminders.
@Suite struct NotificationCategoryPieces {
  @Test func categoriesAreKeptAsRegistered() async {
    let reply = UNTextInputNotificationAction(
      identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "How was today?")
    let category = UNNotificationCategory(identifier: "daily", actions: [reply], intentIdentifiers: [], options: [])
    let center = UNUserNotificationCenter.current()
    center.setNotificationCategories([category])
    let kept = await center.notificationCategories()
    #expect(kept.map(\.identifier) == ["daily"])
    #expect((kept.first?.actions.first as? UNTextInputNotificationAction)?.textInputPlaceholder == "How was today?")
    // Categories are equal by identifier, as UIKit's set of them is keyed.
    #expect(UNNotificationCategory(identifier: "daily", actions: [], intentIdentifiers: []) == category)
    // The completion-handler form answers the same, as an app adding a
    // category to those already set reads them first.
    let answered = await withCheckedContinuation { continuation in
      center.getNotificationCategories { continuation.resume(returning: $0) }
    }
    #expect(answered.map(\.identifier) == ["daily"])
    center.setNotificationCategories([])
  }
}
