import Foundation

/// The solver: sizes nodes per proposal (cached), reports guides, and
/// places the tree in one final pass.
///
/// The engine owns everything a layout computes, in rows indexed by node:
/// each node's sizes per proposal (`SizeTable`), so however often parents
/// ask, a node's own rule runs a bounded number of times per layout
/// (`measurements` counts those runs); placements and guide values cached
/// for nodes with explicit guides; each container rule's state; and the
/// frames the placement pass writes. The table it lays out is not changed.
///
/// `@unchecked Sendable`: an engine lays out on one thread; once its layout
/// is shared (in a `LayoutResult`), everything that can run the solver
/// again or read its caches holds `lock`.
package final class LayoutEngine: @unchecked Sendable {
  package let measurer: any TextMeasurer
  /// The lowered input.
  package let table: NodeTable
  /// How many times a node's sizing rule ran (cache misses).
  @exclusivity(unchecked) package private(set) var measurements = 0

  /// Every node's sizes per proposal.
  @exclusivity(unchecked) var sizes = SizeTable()

  // Per-node rows, indexed by node (grown when a GeometryReader adds nodes).
  /// Each node's row in `sizes`, and its frame, proposal and visibility
  /// as the placement pass wrote them.
  @exclusivity(unchecked) private var rows = NodeRows()
  /// Placements and guide values, for the nodes with explicit guides.
  @exclusivity(unchecked) private var caches: [Int32: NodeCaches] = [:]
  /// What container rules keep between sizing and placing.
  @exclusivity(unchecked) private var states: [Int32: AnyObject] = [:]
  /// The spacing of the nodes that have their own (`hasOwnSpacing`).
  @exclusivity(unchecked) private var spacings: [Int32: ViewSpacing] = [:]

  /// Held by every use of a finished layout that can run the solver again
  /// (dumps, drawings, explanations): a `LayoutResult` is shared across
  /// threads, and its caches are not. Recursive: an explanation draws.
  package let lock = NSRecursiveLock()

  /// Set to record the stacks' decisions for `LayoutResult.explanation`.
  @exclusivity(unchecked) package var recorder: LayoutRecorder?


  /// Every text measured in this layout, per width: a text is shaped once
  /// per width however often layout asks for its size and baselines.
  @exclusivity(unchecked) private var texts: [TextMeasureKey: TextMetrics] = [:]

  /// How many times the measurer shaped a text (cache misses).
  @exclusivity(unchecked) package private(set) var textMeasurements = 0

  /// How many times a container's or modifier's placement rule ran.
  @exclusivity(unchecked) package private(set) var placementComputations = 0

  /// How many times a node's explicit guide was computed (cache misses).
  @exclusivity(unchecked) package private(set) var guideEvaluations = 0

  /// Bad values met while laying out (a guide closure or a custom
  /// `Layout` returning NaN, a placement at infinity), each once, in the
  /// order met: `LayoutResult.diagnostics` ends with them.
  @exclusivity(unchecked) package private(set) var diagnostics: [String] = []

  /// Notes a bad value and what was used instead.
  package func diagnose(_ message: String) {
    if !diagnostics.contains(message) { diagnostics.append(message) }
  }

  /// A coordinate from user code or arithmetic on it: NaN or infinite
  /// becomes 0, noted.
  package func finiteCoordinate(_ v: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
    if v.isFinite { return v }
    diagnose("\(what()) is \(v); used 0")
    return 0
  }

  /// An origin with each non-finite coordinate 0; out of line and free of
  /// the node, so the placement pass pays two subtractions per node.
  @inline(never)
  private static func finiteOrigin(_ o: CGPoint) -> CGPoint {
    CGPoint(x: o.x.isFinite ? o.x : 0, y: o.y.isFinite ? o.y : 0)
  }

  /// The text's metrics wrapped at `width`, shaped once per width.
  package func textMetrics(_ content: TextContent, width: CGFloat?) -> TextMetrics {
    let key = TextMeasureKey(content: content, width: width.map { UInt64($0.bitPattern) } ?? UInt64.max)
    if let cached = texts[key] { return cached }
    textMeasurements += 1
    let m = measurer.measure(content, width: width)
    texts[key] = m
    return m
  }

  package init(table: NodeTable, measurer: any TextMeasurer) {
    self.table = table
    self.measurer = measurer
    growRows()
  }

  /// Makes a row for every node of the table.
  func growRows() {
    rows.grow(to: table.count)
  }

  /// Forgets everything computed: the next layout starts fresh.
  package func clear() {
    sizes = SizeTable()
    rows.clear()
    caches = [:]
    states = [:]
    spacings = [:]
    texts = [:]
  }

  /// The node's frame in root coordinates, from the last layout.
  package func frame(_ node: LayoutNode) -> CGRect { rows[node.index].frame }
  /// The proposal the node's parent made in the last layout.
  package func proposal(_ node: LayoutNode) -> ProposedViewSize { rows[node.index].proposal }
  /// Whether the node is hidden (a ViewThatFits child not chosen).
  package func isHidden(_ node: LayoutNode) -> Bool { rows[node.index].hidden }

  /// The state a container rule keeps for `node`, made on first use.
  func state<T: AnyObject>(of node: LayoutNode, _ make: () -> T) -> T {
    if let s = states[node.index] { return stateDowncast(s, to: T.self) }
    let made = make()
    states[node.index] = made
    return made
  }

  /// The node's caches, allocated on first use.
  private func cachesCreatingIfNeeded(_ node: LayoutNode) -> NodeCaches {
    if let c = caches[node.index] { return c }
    let made = NodeCaches()
    caches[node.index] = made
    return made
  }

  /// The node's row in the size table.
  @inline(__always)
  private func sizeRow(_ node: LayoutNode) -> Int {
    let r = rows.sizeRow(node.index)
    if r >= 0 { return Int(r) }
    let made = sizes.newRow()
    rows.setSizeRow(node.index, made)
    return Int(made)
  }

  /// Appends a GeometryReader's content under `node`.
  func attachChildren(_ nodes: [LayoutNode], to node: LayoutNode) {
    table.attachChildren(nodes, to: node)
    growRows()
  }

  // MARK: Sizing

  package func size(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize { quickSize(node, proposal) }

  /// `size(_:_:)` inlined where it is hot (the stack algorithm's probes and
  /// the placement pass, where most children are leaves): a leaf that
  /// ignores or takes its proposal is answered from its record without a
  /// call; a measured node goes to its cache.
  @inline(__always)
  func quickSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
    let record = node.record
    switch record.pointee.sizing {
    case .fixed: return record.pointee.intrinsic
    // Colors and shapes take their proposal: arithmetic, not a measurement.
    case .fill: return proposal.sanitized.replacingUnspecifiedDimensions(by: record.pointee.intrinsic)
    case .measured: return measuredSize(node, proposal)
    }
  }

  /// A measured node's size: through the child that sizes it, or from the
  /// cache, or by running its rule once for the proposal.
  private func measuredSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
    let p = proposal.sanitized
    if let child = node.sizedByChild { return size(child, p) }
    let row = sizeRow(node)
    let key = ProposalKey(p)
    if let cached = sizes.value(row, key) { return cached }
    measurements += 1
    let s = measure(node, p)
    let clean = s.sanitized
    sizes.insert(clean, row, key)
    return clean
  }

  /// Runs the node's sizing rule, in place in the table.
  @inline(__always)
  private func measure(_ node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
    node.ruleSizeThatFits(p, engine: self)
  }

  /// The spacing `node` prefers around it: an ordinary view's unless its
  /// subtree has text, a Spacer or a custom `Layout`; those are worked
  /// out once per layout.
  package func spacing(_ node: LayoutNode) -> ViewSpacing {
    guard node.hasOwnSpacing else { return .view }
    if let s = spacings[node.index] { return s }
    let s = node.record.pointee.rule.viewSpacing(node: node, engine: self)
    spacings[node.index] = s
    return s
  }

  /// Every child's spacing merged, on every edge (SwiftUI's default for a
  /// container); an ordinary view's when the container has no children.
  func unionSpacing(of node: LayoutNode) -> ViewSpacing {
    let children = node.children
    guard children.count > 0 else { return .view }
    var s = ViewSpacing()
    for child in children { s.formUnion(spacing(child)) }
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
  ///
  /// Values are cached per node, guide and proposal: a parent's placement
  /// asks its child for both axes' guides and then for the guide itself,
  /// so without the cache a chain of n frames over a text costs 3ⁿ.
  package func explicitGuide(_ node: LayoutNode, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
    guard node.hasExplicitGuides else { return nil }
    let p = proposal.sanitized
    // An explanation reads guides from the cache too: only the placement
    // pass runs the rules again, for the record, so explaining costs a
    // layout pass, not a guide query per nesting level (which doubled
    // with each level).
    let caches = cachesCreatingIfNeeded(node)
    let pk = ProposalKey(p)
    if let hit = caches.guides.first(where: { $0.key == key && $0.proposal == pk }) { return hit.value }
    let v = computeGuide(node, key, p)
    caches.guides.append(GuideCacheEntry(key: key, proposal: pk, value: v))
    return v
  }

  private func computeGuide(_ node: LayoutNode, _ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
    guideEvaluations += 1
    let s = size(node, p)
    return node.ruleExplicitGuide(key, size: s, proposal: p, engine: self)
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
    if node.children.isEmpty && !node.makesChildrenAtPlacement { return [] }
    // A stack of one puts its child at its origin with its own proposal
    // (see `LayoutNode.sizedByChild`); explicit guides still run the
    // stack: their closures run as in SwiftUI. (Recording, the stack's
    // algorithm tells what it would decide, which is the same.)
    if node.isStackOfOne && !node.hasExplicitGuides {
      if recorder != nil { _ = computePlacements(node, p) }
      return [ChildPlacement(origin: .zero, proposal: p)]
    }
    // Placements are asked for again only to merge explicit guides; other
    // nodes are placed once, in the layout pass, and keep no cache.
    guard node.hasExplicitGuides else { return computePlacements(node, p) }
    let caches = cachesCreatingIfNeeded(node)
    if let cached = caches.placements.value(for: p) { return cached }
    let result = computePlacements(node, p)
    caches.placements.insert(result, for: p)
    return result
  }

  /// The one placement of a single-child modifier or a stack of one,
  /// without an array, where `placements` would compute it afresh (no
  /// explicit guide to cache it for); nil elsewhere. The placement pass
  /// asks this first, with the node's size for the proposal, which it has.
  func onlyPlacement(_ node: LayoutNode, _ proposal: ProposedViewSize, size: CGSize) -> ChildPlacement? {
    guard !node.hasExplicitGuides else { return nil }
    let p = proposal.sanitized
    if node.isStackOfOne {
      if recorder != nil { _ = computePlacements(node, p) }
      return ChildPlacement(origin: .zero, proposal: p)
    }
    guard node.record.pointee.kind == .unary else { return nil }
    placementComputations += 1
    assert(size == self.size(node, p), "onlyPlacement given another size")
    return node.rulePlaceOnlyChild(size: size, proposal: p, engine: self)
  }

  private func computePlacements(_ node: LayoutNode, _ p: ProposedViewSize) -> [ChildPlacement] {
    placementComputations += 1
    let s = size(node, p)
    return node.rulePlaceSubviews(size: s, proposal: p, engine: self)
  }

  /// Lays out the tree: sizes the root for `proposal`, then writes every
  /// node's frame in root coordinates, parents before children. Iterative
  /// (one entry per level, however wide), so deep trees cannot overflow
  /// the stack in this pass.
  ///
  /// With `rightToLeft`, every container's placements are mirrored across
  /// its width (SwiftUI lays a right-to-left environment out in a mirrored
  /// space), down to a subtree that sets the direction again.
  package func layout(root: LayoutNode, proposal: ProposedViewSize, rightToLeft: Bool = false) -> CGSize {
    let rootSize = size(root, proposal)
    let p = proposal.sanitized
    rows.place(root.index, frame: CGRect(origin: .zero, size: rootSize), proposal: p, hidden: false)
    var nonFiniteOrigins = 0
    defer {
      if nonFiniteOrigins > 0 {
        diagnose("\(nonFiniteOrigins) frame origins were not finite (sums past the largest length, or NaN); used 0")
      }
    }
    // The current level's placements (when it has several children), and
    // those of the open levels above it that have them, innermost last:
    // the current one is read with one index, not two.
    var current: [ChildPlacement] = []
    var arrays: [[ChildPlacement]] = []
    guard
      var level = PlacementLevel(
        root, .zero, hidden: false, rightToLeft: rightToLeft, engine: self, p, size: rootSize, array: &current)
    else {
      return rootSize
    }
    var above: [PlacementLevel] = []
    while true {
      guard level.next < level.count else {
        guard let up = above.popLast() else { break }
        level = up
        current = level.hasArray ? arrays.removeLast() : []
        continue
      }
      let i = level.next
      level.next += 1
      var placed = level.hasArray ? current[i] : level.only
      let node = level.children[i]
      let record = node.record
      var childSize = quickSize(node, placed.proposal)
      var x = placed.origin.x
      if level.rightToLeft { x = level.width - x - childSize.width }
      let sum = CGPoint(x: level.origin.x + x, y: level.origin.y + placed.origin.y)
      // Whatever a rule computed, a frame's origin is finite. s − s is 0
      // exactly when s is finite, and s = x + y is finite when both are
      // (or, rarely, overflows: the slow path then keeps both): one test
      // per node. (A `let`: a captured `var` would be boxed for the
      // closure below.)
      let s = sum.x.native + sum.y.native
      let finite = s - s == 0
      if !finite { nonFiniteOrigins += 1 }
      var origin = finite ? sum : Self.finiteOrigin(sum)
      if record.pointee.adjustsPlacement {
        expandIntoSafeArea(node, &origin, &childSize, &placed.proposal, root: rootSize)
      }
      let hidden = level.hidden || placed.hidden
      rows.place(node.index, frame: CGRect(origin: origin, size: childSize), proposal: placed.proposal, hidden: hidden)
      // A leaf opens no level (read here, from the record at hand).
      if record.pointee.childCount == 0 && !record.pointee.makesChildrenAtPlacement { continue }
      // A level whose children are all placed is closed before the next
      // opens, not kept to be closed after it: a chain of modifiers goes
      // down without growing the levels.
      let done = level.next == level.count
      var array: [ChildPlacement] = []
      if let opened = PlacementLevel(
        node, origin, hidden: hidden, rightToLeft: level.rightToLeft, engine: self, placed.proposal, size: childSize,
        array: &array)
      {
        if !done {
          above.append(level)
          if level.hasArray { arrays.append(current) }
        }
        current = array
        level = opened
      }
    }
    return rootSize
  }

  /// A view that ignores the safe area and touches it grows to the root's
  /// edges there: its frame, and the proposal its content is laid out in.
  @inline(never)
  private func expandIntoSafeArea(
    _ node: LayoutNode, _ origin: inout CGPoint, _ size: inout CGSize, _ proposal: inout ProposedViewSize, root: CGSize
  ) {
    guard case .unary(let rule) = node.rule, let expansion = rule.safeAreaExpansion else { return }
    let frame = expansion.expand(CGRect(origin: origin, size: size), root: root)
    guard frame != CGRect(origin: origin, size: size) else { return }
    proposal = ProposedViewSize(frame.size)
    origin = frame.origin
    size = self.size(node, proposal)
  }
}

