import Foundation

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
