import Foundation

/// How lists are drawn.
public protocol ListStyle {
  var _kind: ListStyleKind { get }
}
public enum ListStyleKind: Sendable { case automatic, insetGrouped, grouped, inset, plain, sidebar }

nonisolated public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .automatic }
}
nonisolated public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
nonisolated public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .grouped }
}
nonisolated public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .inset }
}
nonisolated public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .plain }
}
nonisolated public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .sidebar }
}
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle {
  public static var inset: Self { Self() }
  /// The Mac's inset list with alternating row backgrounds: drawn as the
  /// inset list (rows on the Mac's alternating colors are not drawn).
  public static func inset(alternatesRowBackgrounds: Bool) -> Self { Self() }
}
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

nonisolated extension View {
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = style._kind
    return modifier(EnvironmentModifier { $0.listStyle = kind })
  }
}

/// The metrics of a list style (iOS 17): inset styles put their cells 20
/// from the list's sides with 10-point corners on the grouped background
/// (#F2F2F7, black in dark), cells in the secondary grouped background
/// (white, (28, 28, 30) in dark); sections 35 apart; rows at least 44
/// tall, their content inset 20 at the sides and 6 above and below (the
/// vertical insets are chosen, docs/deviations.md).
struct ListMetrics {
  let kind: ListStyleKind
  init(_ kind: ListStyleKind, sectionSpacing: CGFloat? = nil) {
    self.kind = kind == .automatic ? .insetGrouped : kind
    sectionSpacingSet = sectionSpacing
  }
  var isInset: Bool { kind == .insetGrouped || kind == .inset || kind == .sidebar }
  var isGrouped: Bool { kind != .plain }
  var margin: CGFloat { isInset ? 20 : 0 }
  var cornerRadius: CGFloat { isInset ? 10 : 0 }
  /// `listSectionSpacing(_:)`'s value, if set.
  var sectionSpacingSet: CGFloat?
  /// Between sections: 35 in the grouped styles, or as set.
  var sectionSpacing: CGFloat { sectionSpacingSet ?? (isGrouped ? 35 : 0) }
  /// Above the first section and below the last: the style's 35.
  var listPadding: CGFloat { isGrouped ? 35 : 0 }
  var rowInsets: EdgeInsets { EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20) }
  static let minRowHeight: CGFloat = 44
  var background: Color {
    isGrouped ? Color(uiColor: .systemGroupedBackground) : Color(uiColor: .systemBackground)
  }
  var cellBackground: Color {
    isGrouped ? Color(uiColor: .secondarySystemGroupedBackground) : Color(uiColor: .systemBackground)
  }
}

/// Rows in sections, scrolled: in a figure, the first screen of them.
/// Each view of the content is a row (a `ForEach` gives one per element,
/// a `Section` a section of its own); rows outside a section form one.
///
/// Child proposal: the rows get the list's width less the margins and
/// the row insets, and no height (a list scrolls).
/// Own size: the proposal (a list fills its space, as a ScrollView does).
/// Placement: sections top to bottom from the top, on the list background.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  @Environment(\.listStyle) private var style
  @Environment(\.listSectionSpacing) private var sectionSpacing

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A list that always has one row selected (iOS 17, macOS 13).
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    let metrics = ListMetrics(style, sectionSpacing: sectionSpacing)
    ScrollView {
      SubviewsReader(content: content, transform: { $0.listRow = ListRowContext(style: metrics.kind) }) { rows in
        ListBody(rows: rows, metrics: metrics)
      }
    }
    .extendingIntoSafeArea(metrics.background)
    .modifier(NavigationBackgroundMarker(color: metrics.background))
  }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

