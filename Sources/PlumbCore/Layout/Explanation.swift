import Foundation
import Synchronization

/// Collects the decisions stacks make while solving, for
/// `LayoutResult.explanation` and step-by-step figures.
package final class LayoutRecorder {
  private var stacks: [LayoutNode: [(ProposalKey, StackDecisions)]] = [:]

  /// Keeps the latest record per proposal and alignment (a ZStack records
  /// one per axis).
  func record(_ d: StackDecisions, for node: LayoutNode?, proposal: ProposedViewSize) {
    guard let node else { return }
    let key = ProposalKey(proposal)
    stacks[node, default: []].removeAll { $0.0 == key && $0.1.alignment == d.alignment }
    stacks[node, default: []].append((key, d))
  }

  /// What a stack decided for the proposal it was finally placed with.
  package func decisions(for node: LayoutNode, proposal: ProposedViewSize) -> StackDecisions? {
    allDecisions(for: node, proposal: proposal).first
  }

  /// Every record for the node's final proposal (a ZStack has two).
  package func allDecisions(for node: LayoutNode, proposal: ProposedViewSize) -> [StackDecisions] {
    let key = ProposalKey(proposal)
    return (stacks[node] ?? []).filter { $0.0 == key }.map(\.1)
  }
}

/// One child offered space by a stack, in the order offered.
package struct DivisionStep: Sendable {
  package var child: Int
  package var priority: Double
  package var flexibility: CGFloat
  package var offered: CGFloat
  package var took: CGFloat
  /// Space kept back for the minimum sizes of lower-priority children.
  package var lowerMinimum: CGFloat
}

/// One step of seed 000's alignment process.
package struct AlignmentStep: Sendable {
  package var child: Int
  package var guide: CGFloat
  package var valueBefore: CGFloat
  package var valueAfter: CGFloat
}

/// Everything one stack decided for one proposal.
package struct StackDecisions: Sendable {
  package var axis: Axis
  package var alignment: AlignmentKey
  package var proposal: ProposedViewSize
  package var names: [String] = []
  package var spacing: CGFloat = 0
  package var division: [DivisionStep] = []
  package var steps: [AlignmentStep] = []
  package var placements: [ChildPlacement] = []
  package var size: CGSize = .zero
  /// A ZStack's record for one of its two axes.
  package var isZStack = false

  init(axis: Axis, alignment: AlignmentKey, proposal: ProposedViewSize) {
    self.axis = axis
    self.alignment = alignment
    self.proposal = proposal
  }

  mutating func alignment(child: Int, guide: CGFloat, valueBefore: CGFloat, valueAfter: CGFloat) {
    steps.append(AlignmentStep(child: child, guide: guide, valueBefore: valueBefore, valueAfter: valueAfter))
  }

  /// The cross-axis offset of each child placed so far, after step `k`
  /// (0-based): children after `k` are not placed yet.
  package func offsets(afterStep k: Int) -> [CGFloat] {
    let value = steps[k].valueAfter
    return (0...k).map { value - steps[$0].guide }
  }

  /// The narrative, in the seed's terms.
  package func narrative(kind: String, frame: CGRect) -> [String] {
    let f = formatLength
    let major = axis == .horizontal ? "width" : "height"
    let crossName = axis == .horizontal ? "y" : "x"
    let move = axis == .horizontal ? "down" : "right"
    var lines = ["\(kind) at (\(f(frame.minX)), \(f(frame.minY))), \(f(frame.width)) × \(f(frame.height)):"]
    if isZStack {
      lines.removeAll()
    } else if let offered = proposal[axis] {
      lines.append("  Space: \(f(offered)) offered along the \(major); spacing \(f(spacing)) leaves \(f(offered - spacing)).")
      lines.append("  Children are offered space least flexible first (flexibility = size at infinity minus size at 0), higher layoutPriority before lower:")
      for (k, step) in division.enumerated() {
        var why = "flexibility \(f(step.flexibility))"
        if step.priority != 0 { why = "priority \(step.priority), " + why }
        var line = "    \(k + 1). \(names[step.child]) (\(why)) is offered \(f(step.offered)) and takes \(f(step.took))"
        if step.lowerMinimum > 0 { line += ", \(f(step.lowerMinimum)) kept for lower-priority minimums" }
        lines.append(line + ".")
      }
    } else {
      lines.append("  Space: no \(major) was offered, so each child is proposed its ideal \(major).")
    }
    let label = isZStack ? (alignment.axis == .horizontal ? "Horizontal alignment" : "Vertical alignment") : "Alignment"
    lines.append("  \(label) on \(alignment), child by child:")
    lines.append("    The stack's alignment value starts at 0.")
    for step in steps {
      let name = names[step.child]
      let g = f(step.guide), before = f(step.valueBefore)
      let head = "    \(name)'s \(alignment) guide is \(g)"
      if step.child == 0 {
        if step.guide > 0 {
          lines.append("\(head), greater than 0; there is nothing to move, so it is placed at 0 and the value becomes \(g).")
        } else if step.guide == 0 {
          lines.append("\(head), equal to 0, so it is placed at 0 and the value stays 0.")
        } else {
          lines.append("\(head); as the first child it is placed at 0 and the value becomes \(g).")
        }
      } else if step.guide > step.valueBefore {
        lines.append(
          "\(head), greater than \(before), so the children before it move \(move) by \(f(step.guide - step.valueBefore)) and the value becomes \(g).")
      } else if step.guide == step.valueBefore {
        lines.append("\(head), equal to \(before), so it is placed at 0.")
      } else {
        lines.append("\(head), smaller than \(before), so it is placed at \(f(step.valueBefore - step.guide)).")
      }
    }
    let cross = axis.other
    let finals = placements.map { f($0.origin[cross]) }.joined(separator: ", ")
    lines.append("  Result: \(crossName) = \(finals); \(cross == .vertical ? "height" : "width") \(f(size[cross])).")
    return lines
  }
}

