import Foundation
import Plumb

/// A chart's marks turned into views and their places.
struct ChartModel {
  let marks: [ChartMark]
  let options: ChartOptions

  init(marks: [ChartMark], options: ChartOptions) {
    self.options = options
    guard marks.contains(where: { $0.kind == .function }) else {
      self.marks = marks
      (series, lanes) = (Self.firstAppearances(marks.map(\.style.series)), Self.firstAppearances(marks.map(\.style.group)))
      return
    }
    // Function plots become line or area marks, sampled over their own
    // domain, else the chart's x domain, else the other marks' x values.
    let xs = marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0?.number } }.filter(\.isFinite)
    let fallback = options.xDomain ?? (xs.min().map { $0...max($0 + 1, xs.max()!) } ?? -1...1)
    var expanded: [ChartMark] = []
    for (i, mark) in marks.enumerated() {
      guard mark.kind == .function, let function = mark.function else {
        expanded.append(mark)
        continue
      }
      for (r, run) in function.runs(over: fallback).enumerated() {
        for p in run {
          var m = ChartMark(kind: function.area ? .area : .line, x: .number(p.x), y: .number(p.y))
          if let base = p.base { (m.yStart, m.yEnd, m.y) = (.number(base), .number(p.y), nil) }
          m.stacking = .unstacked
          m.explicitSeries = "\u{2}\(i).\(r)" + (mark.style.series ?? "")
          m.style = mark.style
          m.keepsOrder = function.parametric
          expanded.append(m)
        }
      }
    }
    self.marks = expanded
    (series, lanes) = (Self.firstAppearances(expanded.map(\.style.series)), Self.firstAppearances(expanded.map(\.style.group)))
  }

  /// Swift Charts' palette for series, in order.
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo, .mint, .teal]

  /// The series in the order they first appear, and the `position(by:)`
  /// lanes: worked out once, not per mark.
  let series: [String]
  let lanes: [String]

  static func firstAppearances(_ names: [String?]) -> [String] {
    var seen: Set<String> = [], ordered: [String] = []
    for case let name? in names where seen.insert(name).inserted { ordered.append(name) }
    return ordered
  }

  /// Bars and areas stack with those at the same exact value (a date's own
  /// instant, not its day) and in the same lane.
  static func stackKey(_ at: _PlotValue?, _ mark: ChartMark) -> String {
    (at.map { String(describing: $0) } ?? "") + "\u{1}" + (mark.style.group ?? "")
  }

  func color(ofSeries name: String) -> AnyShapeStyle {
    if let mapped = options.palette.first(where: { $0.0 == name }) { return mapped.1 }
    let i = series.firstIndex(of: name) ?? 0
    if !options.paletteRange.isEmpty { return options.paletteRange[i % options.paletteRange.count] }
    return AnyShapeStyle(Self.palette[i % Self.palette.count])
  }

  func fill(_ mark: ChartMark) -> AnyShapeStyle {
    if let style = mark.style.style { return style }
    if let series = mark.style.series { return color(ofSeries: series) }
    return AnyShapeStyle(Color.accentColor)
  }

  var view: AnyView {
    if marks.contains(where: { $0.kind == .sector }) { return pie }
    return cartesian
  }

  // MARK: Pie and donut

  var pie: AnyView {
    let sectors = marks.filter { $0.kind == .sector }
    // A slice's share: its value if finite and positive, else none.
    func value(_ m: ChartMark) -> Double { m.angle.isFinite ? max(0, m.angle) : 0 }
    let total = sectors.reduce(0) { $0 + value($1) }
    var start = -Double.pi / 2
    var views: [AnyView] = [], roles: [ChartRole] = []
    var labels: [(AnyView, ChartRole)] = []
    for mark in sectors {
      let share = total > 0 && total.isFinite ? value(mark) / total * 2 * .pi : 0
      let shape = SectorShape(start: start, end: start + share, inner: mark.innerRadius, outer: mark.outerRadius, inset: mark.angularInset)
      views.append(AnyView(shape.fill(fill(mark)).opacity(mark.style.opacity)))
      roles.append(.plot)
      // Annotations sit on the slice's middle, halfway across its ring.
      for a in mark.style.annotations {
        labels.append((a.content, .polar(start + share / 2, shape)))
      }
      start += share
    }
    for (view, role) in labels {
      views.append(view)
      roles.append(role)
    }
    if let legend = legendView {
      views.append(legend)
      roles.append(.legend)
    }
    let parts = views
    return AnyView(ChartLayout(roles: roles) { ForEach(0..<parts.count, id: \.self) { parts[$0] } })
  }

  var legendView: AnyView? {
    let names = series
    guard !names.isEmpty, !options.legendHidden else { return nil }
    let entries = names.map { ($0, color(ofSeries: $0)) }
    return AnyView(
      HStack(spacing: 12) {
        ForEach(0..<entries.count, id: \.self) { i in
          HStack(spacing: 4) {
            Circle().fill(entries[i].1).frame(width: 8, height: 8)
            Text(entries[i].0).font(.caption2).foregroundStyle(.secondary)
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading))
  }

  // MARK: Axes

  /// The values along one axis, of every mark.
  func values(_ pick: (ChartMark) -> [_PlotValue?]) -> [_PlotValue] { marks.flatMap { pick($0).compactMap { $0 } } }

  func scale(
    _ values: [_PlotValue], categories: [String]?, domain: ClosedRange<Double>?, includesZero: Bool, extra: [Double],
    desired: Int
  ) -> AxisScale {
    if let categories { return AxisScale(kind: .categories(categories), ticks: categoryTicks(categories)) }
    if values.contains(where: { if case .category = $0 { true } else { false } }) {
      var names: [String] = []
      for v in values where !names.contains(v.text) { names.append(v.text) }
      return AxisScale(kind: .categories(names), ticks: categoryTicks(names))
    }
    let isDate = values.contains { if case .date = $0 { true } else { false } }
    return AxisScale.numeric(
      values.compactMap(\.number) + extra, includesZero: includesZero, fixed: domain, isDate: isDate, desired: desired)
  }

  func categoryTicks(_ names: [String]) -> [(Double, String)] {
    names.enumerated().map { ((Double($0.offset) + 0.5) / Double(names.count), $0.element) }
  }

  /// Seconds in a calendar unit, for bars a unit wide.
  static func seconds(_ unit: Calendar.Component?) -> Double? {
    switch unit {
    case .second?: 1
    case .minute?: 60
    case .hour?: 3_600
    case .day?, .weekday?: 86_400
    case .weekOfYear?, .weekOfMonth?: 7 * 86_400
    case .month?: 30.436_875 * 86_400
    case .quarter?: 91.31 * 86_400
    case .year?: 365.2425 * 86_400
    default: nil
    }
  }

  /// A value moved to the middle of its unit (a day's bar or point).
  static func centered(_ v: _PlotValue?, _ unit: Calendar.Component?) -> _PlotValue? {
    guard case .date(let d)? = v, let s = seconds(unit) else { return v }
    return .date(d.addingTimeInterval(s / 2))
  }

  // MARK: Cartesian charts

  var cartesian: AnyView {
    // Vertical bars unless the categories are on y (or only x is given).
    let horizontalBars = marks.contains { m in
      m.kind == .bar
        && ((m.y.map { if case .category = $0 { true } else { false } } ?? false)
          && !(m.x.map { if case .category = $0 { true } else { false } } ?? false)
          || (m.y == nil && m.yStart == nil && m.x != nil))
    }
    // Stack bars and areas sharing a position (and a lane).
    var low: [Int: Double] = [:], high: [Int: Double] = [:]
    var positive: [String: Double] = [:], negative: [String: Double] = [:]
    var areaTotals: [String: Double] = [:]
    for (i, mark) in marks.enumerated() {
      let along = horizontalBars ? mark.x : mark.y
      let at = horizontalBars ? mark.y : mark.x
      switch mark.kind {
      case .bar where along?.number != nil:
        let v = along!.number!
        if mark.stacking == .unstacked {
          (low[i], high[i]) = (min(0, v), max(0, v))
          continue
        }
        let key = Self.stackKey(at, mark)
        if v >= 0 {
          let base = positive[key, default: 0]
          (low[i], high[i]) = (base, base + v)
          positive[key] = base + v
        } else {
          let base = negative[key, default: 0]
          (low[i], high[i]) = (base + v, base)
          negative[key] = base + v
        }
      case .area where mark.y?.number != nil && mark.stacking != .unstacked:
        let key = mark.x.map { String(describing: $0) } ?? ""
        let base = areaTotals[key, default: 0]
        (low[i], high[i]) = (base, base + mark.y!.number!)
        areaTotals[key] = base + mark.y!.number!
      default: break
      }
    }
    // `.normalized` stacks fill 0…1 (each bar its share of its stack's
    // total); `.center` stacks are centred on zero.
    for (i, mark) in marks.enumerated()
    where mark.kind == .bar && (mark.stacking == .normalized || mark.stacking == .center) {
      guard let lo = low[i], let hi = high[i] else { continue }
      let at = horizontalBars ? mark.y : mark.x
      let key = Self.stackKey(at, mark)
      let total = positive[key, default: 0] - negative[key, default: 0]
      if mark.stacking == .normalized {
        (low[i], high[i]) = total > 0 ? ((lo - negative[key, default: 0]) / total, (hi - negative[key, default: 0]) / total) : (0, 0)
      } else {
        let shift = -(positive[key, default: 0] + negative[key, default: 0]) / 2
        (low[i], high[i]) = (lo + shift, hi + shift)
      }
    }
    let stacked = Array(low.values) + Array(high.values)
    let hasBaseline = marks.contains { $0.kind == .bar || $0.kind == .area }
    let includesZero = options.yIncludesZero ?? true

    // The x and y scales.
    var xValues = values { [ChartModel.centered($0.x, $0.xUnit), $0.xStart, $0.xEnd] }
    for mark in marks {
      // A value with a unit spans it: its day, start to end.
      if let x = mark.x, let s = Self.seconds(mark.xUnit), case .date(let d) = x {
        xValues += [.date(d), .date(d.addingTimeInterval(s))]
      }
    }
    var yValues = values { [$0.y, $0.yStart, $0.yEnd] }
    for mark in marks {
      if let y = mark.y, let s = Self.seconds(mark.yUnit), case .date(let d) = y {
        yValues += [.date(d), .date(d.addingTimeInterval(s))]
      }
    }
    let xScale = scale(
      horizontalBars ? xValues.filter { _ in true } : xValues, categories: options.xCategories, domain: options.xDomain,
      includesZero: horizontalBars && hasBaseline || includesZero && !xValues.isEmpty && horizontalBars,
      extra: horizontalBars ? stacked : [], desired: 4)
    let yScale = scale(
      yValues, categories: options.yCategories, domain: options.yDomain,
      includesZero: includesZero && !horizontalBars, extra: horizontalBars ? [] : stacked, desired: 5)

    var views: [AnyView] = []
    var roles: [ChartRole] = []
    func add(_ view: some View, _ role: ChartRole) {
      views.append(AnyView(view))
      roles.append(role)
    }

    if let background = options.plotBackground { add(background, .plot) }
    // Grid lines: across the plot at each value tick; along it at each
    // numeric x tick.
    var grid: [(Double, Double)] = []
    if !options.yAxisHidden, !yScale.isCategorical {
      for t in yScale.ticks { grid += [(0, t.position), (1, t.position)] }
    }
    if !options.xAxisHidden, !xScale.isCategorical {
      for t in xScale.ticks { grid += [(t.position, 0), (t.position, 1)] }
    }
    if !grid.isEmpty {
      add(UnitPath(kind: .segments, points: grid).stroke(Color(white: 0.82), lineWidth: 0.5), .plot)
    }

    // Marks, in the order written; a line or an area is drawn where its
    // series first appears.
    var drawnSeries: Set<String> = []
    for (i, mark) in marks.enumerated() {
      let style = fill(mark)
      let opacity = mark.style.opacity
      switch mark.kind {
      case .bar, .rectangle:
        guard let rect = barRect(i, mark, horizontal: horizontalBars && mark.kind == .bar, xScale, yScale, low, high) else { continue }
        let corner = mark.style.cornerRadius ?? 0
        add(RoundedRectangle(cornerRadius: corner, style: .continuous).fill(style).opacity(opacity), .mark(rect))
        annotate(mark, rect, horizontal: horizontalBars, add: add)
      case .point:
        let x = mark.x.map { xScale.position(ChartModel.centered($0, mark.xUnit)!) } ?? 0.5
        let y = mark.y.map { yScale.position(ChartModel.centered($0, mark.yUnit)!) } ?? 0.5
        let side = (mark.style.symbolSize ?? 49).squareRoot()
        let rect = UnitRect(x0: x, x1: x, y0: y, y1: y, fixedWidth: side, fixedHeight: side, offset: mark.style.offset)
        add((mark.style.symbol ?? .circle).fill(style).opacity(opacity), .mark(rect))
        annotate(mark, rect, horizontal: false, add: add)
      case .rule:
        var points: [(Double, Double)] = []
        if let y = mark.y, mark.x == nil {
          let u = yScale.position(y)
          let x0 = mark.xStart.map { xScale.position($0) } ?? 0, x1 = mark.xEnd.map { xScale.position($0) } ?? 1
          points = [(x0, u), (x1, u)]
        } else if let x = mark.x {
          let u = xScale.position(ChartModel.centered(x, mark.xUnit)!)
          let y0 = mark.yStart.map { yScale.position($0) } ?? 0, y1 = mark.yEnd.map { yScale.position($0) } ?? 1
          points = [(u, y0), (u, y1)]
        }
        let stroke = mark.style.lineStyle ?? StrokeStyle(lineWidth: 1)
        add(UnitPath(kind: .segments, points: points).stroke(style, style: stroke).opacity(opacity), .plot)
        if let first = points.first, let last = points.last {
          annotate(mark, UnitRect(x0: min(first.0, last.0), x1: max(first.0, last.0), y0: min(first.1, last.1),
            y1: max(first.1, last.1)), horizontal: false, add: add)
        }
      case .line, .area:
        let key = "\(mark.kind)" + (mark.explicitSeries ?? mark.style.series ?? "")
        guard !drawnSeries.contains(key) else {
          if mark.kind == .line, mark.style.symbol != nil || mark.style.symbolSeries != nil {
            addSymbol(mark, xScale, yScale, style, add: add)
          }
          continue
        }
        drawnSeries.insert(key)
        let members = marks.indices.filter {
          marks[$0].kind == mark.kind && "\(marks[$0].kind)" + (marks[$0].explicitSeries ?? marks[$0].style.series ?? "") == key
        }
        var points: [(Double, Double)] = [], base: [(Double, Double)] = []
        for j in members {
          let m = marks[j]
          guard let x = m.x else { continue }
          let u = xScale.position(ChartModel.centered(x, m.xUnit)!)
          if mark.kind == .area {
            let top = high[j] ?? m.yEnd?.number ?? m.y?.number ?? 0
            let bottom = low[j] ?? m.yStart?.number ?? 0
            points.append((u, yScale.position(number: top)))
            base.append((u, yScale.position(number: bottom)))
          } else if let y = m.y {
            points.append((u, yScale.position(ChartModel.centered(y, m.yUnit)!)))
          }
        }
        // Numeric x: in order along the axis (a parametric curve keeps its own).
        if !xScale.isCategorical && !mark.keepsOrder {
          let order = points.indices.sorted { points[$0].0 < points[$1].0 }
          points = order.map { points[$0] }
          if !base.isEmpty { base = order.map { base[$0] } }
        }
        let method = mark.style.interpolation
        let smooth = [InterpolationMethod.catmullRom, .cardinal, .monotone].contains(method)
        let step = [InterpolationMethod.stepStart, .stepCenter, .stepEnd].contains(method) ? method : nil
        if mark.kind == .area {
          add(UnitPath(kind: .area, points: points, baseline: base, smooth: smooth, step: step).fill(style).opacity(opacity), .plot)
        } else {
          let stroke = mark.style.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
          add(UnitPath(kind: .line, points: points, smooth: smooth, step: step).stroke(style, style: stroke).opacity(opacity), .plot)
          if mark.style.symbol != nil || mark.style.symbolSeries != nil { addSymbol(mark, xScale, yScale, style, add: add) }
        }
        for j in members where !marks[j].style.annotations.isEmpty {
          let m = marks[j]
          if let x = m.x, let y = m.y {
            let u = xScale.position(ChartModel.centered(x, m.xUnit)!), v = yScale.position(y)
            annotate(m, UnitRect(x0: u, x1: u, y0: v, y1: v), horizontal: false, add: add)
          }
        }
      case .sector, .function:
        continue
      }
    }

    // Axis labels: values on the trailing edge, categories or values below.
    if !options.yAxisHidden {
      for t in yScale.ticks { add(Text(t.label).font(.caption2).foregroundStyle(.secondary), .yLabel(t.position)) }
    }
    if !options.xAxisHidden {
      for t in xScale.ticks {
        add(Text(t.label).font(.caption2).foregroundStyle(.secondary), .xLabel(t.position, centered: xScale.isCategorical))
      }
    }
    if let legend = legendView { add(legend, .legend) }
    let parts = views
    return AnyView(ChartLayout(roles: roles) { ForEach(0..<parts.count, id: \.self) { parts[$0] } })
  }

  func addSymbol(_ mark: ChartMark, _ xScale: AxisScale, _ yScale: AxisScale, _ style: AnyShapeStyle, add: (AnyView, ChartRole) -> Void) {
    guard let x = mark.x, let y = mark.y else { return }
    let u = xScale.position(ChartModel.centered(x, mark.xUnit)!), v = yScale.position(y)
    let side = (mark.style.symbolSize ?? 49).squareRoot()
    add(AnyView((mark.style.symbol ?? .circle).fill(style)), .mark(UnitRect(x0: u, x1: u, y0: v, y1: v, fixedWidth: side, fixedHeight: side)))
  }

  /// A bar's or rectangle's place in the unit square.
  func barRect(
    _ i: Int, _ mark: ChartMark, horizontal: Bool, _ xScale: AxisScale, _ yScale: AxisScale, _ low: [Int: Double],
    _ high: [Int: Double]
  ) -> UnitRect? {
    // The lane of `position(by:)` within the band.
    let groups = lanes
    func across(_ scale: AxisScale, _ value: _PlotValue?, _ unit: Calendar.Component?, _ dimension: MarkDimension) -> (Double, Double, CGFloat?) {
      guard let value else { return (0, 1, nil) }
      var center = scale.position(ChartModel.centered(value, unit)!)
      var band = scale.isCategorical ? scale.band : scale.span(of: Self.seconds(unit) ?? 0)
      if band == 0 {
        // Numbers without a unit: bars as wide as the values are dense.
        let count = Set(marks.compactMap { horizontal ? $0.y : $0.x }).count
        band = 1 / Double(max(count, 1) + 1)
      }
      var width = band * (scale.isCategorical ? 0.6 : 0.8)
      if let group = mark.style.group, let lane = groups.firstIndex(of: group), groups.count > 1 {
        let laneWidth = width / Double(groups.count)
        center = center - width / 2 + laneWidth * (Double(lane) + 0.5)
        width = laneWidth
      }
      switch dimension.kind {
      case .fixed(let points): return (center, center, points)
      case .ratio(let r): width = band * r
      case .inset: width = band * 0.9
      case .automatic: break
      }
      return (center - width / 2, center + width / 2, nil)
    }
    if mark.kind == .rectangle {
      let (x0, x1, fw) =
        mark.xStart != nil
        ? (xScale.position(mark.xStart!), xScale.position(mark.xEnd ?? mark.xStart!), nil)
        : across(xScale, mark.x, mark.xUnit, mark.width)
      let (y0, y1, fh) =
        mark.yStart != nil
        ? (yScale.position(mark.yStart!), yScale.position(mark.yEnd ?? mark.yStart!), nil)
        : across(yScale, mark.y, mark.yUnit, mark.height)
      // A rectangle at a number or date with no size of its own is 20
      // points (Charts' default); a width or height it asks for (a
      // year's band, `.ratio(1)`) is kept.
      return UnitRect(
        x0: x0, x1: x1, y0: y0, y1: y1,
        fixedWidth: fw ?? (mark.x != nil && mark.xStart == nil && xScale.band == 0 && mark.width.isAutomatic ? 20 : nil),
        fixedHeight: fh ?? (mark.y != nil && mark.yStart == nil && yScale.band == 0 && mark.height.isAutomatic ? 20 : nil),
        offset: mark.style.offset)
    }
    if horizontal {
      let (y0, y1, fh) = across(yScale, mark.y, mark.yUnit, mark.height)
      let lo = mark.xStart?.number ?? low[i] ?? 0, hi = mark.xEnd?.number ?? high[i] ?? 0
      return UnitRect(x0: xScale.position(number: lo), x1: xScale.position(number: hi), y0: y0, y1: y1, fixedHeight: fh,
        offset: mark.style.offset)
    }
    let (x0, x1, fw) = across(xScale, mark.x, mark.xUnit, mark.width)
    let lo = mark.yStart?.number ?? low[i] ?? 0, hi = mark.yEnd?.number ?? high[i] ?? 0
    return UnitRect(x0: x0, x1: x1, y0: yScale.position(number: lo), y1: yScale.position(number: hi), fixedWidth: fw,
      offset: mark.style.offset)
  }

  func annotate(_ mark: ChartMark, _ rect: UnitRect, horizontal: Bool, add: (AnyView, ChartRole) -> Void) {
    for a in mark.style.annotations {
      let position = a.position == .automatic ? (horizontal ? .trailing : .top) : a.position
      add(a.content, .annotation(rect, position, spacing: a.spacing ?? 4))
    }
  }
}
