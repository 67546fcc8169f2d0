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
  @inlinable public static func buildPartialBlock<C: View>(first: C) -> C { first }
  @inlinable
  public static func buildPartialBlock<A: View, B: View>(accumulated: A, next: B) -> TupleView<A, B> {
    TupleView(first: accumulated, second: next)
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

/// Two views side by side in a builder; nests for more.
nonisolated public struct TupleView<First: View, Second: View>: View, PrimitiveView {
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  @usableFromInline let first: First
  @usableFromInline let second: Second
  @usableFromInline init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
  @inline(__always) func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    PlumbCore.lower(first, ctx, env)
    PlumbCore.lower(second, ctx, env)
  }
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
