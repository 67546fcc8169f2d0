import Foundation

extension Color: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  public var body: Never { fatalError("Color has no body") }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    ctx.emit(ctx.table.node(FlexibleLeaf(.color), color: self))
  }
}

/// Flexible space along the enclosing stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let m = minLength.map { max(0, ctx.finite($0, "Spacer minLength")) } ?? 8
    ctx.emit(ctx.table.node(SpacerLeaf(minLength: m, axis: env.stackAxis)))
  }
}

/// A 1-point separator line across the enclosing stack's axis.
nonisolated public struct Divider: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  public init() {}
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    ctx.emit(ctx.table.node(DividerLeaf(axis: env.stackAxis), drawing: .fill(AnyShape(Rectangle()), color)))
  }
}

/// Text, measured by the layout's `TextMeasurer` and drawn with Pango.
///
/// As in SwiftUI, a string literal is a `LocalizedStringKey` and its inline
/// markdown is rendered: `Text("**bold** and _italic_")`. A string value
/// (`Text(title)`) and `Text(verbatim:)` are shown as they are.
nonisolated public struct Text: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  var string: String
  var spans: [TextSpan]
  /// Set by Text's own modifiers (`Text("a").bold()`), over the environment.
  var runStyle = TextRunStyle()
  /// Colors of concatenated parts (`Text("a").foregroundColor(.red) + …`),
  /// resolved for the color scheme when lowered.
  var partColors: [(range: Range<Int>, color: Color)] = []
  /// Text from a literal or a key: its inline markdown is rendered.
  public init(_ key: LocalizedStringKey) {
    (string, spans) = InlineMarkdown.parse(key.key)
  }
  /// Text from a key looked up in a strings table: a figure has no
  /// translations, so the key is the text (docs/deviations.md).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(key)
  }
  /// Text from a string value, shown as it is. Disfavored, as in SwiftUI,
  /// so that a literal picks the `LocalizedStringKey` initializer.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
    spans = []
  }
  public init(verbatim content: String) {
    string = content
    spans = []
  }
  /// An image as text, to concatenate with `+`: an SF Symbol is its
  /// stand-in glyph, set in the text's size; other images are left out.
  public init(_ image: Image) {
    string = image.isSystem ? SymbolStandIns.glyph(for: image.name).map { String(Character($0)) } ?? "" : ""
    spans = []
  }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let (content, color) = resolved(in: env, ctx)
    ctx.emit(ctx.table.node(TextLeaf(content: content), drawing: .text(content, color)))
  }

  /// What this text shows in `env`: its characters, font and runs, and
  /// its color. Invalid font sizes are noted on `ctx` when there is one.
  func resolved(in env: EnvironmentValues, _ ctx: LoweringContext?) -> (TextContent, Color) {
    var font = runStyle.font.map { $0.scaled(for: env.dynamicTypeSize) } ?? env.resolvedFont
    if let weight = runStyle.weight ?? env.fontWeight { font.weight = weight }
    if runStyle.isBold { font = font.bold() }
    if runStyle.isItalic { font = font.italic() }
    if runStyle.isMonospaced { font = font.monospaced() }
    if !font.size.isFinite || font.size < 0 || font.size > 10_000 {
      ctx?.diagnostics.append("font size \(font.size) is invalid; used 17")
      font.size = 17
    }
    font.weight.value = min(900, max(100, font.weight.value))
    // Links take the accent color, as SwiftUI draws them.
    let accent = Color.accentColor.resolve(in: env.colorScheme)
    var allSpans = spans.map { span in
      var s = span
      if s.style.link != nil { s.style.color = accent }
      return s
    }
    for part in partColors {
      allSpans.append(TextSpan(utf8Range: part.range, style: TextStyle(color: part.color.resolve(in: env.colorScheme))))
    }
    // Decorations: the text's own over those a view above set.
    let outer = env.textDecoration
    var decoration = runStyle.decoration
    decoration.isUnderlined = decoration.isUnderlined || outer.isUnderlined
    decoration.underlineColor = decoration.underlineColor ?? outer.underlineColor
    decoration.strikethroughColor = decoration.strikethroughColor ?? outer.strikethroughColor
    if decoration.tracking == 0 { decoration.tracking = outer.tracking }
    if decoration.baselineOffset == 0 { decoration.baselineOffset = outer.baselineOffset }
    let strikethrough = runStyle.isStrikethrough || outer.isStrikethrough
    if strikethrough || !decoration.isEmpty {
      allSpans.append(
        TextSpan(
          utf8Range: 0..<string.utf8.count, style: decoration.style(strikethrough: strikethrough, in: env.colorScheme)))
    }
    let shown = env.textCase.map { $0 == .uppercase ? string.uppercased() : string.lowercased() } ?? string
    let content = TextContent(
      string: shown.utf8.count == string.utf8.count ? shown : string, font: font,
      lineLimit: env.lineLimit.map { min($0, 1_000_000) },
      alignment: env.multilineTextAlignment, spans: allSpans, lineSpacing: env.lineSpacing,
      reservedLines: env.reservedLines)
    let color = runStyle.color ?? env.foregroundColor ?? .primary
    return (content, color)
  }
}

