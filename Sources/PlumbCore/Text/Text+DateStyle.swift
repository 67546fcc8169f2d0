import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date (SwiftUI's examples: `.date`
  /// "June 3, 2019", `.time` "11:23 PM", `.relative` "2 hours, 23 minutes",
  /// `.offset` "+2 hours", `.timer` "2:32" or "36:59:01").
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind
    /// The date: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The time from now, two units at most: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The time from now, signed, in its largest unit: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// The time from now as a clock: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)
  }

  /// A date in a style. Figures are the same everywhere: the date is shown
  /// in the figure's locale (`en_US_POSIX`), UTC and the Gregorian
  /// calendar, and the relative styles count from the moment the text is
  /// made (SwiftUI keeps them counting; a figure shows the first frame).
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Text.format(date, style, now: Date()))
  }

  /// A range of dates, as an interval in the figure's locale and time
  /// zone (`en_US_POSIX`, UTC): "1/2/2024, 9:30 AM – 10:30 AM", the day
  /// once when both ends share it.
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: Date.IntervalFormatStyle(
      date: .numeric, time: .shortened, locale: figureLocale, calendar: figureCalendar, timeZone: figureTimeZone
    ).format(dates.lowerBound..<dates.upperBound))
  }

  /// A date interval, as its range of dates.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// A date with a `Date.FormatStyle`: `Text(date, format: .dateTime.day().month())`.
  /// A style left in the current locale and time zone (the default) is
  /// shown in the figure's (`en_US_POSIX`, UTC), so the figure is the same
  /// on every machine; a locale or time zone set on the style is kept.
  public init(_ input: Date, format: Date.FormatStyle) {
    var style = format
    if style.timeZone == TimeZone.autoupdatingCurrent { style.timeZone = figureTimeZone }
    if style.locale == Locale.autoupdatingCurrent { style = style.locale(figureLocale) }
    if style.calendar == Calendar.autoupdatingCurrent { style.calendar = figureCalendar }
    self.init(verbatim: style.format(input))
  }

  static func format(_ date: Date, _ style: DateStyle, now: Date) -> String {
    switch style.kind {
    case .date:
      return Date.FormatStyle(
        date: .long, time: .omitted, locale: figureLocale, calendar: figureCalendar, timeZone: figureTimeZone
      ).format(date)
    case .time:
      return Date.FormatStyle(
        date: .omitted, time: .shortened, locale: figureLocale, calendar: figureCalendar, timeZone: figureTimeZone
      ).format(date)
    case .relative:
      let units = Array(timeUnits(from: now, to: date).drop { $0.count == 0 }.prefix(2).filter { $0.count != 0 })
      return units.isEmpty ? "0 seconds" : units.map(\.description).joined(separator: ", ")
    case .offset:
      let unit = timeUnits(from: now, to: date).first { $0.count != 0 }
      return (date < now ? "-" : "+") + (unit?.description ?? "0 seconds")
    case .timer:
      let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
  }

  /// The calendar time between two dates, largest unit first, as counts.
  private static func timeUnits(from now: Date, to date: Date) -> [(count: Int, description: String)] {
    let (a, b) = date < now ? (date, now) : (now, date)
    let c = figureCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: a, to: b)
    let parts: [(Int?, String)] = [
      (c.year, "year"), (c.month, "month"), (c.day, "day"), (c.hour, "hour"), (c.minute, "minute"),
      (c.second, "second"),
    ]
    return parts.map { value, name in
      let n = value ?? 0
      return (n, "\(n) \(name)\(n == 1 ? "" : "s")")
    }
  }
}
