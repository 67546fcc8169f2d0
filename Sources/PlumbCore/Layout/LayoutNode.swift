import Foundation

/// One node of the solver's input: a plain tree, independent of the DSL.
///
/// The DSL lowers `some View` into these; tests and the benchmark can build
/// them directly. A node holds its layout rule, its children, what it draws,
/// and the solver's per-proposal caches.
package final class LayoutNode {
  package enum Rule {
    /// A view with no children that sizes itself.
    case leaf(any LeafLayout)
    /// A single-child modifier (frame, padding, alignment guide, …).
    case unary(any UnaryLayout)
    /// A container laid out by a `Layout` (stacks, custom layouts).
    case container(LayoutBox)
    /// `background`/`overlay`: children[0] is the base, children[1] the decoration.
    case decorated(DecorationLayout)
  }

  // Stored properties are laid out in declaration order: the one-byte
  // fields follow `rule` (43 bytes) to fill its padding, keeping a node at
  // about 216 bytes; a million-node tree is laid out from memory.
  package let rule: Rule
  /// How the solver sizes the node.
  let sizing: Sizing
  /// Whether any node in this subtree can report an explicit guide; when
  /// false, guide queries return nil without walking the subtree.
  package let hasExplicitGuides: Bool
  /// An HStack or VStack of one view.
  let isStackOfOne: Bool
  /// Its children are made at placement (a GeometryReader's content).
  let makesChildrenAtPlacement: Bool
  /// Not drawn, and absent from look-ups (set by the placement pass).
  @exclusivity(unchecked) package var isHidden = false
  /// The rule's layout box for containers, unretained (`rule` holds it):
  /// switching over `rule` copies its payload, a retain per measurement.
  let box: Unmanaged<LayoutBox>?
  /// Set when the node's size for any proposal is a descendant's for the
  /// same proposal (a stack of one view, a background or overlay): the
  /// solver asks that node instead of caching the same size twice.
  let sizedByChild: Unmanaged<LayoutNode>?
  /// Set once: the solver keeps pointers derived from it (`sizedByChild`,
  /// unretained child reads during layout).
  @exclusivity(unchecked) package private(set) var children: [LayoutNode]
  /// What this node draws, if anything.
  package var drawing: Drawing
  /// The user's `.id(…)` for look-ups in the result.
  package var viewID: String? {
    get { tags?.viewID }
    set { tagsCreatingIfNeeded().viewID = newValue }
  }
  /// The accessibility label, the SVG title when on the root.
  package var accessibilityLabel: String? {
    get { tags?.accessibilityLabel }
    set { tagsCreatingIfNeeded().accessibilityLabel = newValue }
  }
  /// Set by `.zIndex(_:)`: siblings are drawn in increasing order (0 when
  /// unset), in their own order where equal.
  package var zIndex: Double {
    get { tags?.zIndex ?? 0 }
    set { tagsCreatingIfNeeded().zIndex = newValue }
  }
  /// Set by `.layoutGuides()`: draw the layout over this subtree.
  package var guideStyle: LayoutGuideStyle? {
    get { tags?.guideStyle }
    set { tagsCreatingIfNeeded().guideStyle = newValue }
  }
  /// What few nodes carry, out of line: nodes stay small (a million-node
  /// tree is laid out from memory, and its size is the cost).
  private var tags: Tags?
  private final class Tags {
    var viewID: String?
    var accessibilityLabel: String?
    var guideStyle: LayoutGuideStyle?
    var zIndex: Double = 0
  }
  private func tagsCreatingIfNeeded() -> Tags {
    if let tags { return tags }
    let made = Tags()
    tags = made
    return made
  }
  /// For `.fixed` and `.fill`, the leaf's size (where unproposed).
  let intrinsic: CGSize
  /// The layoutPriority a parent stack sees: set by `layoutPriority`,
  /// passed through other modifiers and decorations; 0 otherwise.
  package let layoutPriority: Double
  /// Levels below and including this node: deep trees are solved on a
  /// thread with a large stack, shallow ones where they are.
  package let height: Int32

  // Solver state, valid for the engine whose id is `engineID`.
  /// The node's row in that engine's size table (see `SizeTable`).
  @exclusivity(unchecked) var slot: Int32 = -1
  @exclusivity(unchecked) var engineID: UInt64 = 0
  /// Placements by proposal, allocated on first use: leaves never need
  /// them, and keeping them out of line keeps nodes small.
  @exclusivity(unchecked) var caches: NodeCaches?
  /// The frame in root coordinates, written by the placement pass.
  @exclusivity(unchecked) package var frame: CGRect = .zero
  /// The proposal the parent made in the final placement.
  @exclusivity(unchecked) package var proposal: ProposedViewSize = .unspecified

  package enum Sizing: UInt8 {
    /// Ignores proposals (an image): `intrinsic`, without a cache or a call.
    case fixed
    /// Takes its proposal (a color, a shape), `intrinsic` where
    /// unproposed: arithmetic beats a cache look-up.
    case fill
    /// Runs its rule, cached per proposal.
    case measured
  }

  package init(_ rule: Rule, children: [LayoutNode] = [], drawing: Drawing = .none) {
    self.rule = rule
    self.children = children
    self.drawing = drawing
    var explicit = children.contains { $0.hasExplicitGuides }
    var sizing = Sizing.measured
    var intrinsic = CGSize.zero
    switch rule {
    case .leaf(let leaf):
      explicit = explicit || leaf.hasExplicitGuides
      sizing = leaf.sizing
      if sizing != .measured { intrinsic = leaf.intrinsicSize }
    case .unary(let u): explicit = explicit || u.setsExplicitGuides
    case .container(let box): explicit = explicit || box.reportsExplicitAlignment
    case .decorated: break
    }
    if case .container(let b) = rule { box = .passUnretained(b) } else { box = nil }
    // A stack of one offers it the whole proposal (nothing to share, no
    // spacing) and takes its size (see StackLayout); a decoration takes
    // its base's. Through a chain of such nodes the proposal stays the
    // same, so the answer is the first node below that sizes itself.
    var passesThrough = false
    var stackOfOne = false
    switch rule {
    case .container(let b) where b is StackBox && children.count == 1:
      passesThrough = true
      stackOfOne = true
    case .decorated where !children.isEmpty: passesThrough = true
    default: break
    }
    isStackOfOne = stackOfOne
    if case .container(let b) = rule { makesChildrenAtPlacement = b.makesChildrenAtPlacement } else {
      makesChildrenAtPlacement = false
    }
    sizedByChild = passesThrough ? children[0].sizedByChild ?? .passUnretained(children[0]) : nil
    hasExplicitGuides = explicit
    self.sizing = sizing
    self.intrinsic = intrinsic
    var h: Int32 = 0
    for child in children { h = max(h, child.height) }
    height = h &+ 1
    switch rule {
    case .unary(let u): layoutPriority = u.layoutPriority ?? children[0].layoutPriority
    case .decorated: layoutPriority = children[0].layoutPriority
    default: layoutPriority = 0
    }
  }

  /// Sets the children of a node whose children are made at placement,
  /// once, before anything reads them.
  package func attachChildren(_ nodes: [LayoutNode]) {
    precondition(children.isEmpty && makesChildrenAtPlacement)
    children = nodes
  }

  /// The node's kind as the text dump shows it.
  package var kindDescription: String {
    switch rule {
    case .leaf(let l): return l.kindDescription
    case .unary(let u): return u.kindDescription
    case .container(let b): return b.kindDescription
    case .decorated(let d): return d.kindDescription
    }
  }

  /// Releases a deep subtree iteratively: a chain of nested views would
  /// otherwise recurse once per level in deinit and overflow the stack.
  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children.removeAll()
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children)
        node.children.removeAll()
      }
    }
  }

  /// The node's caches, allocated on first use.
  @inline(__always)
  func cachesCreatingIfNeeded() -> NodeCaches {
    if let caches { return caches }
    let made = NodeCaches()
    caches = made
    return made
  }

  /// Makes the caches belong to `engine`, dropping another engine's, and
  /// returns the node's row in the engine's size table.
  @inline(__always)
  func claim(for engine: LayoutEngine) -> Int {
    if engineID != engine.id {
      // A new node's caches are empty already: only a tree laid out
      // before by another engine needs resetting.
      if engineID != 0 {
        caches = nil
        if case .container(let box) = rule { box.resetCache() }
      }
      engineID = engine.id
      slot = engine.sizes.newRow()
    }
    return Int(slot)
  }
}

