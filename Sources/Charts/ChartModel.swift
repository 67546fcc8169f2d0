import Foundation
import Plumb

/// A scale along one axis: where a value falls, in the unit interval.
struct AxisScale {
  enum Kind { case categories([String]), numbers(lo: Double, hi: Double, isDate: Bool) }
  var kind: Kind
  var ticks: [(position: Double, label: String)] = []

  /// The position of `value` (0 at the plot's leading or bottom edge).
  func position(_ value: _PlotValue) -> Double {
    switch (kind, value) {
    case (.categories(let names), .category(let name)):
      let i = names.firstIndex(of: name) ?? 0
      return (Double(i) + 0.5) / Double(max(names.count, 1))
    case (.categories(let names), _):
      let i = names.firstIndex(of: value.text) ?? 0
      return (Double(i) + 0.5) / Double(max(names.count, 1))
    case (.numbers(let lo, let hi, _), _):
      guard let v = value.number, hi > lo else { return 0 }
      return (v - lo) / (hi - lo)
    }
  }
  func position(number: Double) -> Double {
    if case .numbers(let lo, let hi, _) = kind, hi > lo { return (number - lo) / (hi - lo) }
    return 0
  }
  /// The width of a category's band, or of a unit of time, in the unit interval.
  var band: Double {
    if case .categories(let names) = kind { return 1 / Double(max(names.count, 1)) }
    return 0
  }
  var isCategorical: Bool { if case .categories = kind { true } else { false } }
  func span(of seconds: Double) -> Double {
    if case .numbers(let lo, let hi, _) = kind, hi > lo { return seconds / (hi - lo) }
    return 0
  }

