import Foundation

/// A 4×5 color matrix over unpremultiplied RGBA in 0…1, as SVG's
/// `feColorMatrix`: each output channel is a weighted sum of the inputs
/// plus an offset. The color adjustments (`brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation`, `colorInvert`,
/// `colorMultiply`, `luminanceToAlpha`) are each one.
package struct ColorMatrix: Hashable, Sendable {
  /// Rows r, g, b, a; columns r, g, b, a, offset.
  package var m: [Double]

  static let identity = ColorMatrix(m: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// Adds `amount` to each color channel.
  static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(m: [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }
  /// Scales each color channel's distance from mid gray.
  static func contrast(_ c: Double) -> ColorMatrix {
    let t = 0.5 * (1 - c)
    return ColorMatrix(m: [c, 0, 0, 0, t, 0, c, 0, 0, t, 0, 0, c, 0, t, 0, 0, 0, 1, 0])
  }
  /// SVG's `saturate`: 0 is gray (Rec. 709 luminance), 1 unchanged.
  static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix(m: [
      0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
      0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
      0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }
  /// SVG's `hueRotate`.
  static func hueRotation(_ radians: Double) -> ColorMatrix {
    let c = cos(radians), s = sin(radians)
    return ColorMatrix(m: [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }
  static let invert = ColorMatrix(m: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
  static func multiply(_ c: RGBA) -> ColorMatrix {
    ColorMatrix(m: [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
  }
  /// SVG's `luminanceToAlpha`: black, as opaque as the color is light.
  static let luminanceToAlpha = ColorMatrix(m: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

  /// The matrix applied to one unpremultiplied color, clamped to 0…1.
  package func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
    func row(_ i: Int) -> Double {
      let v = m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4]
      return v.isFinite ? min(1, max(0, v)) : 0
    }
    return (row(0), row(1), row(2), row(3))
  }
}

/// A color adjustment as a modifier states it; the color multiplied by is
/// resolved for the figure's color scheme when drawn.
package enum ColorFilter: Sendable {
  case matrix(ColorMatrix)
  case multiply(Color)

  func resolved(in scheme: ColorScheme) -> ColorMatrix {
    switch self {
    case .matrix(let m): m
    case .multiply(let c): .multiply(c.resolve(in: scheme))
    }
  }
}
