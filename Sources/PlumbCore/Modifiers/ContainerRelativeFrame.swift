import Foundation

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: ProposedViewSize? = nil }

extension EnvironmentValues {
  /// The size of the figure's window: the root proposal. What
  /// `containerRelativeFrame` measures against (docs/deviations.md).
  var containerSize: ProposedViewSize? {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// A frame sized relative to the nearest container (iOS 17). Plumb's
  /// container is the figure's window (the root proposal), which is the
  /// scroll view's size in the common full-width carousel; an axis whose
  /// window length is unspecified is left as the view sizes it.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// `count` columns (or rows) of the container, `span` of them wide,
  /// `spacing` apart: ((length − spacing × (count − 1)) / count) × span +
  /// spacing × (span − 1).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(1, count)
    let span = min(max(1, span), count)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
    }
  }

  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
  }
}

nonisolated struct ContainerRelativeFrameView<Content: View>: View {
  let content: Content
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  @Environment(\.containerSize) private var container

  var body: some View {
    func side(_ axis: Axis, _ value: CGFloat?) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let value, value.isFinite else { return nil }
      let l = length(value, axis)
      return l.isFinite ? max(0, l) : nil
    }
    return content.frame(
      width: side(.horizontal, container?.width), height: side(.vertical, container?.height), alignment: alignment)
  }
}
