import Foundation

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview {
  let engine: LayoutEngine
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
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let s = engine.size(node, proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * s.width - sink.bounds.minX,
      y: position.y - anchor.y * s.height - sink.bounds.minY)
    sink.placements[index] = ChildPlacement(origin: origin, proposal: proposal.sanitized)
  }

  /// The subview's `layoutPriority` (0 by default).
  public var priority: Double { node.layoutPriority }

  /// The subview's preferred spacing.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// A value set on the subview with `.layoutValue(key:value:)`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    var n = node
    while true {
      switch n.rule {
      case .unary(let rule):
        if let v = rule as? LayoutValueLayout, v.key == ObjectIdentifier(key), let value = v.value as? K.Value {
          return value
        }
        n = n.children[0]
      case .decorated: n = n.children[0]
      default: return K.defaultValue
      }
    }
  }

}

extension LayoutSubview: Equatable {
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection {
  let items: [LayoutSubview]
  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(index: Int) -> LayoutSubview { items[index] }
  public subscript(bounds: Range<Int>) -> ArraySlice<LayoutSubview> { items[bounds] }
}

/// Collects the placements a `placeSubviews` call makes.
final class PlacementSink {
  var placements: [ChildPlacement?] = []
  var bounds: CGRect = .zero
}

/// Sets a `LayoutValueKey` value on a view for its container.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
struct LayoutValueLayout: TransparentLayout {
  var key: ObjectIdentifier
  var value: Any
  var name: String
  var kindDescription: String { "layoutValue(\(name))" }
}
