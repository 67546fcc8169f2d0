import Foundation

/// A view that takes no space and draws nothing.
@frozen nonisolated public struct EmptyView: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  @inlinable public init() {}
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {}
}

/// Groups views without a container: modifiers apply to each child.
nonisolated public struct Group<Content> {
  public typealias Body = Never
  let content: Content
  /// Declared so the struct has no memberwise `init(content:)`, which a
  /// trailing closure would also match (and `@testable` code would see).
  private init(_storing content: Content) { self.content = content }
}
extension Group: View, PrimitiveView where Content: View {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    PlumbCore.lower(content, ctx, env)
  }
}
/// A group of toolbar items (`Group { if editing { ToolbarItem … } }`): its
/// items, as if written in the toolbar's builder.
/// Scenes grouped under one modifier (`Group { WindowGroup … ImmersiveSpace … }`):
/// as inert as the scenes it holds.
extension Group: Scene where Content: Scene {
  @_disfavoredOverload
  public init(@SceneBuilder content: () -> Content) { self.content = content() }
}
extension Group: ToolbarContent where Content: ToolbarContent {
  @_disfavoredOverload
  public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
  public func _entries(into entries: inout [_ToolbarEntries]) { content._entries(into: &entries) }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let lowerer: (LoweringContext, EnvironmentValues) -> Void
  public init<V: View>(_ view: V) {
    lowerer = { PlumbCore.lower(view, $0, $1) }
  }
  public init<V: View>(erasing view: V) { self.init(view) }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) { lowerer(ctx, env) }
}

/// Views computed from a collection, one per element. As in SwiftUI the
/// content is unconstrained, so other builders (chart content) have their
/// `ForEach` too; it is a view when its content is.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public let data: Data
  @usableFromInline package let content: (Data.Element) -> Content
  /// Read only inside a Picker or TabView, whose options a row's id tags.
  @usableFromInline let id: KeyPath<Data.Element, ID>

  /// A ForEach of any content, for other builders' initializers.
  @inlinable package init(unconstrained data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = id
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never

  @inlinable
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: id, content: content)
  }

  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    // Lowering runs unspecialized (through the witness table, for the
    // user's types), where iterating a collection is a witness call per
    // step; the most common data, a range of Int, is walked directly.
    if Data.self == Range<Int>.self && !ctx.tagsRowsByID {
      // Data is Range<Int>, so its element is Int: the casts are identities.
      let range = unsafeBitCast(data, to: Range<Int>.self)
      for i in range { PlumbCore.lower(content(unsafeBitCast(i, to: Data.Element.self)), ctx, env) }
      return
    }
    lowerIterating(ctx, env)
  }

  /// Any other data, and rows tagged by id. Out of line: iterating a
  /// collection needs `Optional<Element>`'s metadata, whose look-up the
  /// compiler hoists to the start of the function that iterates.
  @inline(never) func lowerIterating(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    if ctx.tagsRowsByID {
      // Inside a Picker or TabView, each row is tagged with its id, as
      // SwiftUI tags a ForEach's views (an explicit `.tag` wins). The rows'
      // own content is not: only this level selects.
      ctx.tagsRowsByID = false
      defer { ctx.tagsRowsByID = true }
      for element in data {
        let mark = ctx.mark
        PlumbCore.lower(content(element), ctx, env)
        let tag = AnyHashable(element[keyPath: id])
        for node in ctx.emitted(from: mark) where node.selectionTag == nil { node.selectionTag = tag }
      }
      return
    }
    for element in data { PlumbCore.lower(content(element), ctx, env) }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// Lowers `content` as the children of a `Layout` container. The built-in
/// stacks get the solver's direct stack box.
@discardableResult
func lowerContainer<L: Layout, C: View>(
  _ layout: L, _ content: C, _ ctx: LoweringContext, _ env: EnvironmentValues, stackAxis: Axis? = nil
) -> LayoutNode {
  // The rule first: its orientation (an `AnyLayout`'s is the wrapped
  // layout's) is the one Spacers and Dividers inside follow.
  let rule = L._solverBox(layout, _ViewInputs(ctx, env)).rule
  var inner = env
  inner.stackAxis = stackAxis ?? rule.stackOrientation
  let mark = ctx.mark
  PlumbCore.lower(content, ctx, inner)
  return ctx.emitParent(.container(rule), from: mark)
}

/// Lays out its children in a row.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  @usableFromInline let layout: HStackLayout
  @usableFromInline let content: Content
  // Inlinable: the user's module builds the stack with its content's type
  // known, instead of looking the stack's metadata up per view.
  @inlinable
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env)
  }
}

/// Lays out its children in a column.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  @usableFromInline let layout: VStackLayout
  @usableFromInline let content: Content
  // Inlinable: the user's module builds the stack with its content's type
  // known, instead of looking the stack's metadata up per view.
  @inlinable
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env)
  }
}

/// Overlays its children, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  @usableFromInline let layout: ZStackLayout
  @usableFromInline let content: Content
  // Inlinable: the user's module builds the stack with its content's type
  // known, instead of looking the stack's metadata up per view.
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env)
  }
}

/// A `Layout` used as a container: `FlowLayout(alignment: .top) { … }`.
nonisolated public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let layout: L
  let content: Content
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerContainer(layout, content, ctx, env)
  }
}

extension Layout {
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
    LayoutView(layout: self, content: content())
  }
}

// SwiftUI's `ForEach($items) { $item in … }` initializers, with its data
// type: the collection's indices paired with each element's id, so code
// that names the ForEach's type (`Content == ForEach<LazyMapSequence<…>,
// ID, Row>`) compiles. Each row gets a binding to its element.
extension ForEach where Content: View {
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    let rows = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    self.init(rows, id: \.1) { row in content(data[row.0]) }
  }
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    self.init(data, id: \.id, content: content)
  }
}
