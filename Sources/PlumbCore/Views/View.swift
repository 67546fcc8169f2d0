import Foundation

/// A piece of user interface, described by its `body`, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
  /// How the view becomes solver nodes, dispatched statically through the
  /// witness table (SwiftUI's `_makeView`): custom views keep the default,
  /// which lowers `body`; built-in views lower themselves. Not for users.
  nonisolated static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs
}

/// What lowering hands a view: the lowering's state and the environment.
/// Opaque outside Plumb.
public struct _ViewInputs {
  package let ctx: LoweringContext
  package let env: EnvironmentValues
  package init(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    self.ctx = ctx
    self.env = env
  }
}

/// What lowering a view returns: nothing, the nodes are on the lowering's
/// pending list (`LoweringContext.emit`). Opaque outside Plumb.
public struct _ViewOutputs {
  package init() {}
}

nonisolated extension View {
  /// A custom view lowers its body. While its body runs, and while the
  /// views it returns lower (a `ForEach`'s rows, builder closures), the
  /// view's environment is the one its `@Environment`, `@EnvironmentObject`
  /// and `@Environment(Model.self)` properties read (see DataFlow/).
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lowerBody(of: view, inputs) { lower(readBody($0), inputs.ctx, inputs.env) }
    return _ViewOutputs()
  }
}

/// A view's body, read where Plumb lowers. SwiftUI reads bodies on the
/// main actor, and `View` is main-actor isolated as SwiftUI's is, so
/// users' views can use their main-actor models; Plumb lowers on the main
/// thread when it can (`onMainThread`), and reads the body through a
/// plain function value so lowering itself stays nonisolated.
///
/// The call goes straight to `readBodyOnMainActor` under a second,
/// nonisolated declaration of the same symbol: a synchronous function's
/// isolation is checked where it is called and changes nothing in how it
/// is called, so this is `MainActor.assumeIsolated` without the check and
/// without a closure (whose context, holding the view's generic types,
/// was allocated per body).
@_silgen_name("plumb_readBodyOnMainActor")
nonisolated func readBody<V: View>(_ view: V) -> V.Body

@_silgen_name("plumb_readBodyOnMainActor")
@MainActor func readBodyOnMainActor<V: View>(_ view: V) -> V.Body { view.body }

extension Never: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
  /// Built-in views have no body: the solver knows them directly.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Views the solver knows directly: they lower themselves into nodes. Each
/// also implements `View._makeNodes` by calling `lower` (one line, since a
/// public requirement's witness must be declared with the public type).
protocol PrimitiveView {
  nonisolated func lower(_ ctx: LoweringContext, _ env: EnvironmentValues)
}

/// Lowers any view into solver nodes, appended to the context's pending
/// list: primitives directly, custom views through their body. A view may
/// lower to several nodes (Group, ForEach, tuples) or none (EmptyView).
func lower<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) {
  ctx.depth += 1
  defer { ctx.depth -= 1 }
  // Deeply nested views continue on a large-stack thread (once).
  if ctx.depth == deepTreeHeight && !DeepStack.isCurrent {
    nonisolated(unsafe) let v = view
    // The environment wrappers find the lowering through the thread.
    return runWithDeepStack { CurrentLowering.with(ctx) { lowerView(v, ctx, env) } }
  }
  return lowerView(view, ctx, env)
}

/// One witness-table call: no dynamic cast, no existential box.
@inline(__always)
private func lowerView<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) {
  _ = V._makeNodes(view, _ViewInputs(ctx, env))
}

nonisolated extension Shape {
  /// A shape alone is filled with the foreground style.
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.fill().lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
}