/// A node's placements per proposal.
final class NodeCaches {
  @exclusivity(unchecked) var placements = ProposalCache<[ChildPlacement]>()
  /// Explicit guide values per guide and proposal (nil: none set).
  @exclusivity(unchecked) var guides: [GuideCacheEntry] = []
}

struct GuideCacheEntry {
  let key: AlignmentKey
  let proposal: ProposalKey
  let value: CGFloat?
}

/// Every node's sizes per proposal, one row per node, in chunks owned by
/// the engine: a look-up is pointer arithmetic and compares, with no
/// reference counting and no allocation per node, and the table grows a
/// chunk at a time without copying. A row holds four proposals; a node that
/// sees more (deep in a large tree) continues in a linked row, so no size is
/// ever measured twice.
struct SizeTable: ~Copyable {
  struct Row {
    var keys: (ProposalKey, ProposalKey, ProposalKey, ProposalKey)
    var values: (CGSize, CGSize, CGSize, CGSize)
    var count: Int32
    /// The row continuing a full row, or -1.
    var next: Int32
  }
  static var rowWidth: Int { 4 }
  /// Rows per chunk (a power of two): 512 rows are 68 KB.
  static var chunkShift: Int { 9 }

  private var chunks: [UnsafeMutablePointer<Row>] = []
  private var count = 0

