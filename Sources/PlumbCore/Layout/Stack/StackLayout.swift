import Foundation

/// HStack and VStack: one algorithm, parameterized by its major axis.
///
/// Child proposal: along the axis, a share of what is left, offered in order
/// of `layoutPriority` (highest first) and then least flexible first
/// (flexibility = size offered infinity minus size offered zero); each child
/// is offered the space left divided by the children left, and a priority
/// group is offered the space minus the minimum sizes of lower groups. Across
/// the axis, the stack's own proposal. An unspecified proposal along the axis
/// is passed on as unspecified (ideal sizes).
/// Own size: along the axis, the children plus spacing (8 by default), even
/// past the proposal; across it, the union of the aligned children.
/// Placement: in order along the axis; across it, each child's guide for the
/// stack's alignment on one line (seed 000's process: a child whose guide is
/// greater moves the others down; the union sets the size).
///
/// Stored in under three words, so a stack's rule sits in the table's
/// existential without a heap box: the guide packed, the spacing unwrapped.
struct StackLayout {
  let axis: Axis
  private let hasSpacing: Bool
  private let packedAlignment: Packed<AlignmentKey>
  private let storedSpacing: CGFloat

  init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
    self.axis = axis
    packedAlignment = Packed(alignment)
    hasSpacing = spacing != nil
    storedSpacing = spacing ?? 0
  }

  var alignment: AlignmentKey { packedAlignment.value }
  var spacing: CGFloat? { hasSpacing ? storedSpacing : nil }

  struct Allocation {
    var placements: [ChildPlacement]
    var size: CGSize
  }

  /// The stack's last few allocations, by proposal: sizing and placing the
  /// same proposal run the algorithm once.
  struct Cache {
    var allocations = ProposalCache<Allocation>()
  }

  func spacing<C: StackChildren>(after i: Int, _ subviews: C) -> CGFloat {
    if let spacing { return spacing.isFinite ? spacing : 0 }
    return subviews.spacing(after: i, along: axis)
  }

  func allocation<C: StackChildren>(_ p: ProposedViewSize, _ subviews: C, _ cache: inout Cache) -> Allocation {
    if let a = cache.allocations.value(for: p) { return a }
    let a = allocate(p, subviews)
    cache.allocations.insert(a, for: p)
    return a
  }

  /// Per-child working values, in one array to keep allocations down.
  struct Item {
    var proposal: ProposedViewSize
    var size = CGSize.zero
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
    var guide: CGFloat = 0
  }

  /// Runs the algorithm for a proposal. With `sizeOnly` it returns the size
  /// without building placements (or recording): what parents' size
  /// probes need, without a heap allocation.
  /// `recordAs`: the proposal an explanation looks the decisions up by
  /// (the stack's own, when placing re-proposed its cross size).
  func allocate<C: StackChildren>(
    _ p: ProposedViewSize, _ subviews: C, sizeOnly: Bool = false, recordAs: ProposedViewSize? = nil
  ) -> Allocation {
    let n = subviews.count
    guard n > 0 else { return Allocation(placements: [], size: .zero) }
    // Working values live in stack-allocated buffers: a stack is sized for
    // several proposals per layout, and heap arrays here dominated the cost.
    return withScratch(count: n, filling: Item(proposal: p)) { items, order in
      allocate(p, subviews, items, order, sizeOnly: sizeOnly, recordAs: recordAs ?? p)
    }
  }

  /// The algorithm for children of fixed sizes (`FixedStackChildren`: a
  /// stack marked `.fixed`, sized at lowering and placed from the table),
  /// where it is arithmetic: every child's flexibility is 0 and its guides
  /// are its size's fractions, so with one priority and one length along
  /// the axis (a row of like cells) the offers go in order, each the space
  /// left divided by the children left. Other cases (priorities, lengths
  /// that order the offers) run the general algorithm. Same result, to
  /// the bit (a test compares the two).
  func allocate(_ p: ProposedViewSize, _ subviews: FixedStackChildren, sizeOnly: Bool = false) -> Allocation {
    let n = subviews.count
    guard n > 0 else { return Allocation(placements: [], size: .zero) }
    let children = subviews.children
    let first = children.size(0)
    let firstPriority = children.priority(0)
    for i in 1..<n where children.priority(i) != firstPriority || children.size(i)[axis] != first[axis] {
      return generalAllocation(p, subviews, sizeOnly: sizeOnly)
    }
    let cross = axis.other
    let gap = spacing.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing.defaultDistance
    let alignment = self.alignment
    var line: CGFloat = 0
    for i in 0..<n {
      let g = alignment.defaultValue(for: children.size(i))
      if g > line { line = g }
    }
    var placements: [ChildPlacement] = []
    if !sizeOnly { placements.reserveCapacity(n) }
    // The offers, as the general algorithm makes them in order.
    let major = p[axis]
    var totalSpacing: CGFloat = 0
    for _ in 0..<(n - 1) { totalSpacing += gap }  // summed as the general algorithm sums it
    var available: CGFloat = 0
    if let major { available = major - totalSpacing }
    var position: CGFloat = 0
    var crossSize: CGFloat = line.isFinite ? line : 0
    for i in 0..<n {
      let size = children.size(i)
      var origin = CGPoint.zero
      origin[axis] = position
      origin[cross] = finiteOffset(line - alignment.defaultValue(for: size))
      crossSize = max(crossSize, origin[cross] + size[cross])
      position += size[axis]
      if i < n - 1 { position += gap }
      if !sizeOnly {
        var offer: CGFloat? = nil
        if major != nil {
          offer = available.isInfinite ? available : max(0, available / CGFloat(n - i))
          if !available.isInfinite { available -= size[axis] }
        }
        placements.append(ChildPlacement(origin: origin, proposal: ProposedViewSize(major: offer, minor: p[cross], axis: axis)))
      }
    }
    return Allocation(placements: placements, size: CGSize(major: position, minor: crossSize, axis: axis))
  }

  /// The general algorithm, whatever the children (the generic call
  /// resolves to it, not to the fixed children's overload).
  func generalAllocation<C: StackChildren>(_ p: ProposedViewSize, _ subviews: C, sizeOnly: Bool = false) -> Allocation {
    allocate(p, subviews, sizeOnly: sizeOnly)
  }

  /// The proposal a stack places its children with: its own, but across
  /// its axis, where it was unspecified, its final cross size. SwiftUI's
  /// "equal heights with fixedSize": in `HStack { Color.red.frame(width:
  /// 30, height: 40); Color.green }.fixedSize()` the green is sized 10×10
  /// (ideal) for the stack's size, 48×40, then placed proposed nil × 40
  /// and takes 10×40.
  func placementProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
    let cross = axis.other
    guard p[cross] == nil else { return p }
    var q = p
    q[cross] = size[cross]
    return q
  }

  private func allocate<C: StackChildren>(
    _ p: ProposedViewSize, _ subviews: C, _ items: Scratch<Item>, _ order: Scratch<Int>, sizeOnly: Bool,
    recordAs: ProposedViewSize
  ) -> Allocation {
    let n = subviews.count
    let cross = axis.other
    // The gap between neighbors when every pair has the same one (always,
    // for the solver's own children): asked once instead of per pair.
    let gap: CGFloat? = spacing.map { $0.isFinite ? $0 : 0 } ?? subviews.uniformSpacing(along: axis)
    var totalSpacing: CGFloat = 0
    for i in 0..<(n - 1) { totalSpacing += gap ?? spacing(after: i, subviews) }

    // Explanations only: the division and alignment steps.
    let recorder = sizeOnly ? nil : subviews.recorder
    var division: [DivisionStep] = []
    if let major = p[axis] {
      var remaining = major - totalSpacing
      var uniformPriority = true
      var uniformFlexibility = true
      var uniformMinimum = true
      for i in 0..<n {
        items[i].priority = subviews.priority(i)
        if items[i].priority != items[0].priority { uniformPriority = false }
      }
      // The order matters only when offers can differ. A single child is
      // offered everything left; so is every child when nothing is left to
      // share (a proposal of 0 with non-negative spacing: each is offered 0)
      // or everything is (a proposal of infinity: each is offered
      // infinity), given one priority group (no minimums reserved). Those
      // are exactly the proposals parents probe with, so skipping the
      // probes there keeps nested stacks from multiplying them.
      let offersAreUniform =
        n == 1
        || (uniformPriority && (major == .infinity || (major == 0 && totalSpacing >= 0)))
      for i in 0..<n where !offersAreUniform {
        let lo = subviews.size(i, ProposedViewSize(major: 0, minor: p[cross], axis: axis))[axis]
        let hi = subviews.size(i, ProposedViewSize(major: .infinity, minor: p[cross], axis: axis))[axis]
        items[i].minimum = lo
        items[i].flexibility = hi == lo ? 0 : hi - lo
        if items[i].flexibility != items[0].flexibility { uniformFlexibility = false }
        if items[i].minimum != items[0].minimum { uniformMinimum = false }
      }
      // Highest priority first, then least flexible, then in order.
      if !(uniformPriority && uniformFlexibility && uniformMinimum) {
        orderByPriorityAndFlexibility(items, order)
      }
      var start = 0
      while start < n {
        var end = n
        var lowerMin: CGFloat = 0
        if !uniformPriority {
          let groupPriority = items[order[start]].priority
          end = start
          while end < n && items[order[end]].priority == groupPriority { end += 1 }
          for k in end..<n { lowerMin += items[order[k]].minimum }
        }
        var available = remaining - lowerMin
        for k in start..<end {
          let i = order[k]
          let offer = available.isInfinite ? available : max(0, available / CGFloat(end - k))
          let proposal = ProposedViewSize(major: offer, minor: p[cross], axis: axis)
          let s = subviews.size(i, proposal)
          items[i].proposal = proposal
          items[i].size = s
          if recorder != nil {
            division.append(
              DivisionStep(
                child: i, priority: items[i].priority, flexibility: items[i].flexibility, offered: offer,
                took: s[axis], lowerMinimum: lowerMin))
          }
          if !available.isInfinite { available -= s[axis] }
          if !remaining.isInfinite { remaining -= s[axis] }
        }
        start = end
      }
    } else {
      for i in 0..<n {
        items[i].proposal = ProposedViewSize(major: nil, minor: p[cross], axis: axis)
        items[i].size = subviews.size(i, items[i].proposal)
      }
    }

    // Alignment, seed 000's process: the stack's value starts at 0; a child
    // whose guide is greater moves the children before it down by the
    // difference and becomes the value; a smaller one is placed at the
    // difference. The cross extent is the union of the children and the
    // line itself ("the cross extent starts at the line"): children whose
    // guides all put them below the line (negative guides) sit below it,
    // the stack's top on the line, as SwiftUI's stack seeds its extent
    // with the line.
    var line: CGFloat = 0
    let alignment = self.alignment
    for i in 0..<n {
      let g = subviews.guide(i, alignment, items[i].proposal, size: items[i].size)
      items[i].guide = g
      if g > line { line = g }
    }
    var placements: [ChildPlacement] = []
    if !sizeOnly { placements.reserveCapacity(n) }
    var position: CGFloat = 0
    var crossSize: CGFloat = line.isFinite ? line : 0
    for i in 0..<n {
      var origin = CGPoint.zero
      origin[axis] = position
      // A child whose guide is the (infinite) line sits on it: ∞ - ∞ is
      // NaN, which would make the stack's size 0. Non-finite offsets are 0,
      // as in frames (`alignedOrigin`).
      origin[cross] = finiteOffset(line - items[i].guide)
      crossSize = max(crossSize, origin[cross] + items[i].size[cross])
      position += items[i].size[axis]
      if i < n - 1 { position += gap ?? spacing(after: i, subviews) }
      if !sizeOnly { placements.append(ChildPlacement(origin: origin, proposal: items[i].proposal)) }
    }
    let size = CGSize(major: position, minor: crossSize, axis: axis)
    if let recorder {
      record(recorder, p, recordAs, subviews, items, totalSpacing, division, placements, size)
    }
    return Allocation(placements: placements, size: size)
  }

  /// Hands the stack's decisions to the recorder, replaying seed 000's
  /// alignment steps from the children's guides.
  @inline(never)
  private func record<C: StackChildren>(
    _ recorder: LayoutRecorder, _ p: ProposedViewSize, _ recordAs: ProposedViewSize, _ subviews: C,
    _ items: Scratch<Item>,
    _ totalSpacing: CGFloat, _ division: [DivisionStep], _ placements: [ChildPlacement], _ size: CGSize
  ) {
    var decisions = StackDecisions(axis: axis, alignment: alignment, proposal: p)
    var line: CGFloat = 0
    for i in 0..<items.count {
      let g = items[i].guide
      let before = line
      if i == 0 || g > line { line = g }
      decisions.alignment(child: i, guide: g, valueBefore: before, valueAfter: line)
    }
    decisions.names = (0..<items.count).map { subviews.name($0) }
    decisions.spacing = totalSpacing
    // Where the offers were all alike the algorithm did not probe the
    // children; the record still tells each child's flexibility, from the
    // engine's sizes (the layout itself is what it was).
    decisions.division = division.map { step in
      var step = step
      if step.flexibility == 0 && items[step.child].minimum == 0 {
        let lo = subviews.size(step.child, ProposedViewSize(major: 0, minor: p[axis.other], axis: axis))[axis]
        let hi = subviews.size(step.child, ProposedViewSize(major: .infinity, minor: p[axis.other], axis: axis))[axis]
        step.flexibility = hi == lo ? 0 : hi - lo
      }
      return step
    }
    decisions.placements = placements
    decisions.size = size
    recorder.record(decisions, for: subviews.parentID, proposal: recordAs)
  }


  /// Orders children highest priority first, then least flexible, then
  /// (ties of flexibility) the larger minimum first, then in order: of two
  /// infinitely flexible children, the one that cannot shrink below 120 is
  /// offered space before the one that can shrink to 0, so neither
  /// overflows when both fit. Children usually share a few (priority, flexibility) pairs
  /// (fixed views, colors, spacers), so a stable bucket pass over those
  /// keys replaces an n log n sort; many distinct keys fall back to one.
  private func orderByPriorityAndFlexibility(_ items: Scratch<Item>, _ order: Scratch<Int>) {
    let n = order.count
    let maxKeys = 8
    let bucketed = withScratch(count: maxKeys, { _ in (priority: 0.0, flexibility: CGFloat(0)) }) { keys -> Bool in
      var count = 0
      for i in 0..<n {
        let k = (priority: items[i].priority, flexibility: items[i].flexibility)
        var seen = false
        for j in 0..<count where keys[j] == k {
          seen = true
          break
        }
        if seen { continue }
        if count == maxKeys { return false }
        keys[count] = k
        count += 1
      }
      keys.sortPrefix(count) { $0.priority != $1.priority ? $0.priority > $1.priority : $0.flexibility < $1.flexibility }
      var k = 0
      for j in 0..<count {
        let key = keys[j]
        let bucketStart = k
        for i in 0..<n where items[i].priority == key.priority && items[i].flexibility == key.flexibility {
          order[k] = i
          k += 1
        }
        // Larger minimum first within the bucket: a stable insertion sort,
        // which moves nothing when the minimums are equal (the usual case).
        var m = bucketStart + 1
        while m < k {
          let child = order[m]
          var q = m
          while q > bucketStart && items[order[q - 1]].minimum < items[child].minimum {
            order[q] = order[q - 1]
            q -= 1
          }
          order[q] = child
          m += 1
        }
      }
      return true
    }
    if bucketed { return }
    order.sortPrefix(n) { a, b in
      if items[a].priority != items[b].priority { return items[a].priority > items[b].priority }
      if items[a].flexibility != items[b].flexibility { return items[a].flexibility < items[b].flexibility }
      if items[a].minimum != items[b].minimum { return items[a].minimum > items[b].minimum }
      return a < b
    }
  }

  func sizeThatFits<C: StackChildren>(_ p: ProposedViewSize, _ subviews: C, _ cache: inout Cache) -> CGSize {
    allocation(p, subviews, &cache).size
  }

  func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
    let a = allocation(placementProposal(p, size: bounds.size), subviews, &cache)
    for i in subviews.indices {
      let placed = a.placements[i]
      subviews[i].place(
        at: CGPoint(x: bounds.minX + placed.origin.x, y: bounds.minY + placed.origin.y),
        anchor: .topLeading, proposal: placed.proposal)
    }
  }
}

