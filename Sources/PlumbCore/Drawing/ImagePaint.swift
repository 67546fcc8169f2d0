import Foundation

/// An image tiled as a shape's fill (`.fill(.image(Image("brick"), scale:
/// 0.5))`): copies of the image at its size times `scale`, side by side from
/// the top-leading corner of the shape's frame, showing through the shape.
/// The whole image is tiled (`sourceRect` is kept: docs/deviations.md).
nonisolated public struct ImagePaint: ShapeStyle, @unchecked Sendable {
  public var image: Image
  public var sourceRect: CGRect
  public var scale: CGFloat
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
  /// Where a color is needed (a text run), the image paints nothing.
  public func resolvedColor(foreground: Color) -> Color { .clear }
  public var _imagePaint: ImagePaint? { self }
}

extension ShapeStyle where Self == ImagePaint {
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// The tiles of an image fill, as display items: the image repeated over
/// the path's bounds from `origin`, masked by the path. At most 4,096 tiles
/// (a tiny image over a large shape stops there).
func imageFill(_ path: Path, _ image: ImageReference, scale: CGFloat, origin: CGPoint) -> [DisplayItem] {
  let w = image.pixelSize.width * scale, h = image.pixelSize.height * scale
  let bounds = path.boundingRect
  guard image.url != nil, w.isFinite, h.isFinite, w > 0, h > 0, !bounds.isEmpty, !bounds.isNull else {
    // A missing image is drawn as Image draws it, so rendering reports it.
    return image.url == nil ? [.image(image, bounds.isNull ? .zero : bounds)] : []
  }
  var tiles: [DisplayItem] = []
  let first = CGPoint(x: origin.x + ((bounds.minX - origin.x) / w).rounded(.down) * w,
                      y: origin.y + ((bounds.minY - origin.y) / h).rounded(.down) * h)
  var y = first.y
  while y < bounds.maxY, tiles.count < 4096 {
    var x = first.x
    while x < bounds.maxX, tiles.count < 4096 {
      tiles.append(.image(image, CGRect(x: x, y: y, width: w, height: h)))
      x += w
    }
    y += h
  }
  return [.beginMask] + tiles + [.maskWith, .fill(path, RGBA(red: 0, green: 0, blue: 0)), .endMask]
}
