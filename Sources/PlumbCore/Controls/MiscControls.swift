import Foundation

/// A link to a URL: its label in the tint color.
nonisolated public struct Link<Label: View>: View {
  let label: Label
  @Environment(\.tint) private var tint
  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
  public var body: some View { label.foregroundStyle(tint ?? .accentColor) }
}
extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// A menu, closed: its label drawn as a button of the environment's style.
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.label = label()
  }
  public var body: some View { Button(action: {}) { label } }
}
extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
  /// With a primary action (a tap runs it, a long press opens the menu).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    label = Text(title)
  }
}
extension Menu where Label == PlumbCore.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    label = PlumbCore.Label(titleKey, systemImage: systemImage)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    label = PlumbCore.Label(title, systemImage: systemImage)
  }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    label = PlumbCore.Label(titleKey, systemImage: systemImage)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    label = PlumbCore.Label(title, systemImage: systemImage)
  }
}
/// How a menu's button looks. `menuStyle(_:)` is inert: a closed menu
/// draws as a button of the environment's style, so a custom style's
/// `makeBody` is not called.
public protocol MenuStyle {
  associatedtype Body: View
  typealias Configuration = MenuStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
/// What a menu style is given: the menu's label and content.
public struct MenuStyleConfiguration {
  nonisolated public struct Label: View {
    public var body: some View { EmptyView() }
  }
  nonisolated public struct Content: View {
    public var body: some View { EmptyView() }
  }
}
extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  public init(_ configuration: MenuStyleConfiguration) { label = Label() }
}
nonisolated public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: Self { Self() }
  public static var button: Self { Self() }
  public static var borderlessButton: Self { Self() }
}
nonisolated extension View {
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { inert() }
  public func menuOrder(_ order: MenuOrder) -> some View { inert() }
  public func menuIndicator(_ visibility: Visibility) -> some View {
    modifier(EnvironmentModifier { $0.menuIndicatorVisibility = visibility })
  }
}
public struct MenuOrder: Hashable, Sendable {
  public static let automatic = MenuOrder()
  public static let priority = MenuOrder()
  public static let fixed = MenuOrder()
}

/// A date, compact (iOS's default): the label leading, the date (and time)
/// trailing on a rounded gray fill, in the environment's locale and time
/// zone (fixed by default, so figures are deterministic).
nonisolated public struct DatePicker<Label: View>: View {
  let label: Label
  let date: Date
  let components: DatePickerComponents
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.datePickerStyle) private var style
  @Environment(\.calendar) private var calendar

  /// The selected day, in the environment's calendar and time zone.
  private var calendarDay: DateComponents {
    var c = calendar
    c.timeZone = timeZone
    return c.dateComponents([.year, .month, .day], from: date)
  }

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    (self.label, date, components) = (label(), selection.wrappedValue, displayedComponents)
  }
  /// The range limits what a user may pick; the figure shows the date.
  public init<R: RangeExpression<Date>>(
    selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    (self.label, date, components) = (label(), selection.wrappedValue, displayedComponents)
  }

  func formatted(_ dateStyle: DateFormatter.Style, _ timeStyle: DateFormatter.Style) -> String {
    let f = DateFormatter()
    f.locale = locale
    f.timeZone = timeZone
    f.dateStyle = dateStyle
    f.timeStyle = timeStyle
    return f.string(from: date)
  }

  public var body: some View {
    let pills = HStack(spacing: 8) {
      if components.contains(.date) { DatePill(text: formatted(.medium, .none)) }
      if components.contains(.hourAndMinute) { DatePill(text: formatted(.none, .short)) }
    }
    if style == .wheel {
      // iOS's wheels (UIDatePicker): the label leading unless hidden.
      let wheels = DateWheels(date: date, components: components, locale: locale, timeZone: timeZone, calendar: calendar)
      if labelsHidden {
        wheels
      } else {
        ControlRow { label } trailing: { wheels }
      }
    } else if style == .graphical && components.contains(.date) {
      // iOS's graphical style: the month's calendar with the day circled,
      // and a "Time" row with the time pill when the time is shown.
      VStack(spacing: 0) {
        CalendarMonth(selection: [calendarDay])
        if components.contains(.hourAndMinute) {
          ControlRow { Text("Time") } trailing: { DatePill(text: formatted(.none, .short)) }
            .padding(.horizontal, 8)
        }
      }
    } else if labelsHidden {
      pills
    } else {
      ControlRow { label } trailing: { pills }
    }
  }
}
extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  public init<R: RangeExpression<Date>>(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: R,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, R: RangeExpression<Date>>(
    _ title: S, selection: Binding<Date>, in range: R,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

nonisolated struct DatePill: View {
  let text: String
  var body: some View {
    Text(verbatim: text)
      .lineLimit(1)
      .fixedSize()
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)))
  }
}

