import Foundation

/// What a `Canvas` draws into, as SwiftUI's `GraphicsContext`: paths
/// filled or stroked with a color or a style, under a transform and an
/// opacity. Plumb records the commands and draws them with the figure.
public struct GraphicsContext {
  final class Recorder {
    var commands: [CanvasCommand] = []
  }

  let recorder: Recorder
  let foreground: Color
  /// The canvas's environment, for the text it draws, and its images.
  let environment: EnvironmentValues
  let images: ImageCatalog
  /// Applied to the paths drawn after it is set.
  public var transform: CGAffineTransform = .identity
  /// Multiplies the alpha of what is drawn after it is set.
  public var opacity: Double = 1

  /// How a path is painted: a color, a shape style, or a gradient placed
  /// in the canvas's coordinates.
  public struct Shading {
    let color: Color?
    let style: (any ShapeStyle)?
    var gradient: CanvasGradient? = nil
    public static func color(_ color: Color) -> Shading { Shading(color: color, style: nil) }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: nil, style: style) }
    public static var foreground: Shading { Shading(color: nil, style: nil) }
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(gradient, .linear(start: startPoint, end: endPoint))
    }
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius, scaleY: 1))
    }
    /// A conic gradient around `center`, starting at `angle` (0 pointing
    /// right) and turning clockwise once.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(gradient, .angular(center: center, start: angle.radians, end: angle.radians + 2 * .pi, radius: 0))
    }
    private init(color: Color?, style: (any ShapeStyle)?) {
      self.color = color
      self.style = style
    }
    private init(_ gradient: Gradient, _ geometry: ResolvedGradient.Geometry) {
      color = gradient.middle
      style = nil
      self.gradient = CanvasGradient(gradient: gradient, geometry: geometry)
    }
  }

  /// How a gradient repeats past its ends: accepted; Plumb pads (the
  /// end colors continue), SwiftUI's default.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  func resolve(_ shading: Shading) -> Color {
    let c = shading.color ?? shading.style?.resolvedColor(foreground: foreground) ?? foreground
    return opacity == 1 ? c : c.opacity(opacity)
  }

  /// A gradient shading under the current transform and opacity, covering
  /// `path` (already transformed).
  private func placed(_ g: CanvasGradient, covering path: Path) -> CanvasGradient {
    var g = g
    if opacity != 1 {
      g.gradient = Gradient(stops: g.gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
    }
    let t = transform
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    switch g.geometry {
    case .linear(let s, let e): g.geometry = .linear(start: s.applying(t), end: e.applying(t))
    case .radial(let c, let r0, let r1, let sy):
      g.geometry = .radial(center: c.applying(t), startRadius: r0 * scale, endRadius: r1 * scale, scaleY: sy)
    case .angular(let c, let a0, let a1, _):
      // Far enough to cover the path from the center.
      let center = c.applying(t), b = path.boundingRect
      let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
      let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
      let turn = Double(atan2(t.b, t.a))
      g.geometry = .angular(center: center, start: a0 + turn, end: a1 + turn, radius: radius.isFinite ? radius : 0)
    }
    return g
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
  public mutating func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let p = path.applying(transform)
    if let g = shading.gradient {
      recorder.commands.append(.gradient(p, placed(g, covering: p), stroke: nil))
    } else {
      recorder.commands.append(.fill(p, resolve(shading)))
    }
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var s = style
    // A uniform scale scales the line too.
    s.lineWidth *= (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    let p = path.applying(transform)
    if let g = shading.gradient {
      let w = s.lineWidth
      recorder.commands.append(.gradient(p, placed(g, covering: Path(p.boundingRect.insetBy(dx: -w, dy: -w))), stroke: s))
    } else {
      recorder.commands.append(.stroke(p, resolve(shading), s))
    }
  }

  /// Text and images in a canvas are not drawn yet (docs/deviations.md).
  /// Text with its anchor at `point` (moved by the transform's
  /// translation; the text itself is not rotated or scaled).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let (content, color) = text.resolved(in: environment, nil)
    let c = opacity == 1 ? color : color.opacity(opacity)
    recorder.commands.append(.text(content, point.applying(transform), anchor, c, wrapWidth: nil))
  }
  /// Text wrapped to the rectangle's width, from its top-leading corner.
  public func draw(_ text: Text, in rect: CGRect) {
    let (content, color) = text.resolved(in: environment, nil)
    let c = opacity == 1 ? color : color.opacity(opacity)
    recorder.commands.append(.text(content, rect.origin.applying(transform), .topLeading, c, wrapWidth: rect.width))
  }
  /// An image (or a symbol's stand-in) stretched over the rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    // The bounding box of the transformed corners.
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let r = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    if image.isSystem {
      recorder.commands.append(.symbol(image.name, r, opacity == 1 ? foreground : foreground.opacity(opacity)))
    } else {
      recorder.commands.append(.image(images.reference(named: image.name), r))
    }
  }
  /// An image at its size, its anchor at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    let size: CGSize
    if image.isSystem {
      let side = (environment.font ?? .body).size * 1.2
      size = CGSize(width: side, height: side)
    } else {
      size = images.reference(named: image.name).pixelSize
    }
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    draw(image, in: CGRect(origin: origin, size: size))
  }

  /// A filter on what is drawn after it (`.blur`, `.alphaThreshold`…). Not
  /// applied: a canvas draws its paths unfiltered (docs/deviations.md).
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
  /// How a canvas's drawing blends with what is under it, as SwiftUI's
  /// `GraphicsContext.BlendMode` names them (Porter–Duff modes too:
  /// `.clear` punches a hole).
  public struct BlendMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let normal = BlendMode(rawValue: 0)
    public static let multiply = BlendMode(rawValue: 1)
    public static let screen = BlendMode(rawValue: 2)
    public static let overlay = BlendMode(rawValue: 3)
    public static let darken = BlendMode(rawValue: 4)
    public static let lighten = BlendMode(rawValue: 5)
    public static let colorDodge = BlendMode(rawValue: 6)
    public static let colorBurn = BlendMode(rawValue: 7)
    public static let softLight = BlendMode(rawValue: 8)
    public static let hardLight = BlendMode(rawValue: 9)
    public static let difference = BlendMode(rawValue: 10)
    public static let exclusion = BlendMode(rawValue: 11)
    public static let hue = BlendMode(rawValue: 12)
    public static let saturation = BlendMode(rawValue: 13)
    public static let color = BlendMode(rawValue: 14)
    public static let luminosity = BlendMode(rawValue: 15)
    public static let clear = BlendMode(rawValue: 16)
    public static let copy = BlendMode(rawValue: 17)
    public static let sourceIn = BlendMode(rawValue: 18)
    public static let sourceOut = BlendMode(rawValue: 19)
    public static let sourceAtop = BlendMode(rawValue: 20)
    public static let destinationOver = BlendMode(rawValue: 21)
    public static let destinationIn = BlendMode(rawValue: 22)
    public static let destinationOut = BlendMode(rawValue: 23)
    public static let destinationAtop = BlendMode(rawValue: 24)
    public static let xor = BlendMode(rawValue: 25)
    public static let plusDarker = BlendMode(rawValue: 26)
    public static let plusLighter = BlendMode(rawValue: 27)
  }
  /// How what is drawn after it blends: drawn with normal blending
  /// (docs/deviations.md).
  public var blendMode: BlendMode {
    get { .normal }
    set {}
  }
  /// Clips what is drawn after it to a path. Not applied.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
  ) rethrows {}
  /// A view passed as a canvas's symbol, by its tag. Symbols are not drawn
  /// (docs/deviations.md): nil.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
  /// Text resolved for drawing: `draw(_:at:anchor:)` takes it as a `Text`.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(text.text, at: point, anchor: anchor)
  }
  public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
  /// An image resolved for drawing, with its size.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(image.image, at: point, anchor: anchor)
  }
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image.image, in: rect, style: style)
  }

  public struct ResolvedSymbol {
    public var size: CGSize { .zero }
  }
  public struct ResolvedText {
    let text: Text
    public var shading: Shading = .foreground
    public func measure(in size: CGSize) -> CGSize { .zero }
  }
  public struct ResolvedImage {
    let image: Image
    public var shading: Shading? = nil
    public var size: CGSize { .zero }
    public var baseline: CGFloat { 0 }
  }
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
    public static let invertsAlpha = FilterOptions(rawValue: 2)
  }
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }
  /// A filter a canvas can add: accepted, not applied.
  public struct Filter: Sendable {
    let name: String
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
      Filter(name: "alphaThreshold")
    }
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter(name: "shadow") }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
    public static var colorInvert: Filter { Filter(name: "colorInvert") }
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    /// Metal shaders (iOS 17): accepted, not applied.
    public static func colorShader(_ shader: Shader) -> Filter { Filter(name: "colorShader") }
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "distortionShader")
    }
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(name: "layerShader") }
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform") }
  }
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// Runs `body` on a copy of the context (its transform and opacity are
  /// restored after).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var copy = self
    try content(&copy)
  }
}

