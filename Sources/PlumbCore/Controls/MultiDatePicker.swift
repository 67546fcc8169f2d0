import Foundation

/// Several dates picked on a calendar (iOS 16), drawn as iOS draws it
/// inline: the month of the first selected date (or of today) with its
/// title and arrows, the weekday initials, and the days in a seven-column
/// grid, the selected days white on tinted circles. Geometry is measured
/// from iOS 17 screenshots (docs/deviations.md); the calendar, locale and
/// time zone are the environment's.
///
/// Child proposal: each day cell a seventh of the width, 44 tall.
/// Own size: the proposed width; the header (44), the
/// weekday row (24) and 44 per week.
/// Placement: header, weekdays and weeks top to bottom.
nonisolated public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Set<DateComponents>

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    (self.label, self.selection) = (label(), selection.wrappedValue)
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    (self.label, self.selection) = (label(), selection.wrappedValue)
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
    (self.label, self.selection) = (label(), selection.wrappedValue)
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
    (self.label, self.selection) = (label(), selection.wrappedValue)
  }

  public var body: some View { CalendarMonth(selection: selection) }
}

/// iOS's inline calendar: the month of the first selected day (or of
/// today), its days in weeks, the selected ones circled. Drawn by
/// `MultiDatePicker` and by `DatePicker` in the graphical style.
nonisolated struct CalendarMonth: View {
  let selection: Set<DateComponents>
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale

  /// The calendar shown: the environment's, in its time zone.
  private var shown: Calendar {
    var c = calendar
    c.timeZone = timeZone
    c.locale = locale
    return c
  }

  /// The first day of the month shown.
  private var month: Date {
    let c = shown
    let selected = selection.compactMap { c.date(from: $0) }.min()
    let anchor = selected ?? Date()
    return c.date(from: c.dateComponents([.year, .month], from: anchor)) ?? anchor
  }

  /// The days of the month in weeks; nil where a week starts before the
  /// month or ends after it.
  private func weeks(of first: Date) -> [[Int?]] {
    let c = shown
    let days = c.range(of: .day, in: .month, for: first)?.count ?? 30
    let lead = (c.component(.weekday, from: first) - c.firstWeekday + 7) % 7
    var cells: [Int?] = Array(repeating: nil, count: lead) + (1...days).map { $0 }
    while cells.count % 7 != 0 { cells.append(nil) }
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  private func isSelected(_ day: Int, in first: Date) -> Bool {
    let m = shown.dateComponents([.year, .month], from: first)
    return selection.contains { $0.year == m.year && $0.month == m.month && $0.day == day }
  }

  var body: some View {
    let first = month
    let c = shown
    let title = first.formatted(Date.FormatStyle(date: .omitted, time: .omitted).month(.wide).year().locale(locale))
    let symbols = c.shortWeekdaySymbols
    let ordered = (0..<7).map { symbols[(c.firstWeekday - 1 + $0) % 7].uppercased() }
    VStack(spacing: 0) {
      HStack(spacing: 4) {
        Text(verbatim: title).font(.headline)
        Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
        Spacer(minLength: 0)
        HStack(spacing: 28) {
          Image(systemName: "chevron.left")
          Image(systemName: "chevron.right")
        }
        .font(.title3.weight(.medium))
        .foregroundStyle(.tint)
      }
      .padding(.horizontal, 16)
      .frame(height: 44)
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { i in
          Text(verbatim: ordered[i]).font(.footnote.weight(.semibold)).foregroundStyle(.tertiary).frame(maxWidth: .infinity)
        }
      }
      .frame(height: 24)
      ForEach(Array(weeks(of: first).enumerated()), id: \.offset) { _, week in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { i in
            MultiDatePickerDay(day: week[i], selected: week[i].map { isSelected($0, in: first) } ?? false)
          }
        }
      }
    }
    .padding(.horizontal, 8)
  }
}

/// One day of the calendar: its number, white on a tinted circle when
/// selected.
nonisolated struct MultiDatePickerDay: View {
  let day: Int?
  let selected: Bool
  var body: some View {
    ZStack {
      if let day {
        if selected { Circle().fill(.tint).frame(width: 40, height: 40) }
        Text(verbatim: "\(day)").font(.title3.weight(selected ? .semibold : .regular))
          .foregroundStyle(selected ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 44)
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection) { Text(titleKey) }
  }
}