  /// A numeric scale over `values`: round ticks, about `desired` of them,
  /// the domain widened to the first and last (or `fixed` as given).
  static func numeric(_ values: [Double], includesZero: Bool, fixed: ClosedRange<Double>?, isDate: Bool, desired: Int) -> AxisScale {
    // Values that are not numbers (NaN, infinity) have no place on an axis.
    let values = values.filter(\.isFinite)
    var lo = values.min() ?? 0, hi = values.max() ?? 1
    if includesZero && !isDate { lo = min(lo, 0); hi = max(hi, 0) }
    if let fixed, fixed.lowerBound.isFinite, fixed.upperBound.isFinite { (lo, hi) = (fixed.lowerBound, fixed.upperBound) }
    if !(hi - lo).isFinite { (lo, hi) = (0, 1) }
    if hi <= lo { hi = lo + (isDate ? 86_400 : 1) }
    if isDate {
      return dateScale(lo: lo, hi: hi, fixed: fixed != nil)
    }
    let raw = (hi - lo) / Double(desired)
    guard raw.isNormal else { return AxisScale(kind: .numbers(lo: lo, hi: hi, isDate: false)) }
    let magnitude = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999 } ?? 10 * magnitude
    if fixed == nil {
      lo = (lo / step).rounded(.down) * step
      hi = (hi / step).rounded(.up) * step
    }
    var scale = AxisScale(kind: .numbers(lo: lo, hi: hi, isDate: false))
    var t = (lo / step).rounded(.up) * step
    // About `desired` ticks; the cap only guards against a step lost to
    // rounding at extreme magnitudes.
    while t <= hi + step * 1e-9 && scale.ticks.count < 4 * desired {
      scale.ticks.append((scale.position(number: t), numberLabel(t, step: step)))
      t += step
    }
    return scale
  }

  static func numberLabel(_ v: Double, step: Double) -> String {
    let v = abs(v) < step * 1e-9 ? 0 : v
    if step >= 1, abs(v) < 1e15 {
      return Int(v.rounded()).formatted(.number.locale(ChartFormat.locale).grouping(.automatic))
    }
    // As many decimals as the step has, trailing zeros dropped: 0.5, 1, 1.5.
    let digits = step > 0 && step.isFinite ? max(0, min(12, Int(-floor(log10(step))))) : 0
    return v.formatted(.number.locale(ChartFormat.locale).precision(.fractionLength(0...digits)))
  }

  static func dateScale(lo: Double, hi: Double, fixed: Bool) -> AxisScale {
    let day = 86_400.0
    let steps: [(Double, Date.FormatStyle)] = [
      (3_600, hourFormat), (6 * 3_600, hourFormat), (day, dayFormat), (2 * day, dayFormat), (7 * day, dayFormat),
      (30.436_875 * day, monthFormat), (91.31 * day, monthFormat), (365.2425 * day, yearFormat),
      (2 * 365.2425 * day, yearFormat), (5 * 365.2425 * day, yearFormat), (10 * 365.2425 * day, yearFormat),
      (100 * 365.2425 * day, yearFormat), (1000 * 365.2425 * day, yearFormat),
    ]
    let (step, format) = steps.first { (hi - lo) / $0.0 <= 6 } ?? steps.last!
    var scale = AxisScale(kind: .numbers(lo: lo, hi: hi, isDate: true))
    // Ticks on whole steps from the reference date, in UTC.
    var t = (lo / step).rounded(.up) * step
    if step >= 30 * day {
      // Months and years: the first of the month after `lo`.
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let months = step >= 365 * day ? 12 * Int((step / (365 * day)).rounded(.down)) : step >= 90 * day ? 3 : 1
      guard var date = calendar.date(from: calendar.dateComponents([.year, .month], from: Date(timeIntervalSinceReferenceDate: lo)))
      else { return scale }
      if date.timeIntervalSinceReferenceDate < lo, let next = calendar.date(byAdding: .month, value: 1, to: date) { date = next }
      while date.timeIntervalSinceReferenceDate <= hi && scale.ticks.count < 24 {
        scale.ticks.append((scale.position(number: date.timeIntervalSinceReferenceDate), date.formatted(format)))
        guard let next = calendar.date(byAdding: .month, value: months, to: date) else { break }
        date = next
      }
      return scale
    }
    while t <= hi && scale.ticks.count < 24 {
      scale.ticks.append((scale.position(number: t), Date(timeIntervalSinceReferenceDate: t).formatted(format)))
      t += step
    }
    return scale
  }

  static func style(_ base: Date.FormatStyle) -> Date.FormatStyle {
    var s = base
    s.locale = Locale(identifier: "en_US")
    s.timeZone = TimeZone(identifier: "UTC")!
    return s
  }
  static let hourFormat = style(Date.FormatStyle().hour())
  static let dayFormat = style(Date.FormatStyle().month(.abbreviated).day())
  static let monthFormat = style(Date.FormatStyle().month(.abbreviated))
  static let yearFormat = style(Date.FormatStyle().year())
}

/// A rectangle in the plot's unit square (y up), with sizes in points
/// that replace a side when given (`.fixed` widths, point symbols).
struct UnitRect {
  var x0: Double, x1: Double, y0: Double, y1: Double
  var fixedWidth: CGFloat? = nil
  var fixedHeight: CGFloat? = nil
  var offset: CGSize = .zero