/// Immediate-mode drawing, as SwiftUI's `Canvas`: it fills the space it is
/// offered (as a Color), and `renderer` draws into it with the frame's size.
///
/// Child proposal: none. Own size: the proposal, 10 where unspecified.
/// Placement: none.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  /// A canvas with symbol views to draw by tag. The symbols are not drawn
  /// (docs/deviations.md); the rest of the drawing is.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
  }

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    ctx.emit(ctx.table.node(FlexibleLeaf(name: "Canvas"), drawing: .canvas(recordedDrawing(renderer, ctx, env))))
  }
}

/// What a renderer draws into a fresh `GraphicsContext` at a given size,
/// recorded as commands (a canvas's, an `Image(size:renderer:)`'s), with the
/// environment's foreground and the lowering's images.
func recordedDrawing(
  _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void, _ ctx: LoweringContext, _ env: EnvironmentValues
) -> (CGSize) -> [CanvasCommand] {
  let foreground = env.foregroundColor ?? .primary
  let images = ctx.images
  return { size in
    var context = GraphicsContext(
      recorder: GraphicsContext.Recorder(), foreground: foreground, environment: env, images: images)
    renderer(&context, size)
    return context.recorder.commands
  }
}

/// One command a canvas recorded, in its own coordinates.
package enum CanvasCommand {
  case fill(Path, Color)
  case stroke(Path, Color, StrokeStyle)
  /// A path filled (or, with a stroke style, stroked) with a gradient.
  case gradient(Path, CanvasGradient, stroke: StrokeStyle?)
  /// Text with its anchor at a point, wrapped to a width if given.
  case text(TextContent, CGPoint, UnitPoint, Color, wrapWidth: CGFloat?)
  case image(ImageReference, CGRect)
  case symbol(String, CGRect, Color)
}

