import Plumb
import Testing

/// `ImagePaint` (`.fill(.image(…))`): the image tiled from the frame's
/// top-leading corner at its size times the scale, masked by the shape.
/// rogue@2x.png is 96 × 128 pixels: 48 × 64 points.
@MainActor @Suite struct ImagePaintTests {
  /// Two by two tiles over 96 × 128: the first tile is the image drawn
  /// alone, and each tile repeats it 48 across and 64 down.
  @Test func tilesRepeatTheImage() throws {
    let tiled = try pixels(Rectangle().fill(.image(Image("rogue"))).frame(width: 96, height: 128))
    let alone = try pixels(Image("rogue").frame(width: 96, height: 128, alignment: .topLeading))
    var compared = 0
    for (x, y) in [(10, 10), (24, 32), (40, 60), (5, 50), (30, 5)] {
      #expect(tiled[x, y] == alone[x, y])
      #expect(tiled[x + 48, y] == tiled[x, y] && tiled[x, y + 64] == tiled[x, y] && tiled[x + 48, y + 64] == tiled[x, y])
      compared += 1
    }
    #expect(compared == 5)
    // The drawing is not empty: some pixel of the tile is opaque.
    #expect((0..<48).contains { x in tiled[x, 32].a == 255 })
  }

  /// At scale 0.5 each copy is 24 × 32: the pattern repeats every 24.
  @Test func scaleShrinksTheTiles() throws {
    let tiled = try pixels(Rectangle().fill(.image(Image("rogue"), scale: 0.5)).frame(width: 96, height: 64))
    for (x, y) in [(3, 4), (12, 16), (20, 30)] {
      #expect(tiled[x + 24, y] == tiled[x, y] && tiled[x + 72, y + 32] == tiled[x, y])
    }
  }

  /// A circle shows the tiles only inside: its frame's corner is clear.
  @Test func theShapeMasksTheTiles() throws {
    let circle = try pixels(Circle().fill(.image(Image("rogue"))).frame(width: 96, height: 96))
    #expect(circle[0, 0] == clear && circle[95, 95] == clear)
    let square = try pixels(Rectangle().fill(.image(Image("rogue"))).frame(width: 96, height: 96))
    #expect(circle[48, 48] == square[48, 48])
  }

  /// A missing image fails the render with the image's error, as
  /// `Image("missing")` does.
  @Test func aMissingImageFailsTheRender() {
    #expect(throws: (any Error).self) {
      _ = try pixels(Rectangle().fill(.image(Image("no-such-tile"))).frame(width: 20, height: 20))
    }
  }
}
