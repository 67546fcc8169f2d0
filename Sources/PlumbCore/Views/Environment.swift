import Foundation

/// Values that flow down the view tree: `.font` on a stack reaches its texts.
public struct EnvironmentValues: Sendable {
  /// The values, behind one reference, copied on write: lowering hands the
  /// environment to every view, and a copy is then one retain instead of
  /// a copy of every field (a tenth of lowering a tree of custom views).
  private var fields: Fields
  /// The enclosing stack's axis, which `Spacer` and `Divider` follow: set by
  /// every stack, so kept beside the shared fields, not in them (a copy of
  /// the fields per stack whose axis differs from its parent's).
  private var enclosingStackAxis: Axis?

  /// `@unchecked Sendable`: a `Fields` is only written while uniquely
  /// referenced (`writable`), so a shared one never changes.
  final class Fields: @unchecked Sendable {
    var font: Font?
    var multilineTextAlignment: TextAlignment = .leading
    var colorScheme: ColorScheme = .light
    var isBold = false
    var isItalic = false
    var dynamicTypeSize: DynamicTypeSize = .large
    var foregroundColor: Color?
    var storage = EnvironmentStorage()
    var lineLimit: Int?

    init() {}
    init(copying o: Fields) {
      font = o.font
      multilineTextAlignment = o.multilineTextAlignment
      colorScheme = o.colorScheme
      isBold = o.isBold
      isItalic = o.isItalic
      dynamicTypeSize = o.dynamicTypeSize
      foregroundColor = o.foregroundColor
      storage = o.storage
      lineLimit = o.lineLimit
    }
  }

  /// The fields, made unique first if shared.
  private var writable: Fields {
    mutating get {
      if !isKnownUniquelyReferenced(&fields) { fields = Fields(copying: fields) }
      return fields
    }
  }

  public var font: Font? {
    get { fields.font }
    set { writable.font = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { fields.multilineTextAlignment }
    set { writable.multilineTextAlignment = newValue }
  }
  public var colorScheme: ColorScheme {
    get { fields.colorScheme }
    set { writable.colorScheme = newValue }
  }
  var isBold: Bool {
    get { fields.isBold }
    set { writable.isBold = newValue }
  }
  var isItalic: Bool {
    get { fields.isItalic }
    set { writable.isItalic = newValue }
  }
  /// The Dynamic Type size: text styles take their size at it
  /// (Text/DynamicTypeSize.swift).
  public var dynamicTypeSize: DynamicTypeSize {
    get { fields.dynamicTypeSize }
    set { writable.dynamicTypeSize = newValue }
  }
  /// The orientation of the nearest enclosing stack (for Spacer/Divider).
  /// Written only when it changes: a write to a shared environment copies it.
  var stackAxis: Axis? {
    get { enclosingStackAxis }
    set { enclosingStackAxis = newValue }
  }
  public var foregroundColor: Color? {
    get { fields.foregroundColor }
    set { writable.foregroundColor = newValue }
  }
  /// Custom `EnvironmentKey` values and environment objects
  /// (DataFlow/EnvironmentKey.swift).
  var storage: EnvironmentStorage {
    get { fields.storage }
    _modify {
      let f = writable
      yield &f.storage
    }
  }
  public var lineLimit: Int? {
    get { fields.lineLimit }
    set { writable.lineLimit = newValue }
  }

  public init() { fields = Fields() }

  /// The font a Text resolves: the environment's (body by default) with
  /// bold and italic applied, at the Dynamic Type size.
  var resolvedFont: Font {
    var f = (font ?? .body).scaled(for: dynamicTypeSize)
    if isBold { f = f.bold() }
    if isItalic { f = f.italic() }
    return f
  }
}

nonisolated struct EnvironmentModifier: PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    var e = env
    transform(&e)
    PlumbCore.lower(content, ctx, e)
  }
}

/// Writes one environment value for its content: the modifier that
/// `lineLimit(_:)` applies, and that libraries name in their types
/// (`ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>`).
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  public static func _makeNodes<Content: View>(_ modifier: Self, _ content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
    modifier.lower(content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public func body(content: ViewModifierContent) -> Never {
    fatalError("_EnvironmentKeyWritingModifier is a built-in modifier")
  }
  nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  public var value: Value
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    var e = env
    e[keyPath: keyPath] = value
    PlumbCore.lower(content, ctx, e)
  }
}

nonisolated extension View {
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    nonisolated(unsafe) let kp = keyPath
    // A layout direction and a color scheme also mark the subtree: the
    // placement pass mirrors it, the display list draws its colors in it.
    let direction = keyPath == \EnvironmentValues.layoutDirection ? value as? LayoutDirection : nil
    let scheme = keyPath == \EnvironmentValues.colorScheme ? value as? ColorScheme : nil
    return modifier(EnvironmentModifier { $0[keyPath: kp] = value })
      .modifier(EnvironmentMarker(direction: direction, colorScheme: scheme))
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
    modifier(EnvironmentModifier { $0.foregroundColor = resolvedColor(style, $0) })
  }
  public func lineLimit(_ limit: Int?) -> some View {
    // SwiftUI's own type for it, which libraries name and cast to.
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimit, value: limit.map { max(1, $0) }))
  }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }
}

/// What `.environment(_:_:)` marks in the tree, for the values the solver
/// and the display list read from nodes: a direction wraps each of its
/// content's nodes in a `LayoutDirectionLayout` node; a color scheme tags
/// them (the innermost setting wins: an outer one tags only what has none).
/// With neither, the content lowers as it is.
nonisolated struct EnvironmentMarker: PrimitiveModifier {
  let direction: LayoutDirection?
  let colorScheme: ColorScheme?
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    guard direction != nil || colorScheme != nil else { return PlumbCore.lower(content, ctx, env) }
    let mark = ctx.mark
    if let direction {
      UnaryModifier { _ in LayoutDirectionLayout(direction: direction) }.lower(content, ctx, env)
    } else {
      PlumbCore.lower(content, ctx, env)
    }
    guard let colorScheme else { return }
    for node in ctx.emitted(from: mark) where node.colorSchemeOverride == nil { node.colorSchemeOverride = colorScheme }
  }
}