/// A gradient a canvas draws with: its colors unresolved, its geometry in
/// the canvas's coordinates.
package struct CanvasGradient {
  var gradient: Gradient
  var geometry: ResolvedGradient.Geometry
}

extension Image {
  /// An image drawn by code (iOS 17): `renderer` draws into a context of
  /// `size`, as a canvas of that size would.
  ///
  /// Child proposal: none (a leaf).
  /// Own size: `size`, whatever the proposal; resizable, the proposal.
  /// Placement: the drawing at the image's origin, in its own coordinates.
  public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    self.init(decorative: "")
    drawn = DrawnImage(size: size, renderer: renderer)
  }
}

/// What `Image(size:renderer:)` draws. Images compare by identity here: two
/// drawn images are the same image only when made by the same call.
final class DrawnImage: Hashable, @unchecked Sendable {
  let size: CGSize
  let renderer: (inout GraphicsContext) -> Void
  init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
    self.size = size
    self.renderer = renderer
  }
  static func == (a: DrawnImage, b: DrawnImage) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  func lower(resizable: Bool, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    // Bad sizes (negative, NaN, infinite) draw nothing in no space.
    let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    if !valid { ctx.diagnostics.append("Image(size: \(size)): the size is invalid; used zero") }
    let side = valid ? size : .zero
    let renderer = renderer
    let draw = recordedDrawing({ context, _ in if valid { renderer(&context) } }, ctx, env)
    let leaf: any LeafLayout =
      resizable ? ResizableLeaf(name: "Image(size:)", intrinsic: side) : FixedLeaf(name: "Image(size:)", size: side)
    ctx.emit(ctx.table.node(leaf, drawing: .canvas(draw)))
  }
}
