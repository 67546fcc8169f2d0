import Foundation

/// `frame(width:height:alignment:)`: a fixed size on the given axes.
///
/// Child proposal: the frame's width/height where set, else the proposal.
/// Own size: the frame's width/height where set, else the child's.
/// Placement: the child's guide for `alignment` on the frame's default guide.
///
/// Stored in three words, so the table keeps it inline in the rule's
/// existential (no box per frame): each length is NaN for none, the
/// alignment packed (`Packed`).
nonisolated struct FrameLayout: UnaryLayout {
  private let storedWidth: CGFloat
  private let storedHeight: CGFloat
  private let packedAlignment: Packed<Alignment>

  /// `width` and `height` are valid lengths or nil (lowering drops the
  /// others, `LoweringContext.frameLength`).
  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    storedWidth = width ?? .nan
    storedHeight = height ?? .nan
    packedAlignment = Packed(alignment)
  }

  var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
  var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
  var alignment: Alignment { packedAlignment.value }

  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let s = child.size(childProposal(p))
    return CGSize(width: width ?? s.width, height: height ?? s.height)
  }

  /// A fixed width and height: the frame's size whatever it is proposed
  /// (its child is still sized, where it is placed).
  var fixedSize: CGSize? {
    guard let width, let height else { return nil }
    return CGSize(width: width, height: height)
  }

  /// A fixed child: the frame's lengths where set, the child's elsewhere.
  func fixedSize(child s: CGSize) -> CGSize? { CGSize(width: width ?? s.width, height: height ?? s.height) }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
  }

  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    let cp = childProposal(proposal)
    // The usual frame: a built-in alignment, a child without explicit
    // guides (arithmetic on the packed alignment's index).
    if !child.node.hasExplicitGuides, let origin = packedAlignment.defaultOrigin(of: child.size(cp), in: size) {
      return ChildPlacement(origin: origin, proposal: cp)
    }
    return ChildPlacement(origin: child.alignedOrigin(cp, in: size, alignment: alignment), proposal: cp)
  }

  /// A fixed width or height makes those edges an ordinary view's: the
  /// frame, not the text inside, meets the neighbours.
  func spacing(child: ViewSpacing) -> ViewSpacing {
    var edges: Edge.Set = []
    if width != nil { edges.formUnion(.horizontal) }
    if height != nil { edges.formUnion(.vertical) }
    return child.resetting(edges)
  }

  var kindDescription: String {
    var parts: [String] = []
    if let width { parts.append("width: \(formatLength(width))") }
    if let height { parts.append("height: \(formatLength(height))") }
    return "frame(\(parts.joined(separator: ", ")))"
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Child proposal: per axis, the proposal clamped to [min, max]; when
/// unproposed, the ideal (or unspecified). Own size: per axis, the child's
/// size, but at least min(proposal, max) when a max is set and at most
/// max(proposal, min) when a min is set — so `maxWidth: .infinity` fills the
/// proposal — clamped to [min, max]; with no min or max, the child's size
/// (the ideal when unproposed and an ideal is set).
/// Placement: the child's guide for `alignment` on the frame's default guide.
nonisolated struct FlexFrameLayout: UnaryLayout {
  var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  var alignment: Alignment

  func bounds(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
  }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    var result = p
    for axis in Axis.allCases {
      let b = bounds(axis)
      guard var v = p[axis] else {
        result[axis] = b.ideal
        continue
      }
      if let mn = b.min { v = max(v, mn) }
      if let mx = b.max { v = min(v, mx) }
      result[axis] = v
    }
    return result
  }

  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize {
    let cp = childProposal(p)
    let childSize = child.size(cp)
    var result = childSize
    for axis in Axis.allCases {
      let b = bounds(axis)
      // Unproposed with an ideal: the ideal, as fixedSize shows.
      if p[axis] == nil, let ideal = b.ideal {
        var v = ideal
        if let mn = b.min { v = max(v, mn) }
        if let mx = b.max { v = min(v, mx) }
        result[axis] = v
        continue
      }
      var v = childSize[axis]
      let proposed = cp[axis] ?? v
      if let mn = b.min { v = max(mn, min(v, proposed)) }
      if let mx = b.max { v = min(mx, max(v, proposed)) }
      result[axis] = v
    }
    return result
  }

  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    let cp = childProposal(proposal)
    return ChildPlacement(origin: child.alignedOrigin(cp, in: size, alignment: alignment), proposal: cp)
  }

  var kindDescription: String {
    let named: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    let parts = named.compactMap { name, v in v.map { "\(name): \(formatLength($0))" } }
    return "frame(\(parts.joined(separator: ", ")))"
  }
}
