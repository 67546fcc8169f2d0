import Foundation

/// A two-dimensional grid: each `GridRow` is a row, each of its views a
/// cell; any other view is a row of its own spanning every column.
///
/// Child proposal: each cell is measured unproposed to size its column (the
/// widest cell) and its row (the tallest), then proposed its cell's size.
/// Columns and rows holding flexible views share what is left of a finite
/// proposal. Own size: the columns and rows plus spacing (8 by default).
/// Placement: in its cell by `gridCellAnchor`, else by the column's
/// `gridColumnAlignment` and the row's alignment, else by the grid's.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    var inner = env
    inner.stackAxis = nil
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, inner)
    let rule = GridRule(
      alignment: alignment, hSpacing: horizontalSpacing.map { ctx.finite($0, "Grid horizontalSpacing") } ?? 8,
      vSpacing: verticalSpacing.map { ctx.finite($0, "Grid verticalSpacing") } ?? 8)
    ctx.emitParent(.container(rule), from: mark)
  }
}

/// A row of a `Grid`: each view is a cell.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, env)
    ctx.emitParent(.container(GridRowRule(alignment: alignment)), from: mark)
  }
}

/// A row of cells. Inside a Grid, the grid places the cells: the row takes
/// the space the grid gives it and puts each cell where the grid's solution
/// for that space says. Outside a Grid it lays its cells out like an HStack.
struct GridRowRule: ContainerRule {
  let alignment: VerticalAlignment?
  private var stack: StackRule { StackRule(HStackLayout(alignment: alignment ?? .center).stack) }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    if Self.isInGrid(node) { return p.replacingUnspecifiedDimensions(by: .zero) }
    return stack.sizeThatFits(p, node: node, engine: engine)
  }
  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    if Self.isInGrid(node) {
      let key = ProposalKey(proposal)
      if let placed = engine.state(of: node, CellPlacements.init).byProposal.last(where: { $0.proposal == key }) {
        return placed.cells
      }
    }
    return stack.placeSubviews(size: size, proposal: proposal, node: node, engine: engine)
  }
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { false }
  var makesChildrenAtPlacement: Bool { false }
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { engine.unionSpacing(of: node) }
  var hasOwnSpacing: Bool { false }
  func fixedSize(children: FixedChildren) -> CGSize? { nil }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { nil }
  var kindDescription: String { "GridRow" }

  /// Whether the row's parent is a Grid (which then places its cells).
  static func isInGrid(_ node: LayoutNode) -> Bool {
    guard let parent = node.parent, case .container(let rule) = parent.rule else { return false }
    return rule is GridRule
  }
}

/// Where a grid put a row's cells, per proposal the grid gave the row: a
/// grid asked about another proposal in between (a custom Layout measuring
/// it at its ideal size first) does not change where the cells go for this
/// one. Engine state, cleared with the layout.
final class CellPlacements {
  var byProposal: [(proposal: ProposalKey, cells: [ChildPlacement])] = []
}

/// Per-cell settings from `gridCellColumns`, `gridColumnAlignment`,
/// `gridCellAnchor` and `gridCellUnsizedAxes`.
nonisolated struct GridCellLayout: TransparentLayout {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set?
  var kindDescription: String {
    if let columns { return "gridCellColumns(\(columns))" }
    if let columnAlignment { return "gridColumnAlignment(\(columnAlignment.key))" }
    if let anchor { return "gridCellAnchor(\(formatLength(anchor.x)), \(formatLength(anchor.y)))" }
    return "gridCellUnsizedAxes"
  }
}

nonisolated extension View {
  /// The number of columns this cell spans.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(UnaryModifier { _ in GridCellLayout(columns: max(1, count)) })
  }
  /// The horizontal alignment of every cell in this cell's column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(UnaryModifier { _ in GridCellLayout(columnAlignment: guide) })
  }
  /// Where this cell's view sits in its cell, overriding alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(UnaryModifier { ctx in
      GridCellLayout(anchor: UnitPoint(x: ctx.finite(anchor.x, "gridCellAnchor x"), y: ctx.finite(anchor.y, "gridCellAnchor y")))
    })
  }
  /// Axes on which this cell takes the size of its column or row instead of
  /// sizing them.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(UnaryModifier { _ in GridCellLayout(unsizedAxes: axes) })
  }
}

/// A grid's layout, usable on its own (`GridLayout { GridRow { … } }`) or
/// erased (`AnyLayout(GridLayout())`), as in SwiftUI: the grid's rule.
///
/// Child proposal, own size and placement: as `Grid`'s.
public struct GridLayout: Layout, BuiltinLayout {
  public typealias Cache = Void
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox {
    let ctx = inputs.ctx
    return _SolverBox(
      GridRule(
        alignment: layout.alignment,
        hSpacing: layout.horizontalSpacing.map { ctx.finite($0, "GridLayout horizontalSpacing") } ?? 8,
        vSpacing: layout.verticalSpacing.map { ctx.finite($0, "GridLayout verticalSpacing") } ?? 8))
  }

