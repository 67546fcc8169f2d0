import Foundation

/// HStack and VStack: one algorithm, parameterized by its major axis.
///
/// Child proposal: along the axis, a share of what is left, offered in order
/// of `layoutPriority` (highest first) and then least flexible first
/// (flexibility = size offered infinity minus size offered zero); each child
/// is offered the space left divided by the children left, and a priority
/// group is offered the space minus the minimum sizes of lower groups. Across
/// the axis, the stack's own proposal. An unspecified proposal along the axis
/// is passed on as unspecified (ideal sizes).
/// Own size: along the axis, the children plus spacing (8 by default), even
/// past the proposal; across it, the union of the aligned children.
/// Placement: in order along the axis; across it, each child's guide for the
/// stack's alignment on one line (seed 000's process: a child whose guide is
/// greater moves the others down; the union sets the size).
struct StackLayout {
  var axis: Axis
  var alignment: AlignmentKey
  var spacing: CGFloat?

  struct Allocation {
    var proposal: ProposedViewSize
    var childProposals: [ProposedViewSize]
    var origins: [CGPoint]
    var size: CGSize
  }

  /// The stack's last few allocations, by proposal: sizing and placing the
  /// same proposal run the algorithm once.
  struct Cache {
    var allocations = ProposalCache<Allocation>()
  }

  func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    return (0..<(subviews.count - 1)).map { i in
      if let spacing { return spacing.isFinite ? spacing : 0 }
      return subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
    }
  }

  func allocation(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Allocation {
    if let a = cache.allocations.value(for: p) { return a }
    let a = allocate(p, subviews)
    cache.allocations.insert(a, for: p)
    return a
  }

  private func allocate(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Allocation {
    let n = subviews.count
    let cross = axis.other
    let gaps = spacings(subviews)
    let totalSpacing = gaps.reduce(0, +)
    var proposals = [ProposedViewSize](repeating: p, count: n)
    var sizes = [CGSize](repeating: .zero, count: n)

    if let major = p[axis] {
      var remaining = major - totalSpacing
      var mins = [CGFloat](repeating: 0, count: n)
      var flex = [CGFloat](repeating: 0, count: n)
      var priorities = [Double](repeating: 0, count: n)
      for i in 0..<n {
        let lo = subviews[i].sizeThatFits(ProposedViewSize(major: 0, minor: p[cross], axis: axis))[axis]
        let hi = subviews[i].sizeThatFits(ProposedViewSize(major: .infinity, minor: p[cross], axis: axis))[axis]
        mins[i] = lo
        flex[i] = hi == lo ? 0 : hi - lo
        priorities[i] = subviews[i].priority
      }
      let order = (0..<n).sorted { a, b in
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        if flex[a] != flex[b] { return flex[a] < flex[b] }
        return a < b
      }
      var start = 0
      while start < n {
        let groupPriority = priorities[order[start]]
        var end = start
        while end < n && priorities[order[end]] == groupPriority { end += 1 }
        var lowerMin: CGFloat = 0
        for k in end..<n { lowerMin += mins[order[k]] }
        var available = remaining - lowerMin
        for k in start..<end {
          let i = order[k]
          let offer = available.isInfinite ? available : max(0, available / CGFloat(end - k))
          let proposal = ProposedViewSize(major: offer, minor: p[cross], axis: axis)
          let s = subviews[i].sizeThatFits(proposal)
          proposals[i] = proposal
          sizes[i] = s
          if !available.isInfinite { available -= s[axis] }
          if !remaining.isInfinite { remaining -= s[axis] }
        }
        start = end
      }
    } else {
      for i in 0..<n {
        proposals[i] = ProposedViewSize(major: nil, minor: p[cross], axis: axis)
        sizes[i] = subviews[i].sizeThatFits(proposals[i])
      }
    }

    // Alignment: every child's guide on one line, the union sets the size.
    var guides = [CGFloat](repeating: 0, count: n)
    var line = -CGFloat.infinity
    for i in 0..<n {
      guides[i] = subviews[i].dimensions(in: proposals[i])[alignment]
      line = max(line, guides[i])
    }
    var origins = [CGPoint](repeating: .zero, count: n)
    var position: CGFloat = 0
    var crossSize: CGFloat = 0
    for i in 0..<n {
      origins[i][axis] = position
      origins[i][cross] = line - guides[i]
      crossSize = max(crossSize, origins[i][cross] + sizes[i][cross])
      position += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
    }
    let size = CGSize(major: n == 0 ? 0 : position, minor: crossSize, axis: axis)
    return Allocation(proposal: p, childProposals: proposals, origins: origins, size: size)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGSize {
    allocation(p, subviews, &cache).size
  }

  func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
    let a = allocation(p, subviews, &cache)
    for i in subviews.indices {
      subviews[i].place(
        at: CGPoint(x: bounds.minX + a.origins[i].x, y: bounds.minY + a.origins[i].y),
        anchor: .topLeading, proposal: a.childProposals[i])
    }
  }
}

/// An HStack's layout, usable on its own as in SwiftUI (`AnyLayout(HStackLayout())`).
public struct HStackLayout: Layout, BuiltinLayout {
  public typealias Cache = StackCache
  var stack: StackLayout

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    stack = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache.stack)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
    stack.placeSubviews(bounds, proposal, subviews, &cache.stack)
  }
  var alignmentKeys: [AlignmentKey] { [stack.alignment] }
  var kindDescription: String { "HStack(alignment: \(stack.alignment), spacing: \(stack.spacing.map(formatLength) ?? "default"))" }
}

/// A VStack's layout, usable on its own as in SwiftUI.
public struct VStackLayout: Layout, BuiltinLayout {
  public typealias Cache = StackCache
  var stack: StackLayout

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    stack = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache.stack)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
    stack.placeSubviews(bounds, proposal, subviews, &cache.stack)
  }
  var alignmentKeys: [AlignmentKey] { [stack.alignment] }
  var kindDescription: String { "VStack(alignment: \(stack.alignment), spacing: \(stack.spacing.map(formatLength) ?? "default"))" }
}

/// The cache HStackLayout and VStackLayout keep between sizing and placing.
public struct StackCache {
  var stack = StackLayout.Cache()
}
