import Charts
import SwiftUI

// Charts as Apple's Swift Charts documentation writes them ("Creating a
// chart using Swift Charts"), with `import Charts` unchanged.

struct ToyShape: Identifiable {
  var color: String
  var type: String
  var count: Double
  var id = UUID()
}

let toyStacked: [ToyShape] = [
  .init(color: "Green", type: "Cube", count: 2),
  .init(color: "Green", type: "Sphere", count: 0),
  .init(color: "Green", type: "Pyramid", count: 1),
  .init(color: "Purple", type: "Cube", count: 1),
  .init(color: "Purple", type: "Sphere", count: 1),
  .init(color: "Purple", type: "Pyramid", count: 1),
  .init(color: "Pink", type: "Cube", count: 1),
  .init(color: "Pink", type: "Sphere", count: 2),
  .init(color: "Pink", type: "Pyramid", count: 0),
  .init(color: "Yellow", type: "Cube", count: 1),
  .init(color: "Yellow", type: "Sphere", count: 1),
  .init(color: "Yellow", type: "Pyramid", count: 2),
]

/// Three bars from a ForEach.
struct ToyBars: View {
  var data: [ToyShape] = [
    .init(color: "Blue", type: "Cube", count: 5),
    .init(color: "Blue", type: "Sphere", count: 4),
    .init(color: "Blue", type: "Pyramid", count: 4),
  ]
  var body: some View {
    Chart {
      ForEach(data) { shape in
        BarMark(
          x: .value("Shape Type", shape.type),
          y: .value("Total Count", shape.count)
        )
      }
    }
  }
}

/// Stacked bars colored by a value, with the article's color scale.
struct ToyStackedBars: View {
  var body: some View {
    Chart {
      ForEach(toyStacked) { shape in
        BarMark(
          x: .value("Shape Type", shape.type),
          y: .value("Total Count", shape.count)
        )
        .foregroundStyle(by: .value("Shape Color", shape.color))
      }
    }
    .chartForegroundStyleScale([
      "Green": .green, "Purple": .purple, "Pink": .pink, "Yellow": .yellow,
    ])
  }
}

struct DailySteps: Identifiable {
  let day: Date
  let steps: Int
  var id: Date { day }
}

/// A line over days with points, a rule at the goal, and a pie.
struct StepsCharts: View {
  let week: [DailySteps] = (0..<7).map {
    DailySteps(day: Date(timeIntervalSince1970: 1_700_006_400 + Double($0) * 86_400), steps: [4_200, 8_100, 6_500, 9_800, 7_300, 12_000, 5_400][$0])
  }
  var body: some View {
    VStack {
      Chart(week) { day in
        LineMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
          .interpolationMethod(.catmullRom)
        PointMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
        RuleMark(y: .value("Goal", 10_000))
          .foregroundStyle(.red)
          .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
      }
      .chartYAxis(.hidden)
      .frame(height: 160)
      Chart {
        SectorMark(angle: .value("Walk", 3), innerRadius: .ratio(0.6), angularInset: 2)
          .foregroundStyle(by: .value("Kind", "Walk"))
        SectorMark(angle: .value("Run", 1), innerRadius: .ratio(0.6), angularInset: 2)
          .foregroundStyle(by: .value("Kind", "Run"))
          .annotation(position: .overlay) { Text("25%") }
      }
      .frame(height: 160)
    }
  }
}

#Preview("Toys", traits: .fixedLayout(width: 390, height: 640)) {
  VStack {
    ToyBars().frame(height: 200)
    ToyStackedBars().frame(height: 200)
  }
  .padding()
}

#Preview("Steps", traits: .fixedLayout(width: 390, height: 360)) {
  StepsCharts().padding()
}

/// An iOS 18 function plot, as Apple's "Plotting functions" sample writes
/// one: a sine over its own domain, and the area under a parabola.
struct WavePlot: View {
  var body: some View {
    Chart {
      AreaPlot(x: "x", y: "y", domain: -1...1) { x in 1 - x * x }
        .foregroundStyle(.orange.opacity(0.3))
      LinePlot(x: "x", y: "y", domain: -3...3) { x in sin(x) }
    }
    .chartXScale(domain: -3...3)
  }
}

#Preview("Waves", traits: .fixedLayout(width: 390, height: 240)) {
  WavePlot().padding()
}

/// The same bars with the series' order given by a domain alone: the
/// default colors go to the domain's values in order.
struct ToyStackedBarsByDomain: View {
  var body: some View {
    Chart {
      ForEach(toyStacked) { shape in
        BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
          .foregroundStyle(by: .value("Shape Color", shape.color))
      }
    }
    .chartForegroundStyleScale(domain: ["Yellow", "Pink", "Purple", "Green"])
  }
}
