import Foundation

/// How progress views are drawn: SwiftUI's protocol. A style's body gets
/// the progress (`fractionCompleted`) and labels; `ProgressView(configuration)`
/// inside it draws the built-in progress view for them.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws: the fraction done (nil: indeterminate)
/// and the labels.
public struct ProgressViewStyleConfiguration {
  public typealias Label = _ConfigurationView
  public typealias CurrentValueLabel = _ConfigurationView
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// The built-in kinds: the bar (with a value) or the spinner.
enum ProgressStyleKind: Sendable { case automatic, circular, linear }

nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInProgressView(kind: .automatic, configuration: configuration, tint: nil)
  }
}
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInProgressView(kind: .circular, configuration: configuration, tint: tint)
  }
}
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInProgressView(kind: .linear, configuration: configuration, tint: tint)
  }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { Self() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { Self() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { Self() } }

nonisolated extension View {
  /// Sets the style of the progress views inside. A style's body is drawn
  /// with the style unset, so `ProgressView(configuration)` in it draws the
  /// built-in view, as in SwiftUI.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: S.Configuration) in s.makeBody(configuration: c) }
    return modifier(
      EnvironmentModifier {
        $0.progressStyle = StyleBox { AnyView(make(style, $0).modifier(EnvironmentModifier { $0.progressStyle = nil })) }
      })
  }
}

/// Progress, as in SwiftUI. Without a value (or `.circular`), the 20×20
/// activity indicator (UIActivityIndicatorView .medium), its label below in
/// the secondary color; with a value, a 4-tall bar (UIProgressView .default)
/// across the proposed width, the done part in the tint, its label above.
///
/// Child proposal: the label gets the proposal; the bar, the width.
/// Own size: the indicator's 20×20 (and label), or the width × bar (and label).
/// Placement: a column, centred (indicator) or leading (bar).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// Made from a style's configuration: its labels, already erased.
  var configured: ProgressViewStyleConfiguration? = nil
  @Environment(\.progressStyle) private var style

  public var body: some View {
    let configuration =
      configured
      ?? ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
        currentValueLabel: currentValueLabel.map { .init(AnyView($0)) })
    if let style {
      style.make(configuration)
    } else {
      BuiltInProgressView(kind: .automatic, configuration: configuration, tint: nil)
    }
  }
}

/// The iOS progress views: the bar with a value (unless circular), the
/// spinner without.
nonisolated struct BuiltInProgressView: View {
  let kind: ProgressStyleKind
  let configuration: ProgressViewStyleConfiguration
  let tint: Color?
  @Environment(\.tint) private var environmentTint

  var body: some View {
    if let fraction = configuration.fractionCompleted, kind != .circular {
      VStack(alignment: .leading, spacing: 4) {
        if let label = configuration.label { label }
        ProgressBar(fraction: fraction, tint: tint ?? environmentTint ?? .accentColor)
        if let currentValueLabel = configuration.currentValueLabel {
          currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
      }
    } else {
      VStack(spacing: 8) {
        ActivityIndicator()
        if let label = configuration.label { label.foregroundStyle(.secondary) }
      }
    }
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style's configuration describes, drawn by the
  /// style outside the one whose body this is (the built-in one).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    (fraction, label, currentValueLabel) = (configuration.fractionCompleted, nil, nil)
    configured = configuration
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {
    (fraction, label, currentValueLabel) = (nil, nil, nil)
  }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    (label, currentValueLabel) = (nil, nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) {
    (fraction, self.label, currentValueLabel) = (nil, label(), nil)
  }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    (self.label, currentValueLabel) = (label(), nil)
  }
}

extension ProgressView {
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    (self.label, self.currentValueLabel) = (label(), currentValueLabel())
  }
}

/// A timer's progress (iOS 16): in a figure, at the interval's start —
/// full when it counts down, empty when it counts up — with the timer's
/// text as the current value's label.
extension ProgressView {
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = countsDown ? 1 : 0
    (self.label, self.currentValueLabel) = (label(), currentValueLabel())
  }
}
extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// A timer progress view's value label: the timer's text.
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) {
    (fraction, label, currentValueLabel) = (nil, Text(titleKey), nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    (fraction, label, currentValueLabel) = (nil, Text(title), nil)
  }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    (label, currentValueLabel) = (Text(titleKey), nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    (label, currentValueLabel) = (Text(title), nil)
  }
}

/// A capsule track across the width, the first `fraction` of it filled.
nonisolated struct ProgressBar: View {
  let fraction: Double
  let tint: Color
  var height: CGFloat = 4
  var body: some View {
    let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    Capsule()
      .fill(Color(uiColor: .systemFill))
      .frame(height: height)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(tint).frame(width: proxy.size.width * f, height: height)
        }
      }
  }
}

/// The iOS activity indicator: eight spokes around a 20-point circle,
/// fading clockwise.
nonisolated struct ActivityIndicator: View {
  var body: some View {
    ZStack {
      ForEach(0..<8, id: \.self) { i in
        Capsule()
          .fill(Color(uiColor: .systemGray).opacity(1 - Double(i) * 0.1))
          .frame(width: 2.5, height: 6)
          .frame(width: 20, height: 20, alignment: .top)
          .rotationEffect(.degrees(Double(i) * 45))
      }
    }
    .frame(width: 20, height: 20)
  }
}

