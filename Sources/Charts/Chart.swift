import Foundation
import Plumb

/// A chart: its marks laid out in a plot area with axes and a legend.
///
/// Child proposal: each axis label and legend its ideal size; marks the
/// plot area's size or their own (points, bars).
/// Own size: the proposal, 300 × 200 for a dimension left unspecified.
/// Placement: the plot area top-leading, value labels on its trailing edge,
/// category or value labels below it, the legend below those.
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartOptions) private var options

  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    var marks: [ChartMark] = []
    Content._collect(content, into: &marks, style: MarkStyle())
    return ChartModel(marks: marks, options: options).view
  }
}

extension Chart {
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }
}

// MARK: - Options

/// What the chart modifiers above a chart set.
struct ChartOptions {
  var xAxisHidden = false
  var yAxisHidden = false
  var legendHidden = false
  var xDomain: ClosedRange<Double>?
  var yDomain: ClosedRange<Double>?
  var xCategories: [String]?
  var yCategories: [String]?
  var yIncludesZero: Bool?
  var palette: [(String, AnyShapeStyle)] = []
  var paletteRange: [AnyShapeStyle] = []
  var plotBackground: AnyView?
  var xAxisLabel: String?
  var yAxisLabel: String?
}

private struct ChartOptionsKey: EnvironmentKey {
  static var defaultValue: ChartOptions { ChartOptions() }
}

extension EnvironmentValues {
  var chartOptions: ChartOptions {
    get { self[ChartOptionsKey.self] }
    set { self[ChartOptionsKey.self] = newValue }
  }
}

/// A domain given to a scale: a range of numbers or dates, or categories.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain {}
extension Range: ScaleDomain {}
extension Array: ScaleDomain {}
extension AutomaticScaleDomain: ScaleDomain {}
extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain the data give (`chartYScale(domain: .automatic(includesZero: false))`).
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain.automatic }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain.automatic(includesZero: includesZero, reversed: reversed)
  }
}

/// The part of a scale domain a chart reads.
enum DomainReading {
  case numbers(ClosedRange<Double>)
  case categories([String])
  case includesZero(Bool?)
  case none

  init(_ domain: any ScaleDomain) {
    switch domain {
    case let r as ClosedRange<Int>: self = .numbers(Double(r.lowerBound)...Double(r.upperBound))
    case let r as ClosedRange<Double>: self = .numbers(r)
    case let r as ClosedRange<Float>: self = .numbers(Double(r.lowerBound)...Double(r.upperBound))
    case let r as ClosedRange<CGFloat>: self = .numbers(Double(r.lowerBound)...Double(r.upperBound))
    case let r as Range<Int>: self = .numbers(Double(r.lowerBound)...Double(r.upperBound))
    case let r as Range<Double>: self = .numbers(r.lowerBound...r.upperBound)
    case let r as ClosedRange<Date>:
      self = .numbers(r.lowerBound.timeIntervalSinceReferenceDate...r.upperBound.timeIntervalSinceReferenceDate)
    case let r as Range<Date>:
      self = .numbers(r.lowerBound.timeIntervalSinceReferenceDate...r.upperBound.timeIntervalSinceReferenceDate)
    case let a as [String]: self = .categories(a)
    case let a as AutomaticScaleDomain: self = .includesZero(a.includesZero)
    case let a as [any Plottable]: self = .categories(a.map { _PlotValue($0).text })
    default: self = .none
    }
  }
}

extension View {
  fileprivate func chartOption(_ change: @escaping (inout ChartOptions) -> Void) -> some View {
    transformEnvironment(\.chartOptions, transform: change)
  }

