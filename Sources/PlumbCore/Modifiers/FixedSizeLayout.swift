import Foundation

/// `fixedSize`: the child at its ideal size on the chosen axes.
///
/// Child proposal: unspecified on the fixed axes, the proposal on the others.
/// Own size: the child's. Placement: (0, 0).
nonisolated struct FixedSizeLayout: UnaryLayout {
  var horizontal: Bool
  var vertical: Bool

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }
  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    child.size(childProposal(p))
  }
  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    ChildPlacement(origin: .zero, proposal: childProposal(proposal))
  }
  func fixedSize(child: CGSize) -> CGSize? { child }
  var kindDescription: String {
    horizontal && vertical ? "fixedSize" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
  }
}
