import Plumb
import Testing

/// Apple's `ShapeStyle.resolve(in:)` example, reduced to plain colors: red
/// in light mode, blue in dark.
struct SchemeStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .light ? Color.red : Color.blue
  }
}

/// A style resolving to another custom style, which resolves to a gradient.
struct StripeStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle { FadeStyle() }
}
struct FadeStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
  }
}

/// iOS 17's custom shape styles: a style of the app's own is painted as
/// what it resolves to in the environment where it is painted.
@MainActor @Suite struct CustomShapeStyleTests {
  @Test func resolvesInTheEnvironmentWhereItPaints() throws {
    // Light: iOS red (255, 59, 48); dark: iOS dark blue (10, 132, 255).
    let light = try pixels(Rectangle().fill(SchemeStyle()).frame(width: 4, height: 4))
    #expect(light[2, 2] == PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255))
    let dark = try pixels(
      Rectangle().fill(SchemeStyle()).frame(width: 4, height: 4).environment(\.colorScheme, .dark))
    #expect(dark[2, 2] == PixelImage.Pixel(r: 10, g: 132, b: 255, a: 255))
    // As a foreground style (text and `.fill()` read it), erased, and as
    // a stroke: the same resolution.
    let foreground = try pixels(Rectangle().fill().frame(width: 4, height: 4).foregroundStyle(SchemeStyle()))
    #expect(foreground[2, 2] == PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255))
    let erased = try pixels(
      Rectangle().fill(AnyShapeStyle(SchemeStyle())).frame(width: 4, height: 4).environment(\.colorScheme, .dark))
    #expect(erased[2, 2] == PixelImage.Pixel(r: 10, g: 132, b: 255, a: 255))
  }

  /// Resolution repeats until a primitive style: here a gradient, red at
  /// the leading edge and blue at the trailing one.
  @Test func resolvesThroughStylesToAGradient() throws {
    let img = try pixels(Rectangle().fill(StripeStyle()).frame(width: 101, height: 4))
    #expect(img[0, 2].r > 240 && img[0, 2].b < 60)
    #expect(img[100, 2].b > 240 && img[100, 2].r < 15)
  }

  /// Plumb's own styles are primitive: a color is not resolved again.
  @Test func primitiveStylesDoNotResolve() {
    #expect(!Color._resolvesInEnvironment && !LinearGradient._resolvesInEnvironment)
    #expect(SchemeStyle._resolvesInEnvironment)
    // Without an environment (a text run), the default one: light.
    #expect(SchemeStyle().resolvedColor(foreground: .black).resolve(in: .light) == Color.red.resolve(in: .light))
  }
}
