import Foundation

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview {
  // Unowned: the engine keeps the layout's cache, which may hold these
  // proxies (a Layout's makeCache often stores its subviews); a strong
  // reference would make a cycle and leak the whole layout.
  unowned let engine: LayoutEngine
  let node: LayoutNode
  let index: Int
  let sink: PlacementSink

  /// The subview's size for a proposal (cached by the solver).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.size(node, proposal)
  }

  /// The subview's size and guides, overridden guides included.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    engine.dimensions(node, proposal)
  }

  /// Places the subview: `anchor` of the subview goes to `position`.
  ///
  /// Bad values are noted in the result's diagnostics: a NaN or infinite
  /// position or anchor counts as 0; an anchor on an infinitely long side
  /// puts that side's start at the position (0 × ∞ is no offset).
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    if proposal.width?.isNaN == true || proposal.height?.isNaN == true {
      engine.diagnose("place(at:) proposal \(proposal) has NaN; used unspecified")
    }
    let p = proposal.sanitized
    let s = engine.size(node, p)
    let x = engine.finiteCoordinate(position.x, "place(at:) x"), y = engine.finiteCoordinate(position.y, "place(at:) y")
    let ax = engine.finiteCoordinate(anchor.x, "place(at:) anchor x"), ay = engine.finiteCoordinate(anchor.y, "place(at:) anchor y")
    let origin = CGPoint(
      x: x - anchorOffset(ax, s.width) - sink.bounds.minX,
      y: y - anchorOffset(ay, s.height) - sink.bounds.minY)
    sink.placements[index] = ChildPlacement(origin: origin, proposal: p)
  }

  /// The subview's `layoutPriority` (0 by default).
  public var priority: Double { node.layoutPriority }

  /// The values the subview set with `containerValue(_:_:)` (iOS 18): a
  /// layout reads its subviews' settings from them.
  public var containerValues: ContainerValues { node.listRowTags.containerValues ?? ContainerValues() }

  /// The subview's preferred spacing (`ViewSpacing`): an ordinary view's,
  /// text's from its font, a Spacer's (none), a container's from its own.
  public var spacing: ViewSpacing { engine.spacing(node) }

  /// A value set on the subview with `.layoutValue(key:value:)`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    var n = node
    while true {
      switch n.rule {
      case .unary(let rule):
        if let v = rule as? LayoutValueLayout, v.key == ObjectIdentifier(key), let value = v.value as? K.Value {
          return value
        }
        n = n.firstChild
      case .decorated: n = n.firstChild
      default: return K.defaultValue
      }
    }
  }

}

extension LayoutSubview: Equatable {
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node == b.node }
}

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection {
  /// A slice keeps its parent's indices, as a collection's slice does.
  let items: ArraySlice<LayoutSubview>
  init(items: [LayoutSubview]) { self.items = items[...] }
  init(slice: ArraySlice<LayoutSubview>) { items = slice }
  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(index: Int) -> LayoutSubview { items[index] }
  /// Part of the subviews: a `LayoutSubviews` itself, so a layout can hand
  /// it to another or to itself. Bounds below a slice's start are read from
  /// its start (swiftui-lab's recursive wheel places `subviews[12...]` with
  /// the code that placed `[0..<12]`, indexing the slice from 0), so such a
  /// layout places views instead of trapping.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    if bounds.lowerBound < startIndex {
      let lower = Swift.min(startIndex + bounds.lowerBound, endIndex)
      let upper = Swift.min(Swift.max(startIndex + bounds.upperBound, lower), endIndex)
      return LayoutSubviews(slice: items[lower..<upper])
    }
    return LayoutSubviews(slice: items[bounds])
  }
}

/// How far `anchor` (a fraction) lies into a side of `length`: 0 for
/// anchor 0 whatever the length, and 0 where the product is not finite
/// (an anchor inside an infinitely long side).
func anchorOffset(_ anchor: CGFloat, _ length: CGFloat) -> CGFloat {
  anchor == 0 ? 0 : finiteOffset(anchor * length)
}

/// Collects the placements a `placeSubviews` call makes.
final class PlacementSink {
  var placements: [ChildPlacement?] = []
  var bounds: CGRect = .zero
}

/// Sets a `LayoutValueKey` value on a view for its container.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
nonisolated struct LayoutValueLayout: TransparentLayout {
  var key: ObjectIdentifier
  var value: Any
  var name: String
  var kindDescription: String { "layoutValue(\(name))" }
}
