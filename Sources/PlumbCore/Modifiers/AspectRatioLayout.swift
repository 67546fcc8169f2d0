import Foundation

/// How content fills a space with a different aspect ratio.
public enum ContentMode: Hashable, Sendable {
  /// The largest size of the ratio inside the proposal.
  case fit
  /// The smallest size of the ratio covering the proposal.
  case fill
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
///
/// Child proposal: the largest (fit) or smallest (fill) size of the ratio
/// — the given one, else the child's ideal width over height — within or
/// around the proposal; an unspecified dimension follows from the other;
/// both unspecified: unspecified. Own size: the child's. Placement: (0, 0),
/// so a filling child overflows its parent's space, unclipped, as in SwiftUI.
nonisolated struct AspectRatioLayout: UnaryLayout {
  var ratio: CGFloat?
  var contentMode: ContentMode

  func childProposal(_ p: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
    let r: CGFloat
    if let ratio, ratio.isFinite, ratio > 0 {
      r = ratio
    } else {
      let ideal = child.size(.unspecified)
      r = ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite ? ideal.width / ideal.height : 1
    }
    switch (p.width, p.height) {
    case (nil, nil): return .unspecified
    case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
    case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
    case (let w?, let h?):
      // The width the height allows, against the proposed width.
      let byHeight = h * r
      let width = contentMode == .fit ? min(w, byHeight) : max(w, byHeight)
      guard width.isFinite else {
        // An infinite side: fit takes the finite one's; fill is infinite.
        return contentMode == .fit ? ProposedViewSize(width: byHeight.isFinite ? byHeight : w, height: h) : p
      }
      return ProposedViewSize(width: width, height: width / r)
    }
  }

  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    child.size(childProposal(p, child: child))
  }
  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    ChildPlacement(origin: .zero, proposal: childProposal(proposal, child: child))
  }
  var kindDescription: String {
    "aspectRatio(\(ratio.map(formatLength) ?? "nil"), contentMode: .\(contentMode == .fit ? "fit" : "fill"))"
  }
}

nonisolated extension View {
  /// Constrains the view to `aspectRatio` (width over height; nil: the
  /// view's ideal ratio), fitting in or filling the proposed space.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(UnaryModifier { ctx in
      if let r = aspectRatio, !(r.isFinite && r > 0) {
        ctx.diagnostics.append("aspectRatio \(r) is not a positive number; used the view's own")
      }
      return AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)
    })
  }

  /// `aspectRatio(ratio.width / ratio.height, contentMode:)`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// The view at its own aspect ratio, as large as fits the proposal.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// The view at its own aspect ratio, as small as covers the proposal.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
