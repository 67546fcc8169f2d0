import Charts
import Foundation
import HealthKitUI
import MapKit
import SwiftUI
import Testing

// Pieces of health, map and chart screens, as they are written: a rings
// view wrapped for SwiftUI, the HealthKit authorization modifier, a route
// drawn as tagged polylines, a chart highlighting one year.

private struct ActivityRings: UIViewRepresentable {
  let summary: HKActivitySummary
  func makeUIView(context: Context) -> HKActivityRingView {
    let view = HKActivityRingView()
    view.setActivitySummary(summary, animated: true)
    return view
  }
  func updateUIView(_ uiView: HKActivityRingView, context: Context) {}
}

/// A permission screen: the modifier compiles with `import SwiftUI` and
/// `import HealthKit` (here through HealthKitUI) and changes nothing.
private struct PermissionScreen: View {
  let store = HKHealthStore()
  let trigger = false
  var body: some View {
    Text("Allow access")
      .healthDataAccessRequest(
        store: store, shareTypes: [HKQuantityType(.stepCount)], readTypes: [HKQuantityType(.stepCount)],
        trigger: trigger
      ) { _ in }
  }
}

/// A pin a map app declares: no title of its own.
private final class Pin: NSObject, MKAnnotation {
  let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
}

@MainActor @Suite struct HealthAndMapPieces {
  /// The modifier draws nothing of its own: the screen is its text.
  @Test func healthDataAccessRequestChangesNothing() {
    let withRequest = LayoutResult(of: PermissionScreen(), measurer: FixedAdvanceTextMeasurer())
    let plain = LayoutResult(of: Text("Allow access"), measurer: FixedAdvanceTextMeasurer())
    #expect(withRequest.size == plain.size)
  }

  /// The rings view keeps the summary it is given; a summary's move mode
  /// and iOS 16 goals start as HealthKit's do.
  @Test func activityRingsKeepTheirSummary() {
    let summary = HKActivitySummary()
    #expect(summary.activityMoveMode == .activeEnergy)
    #expect(summary.exerciseTimeGoal == nil)
    let view = ActivityRings(summary: summary)
    #expect(view.summary === summary)
    let ring = HKActivityRingView()
    ring.setActivitySummary(summary, animated: false)
    #expect(ring.activitySummary === summary)
  }

  /// Async descriptors throw on Linux: there is no health data.
  @Test func descriptorsThrowWithoutHealthData() async {
    let store = HKHealthStore()
    let summaries = HKActivitySummaryQueryDescriptor(predicate: nil)
    await #expect(throws: HKError.self) { _ = try await summaries.result(for: store) }
    let steps = HKStatisticsCollectionQueryDescriptor(
      predicate: HKSamplePredicate.quantitySample(type: HKQuantityType(.stepCount)), options: .cumulativeSum,
      anchorDate: Date(timeIntervalSince1970: 0), intervalComponents: DateComponents(day: 1))
    await #expect(throws: HKError.self) {
      for try await _ in steps.results(for: store) {}
    }
  }

  /// Overlays carry the title code gives them; an annotation without one
  /// has none, as MapKit's optional member reads.
  @Test func overlaysAndAnnotationsTitles() {
    let main = MKPolyline(coordinates: [CLLocationCoordinate2D(), CLLocationCoordinate2D()], count: 2)
    main.title = "main"
    let overlay: any MKOverlay = main
    #expect(overlay.title == "main")
    #expect(Pin().title == nil)
    let request = MKDirections.Request()
    #expect(request.tollPreference == .any)
    request.tollPreference = .avoid
    #expect(request.tollPreference == .avoid)
    let configuration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
    configuration.pointOfInterestFilter = .excludingAll
    let map = MKMapView()
    map.preferredConfiguration = configuration
    #expect(map.preferredConfiguration.elevationStyle == .realistic)
    #expect((map.preferredConfiguration as? MKStandardMapConfiguration)?.emphasisStyle == .muted)
  }
}

extension ChartsTests {
  /// A year highlighted behind yearly bars: a column as wide as the
  /// year's band (`.ratio(1)`) spanning the plot's height, from the top
  /// of the plot to the bars' baseline.
  @Test func rectangleMarkHighlightsAColumn() throws {
    let calendar = Calendar(identifier: .gregorian)
    let years = (2020...2022).map { calendar.date(from: DateComponents(year: $0, month: 1, day: 1))! }
    let chart = Chart {
      RectangleMark(x: .value("Highlighted year", years[1], unit: .year), width: .ratio(1))
        .foregroundStyle(.gray.opacity(0.2))
      ForEach(Array(years.enumerated()), id: \.offset) { i, year in
        BarMark(x: .value("Year", year, unit: .year), y: .value("Sales", i + 1))
      }
    }
    let r = try layout(chart)
    // Marks draw as rounded rectangles in chart order: the column first.
    let marks = frames(r, "RoundedRectangle")
    try #require(marks.count == 4)
    let (column, bars) = (marks[0], Array(marks.dropFirst()))
    #expect(abs(column.midX - bars[1].midX) < 0.01)
    // A bar is 0.8 of its year's band; the column the whole band.
    #expect(abs(column.width - bars[1].width / 0.8) < 0.01)
    #expect(abs(column.maxY - bars[1].maxY) < 0.01)
    // From the plot's top: as tall as the tallest bar (3 of a 0…3 axis).
    #expect(abs(column.minY - bars[2].minY) < 0.01)
  }
}
