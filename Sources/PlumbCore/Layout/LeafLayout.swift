import Foundation

/// A view with no children: it chooses its own size from the proposal.
package protocol LeafLayout: NodeLayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize
  /// Explicit guides a leaf reports itself (text baselines).
  func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> CGFloat?
  var hasExplicitGuides: Bool { get }
  var kindDescription: String { get }
  /// How the solver sizes the leaf: `.measured` runs `sizeThatFits`;
  /// `.fixed` and `.fill` are arithmetic on `intrinsicSize`. Asked once, when
  /// the node is built (it replaced a dynamic cast per leaf).
  var sizing: NodeSizing { get }
  /// For `.fixed` and `.fill`: the size (where unproposed).
  var intrinsicSize: CGSize { get }
  /// The spacing the leaf prefers around it (an ordinary view's, unless
  /// it is text or a Spacer).
  var spacing: ViewSpacing { get }
  /// Whether `spacing` differs from an ordinary view's: stacks then ask
  /// for it pair by pair instead of using 8 throughout.
  var hasOwnSpacing: Bool { get }
}

extension LeafLayout {
  package var sizing: NodeSizing { .measured }
  package var intrinsicSize: CGSize { .zero }
  package func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> CGFloat? { nil }
  package var hasExplicitGuides: Bool { false }
  package var spacing: ViewSpacing { .view }
  package var hasOwnSpacing: Bool { false }
}

/// Fills the proposal; an unproposed dimension is 10 (SwiftUI's default for
/// `Color` and shapes).
///
/// Child proposal: none. Own size: the proposal, 10 where unspecified.
/// Placement: none.
package struct FlexibleLeaf: LeafLayout {
  /// The name in dumps, worked out when a dump asks: a type's name costs
  /// thousands of instructions, more than laying the leaf out.
  enum Name {
    case text(String)
    case shape(any Shape.Type)
    /// A `Color`: the dump names it from the node's fill, so the rule
    /// stays small enough to sit in the record without a box of its own.
    case color
  }
  var name: Name
  package init(name: String) { self.name = .text(name) }
  init(_ name: Name) { self.name = name }
  package var sizing: NodeSizing { .fill }
  package var intrinsicSize: CGSize { CGSize(width: 10, height: 10) }
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }
  package var kindDescription: String {
    switch name {
    case .text(let s): return s
    case .shape(let type): return String(describing: type)
    case .color: return "Color"
    }
  }
}

/// A fixed-size view (an image that is not resizable).
///
/// Child proposal: none. Own size: its intrinsic size, whatever is proposed.
/// Placement: none.
package struct FixedLeaf: LeafLayout {
  package var name: String
  package var size: CGSize
  package init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize { size }
  package var kindDescription: String { name }
  package var sizing: NodeSizing { .fixed }
  package var intrinsicSize: CGSize { size.sanitized }
}

/// A resizable image: fills the proposal, its pixel size where unproposed.
///
/// Child proposal: none. Own size: the proposal, the intrinsic size where
/// unspecified. Placement: none.
package struct ResizableLeaf: LeafLayout {
  package var name: String
  package var intrinsic: CGSize
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    p.replacingUnspecifiedDimensions(by: intrinsic)
  }
  package var kindDescription: String { name }
  package var sizing: NodeSizing { .fill }
  package var intrinsicSize: CGSize { intrinsic.sanitized }
}

/// A user's shape with its own `sizeThatFits(_:)` (a fixed aspect).
///
/// Child proposal: none. Own size: the shape's answer for the proposal.
/// Placement: none.
package struct ShapeSizeLeaf: LeafLayout {
  let type: any Shape.Type
  let size: @Sendable (ProposedViewSize) -> CGSize
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize { size(p) }
  package var kindDescription: String { String(describing: type) }
}

/// Takes no space and draws nothing.
package struct EmptyLeaf: LeafLayout {
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize { .zero }
  package var kindDescription: String { "EmptyView" }
}

/// Spacer: flexible along its stack's axis, at least `minLength`.
///
/// Child proposal: none. Own size: along the stack axis, the proposal but at
/// least minLength (minLength when unproposed); 0 across it. Outside a stack,
/// both axes behave that way. Placement: none.
package struct SpacerLeaf: LeafLayout {
  package var minLength: CGFloat
  package var axis: Axis?
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    func along(_ v: CGFloat?) -> CGFloat { max(minLength, v ?? minLength) }
    switch axis {
    case .horizontal?: return CGSize(width: along(p.width), height: 0)
    case .vertical?: return CGSize(width: 0, height: along(p.height))
    case nil: return CGSize(width: along(p.width), height: along(p.height))
    }
  }
  package var kindDescription: String { "Spacer" }
  /// Spacers have no spacing: nothing between a Spacer and its
  /// neighbours, whatever they prefer ("Spacers have no spacing").
  package var spacing: ViewSpacing { .zero }
  package var hasOwnSpacing: Bool { true }
  /// A spacer's layout priority is −∞: a stack sizes every other child
  /// first, offered the space less the spacers' minimum lengths, and the
  /// spacers share what is left (see StackLayout, "Spacers yield").
  package var nodeTraits: NodeTraits {
    NodeTraits(
      kind: .leaf, sizing: sizing, intrinsic: .zero, setsExplicitGuides: false, layoutPriority: -.infinity,
      hasOwnSpacing: true)
  }
}

/// Divider: a 1-point line across its stack's axis (horizontal outside an
/// HStack).
///
/// Child proposal: none. Own size: thickness 1 along the stack axis; the
/// proposal (10 when unproposed) across it. Placement: none.
package struct DividerLeaf: LeafLayout {
  package var axis: Axis?
  package func sizeThatFits(_ p: ProposedViewSize, engine: LayoutEngine) -> CGSize {
    if axis == .horizontal {
      return CGSize(width: 1, height: p.height ?? 10)
    }
    return CGSize(width: p.width ?? 10, height: 1)
  }
  package var kindDescription: String { "Divider" }
}
