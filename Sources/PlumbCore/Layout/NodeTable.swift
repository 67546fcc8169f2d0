import Foundation
import Synchronization

// The solver's input and the engine's per-node storage. This is the one file
// with unsafe code: reads of the table in the hot loop (no copy, no reference
// count), the size table's chunks, and scratch buffers for the stack
// algorithm. Everything else reads nodes through `LayoutNode`.

/// The lowered view tree: one record per node, appended as lowering goes
/// (children before their parent), children as ranges of one index list.
///
/// The table is the solver's input, plain data independent of the DSL: the
/// DSL lowers `some View` into it, and tests and the benchmark fill it
/// directly. Once lowered it does not change, except that a
/// `GeometryReader`'s content is appended when the reader is placed.
/// Everything a layout computes (sizes, caches, frames) lives in the
/// `LayoutEngine`, not here, so one table can be laid out by several engines.
///
/// `@unchecked Sendable`: the records are written while lowering, by the
/// one thread that lowers; after, a `LayoutResult` shares the table, and the
/// only change (a `GeometryReader`'s content appended at placement) happens
/// under the laying-out engine's lock, as every later layout does.
package final class NodeTable: @unchecked Sendable {
  /// The records and child lists, behind a pointer that nodes hold: reading
  /// a node costs no reference count (a node holding the table itself would
  /// retain it on every read), and no array access (an array's mutable
  /// buffer access moves the array out while it runs, so a concurrent
  /// reader of a shared result would see it empty).
  let storage: UnsafeMutablePointer<NodeStorage>
  /// What few nodes carry (ids, labels, zIndex, guide overlays), by node.
  @exclusivity(unchecked) private var tags: [Int32: NodeTags] = [:]

  package init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: NodeStorage())
    storage.pointee.owner = Unmanaged.passUnretained(self)
  }

  deinit {
    storage.pointee.records.release()
    storage.pointee.childIndices.release()
    storage.pointee.colors.release()
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// The number of nodes.
  package var count: Int { storage.pointee.records.count }

  /// The node at `index` (one this table appended).
  package func node(at index: Int32) -> LayoutNode {
    assert(index >= 0 && Int(index) < count, "node index out of range")
    return LayoutNode(storage, index)
  }
  private var records: GrowableBuffer<NodeRecord> {
    get { storage.pointee.records }
    _modify { yield &storage.pointee.records }
  }
  private var childIndices: GrowableBuffer<Int32> {
    get { storage.pointee.childIndices }
    _modify { yield &storage.pointee.childIndices }
  }

  /// Appends a node whose children were appended before it.
  @discardableResult
  package func node<C: Collection<LayoutNode>>(_ rule: NodeRule, children: C, drawing: Drawing = .none) -> LayoutNode {
    let indices = ContiguousArray(children.lazy.map(\.index))
    return indices.withUnsafeBufferPointer { node(rule, childBuffer: $0, drawing: drawing) }
  }

  /// Appends a node whose children are what a view lowered.
  func node(_ rule: NodeRule, children: PendingNodes, drawing: Drawing = .none) -> LayoutNode {
    children.indices.withUnsafeBufferPointer { node(rule, childBuffer: $0, drawing: drawing) }
  }

  private func node(_ rule: NodeRule, childBuffer children: UnsafeBufferPointer<Int32>, drawing: Drawing) -> LayoutNode {
    switch rule {
    case .leaf(let r): return node(r, childBuffer: children, drawing: drawing)
    case .unary(let r): return node(r, childBuffer: children, drawing: drawing)
    case .container(let r): return node(r, childBuffer: children, drawing: drawing)
    case .decorated(let r): return node(r, childBuffer: children, drawing: drawing)
    }
  }

  /// Appends a node with a rule of a known type and any collection of
  /// children (tests, the benchmark, the rare multi-child helpers).
  @discardableResult
  func node<R: NodeLayoutRule, C: Collection<LayoutNode>>(_ rule: R, children: C, drawing: Drawing = .none) -> LayoutNode {
    let indices = ContiguousArray(children.lazy.map(\.index))
    return indices.withUnsafeBufferPointer { node(rule, childBuffer: $0, drawing: drawing) }
  }

  /// Appends a node whose children are what a view lowered: the pending
  /// list's indices, read in place.
  @discardableResult
  func node<R: NodeLayoutRule>(_ rule: R, children: PendingNodes, drawing: Drawing = .none) -> LayoutNode {
    children.indices.withUnsafeBufferPointer { node(rule, childBuffer: $0, drawing: drawing) }
  }

  /// Appends a single-child node (every modifier): no collection to walk.
  @discardableResult
  func node<R: NodeLayoutRule>(_ rule: R, child: LayoutNode, drawing: Drawing = .none) -> LayoutNode {
    var index = child.index
    return withUnsafePointer(to: &index) { node(rule, childBuffer: UnsafeBufferPointer(start: $0, count: 1), drawing: drawing) }
  }

  /// Appends a node with a rule of a known type: the rule is boxed once,
  /// straight into the record, and its traits are read without a cast.
  /// Children come as an index buffer, so this one function serves every
  /// caller without generic iteration (lowering runs unspecialised).
  private func node<R: NodeLayoutRule>(
    _ rule: R, childBuffer children: UnsafeBufferPointer<Int32>, drawing: Drawing, color: Color? = nil
  ) -> LayoutNode {
    let traits = rule.nodeTraits
    let start = Int32(childIndices.count)
    var explicit = traits.setsExplicitGuides
    var height: Int32 = 0
    var ownSpacing = traits.hasOwnSpacing
    let index = Int32(records.count)
    for child in children {
      childIndices.append(child)
      let r = record(child)
      r.pointee.parent = index
      explicit = explicit || r.pointee.hasExplicitGuides
      height = max(height, r.pointee.height)
      ownSpacing = ownSpacing || r.pointee.hasOwnSpacing
    }
    let count = Int32(childIndices.count) - start
    let first: Int32 = count > 0 ? childIndices.base![Int(start)] : -1
    // A node whose children all ignore proposals may ignore them too (a
    // stack of images, a padded fixed frame): the rule says, once, and the
    // node is then answered as an image is, without a call or a cache. A
    // decoration's size is its base's, whatever the decoration's.
    var sizing = traits.sizing
    var intrinsic = traits.intrinsic
    let sizers = traits.kind == .decorated ? children.prefix(1) : children[...]
    if sizing == .measured && count > 0 && !traits.makesChildrenAtPlacement
      && sizers.allSatisfy({ record($0).pointee.sizing == .fixed })
    {
      let fixed = FixedChildren(storage: storage, indices: children, hasExplicitGuides: explicit, hasOwnSpacing: ownSpacing)
      if let s = rule.fixedSize(children: fixed) {
        sizing = .fixed
        intrinsic = s.sanitized
      }
    }
    // A stack of one offers it the whole proposal (nothing to share, no
    // spacing) and takes its size (see StackLayout); a decoration takes
    // its base's. Through a chain of such nodes the proposal stays the
    // same, so the answer is the first node below that sizes itself.
    let stackOfOne = traits.isStack && count == 1
    let passesThrough = stackOfOne || (traits.kind == .decorated && count > 0)
    var sizedByChild: Int32 = -1
    if passesThrough {
      let below = record(first).pointee.sizedByChild
      sizedByChild = below >= 0 ? below : first
    }
    // Modifiers and decorations pass their child's priority through.
    let inherited: Double = count > 0 ? record(first).pointee.layoutPriority : 0
    let priority: Double
    switch traits.kind {
    case .unary: priority = traits.layoutPriority ?? inherited
    case .decorated: priority = inherited
    case .leaf: priority = traits.layoutPriority ?? 0
    default: priority = 0
    }
    var colorIndex: Int32 = -1
    if let color {
      // Views repeat their colors (a row of blue cells): one that is the
      // last color again shares its entry.
      let colors = storage.pointee.colors
      if colors.count > 0 && colors.base.unsafelyUnwrapped[colors.count - 1] == color {
        colorIndex = Int32(colors.count - 1)
      } else {
        colorIndex = Int32(colors.count)
        storage.pointee.colors.append(color)
      }
    }
    // A rule in the existential's inline buffer (three words) is called
    // where it lies; a boxed one, and one that appends records while it
    // runs, on a copy (see `NodeRecord.rule`).
    let inline = MemoryLayout<R>.size <= 3 * MemoryLayout<Int>.size && MemoryLayout<R>.alignment <= MemoryLayout<Int>.alignment
    records.append(
      NodeRecord(
        rule: rule, kind: traits.kind, adjustsPlacement: traits.adjustsPlacement,
        layoutDirection: traits.layoutDirection, sizing: sizing,
        hasExplicitGuides: explicit, isStackOfOne: stackOfOne,
        makesChildrenAtPlacement: traits.makesChildrenAtPlacement, hasOwnSpacing: ownSpacing,
        callsRuleInPlace: inline && !traits.makesChildrenAtPlacement, childStart: start,
        childCount: count, sizedByChild: sizedByChild, height: height &+ 1, intrinsic: intrinsic,
        layoutPriority: priority, drawing: drawing, colorIndex: colorIndex))
    return LayoutNode(storage, index)
  }

  /// Appends a node of a known rule type without children.
  @discardableResult
  func node<R: NodeLayoutRule>(_ rule: R, drawing: Drawing = .none) -> LayoutNode {
    node(rule, childBuffer: UnsafeBufferPointer(start: nil, count: 0), drawing: drawing)
  }

  /// Appends a leaf that fills its frame with `color` (a `Color` view): the
  /// color goes into the table's color list, not into a boxed drawing.
  @discardableResult
  func node<R: NodeLayoutRule>(_ rule: R, color: Color) -> LayoutNode {
    node(rule, childBuffer: UnsafeBufferPointer(start: nil, count: 0), drawing: .none, color: color)
  }

  /// Appends a node without children.
  @discardableResult
  package func node(_ rule: NodeRule, drawing: Drawing = .none) -> LayoutNode {
    node(rule, childBuffer: UnsafeBufferPointer(start: nil, count: 0), drawing: drawing)
  }

  /// Sets the children of a node whose children are made at placement
  /// (a GeometryReader's content), once, before anything reads them.
  func attachChildren(_ nodes: [LayoutNode], to parent: LayoutNode) {
    let r = record(parent.index)
    precondition(r.pointee.childCount == 0 && r.pointee.makesChildrenAtPlacement)
    let start = Int32(childIndices.count)
    for n in nodes {
      childIndices.append(n.index)
      record(n.index).pointee.parent = parent.index
    }
    // `records` may have grown since `r` was read: write through a fresh
    // pointer.
    let fresh = record(parent.index)
    fresh.pointee.childStart = start
    fresh.pointee.childCount = Int32(nodes.count)
  }

  /// The record of node `i`, read in place.
  @inline(__always)
  func record(_ i: Int32) -> UnsafeMutablePointer<NodeRecord> { storage.pointee.record(i) }

  func tags(_ i: Int32) -> NodeTags? { tags[i] }
  func setTags(_ i: Int32, _ body: (inout NodeTags) -> Void) {
    var t = tags[i] ?? NodeTags()
    body(&t)
    tags[i] = t
  }
}