  init() {}

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }

  @inline(__always)
  private func row(_ i: Int) -> UnsafeMutablePointer<Row> {
    chunks.withUnsafeBufferPointer { $0[i >> Self.chunkShift] } + (i & (1 << Self.chunkShift - 1))
  }

  mutating func newRow() -> Int32 {
    if count >> Self.chunkShift == chunks.count {
      chunks.append(.allocate(capacity: 1 << Self.chunkShift))
    }
    let k = ProposalKey(.zero)
    row(count).initialize(to: Row(keys: (k, k, k, k), values: (.zero, .zero, .zero, .zero), count: 0, next: -1))
    count += 1
    return Int32(count - 1)
  }

  @inline(__always)
  func value(_ index: Int, _ k: ProposalKey) -> CGSize? {
    var r = row(index)
    while true {
      let n = Int(r.pointee.count)
      let found: Int? = withUnsafePointer(to: &r.pointee.keys) {
        let keys = UnsafeRawPointer($0).assumingMemoryBound(to: ProposalKey.self)
        for j in 0..<n where keys[j] == k { return j }
        return nil
      }
      if let found {
        return withUnsafePointer(to: &r.pointee.values) {
          UnsafeRawPointer($0).assumingMemoryBound(to: CGSize.self)[found]
        }
      }
      if r.pointee.next < 0 { return nil }
      r = row(Int(r.pointee.next))
    }
  }

  mutating func insert(_ v: CGSize, _ index: Int, _ k: ProposalKey) {
    var r = row(index)
    while Int(r.pointee.count) == Self.rowWidth {
      if r.pointee.next < 0 {
        let added = newRow()
        r.pointee.next = added
      }
      r = row(Int(r.pointee.next))
    }
    let j = Int(r.pointee.count)
    withUnsafeMutablePointer(to: &r.pointee.keys) {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: ProposalKey.self)[j] = k
    }
    withUnsafeMutablePointer(to: &r.pointee.values) {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: CGSize.self)[j] = v
    }
    r.pointee.count += 1
  }
}

/// Where a parent put a child: its top-left corner in the parent's
/// coordinates and the proposal it was placed with.
package struct ChildPlacement: Sendable {
  package var origin: CGPoint
  package var proposal: ProposedViewSize
  /// Laid out but not shown (the children ViewThatFits did not choose).
  package var hidden = false

  package init(origin: CGPoint, proposal: ProposedViewSize, hidden: Bool = false) {
    self.origin = origin
    self.proposal = proposal
    self.hidden = hidden
  }
}

/// A proposal as two 64-bit patterns, for fast cache look-ups: `nil` is
/// stored as NaN, which a sanitized proposal never contains.
struct ProposalKey: Equatable {
  let w: UInt64
  let h: UInt64
  @inline(__always)
  init(_ p: ProposedViewSize) {
    w = UInt64((p.width ?? .nan).bitPattern)
    h = UInt64((p.height ?? .nan).bitPattern)
  }
}

/// A small cache keyed by proposal. A node sees a bounded set of proposals
/// per layout (zero, infinity and the final one on each axis), so a few
/// inline slots searched linearly beat a dictionary, and the first four
/// entries allocate nothing.
struct ProposalCache<Value> {
  private var count = 0
  private var k0 = ProposalKey(.zero), k1 = ProposalKey(.zero), k2 = ProposalKey(.zero), k3 = ProposalKey(.zero)
  private var v0: Value?, v1: Value?, v2: Value?, v3: Value?
  private var more: [(ProposalKey, Value)] = []
  static var overflowCapacity: Int { 12 }

  @inline(__always)
  func value(for p: ProposedViewSize) -> Value? {
    let k = ProposalKey(p)
    if count > 0 && k0 == k { return v0 }
    if count > 1 && k1 == k { return v1 }
    if count > 2 && k2 == k { return v2 }
    if count > 3 && k3 == k { return v3 }
    if count > 4 {
      for (key, v) in more where key == k { return v }
    }
    return nil
  }

  mutating func insert(_ v: Value, for p: ProposedViewSize) {
    let k = ProposalKey(p)
    switch count {
    case 0: (k0, v0) = (k, v)
    case 1: (k1, v1) = (k, v)
    case 2: (k2, v2) = (k, v)
    case 3: (k3, v3) = (k, v)
    default:
      if more.count >= Self.overflowCapacity { more.removeFirst() }
      more.append((k, v))
    }
    count += 1
  }
}