extension LayoutNode {
  /// A readable name: the view's id, else the view under its modifiers.
  package var displayName: String {
    var n = self
    while true {
      if let id = n.viewID { return id }
      switch n.rule {
      case .unary: n = n.firstChild
      case .decorated: n = n.firstChild
      default: return n.kindDescription
      }
    }
  }
}

extension LayoutNode {
  /// A subview's part in its container's narrative: what it was proposed,
  /// its size and its frame, as the layout pass wrote them.
  fileprivate func placementSummary(_ engine: LayoutEngine) -> String {
    let f = formatLength
    let proposal = engine.proposal(self), frame = engine.frame(self)
    func dim(_ v: CGFloat?) -> String { v.map(f) ?? "nil" }
    return "proposed \(dim(proposal.width)) × \(dim(proposal.height)), size \(f(frame.width)) × \(f(frame.height)), "
      + "frame (\(f(frame.minX)), \(f(frame.minY)), \(f(frame.width)), \(f(frame.height)))"
  }

  fileprivate func headline(_ engine: LayoutEngine) -> String {
    let f = formatLength
    let frame = engine.frame(self)
    return "\(kindDescription) at (\(f(frame.minX)), \(f(frame.minY))), \(f(frame.width)) × \(f(frame.height)):"
  }

  fileprivate func offer(_ engine: LayoutEngine) -> String {
    let proposal = engine.proposal(self)
    return "Offered \(proposal.width.map(formatLength) ?? "nil") × \(proposal.height.map(formatLength) ?? "nil")."
  }

  /// A custom `Layout` (or any container that records no decisions): each
  /// subview in order, with what it was proposed, its size and its frame.
  fileprivate func subviewNarrative(_ engine: LayoutEngine) -> [String] {
    var lines = [headline(engine), "  \(offer(engine)) Each subview's proposal, size and frame:"]
    for child in children where !engine.isHidden(child) {
      lines.append("    \(child.displayName): \(child.placementSummary(engine)).")
    }
    return lines
  }