/// A table's storage: what nodes point at.
struct NodeStorage {
  var records = GrowableBuffer<NodeRecord>()
  var childIndices = GrowableBuffer<Int32>()
  /// The colors of `Color` views, by `NodeRecord.colorIndex`: kept here,
  /// not in a boxed `Drawing` per view (a color that repeats the one
  /// before it shares its entry).
  var colors = GrowableBuffer<Color>()
  /// The table that owns this storage (unretained: it outlives it).
  var owner: Unmanaged<NodeTable>?

  // Indices come from the table itself (a node is made only by appending
  // its record), so they are checked in debug builds (and the sanitizer
  // run), not on every read of a release build.
  @inline(__always)
  func record(_ i: Int32) -> UnsafeMutablePointer<NodeRecord> {
    assert(i >= 0 && Int(i) < records.count, "node index out of range")
    return records.base.unsafelyUnwrapped + Int(i)
  }

  /// The index of child `k` of a node whose children start at `start`.
  @inline(__always)
  func child(_ start: Int32, _ k: Int) -> Int32 {
    assert(start >= 0 && Int(start) + k < childIndices.count, "child index out of range")
    return childIndices.base.unsafelyUnwrapped[Int(start) + k]
  }
}

/// What the engine keeps per node: its row in the size table and where
/// the last placement put it.
struct NodeRow {
  /// Not drawn, and absent from look-ups.
  var hidden = false
  /// The frame in root coordinates.
  var frame = CGRect.zero
  /// The proposal the parent made in the final placement, each length NaN
  /// for none (the row is 56 bytes, not 72; a NaN proposal means none
  /// wherever it is read, `ProposedViewSize.sanitized`).
  private var proposalWidth = CGFloat.nan
  private var proposalHeight = CGFloat.nan
  var proposal: ProposedViewSize {
    get {
      ProposedViewSize(
        width: proposalWidth.isNaN ? nil : proposalWidth, height: proposalHeight.isNaN ? nil : proposalHeight)
    }
    set {
      proposalWidth = newValue.width ?? .nan
      proposalHeight = newValue.height ?? .nan
    }
  }
}

