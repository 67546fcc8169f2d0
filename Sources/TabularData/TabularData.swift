// `import TabularData` on Linux: data frames read from CSV, as Apple's
// chart samples load their data. The reading is real (quoted fields, a
// header row, each column's type inferred as integer, double, boolean or
// string, empty fields nil); the analysis API (grouping, joins, summaries)
// is not here. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

/// The types a CSV column can be read as.
public enum CSVType: Hashable, Sendable {
  case integer, boolean, float, double, date, string, data
}

/// How a CSV file is read.
public struct CSVReadingOptions: Sendable {
  public var hasHeaderRow: Bool
  public var delimiter: Character
  public var nilEncodings: Set<String>
  public var trueEncodings: Set<String>
  public var falseEncodings: Set<String>
  public var ignoresEmptyLines: Bool
  public var usesQuoting: Bool
  public init(
    hasHeaderRow: Bool = true, nilEncodings: Set<String> = ["", "#N/A", "#N/A N/A", "#NA", "N/A", "NA", "NULL", "n/a", "null"],
    trueEncodings: Set<String> = ["1", "True", "TRUE", "true"], falseEncodings: Set<String> = ["0", "False", "FALSE", "false"],
    floatingPointType: CSVType = .double, ignoresEmptyLines: Bool = true, usesQuoting: Bool = true,
    usesEscaping: Bool = false, delimiter: Character = ",", escapeCharacter: Character = "\\"
  ) {
    (self.hasHeaderRow, self.nilEncodings, self.trueEncodings, self.falseEncodings) =
      (hasHeaderRow, nilEncodings, trueEncodings, falseEncodings)
    (self.ignoresEmptyLines, self.usesQuoting, self.delimiter) = (ignoresEmptyLines, usesQuoting, delimiter)
  }
}

/// Why a CSV file could not be read.
public enum CSVReadingError: Error, CustomStringConvertible, Sendable {
  case badEncoding(row: Int, column: Int, cellContents: Data)
  case misplacedQuote(row: Int, column: Int)
  case wrongNumberOfColumns(row: Int, columns: Int, expected: Int)
  case failedToParse(row: Int, column: Int, type: CSVType, cellContents: Data)
  public var description: String {
    switch self {
    case .badEncoding(let row, let column, _): "row \(row), column \(column): the text is not UTF-8"
    case .misplacedQuote(let row, let column): "row \(row), column \(column): a quote inside an unquoted field"
    case .wrongNumberOfColumns(let row, let columns, let expected):
      "row \(row) has \(columns) fields where the header has \(expected)"
    case .failedToParse(let row, let column, let type, _): "row \(row), column \(column): not a \(type)"
    }
  }
}

/// A column whose element type is known.
public struct Column<WrappedElement>: RandomAccessCollection {
  public var name: String
  var contents: [WrappedElement?]
  public init(name: String, contents: [WrappedElement?]) { (self.name, self.contents) = (name, contents) }
  public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement {
    self.init(name: name, contents: contents.map { Optional($0) })
  }
  public var startIndex: Int { 0 }
  public var endIndex: Int { contents.count }
  public subscript(position: Int) -> WrappedElement? { contents[position] }
  public var eraseToAnyColumn: AnyColumn { AnyColumn(name: name, values: contents.map { $0.map { $0 as Any } }) }
}

/// A column of any type.
public struct AnyColumn: RandomAccessCollection {
  public var name: String
  var values: [Any?]
  public var wrappedElementType: Any.Type {
    values.lazy.compactMap { $0 }.first.map { type(of: $0) } ?? Any.self
  }
  public var startIndex: Int { 0 }
  public var endIndex: Int { values.count }
  public subscript(position: Int) -> Any? { values[position] }
  /// The column as `T`s; a value of another type is nil.
  public func assumingType<T>(_ type: T.Type) -> Column<T> {
    Column(name: name, contents: values.map { $0 as? T })
  }
}

/// A table of named columns, as read from a CSV file.
public struct DataFrame: CustomStringConvertible {
  public private(set) var columns: [AnyColumn] = []

  public init() {}
  public init(contentsOfCSVFile url: URL, columns: [String]? = nil, rows: Range<Int>? = nil,
              types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
    try self.init(csvData: Data(contentsOf: url), columns: columns, rows: rows, types: types, options: options)
  }
  public init(csvData: Data, columns: [String]? = nil, rows: Range<Int>? = nil,
              types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
    guard let text = String(data: csvData, encoding: .utf8) else {
      throw CSVReadingError.badEncoding(row: 0, column: 0, cellContents: csvData)
    }
    var records = try Self.records(text, options)
    let header: [String]
    if options.hasHeaderRow, !records.isEmpty {
      header = records.removeFirst()
    } else {
      header = (0..<(records.first?.count ?? 0)).map { "Column \($0)" }
    }
    for (i, record) in records.enumerated() where record.count != header.count {
      throw CSVReadingError.wrongNumberOfColumns(row: i + 1, columns: record.count, expected: header.count)
    }
    if let rows { records = Array(records[rows.clamped(to: 0..<records.count)]) }
    for (c, name) in header.enumerated() where columns?.contains(name) ?? true {
      let cells = records.map { $0[c] }
      self.columns.append(AnyColumn(name: name, values: Self.typed(cells, types[name], options)))
    }
  }