public protocol DatePickerStyle {}
/// How date pickers below draw (`datePickerStyle(_:)`).
enum DatePickerStyleKind: Sendable { case compact, graphical, wheel }

/// iOS's date wheels (UIDatePicker's `.wheels`): one column per component
/// in the locale's order and format, the selected row on a rounded band
/// across all of them, two neighbours above and below fading out.
///
/// Child proposal: each column's rows their ideal size.
/// Own size: the columns' widths plus 16 between and at the ends × 216.
/// Placement: the columns centred on the band, which is centred vertically.
nonisolated struct DateWheels: View {
  let date: Date
  let components: DatePickerComponents
  let locale: Locale
  let timeZone: TimeZone
  let calendar: Calendar

  /// A column: the selected value and its neighbours, nearest first (nil
  /// where the wheel ends, as the AM/PM column does).
  struct Column {
    var above: [String?]
    var selected: String
    var below: [String?]
  }

  private var cal: Calendar {
    var c = calendar
    c.timeZone = timeZone
    c.locale = locale
    return c
  }

  /// A template is localized ("EEEMMMd"); a pattern is used as written
  /// (a wheel's hour or minute alone, which a template would complete).
  private func formatter(_ template: String, _ calendar: Calendar) -> DateFormatter {
    let f = DateFormatter()
    f.locale = locale
    f.timeZone = timeZone
    f.calendar = calendar
    if template.hasPrefix("=") {
      f.dateFormat = String(template.dropFirst())
    } else {
      f.setLocalizedDateFormatFromTemplate(template)
    }
    return f
  }

  /// One wheel's five rows, with one formatter and calendar for all of them.
  private func column(_ template: String, step: Calendar.Component, stripCommas: Bool = false) -> Column {
    let calendar = cal
    let f = formatter(template, calendar)
    func text(_ offset: Int) -> String {
      let s = f.string(from: calendar.date(byAdding: step, value: offset, to: date) ?? date)
      return stripCommas ? s.replacingOccurrences(of: ",", with: "") : s
    }
    return Column(above: [text(-1), text(-2)], selected: text(0), below: [text(1), text(2)])
  }

  /// A date pattern without its quoted literals (`'de'`), whose letters
  /// could be read as fields.
  private static func fields(_ pattern: String?) -> String {
    var out = "", quoted = false
    for c in pattern ?? "" {
      if c == "'" { quoted.toggle() } else if !quoted { out.append(c) }
    }
    return out
  }

  var columns: [Column] {
    var result: [Column] = []
    let time = components.contains(.hourAndMinute)
    if components.contains(.date) {
      if time {
        // "Fri Nov 27": the day with its weekday, one wheel.
        result.append(column("EEEMMMd", step: .day, stripCommas: true))
      } else {
        // Month, day and year wheels, in the locale's order.
        let order = Self.fields(DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale))
        let parts: [(String.Index?, Column)] = [
          (order.firstIndex(of: "M") ?? order.firstIndex(of: "L"), column("MMMM", step: .month)),
          (order.firstIndex(of: "d"), column("d", step: .day)),
          (order.firstIndex(of: "y"), column("y", step: .year)),
        ]
        result += parts.sorted { ($0.0 ?? order.endIndex) < ($1.0 ?? order.endIndex) }.map(\.1)
      }
    }
    if time {
      // The locale's preferred hour: 12-hour clocks (h, K) have a day
      // period column, before the hour where the locale writes it first
      // (ko, zh: "a h시").
      let hourPattern = Self.fields(DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale))
      let twelveHour = hourPattern.contains("h") || hourPattern.contains("K")
      var timeColumns = [column(twelveHour ? "=h" : "=HH", step: .hour), column("=mm", step: .minute)]
      if twelveHour {
        let f = DateFormatter()
        f.locale = locale
        let pm = cal.component(.hour, from: date) >= 12
        let period =
          pm
          ? Column(above: [f.amSymbol, nil], selected: f.pmSymbol, below: [nil, nil])
          : Column(above: [nil, nil], selected: f.amSymbol, below: [f.pmSymbol, nil])
        let periodIndex = hourPattern.firstIndex { "abB".contains($0) }
        let hourIndex = hourPattern.firstIndex { "hK".contains($0) }
        if let periodIndex, let hourIndex, periodIndex < hourIndex {
          timeColumns.insert(period, at: 0)
        } else {
          timeColumns.append(period)
        }
      }
      result += timeColumns
    }
    return result
  }

  /// Rows 32 apart; the neighbours fade as the wheel turns away.
  private static let opacities: [Double] = [0.45, 0.2]

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8, style: .continuous)
        .fill(Color(uiColor: .tertiarySystemFill))
        .frame(height: 34)
      HStack(spacing: 16) {
        ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
          VStack(spacing: 0) {
            ForEach((0..<2).reversed(), id: \.self) { i in Self.row(column.above[i], Self.opacities[i]) }
            Self.row(column.selected, 1)
            ForEach(0..<2, id: \.self) { i in Self.row(column.below[i], Self.opacities[i]) }
          }
        }
      }
      .padding(.horizontal, 16)
    }
    .frame(height: 216)
  }

  private static func row(_ text: String?, _ opacity: Double) -> some View {
    Text(verbatim: text ?? " ")
      .font(.system(size: 21))
      .lineLimit(1)
      .fixedSize()
      .opacity(text == nil ? 0 : opacity)
      .frame(height: 32)
  }
}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: Self { Self() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: Self { Self() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: Self { Self() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: Self { Self() }
}
/// macOS's text-field styles: drawn as the compact picker.
nonisolated public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: Self { Self() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  public static var stepperField: Self { Self() }
}
nonisolated extension View {
  /// `.graphical` draws the inline calendar, `.wheel` the wheels; the
  /// others the compact picker.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind: DatePickerStyleKind =
      style is GraphicalDatePickerStyle ? .graphical : style is WheelDatePickerStyle ? .wheel : .compact
    return modifier(EnvironmentModifier { $0.datePickerStyle = kind })
  }
}

/// A color well, closed: the label leading, a 28-point swatch of the color
/// trailing in a ring.
nonisolated public struct ColorPicker<Label: View>: View {
  let label: Label
  let color: Color
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    (self.label, color) = (label(), selection.wrappedValue)
  }
  public var body: some View {
    ControlRow {
      label
    } trailing: {
      Circle()
        .fill(color)
        .frame(width: 22, height: 22)
        .padding(3)
        .overlay(Circle().strokeBorder(Color(uiColor: .systemGray3), lineWidth: 3))
    }
  }
}
extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    (label, color) = (Text(titleKey), selection.wrappedValue)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    (label, color) = (Text(title), selection.wrappedValue)
  }
}

