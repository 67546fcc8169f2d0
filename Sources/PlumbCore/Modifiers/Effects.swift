import Foundation

/// The blend modes SwiftUI offers. Plumb draws every mode as `.normal`
/// (docs/deviations.md).
public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  case plusDarker, plusLighter
}

nonisolated extension View {
  /// Blurs the view's drawing: a Gaussian with σ = radius, spreading past
  /// its frame; layout is unchanged. `opaque` is accepted (the edges fade).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(
      UnaryModifier(
        make: { ctx in EffectLayout(kindDescription: "blur(radius: \(formatLength(ctx.finite(radius, "blur radius"))))") },
        drawing: .blur(radius: radius.isFinite ? max(0, radius) : 0)))
  }

  /// Masks the view with `mask`, laid out over it as an overlay is: the view
  /// shows where the mask's drawing is opaque.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(
      DecorationModifier(
        decoration: mask(), layout: DecorationLayout(alignment: alignment, isBackground: false, name: "mask"),
        drawing: .mask))
  }

  /// The older spelling: masks the view with a view.
  public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask(alignment: .center) { mask } }

  /// Transforms the view's drawing by an affine transform in its own
  /// coordinates; layout is unchanged.
  public func transformEffect(_ t: CGAffineTransform) -> some View {
    modifier(
      UnaryModifier(
        make: { _ in EffectLayout(kindDescription: "transformEffect") },
        drawing: .affine { _ in t }))
  }

  /// Clips to a shape; the fill style is accepted (Plumb clips nonzero).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View { clipShape(shape) }

  /// Draws the view as one layer: what Plumb does for every view already.
  public func compositingGroup() -> some View { inert() }

  /// Renders the view offscreen first: the same pixels in a figure.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { inert() }

  /// Composites the view's drawing with what is beneath it in the blend
  /// mode (Cairo's operators; `plusDarker` is drawn as multiply).
  public func blendMode(_ mode: BlendMode) -> some View {
    modifier(
      UnaryModifier(make: { _ in EffectLayout(kindDescription: "blendMode(\(mode))") }, drawing: .blend(mode)))
  }

  // Color adjustments: each a color matrix over the view's drawing, as
  // SVG's feColorMatrix defines them (ColorMatrix.swift); layout is
  // unchanged.
  public func brightness(_ amount: Double) -> some View {
    colorFilter("brightness(\(amount))", .matrix(.brightness(amount.isFinite ? amount : 0)))
  }
  public func contrast(_ amount: Double) -> some View {
    colorFilter("contrast(\(amount))", .matrix(.contrast(amount.isFinite ? amount : 1)))
  }
  public func saturation(_ amount: Double) -> some View {
    colorFilter("saturation(\(amount))", .matrix(.saturation(amount.isFinite ? max(0, amount) : 1)))
  }
  /// `grayscale(g)` is `saturation(1 − g)`.
  public func grayscale(_ amount: Double) -> some View {
    colorFilter("grayscale(\(amount))", .matrix(.saturation(amount.isFinite ? 1 - min(max(amount, 0), 1) : 1)))
  }
  public func colorMultiply(_ color: Color) -> some View {
    colorFilter("colorMultiply", .multiply(color))
  }
  public func colorInvert() -> some View { colorFilter("colorInvert", .matrix(.invert)) }
  public func hueRotation(_ angle: Angle) -> some View {
    colorFilter("hueRotation(\(angle.degrees)°)", .matrix(.hueRotation(angle.radians.isFinite ? angle.radians : 0)))
  }
  public func luminanceToAlpha() -> some View { colorFilter("luminanceToAlpha", .matrix(.luminanceToAlpha)) }

  private func colorFilter(_ description: String, _ filter: ColorFilter) -> some View {
    modifier(UnaryModifier(make: { _ in EffectLayout(kindDescription: description) }, drawing: .colorFilter(filter)))
  }

  /// A rotation about an axis in 3D: drawn flat (docs/deviations.md).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    inert()
  }
}

/// How `drawingGroup` renders colors: accepted.
public enum ColorRenderingMode: Sendable, Hashable {
  case nonLinear, linear, extendedLinear
}
