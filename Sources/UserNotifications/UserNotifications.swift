// `import UserNotifications` on Linux: the notification center apps ask
// for permission and schedule reminders with. A figure shows no
// notification: authorization is never granted (`.notDetermined`),
// requests are accepted and never delivered. swift-custom-dump tests
// `canImport(UserNotifications)` and then switches over the enums and
// option sets below, which carry every case it names. Declared on Linux
// only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }
public enum UNAlertStyle: Int, Sendable { case none, banner, alert }
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }
public enum UNShowPreviewsSetting: Int, Sendable { case always, whenAuthenticated, never }
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive, active, timeSensitive, critical }

public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1)
  public static let sound = UNAuthorizationOptions(rawValue: 2)
  public static let alert = UNAuthorizationOptions(rawValue: 4)
  public static let carPlay = UNAuthorizationOptions(rawValue: 8)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 32)
  public static let provisional = UNAuthorizationOptions(rawValue: 64)
  public static let announcement = UNAuthorizationOptions(rawValue: 128)
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1)
  public static let sound = UNNotificationPresentationOptions(rawValue: 2)
  public static let alert = UNNotificationPresentationOptions(rawValue: 4)
  public static let list = UNNotificationPresentationOptions(rawValue: 8)
  public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// What the center reports: nothing is authorized in a figure.
open class UNNotificationSettings: @unchecked Sendable {
  public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
  public var alertSetting: UNNotificationSetting { .notSupported }
  public var soundSetting: UNNotificationSetting { .notSupported }
  public var badgeSetting: UNNotificationSetting { .notSupported }
  public var alertStyle: UNAlertStyle { .none }
  public var showPreviewsSetting: UNShowPreviewsSetting { .always }
  public var lockScreenSetting: UNNotificationSetting { .notSupported }
  public var notificationCenterSetting: UNNotificationSetting { .notSupported }
  public var carPlaySetting: UNNotificationSetting { .notSupported }
  public var criticalAlertSetting: UNNotificationSetting { .notSupported }
  public var timeSensitiveSetting: UNNotificationSetting { .notSupported }
  public var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
  public var announcementSetting: UNNotificationSetting { .notSupported }
  public var providesAppNotificationSettings: Bool { false }
}

open class UNNotificationSound: @unchecked Sendable {
  public static let `default` = UNNotificationSound()
  public static let defaultCritical = UNNotificationSound()
  public static let defaultRingtone = UNNotificationSound()
  public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { UNNotificationSound() }
  public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound() }
  public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound()
  }
  public init(named name: UNNotificationSoundName) {}
  init() {}
}
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

open class UNNotificationContent: @unchecked Sendable {
  public var title = ""
  public var subtitle = ""
  public var body = ""
  public var badge: NSNumber?
  public var sound: UNNotificationSound?
  public var userInfo: [AnyHashable: Any] = [:]
  public var categoryIdentifier = ""
  public var threadIdentifier = ""
  public var interruptionLevel: UNNotificationInterruptionLevel = .active
  public init() {}
}
/// The content a request is made with; its fields are settable on both
/// classes, so the mutable one adds nothing.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

open class UNNotificationTrigger: @unchecked Sendable {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  /// When it would next fire: the interval from now.
  public func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// When it would next fire: the next date after now matching its components.
  public func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

open class UNNotificationRequest: @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    (self.identifier, self.content, self.trigger) = (identifier, content, trigger)
  }
}

open class UNNotification: @unchecked Sendable {
  public let request: UNNotificationRequest
  public let date: Date
  init(request: UNNotificationRequest) { (self.request, date) = (request, Date(timeIntervalSince1970: 0)) }
}
open class UNNotificationResponse: @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification) { (self.notification, actionIdentifier) = (notification, "") }
}
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// The app's notification center: requests are taken and never delivered,
/// and authorization is never answered (no answer comes in a figure). What
/// the center holds is answered, by its async form and by its completion
/// handler alike: the categories the app set.
open class UNUserNotificationCenter: @unchecked Sendable {
  static let shared = UNUserNotificationCenter()
  public static func current() -> UNUserNotificationCenter { shared }
  public weak var delegate: (any UNUserNotificationCenterDelegate)?
  private let lock = NSLock()
  private var registeredCategories: Set<UNNotificationCategory> = []
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {}
  public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
  public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
  public func add(_ request: UNNotificationRequest) async throws {}
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
  public func removeAllPendingNotificationRequests() {}
  /// The categories the app registers: kept, as it sets them.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    lock.withLock { registeredCategories = categories }
  }
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(lock.withLock { registeredCategories })
  }
  public func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { registeredCategories } }
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  public func removeAllDeliveredNotifications() {}
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {}
  public func setBadgeCount(_ newBadgeCount: Int) async throws {}
  public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
}

/// A button of a notification: kept in its category, never shown.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public let icon: UNNotificationActionIcon?
  public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil) {
    (self.identifier, self.title, self.options, self.icon) = (identifier, title, options, icon)
  }
  public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.init(identifier: identifier, title: title, options: options, icon: nil)
  }
}
/// A reply button with a text field.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil,
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    (self.textInputButtonTitle, self.textInputPlaceholder) = (textInputButtonTitle, textInputPlaceholder)
    super.init(identifier: identifier, title: title, options: options, icon: icon)
  }
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
    textInputPlaceholder: String
  ) {
    self.init(
      identifier: identifier, title: title, options: options, icon: nil, textInputButtonTitle: textInputButtonTitle,
      textInputPlaceholder: textInputPlaceholder)
  }
}
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
/// An action's SF Symbol or template image.
public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
  public let name: String
  init(name: String) { self.name = name }
  public convenience init(systemImageName: String) { self.init(name: systemImageName) }
  public convenience init(templateImageName: String) { self.init(name: templateImageName) }
}
/// A kind of notification and its actions.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public let hiddenPreviewsBodyPlaceholder: String?
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil,
    options: UNNotificationCategoryOptions = []
  ) {
    (self.identifier, self.actions, self.intentIdentifiers) = (identifier, actions, intentIdentifiers)
    (self.hiddenPreviewsBodyPlaceholder, self.options) = (hiddenPreviewsBodyPlaceholder, options)
  }
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
  }
  public override var hash: Int { identifier.hashValue }
  public override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
}
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}