/// A box around content with an optional label: the label in the headline
/// style above the content, 16 of padding, on the secondary system
/// background with 8-point corners (chosen: docs/deviations.md).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  /// Made from a style's configuration: drawn as iOS's box, not by the
  /// environment's style (which is the one calling it).
  var fromConfiguration = false
  @Environment(\.groupBoxStyle) private var style
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    (self.label, self.content) = (label(), content())
  }
  /// The iOS 14 form: the label as a value.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    (self.label, self.content) = (label, content())
  }
  public var body: some View {
    if let style, !fromConfiguration {
      style.anyBody(label: AnyView(label), content: AnyView(content))
    } else {
      standardBody
    }
  }
  private var standardBody: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
  }
}
extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A custom style's own box (`GroupBox(configuration)` in `makeBody`):
  /// iOS's box around the configuration's label and content.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(label: configuration.label) { configuration.content }
    fromConfiguration = true
  }
}
extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) { (label, self.content) = (nil, content()) }
}
extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    (label, self.content) = (Text(titleKey), content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    (label, self.content) = (Text(title), content())
  }
}

/// A label that shows or hides its content: the label with a chevron
/// trailing in the tint (right when closed, down when open), and below it
/// the content when expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool
  @Environment(\.tint) private var tint
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    (self.label, self.content, isExpanded) = (label(), content(), false)
  }
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    (self.label, self.content, self.isExpanded) = (label(), content(), isExpanded.wrappedValue)
  }
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ControlRow {
        label
      } trailing: {
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
          .font(.system(size: 13, weight: .semibold))
          .foregroundStyle(tint ?? .accentColor)
      }
      if isExpanded { content }
    }
  }
}
extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    (label, self.content, isExpanded) = (Text(titleKey), content(), false)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    (label, self.content, isExpanded) = (Text(title), content(), false)
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    (label, self.content, self.isExpanded) = (Text(titleKey), content(), isExpanded.wrappedValue)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    (label, self.content, self.isExpanded) = (Text(title), content(), isExpanded.wrappedValue)
  }
}

