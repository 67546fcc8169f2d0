import Foundation

/// Builds views from closures: any number of children, `if`/`else`,
/// `if let`, `switch`, `for … in`.
///
/// The builders are inlinable: the user's module then builds the views with
/// their concrete types known, instead of calling generic code that looks
/// the types' metadata up at run time for every view it builds.
@resultBuilder
public enum ViewBuilder {
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
  @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views: one `TupleView` of them all, as SwiftUI's (a function
  /// declared `-> HStack<TupleView<(Text, Text)>>` returns a two-text stack).
  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  @inlinable public static func buildExpression<C: View>(_ content: C) -> C { content }
  @inlinable public static func buildOptional<C: View>(_ content: C?) -> C? { content }
  @inlinable public static func buildIf<C: View>(_ content: C?) -> C? { content }
  @inlinable
  public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
    ConditionalContent(content: first)
  }
  @inlinable
  public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
    ConditionalContent(content: second)
  }
  public static func buildArray<C: View>(_ components: [C]) -> ArrayContent<C> {
    ArrayContent(views: components)
  }
  public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }
}

/// The views of a builder block, as a tuple (`TupleView<(Text, Image)>`),
/// as SwiftUI's.
///
/// Its views are lowered in order by a function made where the tuple is
/// built, with the views' types known (the builder is inlinable): a
/// tuple's elements cannot be walked from its type alone. The function is
/// handed the view itself: handing it `value` from the generic
/// `_makeNodes` copied the tuple through its value witnesses (the chain
/// benchmark went from 375 to 520 ns a view), and a closure capturing the
/// views' pack trapped at run time in release builds (Swift 6.3).
nonisolated public struct TupleView<T>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lowerElements(view, inputs, false)
    return _ViewOutputs()
  }
  public typealias Body = Never
  public let value: T
  /// Lowers the views, or the first alone (a `NavigationView`'s columns).
  @usableFromInline let lowerElements: (Self, _ViewInputs, _ firstOnly: Bool) -> Void
  /// A tuple of views (SwiftUI's `init(_ value: T)`, for tuples of views).
  @inlinable public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    self.value = value
    lowerElements = { (view: TupleView<(repeat each Content)>, inputs: _ViewInputs, firstOnly: Bool) in
      var remaining = firstOnly ? 1 : Int.max
      repeat _lowerChild(each view.value, inputs, &remaining)
    }
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerElements(self, _ViewInputs(ctx, env), false)
  }
}

/// Lowers one of a container's views (`TupleView`'s, from the user's
/// module) while `remaining` allows. Not for users.
@usableFromInline nonisolated func _lowerChild<V: View>(_ view: V, _ inputs: _ViewInputs, _ remaining: inout Int) {
  guard remaining > 0 else { return }
  remaining -= 1
  lower(view, inputs.ctx, inputs.env)
}

/// A view whose top-level views are columns, of which a compact screen
/// shows the first.
protocol ColumnViews {
  func lowerFirstColumn(_ inputs: _ViewInputs)
}
extension TupleView: ColumnViews {
  func lowerFirstColumn(_ inputs: _ViewInputs) { lowerElements(self, inputs, true) }
}

/// The view of an `if`/`else` or `switch` branch.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  // Reads its one field (at offset 0) directly: calling a method of the
  // generic type would look its metadata up at run time for every branch.
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    PlumbCore.lower(view.content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  /// The branch taken, as an existential: lowering runs unspecialized
  /// (through the witness table, for the user's types), and an enum of the
  /// two branches had its generic metadata looked up at run time each time
  /// it was made and each time it was switched over, a fifth of lowering a
  /// tree of custom views. The existential carries its type with it.
  @usableFromInline let content: any View
  @usableFromInline init(content: any View) { self.content = content }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    PlumbCore.lower(content, ctx, env)
  }
}

extension Optional: View where Wrapped: View {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    switch self {
    case .some(let v): PlumbCore.lower(v, ctx, env)
    case .none: break
    }
  }
}

/// The views of a `for … in` loop in a builder.
nonisolated public struct ArrayContent<Element: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let views: [Element]
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    for v in views { PlumbCore.lower(v, ctx, env) }
  }
}

/// Xcode 27's name for the builder (`@ContentBuilder var content: some
/// View`): SwiftUI declares it as `ViewBuilder` under another name.
public typealias ContentBuilder = ViewBuilder
