import Foundation

/// Which lazy-stack views stay pinned while scrolling: none in a still image.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// `LazyVStack` / `LazyHStack`: children one after another, each at its
/// ideal length — a lazy stack does not divide space among its children.
///
/// Child proposal: unspecified along the axis, the proposal across it.
/// Own size: along the axis, the children and spacing; across it, the
/// proposal (a LazyVStack takes the proposed width), else the widest child.
/// Placement: in order along the axis, aligned across by the alignment.
struct LazyStackLayout: Layout, BuiltinLayout {
  typealias Cache = Void
  var kindDescription: String {
    "\(axis == .vertical ? "LazyVStack" : "LazyHStack")(alignment: \(alignment), spacing: \(spacing.map(formatLength) ?? "default"))"
  }
  var alignmentKeys: [AlignmentKey] { [alignment] }
  var axis: Axis
  var alignment: AlignmentKey
  var spacing: CGFloat?

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    var c = p
    c[axis] = nil
    return c
  }

  func gap(_ subviews: Subviews) -> CGFloat {
    guard let spacing else { return 8 }
    return spacing.isFinite ? spacing : 0
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let cp = childProposal(proposal)
    var length: CGFloat = 0
    var across: CGFloat = 0
    for (i, s) in subviews.enumerated() {
      let size = s.sizeThatFits(cp)
      length += size[axis] + (i > 0 ? gap(subviews) : 0)
      across = max(across, size[axis.other])
    }
    var result = CGSize.zero
    result[axis] = length
    result[axis.other] = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? across
    return result
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let cp = childProposal(proposal)
    let box = ViewDimensions(size: bounds.size)
    let line = alignment.defaultValue(in: box)
    var position: CGFloat = 0
    for (i, s) in subviews.enumerated() {
      if i > 0 { position += gap(subviews) }
      let d = s.dimensions(in: cp)
      var point = CGPoint.zero
      point[axis] = position
      point[axis.other] = finiteOffset(line - d[alignment])
      s.place(
        at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .topLeading, proposal: cp)
      position += CGSize(width: d.width, height: d.height)[axis]
    }
  }
}

/// A vertical stack that SwiftUI builds lazily; in a still image it is a
/// VStack whose rows keep their ideal heights and which takes the width.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let layout: LazyStackLayout
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env, stackAxis: .vertical)
  }
}

/// A horizontal stack that SwiftUI builds lazily; in a still image it is an
/// HStack whose columns keep their ideal widths and which takes the height.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let layout: LazyStackLayout
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    self.content = content()
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env, stackAxis: .horizontal)
  }
}
