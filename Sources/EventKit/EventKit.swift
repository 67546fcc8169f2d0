// `import EventKit` on Linux: a calendar app's store, events and
// reminders. A figure has no calendar: access is denied (requests answer
// false), searches find nothing, and events made in code keep their
// values, so a view shows what it shows for an empty or a sample calendar.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public enum EKEntityType: Int, Sendable { case event, reminder }
public struct EKEntityMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let event = EKEntityMask(rawValue: 1)
  public static let reminder = EKEntityMask(rawValue: 2)
}
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, fullAccess, writeOnly
  /// The pre-iOS 17 name of full access.
  public static let authorized = EKAuthorizationStatus.fullAccess
}
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }
public enum EKCalendarType: Int, Sendable { case local, calDAV, exchange, subscription, birthday }
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy, free, tentative, unavailable }
public enum EKEventStatus: Int, Sendable { case none, confirmed, tentative, canceled }
public enum EKSourceType: Int, Sendable { case local, exchange, calDAV, mobileMe, subscribed, birthdays }

public struct EKError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable {
    case eventNotMutable, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure,
      calendarReadOnly, durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture,
      startDateCollidesWithOtherOccurrence, objectBelongsToDifferentStore, invitesCannotBeMoved,
      invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified, calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete,
      recurringReminderRequiresDueDate, structuredLocationsNotSupported, reminderLocationsNotSupported,
      alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders,
      sourceDoesNotAllowReminders, sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType,
      procedureAlarmsNotMutable, eventStoreNotAuthorized
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// Where calendars come from (iCloud, an Exchange account).
open class EKSource: NSObject, @unchecked Sendable {
  open var title = "On My iPhone"
  open var sourceType = EKSourceType.local
  open var sourceIdentifier = UUID().uuidString
}

/// A calendar: its title and color.
open class EKCalendar: NSObject, @unchecked Sendable {
  open var title = ""
  open var cgColor: CGColor?
  open var calendarIdentifier = UUID().uuidString
  open var type = EKCalendarType.local
  open var source: EKSource?
  open var allowsContentModifications = true
  open var isSubscribed = false
  open var isImmutable = false
  public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
  public override init() {}
}

/// What events and reminders share.
open class EKCalendarItem: NSObject, @unchecked Sendable {
  open var title: String! = ""
  open var calendar: EKCalendar!
  open var location: String?
  open var notes: String?
  open var url: URL?
  open var hasNotes: Bool { notes?.isEmpty == false }
  open var calendarItemIdentifier = UUID().uuidString
  open var creationDate: Date?
  open var lastModifiedDate: Date?
  open var timeZone: TimeZone?
  open var alarms: [EKAlarm]?
  open var recurrenceRules: [EKRecurrenceRule]?
  open var hasAlarms: Bool { alarms?.isEmpty == false }
  /// Nobody is invited in a figure's store.
  open var hasAttendees: Bool { false }
  open var hasRecurrenceRules: Bool { recurrenceRules?.isEmpty == false }
  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
  open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
}

/// An event: it keeps what code sets.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
  open var startDate: Date!
  open var endDate: Date!
  open var isAllDay = false
  open var availability = EKEventAvailability.busy
  open var status = EKEventStatus.none
  open var eventIdentifier: String! { calendarItemIdentifier }
  open var occurrenceDate: Date! { startDate }
  open var isDetached: Bool { false }
  public init(eventStore: EKEventStore) {}
  public override init() {}
  open func compareStartDate(with other: EKEvent) -> ComparisonResult {
    (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
  }
}

/// A reminder: it keeps what code sets.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
  open var isCompleted = false
  open var completionDate: Date?
  open var priority = 0
  open var startDateComponents: DateComponents?
  open var dueDateComponents: DateComponents?
  public init(eventStore: EKEventStore) {}
  public override init() {}
}

