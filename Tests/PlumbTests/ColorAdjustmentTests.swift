import Foundation
import Plumb
import Testing

/// Color adjustments and blend modes, drawn: each a color matrix (SVG's
/// feColorMatrix) or a Cairo operator, read back from the pixels.
@MainActor @Suite struct ColorAdjustmentTests {
  func pixel<V: View>(_ view: V) throws -> PixelImage.Pixel {
    let r = ImageRenderer(content: view)
    r.background = .white
    return try r.pixelImage()[5, 5]
  }
  func close(_ p: PixelImage.Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
    abs(Int(p.r) - r) <= 2 && abs(Int(p.g) - g) <= 2 && abs(Int(p.b) - b) <= 2
  }

  /// Red (255, 59, 48) in gray: Rec. 709 luminance 0.2126 + 0.7152 × 59/255
  /// + 0.0722 × 48/255 = 0.3917, so 100 on each channel.
  @Test func grayscale() throws {
    let p = try pixel(Color.red.frame(width: 10, height: 10).grayscale(1))
    #expect(close(p, 100, 100, 100), "\(p)")
    let half = try pixel(Color.red.frame(width: 10, height: 10).saturation(1))
    #expect(close(half, 255, 59, 48), "\(half)")
  }

  /// Black brightened by 0.5 is mid gray; white inverted is black;
  /// contrast 0 is mid gray whatever the color.
  @Test func brightnessInvertContrast() throws {
    #expect(close(try pixel(Color.black.frame(width: 10, height: 10).brightness(0.5)), 128, 128, 128))
    #expect(close(try pixel(Color.white.frame(width: 10, height: 10).colorInvert()), 0, 0, 0))
    #expect(close(try pixel(Color.blue.frame(width: 10, height: 10).contrast(0)), 128, 128, 128))
  }

  /// White multiplied by the accent color is the accent color.
  @Test func colorMultiply() throws {
    #expect(close(try pixel(Color.white.frame(width: 10, height: 10).colorMultiply(.accentColor)), 0, 122, 255))
  }

  /// Yellow (255, 204, 0) multiplied over blue (0, 122, 255): each channel
  /// a × b / 255 = (0, 98, 0).
  @Test func multiplyBlend() throws {
    let view = ZStack {
      Color.blue
      Color.yellow.blendMode(.multiply)
    }
    .frame(width: 10, height: 10)
    let p = try pixel(view)
    #expect(close(p, 0, 98, 0), "\(p)")
  }

  /// A rotation of the hue by 360° changes nothing.
  @Test func hueRotationFullTurn() throws {
    let p = try pixel(Color.green.frame(width: 10, height: 10).hueRotation(.degrees(360)))
    #expect(close(p, 52, 199, 89), "\(p)")
  }
}

/// Text and images drawn into a Canvas.
@MainActor @Suite struct CanvasTextTests {
  /// A red "W" centred at (20, 20) in a 40×40 canvas: red ink near the
  /// centre, none in the corners.
  @Test func textAtAPoint() throws {
    let canvas = Canvas { context, size in
      context.draw(Text("W").font(.system(size: 20)).foregroundColor(.red), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    .frame(width: 40, height: 40)
    let r = ImageRenderer(content: canvas)
    r.background = .white
    let img = try r.pixelImage()
    let red = { (p: PixelImage.Pixel) in p.r > 200 && p.g < 120 && p.b < 120 }
    #expect((12..<28).contains { x in (12..<28).contains { y in red(img[x, y]) } })
    #expect(!red(img[2, 2]) && !red(img[37, 37]))
  }

  /// A symbol's stand-in over a rectangle: ink inside it, none outside.
  @Test func symbolInARect() throws {
    let canvas = Canvas { context, _ in
      context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    .frame(width: 40, height: 40)
    let r = ImageRenderer(content: canvas)
    r.background = .white
    let img = try r.pixelImage()
    #expect((0..<20).contains { x in (0..<20).contains { y in img[x, y].r < 100 } })
    #expect(!(20..<40).contains { x in (20..<40).contains { y in img[x, y].r < 250 } })
  }
}

/// iOS 17's shape shorthands in `clipShape` and `background(_:in:)`.
@MainActor @Suite struct ShapeShorthandTests {
  /// A 40×20 blue clipped to `.rect(cornerRadius: 10)`: the corner pixel
  /// is the white background, the centre blue; `.capsule` the same.
  @Test func shorthands() throws {
    for view in [
      AnyView(Color.blue.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 10))),
      AnyView(Color.clear.frame(width: 40, height: 20).background(Color.blue, in: .capsule)),
    ] {
      let r = ImageRenderer(content: view)
      r.background = .white
      let img = try r.pixelImage()
      #expect(img[0, 0] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
      #expect(img[20, 10].b > 200 && img[20, 10].r < 50)
    }
  }
}