/// An HStack's layout, usable on its own as in SwiftUI (`AnyLayout(HStackLayout())`).
public struct HStackLayout: Layout, BuiltinLayout {
  public typealias Cache = StackCache
  var stack: StackLayout

  public static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox {
    layout.stack.noteInvalidSpacing(inputs.ctx)
    return _SolverBox(StackRule(layout.stack))
  }

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    stack = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
  public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
    stackSpacing(axis: .horizontal, count: subviews.count) { subviews[$0].spacing }
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache.stack)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
    stack.placeSubviews(bounds, proposal, subviews, &cache.stack)
  }
  var alignmentKeys: [AlignmentKey] { [stack.alignment] }
  var kindDescription: String { "HStack(alignment: \(stack.alignment), spacing: \(stack.spacing.map(formatLength) ?? "default"))" }
}

/// A VStack's layout, usable on its own as in SwiftUI.
public struct VStackLayout: Layout, BuiltinLayout {
  public typealias Cache = StackCache
  var stack: StackLayout

  public static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox {
    layout.stack.noteInvalidSpacing(inputs.ctx)
    return _SolverBox(StackRule(layout.stack))
  }

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    stack = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
  public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
    stackSpacing(axis: .vertical, count: subviews.count) { subviews[$0].spacing }
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache.stack)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
    stack.placeSubviews(bounds, proposal, subviews, &cache.stack)
  }
  var alignmentKeys: [AlignmentKey] { [stack.alignment] }
  var kindDescription: String { "VStack(alignment: \(stack.alignment), spacing: \(stack.spacing.map(formatLength) ?? "default"))" }
}

