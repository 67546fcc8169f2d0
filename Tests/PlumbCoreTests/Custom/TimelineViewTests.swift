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
}
