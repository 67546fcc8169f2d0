import Foundation

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
  /// The figure's root view.
  case global
  /// The reader's own bounds.
  case local
  /// A space named with `.coordinateSpace(name:)`; Plumb measures it from
  /// the root (see docs/deviations.md).
  case named(AnyHashable)

  public static func named(_ name: some Hashable) -> CoordinateSpace { .named(AnyHashable(name)) }
}

nonisolated extension View {
  /// Names a coordinate space for `GeometryProxy.frame(in: .named(_:))`.
  /// Plumb measures named spaces from the root: this changes nothing.
  public func coordinateSpace(name: some Hashable) -> some View { self }
}

/// What a `GeometryReader` tells its content: its size and where it is.
public struct GeometryProxy: Sendable {
  /// The reader's size: the size proposed to it.
  public let size: CGSize
  /// The reader's origin in the figure's coordinates.
  let origin: CGPoint

  /// The figure has no safe area (unless a device frame is chosen).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's bounds in a coordinate space.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: size)
    case .global, .named: return CGRect(origin: origin, size: size)
    }
  }
  /// The reader's bounds in a coordinate space, iOS 17's spelling
  /// (`.scrollView`, `.named("x")`, `.local`, `.global`).
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
  /// Where a named space's origin is in the reader's own coordinates. Named
  /// spaces are measured from the root (docs/deviations.md), so this is the
  /// root's origin seen from the reader; the size is not known here (zero).
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    CGRect(x: -origin.x, y: -origin.y, width: 0, height: 0)
  }
}

/// A coordinate space, as iOS 17 names them for `frame(in:)`.
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}
/// The view's own bounds.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}
/// The figure's root.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}
extension NamedCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .named(name) }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
}

/// Hands its size to its content, as SwiftUI's `GeometryReader`.
///
///     GeometryReader { proxy in
///       Color.red.frame(width: proxy.size.width / 2)
///     }
///
/// Child proposal: its own size. Own size: the proposal, 10 where
/// unspecified. Placement: every view of the content at the top-leading
/// corner. The content is made at placement, when the size is known.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let content = content
    var inner = env
    inner.stackAxis = nil
    let e = inner
    // The content is made at layout, after lowering has returned: the
    // enclosing view's `@Environment` properties, read in the closure, must
    // still see the environment of that view's body, and the lowering's.
    let enclosing = ctx.bodyEnvironment?.pointee
    ctx.emit(
      ctx.table.node(
        .container(
          GeometryReaderRule({ proxy in
            CurrentLowering.with(ctx) {
              ctx.withBodyEnvironment(enclosing) {
                ctx.collect { PlumbCore.lower(content(proxy), ctx, e) }
              }
            }
          }, context: ctx))))
  }
}

/// The solver's side of a GeometryReader: it lowers the content once, at
/// the first placement, with the reader's size and origin.
struct GeometryReaderRule: ContainerRule {
  let make: (GeometryProxy) -> [LayoutNode]
  /// The lowering the content joins: what it notes goes to the layout's
  /// diagnostics, which the lowering's were copied into already.
  let context: LoweringContext
  init(_ make: @escaping (GeometryProxy) -> [LayoutNode], context: LoweringContext) {
    self.make = make
    self.context = context
  }

  var makesChildrenAtPlacement: Bool { true }
  var reportsExplicitAlignment: Bool { false }
  /// A GeometryReader spaces as an ordinary view: its content is made at
  /// placement, after stacks have spaced it.
  func spacing(node: LayoutNode, engine: LayoutEngine) -> ViewSpacing { .view }
  var hasOwnSpacing: Bool { false }
  /// A reader takes its proposal.
  func fixedSize(children: FixedChildren) -> CGSize? { nil }
  var kindDescription: String { "GeometryReader" }
  var stackOrientation: Axis? { nil }
  var alignmentKeys: [AlignmentKey]? { nil }
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine
  ) -> CGFloat? { nil }

  func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }

  func placeSubviews(size: CGSize, proposal: ProposedViewSize, node: LayoutNode, engine: LayoutEngine) -> [ChildPlacement] {
    if node.children.isEmpty {
      // The placement pass writes this node's frame before placing its
      // children: its origin is known here.
      let noted = context.diagnostics.count
      // The content joins the table being laid out; the context holds it
      // only while lowering (the table holds this rule: no cycle).
      let outer = context.table
      context.table = engine.table
      let proxy = GeometryProxy(size: size, origin: engine.frame(node).origin)
      let nodes = PlacingEngine.with(engine) { make(proxy) }
      context.table = outer
      for message in context.diagnostics[noted...] { engine.diagnose(message) }
      if !nodes.isEmpty { engine.attachChildren(nodes, to: node) }
    }
    return node.children.map { _ in ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
  }
}
