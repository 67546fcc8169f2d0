import Foundation

/// `alignmentGuide(_:computeValue:)`: an explicit value for one guide.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0).
/// Guides: for its key, the closure's value over the child's dimensions
/// (a non-finite value is ignored, with a diagnostic); every other guide passes through.
nonisolated struct AlignmentGuideLayout: TransparentLayout {
  var key: AlignmentKey
  var compute: (ViewDimensions) -> CGFloat

  func explicitGuide(_ k: AlignmentKey, size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> CGFloat? {
    if k == key {
      let v = compute(child.dimensions(proposal))
      if v.isFinite { return v }
      child.engine.diagnose("alignmentGuide(\(key)) returned \(v); used the child's value")
    }
    return child.explicitGuide(k, proposal)
  }
  var setsExplicitGuides: Bool { true }
  var kindDescription: String { "alignmentGuide(\(key))" }
}
