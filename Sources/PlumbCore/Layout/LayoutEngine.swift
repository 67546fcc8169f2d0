import Foundation
import Synchronization

private let engineCounter = Atomic<UInt64>(0)

/// The solver: sizes nodes per proposal (cached), reports guides, and
/// places the tree in one final pass.
///
/// Each node caches its size per proposal, so however often parents ask, a
/// node's own rule runs a bounded number of times per layout; `measurements`
/// counts those runs.
package final class LayoutEngine {
  package let measurer: any TextMeasurer
  /// How many times a node's sizing rule ran (cache misses).
  @exclusivity(unchecked) package private(set) var measurements = 0

  /// Every node's sizes per proposal.
  @exclusivity(unchecked) var sizes = SizeTable()

  /// Set to record the stacks' decisions for `LayoutResult.explanation`.
  @exclusivity(unchecked) package var recorder: LayoutRecorder?

  /// Unique per engine: a node's caches belong to one engine at a time, so
  /// laying out the same tree again starts fresh.
  let id: UInt64

  package init(measurer: any TextMeasurer) {
    self.measurer = measurer
    id = engineCounter.add(1, ordering: .relaxed).newValue
  }

  // MARK: Sizing

  package func size(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
    if let fixed = node.fixedSize { return fixed }
    let p = proposal.sanitized
    // Colors and shapes take their proposal: arithmetic, not a measurement.
    if let fill = node.fillDefault { return p.replacingUnspecifiedDimensions(by: fill) }
    if let child = node.sizedByChild { return child._withUnsafeGuaranteedRef { size($0, p) } }
    let row = node.claim(for: self)
    let key = ProposalKey(p)
    if let cached = sizes.value(row, key) { return cached }
    measurements += 1
    let s: CGSize
    if let box = node.box {
      s = box._withUnsafeGuaranteedRef { $0.sizeThatFits(p, node: node, engine: self) }
    } else {
      s = measure(node, p)
    }
    let clean = s.sanitized
    sizes.insert(clean, row, key)
    return clean
  }

  /// Runs a leaf's, modifier's or decoration's sizing rule.
  private func measure(_ node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
    let s: CGSize
    switch node.rule {
    case .leaf(let leaf):
      s = leaf.sizeThatFits(p, engine: self)
    case .unary(let rule):
      s = rule.sizeThatFits(p, child: LayoutChild(engine: self, node: node.children[0]))
    case .container(let box):
      s = box.sizeThatFits(p, node: node, engine: self)
    case .decorated:
      s = size(node.children[0], p)
    }
    return s
  }

  package func dimensions(_ node: LayoutNode, _ proposal: ProposedViewSize) -> ViewDimensions {
    let p = proposal.sanitized
    let s = size(node, p)
    guard node.hasExplicitGuides else { return ViewDimensions(size: s) }
    return ViewDimensions(size: s) { key in
      self.explicitGuide(node, key, p)
    }
  }

  // MARK: Guides

  /// The node's explicit value for a guide, in its own coordinates, or nil
  /// when nothing in its subtree sets one.
  package func explicitGuide(_ node: LayoutNode, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
    guard node.hasExplicitGuides else { return nil }
    let p = proposal.sanitized
    let s = size(node, p)
    switch node.rule {
    case .leaf(let leaf):
      return leaf.explicitGuide(key, size: s, proposal: p, engine: self)
    case .unary(let rule):
      return rule.explicitGuide(key, size: s, proposal: p, child: LayoutChild(engine: self, node: node.children[0]))
    case .container(let box):
      if let v = box.explicitAlignment(key, size: s, proposal: p, node: node, engine: self) {
        return v
      }
      return mergedGuide(node, key, p)
    case .decorated:
      return explicitGuide(node.children[0], key, p)
    }
  }

  /// A container's default: its children's explicit values, in its own
  /// coordinates, combined as the guide combines them (mean; min and max
  /// for the text baselines).
  func mergedGuide(_ node: LayoutNode, _ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
    let placed = placements(node, p)
    var values: [CGFloat] = []
    for (child, place) in zip(node.children, placed) where child.hasExplicitGuides {
      if let v = explicitGuide(child, key, place.proposal) {
        values.append(v + place.origin[key.axis])
      }
    }
    return key.combine(values)
  }

  // MARK: Placement

  /// Where each child of `node` goes when `node` is proposed `proposal`.
  package func placements(_ node: LayoutNode, _ proposal: ProposedViewSize) -> [ChildPlacement] {
    let p = proposal.sanitized
    if node.children.isEmpty { return [] }
    _ = node.claim(for: self)
    let caches = node.cachesCreatingIfNeeded()
    if let cached = caches.placements.value(for: p) { return cached }
    let s = size(node, p)
    let result: [ChildPlacement]
    switch node.rule {
    case .leaf:
      result = []
    case .unary(let rule):
      result = [rule.placement(in: s, proposal: p, child: LayoutChild(engine: self, node: node.children[0]))]
    case .container(let box):
      result = box.placeSubviews(size: s, proposal: p, node: node, engine: self)
    case .decorated(let deco):
      var r = [ChildPlacement(origin: .zero, proposal: p)]
      let decoProposal = ProposedViewSize(s)
      for child in node.children.dropFirst() {
        let d = dimensions(child, decoProposal)
        r.append(ChildPlacement(origin: alignedOrigin(of: d, in: s, alignment: deco.alignment), proposal: decoProposal))
      }
      result = r
    }
    caches.placements.insert(result, for: p)
    return result
  }

  /// Lays out the tree: sizes the root for `proposal`, then writes every
  /// node's frame in root coordinates. Iterative, so deep trees cannot
  /// overflow the stack in this pass.
  package func layout(root: LayoutNode, proposal: ProposedViewSize) -> CGSize {
    let rootSize = size(root, proposal)
    var stack: [(LayoutNode, CGPoint, ProposedViewSize, Bool)] = [(root, .zero, proposal.sanitized, false)]
    while let (node, origin, p, hidden) = stack.popLast() {
      let s = size(node, p)
      node.frame = CGRect(origin: origin, size: s)
      node.proposal = p
      node.isHidden = hidden
      guard !node.children.isEmpty else { continue }
      var offset = CGSize.zero
      if case .unary(let rule) = node.rule { offset = rule.drawingOffset }
      let placed = placements(node, p)
      for (child, place) in zip(node.children, placed).reversed() {
        let o = CGPoint(
          x: origin.x + place.origin.x + offset.width,
          y: origin.y + place.origin.y + offset.height)
        stack.append((child, o, place.proposal, hidden || place.hidden))
      }
    }
    return rootSize
  }

  package func priority(of node: LayoutNode) -> Double {
    node.layoutPriority
  }


}