/// An image from a PNG file, sized by its pixels (1 pixel = 1 point) unless
/// resizable. Files are looked up by name in the layout's image folders.
nonisolated public struct Image: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let name: String
  let isSystem: Bool
  var isResizable = false
  var symbolRenderingMode: SymbolRenderingMode?
  /// An image drawn by code (`Image(size:renderer:)`), or nil.
  var drawn: DrawnImage?

  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
  }
  /// An image that accessibility ignores: drawn as `Image(_:)`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }
  /// An asset's image with a label for accessibility: drawn as `Image(_:)`.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }
  /// A variable asset symbol: drawn whole, whatever the value
  /// (docs/deviations.md).
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }
  /// A few SF Symbol names are drawn as vector symbols at the font's size.
  public init(systemName: String) {
    name = systemName
    isSystem = true
  }
  /// A variable symbol (signal bars, Wi-Fi): drawn whole, whatever the
  /// value (docs/deviations.md).
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }
  /// Resizable with cap insets and tiling: the image is stretched whole
  /// (docs/deviations.md).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    resizable()
  }
  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// An image from an asset catalog's generated symbol (`Image(.logo)`).
  public init(_ resource: ImageResource) { self.init(resource.name) }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let drawn {
      drawn.lower(resizable: isResizable, ctx, env)
      return
    }
    if isSystem {
      let name = SymbolStandIns.name(name, variants: env.symbolVariants)
      let font = env.resolvedFont
      let fontSize = font.size
      let valid = fontSize.isFinite && fontSize > 0
      if !valid { ctx.diagnostics.append("Image(systemName: \(name)): font size \(fontSize) is invalid; used 17") }
      let side = (valid ? fontSize : 17) * 1.2 * env.imageScale.factor
      if !SymbolStandIns.hasStandIn(name) {
        ctx.diagnostics.append(
          "Image(systemName: \"\(name)\"): no stand-in for this SF Symbol; drew a placeholder (docs/deviations.md)")
      }
      let leaf: any LeafLayout =
        isResizable
        ? ResizableLeaf(name: "Image(systemName: \(name))", intrinsic: CGSize(width: side, height: side))
        : FixedLeaf(name: "Image(systemName: \(name))", size: CGSize(width: side, height: side))
      var color = env.foregroundColor ?? .primary
      if (symbolRenderingMode ?? env.symbolRenderingMode) == .multicolor, let hue = SymbolStandIns.multicolor(name) {
        color = hue
      }
      let weight = env.fontWeight ?? font.weight
      ctx.emit(ctx.table.node(leaf, drawing: .symbol(name, color, weight)))
      return
    }
    let ref = ctx.images.reference(named: name)
    if ref.url == nil {
      if let file = ctx.images.unreadableAsset(named: name) {
        ctx.diagnostics.append("image \"\(name)\" is \(file) in an asset catalog: Plumb draws PNG and JPEG files only")
      } else {
        ctx.diagnostics.append("image \"\(name)\" not found in \(ctx.images.searchDescription)")
      }
    }
    let leaf: any LeafLayout =
      isResizable
      ? ResizableLeaf(name: "Image(\(name))", intrinsic: ref.pixelSize)
      : FixedLeaf(name: "Image(\(name))", size: ref.pixelSize)
    ctx.emit(ctx.table.node(leaf, drawing: .image(ref)))
  }
}

/// An image in an asset catalog, as Xcode's generated asset symbols name
/// it (`ImageResource.logo`, `Image(.logo)`). SwiftPM on Linux generates no
/// symbols: declare the ones a view uses, `static let logo =
/// ImageResource(name: "logo", bundle: .main)`.
public struct ImageResource: Hashable, @unchecked Sendable {
  let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// A color in an asset catalog, as Xcode's generated symbols name it.
public struct ColorResource: Hashable, @unchecked Sendable {
  let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
  /// A color from an asset catalog's generated symbol (`Color(.brand)`).
  public init(_ resource: ColorResource) { self.init(resource.name) }
  /// The asset catalog's "AccentColor", whose symbol Xcode generates in
  /// every app (`Color.accent`, `.foregroundStyle(.accent)`).
  public static var accent: Color { Color("AccentColor") }
}
extension ColorResource {
  /// Xcode's generated symbol for the app's "AccentColor". Disfavored: an
  /// app may name its own `UIColor.accent` (`Color(.accent)`), which its
  /// catalog's symbol would not collide with on Apple platforms.
  @_disfavoredOverload
  public static var accent: ColorResource { ColorResource(name: "AccentColor", bundle: .main) }
}
extension ShapeStyle where Self == Color {
  public static var accent: Color { .accent }
}

/// Images compare by what they show, as SwiftUI's are `Hashable`.
extension Image: Equatable, Hashable {}