/// Controls drawn together: its buttons side by side, bordered.
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The label names the group in a menu or a toolbar's overflow; iOS
  /// draws the controls inline without it.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: some View {
    HStack(spacing: 8) { content }.buttonStyle(.bordered)
  }
}
public protocol ControlGroupStyle {}
nonisolated public struct DefaultControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == DefaultControlGroupStyle {
  public static var automatic: Self { Self() }
  public static var navigation: Self { Self() }
  public static var palette: Self { Self() }
  public static var compactMenu: Self { Self() }
  public static var menu: Self { Self() }
}
nonisolated extension View {
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { inert() }
}

/// A share button, closed: "Share" with the share icon, in the tint.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init<I>(items: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public var body: some View { Button(action: {}) { label } }
}
extension ShareLink where Label == PlumbCore.Label<Text, Image> {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label("Share", systemImage: "square.and.arrow.up")
  }
  public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label(titleKey, systemImage: "square.and.arrow.up")
  }
  @_disfavoredOverload
  public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label(title, systemImage: "square.and.arrow.up")
  }
  /// Several items at once.
  public init<I>(items: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label("Share", systemImage: "square.and.arrow.up")
  }
  public init<I>(_ titleKey: LocalizedStringKey, items: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label(titleKey, systemImage: "square.and.arrow.up")
  }
  @_disfavoredOverload
  public init<S: StringProtocol, I>(_ title: S, items: I, subject: Text? = nil, message: Text? = nil) {
    label = PlumbCore.Label(title, systemImage: "square.and.arrow.up")
  }
}

/// An empty state: a large icon in the secondary color, the title in the
/// title2 bold style, the description below in the secondary color,
/// centred in all the space offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description?
  let actions: Actions?
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    (self.label, self.description, self.actions) = (label(), description(), actions())
  }
  public var body: some View {
    VStack(spacing: 8) {
      label.labelStyle(UnavailableLabelStyle())
      if let description { description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center) }
      if let actions { actions.padding(.top, 8) }
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
extension ContentUnavailableView where Label == PlumbCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    (label, self.description, actions) = (PlumbCore.Label(titleKey, systemImage: name), description, nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    (label, self.description, actions) = (PlumbCore.Label(title, systemImage: name), description, nil)
  }
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    (label, self.description, actions) = (PlumbCore.Label(titleKey, image: name), description, nil)
  }
}
extension ContentUnavailableView where Label == PlumbCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// "No Results", as SwiftUI's search empty state.
  public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }
  public static func search(text: String) -> Self {
    Self(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

nonisolated struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 16) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold())
    }
  }
}

/// The system Paste button (iOS 16): a capsule in the tint with the
/// clipboard symbol and "Paste", as the bordered prominent style draws a
/// button. Nothing is pasted in a figure.
///
/// Child proposal, own size and placement: the button's.
nonisolated public struct PasteButton: View {
  public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
  public var body: some View {
    Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.capsule)
  }
}
