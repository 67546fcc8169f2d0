import Foundation

/// One view of a container's content, already lowered: what a Picker, a
/// segmented control or a TabView arranges (SwiftUI's `Subview`). Each is
/// placed once.
nonisolated struct LoweredSubview: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let node: LayoutNode
  /// Its `.tag`, or its `ForEach` id.
  let tag: AnyHashable?
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) { ctx.emit(node) }
}

/// Lowers `content` (with `transform` applied to its environment) into its
/// views, then lowers what `make` builds of them. The views `make` leaves
/// out are not drawn.
///
/// Child proposal, own size, placement: those of the view `make` returns.
nonisolated struct SubviewsReader<Content: View, Result: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let content: Content
  let transform: (inout EnvironmentValues) -> Void
  /// Whether a `ForEach` at the content's top level tags its rows with
  /// their ids: for a Picker or TabView, which select by tag.
  let tagsRows: Bool
  let make: ([LoweredSubview]) -> Result

  init(
    content: Content, transform: @escaping (inout EnvironmentValues) -> Void = { _ in }, tagsRows: Bool = false,
    @ViewBuilder make: @escaping ([LoweredSubview]) -> Result
  ) {
    self.content = content
    self.transform = transform
    self.tagsRows = tagsRows
    self.make = make
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    var inner = env
    transform(&inner)
    let saved = ctx.tagsRowsByID
    ctx.tagsRowsByID = tagsRows
    let nodes = ctx.collect { PlumbCore.lower(content, ctx, inner) }
    ctx.tagsRowsByID = saved
    PlumbCore.lower(make(nodes.map { LoweredSubview(node: $0, tag: $0.selectionTag) }), ctx, env)
  }
}
