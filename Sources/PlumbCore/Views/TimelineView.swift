import Foundation

/// When a `TimelineView` updates. A figure is one frame: only the first
/// date matters.
public protocol TimelineSchedule: Sendable {
  /// The date the figure's frame shows.
  var _firstDate: Date { get }
}

/// Updates at a fixed interval from a start date: the figure shows `from`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let start: Date
  public init(from startDate: Date, by interval: TimeInterval) { start = startDate }
  public var _firstDate: Date { start }
}

/// Updates at the start of every minute: the figure shows the moment it is
/// made.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}
  public var _firstDate: Date { Date() }
}

/// Updates every animation frame: the figure shows the moment it is made.
public struct AnimationTimelineSchedule: TimelineSchedule {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public var _firstDate: Date { Date() }
}

/// Updates at the given dates: the figure shows the first (now if none).
public struct ExplicitTimelineSchedule: TimelineSchedule {
  let first: Date?
  public init<S: Sequence>(_ dates: S) where S.Element == Date { first = dates.first(where: { _ in true }) }
  public var _firstDate: Date { first ?? Date() }
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
extension TimelineSchedule where Self == ExplicitTimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
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
