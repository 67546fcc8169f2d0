import Foundation

/// `offset`: moves the drawing, not the layout.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0) for
/// layout; the child is drawn (and reported) moved by the offset.
nonisolated struct OffsetLayout: TransparentLayout {
  var offset: CGSize
  var drawingOffset: CGSize { offset }
  var kindDescription: String { "offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))" }
}

/// `layoutPriority`: the order in which a stack offers space.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
nonisolated struct LayoutPriorityLayout: TransparentLayout {
  var priority: Double
  var layoutPriority: Double? { priority }
  var kindDescription: String { "layoutPriority(\(priority))" }
}

/// A modifier that only draws (opacity, clip) or names a view.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
nonisolated struct EffectLayout: TransparentLayout {
  var kindDescription: String
}

/// Marks where the environment's `layoutDirection` is set: the placement
/// pass mirrors the subtree's placements for right to left.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
nonisolated struct LayoutDirectionLayout: TransparentLayout {
  var direction: LayoutDirection
  var layoutDirection: LayoutDirection? { direction }
  var kindDescription: String { direction == .rightToLeft ? "layoutDirection(rightToLeft)" : "layoutDirection(leftToRight)" }
}