  public var shape: (rows: Int, columns: Int) { (columns.first?.count ?? 0, columns.count) }
  public var rows: Rows { Rows(frame: self) }
  public subscript(columnName: String) -> AnyColumn {
    get {
      guard let column = columns.first(where: { $0.name == columnName }) else {
        preconditionFailure("the data frame has no column named \"\(columnName)\"")
      }
      return column
    }
  }
  public subscript<T>(columnName: String, type: T.Type) -> Column<T> { self[columnName].assumingType(type) }
  public mutating func append<T>(column: Column<T>) { columns.append(column.eraseToAnyColumn) }
  public mutating func append(column: AnyColumn) { columns.append(column) }
  public var description: String {
    let names = columns.map(\.name).joined(separator: ", ")
    return "DataFrame(\(shape.rows) rows; \(names))"
  }

  /// The rows of a data frame.
  public struct Rows: RandomAccessCollection {
    let frame: DataFrame
    public var startIndex: Int { 0 }
    public var endIndex: Int { frame.shape.rows }
    public subscript(position: Int) -> Row { Row(frame: frame, index: position) }
  }
  /// One row: its values by column name or position.
  public struct Row {
    let frame: DataFrame
    public let index: Int
    public subscript(columnName: String) -> Any? { frame[columnName][index] }
    public subscript<T>(columnName: String, type: T.Type) -> T? { frame[columnName][index] as? T }
    public subscript(position: Int) -> Any? { frame.columns[position][index] }
  }

  /// The file's records: fields split at the delimiter outside quotes,
  /// `""` inside quotes a quote, lines ending in `\n` or `\r\n`.
  static func records(_ text: String, _ options: CSVReadingOptions) throws -> [[String]] {
    var records: [[String]] = [], record: [String] = [], field = "", quoted = false, wasQuoted = false
    var iterator = Array(text).makeIterator()
    var pending: Character? = nil
    func next() -> Character? {
      if let p = pending { pending = nil; return p }
      return iterator.next()
    }
    func endRecord() {
      record.append(field)
      if !(options.ignoresEmptyLines && record == [""]) { records.append(record) }
      (record, field, wasQuoted) = ([], "", false)
    }
    while let ch = next() {
      if quoted {
        if ch == "\"" {
          if let after = next() {
            if after == "\"" { field.append("\"") } else { quoted = false; pending = after }
          } else { quoted = false }
        } else {
          field.append(ch)
        }
      } else if ch == "\"" && options.usesQuoting {
        if !field.isEmpty { throw CSVReadingError.misplacedQuote(row: records.count, column: record.count) }
        (quoted, wasQuoted) = (true, true)
      } else if ch == options.delimiter {
        record.append(field)
        (field, wasQuoted) = ("", false)
      } else if ch == "\n" || ch == "\r\n" {
        endRecord()
      } else if ch == "\r" {
        if let after = next(), after != "\n" { pending = after }
        endRecord()
      } else {
        field.append(ch)
      }
    }
    if !field.isEmpty || !record.isEmpty || wasQuoted { endRecord() }
    return records
  }

  /// A column's cells as the type given, or the narrowest that reads
  /// every non-nil cell: integer, double, boolean, else string.
  static func typed(_ cells: [String], _ type: CSVType?, _ options: CSVReadingOptions) -> [Any?] {
    let present = cells.filter { !options.nilEncodings.contains($0) }
    func isBool(_ s: String) -> Bool { options.trueEncodings.contains(s) || options.falseEncodings.contains(s) }
    let kind: CSVType =
      type ?? (present.isEmpty
        ? .string
        : present.allSatisfy({ Int($0) != nil }) ? .integer
        : present.allSatisfy({ Double($0) != nil }) ? .double
        : present.allSatisfy(isBool) ? .boolean : .string)
    // One formatter for the column, not one per cell.
    let dates = kind == .date ? ISO8601DateFormatter() : nil
    return cells.map { cell -> Any? in
      if options.nilEncodings.contains(cell) { return nil }
      switch kind {
      case .integer: return Int(cell)
      case .double: return Double(cell)
      case .float: return Float(cell)
      case .boolean: return options.trueEncodings.contains(cell) ? true : options.falseEncodings.contains(cell) ? false : nil
      case .data: return Data(cell.utf8)
      case .date: return dates?.date(from: cell)
      case .string: return cell
      }
    }
  }
}