/// A text and the width it is wrapped at (its bit pattern; all ones for
/// none).
struct TextMeasureKey: Hashable {
  let content: TextContent
  let width: UInt64
}

/// A placed node whose children are being placed, in `LayoutEngine.layout`.
///
/// Plain data (no reference): the levels above are kept and restored by
/// copying a few words, with no retain or release. A single child's
/// placement is kept inline; several children's are an array, the pass's
/// `current` while the level is open, kept on its stack (`arrays`) while
/// a level below it is placed.
private struct PlacementLevel {
  let children: NodeChildList
  let count: Int
  /// A single-child modifier's one placement (when `hasArray` is false).
  let only: ChildPlacement
  /// The children's placements are an array (the pass's `current`).
  let hasArray: Bool
  /// Where the children's coordinates start: the node's origin plus its
  /// drawing offset.
  let origin: CGPoint
  let hidden: Bool
  /// Placements are mirrored across the node's width.
  let rightToLeft: Bool
  /// The node's width, for mirroring.
  let width: CGFloat
  var next = 0

  /// nil for a node without children.
  init?(
    _ node: LayoutNode, _ origin: CGPoint, hidden: Bool, rightToLeft inherited: Bool, engine: LayoutEngine,
    _ p: ProposedViewSize, size: CGSize, array: inout [ChildPlacement]
  ) {
    // A GeometryReader makes its content now, from its size.
    if node.makesChildrenAtPlacement { _ = engine.placements(node, p) }
    children = node.children
    guard !children.isEmpty else { return nil }
    if let one = engine.onlyPlacement(node, p, size: size) {
      only = one
      hasArray = false
      count = 1
    } else {
      let placements = engine.placements(node, p)
      only = ChildPlacement(origin: .zero, proposal: p)
      hasArray = true
      array = placements
      // A layout that places fewer subviews than it has (a grid's cells
      // past its columns) leaves the rest where they were.
      count = min(children.count, placements.count)
    }
    var o = origin
    if node.record.pointee.adjustsPlacement, case .unary(let rule) = node.rule {
      o.x += rule.drawingOffset.width
      o.y += rule.drawingOffset.height
      // A scroll view's content starts below the safe area's top edge
      // when the scroll view reaches into it (the root is the screen).
      if let inset = rule.scrollContentSafeArea, inset.top > origin.y { o.y += inset.top - origin.y }
    }
    self.origin = o
    self.hidden = hidden
    // A `layoutDirection` set in the environment holds below the node
    // that marks it.
    let rtl = node.record.pointee.layoutDirection.map { $0 == .rightToLeft } ?? inherited
    rightToLeft = rtl
    width = rtl ? size.width : 0
  }
}
