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

@MainActor @Suite struct LayoutGuidesTests {
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

/// Guide labels with Pango's metrics: two decimals at most, no label over
/// a text or another label, all inside the figure.
@MainActor @Suite struct GuideLabelPlacementTests {
  func tags(_ result: LayoutResult) -> [(text: String, tag: CGRect)] {
    DisplayList(result, scale: 2, colorScheme: .light).items.compactMap {
      guard case .text(let t, let origin, _, let width, _) = $0, t.font.size == 9 else { return nil }
      let height = result.engine.measurer.measure(t, width: nil).size.height
      return (t.string, CGRect(x: origin.x - 2, y: origin.y, width: width + 4, height: height))
    }
  }

  /// Sizes with two decimals; a text's size label goes below or above
  /// the text. "firstTextBaseline = 64" is wider than the 90-point figure:
  /// it goes below it, and the canvas grows to hold it.
  @Test func textSizesAndPlaces() throws {
    let r = ImageRenderer(
      content: VStack(alignment: .leading) {
        Text("Hello world")
        HStack(alignment: .firstTextBaseline) {
          Text("Body")
          Color.blue.frame(width: 40, height: 64)
        }
      }
      .layoutGuides(LayoutGuideStyle(showsSizes: true, showsGuideValues: true, showsSpacing: true)))
    let result = try r.layout()
    let labels = tags(result)
    // Lines are SF Pro's (20.29 tall). The text over the HStack is spaced
    // by its font: the stack's top edge merges its children's, and body
    // text over an ordinary view is 14.69 apart (ViewSpacing.text).
    #expect(labels.map(\.text) == ["90.02 × 20.29", "41.22 × 20.29", "40 × 64", "8", "14.69", "firstTextBaseline = 64", "leading = 0"])
    let list = DisplayList(result, scale: 2, colorScheme: .light)
    let texts = result.frames.filter { $0.kind.hasPrefix("Text(") }.map(\.frame)
    func overlap(_ a: CGRect, _ b: CGRect) -> Bool { a.intersection(b).width > 1e-9 && a.intersection(b).height > 1e-9 }
    for (i, a) in labels.enumerated() {
      #expect(list.bounds.contains(a.tag), "\(a)")
      for b in labels[(i + 1)...] { #expect(!overlap(a.tag, b.tag), "\(a) \(b)") }
      for t in texts { #expect(!overlap(a.tag, t), "\(a) \(t)") }
    }
    // Below the text: its bottom (20.574) + 1.
    #expect(labels[0].tag.minY == texts[0].maxY + 1)
    let wide = labels[5].tag
    #expect(wide.minY == result.size.height && wide.width > result.size.width)
    #expect(list.bounds == CGRect(x: 0, y: 0, width: wide.width, height: wide.maxY))
    r.scale = 2
    let image = try r.pixelImage()
    #expect(image.width == Int((wide.width * 2).rounded(.up)) && image.height == Int((wide.maxY * 2).rounded(.up)))
  }
}
