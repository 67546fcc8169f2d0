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
  /// Applied to the paths drawn after it is set.
  public var transform: CGAffineTransform = .identity
  /// Multiplies the alpha of what is drawn after it is set.
  public var opacity: Double = 1

  /// How a path is painted: a color or a shape style.
  public struct Shading {
    let color: Color?
    let style: (any ShapeStyle)?
    public static func color(_ color: Color) -> Shading { Shading(color: color, style: nil) }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: nil, style: style) }
    public static var foreground: Shading { Shading(color: nil, style: nil) }
  }

  func resolve(_ shading: Shading) -> Color {
    let c = shading.color ?? shading.style?.resolvedColor(foreground: foreground) ?? foreground
    return opacity == 1 ? c : c.opacity(opacity)
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
  public mutating func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.commands.append(.fill(path.applying(transform), resolve(shading)))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var s = style
    // A uniform scale scales the line too.
    s.lineWidth *= (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    recorder.commands.append(.stroke(path.applying(transform), resolve(shading), s))
  }

  /// Text and images in a canvas are not drawn yet (docs/deviations.md).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ text: Text, in rect: CGRect) {}
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

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
public struct Canvas<Symbols: View>: View, PrimitiveView {
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

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let renderer = renderer
    let foreground = env.foregroundColor ?? .primary
    let draw: (CGSize) -> [CanvasCommand] = { size in
      var context = GraphicsContext(recorder: GraphicsContext.Recorder(), foreground: foreground)
      renderer(&context, size)
      return context.recorder.commands
    }
    ctx.emit(ctx.table.node(FlexibleLeaf(name: "Canvas"), drawing: .canvas(draw)))
  }
}

/// One command a canvas recorded, in its own coordinates.
package enum CanvasCommand {
  case fill(Path, Color)
  case stroke(Path, Color, StrokeStyle)
}