open class EKAlarm: NSObject, @unchecked Sendable {
  open var relativeOffset: TimeInterval = 0
  open var absoluteDate: Date?
  public init(relativeOffset: TimeInterval) { self.relativeOffset = relativeOffset }
  public init(absoluteDate: Date) { self.absoluteDate = absoluteDate }
}

public enum EKRecurrenceFrequency: Int, Sendable { case daily, weekly, monthly, yearly }
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
  public init(end: Date) {}
  public init(occurrenceCount: Int) {}
}
/// A day of the week, Sunday first, as EventKit numbers them (1…7).
public enum EKWeekday: Int, Sendable {
  case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}
/// A day of the week in a recurrence, optionally the nth in its period
/// (`week` 0 for every one, -1 for the last).
open class EKRecurrenceDayOfWeek: NSObject, @unchecked Sendable {
  public let dayOfTheWeek: EKWeekday
  public let weekNumber: Int
  public init(_ dayOfTheWeek: EKWeekday) { (self.dayOfTheWeek, weekNumber) = (dayOfTheWeek, 0) }
  public init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) { (self.dayOfTheWeek, self.weekNumber) = (dayOfTheWeek, weekNumber) }
  public convenience init(dayOfTheWeek: EKWeekday, weekNumber: Int) { self.init(dayOfTheWeek, weekNumber: weekNumber) }
}
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
  open var frequency: EKRecurrenceFrequency
  open var interval: Int
  open var recurrenceEnd: EKRecurrenceEnd?
  open var daysOfTheWeek: [EKRecurrenceDayOfWeek]?
  open var daysOfTheMonth: [NSNumber]?
  open var monthsOfTheYear: [NSNumber]?
  open private(set) var weeksOfTheYear: [NSNumber]?
  open private(set) var daysOfTheYear: [NSNumber]?
  open private(set) var setPositions: [NSNumber]?
  open var firstDayOfTheWeek: Int { 0 }
  public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
    frequency = type
    self.interval = interval
    recurrenceEnd = end
  }
  /// The full form: the days, months, weeks and positions it repeats on.
  public init(
    recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek: [EKRecurrenceDayOfWeek]?,
    daysOfTheMonth: [NSNumber]?, monthsOfTheYear: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
    daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?
  ) {
    frequency = type
    self.interval = interval
    recurrenceEnd = end
    self.daysOfTheWeek = daysOfTheWeek
    self.daysOfTheMonth = daysOfTheMonth
    self.monthsOfTheYear = monthsOfTheYear
    self.weeksOfTheYear = weeksOfTheYear
    self.daysOfTheYear = daysOfTheYear
    self.setPositions = setPositions
  }
}

/// The calendar store: no access in a figure. Requests answer false,
/// searches find nothing, saving throws "not authorized".
open class EKEventStore: NSObject, @unchecked Sendable {
  public override init() {}
  public init(sources: [EKSource]) {}
  public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .denied }

  public func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, nil)
  }
  public func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
  public func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
  public func requestFullAccessToEvents() async throws -> Bool { false }
  public func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, nil)
  }
  public func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
  public func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, nil)
  }
  public func requestFullAccessToReminders() async throws -> Bool { false }

  open var sources: [EKSource] { [] }
  open var defaultCalendarForNewEvents: EKCalendar? { nil }
  open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
  open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
  open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
  open func event(withIdentifier identifier: String) -> EKEvent? { nil }
  open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }

  open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate(value: false)
  }
  open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
  open func predicateForIncompleteReminders(withDueDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?)
    -> NSPredicate
  { NSPredicate(value: false) }
  open func predicateForCompletedReminders(withCompletionDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?)
    -> NSPredicate
  { NSPredicate(value: false) }
  open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
  open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}
  /// Finds no reminders: the completion gets an empty list.
  @discardableResult
  open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
    completion([])
    return NSObject()
  }

  open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
  open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(.eventStoreNotAuthorized) }
  open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func commit() throws {}
  open func reset() {}
  open func refreshSourcesIfNecessary() {}
}

extension Notification.Name {
  /// Posted when the calendar database changes: never, in a figure.
  public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
