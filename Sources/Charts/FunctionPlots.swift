import Foundation
import Plumb

/// A function of x drawn over the chart's x domain (iOS 18):
/// `LinePlot(x: "x", y: "y") { x in sin(x) }`. Sampled at 200 points;
/// where it is not a number (NaN, infinity) the line breaks.
public struct LinePlot: ChartMarkContent {
  var mark: ChartMark
  public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain) { x in (x, function(x), nil) }
  }
  public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain) { x in (x, function(x), nil) }
  }
  /// A parametric curve: `t` runs over `domain`, the function gives x and y.
  public init<S: StringProtocol>(
    x: S, y: S, t: S, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)
  ) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, parametric: true) { t in
      let p = function(t)
      return (p.x, p.y, nil)
    }
  }
  public init(
    x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
    function: @escaping (Double) -> (x: Double, y: Double)
  ) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, parametric: true) { t in
      let p = function(t)
      return (p.x, p.y, nil)
    }
  }
}

/// The area under a function of x, or between two (iOS 18).
public struct AreaPlot: ChartMarkContent {
  var mark: ChartMark
  public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, area: true) { x in (x, function(x), 0) }
  }
  public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, area: true) { x in (x, function(x), 0) }
  }
  public init<S: StringProtocol>(
    x: S, yStart: S, yEnd: S, domain: ClosedRange<Double>? = nil,
    function: @escaping (Double) -> (yStart: Double, yEnd: Double)
  ) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, area: true) { x in
      let r = function(x)
      return (x, r.yEnd, r.yStart)
    }
  }
  public init(
    x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
    function: @escaping (Double) -> (yStart: Double, yEnd: Double)
  ) {
    mark = ChartMark(kind: .function)
    mark.function = FunctionSamples(domain: domain, area: true) { x in
      let r = function(x)
      return (x, r.yEnd, r.yStart)
    }
  }
}

/// A plotted function: where it is sampled, and its values.
struct FunctionSamples {
  var domain: ClosedRange<Double>?
  var parametric = false
  var area = false
  /// (x, y, the area's lower y) at a sample.
  var evaluate: (Double) -> (Double, Double, Double?)

  /// The function's points over `domain` (its own first), in runs without
  /// a gap.
  func runs(over fallback: ClosedRange<Double>) -> [[(x: Double, y: Double, base: Double?)]] {
    let d = domain ?? fallback
    let n = 200
    var runs: [[(x: Double, y: Double, base: Double?)]] = [[]]
    for i in 0...n {
      let t = d.lowerBound + (d.upperBound - d.lowerBound) * Double(i) / Double(n)
      let (x, y, base) = evaluate(t)
      if x.isFinite, y.isFinite, base?.isFinite ?? true {
        runs[runs.count - 1].append((x, y, base))
      } else if !runs[runs.count - 1].isEmpty {
        runs.append([])
      }
    }
    return runs.filter { !$0.isEmpty }
  }
}