/// The engine's rows, one per node of the table, in one buffer: reads and
/// writes are pointer arithmetic (an array property checked its buffer's
/// uniqueness on every write).
struct NodeRows: ~Copyable {
  private var buffer = GrowableBuffer<NodeRow>()
  /// Each node's row in the size table, or -1, apart from the frames: the
  /// sizing passes read only these, 16 nodes to a cache line, where a
  /// 56-byte row gave each look-up a line of its own.
  private var sizeRows = GrowableBuffer<Int32>()
  init() {}
  deinit {
    buffer.release()
    sizeRows.release()
  }

  var count: Int { buffer.count }
  /// Adds rows until there is one per node.
  mutating func grow(to n: Int) {
    buffer.fill(to: n, with: NodeRow())
    sizeRows.fill(to: n, with: -1)
  }
  /// Resets every row.
  mutating func clear() {
    buffer.base?.update(repeating: NodeRow(), count: buffer.count)
    sizeRows.base?.update(repeating: -1, count: sizeRows.count)
  }
  @inline(__always)
  private func row(_ i: Int32) -> UnsafeMutablePointer<NodeRow> {
    assert(i >= 0 && Int(i) < buffer.count, "node row out of range")
    return buffer.base.unsafelyUnwrapped + Int(i)
  }
  subscript(i: Int32) -> NodeRow { @inline(__always) get { row(i).pointee } }
  @inline(__always)
  func sizeRow(_ i: Int32) -> Int32 {
    assert(i >= 0 && Int(i) < sizeRows.count, "node row out of range")
    return sizeRows.base.unsafelyUnwrapped[Int(i)]
  }
  @inline(__always)
  mutating func setSizeRow(_ i: Int32, _ r: Int32) {
    assert(i >= 0 && Int(i) < sizeRows.count, "node row out of range")
    sizeRows.base.unsafelyUnwrapped[Int(i)] = r
  }
  /// Writes where the placement pass put node `i`.
  @inline(__always)
  mutating func place(_ i: Int32, frame: CGRect, proposal: ProposedViewSize, hidden: Bool) {
    let r = row(i)
    r.pointee.frame = frame
    r.pointee.proposal = proposal
    r.pointee.hidden = hidden
  }
}

/// A buffer that doubles when full, grown with `realloc`: a large block is
/// remapped rather than copied, so growing a table of a million nodes
/// neither copies it nor holds two copies at its peak, and the capacity not
/// yet written is never touched (not resident). Swift values move bitwise,
/// so moving the elements with the block is a valid move. Pointers into it
/// stay valid until the next growth. Blocks of `RetainedBlocks.threshold`
/// bytes and more come from, and go back to, `RetainedBlocks`.
struct GrowableBuffer<Element> {
  var base: UnsafeMutablePointer<Element>?
  var count = 0
  var capacity = 0

  mutating func append(_ r: consuming Element) {
    if count == capacity { reserve(max(16, capacity * 2)) }
    (base.unsafelyUnwrapped + count).initialize(to: r)
    count += 1
  }

  /// Appends copies of `value` until there are `n` elements, in one pass
  /// (no capacity check per element).
  mutating func fill(to n: Int, with value: Element) {
    guard n > count else { return }
    reserve(n)
    (base.unsafelyUnwrapped + count).initialize(repeating: value, count: n - count)
    count = n
  }

  /// Makes room for `n` elements in all.
  mutating func reserve(_ n: Int) {
    guard n > capacity else { return }
    let stride = MemoryLayout<Element>.stride
    let bytes = n * stride
    if bytes >= RetainedBlocks.threshold, let (block, size) = RetainedBlocks.take(atLeast: bytes) {
      if let base {
        block.copyMemory(from: base, byteCount: count * stride)
        RetainedBlocks.give(UnsafeMutableRawPointer(base), capacity * stride)
      }
      base = block.bindMemory(to: Element.self, capacity: size / stride)
      capacity = size / stride
      return
    }
    guard let raw = realloc(base.map { UnsafeMutableRawPointer($0) }, bytes) else {
      fatalError("out of memory growing the node table to \(n) entries")
    }
    base = raw.bindMemory(to: Element.self, capacity: n)
    capacity = n
  }

