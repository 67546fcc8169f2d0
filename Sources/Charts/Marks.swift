import Foundation
import Plumb

/// What the modifiers around a mark say about it: its style or series,
/// its shape, its annotations. Not for users.
public struct MarkStyle {
  var style: AnyShapeStyle?
  var series: String?
  var seriesLabel: String?
  var symbolSeries: String?
  var group: String?
  var opacity: Double = 1
  var cornerRadius: CGFloat?
  var lineStyle: StrokeStyle?
  var interpolation: InterpolationMethod = .linear
  var symbol: BasicChartSymbolShape?
  var symbolSize: CGFloat?
  var annotations: [ChartAnnotation] = []
  var offset = CGSize.zero
  var hidden = false
  init() {}
}

/// A view drawn beside a mark.
struct ChartAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}

/// One mark as the chart reads it: its kind, its values, its style. Not
/// for users.
public struct ChartMark {
  enum Kind { case bar, line, point, area, rule, rectangle, sector, function }
  var kind: Kind
  var x: _PlotValue?
  var y: _PlotValue?
  var xStart: _PlotValue?, xEnd: _PlotValue?
  var yStart: _PlotValue?, yEnd: _PlotValue?
  var xUnit: Calendar.Component?, yUnit: Calendar.Component?
  var xLabel = "", yLabel = ""
  var angle: Double = 0
  var innerRadius: MarkDimension = .ratio(0)
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  /// A line's series (`LineMark(…, series:)`), beside `foregroundStyle(by:)`.
  var explicitSeries: String?
  /// An iOS 18 function plot's samples (`LinePlot`, `AreaPlot`).
  var function: FunctionSamples?
  /// Whether a line keeps its points in the order given (a parametric curve).
  var keepsOrder = false
  var style = MarkStyle()
}

/// A mark: collects itself with the modifiers around it.
protocol ChartMarkContent: PrimitiveChartContent {
  var mark: ChartMark { get }
}

extension ChartMarkContent {
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    var mark = content.mark
    mark.style = style
    marks.append(mark)
  }
}

/// A bar: from zero (or a start) to a value, across a category's band.
public struct BarMark: ChartMarkContent {
  var mark: ChartMark
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    mark = ChartMark(kind: .bar, x: x.plotted, y: y.plotted, xUnit: x.unit, yUnit: y.unit, xLabel: x.label, yLabel: y.label)
    mark.width = width
    mark.height = height
    mark.stacking = stacking
  }
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .bar, x: x.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted, xUnit: x.unit, xLabel: x.label)
    mark.width = width
  }
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .bar, y: y.plotted, xStart: xStart.plotted, xEnd: xEnd.plotted, yUnit: y.unit, yLabel: y.label)
    mark.height = height
  }
  /// A bar along one axis only: `BarMark(x: .value("Total", total))`.
  public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: .bar, x: x.plotted, xUnit: x.unit, xLabel: x.label)
    mark.stacking = stacking
  }
  public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: .bar, y: y.plotted, yUnit: y.unit, yLabel: y.label)
    mark.stacking = stacking
  }
}

/// A line through the points of a series.
public struct LineMark: ChartMarkContent {
  var mark: ChartMark
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: .line, x: x.plotted, y: y.plotted, xUnit: x.unit, yUnit: y.unit, xLabel: x.label, yLabel: y.label)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.init(x: x, y: y)
    mark.explicitSeries = series.plotted.text
  }
}

/// A point.
public struct PointMark: ChartMarkContent {
  var mark: ChartMark
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: .point, x: x.plotted, y: y.plotted, xUnit: x.unit, yUnit: y.unit, xLabel: x.label, yLabel: y.label)
  }
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ChartMark(kind: .point, x: x.plotted, xUnit: x.unit, xLabel: x.label)
  }
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ChartMark(kind: .point, y: y.plotted, yUnit: y.unit, yLabel: y.label)
  }
}

/// The area under a series, or between two values.
public struct AreaMark: ChartMarkContent {
  var mark: ChartMark
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: .area, x: x.plotted, y: y.plotted, xUnit: x.unit, yUnit: y.unit, xLabel: x.label, yLabel: y.label)
    mark.stacking = stacking
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ChartMark(kind: .area, x: x.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted, xUnit: x.unit, xLabel: x.label)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
  ) {
    self.init(x: x, y: y, stacking: stacking)
    mark.explicitSeries = series.plotted.text
  }
}

/// A line across the plot at a value, or a segment between two.
public struct RuleMark: ChartMarkContent {
  var mark: ChartMark
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ChartMark(kind: .rule, y: y.plotted, yLabel: y.label)
  }
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ChartMark(kind: .rule, x: x.plotted, xLabel: x.label)
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: .rule, y: y.plotted, xStart: xStart.plotted, xEnd: xEnd.plotted, yLabel: y.label)
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ChartMark(kind: .rule, x: x.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted, xLabel: x.label)
  }
}

/// A rectangle at a point or between values (heat maps).
public struct RectangleMark: ChartMarkContent {
  var mark: ChartMark
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, x: x.plotted, y: y.plotted, xUnit: x.unit, yUnit: y.unit, xLabel: x.label, yLabel: y.label)
    mark.width = width
    mark.height = height
  }
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ChartMark(kind: .rectangle, xStart: xStart.plotted, xEnd: xEnd.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted)
  }
  /// A band across the whole plot between two x values (a highlighted range).
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    mark = ChartMark(kind: .rectangle, xStart: xStart.plotted, xEnd: xEnd.plotted)
  }
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ChartMark(kind: .rectangle, yStart: yStart.plotted, yEnd: yEnd.plotted)
  }
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, y: y.plotted, xStart: xStart.plotted, xEnd: xEnd.plotted, yUnit: y.unit)
    mark.height = height
  }
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, x: x.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted, xUnit: x.unit)
    mark.width = width
  }
  /// A column at an x value, across the plot's height (a highlighted
  /// year). `yStart` and `yEnd`, in points, are not drawn: the column
  /// spans the plot (deviations).
  public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, x: x.plotted, xUnit: x.unit, xLabel: x.label)
    mark.width = width
  }
  /// A row at a y value, across the plot's width.
  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    mark = ChartMark(kind: .rectangle, y: y.plotted, yUnit: y.unit, yLabel: y.label)
    mark.height = height
  }
}