  public func chartXAxis(_ visibility: Visibility) -> some View { chartOption { $0.xAxisHidden = visibility == .hidden } }
  public func chartYAxis(_ visibility: Visibility) -> some View { chartOption { $0.yAxisHidden = visibility == .hidden } }
  /// Custom axis marks: drawn as the default axis.
  public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { chartOption { _ in } }
  public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { chartOption { _ in } }
  public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartOption { _ in } }
  public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartOption { _ in } }
  public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { chartOption { _ in } }
  public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { chartOption { _ in } }
  public func chartXAxisStyle<C: View>(@ViewBuilder content: (ChartPlotContent) -> C) -> some View { chartOption { _ in } }

  public func chartXScale(domain: some ScaleDomain, range: PositionScaleRange? = nil, type: ScaleType? = nil) -> some View {
    let reading = DomainReading(domain)
    return chartOption {
      switch reading {
      case .numbers(let r): $0.xDomain = r
      case .categories(let c): $0.xCategories = c
      default: break
      }
    }
  }
  public func chartYScale(domain: some ScaleDomain, range: PositionScaleRange? = nil, type: ScaleType? = nil) -> some View {
    let reading = DomainReading(domain)
    return chartOption {
      switch reading {
      case .numbers(let r): $0.yDomain = r
      case .categories(let c): $0.yCategories = c
      case .includesZero(let z): $0.yIncludesZero = z
      case .none: break
      }
    }
  }
  public func chartXScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View { chartOption { _ in } }
  public func chartYScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View { chartOption { _ in } }
  public func chartXScale(type: ScaleType) -> some View { chartOption { _ in } }
  public func chartYScale(type: ScaleType) -> some View { chartOption { _ in } }

  public func chartLegend(_ visibility: Visibility) -> some View { chartOption { $0.legendHidden = visibility == .hidden } }
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
    -> some View { chartOption { _ in } }
  public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { chartOption { _ in } }

  /// Colors for series values: `chartForegroundStyleScale(["Cats": .orange])`.
  public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
    let pairs = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
    return chartOption { $0.palette = pairs }
  }
  public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
    let pairs = mapping.sorted { $0.key < $1.key }.map { ($0.key, AnyShapeStyle($0.value)) }
    return chartOption { $0.palette = pairs }
  }
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
    let pairs = zip(domain, range).map { (_PlotValue($0).text, AnyShapeStyle($1)) }
    return chartOption { $0.palette = pairs }
  }
  /// The series' order for the default colors: the first value of the
  /// domain takes the palette's first color (blue), and so on.
  public func chartForegroundStyleScale<D: Plottable>(domain: [D], type: ScaleType? = nil) -> some View {
    let pairs = domain.enumerated().map {
      (_PlotValue($1).text, AnyShapeStyle(ChartModel.palette[$0 % ChartModel.palette.count]))
    }
    return chartOption { $0.palette = pairs }
  }
  /// A continuous scale's colors as a gradient: its stops' colors are the
  /// palette, in order, as a list of colors is (a value between two stops
  /// is not interpolated: docs/deviations.md).
  public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
    chartForegroundStyleScale(range: range.stops.map(\.color), type: type)
  }
  public func chartForegroundStyleScale<D: Plottable>(domain: ClosedRange<D>, range: Gradient, type: ScaleType? = nil)
    -> some View where D: Comparable
  {
    chartForegroundStyleScale(range: range.stops.map(\.color), type: type)
  }
  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
    let styles = range.map { AnyShapeStyle($0) }
    return chartOption { $0.paletteRange = styles }
  }
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
    chartOption { _ in }
  }
  public func chartSymbolScale<S: ChartSymbolShape>(_ mapping: KeyValuePairs<String, S>) -> some View { chartOption { _ in } }
  public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(domain: [D], range: [S]) -> some View { chartOption { _ in } }
  /// Stroked outlines as symbols (`"Cupertino": Square().strokeBorder(lineWidth: 2)`), as
  /// `symbol(_:)` takes them.
  public func chartSymbolScale(_ mapping: KeyValuePairs<String, ShapeView>) -> some View { chartOption { _ in } }
  public func chartSymbolScale<D: Plottable>(domain: [D], range: [ShapeView]) -> some View { chartOption { _ in } }
  public func chartSymbolSizeScale<D: Plottable>(domain: [D], range: [CGFloat]) -> some View { chartOption { _ in } }
  public func chartLineStyleScale<D: Plottable>(domain: [D], range: [StrokeStyle]) -> some View { chartOption { _ in } }
  public func chartLineStyleScale(_ mapping: KeyValuePairs<String, StrokeStyle>) -> some View { chartOption { _ in } }
  public func chartLineStyleScale(range: [StrokeStyle]) -> some View { chartOption { _ in } }
  public func chartSymbolScale<S: ChartSymbolShape>(range: [S]) -> some View { chartOption { _ in } }

  /// The plot area's style: `chartPlotStyle { $0.background(.gray.opacity(0.1)) }`.
  public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
    let background = AnyView(content(ChartPlotContent(plot: AnyView(Color.clear))))
    return chartOption { $0.plotBackground = background }
  }
  public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> V) -> some View {
    background(alignment: alignment) { content(ChartProxy()) }
  }
  public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> V) -> some View {
    overlay(alignment: alignment) { content(ChartProxy()) }
  }

  // Interaction and scrolling: inert in a still image.
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { chartOption { _ in } }
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { chartOption { _ in } }
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { chartOption { _ in } }
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { chartOption { _ in } }
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chartOption { _ in } }
  public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { chartOption { _ in } }
  public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { chartOption { _ in } }
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { chartOption { _ in } }
  public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { chartOption { _ in } }
  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { chartOption { _ in } }
  public func chartScrollPosition<P: Plottable>(initialY: P) -> some View { chartOption { _ in } }
  public func chartScrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { chartOption { _ in } }
  public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { chartOption { _ in } }
}

/// Swift Charts' scrolling that settles on round values (`.valueAligned(unit: 1)`,
/// `.valueAligned(matching: DateComponents(hour: 0))`): a still chart never
/// scrolls, so the alignment is kept and never applied.
public struct ValueAlignedChartScrollTargetBehavior: ScrollTargetBehavior {
  /// Where a swipe may also stop: on every page, or on larger units.
  public struct MajorValueAlignment: Sendable {
    public static var page: MajorValueAlignment { MajorValueAlignment() }
    public static func unit<U: Plottable & Numeric>(_ value: U) -> MajorValueAlignment { MajorValueAlignment() }
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
  }
}
extension ScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  public static func valueAligned<U: Plottable & Numeric>(unit: U, majorAlignment: Self.MajorValueAlignment? = nil) -> Self {
    ValueAlignedChartScrollTargetBehavior()
  }
  public static func valueAligned(
    matching components: DateComponents, majorAlignment: Self.MajorValueAlignment? = nil
  ) -> Self { ValueAlignedChartScrollTargetBehavior() }
}