/// The cache HStackLayout and VStackLayout keep between sizing and placing.
public struct StackCache {
  var stack = StackLayout.Cache()
}

/// What the stack algorithm asks of its children. Public stacks go through
/// `LayoutSubviews`; the solver's own stacks read nodes directly, without
/// proxies.
protocol StackChildren {
  var count: Int { get }
  /// Where the solver records its decisions for explanations, if asked.
  var recorder: LayoutRecorder? { get }
  var parentID: LayoutNode? { get }
  func name(_ i: Int) -> String
  func size(_ i: Int, _ p: ProposedViewSize) -> CGSize
  /// The child's value for a guide; `size` is its size for `p`, known.
  func guide(_ i: Int, _ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize) -> CGFloat
  func priority(_ i: Int) -> Double
  func spacing(after i: Int, along axis: Axis) -> CGFloat
  /// The spacing between any two neighbors when it is the same for all,
  /// else nil (then `spacing(after:along:)` is asked per pair).
  func uniformSpacing(along axis: Axis) -> CGFloat?
}

extension LayoutSubviews: StackChildren {
  func uniformSpacing(along axis: Axis) -> CGFloat? { nil }
  var recorder: LayoutRecorder? { nil }
  var parentID: LayoutNode? { nil }
  func name(_ i: Int) -> String { "subview \(i)" }
  func size(_ i: Int, _ p: ProposedViewSize) -> CGSize { self[i].sizeThatFits(p) }
  func guide(_ i: Int, _ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize) -> CGFloat {
    self[i].dimensions(in: p)[key]
  }
  func priority(_ i: Int) -> Double { self[i].priority }
  func spacing(after i: Int, along axis: Axis) -> CGFloat {
    self[i].spacing.distance(to: self[i + 1].spacing, along: axis)
  }
}

