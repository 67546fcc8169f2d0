import Foundation
import Plumb
import Testing

/// Keeps docs/swiftui-coverage.md true: every API it marks `supported` or
/// `inert` is used in CoverageUsage.swift under a `// coverage: <API>`
/// marker (so it compiles), every marker names such a row, and every row has
/// one of the three statuses. Paths are relative to the package root, the
/// working directory under `swift test`.
@MainActor @Suite struct CoverageTests {
  static let docPath = "docs/swiftui-coverage.md"
  static let usagePath = "Tests/PlumbTests/CoverageUsage.swift"
  static let statuses: Set<String> = ["supported", "inert", "missing"]
  /// The statuses whose APIs must compile, and so have a marker.
  static let usable: Set<String> = ["supported", "inert"]

  struct Row {
    var api: String
    var status: String
    var line: Int
  }

  /// The rows of every table, and the table lines that are not a header
  /// `| API | Status | Note |`, a separator or a row of three cells.
  static func parse(_ doc: String) -> (rows: [Row], malformed: [String]) {
    var rows: [Row] = [], malformed: [String] = []
    for (i, raw) in doc.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("|") else { continue }
      var cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      // The empty strings before the first bar and after the last.
      cells.removeFirst()
      if cells.last == "" { cells.removeLast() }
      if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }) { continue }
      if cells.first == "API" {
        if cells != ["API", "Status", "Note"] {
          malformed.append("line \(i + 1): header should be `| API | Status | Note |`: \(line)")
        }
        continue
      }
      guard cells.count == 3, !cells[0].isEmpty else {
        malformed.append("line \(i + 1): expected three cells (API, Status, Note): \(line)")
        continue
      }
      rows.append(Row(api: apiName(cells[0]), status: cells[1], line: i + 1))
    }
    return (rows, malformed)
  }

  /// The first column less its enclosing backticks: `` `padding(_:)` ``
  /// is `padding(_:)`, as a marker writes it.
  static func apiName(_ cell: String) -> String {
    if cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`"), cell.filter({ $0 == "`" }).count == 2 {
      return String(cell.dropFirst().dropLast())
    }
    return cell
  }

  /// Each `// coverage: <API>` marker, on a line of its own or after code.
  static func markers(in source: String) -> [(api: String, line: Int)] {
    source.components(separatedBy: "\n").enumerated().compactMap { i, line in
      guard let r = line.range(of: "// coverage:") else { return nil }
      return (line[r.upperBound...].trimmingCharacters(in: .whitespaces), i + 1)
    }
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func everyRowHasAKnownStatus() throws {
    let (rows, malformed) = Self.parse(try Self.read(Self.docPath))
    #expect(rows.count > 100, "found \(rows.count) rows in \(Self.docPath): is the table still parsed?")
    for problem in malformed {
      Issue.record("\(Self.docPath) \(problem)")
    }
    for row in rows where !Self.statuses.contains(row.status) {
      Issue.record(
        "\(Self.docPath):\(row.line): \(row.api) has status '\(row.status)'; use supported, inert or missing")
    }
  }

  @Test func everyAPIIsListedOnce() throws {
    let (rows, _) = Self.parse(try Self.read(Self.docPath))
    let byName = Dictionary(grouping: rows, by: \.api)
    for (api, listed) in byName.sorted(by: { $0.key < $1.key }) where listed.count > 1 {
      Issue.record("\(Self.docPath): \(api) is listed \(listed.count) times, lines \(listed.map(\.line))")
    }
  }

  @Test func everySupportedOrInertAPIIsUsed() throws {
    let (rows, _) = Self.parse(try Self.read(Self.docPath))
    let marked = Set(Self.markers(in: try Self.read(Self.usagePath)).map(\.api))
    #expect(!marked.isEmpty, "no `// coverage:` markers in \(Self.usagePath)")
    for row in rows where Self.usable.contains(row.status) && !marked.contains(row.api) {
      Issue.record(
        """
        \(Self.docPath):\(row.line): \(row.api) is \(row.status) but \(Self.usagePath) has no \
        `// coverage: \(row.api)` marker: use the API there under one, or mark the row missing
        """)
    }
  }

  @Test func everyMarkerNamesASupportedOrInertAPI() throws {
    let (rows, _) = Self.parse(try Self.read(Self.docPath))
    let status = Dictionary(rows.map { ($0.api, $0.status) }, uniquingKeysWith: { a, _ in a })
    for marker in Self.markers(in: try Self.read(Self.usagePath)) {
      guard let s = status[marker.api] else {
        Issue.record(
          "\(Self.usagePath):\(marker.line): marker '\(marker.api)' names no row of \(Self.docPath)")
        continue
      }
      if !Self.usable.contains(s) {
        Issue.record(
          "\(Self.usagePath):\(marker.line): marker '\(marker.api)' names a row marked \(s), not supported or inert")
      }
    }
  }

  // The usage file is laid out, not only compiled.

  /// A row of 10 × 10 and 10 × 20 at spacing 4 (24 × 20), a 10 × 10
  /// ZStackLayout, and CoverageEqualWidths' two cells 30 wide, 8 apart
  /// (68 × 10): stacked 8 apart, 68 × (20 + 8 + 10 + 8 + 10).
  @Test func customAndErasedLayoutsLayOut() {
    let result = LayoutResult(of: CoverageLayouts(), measurer: FixedAdvanceTextMeasurer())
    #expect(result.size == CGSize(width: 68, height: 56))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// At width 200 the first row's spacers stretch it to 200, and
  /// ViewThatFits shows its 50-wide child, not the 500-wide one. Heights,
  /// 4 apart: 10, 30, the grid's 22, 10, a tuple's two 5s, two padded 7s,
  /// three texts of 21.25 (17 × 1.25), four 2s and a 4: 171.75 + 15 × 4.
  @Test func containersLayOut() {
    let result = LayoutResult(
      of: CoverageContainers(), proposal: ProposedViewSize(width: 200, height: nil),
      measurer: FixedAdvanceTextMeasurer())
    #expect(result.size == CGSize(width: 200, height: 231.75))
  }

  /// The data-flow view reads its initial values: "2 Ada Observed Plumb 0"
  /// (22 characters, 187 wide), four rows 5 high (10, 5, 10 and 10 wide:
  /// `.constant(false)` is the 5) and a 6-point square, 5 apart (the gap's
  /// default 4, plus 1).
  @Test func dataFlowLaysOut() {
    let result = LayoutResult(of: CoverageDataFlowRoot(), measurer: FixedAdvanceTextMeasurer())
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.frames.contains { $0.kind == "Text(\"2 Ada Observed Plumb 0\")" })
    #expect(result.size == CGSize(width: 187, height: 21.25 + 4 * 5 + 21.25 + 6 + 6 * 5))
  }

  /// Every usage view lays out without a diagnostic (the images it names
  /// are in Fixtures/images), and the renderer's shapes take their frame.
  @Test func usageViewsLayOutCleanly() throws {
    let views: [any View] = [
      CoverageTextAndImages(), CoverageContainers(), CoverageShapes(), CoverageColors(), CoveragePositionAndSafeArea(), CoverageShapesAndPaths(), CoverageSystemColors(), CoverageBlurAndMask(), CoverageLazyGrids(), CoverageAsyncImage(), CoverageTimeline(), CoverageCanvas(),
      CoverageLayoutModifiers(), CoverageDrawingModifiers(), CoverageText(), CoverageEnvironment(),
      CoverageAccessibility(), CoverageObserving(model: CoverageModel()), CoverageComposition(),
      CoverageLayouts(), CoverageDataFlowRoot(), CoverageInteraction(), CoverageDatesAndDynamicType(),
      CoveragePresentation(isPresented: .constant(true), recipe: .constant(CoverageRecipe(id: 1))),
      CoverageControls(), CoverageLists(), CoverageUIKit(), CoverageOlderSpellings(), CoverageScrollEffects(), CoverageAnchors(), CoverageAppearance(), CoverageLocalization(), CoverageShapeShorthands(),
      CoverageLiquidGlass(), CoverageRealFiles(), CoverageTabsAndShapes(), CoverageCustomContainers(), CoverageTextRenderer(), CoverageMoreInert(), CoverageDocumentedForms(), CoverageEnvironmentalBits(), CoverageRecentForms(), CoverageSessionForms(), CoverageLibraryForms(),
    ]
    for view in views {
      let result = LayoutResult(
        of: AnyView(view), measurer: FixedAdvanceTextMeasurer(), environment: coverageEnvironment)
      #expect(result.diagnostics.isEmpty, "\(type(of: view)): \(result.diagnostics)")
    }
    #expect(try coverageRenderer().layout().size == CGSize(width: 260, height: 20))
  }
}
