import Foundation
@testable import PlumbCore
import Testing

/// `Text(_:style:)` with SwiftUI's documented examples, in the figure's
/// locale (en_US_POSIX) and time zone (UTC).
@MainActor @Suite struct DateStyleTests {
  /// 2019-06-03 23:23:00 UTC.
  let date = Date(timeIntervalSince1970: 1_559_604_180)

  func string(_ view: Text) -> String? {
    // The result owns the node table its root points into: keep it alive.
    let result = LayoutResult(of: view, measurer: FixedAdvanceTextMeasurer())
    return withExtendedLifetime(result) {
      guard case .text(let c, _) = result.root.drawing else { return nil }
      return c.string
    }
  }

  @Test func absoluteStyles() {
    #expect(string(Text(date, style: .date)) == "June 3, 2019")
    // iOS 17 and ICU put a narrow no-break space before "PM".
    #expect(string(Text(date, style: .time)) == "11:23\u{202F}PM")
  }

  @Test func relativeStyles() {
    let later = date.addingTimeInterval(2 * 3600 + 23 * 60)
    #expect(Text.format(later, .relative, now: date) == "2 hours, 23 minutes")
    #expect(Text.format(later, .offset, now: date) == "+2 hours")
    let yearAgo = Calendar(identifier: .gregorian).date(byAdding: DateComponents(year: -1, month: -1), to: date)!
    #expect(Text.format(yearAgo, .relative, now: date) == "1 year, 1 month")
    let threeMonthsAgo = date.addingTimeInterval(-92 * 86400)
    #expect(Text.format(threeMonthsAgo, .offset, now: date) == "-3 months")
    #expect(Text.format(date.addingTimeInterval(3600), .relative, now: date) == "1 hour")
    #expect(Text.format(date, .relative, now: date) == "0 seconds")
  }

  @Test func timer() {
    #expect(Text.format(date.addingTimeInterval(152), .timer, now: date) == "2:32")
    #expect(Text.format(date.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), .timer, now: date) == "36:59:01")
  }

  /// A date format left in the current locale and time zone is shown in
  /// the figure's; one set on the style is kept.
  @Test func dateFormats() {
    #expect(string(Text(date, format: .dateTime.year().month().day())) == "Jun 3, 2019")
    let berlin = Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "de_DE"),
      timeZone: TimeZone(identifier: "Europe/Berlin")!)
    #expect(string(Text(date, format: berlin)) == "1:23")  // 01:23 in Berlin, not 23:23
  }
}