  func release() {
    guard let base else { return }
    base.deinitialize(count: count)
    RetainedBlocks.give(UnsafeMutableRawPointer(base), capacity * MemoryLayout<Element>.stride)
  }
}

/// Large blocks a released table gave back, kept for the next table.
///
/// glibc maps a block of 128 KB or more afresh (until its threshold for
/// that rises, up to 32 MB) and unmaps it when it is freed; a smaller
/// block freed at the top of its heap is given back to the kernel too,
/// once the free top passes the trim threshold. Either way the next
/// table's first writes fault its pages in again: about 1.3 µs a 4 KB page
/// here, 100 ms of a million-view layout (and 20 ms more to unmap), and
/// half the time of laying out a row of 10,000 leaves, depending on where
/// malloc's heap happened to end. Keeping the blocks gives every table
/// laid out after the first (a snapshot suite, the gallery, a preview
/// refreshed) pages already mapped, whatever malloc decides.
///
/// At most `limit` bytes are kept, in at most `slots` blocks; a block that
/// would go over is freed. A block serves a request of at least a quarter
/// its size, so a small table never holds a large block. The memory stays
/// resident until a table takes it or the process ends: no more than the
/// peak the released tables reached, and below the limit.
enum RetainedBlocks {
  /// glibc's initial `mmap` threshold.
  static var threshold: Int { 128 << 10 }
  static var limit: Int { 512 << 20 }
  static var slots: Int { 4 }

  private static let kept = Mutex(KeptBlocks(limit: limit, slots: slots))

  /// The kept blocks' addresses (for tests).
  static var keptAddresses: [Int] { kept.withLock { $0.blocks.map(\.address) } }

  /// The smallest kept block of at least `bytes`, taken out of the cache.
  static func take(atLeast bytes: Int) -> (UnsafeMutableRawPointer, Int)? {
    guard let found = kept.withLock({ $0.take(atLeast: bytes) }),
      let block = UnsafeMutableRawPointer(bitPattern: found.address)
    else { return nil }
    return (block, found.bytes)
  }

  /// Keeps `block` if it is large enough and fits (freeing smaller kept
  /// blocks to make room); frees it otherwise.
  static func give(_ block: UnsafeMutableRawPointer, _ bytes: Int) {
    guard bytes >= threshold else { return free(block) }
    let freed = kept.withLock { $0.give(address: Int(bitPattern: block), bytes: bytes) }
    for a in freed { free(UnsafeMutableRawPointer(bitPattern: a)) }
  }
}

/// `RetainedBlocks`' bookkeeping as plain data: blocks as addresses (a raw
/// pointer is not `Sendable`) and sizes.
struct KeptBlocks {
  let limit: Int
  let slots: Int
  private(set) var blocks: [(address: Int, bytes: Int)] = []

  /// Takes out the smallest block of at least `bytes`, and at most four
  /// times that.
  mutating func take(atLeast bytes: Int) -> (address: Int, bytes: Int)? {
    let fits = blocks.indices.filter { blocks[$0].bytes >= bytes && blocks[$0].bytes / 4 <= bytes }
    guard let best = fits.min(by: { blocks[$0].bytes < blocks[$1].bytes }) else { return nil }
    return blocks.remove(at: best)
  }

  /// Keeps a block, making room by giving up the smallest kept ones;
  /// returns the addresses to free (the block itself if it is over the
  /// limit alone).
  mutating func give(address: Int, bytes: Int) -> [Int] {
    guard bytes <= limit, slots > 0 else { return [address] }
    var freed: [Int] = []
    blocks.sort { $0.bytes > $1.bytes }
    while let last = blocks.last, blocks.count >= slots || blocks.reduce(bytes, { $0 + $1.bytes }) > limit {
      freed.append(last.address)
      blocks.removeLast()
    }
    blocks.append((address, bytes))
    return freed
  }
}

/// What few nodes carry, out of line: records stay small.
struct NodeTags {
  var viewID: String?
  var accessibilityLabel: String?
  var guideStyle: LayoutGuideStyle?
  /// Set by `.environment(\.colorScheme, …)`: the subtree is drawn in it.
  var colorScheme: ColorScheme?
  var zIndex: Double = 0
  /// `.tag(_:)`, or a `ForEach` row's id inside a Picker or TabView: what
  /// a selection picks the view by.
  var selectionTag: AnyHashable?
  /// What a List reads of a row it lays out: `.listRowInsets`,
  /// `.listRowBackground`, `.listRowSeparator(.hidden)`, `.badge`, and
  /// whether the view is a `Section`. A TabView reads `.tabItem`.
  var listRow: ListRowTags?
}

struct ListRowTags {
  /// `.listRowInsets(_:)` and iOS 26's per-edge `.listRowInsets(_:_:)`,
  /// innermost first, applied in order over the style's insets (nil puts
  /// the style's back): a whole `EdgeInsets` is its four edges.
  var edgeInsets: [(edges: Edge.Set, length: CGFloat?)] = []
  var background: AnyView?
  var separatorHidden = false
  var badge: Text?
  var isSection = false
  var tabItem: AnyView?
  /// Set with `containerValue(_:_:)`, read by custom containers.
  var containerValues: ContainerValues?
  /// A `Section` resolved for `Group(sections:)`: its parts, lowered.
  var sectionParts: SectionParts?
  /// What a preview provider's views say of their preview
  /// (`.previewDisplayName`, `.previewLayout`, `.previewDevice`, the
  /// orientation).
  var preview = PreviewTags()
}

struct PreviewTags {
  var name: String?
  var layout: PreviewLayout?
  var device: PreviewDevice?
  var landscape: Bool?
}

/// How a node is laid out, as lowering states it.
package enum NodeRule {
  /// A view with no children that sizes itself.
  case leaf(any LeafLayout)
  /// A single-child modifier (frame, padding, alignment guide, …).
  case unary(any UnaryLayout)
  /// A container laid out by a `Layout` (stacks, grids, custom layouts).
  case container(any ContainerRule)
  /// `background`/`overlay`: child 0 is the base, child 1 the decoration.
  case decorated(DecorationLayout)
}