extension List {
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

/// The list's sections, top to bottom: `Section`s as they drew themselves,
/// runs of other rows as a section without header.
nonisolated struct ListBody: View {
  let rows: [LoweredSubview]
  let metrics: ListMetrics

  var body: some View {
    let groups = ListBody.group(rows)
    VStack(alignment: .leading, spacing: metrics.sectionSpacing) {
      ForEach(0..<groups.count, id: \.self) { g in
        switch groups[g] {
        case .section(let s): s
        case .rows(let rs): ListCells(rows: rs, metrics: metrics)
        }
      }
    }
    .padding(.vertical, metrics.listPadding)
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  enum Group {
    case section(LoweredSubview)
    case rows([LoweredSubview])
  }

  static func group(_ rows: [LoweredSubview]) -> [Group] {
    var groups: [Group] = []
    var run: [LoweredSubview] = []
    for row in rows {
      if row.node.listRowTags.isSection {
        if !run.isEmpty { groups.append(.rows(run)) }
        run = []
        groups.append(.section(row))
      } else {
        run.append(row)
      }
    }
    if !run.isEmpty { groups.append(.rows(run)) }
    return groups
  }
}

/// A section's rows as cells: each padded by its row insets to at least
/// 44 tall, on the cell background (or its `.listRowBackground`), with a
/// separator below all but the last, inset like the row's content; inset
/// styles round the group's corners and inset it from the sides.
nonisolated struct ListCells: View {
  let rows: [LoweredSubview]
  let metrics: ListMetrics
  @Environment(\.displayScale) private var displayScale
  /// 44 unless `.environment(\.defaultMinListRowHeight, _)` says otherwise.
  @Environment(\.defaultMinListRowHeight) private var minRowHeight

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<rows.count, id: \.self) { i in
        let tags = rows[i].node.listRowTags
        let insets = tags.resolvedInsets(default: metrics.rowInsets)
        let hairline = 1 / max(displayScale, 1)
        // A badge sits at the trailing edge and the row's content takes the
        // rest of the width (it no longer runs under the badge).
        Group {
          if let badge = tags.badge {
            HStack(spacing: 16) {
              rows[i].frame(maxWidth: .infinity, alignment: .leading)
              badge.foregroundStyle(.secondary)
            }
          } else {
            rows[i].frame(maxWidth: .infinity, alignment: .leading)
          }
        }
          .padding(insets)
          .frame(minHeight: minRowHeight)
          .background {
            if let background = tags.background { background } else { metrics.cellBackground }
          }
          .overlay(alignment: .bottom) {
            if i < rows.count - 1 && !tags.separatorHidden {
              Rectangle()
                .fill(Color(uiColor: .separator))
                .frame(height: hairline)
                .padding(.leading, insets.leading)
            }
          }
      }
    }
    .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous))
    .padding(.horizontal, metrics.margin)
  }
}

/// Rows with a header and a footer. In a List (or Form), a section of
/// cells with its header above in the footnote style, uppercased and in
/// the secondary color (plain lists: the headline style), and its footer
/// below in the footnote style; elsewhere, its header, content and footer
/// as sibling views.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent?
  let content: Content
  let footer: Footer?
  /// False for a collapsed section (`isExpanded:`): its header alone.
  var isExpanded = true
  @Environment(\.listRow) private var listRow
  @Environment(\.resolvesSections) private var resolvesSections

  public var body: some View {
    if resolvesSections {
      SectionResolver(header: header, content: content, footer: isExpanded ? footer : nil)
    } else if let listRow {
      let metrics = ListMetrics(listRow.style)
      VStack(alignment: .leading, spacing: 0) {
        if let header {
          header
            .font(metrics.isGrouped ? .footnote : .headline)
            .textCase(metrics.isGrouped ? .uppercase : nil)
            .foregroundStyle(metrics.isGrouped ? Color.secondary : Color.primary)
            .padding(.horizontal, metrics.margin + metrics.rowInsets.leading)
            .padding(.bottom, 7)
        }
        if isExpanded {
          SubviewsReader(content: content) { rows in ListCells(rows: rows, metrics: metrics) }
        }
        if let footer, isExpanded {
          footer
            .font(.footnote)
            .foregroundStyle(.secondary)
            .padding(.horizontal, metrics.margin + metrics.rowInsets.leading)
            .padding(.top, 7)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .modifier(TagModifier { $0.setListRowTags { $0.isSection = true } })
    } else {
      if let header { header }
      if isExpanded { content }
      if let footer, isExpanded { footer }
    }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    (header, self.content, footer) = (nil, content(), nil)
  }
}
extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    (header, self.content, footer) = (Text(titleKey), content(), nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    (header, self.content, footer) = (Text(title), content(), nil)
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    (header, self.content, footer) = (Text(titleKey), content(), nil)
    self.isExpanded = isExpanded.wrappedValue
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    (header, self.content, footer) = (Text(title), content(), nil)
    self.isExpanded = isExpanded.wrappedValue
  }
}
extension Section {
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    (self.header, self.content, self.footer) = (header, content(), footer)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    (self.header, self.content, self.footer) = (header(), content(), footer())
  }
}
extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    (self.header, self.content, footer) = (header, content(), nil)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    (self.header, self.content, footer) = (header(), content(), nil)
  }
  /// A collapsible section: its header alone while collapsed.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    (self.header, self.content, footer) = (header(), content(), nil)
    self.isExpanded = isExpanded.wrappedValue
  }
}
extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    (header, self.content, self.footer) = (nil, content(), footer)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    (header, self.content, self.footer) = (nil, content(), footer())
  }
}