/// State for one lowering: image look-up and the diagnostics of bad values.
package final class LoweringContext {
  /// The table the views lower into. Held only while lowering (a
  /// `LayoutResult` owns it after): a GeometryReader's rule in the table
  /// holds this context, and lowers its content into the table again at
  /// placement.
  // Unchecked: read for every node appended; one thread lowers.
  @exclusivity(unchecked) package var table: NodeTable!
  package var diagnostics: [String] = []
  let images: ImageCatalog
  /// How deep lowering has recursed.
  var depth = 0
  /// The environment of the custom view (or modifier) whose body is
  /// running or lowering: what `@Environment` reads. Nil outside any body.
  /// It points at that view's `_makeNodes` argument and is set only while
  /// that call runs (`lowerBody`).
  var bodyEnvironment: UnsafePointer<EnvironmentValues>?
  /// Preference values set so far, in view order (see Preferences.swift).
  var preferences: [PreferenceEntry] = []
  /// What runs once the tree is laid out: `onPreferenceChange` actions.
  var afterLayout: [() -> Void] = []
  /// The first `preferredColorScheme(_:)` met: the figure's color scheme.
  var preferredColorScheme: ColorScheme?
  /// One message per environment object a view asked for and did not find.
  var missingObjects: [String] = []
  /// The bars of the navigation stacks being lowered, innermost last.
  var navigationBars: [NavigationBarInfo] = []
  /// Inside a Picker or TabView: a `ForEach` tags its rows with their ids.
  var tagsRowsByID = false
  /// Per view type: whether it has environment object properties.
  var objectRequirements: [ObjectIdentifier: Bool] = [:]

  /// Nodes lowered and not yet given a parent, in view order: a view's
  /// nodes are the tail it appended (from a `mark`), which its parent turns
  /// into children. One list for the whole lowering: no array per level.
  @exclusivity(unchecked) private var pending: ContiguousArray<Int32> = []

  /// Where the next node lowered will go in the pending list.
  var mark: Int { pending.count }

  /// Appends a lowered node.
  @inline(__always)
  package func emit(_ node: LayoutNode) { pending.append(node.index) }

  /// The nodes appended since `mark`.
  func emitted(from mark: Int) -> PendingNodes {
    PendingNodes(storage: table.storage, indices: pending[mark...])
  }

  /// Drops the nodes appended since `mark` (their parent has them).
  func pop(to mark: Int) { pending.removeSubrange(mark...) }

  /// Replaces the node at pending position `k` (a modifier wrapping it).
  func replace(_ k: Int, with node: LayoutNode) { pending[k] = node.index }

  /// The nodes lowered by `body`, taken off the pending list.
  func collect(_ body: () -> Void) -> [LayoutNode] {
    let m = mark
    body()
    let nodes = Array(emitted(from: m))
    pop(to: m)
    return nodes
  }

  /// Appends a node whose children are the nodes appended since `mark`,
  /// in their place.
  @discardableResult
  func emitParent(_ rule: NodeRule, from mark: Int, drawing: Drawing = .none) -> LayoutNode {
    let node = table.node(rule, children: emitted(from: mark), drawing: drawing)
    pop(to: mark)
    emit(node)
    return node
  }

  package init(images: ImageCatalog, table: NodeTable = NodeTable()) {
    self.images = images
    self.table = table
  }

  /// A length from user code that must be finite: NaN and infinity become
  /// 0, with a diagnostic.
  func finite(_ v: CGFloat, _ what: String) -> CGFloat {
    if v.isFinite { return v }
    diagnostics.append("\(what): \(v) is not finite; used 0")
    return 0
  }

  /// A frame dimension: negative, NaN or infinite values are dropped (nil),
  /// as SwiftUI drops invalid frame dimensions, with a diagnostic.
  func frameLength(_ v: CGFloat?, _ what: String) -> CGFloat? {
    guard let v else { return nil }
    if v.isFinite && v >= 0 { return v }
    diagnostics.append("frame \(what): \(v) is negative or not finite; ignored")
    return nil
  }
}

/// The nodes a view appended to the pending list, as children for a parent.
struct PendingNodes: RandomAccessCollection {
  let storage: UnsafeMutablePointer<NodeStorage>
  let indices: ArraySlice<Int32>
  var startIndex: Int { indices.startIndex }
  var endIndex: Int { indices.endIndex }
  subscript(i: Int) -> LayoutNode { LayoutNode(storage, indices[i]) }
}