/// A node's children while it is appended, when every one is `.fixed`:
/// what a rule reads to tell whether its own size is fixed too
/// (`NodeLayoutRule.fixedSize(children:)`). Valid only during that call.
package struct FixedChildren {
  fileprivate let storage: UnsafeMutablePointer<NodeStorage>
  fileprivate let indices: UnsafeBufferPointer<Int32>
  /// Something in the subtrees (or the rule) reports an explicit guide.
  let hasExplicitGuides: Bool
  /// Something in the subtrees has its own spacing (text, a Spacer).
  let hasOwnSpacing: Bool

  var count: Int { indices.count }
  /// Child `i`'s size, whatever it is proposed.
  func size(_ i: Int) -> CGSize { storage.pointee.record(indices[i]).pointee.intrinsic }
  func priority(_ i: Int) -> Double { storage.pointee.record(indices[i]).pointee.layoutPriority }
}

extension LayoutNode {
  /// The node's children as `FixedChildren`, for a node the table marked
  /// `.fixed` (so is every child): their sizes read from the table.
  /// The buffer is valid only during `body`.
  func withFixedChildren<R>(_ body: (FixedChildren) -> R) -> R {
    let r = record
    assert(r.pointee.sizing == .fixed, "withFixedChildren on a node that is not fixed")
    let indices = UnsafeBufferPointer(
      start: storage.pointee.childIndices.base.map { $0 + Int(r.pointee.childStart) }, count: Int(r.pointee.childCount))
    return body(
      FixedChildren(
        storage: storage, indices: indices, hasExplicitGuides: r.pointee.hasExplicitGuides,
        hasOwnSpacing: r.pointee.hasOwnSpacing))
  }
}

/// Fixed children as a stack's children, to run the stack algorithm once
/// at lowering: sizes whatever the proposal, default guides (explicit
/// ones rule this out), an ordinary view's spacing between each pair.
struct FixedStackChildren: StackChildren {
  let children: FixedChildren
  var count: Int { children.count }
  var recorder: LayoutRecorder? { nil }
  var parentID: LayoutNode? { nil }
  func name(_ i: Int) -> String { "subview \(i)" }
  func size(_ i: Int, _ p: ProposedViewSize) -> CGSize { children.size(i) }
  func guide(_ i: Int, _ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize) -> CGFloat {
    key.defaultValue(for: size)
  }
  func priority(_ i: Int) -> Double { children.priority(i) }
  func spacing(after i: Int, along axis: Axis) -> CGFloat { ViewSpacing.defaultDistance }
  func uniformSpacing(along axis: Axis) -> CGFloat? { ViewSpacing.defaultDistance }
}

/// How the solver sizes a node.
package enum NodeSizing: UInt8 {
  /// Ignores proposals (an image): `intrinsic`, without a cache or a call.
  case fixed
  /// Takes its proposal (a color, a shape), `intrinsic` where
  /// unproposed: arithmetic beats a cache look-up.
  case fill
  /// Runs its rule, cached per proposal.
  case measured
}

/// The four kinds of node.
enum NodeKind: UInt8 {
  case leaf, unary, container, decorated
}

/// One node of the table.
struct NodeRecord {
  /// The rule, called in place through `LayoutNode`'s rule calls when
  /// `callsRuleInPlace`. A `var` only for those: an existential read
  /// through a pointer is copied for every call (a value-witness call, and
  /// a retain for a rule holding a reference); opened `inout`, it is used
  /// where it lies. No code assigns it, and an inline rule's projection
  /// writes nothing.
  var rule: any NodeLayoutRule
  let kind: NodeKind
  /// The layout direction the node sets for its subtree, if any.
  let layoutDirection: LayoutDirection?
  let sizing: NodeSizing
  /// The node's yes-or-no traits, in one byte (six `Bool`s made the record
  /// eight bytes longer).
  private let flags: Flags
  var childStart: Int32
  var childCount: Int32
  /// The node whose size for any proposal is this node's for the same
  /// proposal (through stacks of one view, backgrounds and overlays), or
  /// -1: the solver asks it instead of caching the same size twice.
  let sizedByChild: Int32
  /// Levels below and including this node: deep trees are solved on a
  /// thread with a large stack, shallow ones where they are.
  let height: Int32
  /// For `.fixed` and `.fill`, the leaf's size (where unproposed).
  let intrinsic: CGSize
  /// The layoutPriority a parent stack sees: set by `layoutPriority`,
  /// passed through other modifiers and decorations; 0 otherwise.
  let layoutPriority: Double
  /// What this node draws, if anything (a `Color` view's fill is
  /// `colorIndex` instead).
  var drawing: Drawing
  /// A `Color` view's color in the table's color list, or -1.
  var colorIndex: Int32
  /// The node's parent, or -1 for a root (set when the parent is appended).
  var parent: Int32 = -1

  private struct Flags: OptionSet {
    let rawValue: UInt8
    static let adjustsPlacement = Flags(rawValue: 1 << 0)
    static let hasExplicitGuides = Flags(rawValue: 1 << 1)
    static let isStackOfOne = Flags(rawValue: 1 << 2)
    static let makesChildrenAtPlacement = Flags(rawValue: 1 << 3)
    static let hasOwnSpacing = Flags(rawValue: 1 << 4)
    static let callsRuleInPlace = Flags(rawValue: 1 << 5)
  }