/// A node's children as the solver sees them.
struct NodeChildren: StackChildren {
  // Unretained: the caller holds the engine for as long as this value
  // lives, and retaining it for every stack measured was a tenth of the cost.
  private let unretained: UnretainedEngine
  let parent: LayoutNode
  let nodes: NodeChildList

  init(engine: LayoutEngine, parent: LayoutNode) {
    unretained = UnretainedEngine(engine)
    self.parent = parent
    nodes = parent.children
  }

  var engine: LayoutEngine { unretained.engine }
  var recorder: LayoutRecorder? { unretained.with { $0.recorder } }
  var parentID: LayoutNode? { parent }
  func name(_ i: Int) -> String { nodes[i].displayName }
  var count: Int { nodes.count }
  /// Leaves that ignore or take their proposal are answered inline.
  @inline(__always)
  func size(_ i: Int, _ p: ProposedViewSize) -> CGSize {
    unretained.with { $0.quickSize(nodes[i], p) }
  }
  func guide(_ i: Int, _ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize) -> CGFloat {
    let node = nodes[i]
    if !node.hasExplicitGuides { return key.defaultValue(for: size) }
    return unretained.with { $0.dimensions(node, p)[key] }
  }
  func priority(_ i: Int) -> Double { nodes[i].layoutPriority }
  /// The facing preferences (`ViewSpacing`): none beside a Spacer, by
  /// the font beside text.
  func spacing(after i: Int, along axis: Axis) -> CGFloat {
    unretained.with { $0.spacing(nodes[i]).distance(to: $0.spacing(nodes[i + 1]), along: axis) }
  }
  /// 8 between every pair, unless some child's subtree has its own
  /// spacing (text, a Spacer, a custom `Layout`).
  func uniformSpacing(along axis: Axis) -> CGFloat? {
    parent.hasOwnSpacing ? nil : ViewSpacing.defaultDistance
  }
}

