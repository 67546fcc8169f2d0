import Foundation

/// A table, as SwiftUI draws one in a compact width (an iPhone in
/// portrait): a list of the rows showing the first column alone, its
/// header hidden. The other columns, sorting and selection compile and
/// are not drawn (docs/deviations.md).
///
/// Child proposal, own size and placement: the `List`'s.
nonisolated public struct Table<Value: Identifiable, Columns: TableColumnContent>: View {
  let rows: [Value]
  let columns: [_TableColumnCell<Value>]

  public var body: some View {
    let first = columns.first
    List {
      ForEach(rows) { row in
        if let first { first.cell(row) }
      }
    }
  }
}

extension Table {
  public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    (rows, self.columns) = (Array(data), columns()._columns)
  }
}

/// One or more columns of a table, for rows of `TableRowValue`.
public protocol TableColumnContent {
  associatedtype TableRowValue
  /// The columns, in order. Not for users.
  var _columns: [_TableColumnCell<TableRowValue>] { get }
}

/// A column's cell for a row. Not for users.
public struct _TableColumnCell<Row> {
  let cell: (Row) -> AnyView
}

/// A column: a title and each row's cell.
nonisolated public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  let label: Label
  let content: (RowValue) -> Content
  public var _columns: [_TableColumnCell<RowValue>] { [_TableColumnCell { AnyView(content($0)) }] }
  /// Inert: the column's width.
  public func width(_ width: CGFloat? = nil) -> Self { self }
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
  public func alignment(_ alignment: TableColumnAlignment) -> Self { self }
  public func defaultVisibility(_ visibility: Visibility) -> Self { self }
  public func customizationID(_ id: String) -> Self { self }
}

/// How a column aligns its cells (inert).
public enum TableColumnAlignment: Hashable, Sendable { case automatic, leading, center, trailing, numeric }

extension TableColumn where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
    (label, self.content) = (Text(titleKey), content)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
    (label, self.content) = (Text(title), content)
  }
  public init<V>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    (label, self.content) = (Text(titleKey), content)
  }
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    (label, self.content) = (Text(titleKey), content)
  }
}

extension TableColumn where Label == Text, Content == Text {
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
    (label, content) = (Text(titleKey), { Text($0[keyPath: value]) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
    (label, content) = (Text(title), { Text($0[keyPath: value]) })
  }
}

/// Columns made from data (iOS 17.4), one group per element: the first
/// column of the table is drawn, so these show only when they come first.
nonisolated public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content>:
  TableColumnContent
where Content: TableColumnContent, Content.TableRowValue == RowValue {
  let data: Data
  let content: (Data.Element) -> Content
  public var _columns: [_TableColumnCell<RowValue>] { data.flatMap { content($0)._columns } }
}

extension TableColumnForEach {
  public init(
    _ data: Data, @TableColumnBuilder<RowValue, Never> content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID, Sort == Never {
    (self.data, self.content) = (data, content)
  }
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Never> content: @escaping (Data.Element) -> Content
  ) where Sort == Never {
    (self.data, self.content) = (data, content)
  }
}

/// Columns in a row (what `TableColumnBuilder` builds).
public struct _TableColumns<RowValue>: TableColumnContent {
  public let _columns: [_TableColumnCell<RowValue>]
}

@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  /// A column of this table's rows (its key paths' root is the row).
  public static func buildExpression<S, Content: View, Label: View>(
    _ column: TableColumn<RowValue, S, Content, Label>
  ) -> _TableColumns<RowValue> {
    _TableColumns(_columns: column._columns)
  }
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumns<RowValue>
  where C.TableRowValue == RowValue {
    _TableColumns(_columns: column._columns)
  }
  public static func buildBlock(_ parts: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
    _TableColumns(_columns: parts.flatMap(\._columns))
  }
  public static func buildOptional(_ part: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
    part ?? _TableColumns(_columns: [])
  }
  public static func buildEither(first: _TableColumns<RowValue>) -> _TableColumns<RowValue> { first }
  public static func buildEither(second: _TableColumns<RowValue>) -> _TableColumns<RowValue> { second }
  public static func buildLimitedAvailability(_ part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
}

nonisolated extension View {
  /// Inert: every table draws as a phone draws it.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { inert() }
  /// The Mac's table column headers, shown or hidden (iOS 17): an iPhone's
  /// table is a list without headers.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View { inert() }
}

public protocol TableStyle {}
nonisolated public struct AutomaticTableStyle: TableStyle { public init() {} }
nonisolated public struct InsetTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: Self { Self() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: Self { Self() } }
/// The Mac's bordered table: an iPhone's table is a list, drawn the same.
nonisolated public struct BorderedTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == BorderedTableStyle {
  public static var bordered: Self { Self() }
  public static func bordered(alternatesRowBackgrounds: Bool) -> Self { Self() }
}
extension TableStyle where Self == InsetTableStyle {
  public static func inset(alternatesRowBackgrounds: Bool) -> Self { Self() }
}

// Rows written out (iOS 16): `Table(of: Contact.self) { columns } rows: {
// ForEach(contacts) { TableRow($0) } }`. The rows are the table's values,
// in order; their drag and context-menu modifiers are inert.

/// One or more rows of a table.
public protocol TableRowContent {
  associatedtype TableRowValue: Identifiable
  /// The rows' values, in order. Not for users.
  var _rows: [TableRowValue] { get }
}

/// A row showing one value.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
  let value: Value
  public init(_ value: Value) { self.value = value }
  public var _rows: [Value] { [value] }
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> Self { self }
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
}

/// Rows in a row (what `TableRowBuilder` builds).
public struct _TableRows<Value: Identifiable>: TableRowContent {
  public let _rows: [Value]
}

@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<R: TableRowContent>(_ rows: R) -> _TableRows<Value> where R.TableRowValue == Value {
    _TableRows(_rows: rows._rows)
  }
  public static func buildBlock(_ parts: _TableRows<Value>...) -> _TableRows<Value> {
    _TableRows(_rows: parts.flatMap(\._rows))
  }
  public static func buildOptional(_ part: _TableRows<Value>?) -> _TableRows<Value> { part ?? _TableRows(_rows: []) }
  public static func buildEither(first: _TableRows<Value>) -> _TableRows<Value> { first }
  public static func buildEither(second: _TableRows<Value>) -> _TableRows<Value> { second }
  public static func buildArray(_ parts: [_TableRows<Value>]) -> _TableRows<Value> {
    _TableRows(_rows: parts.flatMap(\._rows))
  }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public var _rows: [Content.TableRowValue] { data.flatMap { content($0)._rows } }
}

extension ForEach where Content: TableRowContent {
  /// Rows dropped between rows (iOS 16): the index comes first, as tables
  /// spell it; nothing is dropped on a still image.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
  ) -> ForEach { self }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// A row for each element.
  @_disfavoredOverload
  public init(_ data: Data, content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: \.id, content: content)
  }
}

extension Table {
  public init<Rows: TableRowContent>(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value>, Rows.TableRowValue == Value {
    (self.rows, self.columns) = (rows()._rows, columns()._columns)
  }
  public init<Rows: TableRowContent>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value>, Rows.TableRowValue == Value {
    (self.rows, self.columns) = (rows()._rows, columns()._columns)
  }
  public init<Rows: TableRowContent>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value>, Rows.TableRowValue == Value {
    (self.rows, self.columns) = (rows()._rows, columns()._columns)
  }
  public init<Rows: TableRowContent, Sort>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value>, Rows.TableRowValue == Value {
    (self.rows, self.columns) = (rows()._rows, columns()._columns)
  }
}