  init(
    rule: any NodeLayoutRule, kind: NodeKind, adjustsPlacement: Bool, layoutDirection: LayoutDirection?,
    sizing: NodeSizing, hasExplicitGuides: Bool, isStackOfOne: Bool, makesChildrenAtPlacement: Bool,
    hasOwnSpacing: Bool, callsRuleInPlace: Bool, childStart: Int32, childCount: Int32, sizedByChild: Int32,
    height: Int32, intrinsic: CGSize, layoutPriority: Double, drawing: Drawing, colorIndex: Int32
  ) {
    (self.rule, self.kind, self.layoutDirection, self.sizing) = (rule, kind, layoutDirection, sizing)
    var flags: Flags = []
    if adjustsPlacement { flags.insert(.adjustsPlacement) }
    if hasExplicitGuides { flags.insert(.hasExplicitGuides) }
    if isStackOfOne { flags.insert(.isStackOfOne) }
    if makesChildrenAtPlacement { flags.insert(.makesChildrenAtPlacement) }
    if hasOwnSpacing { flags.insert(.hasOwnSpacing) }
    if callsRuleInPlace { flags.insert(.callsRuleInPlace) }
    self.flags = flags
    (self.childStart, self.childCount, self.sizedByChild, self.height) = (childStart, childCount, sizedByChild, height)
    (self.intrinsic, self.layoutPriority, self.drawing, self.colorIndex) = (intrinsic, layoutPriority, drawing, colorIndex)
  }

  /// A unary rule that moves its child when drawn (`offset`), or whose
  /// frame reaches into the device's safe area (`ignoresSafeArea`).
  var adjustsPlacement: Bool { flags.contains(.adjustsPlacement) }
  /// Whether any node in this subtree can report an explicit guide; when
  /// false, guide queries return nil without walking the subtree.
  var hasExplicitGuides: Bool { flags.contains(.hasExplicitGuides) }
  /// An HStack or VStack of one view.
  var isStackOfOne: Bool { flags.contains(.isStackOfOne) }
  /// Its children are made at placement (a GeometryReader's content).
  var makesChildrenAtPlacement: Bool { flags.contains(.makesChildrenAtPlacement) }
  /// Whether something in this subtree has its own spacing (text, a
  /// Spacer, a custom `Layout`): the node's spacing may then differ from
  /// an ordinary view's, and a stack has no uniform spacing.
  var hasOwnSpacing: Bool { flags.contains(.hasOwnSpacing) }
  /// The rule lies in the existential's inline buffer and appends no
  /// records while it runs: it is called in place. A boxed rule is called
  /// on a copy (a retain): opened `inout`, the runtime would give the
  /// record a box of its own whenever a copy shares it, a write to a table
  /// other threads may read. A GeometryReader's rule lowers its content
  /// while placed, appending records, which can move the buffer its rule
  /// lies in: it too runs on a copy.
  var callsRuleInPlace: Bool { flags.contains(.callsRuleInPlace) }
}

