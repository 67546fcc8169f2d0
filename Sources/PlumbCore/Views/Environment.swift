import Foundation

/// Values that flow down the view tree: `.font` on a stack reaches its texts.
public struct EnvironmentValues: Sendable {
  // In this order the one-byte fields fill the font's padding and the
  // struct stays under 128 bytes, which lowering copies inline; past that,
  // each copy is a call to memcpy (2% of lowering a tree of custom views).
  public var font: Font?
  public var multilineTextAlignment: TextAlignment = .leading
  public var colorScheme: ColorScheme = .light
  var isBold = false
  var isItalic = false
  /// The Dynamic Type size: text styles take their size at it
  /// (Text/DynamicTypeSize.swift).
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The orientation of the nearest enclosing stack (for Spacer/Divider).
  var stackAxis: Axis?
  public var foregroundColor: Color?
  /// Custom `EnvironmentKey` values and environment objects
  /// (DataFlow/EnvironmentKey.swift).
  var storage = EnvironmentStorage()
  public var lineLimit: Int?

  public init() {}

  /// The font a Text resolves: the environment's (body by default) with
  /// bold and italic applied, at the Dynamic Type size.
  var resolvedFont: Font {
    var f = (font ?? .body).scaled(for: dynamicTypeSize)
    if isBold { f = f.bold() }
    if isItalic { f = f.italic() }
    return f
  }
}

struct EnvironmentModifier: PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    var e = env
    transform(&e)
    PlumbCore.lower(content, ctx, e)
  }
}

extension View {
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    nonisolated(unsafe) let kp = keyPath
    // A layout direction also marks the subtree, which the placement pass
    // mirrors for right to left.
    let direction = keyPath == \EnvironmentValues.layoutDirection ? value as? LayoutDirection : nil
    return modifier(EnvironmentModifier { $0[keyPath: kp] = value })
      .modifier(LayoutDirectionMarker(direction: direction))
  }
  public func font(_ font: Font?) -> some View {
    modifier(EnvironmentModifier { $0.font = font })
  }
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { $0.isBold = isActive })
  }
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { $0.isItalic = isActive })
  }
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentModifier { $0.foregroundColor = color })
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { $0.foregroundColor = style.resolvedColor(foreground: $0.foregroundColor ?? .primary) })
  }
  public func lineLimit(_ limit: Int?) -> some View {
    modifier(EnvironmentModifier { $0.lineLimit = limit.map { max(1, $0) } })
  }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }
}

/// Wraps each of its content's nodes in a `LayoutDirectionLayout` node when
/// a direction is set; nothing otherwise.
struct LayoutDirectionMarker: PrimitiveModifier {
  let direction: LayoutDirection?
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    guard let direction else { return PlumbCore.lower(content, ctx, env) }
    UnaryModifier { _ in LayoutDirectionLayout(direction: direction) }.lower(content, ctx, env)
  }
}
