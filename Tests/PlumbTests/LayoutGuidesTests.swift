import Foundation
import Plumb
import PlumbGallery
import Testing

/// Seed 000's feet stack without hand-drawn borders or line: the layout
/// guides draw them. Padding 9 and an overhang of 9 make the 182-wide stack
/// and its line as wide as the hand-written 200-point line.
struct FeetWithGuides: View {
  var body: some View {
    HStack(alignment: .feet) {
      Image("rogue").alignmentGuide(.feet) { _ in 61 }
      Image("dragoon").alignmentGuide(.feet) { _ in 84 }
      Image("brawler").alignmentGuide(.feet) { _ in 70 }
    }
    .layoutGuides(LayoutGuideStyle(lineOverhang: 9))
    .padding(.horizontal, 9)
  }
}

@Suite struct LayoutGuidesTests {
  func png<V: View>(_ view: V, scale: CGFloat) throws -> PixelImage {
    let r = ImageRenderer(content: view)
    r.scale = scale
    return try PixelImage(pngData: try r.pngData())
  }

  /// The guides reproduce the hand-written figure pixel for pixel.
  @Test(arguments: [1.0, 2.0])
  func matchesHandWrittenFeetFigure(scale: Double) throws {
    let hand = try png(HStackFeet(), scale: scale)
    let auto = try png(FeetWithGuides(), scale: scale)
    #expect(hand.width == auto.width && hand.height == auto.height)
    let differing = zip(hand.pixels, auto.pixels).filter { $0 != $1 }.count
    #expect(differing == 0)
  }

  /// The same for the .center stack, where the line's 0.5 guide sits on 45.5.
  @Test func matchesHandWrittenCenterFigure() throws {
    struct CenterWithGuides: View {
      var body: some View {
        HStack(alignment: .center) {
          Image("rogue")
          Image("dragoon")
          Image("brawler")
        }
        .layoutGuides(LayoutGuideStyle(lineOverhang: 9))
        .padding(.horizontal, 9)
      }
    }
    #expect(try png(HStackCenter(), scale: 2) == png(CenterWithGuides(), scale: 2))
  }

  /// Overlay pixels: the red border along the rogue's top (y 23; x 0 is
  /// the stack's green border), the yellow line at 84 - 1.
  @Test func overlayPixels() throws {
    let r = ImageRenderer(
      content: HStack(alignment: .feet) {
        Color.clear.frame(width: 20, height: 64).alignmentGuide(.feet) { _ in 61 }
        Color.clear.frame(width: 20, height: 91).alignmentGuide(.feet) { _ in 84 }
      })
    r.layoutGuides = LayoutGuideStyle()
    let img = try PixelImage(pngData: try r.pngData())
    #expect(img.width == 48 && img.height == 91)
    #expect(img[0, 50] == PixelImage.Pixel(r: 52, g: 199, b: 89, a: 255))  // stack border wins at the shared edge
    #expect(img[5, 23] == PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255))  // rogue top border, inside its frame
    #expect(img[5, 22].a == 0)
    #expect(img[10, 83] == PixelImage.Pixel(r: 255, g: 204, b: 0, a: 255))  // the line
    #expect(img[10, 82].a == 0 || img[10, 82] != PixelImage.Pixel(r: 255, g: 204, b: 0, a: 255))
  }

  /// A step per child; the last step is the finished figure with guides.
  @Test func stepsEndWithTheFullFigure() throws {
    let r = ImageRenderer(content: FeetWithGuides())
    let steps = try r.alignmentSteps(.png)
    #expect(steps.count == 3)
    let full = try PixelImage(pngData: try r.pngData())
    #expect(try PixelImage(pngData: steps[2]) == full)
    #expect(try PixelImage(pngData: steps[0]) != full)
  }

  /// At step 1 only the rogue is placed, at the top: its feet (61) are the
  /// stack's value, so the line's top is at 60.
  @Test func firstStepShowsOneChildAndItsLine() throws {
    let r = ImageRenderer(
      content: HStack(alignment: .feet) {
        Color.blue.frame(width: 20, height: 64).alignmentGuide(.feet) { _ in 61 }
        Color.blue.frame(width: 20, height: 91).alignmentGuide(.feet) { _ in 84 }
      })
    r.layoutGuides = LayoutGuideStyle(showsLeaves: false, showsContainers: false)
    let first = try PixelImage(pngData: try r.alignmentSteps(.png)[0])
    let yellow = PixelImage.Pixel(r: 255, g: 204, b: 0, a: 255)
    #expect(first[10, 60] == yellow)
    #expect(first[10, 1] == PixelImage.Pixel(r: 0, g: 122, b: 255, a: 255))  // rogue moved to the top
    #expect(first[35, 70].a == 0)  // dragoon not placed yet
  }
}
