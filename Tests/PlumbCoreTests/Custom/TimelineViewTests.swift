import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct TimelineViewTests {
  /// A periodic timeline shows its start date: 2019-06-03 23:23 UTC as a
  /// time is "11:23 PM" (8 characters of 8.5, the narrow space included).
  @Test func periodicShowsItsStart() {
    let start = Date(timeIntervalSince1970: 1_559_604_180)
    let r = layout(TimelineView(.periodic(from: start, by: 60)) { context in Text(context.date, style: .time).id("t") })
    #expect(r.frame(of: "t")?.width == 68)
  }

  /// Schedules are sequences of dates, as in SwiftUI: a periodic one steps
  /// from its start, the first entry at or after the date asked; a
  /// schedule of the user's (Apple's workout sample wraps a periodic one)
  /// shows its first entry from now.
  @Test func schedulesAreDates() {
    let start = Date(timeIntervalSince1970: 1_000)
    let entries = Array(PeriodicTimelineSchedule(from: start, by: 10).entries(from: Date(timeIntervalSince1970: 1_015), mode: .normal).prefix(3))
    #expect(entries.map(\.timeIntervalSince1970) == [1_020, 1_030, 1_040])
    struct Workout: TimelineSchedule {
      let startDate: Date
      func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: self.startDate, by: mode == .lowFrequency ? 1 : 1.0 / 30).entries(from: startDate, mode: mode)
      }
    }
    let now = Date()
    let shown = Workout(startDate: now.addingTimeInterval(-100))._firstDate
    #expect(shown >= now && shown.timeIntervalSince(now) < 1)
    let explicit = ExplicitTimelineSchedule([start, start.addingTimeInterval(5)])
    #expect(explicit._firstDate == start)
  }
}
