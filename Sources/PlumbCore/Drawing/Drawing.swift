import Foundation

/// What a node draws. The display list reads these with the final frames.
// Indirect: every layout node holds one, and most draw nothing; inline
// payloads made each node 130 bytes larger.
package indirect enum Drawing {
  case none
  /// The frame filled with a color (a `Color` view): no shape to keep.
  case color(Color)
  case fill(AnyShape, Color)
  /// A shape filled with a gradient spread over the node's frame.
  case gradient(AnyShape, _GradientPaint)
  /// `inset`: the stroke lies inside the frame (strokeBorder).
  case stroke(AnyShape, Color, lineWidth: CGFloat, inset: Bool)
  /// A stroke with caps, joins or dashes of its own (`StrokeStyle`).
  case styledStroke(AnyShape, Color, StrokeStyle, inset: Bool)
  case text(TextContent, Color)
  case image(ImageReference)
  /// A shape filled with an image tiled from the frame's origin, each
  /// copy at the image's size times the scale (`ImagePaint`).
  case imageFill(AnyShape, ImageReference, scale: CGFloat)
  /// An SF Symbol stand-in: its name, color and weight.
  case symbol(String, Color, Font.Weight)
  /// Applies to the node's subtree.
  case opacity(Double)
  /// A blurred copy of the subtree's drawing beneath it, offset.
  case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// Rotates and scales the subtree's drawing about an anchor of the
  /// node's frame; layout is unchanged.
  case transform(rotation: Angle, scaleX: CGFloat, scaleY: CGFloat, anchor: UnitPoint)
  /// Clips the node's subtree to a shape in the node's frame.
  case clip(AnyShape)
  /// A canvas's commands for its frame's size, in its own coordinates.
  case canvas((CGSize) -> [CanvasCommand])
  /// A Gaussian blur of the subtree's drawing, σ = radius.
  case blur(radius: CGFloat)
  /// A color adjustment of the subtree's drawing.
  case colorFilter(ColorFilter)
  /// The subtree's drawing composited with a blend mode.
  case blend(BlendMode)
  /// A decorated node whose decoration masks its base: the base is drawn
  /// where the decoration's drawing is opaque.
  case mask
  /// An affine transform of the subtree's drawing, in the node's
  /// coordinates, computed from the node's size (`transformEffect`, a
  /// `GeometryEffect`).
  case affine((CGSize) -> CGAffineTransform)
}

/// An image file the layout found (or did not find).
public struct ImageReference: Hashable, Sendable {
  public var name: String
  /// The PNG file, nil when no file with that name was found.
  public var url: URL?
  /// The size in points: pixels over the file's @2x/@3x scale.
  public var pixelSize: CGSize
}
