import Foundation

/// Overlays its children, aligned in both axes.
///
/// Child proposal: the ZStack's proposal, to every child.
/// Own size: the union of the aligned children.
/// Placement: on each axis, every child's guide for that axis's alignment
/// on one line, the same process as a stack's cross axis.
public struct ZStackLayout: Layout, BuiltinLayout {
  public typealias Cache = Void
  var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  func arrange(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> (origins: [CGPoint], size: CGSize) {
    let dims = subviews.map { $0.dimensions(in: p) }
    var origins = [CGPoint](repeating: .zero, count: dims.count)
    var size = CGSize.zero
    for axis in Axis.allCases {
      let key = alignment.key(axis)
      let guides = dims.map { $0[key] }
      let line = guides.max() ?? 0
      for i in dims.indices {
        origins[i][axis] = line - guides[i]
        size[axis] = max(size[axis], origins[i][axis] + dims[i].size[axis])
      }
    }
    return (origins, size)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let origins = arrange(proposal, subviews).origins
    for i in subviews.indices {
      subviews[i].place(
        at: CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y), proposal: proposal)
    }
  }

  var alignmentKeys: [AlignmentKey] { [alignment.horizontal.key, alignment.vertical.key] }
  var kindDescription: String {
    "ZStack(alignment: \(alignment.horizontal.key)/\(alignment.vertical.key))"
  }
}
