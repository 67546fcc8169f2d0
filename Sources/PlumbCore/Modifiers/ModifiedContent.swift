import Foundation

/// Lowers the modified content with a given environment.
typealias ContentLowerer = (EnvironmentValues) -> [LayoutNode]

/// Modifiers the solver knows directly.
protocol PrimitiveModifier {
  func lower(_ content: ContentLowerer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode]
}

/// A modifier written by users, as in SwiftUI: `body(content:)` returns a
/// view built around the content.
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` wraps.
public struct ViewModifierContent: View, PrimitiveView {
  public typealias Body = Never
  let lowerer: ContentLowerer
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] { lowerer(env) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    // Built-in modifiers get a non-escaping closure: it reads the content
    // in place instead of copying it (with everything nested inside it)
    // into a heap context at every level of a modifier chain.
    if let m = modifier as? any PrimitiveModifier {
      return m.lower({ PlumbCore.lower(content, ctx, $0) }, ctx, env)
    }
    if let m = modifier as? any ViewModifier {
      let content = self.content
      return lowerUserModifier(m, { PlumbCore.lower(content, ctx, $0) }, ctx, env)
    }
    return PlumbCore.lower(content, ctx, env)
  }
}

private func lowerUserModifier<M: ViewModifier>(
  _ m: M, _ content: @escaping ContentLowerer, _ ctx: LoweringContext, _ env: EnvironmentValues
) -> [LayoutNode] {
  lower(m.body(content: ViewModifierContent(lowerer: content)), ctx, env)
}

extension View {
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Wraps each content node in a single-child layout node. Applied to a Group
/// or ForEach, the modifier applies to each of its views, as in SwiftUI.
struct UnaryModifier: PrimitiveModifier {
  let make: (LoweringContext) -> any UnaryLayout
  var drawing: Drawing = .none
  func lower(_ content: ContentLowerer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    let rule = make(ctx)
    return content(env).map { LayoutNode(.unary(rule), children: [$0], drawing: drawing) }
  }
}

/// `background` / `overlay` with view content.
struct DecorationModifier<Decoration: View>: PrimitiveModifier {
  let decoration: Decoration
  let layout: DecorationLayout
  func lower(_ content: ContentLowerer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    var decoEnv = env
    decoEnv.stackAxis = nil
    return content(env).map { base in
      let decos = PlumbCore.lower(decoration, ctx, decoEnv)
      let deco: LayoutNode
      if decos.count == 1 {
        deco = decos[0]
      } else {
        // Several views: an implicit ZStack with the decoration's alignment.
        deco = LayoutNode(.container(ZStackBox(ZStackLayout(alignment: layout.alignment))), children: decos)
      }
      return LayoutNode(.decorated(layout), children: [base, deco])
    }
  }
}

/// Marks nodes without adding one (`id`, `accessibilityLabel`).
struct TagModifier: PrimitiveModifier {
  let apply: (LayoutNode) -> Void
  func lower(_ content: ContentLowerer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    let nodes = content(env)
    nodes.forEach(apply)
    return nodes
  }
}
