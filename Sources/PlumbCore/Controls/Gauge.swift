import Foundation

/// A value in a range, drawn by the gauge style in the environment. The
/// default iOS style (`.linearCapacity`) is a bar like a progress view's,
/// the label above and the bounds' labels at its ends; the accessory
/// styles draw the Lock Screen gauges (a 58-point ring open at the bottom,
/// a closed capacity ring, a thin bar with a marker).
///
/// Child proposal: the style's body gets the proposal.
/// Own size: the style's (a bar: the proposed width; a ring: 58×58).
/// Placement: the style's.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?
  @Environment(\.gaugeStyle) private var style

  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) },
      markedValueLabels: .init(markedValueLabels.map { AnyView($0) } ?? AnyView(EmptyView())))
    if let style {
      style.make(configuration)
    } else {
      BuiltInGauge(kind: .linearCapacity, configuration: configuration)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    fraction = gaugeFraction(value, bounds)
    self.label = label()
    (currentValueLabel, minimumValueLabel, maximumValueLabel, markedValueLabels) = (nil, nil, nil, nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = gaugeFraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    (minimumValueLabel, maximumValueLabel, markedValueLabels) = (nil, nil, nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// With marked values and no bounds' labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    fraction = gaugeFraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    (minimumValueLabel, maximumValueLabel) = (nil, nil)
    self.markedValueLabels = markedValueLabels()
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = gaugeFraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    markedValueLabels = nil
  }
}

extension Gauge {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    fraction = gaugeFraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.markedValueLabels = markedValueLabels()
  }
}

func gaugeFraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
  let span = bounds.upperBound - bounds.lowerBound
  let f = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
  return f.isFinite ? min(max(f, 0), 1) : 0
}

/// How gauges are drawn: SwiftUI's protocol. A style's body gets the value
/// (a fraction of the range, 0…1) and the gauge's labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws: the value as a fraction of the range, and the
/// labels.
public struct GaugeStyleConfiguration {
  public typealias Label = _ConfigurationView
  public typealias CurrentValueLabel = _ConfigurationView
  public typealias MinimumValueLabel = _ConfigurationView
  public typealias MaximumValueLabel = _ConfigurationView
  public typealias MarkedValueLabels = _ConfigurationView
  /// The value, as a fraction of the gauge's range.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MinimumValueLabel?
  public var maximumValueLabel: MaximumValueLabel?
  public var markedValueLabels: MarkedValueLabels
}

/// The built-in gauge drawings.
enum GaugeKind: Sendable { case linearCapacity, accessoryLinear, accessoryLinearCapacity, circular, circularCapacity }

nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .linearCapacity, configuration: configuration)
  }
}
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .linearCapacity, configuration: configuration)
  }
}
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .accessoryLinear, configuration: configuration)
  }
}
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .accessoryLinearCapacity, configuration: configuration)
  }
}
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .circular, configuration: configuration)
  }
}
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .circularCapacity, configuration: configuration)
  }
}
/// watchOS's circular gauge (`CircularGaugeStyle(tint: gradient)`): the
/// accessory circular gauge, in its tint.
nonisolated public struct CircularGaugeStyle: GaugeStyle {
  let tint: AnyShapeStyle?
  public init() { tint = nil }
  public init<S: ShapeStyle>(tint: S) { self.tint = AnyShapeStyle(tint) }
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .circular, configuration: configuration).tint(tint)
  }
}
/// watchOS's linear gauge (`LinearGaugeStyle(tint:)`): the accessory
/// linear gauge, in its tint.
nonisolated public struct LinearGaugeStyle: GaugeStyle {
  let tint: AnyShapeStyle?
  public init() { tint = nil }
  public init<S: ShapeStyle>(tint: S) { self.tint = AnyShapeStyle(tint) }
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(kind: .accessoryLinear, configuration: configuration).tint(tint)
  }
}
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: Self { Self() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: Self { Self() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { Self() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { Self() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { Self() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: Self { Self() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: Self { Self() }
}

nonisolated extension View {
  /// Sets the style of the gauges inside.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: S.Configuration) in s.makeBody(configuration: c) }
    return modifier(EnvironmentModifier { $0.gaugeStyle = StyleBox { AnyView(make(style, $0)) } })
  }
}

/// The iOS gauges, as the first frame draws them.
nonisolated struct BuiltInGauge: View {
  let kind: GaugeKind
  let configuration: GaugeStyleConfiguration
  @Environment(\.tint) private var tint

  /// The Lock Screen accessory's side (`.accessoryCircular`), and its ring's width.
  static let ringSide: CGFloat = 58
  static let ringWidth: CGFloat = 6

  var body: some View {
    let color = tint ?? .accentColor
    let c = configuration
    switch kind {
    case .linearCapacity, .accessoryLinearCapacity:
      VStack(alignment: .leading, spacing: 4) {
        c.label
        HStack(spacing: 8) {
          if let minimum = c.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
          ProgressBar(fraction: c.value, tint: color, height: kind == .linearCapacity ? 4 : 6)
          if let maximum = c.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
        }
        if let current = c.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
      }
    case .accessoryLinear:
      VStack(alignment: .leading, spacing: 4) {
        c.label
        HStack(spacing: 6) {
          if let minimum = c.minimumValueLabel { minimum.font(.caption) }
          Capsule().fill(color.opacity(0.35)).frame(height: 4).frame(maxWidth: .infinity)
            .overlay {
              GeometryReader { proxy in
                Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 1.5)
                  .background(Circle().fill(color))
                  .frame(width: 8, height: 8)
                  .position(x: proxy.size.width * c.value, y: proxy.size.height / 2)
              }
            }
          if let maximum = c.maximumValueLabel { maximum.font(.caption) }
        }
      }
    case .circular:
      // An arc of 270° open at the bottom, a marker at the value; the
      // bounds' labels in the gap, the current value (or the label) inside.
      ZStack {
        Circle().trim(from: 0, to: 0.75)
          .stroke(color.opacity(0.35), style: StrokeStyle(lineWidth: Self.ringWidth, lineCap: .round))
          .rotationEffect(.degrees(135))
          .padding(Self.ringWidth / 2)
        Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 1.5)
          .background(Circle().fill(color))
          .frame(width: Self.ringWidth + 2, height: Self.ringWidth + 2)
          .offset(marker(at: c.value))
        centre
        HStack {
          if let minimum = c.minimumValueLabel { minimum }
          Spacer(minLength: 0)
          if let maximum = c.maximumValueLabel { maximum }
        }
        .font(.system(size: 10, weight: .medium))
        .padding(.horizontal, 6)
        .frame(maxHeight: .infinity, alignment: .bottom)
      }
      .frame(width: Self.ringSide, height: Self.ringSide)
    case .circularCapacity:
      // A closed ring filled clockwise from the top.
      ZStack {
        Circle().stroke(color.opacity(0.35), lineWidth: Self.ringWidth)
        Circle().trim(from: 0, to: c.value)
          .stroke(color, style: StrokeStyle(lineWidth: Self.ringWidth, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .padding(Self.ringWidth / 2)
      .overlay { centre }
      .frame(width: Self.ringSide, height: Self.ringSide)
    }
  }

  /// The middle of a ring: the current value's label, else the label.
  @ViewBuilder var centre: some View {
    Group {
      if let current = configuration.currentValueLabel { current } else { configuration.label }
    }
    .font(.system(size: 17, weight: .medium))
    .lineLimit(1)
    .minimumScaleFactor(0.5)
    .padding(Self.ringWidth + 2)
  }

  /// Where the marker sits on the open ring, from its centre: the arc runs
  /// clockwise from 135° (bottom left) through the top to 405°.
  func marker(at fraction: Double) -> CGSize {
    let angle = (135 + 270 * fraction) * .pi / 180
    let r = (Self.ringSide - Self.ringWidth) / 2
    return CGSize(width: r * cos(angle), height: r * sin(angle))
  }
}
