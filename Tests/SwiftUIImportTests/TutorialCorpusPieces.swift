import Charts
import CoreData
import Foundation
import SwiftUI
import Testing

// Pieces of tutorial apps and widgets, as they are written: a spending
// widget whose axis marks sit at zero and at the day's limit, a Core Data
// list filtered by a date range and by an id.

/// A widget's chart: the y axis marked at 0 and at a limit held as a
/// `Double`, labelled in currency (`[0, limit]` is a `[Double]`, as in
/// Charts, not an `AxisMarkValues`).
private struct Spend: Identifiable {
  let day: String
  let amount: Double
  var id: String { day }
}

private struct SpendingChart: View {
  let dailyLimit: Double = 80
  let spent = [Spend(day: "Mon", amount: 20), Spend(day: "Tue", amount: 95)]
  let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD")

  var body: some View {
    Chart(spent) { entry in
      BarMark(x: .value("Day", entry.day), y: .value("Amount", entry.amount))
    }
    .chartYAxis {
      AxisMarks(position: .leading, values: [0, dailyLimit]) { value in
        AxisValueLabel {
          if let number = value.as(Double.self) {
            Text(number, format: currency)
          }
        }
      }
    }
    .chartXAxis {
      AxisMarks(values: ["Mon", "Tue"], stroke: StrokeStyle(lineWidth: 0))
    }
    .chartYScale(domain: [0, dailyLimit])
  }
}

@Suite struct TutorialCorpusPieces {
  /// The chart compiles as written and lays out at the size it is given.
  @Test func axisMarksAtALimitCompile() {
    let result = LayoutResult(
      of: SpendingChart().frame(width: 300, height: 200), proposal: ProposedViewSize(width: 300, height: 200))
    #expect(result.size == CGSize(width: 300, height: 200))
  }

  /// A predicate's arguments as Core Data code passes them: dates as
  /// `NSDate`, an id `as CVarArg` (every `NSObject` is a `CVarArg` on
  /// Apple platforms, and `UUID` bridges to one).
  @Test func predicateArgumentsAreVarArgs() {
    let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400)
    let range = NSPredicate(
      format: "publicationDate >= %@ AND publicationDate <= %@", start as NSDate, end as NSDate)
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let byID = NSPredicate(format: "id == %@", id as CVarArg)
    // Foundation on Linux evaluates no key paths: neither predicate
    // matches an object (see NSPredicate(format:) in FoundationOnLinux).
    #expect(range.evaluate(with: "x") == false)
    #expect(byID.evaluate(with: "x") == false)
  }

  /// `%@` in a C format reads what each argument encodes: an object's
  /// description, a bridged value's as on Apple platforms.
  @Test func objectsFormatThroughPercentAt() {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    #expect(String(format: "id %@", id as CVarArg) == "id E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(String(format: "n %@", NSNumber(value: 3)) == "n 3")
    #expect(String(format: "u %@", URL(string: "https://example.com/a")! as CVarArg) == "u https://example.com/a")
    #expect(String(format: "%@", Date(timeIntervalSince1970: 0) as CVarArg) == "1970-01-01 00:00:00 +0000")
    #expect(String(format: "%@", Date(timeIntervalSince1970: 0) as NSDate) == "1970-01-01 00:00:00 +0000")
  }
}