  /// A Grid: its columns and rows, then each cell with its place in the
  /// grid, its proposal (the cell's size), its size and its frame.
  fileprivate func gridNarrative(_ grid: GridRule, _ engine: LayoutEngine) -> [String] {
    let f = formatLength
    let table = grid.table(proposal: engine.proposal(self), node: self, engine: engine)
    var lines = [
      headline(engine),
      "  \(offer(engine)) Columns \(table.columns.map(f).joined(separator: ", ")) wide; rows \(table.rows.map(f).joined(separator: ", ")) high; "
        + "spacing \(f(grid.hSpacing)) across, \(f(grid.vSpacing)) down.",
      "  Each cell is proposed its cell's size; each cell's proposal, size and frame:",
    ]
    for cell in table.cells where !engine.isHidden(cell.node) {
      let columns =
        !cell.isInGridRow ? "all columns"
        : cell.span == 1 ? "column \(cell.column + 1)" : "columns \(cell.column + 1)–\(cell.column + cell.span)"
      lines.append("    \(cell.node.displayName) (row \(cell.row + 1), \(columns)): \(cell.node.placementSummary(engine)).")
    }
    return lines
  }
}

extension LayoutResult {
  /// How each stack divided its space and aligned its children, in the
  /// seed's terms; for a Grid or a custom `Layout`, what each subview was
  /// proposed, its size and its frame. It is the solver's own record: the
  /// same layout runs again with recording on, through the same code.
  public var explanation: String {
    withRecordedDecisions { recorder in
      var out: [String] = []
      var stack = [root]
      while let node = stack.popLast() {
        let frame = engine.frame(node), proposal = engine.proposal(node)
        let all = recorder.allDecisions(for: node, proposal: proposal)
        if let first = all.first, first.isZStack {
          let f = formatLength
          out.append("\(node.kindDescription) at (\(f(frame.minX)), \(f(frame.minY))), \(f(frame.width)) × \(f(frame.height)):")
          let offer = proposal == .unspecified ? "nothing (ideal sizes)" : "\(proposal)"
          out.append("  Space: every child is proposed what the ZStack was offered: \(offer).")
          for d in all.sorted(by: { $0.axis.rawValue > $1.axis.rawValue }) {
            out.append(contentsOf: d.narrative(kind: node.kindDescription, frame: frame))
          }
        } else if let d = all.first {
          out.append(contentsOf: d.narrative(kind: node.kindDescription, frame: frame))
        } else if case .container(let rule) = node.rule, !engine.isHidden(node) {
          if let grid = rule as? GridRule {
            out.append(contentsOf: node.gridNarrative(grid, engine))
          } else if !(rule is GridRowRule && GridRowRule.isInGrid(node)) {
            // A grid's rows are told with the grid.
            out.append(contentsOf: node.subviewNarrative(engine))
          }
        }
        stack.append(contentsOf: node.children.reversed())
      }
      return out.isEmpty ? "No containers." : out.joined(separator: "\n")
    }
  }

  /// Lays the table out again, on an engine of its own with a recorder:
  /// the same code as the layout it explains (the rules record what they
  /// decide as they decide it), and the result's own engine is not touched.
  package func withRecordedDecisions<T>(_ body: (LayoutRecorder) -> T) -> T {
    // The lock: the measurer and the user's Layout code are shared with
    // the result's engine.
    engine.lock.lock()
    defer { engine.lock.unlock() }
    let recorder = LayoutRecorder()
    let recording = LayoutEngine(table: table, measurer: engine.measurer)
    recording.recorder = recorder
    let (root, p) = (self.root, engine.proposal(self.root))
    let rtl = environment.layoutDirection == .rightToLeft
    _ = runWithDeepStack(if: root.height > deepTreeHeight) { recording.layout(root: root, proposal: p, rightToLeft: rtl) }
    return body(recorder)
  }
}
