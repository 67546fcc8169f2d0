import Foundation

/// A tab view's content (iOS 18): `Tab`s, `TabSection`s and the types
/// users compose from them, as SwiftUI declares it, so a file can write
/// `struct LibraryTabs: TabContent { var body: some TabContent<Screen> { … } }`
/// and put it in a `TabView`.
///
/// The built-in tab contents (`Tab`, `TabSection`, and a builder's tuples,
/// branches and `ForEach`) are views too: a tab view lowers them as the
/// views they are. A custom tab content lowers its `body`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The tabs' value type: by default, the body's.
  associatedtype TabValue: Hashable = _TabBody.TabValue
  /// The body's type. Named apart from `View.Body`, so a type can be a
  /// view and a tab content at once (`Tab`: both bodies are `Never`).
  associatedtype _TabBody: TabContent
  @TabContentBuilder<TabValue> var body: _TabBody { get }
  /// How the content becomes solver nodes (as `View._makeNodes`). Not for
  /// users.
  nonisolated static func _makeTabNodes(_ content: Self, _ inputs: _ViewInputs) -> _ViewOutputs
}

nonisolated extension TabContent {
  /// A custom tab content lowers its body.
  public static func _makeTabNodes(_ content: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    _TabBody._makeTabNodes(readTabBody(content), inputs)
  }
}

nonisolated extension TabContent where Self: View {
  /// A tab content that is also a view lowers as that view.
  public static func _makeTabNodes(_ content: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lower(content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
}

/// A tab content's body, read as `readBody` reads a view's (see View.swift).
@_silgen_name("plumb_readTabBodyOnMainActor")
nonisolated func readTabBody<T: TabContent>(_ content: T) -> T._TabBody

@_silgen_name("plumb_readTabBodyOnMainActor")
@MainActor func readTabBodyOnMainActor<T: TabContent>(_ content: T) -> T._TabBody { content.body }

extension Never: TabContent {
  public typealias TabValue = Never
}

extension Tab: TabContent {
  public typealias TabValue = Value
}
extension TabSection: TabContent {
  public typealias TabValue = Value
}
extension TupleTabContent: TabContent where First: TabContent, Second: TabContent {
  public typealias TabValue = First.TabValue
}
/// Two tab contents side by side in a tab view's builder; nests for more.
nonisolated public struct TupleTabContent<First: View, Second: View>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let first: First
  let second: Second
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    PlumbCore.lower(first, ctx, env)
    PlumbCore.lower(second, ctx, env)
  }
}
extension ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent {
  public typealias TabValue = TrueContent.TabValue
}
extension Optional: TabContent where Wrapped: TabContent & View {
  public typealias TabValue = Wrapped.TabValue
}
extension ForEach: TabContent where Content: TabContent & View {
  public typealias TabValue = Content.TabValue
}
/// A custom tab content in a tab view's builder: a view that lowers the
/// content, tagged as its tabs are.
nonisolated public struct _TabContentView<Content: TabContent>: View, PrimitiveView, TabContent {
  public typealias TabValue = Content.TabValue
  public typealias Body = Never
  let content: Content
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    _ = Content._makeTabNodes(content, _ViewInputs(ctx, env))
  }
}

/// Any tab content, its type erased (iOS 18).
nonisolated public struct AnyTabContent<TabValue: Hashable>: View, PrimitiveView, TabContent {
  public typealias Body = Never
  let view: AnyView
  public init<C: TabContent>(_ content: C) where C.TabValue == TabValue {
    view = AnyView(_TabContentView(content: content))
  }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) { PlumbCore.lower(view, ctx, env) }
}
