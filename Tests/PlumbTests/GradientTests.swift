import Foundation
import Plumb
import Testing

/// Gradients as fills, backgrounds and views, drawn with Cairo's patterns.
@MainActor @Suite struct GradientTests {
  let red = (r: 255.0, g: 59.0, b: 48.0), blue = (r: 0.0, g: 122.0, b: 255.0)

  func near(_ p: PixelImage.Pixel, _ c: (r: Double, g: Double, b: Double), within: Double = 6) -> Bool {
    abs(Double(p.r) - c.r) <= within && abs(Double(p.g) - c.g) <= within && abs(Double(p.b) - c.b) <= within
  }

  /// Leading red to trailing blue over 101 points: red at x 0, blue at
  /// x 100, the mean halfway.
  @Test func linearGradientFill() throws {
    let img = try pixels(
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 101, height: 4))
    #expect(near(img[0, 2], red))
    #expect(near(img[100, 2], blue))
    let mean: (r: Double, g: Double, b: Double) = (127.5, 90.5, 151.5)
    #expect(near(img[50, 2], mean, within: 4))
  }

  /// A gradient used as a view fills what it is proposed, like a color;
  /// `.linearGradient` as a style and `Color.gradient` as a background.
  @Test func gradientAsViewAndStyle() throws {
    let r = LayoutResult(of: LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).id("g"),
      proposal: ProposedViewSize(width: 30, height: 20))
    #expect(r.frame(of: "g")?.size == CGSize(width: 30, height: 20))
    let img = try pixels(Color.clear.frame(width: 10, height: 50).background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
    #expect(near(img[5, 0], red, within: 8) && near(img[5, 49], blue, within: 8))
    let plain = try pixels(Color.clear.frame(width: 10, height: 40).background(Color.blue.gradient))
    // Lighter at the top than at the bottom, blue at the bottom.
    #expect(plain[5, 0].r > plain[5, 39].r)
    #expect(near(plain[5, 39], blue, within: 8))
  }

  /// A radial gradient: red at the center, blue from 20 points out.
  @Test func radialGradient() throws {
    let img = try pixels(
      Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))
        .frame(width: 60, height: 60))
    #expect(near(img[30, 30], red, within: 20))
    #expect(near(img[58, 30], blue))
  }

  /// An angular gradient turns clockwise from the right: red to the right
  /// of the center, a quarter of the way to blue below it.
  @Test func angularGradient() throws {
    let img = try pixels(
      Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
        .frame(width: 80, height: 80))
    #expect(near(img[78, 41], red, within: 12))
    let below = img[40, 78]
    let expectedBlue: Double = 48 + 207 * 0.25
    let blueBelow = Double(below.b)
    #expect(abs(blueBelow - expectedBlue) < 16, "\(below)")
  }
}