  /// Called directly, outside a view, a grid sees its rows only (their cells
  /// are not subviews of its own): they stack as a column.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var stack = VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing ?? 8).makeCache(subviews: subviews)
    return VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing ?? 8)
      .sizeThatFits(proposal: proposal, subviews: subviews, cache: &stack)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let column = VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing ?? 8)
    var stack = column.makeCache(subviews: subviews)
    column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &stack)
  }
  var alignmentKeys: [AlignmentKey] { [] }
  var kindDescription: String { "Grid" }
}

struct GridRule: ContainerRule {
  let alignment: Alignment
  let hSpacing: CGFloat
  let vSpacing: CGFloat

  /// The most columns a grid lays out.
  static let maxColumns = 10_000

  struct Cell {
    var node: LayoutNode
    var column: Int
    var span: Int
    var anchor: UnitPoint?
    var unsized: Axis.Set = []
  }

  struct Row {
    var node: LayoutNode
    var cells: [Cell]
    var alignment: VerticalAlignment?
    var isGridRow: Bool
  }

  struct Solution {
    var columns: [CGFloat]
    var rows: [CGFloat]
    var size: CGSize
  }

  typealias Structure = (rows: [Row], columnCount: Int, columnAlignments: [Int: HorizontalAlignment])

  /// The grid's rows and cells, read once, and its solutions per proposal.
  final class State {
    var solutions = ProposalCache<Solution>()
    var structure: Structure?
  }

  private func settings(_ node: LayoutNode) -> GridCellLayout {
    var result = GridCellLayout()
    var n = node
    while true {
      switch n.rule {
      case .unary(let rule):
        if let g = rule as? GridCellLayout {
          result.columns = result.columns ?? g.columns
          result.columnAlignment = result.columnAlignment ?? g.columnAlignment
          result.anchor = result.anchor ?? g.anchor
          result.unsizedAxes = result.unsizedAxes ?? g.unsizedAxes
        }
        n = n.firstChild
      case .decorated: n = n.firstChild
      default: return result
      }
    }
  }

  private func rows(_ node: LayoutNode, _ engine: LayoutEngine) -> Structure {
    let state = engine.state(of: node, State.init)
    if let structure = state.structure { return structure }
    var rows: [Row] = []
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    var count = 0
    for child in node.children {
      if case .container(let rule) = child.rule, let rowRule = rule as? GridRowRule {
        var column = 0
        var cells: [Cell] = []
        for cellNode in child.children {
          let s = settings(cellNode)
          // A span past any sensible grid is capped, not allocated.
          let span = min(s.columns ?? 1, GridRule.maxColumns - column)
          if span <= 0 { continue }
          if let a = s.columnAlignment, columnAlignments[column] == nil { columnAlignments[column] = a }
          cells.append(Cell(node: cellNode, column: column, span: span, anchor: s.anchor, unsized: s.unsizedAxes ?? []))
          column += span
        }
        count = max(count, column)
        rows.append(Row(node: child, cells: cells, alignment: rowRule.alignment, isGridRow: true))
      } else {
        let s = settings(child)
        rows.append(
          Row(node: child, cells: [Cell(node: child, column: 0, span: 0, anchor: s.anchor, unsized: s.unsizedAxes ?? [])],
            alignment: nil, isGridRow: false))
      }
    }
    // A view outside a GridRow spans every column.
    count = max(count, 1)
    for i in rows.indices where !rows[i].isGridRow { rows[i].cells[0].span = count }
    let result = (rows, count, columnAlignments)
    state.structure = result
    return result
  }