/// A List in the inset-grouped style, as iOS draws forms.
nonisolated public struct Form<Content: View>: View {
  let content: Content
  @Environment(\.formStyle) private var style
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View {
    if let style {
      // A custom style draws this form once: a form inside its body is
      // drawn plain.
      style.anyBody(content: AnyView(content)).environment(\.formStyle, nil)
    } else {
      List { content }.listStyle(.insetGrouped)
    }
  }
}

/// How a form draws its content: `formStyle(_:)` sets it for the forms
/// below. The built-in styles draw iOS's grouped form.
public protocol FormStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = FormStyleConfiguration
}

/// What a form style is given: the form's content.
public struct FormStyleConfiguration {
  /// The form's content (its sections and rows).
  nonisolated public struct Content: View {
    let view: AnyView
    public var body: some View { view }
  }
  public let content: Content
}

/// iOS's form: the content as an inset grouped list.
nonisolated public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    List { configuration.content }.listStyle(.insetGrouped)
  }
}
/// Grouped sections: on iOS, the automatic form.
nonisolated public struct GroupedFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AutomaticFormStyle().makeBody(configuration: configuration) }
}
/// macOS's label-and-control columns: drawn as the grouped form.
nonisolated public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AutomaticFormStyle().makeBody(configuration: configuration) }
}
extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: Self { Self() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: Self { Self() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: Self { Self() }
}

nonisolated extension FormStyle {
  func anyBody(content: AnyView) -> AnyView {
    AnyView(makeBody(configuration: FormStyleConfiguration(content: .init(view: content))))
  }
}

struct FormStyleKey: EnvironmentKey {
  static var defaultValue: (any FormStyle)? { nil }
}
extension EnvironmentValues {
  /// A custom form style, or nil for the built-in ones (which all draw
  /// the grouped form).
  var formStyle: (any FormStyle)? {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The style of the forms in this view: a custom style's body draws
  /// them; the built-in styles draw iOS's grouped form.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    let builtIn = style is AutomaticFormStyle || style is GroupedFormStyle || style is ColumnsFormStyle
    return environment(\.formStyle, builtIn ? nil : style)
  }
}

/// A label and its value: the label leading, the value trailing in the
/// secondary color, across the proposed width.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.labeledContentStyle) private var style
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public var body: some View {
    if let style {
      // The style draws this content once: labeled content inside its body
      // is drawn plain, as `LabeledContent(configuration)` is.
      style.anyBody(label: AnyView(label), content: AnyView(content)).environment(\.labeledContentStyle, nil)
    } else if labelsHidden {
      content
    } else {
      ControlRow { label } trailing: { content.foregroundStyle(.secondary) }
    }
  }
}
extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}