/// A node of a `NodeTable`: the table and the node's index in it.
///
/// A handle, not an object: copying one retains nothing. The table must
/// outlive it (a `LayoutResult` and a `LoweringContext` hold theirs).
package struct LayoutNode: Hashable {
  let storage: UnsafeMutablePointer<NodeStorage>
  package let index: Int32

  @inline(__always)
  init(_ storage: UnsafeMutablePointer<NodeStorage>, _ index: Int32) {
    self.storage = storage
    self.index = index
  }

  /// The table the node belongs to.
  package var table: NodeTable { storage.pointee.owner!.takeUnretainedValue() }

  @inline(__always)
  var record: UnsafeMutablePointer<NodeRecord> { storage.pointee.record(index) }

  /// The node's rule, as the engine calls it.
  @inline(__always)
  var layoutRule: any NodeLayoutRule { record.pointee.rule }
  var kind: NodeKind { record.pointee.kind }

  // The engine's calls into the node's rule, opened in place (see
  // `NodeRecord.rule`): measuring a stack copied its rule's existential
  // each time, a twentieth of a tree's layout.
  @inline(__always)
  func ruleSizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    let r = record
    guard r.pointee.callsRuleInPlace else { return r.pointee.rule.sizeThatFits(p, node: self, engine: engine) }
    return Self.sizeThatFits(&r.pointee.rule, p, self, engine)
  }
  /// A rule that makes its children when placed (a GeometryReader lowering
  /// its content) appends records while it runs, which can move the
  /// buffer its record lies in: it runs on a copy (`callsRuleInPlace` is
  /// false for it). Nothing else appends during layout: lowering is done,
  /// and guide queries never place a reader, whose subtree reports no
  /// explicit guide.
  @inline(__always)
  func rulePlaceSubviews(size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> [ChildPlacement] {
    let r = record
    guard r.pointee.callsRuleInPlace else {
      return r.pointee.rule.placeSubviews(size: size, proposal: proposal, node: self, engine: engine)
    }
    return Self.placeSubviews(&r.pointee.rule, size, proposal, self, engine)
  }
  @inline(__always)
  func rulePlaceOnlyChild(size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> ChildPlacement? {
    let r = record
    guard r.pointee.callsRuleInPlace else {
      return r.pointee.rule.placeOnlyChild(size: size, proposal: proposal, node: self, engine: engine)
    }
    return Self.placeOnlyChild(&r.pointee.rule, size, proposal, self, engine)
  }
  @inline(__always)
  func ruleExplicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> CGFloat? {
    let r = record
    guard r.pointee.callsRuleInPlace else {
      return r.pointee.rule.explicitGuide(key, size: size, proposal: proposal, node: self, engine: engine)
    }
    return Self.explicitGuide(&r.pointee.rule, key, size, proposal, self, engine)
  }
  @inline(__always)
  private static func sizeThatFits<R: NodeLayoutRule>(
    _ rule: inout R, _ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine
  ) -> CGSize {
    rule.sizeThatFits(p, node: node, engine: engine)
  }
  @inline(__always)
  private static func placeSubviews<R: NodeLayoutRule>(
    _ rule: inout R, _ size: CGSize, _ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine
  ) -> [ChildPlacement] {
    rule.placeSubviews(size: size, proposal: p, node: node, engine: engine)
  }
  @inline(__always)
  private static func placeOnlyChild<R: NodeLayoutRule>(
    _ rule: inout R, _ size: CGSize, _ p: ProposedViewSize, _ node: LayoutNode, _ engine: LayoutEngine
  ) -> ChildPlacement? {
    rule.placeOnlyChild(size: size, proposal: p, node: node, engine: engine)
  }
  @inline(__always)
  private static func explicitGuide<R: NodeLayoutRule>(
    _ rule: inout R, _ key: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize, _ node: LayoutNode,
    _ engine: LayoutEngine
  ) -> CGFloat? {
    rule.explicitGuide(key, size: size, proposal: p, node: node, engine: engine)
  }

  /// The node's rule by kind (a copy: for code off the hot path).
  package var rule: NodeRule {
    let r = record.pointee.rule
    switch record.pointee.kind {
    case .leaf: return .leaf(r as! any LeafLayout)
    case .unary: return .unary(r as! any UnaryLayout)
    case .container: return .container(r as! any ContainerRule)
    case .decorated: return .decorated(r as! DecorationLayout)
    }
  }
  var sizing: NodeSizing { record.pointee.sizing }
  var intrinsic: CGSize { record.pointee.intrinsic }
  package var hasExplicitGuides: Bool { record.pointee.hasExplicitGuides }
  var isStackOfOne: Bool { record.pointee.isStackOfOne }
  var makesChildrenAtPlacement: Bool { record.pointee.makesChildrenAtPlacement }
  package var layoutPriority: Double { record.pointee.layoutPriority }
  var hasOwnSpacing: Bool { record.pointee.hasOwnSpacing }
  package var height: Int32 { record.pointee.height }
  var sizedByChild: LayoutNode? {
    let i = record.pointee.sizedByChild
    return i < 0 ? nil : LayoutNode(storage, i)
  }
  /// The node's children, in order.
  package var children: NodeChildList {
    let r = record
    return NodeChildList(storage: storage, start: r.pointee.childStart, count: Int(r.pointee.childCount))
  }
  /// The node's parent, nil for the root.
  package var parent: LayoutNode? {
    let p = record.pointee.parent
    return p < 0 ? nil : LayoutNode(storage, p)
  }
  /// The first child (modifiers and decorations have one or two).
  var firstChild: LayoutNode { LayoutNode(storage, storage.pointee.child(record.pointee.childStart, 0)) }

  /// What this node draws, if anything.
  package var drawing: Drawing {
    get {
      let i = record.pointee.colorIndex
      return i < 0 ? record.pointee.drawing : .color(storage.pointee.colors.base.unsafelyUnwrapped[Int(i)])
    }
    nonmutating set {
      record.pointee.drawing = newValue
      record.pointee.colorIndex = -1
    }
  }
  /// The user's `.id(…)` for look-ups in the result.
  package var viewID: String? {
    get { table.tags(index)?.viewID }
    nonmutating set { table.setTags(index) { $0.viewID = newValue } }
  }
  /// The accessibility label, the SVG title when on the root.
  package var accessibilityLabel: String? {
    get { table.tags(index)?.accessibilityLabel }
    nonmutating set { table.setTags(index) { $0.accessibilityLabel = newValue } }
  }
  /// Set by `.zIndex(_:)`: siblings are drawn in increasing order (0 when
  /// unset), in their own order where equal.
  package var zIndex: Double {
    get { table.tags(index)?.zIndex ?? 0 }
    nonmutating set { table.setTags(index) { $0.zIndex = newValue } }
  }
  /// The selection tag of this node, or of the first node down its chain of
  /// single children that has one (`Text("A").tag(1).padding()`).
  var selectionTag: AnyHashable? {
    get {
      var node = self
      while true {
        if let tag = table.tags(node.index)?.selectionTag { return tag }
        guard node.children.count == 1 else { return nil }
        node = node.children[0]
      }
    }
    nonmutating set { table.setTags(index) { $0.selectionTag = newValue } }
  }
  /// The list-row tags of this node, merged down its chain of single
  /// children (the outermost setting of each wins).
  var listRowTags: ListRowTags {
    var result = ListRowTags()
    var node = self
    var seen = Set<Int>()
    while true {
      if let t = table.tags(node.index)?.listRow {
        // Insets apply inner first, so the outermost wins.
        result.edgeInsets = t.edgeInsets + result.edgeInsets
        if result.background == nil { result.background = t.background }
        if result.badge == nil { result.badge = t.badge }
        if result.tabItem == nil { result.tabItem = t.tabItem }
        if result.preview.name == nil { result.preview.name = t.preview.name }
        if result.preview.layout == nil { result.preview.layout = t.preview.layout }
        if result.preview.device == nil { result.preview.device = t.preview.device }
        if result.preview.landscape == nil { result.preview.landscape = t.preview.landscape }
        result.separatorHidden = result.separatorHidden || t.separatorHidden
        result.isSection = result.isSection || t.isSection
        if let values = t.containerValues {
          result.containerValues = (result.containerValues ?? ContainerValues()).merging(under: values)
        }
        if result.sectionParts == nil { result.sectionParts = t.sectionParts }
      }
      guard node.children.count == 1, seen.insert(Int(node.index)).inserted else { return result }
      node = node.children[0]
    }
  }
  func setListRowTags(_ body: (inout ListRowTags) -> Void) {
    table.setTags(index) {
      var t = $0.listRow ?? ListRowTags()
      body(&t)
      $0.listRow = t
    }
  }
  /// The color scheme this subtree is drawn in, when the environment set
  /// one for it.
  package var colorSchemeOverride: ColorScheme? {
    get { table.tags(index)?.colorScheme }
    nonmutating set { table.setTags(index) { $0.colorScheme = newValue } }
  }
  /// Set by `.layoutGuides()`: draw the layout over this subtree.
  package var guideStyle: LayoutGuideStyle? {
    get { table.tags(index)?.guideStyle }
    nonmutating set { table.setTags(index) { $0.guideStyle = newValue } }
  }

  /// The node's kind as the text dump shows it.
  package var kindDescription: String {
    let r = record
    // A Color's leaf keeps no copy of the color: its fill has it.
    if r.pointee.colorIndex >= 0 {
      return "Color(\(storage.pointee.colors.base.unsafelyUnwrapped[Int(r.pointee.colorIndex)].dumpName))"
    }
    return r.pointee.rule.kindDescription
  }
}

/// A node's children: a range of the table's index list.
package struct NodeChildList: RandomAccessCollection {
  let storage: UnsafeMutablePointer<NodeStorage>
  let start: Int32
  package let count: Int
  package var startIndex: Int { 0 }
  package var endIndex: Int { count }
  @inline(__always)
  package subscript(k: Int) -> LayoutNode {
    precondition(k >= 0 && k < count, "child index out of range")
    return LayoutNode(storage, storage.pointee.child(start, k))
  }
}

/// Every node's sizes per proposal, one row per measured node, in chunks
/// owned by the engine: a look-up is pointer arithmetic and compares, with
/// no reference counting and no allocation per node, and the table grows a
/// chunk at a time without copying. A row holds four proposals; a node that
/// sees more (deep in a large tree) continues in a linked row, so no size is
/// ever measured twice.
struct SizeTable: ~Copyable {
  /// The count first, then the keys: a look-up reads the first 72 bytes
  /// (it read a third cache line for the count when it came last).
  struct Row {
    var count: Int32
    /// The row continuing a full row, or -1.
    var next: Int32
    var keys: (ProposalKey, ProposalKey, ProposalKey, ProposalKey)
    var values: (CGSize, CGSize, CGSize, CGSize)
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
    row(count).initialize(to: Row(count: 0, next: -1, keys: (k, k, k, k), values: (.zero, .zero, .zero, .zero)))
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

/// Working values on the stack, not the heap (the stack algorithm's: a
/// stack is sized for several proposals per layout, and heap arrays there
/// dominated the cost). Every element is initialized for the buffer's whole
/// life, and indices are checked: the code using it holds no pointer.
struct Scratch<Element> {
  private let buffer: UnsafeMutableBufferPointer<Element>
  fileprivate init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

  var count: Int { buffer.count }
  subscript(i: Int) -> Element {
    @inline(__always) get {
      assert(i >= 0 && i < buffer.count, "scratch index out of range")
      return buffer.baseAddress.unsafelyUnwrapped[i]
    }
    @inline(__always) nonmutating set {
      assert(i >= 0 && i < buffer.count, "scratch index out of range")
      buffer.baseAddress.unsafelyUnwrapped[i] = newValue
    }
  }
  /// Sorts the first `n` elements.
  func sortPrefix(_ n: Int, by less: (Element, Element) -> Bool) {
    var prefix = UnsafeMutableBufferPointer(rebasing: buffer[0..<min(n, buffer.count)])
    prefix.sort(by: less)
  }
}

/// Runs `body` with a scratch buffer of `n` elements, element i starting as
/// `initial(i)`.
@inline(__always)
func withScratch<A, R>(count n: Int, _ initial: (Int) -> A, _ body: (Scratch<A>) -> R) -> R {
  withUnsafeTemporaryAllocation(of: A.self, capacity: n) { x in
    for i in 0..<n { (x.baseAddress! + i).initialize(to: initial(i)) }
    defer { x.baseAddress?.deinitialize(count: n) }
    return body(Scratch(x))
  }
}

/// Runs `body` with a scratch buffer of `n` copies of `value` and one of
/// the indices 0..<n (an order to permute), in one temporary allocation:
/// one closure level, where nesting two `withScratch` calls left the inner
/// one a closure call with its captures copied (a tenth of a small stack's
/// sizing).
@inline(__always)
func withScratch<A, R>(count n: Int, filling value: A, _ body: (Scratch<A>, Scratch<Int>) -> R) -> R {
  let offset = (n * MemoryLayout<A>.stride + MemoryLayout<Int>.alignment - 1) / MemoryLayout<Int>.alignment
    * MemoryLayout<Int>.alignment
  let bytes = offset + n * MemoryLayout<Int>.stride
  let alignment = max(MemoryLayout<A>.alignment, MemoryLayout<Int>.alignment)
  return withUnsafeTemporaryAllocation(byteCount: max(bytes, 1), alignment: alignment) { raw in
    let a = raw.baseAddress.unsafelyUnwrapped.bindMemory(to: A.self, capacity: n)
    let order = (raw.baseAddress.unsafelyUnwrapped + offset).bindMemory(to: Int.self, capacity: n)
    a.initialize(repeating: value, count: n)
    for i in 0..<n { (order + i).initialize(to: i) }
    defer { a.deinitialize(count: n) }
    return body(
      Scratch(UnsafeMutableBufferPointer(start: a, count: n)), Scratch(UnsafeMutableBufferPointer(start: order, count: n)))
  }
}

/// An engine read without retaining it, for the rules' hot paths (a stack
/// measured for each proposal retained the engine each time). The caller
/// holds the engine for as long as this value lives.
struct UnretainedEngine {
  private let ref: Unmanaged<LayoutEngine>
  init(_ engine: LayoutEngine) { ref = .passUnretained(engine) }
  @inline(__always)
  func with<R>(_ body: (LayoutEngine) -> R) -> R { ref._withUnsafeGuaranteedRef(body) }
  var engine: LayoutEngine { ref.takeUnretainedValue() }
}

/// A container rule's state, stored as `AnyObject` in the engine, back as
/// its own type (the engine stores exactly one type per node).
@inline(__always)
func stateDowncast<T: AnyObject>(_ object: AnyObject, to: T.Type) -> T { unsafeDowncast(object, to: T.self) }