  func frame(in plot: CGRect) -> CGRect {
    var minX = plot.minX + x0 * plot.width, maxX = plot.minX + x1 * plot.width
    var maxY = plot.maxY - y0 * plot.height, minY = plot.maxY - y1 * plot.height
    if let w = fixedWidth { (minX, maxX) = ((minX + maxX) / 2 - w / 2, (minX + maxX) / 2 + w / 2) }
    if let h = fixedHeight { (minY, maxY) = ((minY + maxY) / 2 - h / 2, (minY + maxY) / 2 + h / 2) }
    return CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
      .offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// What each subview of a chart is, for its layout.
enum ChartRole {
  /// Fills the plot area (grid, lines, areas, the plot background).
  case plot
  /// A mark placed in the plot area.
  case mark(UnitRect)
  case yLabel(Double)
  case xLabel(Double, centered: Bool)
  case legend
  case annotation(UnitRect, AnnotationPosition, spacing: CGFloat)
  /// An annotation on a sector: at its middle angle, halfway across it.
  case polar(Double, SectorShape)
}

/// Places a chart's parts: the plot area takes the space the axis labels
/// and the legend leave.
struct ChartLayout: Layout {
  let roles: [ChartRole]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
  }

  func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
    var labelWidth: CGFloat = 0, labelHeight: CGFloat = 0, xLabelHeight: CGFloat = 0, legendHeight: CGFloat = 0
    for (role, subview) in zip(roles, subviews) {
      switch role {
      case .yLabel:
        let s = subview.sizeThatFits(.unspecified)
        labelWidth = max(labelWidth, s.width)
        labelHeight = max(labelHeight, s.height)
      case .xLabel: xLabelHeight = max(xLabelHeight, subview.sizeThatFits(.unspecified).height)
      case .legend: legendHeight = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
      default: break
      }
    }
    let trailing = labelWidth > 0 ? labelWidth + 6 : 0
    let bottom = (xLabelHeight > 0 ? xLabelHeight + 4 : 0) + (legendHeight > 0 ? legendHeight + 8 : 0)
    let top = labelHeight / 2
    return CGRect(
      x: bounds.minX, y: bounds.minY + top, width: max(0, bounds.width - trailing),
      height: max(0, bounds.height - top - max(bottom, labelHeight / 2)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let plot = plotRect(in: bounds, subviews: subviews)
    var xLabelHeight: CGFloat = 0
    for (role, subview) in zip(roles, subviews) {
      if case .xLabel = role { xLabelHeight = max(xLabelHeight, subview.sizeThatFits(.unspecified).height) }
    }
    for (role, subview) in zip(roles, subviews) {
      switch role {
      case .plot:
        subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
      case .mark(let rect):
        let frame = rect.frame(in: plot)
        subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
      case .yLabel(let u):
        subview.place(
          at: CGPoint(x: plot.maxX + 6, y: plot.maxY - u * plot.height), anchor: .leading, proposal: .unspecified)
      case .xLabel(let u, let centered):
        let x = plot.minX + u * plot.width
        // A value's label starts at its grid line, or ends there when it
        // would run past the chart.
        let width = subview.sizeThatFits(.unspecified).width
        let (at, anchor): (CGFloat, UnitPoint) =
          centered ? (x, .top) : x + 2 + width <= bounds.maxX ? (x + 2, .topLeading) : (x - 2, .topTrailing)
        subview.place(at: CGPoint(x: at, y: plot.maxY + 4), anchor: anchor, proposal: .unspecified)
      case .legend:
        subview.place(
          at: CGPoint(x: bounds.minX, y: plot.maxY + (xLabelHeight > 0 ? xLabelHeight + 4 : 0) + 8),
          proposal: ProposedViewSize(width: bounds.width, height: nil))
      case .annotation(let rect, let position, let spacing):
        let f = rect.frame(in: plot)
        let (point, anchor): (CGPoint, UnitPoint) =
          switch position {
          case .overlay: (CGPoint(x: f.midX, y: f.midY), .center)
          case .bottom: (CGPoint(x: f.midX, y: f.maxY + spacing), .top)
          case .leading: (CGPoint(x: f.minX - spacing, y: f.midY), .trailing)
          case .trailing: (CGPoint(x: f.maxX + spacing, y: f.midY), .leading)
          case .topLeading: (CGPoint(x: f.minX - spacing, y: f.minY - spacing), .bottomTrailing)
          case .topTrailing: (CGPoint(x: f.maxX + spacing, y: f.minY - spacing), .bottomLeading)
          case .bottomLeading: (CGPoint(x: f.minX - spacing, y: f.maxY + spacing), .topTrailing)
          case .bottomTrailing: (CGPoint(x: f.maxX + spacing, y: f.maxY + spacing), .topLeading)
          default: (CGPoint(x: f.midX, y: f.minY - spacing), .bottom)
          }
        subview.place(at: point, anchor: anchor, proposal: .unspecified)
      case .polar(let angle, let sector):
        let (r0, r1) = sector.radii(in: plot)
        let r = (r0 + r1) / 2
        subview.place(
          at: CGPoint(x: plot.midX + r * cos(angle), y: plot.midY + r * sin(angle)), anchor: .center,
          proposal: .unspecified)
      }
    }
  }
}

/// A path through points of the unit square (y up), drawn in the plot.
nonisolated struct UnitPath: Shape {
  enum Kind { case line, area, segments }
  var kind: Kind
  var points: [(Double, Double)]
  /// For an area: the lower edge, walked backwards.
  var baseline: [(Double, Double)] = []
  var smooth = false
  var step: InterpolationMethod? = nil

  func path(in rect: CGRect) -> Path {
    func p(_ u: (Double, Double)) -> CGPoint { CGPoint(x: rect.minX + u.0 * rect.width, y: rect.maxY - u.1 * rect.height) }
    var path = Path()
    switch kind {
    case .segments:
      var i = 0
      while i + 1 < points.count {
        path.move(to: p(points[i]))
        path.addLine(to: p(points[i + 1]))
        i += 2
      }
    case .line, .area:
      let top = points.map(p)
      guard let first = top.first else { return path }
      path.move(to: first)
      trace(top, into: &path)
      if kind == .area {
        let bottom = baseline.map(p).reversed()
        if let start = bottom.first {
          path.addLine(to: start)
          trace(Array(bottom), into: &path)
        }
        path.closeSubpath()
      }
    }
    return path
  }

  /// Continues `path` through `pts` (its first point is the current one).
  func trace(_ pts: [CGPoint], into path: inout Path) {
    guard pts.count > 1 else { return }
    for i in 1..<pts.count {
      let a = pts[i - 1], b = pts[i]
      if let step {
        switch step {
        case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
        case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
        default:
          path.addLine(to: CGPoint(x: (a.x + b.x) / 2, y: a.y))
          path.addLine(to: CGPoint(x: (a.x + b.x) / 2, y: b.y))
        }
        path.addLine(to: b)
      } else if smooth {
        // Catmull-Rom through the neighbours, as cubic Béziers.
        let p0 = i > 1 ? pts[i - 2] : a, p3 = i + 1 < pts.count ? pts[i + 1] : b
        let c1 = CGPoint(x: a.x + (b.x - p0.x) / 6, y: a.y + (b.y - p0.y) / 6)
        let c2 = CGPoint(x: b.x - (p3.x - a.x) / 6, y: b.y - (p3.y - a.y) / 6)
        path.addCurve(to: b, control1: c1, control2: c2)
      } else {
        path.addLine(to: b)
      }
    }
  }
}

/// A slice of a ring, in the largest square of its frame.
nonisolated struct SectorShape: Shape {
  var start: Double
  var end: Double
  var inner: MarkDimension
  var outer: MarkDimension
  var inset: CGFloat

  /// The ring's inner and outer radii in `rect`.
  func radii(in rect: CGRect) -> (CGFloat, CGFloat) {
    let full = min(rect.width, rect.height) / 2
    func radius(_ d: MarkDimension, _ automatic: CGFloat) -> CGFloat {
      switch d.kind {
      case .automatic: automatic
      case .fixed(let v): min(v, full)
      case .ratio(let r): full * r
      case .inset(let i): max(0, full - i)
      }
    }
    let r1 = radius(outer, full)
    return (min(radius(inner, 0), r1), r1)
  }

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let (r0, r1) = radii(in: rect)
    let d1 = r1 > 0 ? Double(inset / 2 / r1) : 0, d0 = r0 > 0 ? Double(inset / 2 / r0) : 0
    let a0 = start + d1, a1 = end - d1
    var path = Path()
    guard a1 > a0 else { return path }
    path.addArc(center: center, radius: r1, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
    if r0 > 0, end - start > 2 * d0 {
      path.addArc(center: center, radius: r0, startAngle: .radians(end - d0), endAngle: .radians(start + d0), clockwise: true)
    } else {
      path.addLine(to: center)
    }
    path.closeSubpath()
    return path
  }
}