nonisolated extension View {
  /// The insets of this row's content in a List.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    let edges: [(edges: Edge.Set, length: CGFloat?)] =
      insets.map { [(.top, $0.top), (.leading, $0.leading), (.bottom, $0.bottom), (.trailing, $0.trailing)] }
      ?? [(.all, nil)]
    return modifier(TagModifier { $0.setListRowTags { $0.edgeInsets += edges } })
  }
  /// iOS 26: the insets of some edges only; nil puts the style's back.
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    modifier(TagModifier { $0.setListRowTags { $0.edgeInsets.append((edges, length)) } })
  }
  /// What this row draws behind it in a List, in place of the cell color.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    let background = view.map { AnyView($0) }
    return modifier(TagModifier { $0.setListRowTags { $0.background = background } })
  }
  /// Hides the separator below this row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    let hidden = visibility == .hidden
    return modifier(TagModifier { $0.setListRowTags { $0.separatorHidden = hidden } })
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert() }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert() }
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert() }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { inert() }
  /// The space between the sections of the lists below.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.listSectionSpacing = spacing.isFinite ? max(0, spacing) : nil })
  }
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    modifier(EnvironmentModifier { $0.listSectionSpacing = spacing.value })
  }
  public func listItemTint(_ tint: Color?) -> some View { inert() }
  public func headerProminence(_ prominence: Prominence) -> some View {
    modifier(EnvironmentModifier { $0.headerProminence = prominence })
  }
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { inert() }

  /// A count or text at the trailing side of a List row (or on a tab).
  public func badge(_ count: Int) -> some View {
    let text: Text? = count == 0 ? nil : Text(verbatim: "\(count)")
    return modifier(TagModifier { $0.setListRowTags { $0.badge = text } })
  }
  public func badge(_ label: Text?) -> some View {
    modifier(TagModifier { $0.setListRowTags { $0.badge = label } })
  }
  public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { inert() }
}

/// The space between a List's sections: the style's (35 in the grouped
/// styles), compact (20, chosen: docs/deviations.md), or a custom value.
public struct ListSectionSpacing: Sendable {
  let value: CGFloat?
  public static let `default` = ListSectionSpacing(value: nil)
  public static let compact = ListSectionSpacing(value: 20)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(value: spacing.isFinite ? max(0, spacing) : nil)
  }
}
public enum Prominence: Hashable, Sendable { case standard, increased }
public struct BadgeProminence: Hashable, Sendable {
  public static let standard = BadgeProminence()
  public static let increased = BadgeProminence()
  public static let decreased = BadgeProminence()
}

/// The edits a List allows on its rows (iOS 16): none happen in a figure.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var move: EditActions { EditActions(rawValue: 1) }
  public static var delete: EditActions { EditActions(rawValue: 2) }
  public static var all: EditActions { [.move, .delete] }
}

extension List where SelectionValue == Never {
  /// Rows bound to a collection's elements, editable in an app.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
    content = ForEach(data, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// Rows bound to a collection's elements by a key path's id, editable in
  /// an app.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension ForEach where Content: View {
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    self.init(data, id: id, content: content)
  }
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.init(data, content: content)
  }
}

/// How scrolling dismisses the keyboard: nothing to dismiss in a figure.
public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode()
  public static let immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode()
  public static let never = ScrollDismissesKeyboardMode()
}

nonisolated extension View {
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { inert() }
}

extension ListRowTags {
  /// The row's insets: the style's, then each setting from the innermost
  /// out (nil restores the style's).
  func resolvedInsets(default style: EdgeInsets) -> EdgeInsets {
    var r = style
    for (edges, length) in edgeInsets {
      if edges.contains(.top) { r.top = length ?? style.top }
      if edges.contains(.leading) { r.leading = length ?? style.leading }
      if edges.contains(.bottom) { r.bottom = length ?? style.bottom }
      if edges.contains(.trailing) { r.trailing = length ?? style.trailing }
    }
    return r
  }
}
