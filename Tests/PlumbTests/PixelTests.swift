import Foundation
import Plumb
import PlumbGallery
import Testing

func pixels<V: View>(_ view: V, scale: CGFloat = 1, scheme: ColorScheme = .light) throws -> PixelImage {
  let r = ImageRenderer(content: view)
  r.scale = scale
  r.colorScheme = scheme
  return try PixelImage(pngData: try r.pngData())
}

let yellow = PixelImage.Pixel(r: 255, g: 204, b: 0, a: 255)
let green = PixelImage.Pixel(r: 52, g: 199, b: 89, a: 255)
let clear = PixelImage.Pixel(r: 0, g: 0, b: 0, a: 0)

/// Pixels at known coordinates. HStackFeet: the stack is 182 wide inside the
/// 200-wide line, so it spans x 9…191; the line's top is at 84 - 1 = 83.
@MainActor @Suite struct PixelTests {
  @Test func yellowLineIsOneCrispRowAtScale1() throws {
    let img = try pixels(HStackFeet())
    #expect(img.width == 200 && img.height == 91)
    #expect(img[3, 83] == yellow)
    #expect(img[3, 82] == clear)
    #expect(img[3, 84] == clear)
  }

  /// A clear part of a concatenated text is laid out and not drawn (chat
  /// bubbles reserve a timestamp's width so): "MM" in ink, then "MM" in
  /// clear, the same width, so the right half has no ink at all.
  @Test func aClearPartOfConcatenatedTextIsNotDrawn() throws {
    let img = try pixels((Text("MM") + Text("MM").foregroundColor(.clear)).font(.system(size: 40)))
    let half = img.width / 2
    var ink = (left: 0, right: 0)
    for y in 0..<img.height {
      for x in 0..<img.width where img[x, y].a > 0 {
        if x < half { ink.left += 1 } else { ink.right += 1 }
      }
    }
    #expect(ink.left > 100 && ink.right == 0, "\(ink)")
  }

  @Test func yellowLineIsTwoCrispRowsAtScale2() throws {
    let img = try pixels(HStackFeet(), scale: 2)
    #expect(img.width == 400 && img.height == 182)
    #expect(img[6, 166] == yellow && img[6, 167] == yellow)
    #expect(img[6, 165] == clear && img[6, 168] == clear)
  }

  /// The custom-alignment line's 0.5 guide puts it at 63.5: the rounding
  /// pass snaps it to one whole row (64) instead of a two-row smear.
  @Test func fractionalLineSnapsToOneRow() throws {
    let img = try pixels(HStackCustom())
    #expect(img[3, 64] == yellow)
    #expect(img[3, 63] == clear && img[3, 65] == clear)
  }

  /// `border` draws inside the frame: the green 1-pt border of the stack
  /// (x 9…191) is column 9, and column 10 is empty above the rogue (y 23).
  @Test func borderIsInsideTheFrame() throws {
    let img = try pixels(HStackFeet())
    #expect(img[9, 5] == green)
    #expect(img[190, 5] == green)
    #expect(img[10, 5] == clear)
    #expect(img[8, 5] == clear)
  }

  /// A capsule's ends are half circles: the middle is solid, the corner
  /// empty, the tip of the end partly covered.
  @Test func capsuleEnds() throws {
    let img = try pixels(Capsule().fill(Color.blue).frame(width: 40, height: 10))
    #expect(img[20, 5] == PixelImage.Pixel(r: 0, g: 122, b: 255, a: 255))
    #expect(img[0, 0].a == 0)
    #expect(img[0, 5].a > 0 && img[0, 5].a < 255)
  }

  @Test func opacityHalvesAlpha() throws {
    let img = try pixels(Color.red.frame(width: 4, height: 4).opacity(0.5))
    #expect(abs(Int(img[2, 2].a) - 128) <= 1)
  }

  @Test func darkModeResolvesPrimary() throws {
    let light = try pixels(Rectangle().frame(width: 2, height: 2))
    let dark = try pixels(Rectangle().frame(width: 2, height: 2), scheme: .dark)
    #expect(light[1, 1] == PixelImage.Pixel(r: 0, g: 0, b: 0, a: 255))
    #expect(dark[1, 1] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
  }

  /// The background covers the margin; the figure moves in by the margin.
  @Test func backgroundAndMargin() throws {
    let r = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
    r.background = .white
    r.margin = 2
    let img = try PixelImage(pngData: try r.pngData())
    #expect(img.width == 8 && img.height == 8)
    #expect(img[0, 0] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    #expect(img[3, 3] == PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255))
  }

  /// `clipShape` cuts the corner of a rounded clip.
  @Test func cornerRadiusClips() throws {
    let img = try pixels(Color.red.frame(width: 20, height: 20).cornerRadius(10))
    #expect(img[0, 0].a == 0)
    #expect(img[10, 10].a == 255)
  }

  @Test func imagesDrawFromFiles() throws {
    let img = try pixels(Image("rogue"))
    // 48 × 64 points from rogue@2x.png; its shadow's center is dark gray.
    #expect(img.width == 48 && img.height == 64)
    #expect(img[0, 0].a == 0)
    #expect(img[24, 40].a == 255)
  }

  @Test func pngRoundTrip() throws {
    let img = try pixels(Circle().fill(Color.green).frame(width: 9, height: 9))
    #expect(try PixelImage(pngData: try img.pngData()) == img)
  }
}

/// The snapshot fast path: pixels straight from Cairo equal the decoded PNG.
@MainActor @Suite struct PixelFastPathTests {
  @Test func pixelImageEqualsDecodedPNG() throws {
    let r = ImageRenderer(content: HStackFeet())
    r.scale = 2
    #expect(try r.pixelImage() == PixelImage(pngData: try r.pngData()))
  }
}