  private func solve(_ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine) -> Solution {
    let state = engine.state(of: node, State.init)
    if let s = state.solutions.value(for: p) { return s }
    let (rows, n, _) = rows(node, engine)
    var widths = [CGFloat](repeating: 0, count: n)
    var flexibleColumns = Set<Int>()
    // Single-column cells size their column; spanning cells widen the last.
    for pass in 0..<2 {
      for row in rows {
        for cell in row.cells where !cell.unsized.contains(.horizontal) {
          let ideal = engine.size(cell.node, .unspecified).width
          if pass == 0 && cell.span == 1 {
            widths[cell.column] = max(widths[cell.column], ideal)
            if engine.size(cell.node, ProposedViewSize(width: .infinity, height: nil)).width > ideal {
              flexibleColumns.insert(cell.column)
            }
          } else if pass == 1 && cell.span > 1 {
            let last = min(n, cell.column + cell.span) - 1
            let covered = widths[cell.column...last].reduce(0, +) + CGFloat(last - cell.column) * hSpacing
            if ideal > covered { widths[last] += ideal - covered }
          }
        }
      }
    }
    let spacingW = CGFloat(max(0, n - 1)) * hSpacing
    if let w = p.width, w.isFinite, !flexibleColumns.isEmpty {
      let extra = w - spacingW - widths.reduce(0, +)
      if extra > 0 {
        for c in flexibleColumns { widths[c] += extra / CGFloat(flexibleColumns.count) }
      }
    }
    var heights = [CGFloat](repeating: 0, count: rows.count)
    var flexibleRows = Set<Int>()
    for (r, row) in rows.enumerated() {
      for cell in row.cells where !cell.unsized.contains(.vertical) {
        let w = cellWidth(cell, widths)
        let h = engine.size(cell.node, ProposedViewSize(width: w, height: nil)).height
        heights[r] = max(heights[r], h)
        if engine.size(cell.node, ProposedViewSize(width: w, height: .infinity)).height > h { flexibleRows.insert(r) }
      }
    }
    let spacingH = CGFloat(max(0, rows.count - 1)) * vSpacing
    if let h = p.height, h.isFinite, !flexibleRows.isEmpty {
      let extra = h - spacingH - heights.reduce(0, +)
      if extra > 0 {
        for r in flexibleRows { heights[r] += extra / CGFloat(flexibleRows.count) }
      }
    }
    let size =
      rows.isEmpty
      ? CGSize.zero
      : CGSize(width: widths.reduce(0, +) + spacingW, height: heights.reduce(0, +) + spacingH)
    let s = Solution(columns: widths, rows: heights, size: size)
    state.solutions.insert(s, for: p)
    return s
  }

  /// One cell as an explanation tells it.
  struct PlacedCell {
    var node: LayoutNode
    var row: Int
    var column: Int
    var span: Int
    /// false for a view outside a GridRow, a row spanning every column.
    var isInGridRow: Bool
  }

  /// The column widths, row heights and cells for a proposal (the solved
  /// layout, from the cache).
  func table(proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine)
    -> (columns: [CGFloat], rows: [CGFloat], cells: [PlacedCell])
  {
    let s = solve(proposal, node, engine)
    let cells = rows(node, engine).rows.enumerated().flatMap { r, row in
      row.cells.map { PlacedCell(node: $0.node, row: r, column: $0.column, span: $0.span, isInGridRow: row.isGridRow) }
    }
    return (s.columns, s.rows, cells)
  }

  private func cellWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    let last = min(widths.count, cell.column + cell.span) - 1
    guard last >= cell.column else { return 0 }
    return widths[cell.column...last].reduce(0, +) + CGFloat(last - cell.column) * hSpacing
  }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    solve(p, node, engine).size
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    let s = solve(proposal, node, engine)
    let (rows, _, columnAlignments) = rows(node, engine)
    var xs: [CGFloat] = []
    var x: CGFloat = 0
    for w in s.columns {
      xs.append(x)
      x += w + hSpacing
    }
    var placements: [ChildPlacement] = []
    var y: CGFloat = 0
    for (r, row) in rows.enumerated() {
      let rowHeight = s.rows[r]
      var cellPlacements: [ChildPlacement] = []
      for cell in row.cells {
        let cellSize = CGSize(width: cellWidth(cell, s.columns), height: rowHeight)
        let p = ProposedViewSize(cellSize)
        let dims = engine.dimensions(cell.node, p)
        var origin: CGPoint
        if let anchor = cell.anchor {
          origin = CGPoint(
            x: anchorOffset(anchor.x, cellSize.width - dims.width), y: anchorOffset(anchor.y, cellSize.height - dims.height))
        } else {
          let a = Alignment(
            horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
            vertical: row.alignment ?? alignment.vertical)
          origin = alignedOrigin(of: dims, in: cellSize, alignment: a)
        }
        origin.x += xs.isEmpty ? 0 : xs[min(cell.column, xs.count - 1)]
        cellPlacements.append(ChildPlacement(origin: origin, proposal: p))
      }
      if row.isGridRow {
        // The row spans the grid's width; its cells sit where the grid says.
        let rowProposal = ProposedViewSize(width: s.size.width, height: rowHeight)
        let key = ProposalKey(rowProposal.sanitized)
        let placed = engine.state(of: row.node, CellPlacements.init)
        placed.byProposal.removeAll { $0.proposal == key }
        placed.byProposal.append((key, cellPlacements))
        placements.append(ChildPlacement(origin: CGPoint(x: 0, y: y), proposal: rowProposal))
      } else {
        var single = cellPlacements[0]
        single.origin.y += y
        placements.append(single)
      }
      y += rowHeight + vSpacing
    }
    return placements
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { false }
  var makesChildrenAtPlacement: Bool { false }
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { engine.unionSpacing(of: node) }
  var hasOwnSpacing: Bool { false }
  func fixedSize(children: FixedChildren) -> CGSize? { nil }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { nil }
  var kindDescription: String { "Grid" }
}
