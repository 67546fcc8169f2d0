import Foundation

/// When a `TimelineView` updates, as in SwiftUI: a sequence of dates from
/// a start. A figure is one frame: it shows the schedule's first date
/// (`_firstDate`; for a schedule of the user's, the first of its entries
/// from now).
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
  /// The date the figure's frame shows.
  var _firstDate: Date { get }
}

extension TimelineSchedule {
  public var _firstDate: Date {
    entries(from: Date(), mode: .normal).first(where: { _ in true }) ?? Date()
  }
}

/// How often the system asks a schedule for dates.
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// Dates `interval` apart from `start`, the first at or after `from`.
public struct _RegularEntries: Sequence, IteratorProtocol, Sendable {
  var upcoming: Date
  let interval: TimeInterval
  init(start: Date, interval: TimeInterval, from: Date) {
    let step = interval.isFinite && interval > 0 ? interval : 1
    let behind = from.timeIntervalSince(start)
    upcoming = behind > 0 ? start.addingTimeInterval((behind / step).rounded(.up) * step) : start
    self.interval = step
  }
  public mutating func next() -> Date? {
    defer { upcoming = upcoming.addingTimeInterval(interval) }
    return upcoming
  }
}

/// Updates at a fixed interval from a start date: the figure shows `from`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public typealias Entries = _RegularEntries
  let start: Date
  let interval: TimeInterval
  public init(from startDate: Date, by interval: TimeInterval) { (start, self.interval) = (startDate, interval) }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    _RegularEntries(start: start, interval: interval, from: startDate)
  }
  public var _firstDate: Date { start }
}

/// Updates at the start of every minute: the figure shows the moment it is
/// made.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public typealias Entries = _RegularEntries
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let minute = Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    return _RegularEntries(start: minute, interval: 60, from: minute)
  }
  public var _firstDate: Date { Date() }
}

/// Updates every animation frame: the figure shows the moment it is made.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public typealias Entries = _RegularEntries
  let interval: Double
  public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    _RegularEntries(start: startDate, interval: interval, from: startDate)
  }
  public var _firstDate: Date { Date() }
}

/// Updates at the given dates: the figure shows the first (now if none).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
  public var _firstDate: Date { dates.first(where: { _ in true }) ?? Date() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a `TimelineView`'s content is given: the date of the frame.
public struct TimelineViewDefaultContext {
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  public let date: Date
  public let cadence: Cadence
}

/// A view redrawn on a schedule, as SwiftUI's `TimelineView`: a figure is
/// its first frame, the content made for the schedule's first date.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let content: Content
  public init(_ schedule: Schedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content) {
    self.content = content(TimelineViewDefaultContext(date: schedule._firstDate, cadence: .live))
  }
  public var body: some View { content }
}
