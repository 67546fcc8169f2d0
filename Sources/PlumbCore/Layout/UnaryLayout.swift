import Foundation

/// The one protocol every single-child modifier conforms to: how big it is
/// given its child, and where the child goes.
package protocol UnaryLayout: NodeLayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize
  /// The child's origin in this view's coordinates and the proposal it gets.
  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement
  /// This view's explicit value for a guide. The default passes the child's
  /// explicit value through, translated by the child's origin.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> CGFloat?
  /// Set by `layoutPriority`; other modifiers pass their child's through.
  var layoutPriority: Double? { get }
  /// Whether this modifier itself sets explicit guides.
  var setsExplicitGuides: Bool { get }
  /// Moves the child when drawn, without changing layout (`offset`).
  var drawingOffset: CGSize { get }
  /// The device safe area this view's frame reaches into where it touches
  /// it, and on which edges (`ignoresSafeArea`); nil for none.
  var safeAreaExpansion: SafeAreaExpansion? { get }
  /// The device safe area a scroll view's content is inset by where the
  /// scroll view reaches into it (its content starts below the status bar
  /// however far the scroll view extends); nil for none.
  var scrollContentSafeArea: EdgeInsets? { get }
  /// The layout direction this modifier sets for its subtree, if any.
  var layoutDirection: LayoutDirection? { get }
  /// The modifier's size when no proposal can change it (a frame with a
  /// fixed width and height): the engine then answers it without a call
  /// or a cache, as it answers an image's. nil is always correct.
  var fixedSize: CGSize? { get }
  /// The modifier's size when its child's is `child` whatever it is
  /// proposed, if no proposal can change the modifier's either (padding:
  /// the child's plus the insets); nil where one can (a flexible frame).
  /// nil is always correct.
  func fixedSize(child: CGSize) -> CGSize?
  var kindDescription: String { get }
  /// The modifier's spacing given its child's: the child's, unless the
  /// modifier sets a size or space on some edges (frames, padding).
  func spacing(child: ViewSpacing) -> ViewSpacing
}

extension UnaryLayout {
  package func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> CGFloat? {
    let placed = placement(in: size, proposal: proposal, child: child)
    guard let v = child.explicitGuide(key, placed.proposal) else { return nil }
    return v + placed.origin[key.axis]
  }
  package var layoutPriority: Double? { nil }
  package var setsExplicitGuides: Bool { false }
  package var drawingOffset: CGSize { .zero }
  package var safeAreaExpansion: SafeAreaExpansion? { nil }
  package var scrollContentSafeArea: EdgeInsets? { nil }
  package var layoutDirection: LayoutDirection? { nil }
  package var fixedSize: CGSize? { nil }
  package func fixedSize(child: CGSize) -> CGSize? { nil }
  package func spacing(child: ViewSpacing) -> ViewSpacing { child }
}

/// A modifier that changes nothing about layout: the child gets the
/// proposal and sits at the origin (opacity, clip, id, environment).
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
package protocol TransparentLayout: UnaryLayout {}

extension TransparentLayout {
  package func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize { child.size(p) }
  package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    ChildPlacement(origin: .zero, proposal: proposal)
  }
  package func fixedSize(child: CGSize) -> CGSize? { child }
}

/// A handle on one child for a layout rule: its size and guides per proposal.
package struct LayoutChild {
  let engine: LayoutEngine
  let node: LayoutNode

  package func size(_ p: ProposedViewSize) -> CGSize { engine.size(node, p) }
  package func dimensions(_ p: ProposedViewSize) -> ViewDimensions { engine.dimensions(node, p) }
  package func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
    engine.explicitGuide(node, key, p)
  }
  /// Where the child, proposed `p`, goes in a box of `size` so that its
  /// guides for `alignment` meet the box's (`alignedOrigin(of:in:alignment:)`):
  /// from its size alone when nothing in it sets a guide, which is most
  /// views (no dimensions, no guide closure per frame placed).
  func alignedOrigin(_ p: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
    guard !node.hasExplicitGuides else { return PlumbCore.alignedOrigin(of: dimensions(p), in: size, alignment: alignment) }
    let s = self.size(p)
    let h = alignment.horizontal.key, v = alignment.vertical.key
    return CGPoint(
      x: finiteOffset(h.defaultValue(for: size) - h.defaultValue(for: s)),
      y: finiteOffset(v.defaultValue(for: size) - v.defaultValue(for: s)))
  }
}

/// Places a child of `childDims` inside a box of `size` so that the child's
/// guide (explicit or default) meets the box's default guide, on both axes:
/// the rule frames, backgrounds and overlays share.
func alignedOrigin(of childDims: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
  let box = ViewDimensions(size: size)
  return CGPoint(
    x: finiteOffset(alignment.horizontal.key.defaultValue(in: box) - childDims[alignment.horizontal.key]),
    y: finiteOffset(alignment.vertical.key.defaultValue(in: box) - childDims[alignment.vertical.key]))
}

/// An offset between two guides, 0 where it is not finite: infinite sizes
/// (a parent's probe at infinity) make infinity minus infinity, and a
/// view on an infinite line sits on it.
@inline(__always)
func finiteOffset(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

/// Where a view that ignores the safe area may grow: the device's safe-area
/// insets, in the root's coordinates, and the edges it ignores.
package struct SafeAreaExpansion {
  let insets: EdgeInsets
  let edges: Edge.Set

  /// `frame` grown to the root's edge on each ignored edge where it touches
  /// the safe area (SwiftUI: a view reaching the safe area's edge extends
  /// past it); unchanged elsewhere.
  func expand(_ frame: CGRect, root: CGSize) -> CGRect {
    let e: CGFloat = 0.001
    var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
    if edges.contains(.top), insets.top > 0, minY <= insets.top + e { minY = min(minY, 0) }
    if edges.contains(.bottom), insets.bottom > 0, maxY >= root.height - insets.bottom - e { maxY = max(maxY, root.height) }
    if edges.contains(.leading), insets.leading > 0, minX <= insets.leading + e { minX = min(minX, 0) }
    if edges.contains(.trailing), insets.trailing > 0, maxX >= root.width - insets.trailing - e {
      maxX = max(maxX, root.width)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