/// A slice of a pie or donut (iOS 17): its angle is its share of the
/// total.
public struct SectorMark: ChartMarkContent {
  var mark: ChartMark
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    mark = ChartMark(kind: .sector)
    mark.angle = angle.plotted.number ?? 0
    mark.innerRadius = innerRadius
    mark.outerRadius = outerRadius
    mark.angularInset = angularInset ?? 0
  }
}

extension _PlotValue {
  /// The value as a legend or a label shows it.
  var text: String {
    switch self {
    case .category(let s): s
    case .number(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    case .date(let d): d.formatted(ChartFormat.date)
    }
  }
}

enum ChartFormat {
  static let locale = Locale(identifier: "en_US_POSIX")
  static var date: Date.FormatStyle {
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted)
    style.locale = Locale(identifier: "en_US")
    style.timeZone = TimeZone(identifier: "UTC")!
    return style
  }
}

// MARK: - Mark modifiers

/// A mark with modifiers: its content collected with the style changed.
public struct ModifiedChartContent<Content: ChartContent>: PrimitiveChartContent {
  let content: Content
  let change: (inout MarkStyle) -> Void
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    var style = style
    content.change(&style)
    Content._collect(content.content, into: &marks, style: style)
  }
}

/// Where an annotation sits against its mark.
public struct AnnotationPosition: Equatable, Sendable {
  let name: String
  public static let automatic = AnnotationPosition(name: "automatic")
  public static let overlay = AnnotationPosition(name: "overlay")
  public static let top = AnnotationPosition(name: "top")
  public static let bottom = AnnotationPosition(name: "bottom")
  public static let leading = AnnotationPosition(name: "leading")
  public static let trailing = AnnotationPosition(name: "trailing")
  public static let topLeading = AnnotationPosition(name: "topLeading")
  public static let topTrailing = AnnotationPosition(name: "topTrailing")
  public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
  public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation does when it would leave the chart. Accepted.
public struct AnnotationOverflowResolution: Sendable {
  public struct Strategy: Sendable {
    public static let automatic = Strategy()
    public static let fit = Strategy()
    public static let disabled = Strategy()
    public static func fit(to: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    public static let padScale = Strategy()
  }
  public struct Boundary: Sendable {
    public static let automatic = Boundary()
    public static let plot = Boundary()
    public static let chart = Boundary()
  }
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
  public static let automatic = AnnotationOverflowResolution()
}

extension ChartContent {
  func modified(_ change: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
    modified { $0.style = AnyShapeStyle(style) }
  }
  /// Colors marks by a value, in the chart's palette, with a legend.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    modified {
      $0.series = value.plotted.text
      $0.seriesLabel = value.label
    }
  }
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    modified { $0.symbolSeries = value.plotted.text }
  }
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
    let basic = symbol as? BasicChartSymbolShape ?? (symbol is Rectangle ? .square : .circle)
    return modified { $0.symbol = basic }
  }
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> { modified { _ in } }
  /// A drawn shape as the symbol (`.symbol(Circle().strokeBorder(lineWidth: 2))`,
  /// which Apple's sample code passes): kept, drawn as the default symbol.
  @_disfavoredOverload
  public func symbol(_ symbol: ShapeView) -> ModifiedChartContent<Self> { modified { _ in } }
  public func symbolSize(_ size: CGFloat) -> ModifiedChartContent<Self> { modified { $0.symbolSize = size } }
  public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> { modified { $0.symbolSize = size.width * size.height } }
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> { modified { _ in } }
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> { modified { $0.lineStyle = style } }
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> { modified { _ in } }
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
    modified { $0.interpolation = method }
  }
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent<Self> {
    modified { $0.cornerRadius = radius }
  }
  public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> { modified { $0.opacity *= opacity } }
  /// Places marks of one category side by side, one lane per value.
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> ModifiedChartContent<Self> {
    modified { $0.group = value.plotted.text }
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    modified { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
  }
  public func offset(_ size: CGSize) -> ModifiedChartContent<Self> { offset(x: size.width, y: size.height) }
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> ModifiedChartContent<Self> { modified { _ in } }
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> { modified { _ in } }
  public func zIndex(_ value: Double) -> ModifiedChartContent<Self> { modified { _ in } }
  public func blur(radius: CGFloat) -> ModifiedChartContent<Self> { modified { _ in } }
  public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> ModifiedChartContent<Self> { modified { _ in } }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartContent<Self> { modified { _ in } }
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedChartContent<Self> { modified { _ in } }
  /// A view beside the mark: above a bar, over a point.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    overflowResolution: AnnotationOverflowResolution = .automatic, @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    let view = AnyView(content())
    return modified {
      $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
    }
  }
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    overflowResolution: AnnotationOverflowResolution = .automatic,
    @ViewBuilder content: (AnnotationContext) -> C
  ) -> ModifiedChartContent<Self> {
    annotation(position: position, alignment: alignment, spacing: spacing) { content(AnnotationContext()) }
  }
}

/// What an annotation's content is given. Plumb gives no size.
public struct AnnotationContext {
  public var targetSize: CGSize { .zero }
}