/// The solver's HStack/VStack: the same algorithm as HStackLayout and
/// VStackLayout, run on nodes directly.
struct StackRule: ContainerRule {
  let stack: StackLayout

  init(_ stack: StackLayout) { self.stack = stack }

  /// The last full allocation of a wide stack, kept from sizing for placing.
  final class State {
    var last: (key: ProposalKey, allocation: StackLayout.Allocation)?
  }

  /// Stacks wider than this keep their sizing allocation for placement:
  /// redoing it would cost more than the array it needs.
  static let wide = 8

  // The engine caches sizes and placements per node and proposal. Sizing a
  // small stack builds no placements (no heap allocation per probe);
  // placing it runs the algorithm once more.
  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    let children = NodeChildren(engine: engine, parent: node)
    guard children.count > Self.wide else { return stack.allocate(p, children, sizeOnly: true).size }
    let a = stack.allocate(p, children)
    engine.state(of: node, State.init).last = (ProposalKey(p), a)
    return a.size
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    let p = stack.placementProposal(proposal, size: size)
    // A fixed stack's children are fixed, with default guides and spacing:
    // the algorithm reads their sizes from the table, as lowering did,
    // instead of asking the engine per probe. (Recording, the engine's
    // path tells the recorder.)
    if node.sizing == .fixed && engine.recorder == nil {
      return node.withFixedChildren { stack.allocate(p, FixedStackChildren(children: $0)).placements }
    }
    let children = NodeChildren(engine: engine, parent: node)
    if children.count > Self.wide,
      let last = engine.state(of: node, State.init).last, last.key == ProposalKey(p)
    {
      return last.allocation.placements
    }
    return stack.allocate(p, children, recordAs: proposal).placements
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }
  var reportsExplicitAlignment: Bool { false }
  var makesChildrenAtPlacement: Bool { false }
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing {
    let children = node.children
    return stackSpacing(axis: stack.axis, count: children.count) { engine.spacing(children[$0]) }
  }
  var hasOwnSpacing: Bool { false }
  /// Children of fixed sizes make a stack of fixed size: the algorithm run
  /// once, unproposed, gives it (every offer is ignored; default guides
  /// are sizes' fractions). Explicit guides or text spacing keep it
  /// measured.
  func fixedSize(children: FixedChildren) -> CGSize? {
    guard !children.hasExplicitGuides && !children.hasOwnSpacing else { return nil }
    return stack.allocate(.unspecified, FixedStackChildren(children: children), sizeOnly: true).size
  }
  var stackOrientation: Axis? { stack.axis }
  var alignmentKeys: [AlignmentKey]? { [stack.alignment] }
  var kindDescription: String {
    let name = stack.axis == .horizontal ? "HStack" : "VStack"
    return "\(name)(alignment: \(stack.alignment), spacing: \(stack.spacing.map(formatLength) ?? "default"))"
  }
}

/// A stack's spacing, from its children's: along its axis, the first
/// child's leading (or top) edge and the last child's trailing (or bottom);
/// across it, every child's edges merged. An empty stack has none.
func stackSpacing(axis: Axis, count: Int, _ child: (Int) -> ViewSpacing) -> ViewSpacing {
  guard count > 0 else { return .zero }
  var s = ViewSpacing()
  let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
  for i in 0..<count { s.formUnion(child(i), edges: across) }
  s.formUnion(child(0), edges: axis == .horizontal ? .leading : .top)
  s.formUnion(child(count - 1), edges: axis == .horizontal ? .trailing : .bottom)
  return s
}

extension StackLayout {
  /// A NaN or infinite `spacing:` is used as 0, noted.
  func noteInvalidSpacing(_ ctx: LoweringContext) {
    if let s = spacing, !s.isFinite { ctx.diagnostics.append("stack spacing \(s) is not finite; used 0") }
  }
}
