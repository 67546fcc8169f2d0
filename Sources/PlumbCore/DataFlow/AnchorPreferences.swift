import Foundation

/// A geometry value of a view, resolved in another view's coordinates
/// through a `GeometryProxy` (`proxy[anchor]`), as in SwiftUI: what an
/// `anchorPreference` hands up to an `overlayPreferenceValue` that draws
/// over the view (a tab's underline, a tooltip).
public struct Anchor<Value>: @unchecked Sendable {
  /// The view the anchor is on; nil for an anchor on nothing.
  let node: LayoutNode?
  /// The value from the view's frame in the reader's coordinates.
  let resolve: (CGRect) -> Value

  /// Where in the view an anchor points.
  public struct Source: @unchecked Sendable {
    let make: (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    .init { CGRect(x: $0.minX + r.minX, y: $0.minY + r.minY, width: r.width, height: r.height) }
  }
}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) } }
  public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }
  }
  public static var topLeading: Self { unitPoint(.topLeading) }
  public static var top: Self { unitPoint(.top) }
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  public static var leading: Self { unitPoint(.leading) }
  public static var center: Self { unitPoint(.center) }
  public static var trailing: Self { unitPoint(.trailing) }
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  public static var bottom: Self { unitPoint(.bottom) }
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

/// The engine placing a GeometryReader's content, for `proxy[anchor]`.
enum PlacingEngine {
  static let key = "plumb.placingEngine"
  static var current: LayoutEngine? { Thread.current.threadDictionary[key] as? LayoutEngine }
  static func with<R>(_ engine: LayoutEngine, _ body: () -> R) -> R {
    let previous = Thread.current.threadDictionary[key]
    Thread.current.threadDictionary[key] = engine
    defer { Thread.current.threadDictionary[key] = previous }
    return body()
  }
}

extension Anchor {
  /// An anchor on no view: it resolves to `value` wherever it is read.
  package init(onNothing value: Value) {
    self.init(node: nil, resolve: { _ in value })
  }
}

extension GeometryProxy {
  /// The anchor's value in this reader's coordinates: the anchored view's
  /// frame where the layout has placed it (views placed before the reader:
  /// its ancestors and the views drawn beneath it); otherwise its value
  /// for an empty frame at the reader's origin.
  public subscript<T>(anchor: Anchor<T>) -> T {
    var frame = CGRect(origin: origin, size: .zero)
    if let node = anchor.node, let engine = PlacingEngine.current { frame = engine.frame(node) }
    return anchor.resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

/// `anchorPreference(key:value:transform:)`: the preference's value made
/// from an anchor on the modified view.
nonisolated struct AnchorPreferenceWriter<Key: PreferenceKey, A>: PrimitiveModifier {
  let source: Anchor<A>.Source
  /// The new value from the content's current one (reduced) and the anchor:
  /// `anchorPreference` ignores the current value,
  /// `transformAnchorPreference` changes it.
  let transform: (Key.Value, Anchor<A>) -> Key.Value
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let start = ctx.preferences.count
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, env)
    let node = ctx.mark > mark ? ctx.emitted(from: mark)[mark] : nil
    let current = Key.reduced(ctx.preferences[start...]) ?? Key.defaultValue
    // Other keys' values from the content pass on unchanged.
    let others = ctx.preferences[start...].filter { $0.key != ObjectIdentifier(Key.self) }
    Key.replace(in: ctx, from: start, with: transform(current, Anchor(node: node, resolve: source.make)))
    ctx.preferences.insert(contentsOf: others, at: start)
  }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the content's
/// reduced value for `Key` makes a view drawn over (or under) it.
nonisolated struct PreferenceDecoration<Key: PreferenceKey, Decoration: View>: PrimitiveModifier {
  let alignment: Alignment
  let above: Bool
  let make: (Key.Value) -> Decoration
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let start = ctx.preferences.count
    let mark = ctx.mark
    PlumbCore.lower(content, ctx, env)
    let value = Key.reduced(ctx.preferences[start...]) ?? Key.defaultValue
    let decoration = make(value)
    let lowered = (mark..<ctx.mark).map { ctx.emitted(from: $0)[$0] }
    ctx.pop(to: mark)
    for node in lowered {
      let base = LoweredSubview(node: node, tag: nil)
      if above {
        PlumbCore.lower(base.overlay(decoration, alignment: alignment), ctx, env)
      } else {
        PlumbCore.lower(base.background(decoration, alignment: alignment), ctx, env)
      }
    }
  }
}

nonisolated extension View {
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceWriter<K, A>(source: value, transform: { _, anchor in transform(anchor) }))
  }

  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      AnchorPreferenceWriter<K, A>(
        source: value,
        transform: { current, anchor in
          // The value the content set (an `anchorPreference` below), changed.
          var v = current
          transform(&v, anchor)
          return v
        }))
  }

  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceDecoration<K, V>(alignment: alignment, above: true, make: transform))
  }

  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceDecoration<K, V>(alignment: alignment, above: false, make: transform))
  }
}

/// Anchors are equal when they are on the same view and point at the same
/// place in it (SwiftUI's `Anchor` is `Equatable`, so preference values
/// holding anchors can be too).
extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    let probe = CGRect(x: 1, y: 2, width: 3, height: 5)
    return lhs.node == rhs.node && lhs.resolve(probe) == rhs.resolve(probe)
  }
}
