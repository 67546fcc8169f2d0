import Foundation

/// A piece of user interface, described by its `body`, as in SwiftUI.
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Built-in views have no body: the solver knows them directly.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Views the solver knows directly: they lower themselves into nodes.
protocol PrimitiveView {
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode]
}

/// Lowers any view into solver nodes: primitives directly, custom views
/// through their body. A view may lower to several nodes (Group, ForEach,
/// tuples) or none (EmptyView).
func lower<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
  ctx.depth += 1
  defer { ctx.depth -= 1 }
  // Deeply nested views continue on a large-stack thread (once).
  if ctx.depth == deepTreeHeight && !DeepStack.isCurrent {
    nonisolated(unsafe) let v = view
    return runWithDeepStack { lowerView(v, ctx, env) }
  }
  return lowerView(view, ctx, env)
}

private func lowerView<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
  // Cast the type, not the value: a value cast boxes every view into an
  // existential, which dominated lowering large figures.
  if let primitive = V.self as? any PrimitiveView.Type {
    return withUnsafePointer(to: view) { primitive.lower(at: UnsafeRawPointer($0), ctx, env) }
  }
  if let shape = V.self as? any Shape.Type {
    return withUnsafePointer(to: view) { shape.lowerShape(at: UnsafeRawPointer($0), ctx, env) }
  }
  return lower(view.body, ctx, env)
}

extension PrimitiveView {
  /// Lowers the value of this type at `pointer` (see `lowerView`).
  static func lower(at pointer: UnsafeRawPointer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    pointer.assumingMemoryBound(to: Self.self).pointee.lower(ctx, env)
  }
}

extension Shape {
  static func lowerShape(at pointer: UnsafeRawPointer, _ ctx: LoweringContext, _ env: EnvironmentValues) -> [LayoutNode] {
    pointer.assumingMemoryBound(to: Self.self).pointee.fill().lower(ctx, env)
  }
}


/// State for one lowering: image look-up and the diagnostics of bad values.
package final class LoweringContext {
  package var diagnostics: [String] = []
  let images: ImageCatalog
  /// How deep lowering has recursed.
  var depth = 0

  package init(images: ImageCatalog) {
    self.images = images
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
