// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

// Axis and scale customization. A chart's axes are drawn as Swift Charts
// draws them by default; `.hidden` and scale domains are honoured, and
// custom axis marks compile and are drawn as the default axis.

/// Content of a chart's axis: `AxisMarks`, or several.
public protocol AxisContent {}

@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock(_ contents: any AxisContent...) -> AxisContentGroup { AxisContentGroup() }
  public static func buildOptional(_ content: (any AxisContent)?) -> AxisContentGroup { AxisContentGroup() }
  public static func buildEither(first: any AxisContent) -> AxisContentGroup { AxisContentGroup() }
  public static func buildEither(second: any AxisContent) -> AxisContentGroup { AxisContentGroup() }
  public static func buildArray(_ contents: [any AxisContent]) -> AxisContentGroup { AxisContentGroup() }
  public static func buildLimitedAvailability(_ content: any AxisContent) -> AxisContentGroup { AxisContentGroup() }
}

public struct AxisContentGroup: AxisContent {}

/// Content of one axis mark: grid line, tick, value label.
public protocol AxisMark {}

@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
  public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkGroup { AxisMarkGroup() }
  public static func buildOptional(_ mark: (any AxisMark)?) -> AxisMarkGroup { AxisMarkGroup() }
  public static func buildEither(first: any AxisMark) -> AxisMarkGroup { AxisMarkGroup() }
  public static func buildEither(second: any AxisMark) -> AxisMarkGroup { AxisMarkGroup() }
  public static func buildLimitedAvailability(_ mark: any AxisMark) -> AxisMarkGroup { AxisMarkGroup() }
}

public struct AxisMarkGroup: AxisMark {}

/// One value on an axis, as an axis mark's closure is given it.
public struct AxisValue {
  let plotted: _PlotValue
  public let index: Int
  public let count: Int
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    switch plotted {
    case .category(let s): return s as? P ?? (P.PrimitivePlottable.self == String.self ? P(primitivePlottable: s as! P.PrimitivePlottable) : nil)
    case .date(let d): return d as? P
    case .number(let v):
      if P.self == Int.self { return Int(v) as? P }
      if P.self == Double.self { return v as? P }
      if P.self == Float.self { return Float(v) as? P }
      if P.self == CGFloat.self { return CGFloat(v) as? P }
      return nil
    }
  }
}

/// Which values an axis marks.
public struct AxisMarkValues {
  public static var automatic: AxisMarkValues { AxisMarkValues() }
  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues()
  }
  public static func automatic(minimumStride: Double, desiredCount: Int? = nil) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues()
  }
  public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by component: Calendar.Component, count: Int = 1, calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues()
  }
  public static func stride(by stepSize: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by stepSize: Double) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by component: Date.FormatStyle.Symbol.Month) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by stepSize: Int) -> AxisMarkValues { AxisMarkValues() }
}


/// A preset of axis marks.
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset()
  public static let extended = AxisMarkPreset()
  public static let aligned = AxisMarkPreset()
  public static let inset = AxisMarkPreset()
}

/// The edge an axis's marks are on.
public struct AxisMarkPosition: Sendable {
  public static let automatic = AxisMarkPosition()
  public static let leading = AxisMarkPosition()
  public static let trailing = AxisMarkPosition()
  public static let top = AxisMarkPosition()
  public static let bottom = AxisMarkPosition()
}

/// Marks along an axis: `AxisMarks(values: .stride(by: .day))`.
public struct AxisMarks: AxisContent {
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic) {}
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
  public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
  public init<Content: AxisMark, P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [P], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {}
  // Values as an array are generic, as in Charts: `[0, limit]` is a
  // `[Double]`, never an `AxisMarkValues` (which no literal makes).
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [P], stroke: StrokeStyle? = nil) {}
  public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {}
  public init<F: FormatStyle, P: Plottable>(format: F, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil)
  where F.FormatInput: Plottable, F.FormatOutput == String {}
  /// `AxisMarks(format: .number)`: the number style for Doubles, which the
  /// generic form cannot choose among Foundation's `.number`s.
  public init(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
  public init<P: Plottable>(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {}
  /// Marks whose content ignores the value: `AxisMarks { AxisGridLine() }`.
  public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {}
  public init<Content: AxisMark, P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [P], @AxisMarkBuilder content: @escaping () -> Content) {}
}

public struct AxisGridLine: AxisMark {
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}
public struct AxisTick: AxisMark {
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
  public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {}
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
  public struct Length: Sendable {
    public static let automatic = Length()
    public static let label = Length()
    public static func longestLabel() -> Length { Length() }
  }
}
public struct AxisValueLabel: AxisMark {
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil) {}
  public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {}
  public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  public func font(_ font: Font?) -> AxisValueLabel { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution()
  public static let truncate = AxisValueLabelCollisionResolution()
  public static let greedy = AxisValueLabelCollisionResolution()
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .greedy }
  public static let disabled = AxisValueLabelCollisionResolution()
}
public struct AxisValueLabelOrientation: Sendable {
  public static let automatic = AxisValueLabelOrientation()
  public static let horizontal = AxisValueLabelOrientation()
  public static let vertical = AxisValueLabelOrientation()
  public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkGroup { AxisMarkGroup() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkGroup { AxisMarkGroup() }
}

/// The scale of a position axis.
public struct ScaleType: Sendable {
  public static let automatic = ScaleType()
  public static let linear = ScaleType()
  public static let log = ScaleType()
  public static let squareRoot = ScaleType()
  public static let date = ScaleType()
  public static let category = ScaleType()
  public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType() }
}

/// A scale's range in points: accepted.
public struct PositionScaleRange: Sendable {
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
    PositionScaleRange()
  }
  public static func plotDimension(padding: CGFloat) -> PositionScaleRange { PositionScaleRange() }
}

/// A scale's domain as chosen automatically.
public struct AutomaticScaleDomain {
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero)
  }
  let includesZero: Bool?
}

/// Where the legend goes.
public struct AnnotationPositionLegend {}

/// The legend's position.
public struct ChartLegendPosition: Sendable {}

/// A chart's proxy for overlays: positions of values. Plumb has no plot
/// geometry to give an overlay, so values are nil.
public struct ChartProxy {
  public var plotSize: CGSize { .zero }
  public var plotAreaSize: CGSize { .zero }
  public var plotFrame: Anchor<CGRect>? { nil }
  /// iOS 16's frame of the plot (non-optional there; `plotFrame` is its
  /// iOS 17 successor): an anchor on nothing, which reads as `.zero`.
  public var plotAreaFrame: Anchor<CGRect> { Anchor(onNothing: .zero) }
  public func value<P: Plottable>(atX x: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<P: Plottable>(atY y: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
}

/// The plot area, as `chartPlotStyle`'s closure is given it.
public struct ChartPlotContent: View {
  let plot: AnyView
  public var body: some View { plot }
}