/// A value chosen along a track: the full proposed width, 28 tall (the
/// thumb of a UISlider is 28 points round), a 4-tall track filled with the
/// tint up to the thumb.
///
/// Child proposal: the bounds' labels their ideal size; the track the rest.
/// Own size: the proposed width × 28 (or the labels' height if taller).
/// Placement: a row, centred.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  @Environment(\.tint) private var tint

  public var body: some View {
    HStack(spacing: 8) {
      if let minimumValueLabel { minimumValueLabel }
      SliderTrack(fraction: fraction, tint: tint ?? .accentColor)
      if let maximumValueLabel { maximumValueLabel }
    }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    (minimumValueLabel, maximumValueLabel) = (nil, nil)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    (minimumValueLabel, maximumValueLabel) = (nil, nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    (minimumValueLabel, maximumValueLabel) = (nil, nil)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    (minimumValueLabel, maximumValueLabel) = (nil, nil)
  }
  /// iOS 13's order, the editing callback before the label (deprecated in
  /// SwiftUI, still in apps: `Slider(value:in:step:) { editing in } label: { … }`).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
  /// iOS 13's order: the bounds' labels as views, then the label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    fraction = gaugeFraction(value.wrappedValue, bounds)
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }
}

// MARK: iOS 26: tick marks

/// A slider's tick marks (iOS 26): content of `ticks:`.
public protocol SliderTickContent<ValueType> {
  associatedtype ValueType
}

/// A tick at a value, with an optional label. Ticks are kept and not drawn
/// (docs/deviations.md).
public struct SliderTick<ValueType>: SliderTickContent {
  public let value: ValueType
  public init(_ value: ValueType) { self.value = value }
  public init(_ value: ValueType, @ViewBuilder label: () -> some View) { self.value = value }
}

/// Ticks for each element of a collection.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>:
  SliderTickContent
{
  public typealias ValueType = Content.ValueType
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {}
}
extension SliderTickContentForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, content: @escaping (Data.Element) -> Content) {}
}

/// What `ticks:` builds: the ticks, kept.
public struct _SliderTicks<ValueType>: SliderTickContent {}

@resultBuilder
public enum SliderTickBuilder<ValueType> {
  public static func buildExpression<C: SliderTickContent>(_ content: C) -> _SliderTicks<ValueType> { _SliderTicks() }
  public static func buildBlock(_ parts: _SliderTicks<ValueType>...) -> _SliderTicks<ValueType> { _SliderTicks() }
  public static func buildOptional(_ part: _SliderTicks<ValueType>?) -> _SliderTicks<ValueType> { _SliderTicks() }
  public static func buildEither(first: _SliderTicks<ValueType>) -> _SliderTicks<ValueType> { first }
  public static func buildEither(second: _SliderTicks<ValueType>) -> _SliderTicks<ValueType> { second }
  public static func buildArray(_ parts: [_SliderTicks<ValueType>]) -> _SliderTicks<ValueType> { _SliderTicks() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V? = nil,
    @SliderTickBuilder<V> ticks: () -> some SliderTickContent, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V? = nil,
    @ViewBuilder label: () -> Label, @SliderTickBuilder<V> ticks: () -> some SliderTickContent,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel, @SliderTickBuilder<V> ticks: () -> some SliderTickContent,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }
}

nonisolated struct SliderTrack: View {
  let fraction: Double
  let tint: Color
  var body: some View {
    let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    GeometryReader { proxy in
      let w = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule().fill(Color(uiColor: .systemFill)).frame(height: 4)
        Capsule().fill(tint).frame(width: max(0, (w - 28) * f + 14), height: 4)
        Circle()
          .fill(Color.white)
          .frame(width: 28, height: 28)
          .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
          .offset(x: (w - 28) * f)
      }
      .frame(width: w, height: 28)
    }
    .frame(height: 28)
  }
}

/// A value stepped up and down: the label leading, the 94×32 minus/plus
/// control (UIStepper) trailing, across the proposed width.
///
/// Child proposal: the label the width less the control.
/// Own size: the proposed width × max(label, 32).
/// Placement: a row, centred vertically.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  /// iOS 14's order: the label first, then the actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }
  /// With a format for the value (iOS 16; the value shows on watchOS).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }

  public var body: some View {
    if labelsHidden {
      StepperControl()
    } else {
      ControlRow { label } trailing: { StepperControl() }
    }
  }
}

extension Stepper where Label == Text {
  /// iOS 16: a title and a format for the value.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(titleKey)
  }
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(titleKey)
  }
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }
}

nonisolated struct StepperControl: View {
  var body: some View {
    HStack(spacing: 0) {
      Image(systemName: "minus").frame(maxWidth: .infinity)
      Rectangle().fill(Color(uiColor: .separator)).frame(width: 1, height: 18)
      Image(systemName: "plus").frame(maxWidth: .infinity)
    }
    .frame(width: 94, height: 32)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)))
  }
}
