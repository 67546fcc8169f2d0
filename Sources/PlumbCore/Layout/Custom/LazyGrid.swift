import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): fixed, flexible
/// between bounds, or adaptive (as many tracks of at least `minimum` as fit).
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space to the next item; 8 when nil.
  public var spacing: CGFloat?
  /// Where a cell sits in its track; the grid's alignment when nil.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks of a lazy grid along its fixed axis.
///
/// As SwiftUI divides them: fixed items take their size; the length left
/// after them and the spacing is shared, in order, by the flexible and
/// adaptive items, each offered what is left divided by the items left. A
/// flexible item takes its offer clamped to its bounds; an adaptive one
/// fits as many tracks of at least its minimum as its offer holds (at least
/// one), shares the offer among them (each at most its maximum), spaced by
/// its spacing.
struct GridTracks {
  struct Track {
    var length: CGFloat
    var alignment: Alignment?
    /// The space after this track.
    var spacing: CGFloat
  }

  static func resolve(_ items: [GridItem], length: CGFloat?) -> [Track] {
    func spacing(_ item: GridItem) -> CGFloat { item.spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? 8 }
    func sane(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    let total = length.map(sane) ?? 0
    // Fixed sizes and the spacing between items come off first.
    var left = total
    for (i, item) in items.enumerated() {
      if case .fixed(let v) = item.size { left -= sane(v) }
      if i < items.count - 1 { left -= spacing(item) }
    }
    var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
    var tracks: [Track] = []
    for item in items {
      let s = spacing(item)
      switch item.size {
      case .fixed(let v):
        tracks.append(Track(length: sane(v), alignment: item.alignment, spacing: s))
      case .flexible(let lo, let hi):
        let offer = flexibleLeft > 0 ? max(0, left) / CGFloat(flexibleLeft) : 0
        let minimum = sane(lo), maximum = hi.isNaN ? .infinity : max(minimum, hi)
        let v = min(max(offer, minimum), maximum)
        tracks.append(Track(length: v, alignment: item.alignment, spacing: s))
        left -= v
        flexibleLeft -= 1
      case .adaptive(let lo, let hi):
        let offer = flexibleLeft > 0 ? max(0, left) / CGFloat(flexibleLeft) : 0
        let minimum = max(sane(lo), 1), maximum = hi.isNaN ? .infinity : max(minimum, hi)
        let count = max(1, Int(((offer + s) / (minimum + s)).rounded(.down)))
        let each = min(max((offer - CGFloat(count - 1) * s) / CGFloat(count), minimum), maximum)
        for k in 0..<count {
          tracks.append(Track(length: each, alignment: item.alignment, spacing: k < count - 1 ? s : s))
        }
        left -= each * CGFloat(count) + CGFloat(count - 1) * s
        flexibleLeft -= 1
      }
    }
    return tracks
  }
}

/// `LazyVGrid` and `LazyHGrid`: cells in tracks along one axis, lines along
/// the other.
///
/// Child proposal: each cell its track's length on the tracks' axis,
/// unspecified on the other. Own size: the tracks and their spacing, by the
/// lines (each as long as its longest cell) and the grid's spacing (8 by
/// default). Placement: cells in reading order, each aligned in its cell by
/// its item's alignment, else the grid's (centered across).
struct LazyGridLayout: Layout, BuiltinLayout {
  typealias Cache = Void
  /// The axis the lines run along: vertical for a LazyVGrid (rows stack
  /// downwards, tracks are columns).
  var axis: Axis
  var items: [GridItem]
  var alignment: Alignment
  var spacing: CGFloat?

  var kindDescription: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
  var alignmentKeys: [AlignmentKey] { [] }

  var lineSpacing: CGFloat { spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? 8 }

  func solve(_ p: ProposedViewSize, _ subviews: Subviews) -> (tracks: [GridTracks.Track], lines: [CGFloat], size: CGSize) {
    let trackAxis = axis.other
    let tracks = GridTracks.resolve(items, length: p[trackAxis])
    guard !tracks.isEmpty else { return ([], [], .zero) }
    var lines: [CGFloat] = []
    for (i, cell) in subviews.enumerated() {
      let t = tracks[i % tracks.count]
      let s = cell.sizeThatFits(ProposedViewSize(major: nil, minor: t.length, axis: axis))
      if i % tracks.count == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], s[axis])
    }
    var size = CGSize.zero
    size[trackAxis] = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
    size[axis] = lines.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * lineSpacing
    return (tracks, lines, size)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    solve(proposal, subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let (tracks, lines, _) = solve(proposal, subviews)
    guard !tracks.isEmpty else { return }
    let trackAxis = axis.other
    var trackStarts: [CGFloat] = []
    var t: CGFloat = 0
    for track in tracks {
      trackStarts.append(t)
      t += track.length + track.spacing
    }
    var lineStart: CGFloat = 0
    for (i, cell) in subviews.enumerated() {
      let k = i % tracks.count, line = i / tracks.count
      if k == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
      let track = tracks[k]
      var cellSize = CGSize.zero
      cellSize[trackAxis] = track.length
      cellSize[axis] = lines[line]
      let childProposal = ProposedViewSize(major: nil, minor: track.length, axis: axis)
      let d = cell.dimensions(in: childProposal)
      let a = track.alignment ?? alignment
      var origin = alignedOrigin(of: d, in: cellSize, alignment: a)
      origin[trackAxis] += trackStarts[k]
      origin[axis] += lineStart
      cell.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: childProposal)
    }
  }
}

/// Cells in columns, rows stacking downwards, as SwiftUI's `LazyVGrid`.
nonisolated public struct LazyVGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    self.content = content()
  }
  /// The grid layout as a container, as any `Layout` is used.
  public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Cells in rows, columns stacking rightwards, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    self.content = content()
  }
  /// The grid layout as a container, as any `Layout` is used.
  public var body: some View { LayoutView(layout: layout, content: content) }
}
