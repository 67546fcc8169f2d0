import Foundation

/// Pads a view by the given insets.
///
/// Child proposal: the proposal minus the insets (never below 0).
/// Own size: the child's size plus the insets.
/// Placement: the child at (leading, top) inset.
nonisolated struct PaddingLayout: UnaryLayout {
  var insets: EdgeInsets

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: p.width.map { max(0, $0 - insets.horizontal) },
      height: p.height.map { max(0, $0 - insets.vertical) })
  }

  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    let s = child.size(childProposal(p))
    return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
  }

  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    ChildPlacement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
  }

  func fixedSize(child s: CGSize) -> CGSize? {
    CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
  }

  /// A padded edge is an ordinary view's: the padding, not the text
  /// inside, meets the neighbour.
  func spacing(child: ViewSpacing) -> ViewSpacing {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return child.resetting(edges)
  }

  var kindDescription: String {
    let i = insets
    if i.top == i.leading && i.top == i.bottom && i.top == i.trailing {
      return "padding(\(formatLength(i.top)))"
    }
    return "padding(top: \(formatLength(i.top)), leading: \(formatLength(i.leading)), bottom: \(formatLength(i.bottom)), trailing: \(formatLength(i.trailing)))"
  }
}
