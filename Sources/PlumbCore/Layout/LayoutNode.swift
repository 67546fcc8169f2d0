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

  package let rule: Rule
  package var children: [LayoutNode]
  /// What this node draws, if anything.
  package var drawing: Drawing
  /// The user's `.id(…)` for look-ups in the result.
  package var viewID: String?
  /// The accessibility label, the SVG title when on the root.
  package var accessibilityLabel: String?
  /// Whether any node in this subtree can report an explicit guide; when
  /// false, guide queries return nil without walking the subtree.
  package let hasExplicitGuides: Bool

  // Solver state, reset by each layout run.
  var sizeCache = ProposalCache<CGSize>()
  var placementCache = ProposalCache<[ChildPlacement]>()
  /// The frame in root coordinates, written by the placement pass.
  package var frame: CGRect = .zero
  /// The proposal the parent made in the final placement.
  package var proposal: ProposedViewSize = .unspecified

  package init(_ rule: Rule, children: [LayoutNode] = [], drawing: Drawing = .none) {
    self.rule = rule
    self.children = children
    self.drawing = drawing
    var explicit = children.contains { $0.hasExplicitGuides }
    switch rule {
    case .leaf(let leaf): explicit = explicit || leaf.hasExplicitGuides
    case .unary(let u): explicit = explicit || u.setsExplicitGuides
    case .container(let box): explicit = explicit || box.reportsExplicitAlignment
    case .decorated: break
    }
    hasExplicitGuides = explicit
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

  func resetCaches() {
    sizeCache = ProposalCache()
    placementCache = ProposalCache()
  }
}

/// Where a parent put a child: its top-left corner in the parent's
/// coordinates and the proposal it was placed with.
package struct ChildPlacement: Sendable {
  package var origin: CGPoint
  package var proposal: ProposedViewSize
}

/// A small cache keyed by proposal. A node sees a bounded set of proposals
/// per layout (zero, infinity and the final one on each axis), so a few
/// slots searched linearly beat a dictionary.
struct ProposalCache<Value> {
  private var keys: [ProposedViewSize] = []
  private var values: [Value] = []
  private var next = 0
  static var capacity: Int { 12 }

  func value(for p: ProposedViewSize) -> Value? {
    for i in keys.indices where keys[i] == p { return values[i] }
    return nil
  }

  mutating func insert(_ v: Value, for p: ProposedViewSize) {
    if keys.count < Self.capacity {
      keys.append(p)
      values.append(v)
    } else {
      keys[next] = p
      values[next] = v
      next = (next + 1) % Self.capacity
    }
  }
}
