import Foundation
import Plumb
import Testing

/// Emoji in text draw in color from the pinned emoji font (Debian's
/// fonts-noto-color-emoji), scaled from its bitmaps to the text's size.
@MainActor @Suite struct EmojiTests {
  /// A 40-point 🍅 in a 60 × 60 frame: its glyph is about the font size
  /// (Noto's advance is 1.17 em, its strike scaled from 109 pixels), so
  /// red pixels fill a good part of the middle and none reach the edges
  /// of a 120-pixel image at scale 2 far from it.
  @Test func emojiDrawInColorAtTheTextSize() throws {
    let img = try pixels(Text("🍅").font(.system(size: 40)).frame(width: 60, height: 60), scale: 2)
    var red = 0
    var minX = Int.max, maxX = Int.min
    for y in 0..<img.height {
      for x in 0..<img.width {
        let p = img[x, y]
        if p.a > 200, Int(p.r) > Int(p.g) + 80, Int(p.r) > Int(p.b) + 80 {
          red += 1
          minX = min(minX, x)
          maxX = max(maxX, x)
        }
      }
    }
    // At least a quarter of the 80 × 80-pixel em is red (a tomato), and
    // the red spans between 40 and 100 pixels: scaled, not the 109-pixel
    // strike drawn at 2× (218).
    #expect(red > 80 * 80 / 4)
    #expect(maxX - minX > 40 && maxX - minX < 100)
  }
}

/// Geometric SF Symbols Font Awesome lacks draw as their polygon, with no
/// placeholder diagnostic (Apple's Landmarks badges use `hexagon.fill`).
@MainActor @Suite struct GeometricSymbolTests {
  /// A 40-point `hexagon.fill` (48 × 48 at 1.2 × the size): its centre is
  /// the foreground color, its corner square (outside a pointy-top hexagon)
  /// is clear.
  @Test func filledHexagon() throws {
    let view = Image(systemName: "hexagon.fill").font(.system(size: 40)).foregroundStyle(Color.green)
    #expect(LayoutResult(of: view).diagnostics.isEmpty)
    let img = try pixels(view)
    #expect(img[24, 24] == green)
    #expect(img[3, 3].a == 0)
  }

  /// An outlined triangle: its centre is empty, its base drawn. The
  /// polygon fills the middle 80% of the 48-point square (38.4, from 4.8):
  /// the base is at 4.8 + 0.92 × 38.4 = 40.1, stroked 4.3 wide.
  @Test func outlinedTriangle() throws {
    let img = try pixels(Image(systemName: "triangle").font(.system(size: 40)).foregroundStyle(Color.green))
    #expect(img[24, 30].a == 0)
    #expect(img[24, 40].a > 0)
  }
}
