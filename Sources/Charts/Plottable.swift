import Foundation
import Plumb

/// A value a chart can place: numbers, strings, dates, and types that
/// stand for one (`enum Kind: String, Plottable`).
public protocol Plottable {
  associatedtype PrimitivePlottable: Plottable
  var primitivePlottable: PrimitivePlottable { get }
  init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: Plottable {
  public var primitivePlottable: String { self }
  public init?(primitivePlottable: String) { self = primitivePlottable }
}
extension Substring: Plottable {
  public var primitivePlottable: String { String(self) }
  public init?(primitivePlottable: String) { self = Substring(primitivePlottable) }
}
extension Date: Plottable {
  public var primitivePlottable: Date { self }
  public init?(primitivePlottable: Date) { self = primitivePlottable }
}
extension Int: Plottable {
  public var primitivePlottable: Int { self }
  public init?(primitivePlottable: Int) { self = primitivePlottable }
}
extension Int8: Plottable {
  public var primitivePlottable: Int8 { self }
  public init?(primitivePlottable: Int8) { self = primitivePlottable }
}
extension Int16: Plottable {
  public var primitivePlottable: Int16 { self }
  public init?(primitivePlottable: Int16) { self = primitivePlottable }
}
extension Int32: Plottable {
  public var primitivePlottable: Int32 { self }
  public init?(primitivePlottable: Int32) { self = primitivePlottable }
}
extension Int64: Plottable {
  public var primitivePlottable: Int64 { self }
  public init?(primitivePlottable: Int64) { self = primitivePlottable }
}
extension UInt: Plottable {
  public var primitivePlottable: UInt { self }
  public init?(primitivePlottable: UInt) { self = primitivePlottable }
}
extension Double: Plottable {
  public var primitivePlottable: Double { self }
  public init?(primitivePlottable: Double) { self = primitivePlottable }
}
extension Float: Plottable {
  public var primitivePlottable: Float { self }
  public init?(primitivePlottable: Float) { self = primitivePlottable }
}
extension CGFloat: Plottable {
  public var primitivePlottable: CGFloat { self }
  public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}
extension Decimal: Plottable {
  public var primitivePlottable: Decimal { self }
  public init?(primitivePlottable: Decimal) { self = primitivePlottable }
}

/// A value as a chart reads it.
public enum _PlotValue: Hashable, Sendable {
  case number(Double)
  case category(String)
  case date(Date)

  init(_ value: some Plottable) {
    switch value {
    case let v as String: self = .category(v)
    case let v as Substring: self = .category(String(v))
    case let v as Date: self = .date(v)
    case let v as Int: self = .number(Double(v))
    case let v as Int8: self = .number(Double(v))
    case let v as Int16: self = .number(Double(v))
    case let v as Int32: self = .number(Double(v))
    case let v as Int64: self = .number(Double(v))
    case let v as UInt: self = .number(Double(v))
    case let v as Double: self = .number(v)
    case let v as Float: self = .number(Double(v))
    case let v as CGFloat: self = .number(Double(v))
    case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
    default: self = _PlotValue(value.primitivePlottable)
    }
  }

  var number: Double? {
    switch self {
    case .number(let v): v
    case .date(let d): d.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }
}

/// A value with its label: `.value("Steps", day.steps)`.
public struct PlottableValue<Value: Plottable> {
  let label: String
  let plotted: _PlotValue
  /// The calendar unit a date stands for (a bar a day wide).
  let unit: Calendar.Component?

  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue {
    PlottableValue(label: label.plainKey, plotted: _PlotValue(value), unit: nil)
  }
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue {
    PlottableValue(label: String(label), plotted: _PlotValue(value), unit: nil)
  }
  public static func value(_ label: Text, _ value: Value) -> PlottableValue {
    PlottableValue(label: "", plotted: _PlotValue(value), unit: nil)
  }
}

extension PlottableValue where Value == Date {
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue {
    PlottableValue(label: label.plainKey, plotted: .date(value), unit: unit)
  }
  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue {
    PlottableValue(label: String(label), plotted: .date(value), unit: unit)
  }
}

/// How wide a bar or rectangle is.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
  let kind: Kind
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
  init(kind: Kind) { self.kind = kind }
  var isAutomatic: Bool {
    if case .automatic = kind { return true }
    return false
  }
  public init(floatLiteral value: Double) { kind = .fixed(value) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

/// How bars of one category combine.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  public static let standard = MarkStackingMethod(name: "standard")
  public static let normalized = MarkStackingMethod(name: "normalized")
  public static let center = MarkStackingMethod(name: "center")
  public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area passes through its points.
public struct InterpolationMethod: Equatable, Sendable {
  let name: String
  public static let linear = InterpolationMethod(name: "linear")
  public static let monotone = InterpolationMethod(name: "monotone")
  public static let catmullRom = InterpolationMethod(name: "catmullRom")
  public static let cardinal = InterpolationMethod(name: "cardinal")
  public static let stepStart = InterpolationMethod(name: "stepStart")
  public static let stepCenter = InterpolationMethod(name: "stepCenter")
  public static let stepEnd = InterpolationMethod(name: "stepEnd")
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
  public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// The shape a point or a legend entry shows.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
  enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  let kind: Kind
  public static let circle = BasicChartSymbolShape(kind: .circle)
  public static let square = BasicChartSymbolShape(kind: .square)
  public static let triangle = BasicChartSymbolShape(kind: .triangle)
  public static let diamond = BasicChartSymbolShape(kind: .diamond)
  public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
  public static let plus = BasicChartSymbolShape(kind: .plus)
  public static let cross = BasicChartSymbolShape(kind: .cross)
  public static let asterisk = BasicChartSymbolShape(kind: .asterisk)
  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .square: Path(rect)
    case .triangle:
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    case .diamond:
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        p.closeSubpath()
      }
    default: Path(ellipseIn: rect)
    }
  }
}

public protocol ChartSymbolShape: Shape {}
/// A stroked outline as a symbol (`.symbol(Circle().strokeBorder(lineWidth: 2))`).
extension _StrokedShape: ChartSymbolShape {}
/// SwiftUI's shapes as symbols (`.symbol(Circle())`): a circle and a
/// rectangle draw as the basic circle and square, the others as a circle.
extension Circle: ChartSymbolShape {}
extension Rectangle: ChartSymbolShape {}
extension Ellipse: ChartSymbolShape {}
extension Capsule: ChartSymbolShape {}
extension RoundedRectangle: ChartSymbolShape {}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
  public static var circle: BasicChartSymbolShape { .circle }
  public static var square: BasicChartSymbolShape { .square }
  public static var triangle: BasicChartSymbolShape { .triangle }
  public static var diamond: BasicChartSymbolShape { .diamond }
  public static var pentagon: BasicChartSymbolShape { .pentagon }
  public static var plus: BasicChartSymbolShape { .plus }
  public static var cross: BasicChartSymbolShape { .cross }
  public static var asterisk: BasicChartSymbolShape { .asterisk }
}
