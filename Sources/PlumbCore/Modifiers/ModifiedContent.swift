import Foundation

/// Lowers the modified content with a given environment (a user
/// modifier's `ViewModifierContent`).
typealias ContentLowerer = (EnvironmentValues) -> Void

/// Modifiers the solver knows directly. Each also implements
/// `ViewModifier._makeNodes` by calling `lower`.
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Lowers `content` (with `PlumbCore.lower`) and whatever the modifier
  /// adds around it. The content comes as its own type, not a closure: no
  /// allocation per modifier.
  nonisolated func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues)
}

nonisolated extension PrimitiveModifier {
  static func _makeNodes<Content: View>(_ modifier: Self, _ content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
    modifier.lower(content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  func body(content: Content) -> Never { fatalError("\(Self.self) is a built-in modifier and has no body") }
}

/// A modifier written by users, as in SwiftUI: `body(content:)` returns a
/// view built around the content.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
  /// How the modifier lowers around its content, dispatched statically:
  /// user modifiers keep the default, which lowers `body(content:)`.
  nonisolated static func _makeNodes<Content: View>(_ modifier: Self, _ content: Content, _ inputs: _ViewInputs) -> _ViewOutputs
}

nonisolated extension ViewModifier {
  /// A user modifier's body reads the environment at the modifier; the
  /// content it wraps lowers with the environment of the view that wrote
  /// it, as its own `@Environment` properties would read there.
  public static func _makeNodes<Content: View>(
    _ modifier: Self, _ content: Content, _ inputs: _ViewInputs
  ) -> _ViewOutputs {
    let ctx = inputs.ctx
    let outer = ctx.bodyEnvironment
    return withoutActuallyEscaping({ (env: EnvironmentValues) -> Void in
      let inner = ctx.bodyEnvironment
      ctx.bodyEnvironment = outer
      defer { ctx.bodyEnvironment = inner }
      PlumbCore.lower(content, ctx, env)
    }) { contentLowerer in
      lowerBody(of: modifier, inputs) {
        lower(readBody($0, ViewModifierContent(lowerer: contentLowerer)), ctx, inputs.env)
      }
      return _ViewOutputs()
    }
  }
}

/// The content a `ViewModifier` wraps.
nonisolated public struct ViewModifierContent: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let lowerer: ContentLowerer
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) { lowerer(env) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  // The modifier gets the content as its own type, not a closure: no heap
  // context at every level of a modifier chain.
  // Inlined into the witness, which has this type's metadata at hand: a
  // call would look it up again (the runtime's cache, per view) to find
  // the fields.
  @inline(__always) public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    Modifier._makeNodes(view.modifier, view.content, inputs)
  }
}

nonisolated extension View {
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Wraps each content node in a single-child layout node. Applied to a Group
/// or ForEach, the modifier applies to each of its views, as in SwiftUI.
///
/// Generic over the rule's type: the node boxes the rule once, straight
/// into the table.
nonisolated struct UnaryModifier<Rule: UnaryLayout>: PrimitiveModifier {
  let make: (LoweringContext) -> Rule
  var drawing: Drawing = .none
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    lowerUnary(make(ctx), content, ctx, env, drawing: drawing)
  }
}

/// Lowers `content` and wraps each node it lowered in a node of `rule`.
func lowerUnary<Rule: UnaryLayout, Content: View>(
  _ rule: Rule, _ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues, drawing: Drawing = .none
) {
  let mark = ctx.mark
  PlumbCore.lower(content, ctx, env)
  let table = ctx.table!
  for k in mark..<ctx.mark {
    let child = ctx.emitted(from: k)[k]
    ctx.replace(k, with: table.node(rule, child: child, drawing: drawing))
  }
}

/// `frame(width:height:alignment:)`, SwiftUI's `_FrameLayout`: a value, so
/// the commonest modifier costs no closure and no opaque result type.
nonisolated public struct _FrameLayout: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  public static func _makeNodes<Content: View>(_ modifier: Self, _ content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
    modifier.lower(content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public func body(content: ViewModifierContent) -> Never { fatalError("_FrameLayout is a built-in modifier") }
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let rule = FrameLayout(
      width: ctx.frameLength(width, "width"), height: ctx.frameLength(height, "height"), alignment: alignment)
    lowerUnary(rule, content, ctx, env)
  }
}

/// `padding(_:)`, SwiftUI's `_PaddingLayout`.
nonisolated public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let insets: EdgeInsets
  public static func _makeNodes<Content: View>(_ modifier: Self, _ content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
    modifier.lower(content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public func body(content: ViewModifierContent) -> Never { fatalError("_PaddingLayout is a built-in modifier") }
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let rule = PaddingLayout(
      insets: EdgeInsets(
        top: ctx.finite(insets.top, "padding top"), leading: ctx.finite(insets.leading, "padding leading"),
        bottom: ctx.finite(insets.bottom, "padding bottom"), trailing: ctx.finite(insets.trailing, "padding trailing")))
    lowerUnary(rule, content, ctx, env)
  }
}

/// `background` / `overlay` with view content.
nonisolated struct DecorationModifier<Decoration: View>: PrimitiveModifier {
  let decoration: Decoration
  let layout: DecorationLayout
  /// What the decorated node draws (`.mask`: the decoration masks the base).
  var drawing: Drawing = .none
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    var decoEnv = env
    decoEnv.stackAxis = nil
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, env)
    let end = ctx.mark
    for k in mark..<end {
      let base = ctx.emitted(from: k)[k]
      PlumbCore.lower(decoration, ctx, decoEnv)
      if ctx.mark - end != 1 {
        // None or several views: an implicit ZStack with the decoration's
        // alignment.
        ctx.emitParent(.container(ZStackRule(ZStackLayout(alignment: layout.alignment))), from: end)
      }
      let deco = ctx.emitted(from: end)[end]
      ctx.pop(to: end)
      ctx.replace(k, with: ctx.table.node(.decorated(layout), children: [base, deco], drawing: drawing))
    }
  }
}

/// Marks nodes without adding one (`id`, `accessibilityLabel`).
nonisolated struct TagModifier: PrimitiveModifier {
  let apply: (LayoutNode) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, env)
    ctx.emitted(from: mark).forEach(apply)
  }
}

/// A modifier's body around `content`, read as `readBody` reads a view's.
nonisolated func readBody<M: ViewModifier>(_ modifier: M, _ content: ViewModifierContent) -> M.Body {
  let read: @MainActor (M, ViewModifierContent) -> M.Body = { $0.body(content: $1) }
  return unsafeBitCast(read, to: ((M, ViewModifierContent) -> M.Body).self)(modifier, content)
}
