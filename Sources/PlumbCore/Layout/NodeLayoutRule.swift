import Foundation

/// The one protocol the engine calls, whatever the kind of node: its size for
/// a proposal, where its children go, and its explicit value for a guide.
///
/// The four kinds refine it and answer in their own terms — a leaf from the
/// proposal (`LeafLayout`), a single-child modifier from its child
/// (`UnaryLayout`), a container from its children (`ContainerRule`), a
/// background or overlay from its base (`DecorationLayout`) — so the engine
/// makes one call through the witness table, on the rule where the table
/// stores it, without switching on the kind or copying the rule.
package protocol NodeLayoutRule {
  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize
  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement]
  /// A single-child modifier's one placement, without the array
  /// (`placeSubviews`'s only element); nil for the other kinds.
  func placeOnlyChild(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> ChildPlacement?
  func explicitGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGFloat?
  var kindDescription: String { get }
  /// What the table records about the node once, when it is appended.
  var nodeTraits: NodeTraits { get }
  /// The spacing the node prefers around it in a stack (`ViewSpacing`).
  /// The engine asks only where the subtree has text, a Spacer or a custom
  /// `Layout` (`NodeTraits.hasOwnSpacing`); elsewhere it is an ordinary
  /// view's.
  func viewSpacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing
  /// The node's size when every child's is fixed and so no proposal can
  /// change its own either (a stack of images, a padded fixed frame): the
  /// table then marks the node `.fixed`, and parents' probes of it cost
  /// nothing. nil where a proposal still can (a flexible frame, a grid);
  /// nil is always correct.
  func fixedSize(children: FixedChildren) -> CGSize?
}

/// What the table works out once per node from its rule.
package struct NodeTraits {
  var kind: NodeKind
  var sizing = NodeSizing.measured
  /// For `.fixed` and `.fill` leaves, the size (where unproposed).
  var intrinsic = CGSize.zero
  /// The rule itself can report an explicit guide.
  var setsExplicitGuides = false
  /// Set by `layoutPriority`; nil passes the child's through.
  var layoutPriority: Double?
  var adjustsPlacement = false
  /// The layout direction the node sets for its subtree, if any.
  var layoutDirection: LayoutDirection?
  /// An HStack or VStack (a stack of one takes its child's size).
  var isStack = false
  var makesChildrenAtPlacement = false
  /// The rule's spacing may differ from an ordinary view's.
  var hasOwnSpacing = false
}

extension LeafLayout {
  package var nodeTraits: NodeTraits {
    let sizing = self.sizing
    return NodeTraits(
      kind: .leaf, sizing: sizing, intrinsic: sizing == .measured ? .zero : intrinsicSize,
      setsExplicitGuides: hasExplicitGuides, hasOwnSpacing: hasOwnSpacing)
  }
  package func viewSpacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { spacing }
  /// A leaf has no children: its sizing is its own (`sizing`).
  package func fixedSize(children: FixedChildren) -> CGSize? { nil }
  package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    sizeThatFits(p, engine: engine)
  }
  package func placeSubviews(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> [ChildPlacement] { [] }
  package func placeOnlyChild(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> ChildPlacement? { nil }
  package func explicitGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? {
    explicitGuide(key, size: size, proposal: proposal, engine: engine)
  }
}

extension UnaryLayout {
  package var nodeTraits: NodeTraits {
    let fixed = fixedSize
    return NodeTraits(
      kind: .unary, sizing: fixed == nil ? .measured : .fixed, intrinsic: fixed ?? .zero,
      setsExplicitGuides: setsExplicitGuides, layoutPriority: layoutPriority,
      adjustsPlacement: drawingOffset != .zero || safeAreaExpansion != nil || scrollContentSafeArea != nil,
      layoutDirection: layoutDirection)
  }
  package func viewSpacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing {
    spacing(child: engine.spacing(node.firstChild))
  }
  package func fixedSize(children: FixedChildren) -> CGSize? { fixedSize(child: children.size(0)) }
  package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    sizeThatFits(p, child: LayoutChild(engine: engine, node: node.firstChild))
  }
  package func placeSubviews(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> [ChildPlacement] {
    [placement(in: size, proposal: proposal, child: LayoutChild(engine: engine, node: node.firstChild))]
  }
  package func placeOnlyChild(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> ChildPlacement? {
    placement(in: size, proposal: proposal, child: LayoutChild(engine: engine, node: node.firstChild))
  }
  package func explicitGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? {
    explicitGuide(key, size: size, proposal: proposal, child: LayoutChild(engine: engine, node: node.firstChild))
  }
}

extension ContainerRule {
  package var nodeTraits: NodeTraits {
    NodeTraits(
      kind: .container, setsExplicitGuides: reportsExplicitAlignment, isStack: Self.self == StackRule.self,
      makesChildrenAtPlacement: makesChildrenAtPlacement, hasOwnSpacing: hasOwnSpacing)
  }
  package func viewSpacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { spacing(node: node, engine: engine) }
  package func placeOnlyChild(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> ChildPlacement? { nil }
  /// The container's own value when it reports one (a custom `Layout`),
  /// else its children's explicit values merged.
  package func explicitGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? {
    if let v = explicitAlignment(key, size: size, proposal: proposal, node: node, engine: engine) { return v }
    return engine.mergedGuide(node, key, proposal)
  }
}

extension DecorationLayout: NodeLayoutRule {
  package var nodeTraits: NodeTraits { NodeTraits(kind: .decorated) }
  /// A background or overlay spaces like its base.
  package func viewSpacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { engine.spacing(node.firstChild) }
  /// The base's size: the decoration never changes it.
  package func fixedSize(children: FixedChildren) -> CGSize? { children.size(0) }
  package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    engine.size(node.firstChild, p)
  }

  package func placeOnlyChild(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> ChildPlacement? { nil }

  package func placeSubviews(
    size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> [ChildPlacement] {
    var placed = [ChildPlacement(origin: .zero, proposal: proposal)]
    let decoProposal = ProposedViewSize(size)
    let children = node.children
    for child in children[1...] {
      let d = engine.dimensions(child, decoProposal)
      placed.append(ChildPlacement(origin: alignedOrigin(of: d, in: size, alignment: alignment), proposal: decoProposal))
    }
    return placed
  }

  package func explicitGuide(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? {
    engine.explicitGuide(node.firstChild, key, proposal)
  }
}
