import Foundation
import Plumb

/// How two images differ: decoded pixels compared with a per-pixel
/// perceptual tolerance and an allowed share of differing pixels.
public struct ImageDiff: Sendable, Equatable {
  /// Both sizes when they differ.
  public var sizeMismatch: (reference: CGSize, actual: CGSize)?
  /// Pixels whose difference exceeds the perceptual tolerance.
  public var differingPixels: Int
  public var totalPixels: Int
  /// The largest per-pixel difference, as CIE76 ΔE over 100 (0 … ~1),
  /// alpha included.
  public var largestDifference: Double
  /// The smallest rectangle holding every differing pixel (in pixels).
  public var boundingBox: CGRect?
  /// Whether the images match within the tolerances.
  public var matches: Bool

  public static func == (a: ImageDiff, b: ImageDiff) -> Bool {
    a.differingPixels == b.differingPixels && a.totalPixels == b.totalPixels
      && a.largestDifference == b.largestDifference && a.boundingBox == b.boundingBox && a.matches == b.matches
      && (a.sizeMismatch == nil) == (b.sizeMismatch == nil)
  }

  public var share: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

  /// Compares two images.
  /// - precision: the share of pixels that must match (1 = all).
  /// - perceptualPrecision: how alike a pixel must be to match (1 = equal;
  ///   0.98 ≈ SwiftUI snapshot tests' usual, allowing ΔE 2).
  public static func compare(
    reference: PixelImage, actual: PixelImage, precision: Double = 1, perceptualPrecision: Double = 1
  ) -> ImageDiff {
    guard reference.width == actual.width, reference.height == actual.height else {
      return ImageDiff(
        sizeMismatch: (CGSize(width: reference.width, height: reference.height), CGSize(width: actual.width, height: actual.height)),
        differingPixels: 0, totalPixels: max(reference.pixels.count, actual.pixels.count), largestDifference: 1,
        boundingBox: nil, matches: false)
    }
    let tolerance = max(0, 1 - perceptualPrecision)
    var count = 0
    var largest = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let a = reference[x, y], b = actual[x, y]
        if a == b { continue }
        let d = distance(a, b)
        largest = max(largest, d)
        if d > tolerance {
          count += 1
          minX = min(minX, x)
          minY = min(minY, y)
          maxX = max(maxX, x)
          maxY = max(maxY, y)
        }
      }
    }
    let total = reference.pixels.count
    let box = count == 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    let allowed = Double(total) * max(0, 1 - precision)
    return ImageDiff(
      sizeMismatch: nil, differingPixels: count, totalPixels: total, largestDifference: largest, boundingBox: box,
      matches: Double(count) <= allowed)
  }

  /// CIE76 ΔE between the two pixels composited over white, over 100,
  /// or their alpha difference if larger.
  static func distance(_ a: PixelImage.Pixel, _ b: PixelImage.Pixel) -> Double {
    let la = lab(a), lb = lab(b)
    let de = ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
    return max(de / 100, abs(Double(a.a) - Double(b.a)) / 255)
  }

  static func lab(_ p: PixelImage.Pixel) -> (Double, Double, Double) {
    let alpha = Double(p.a) / 255
    func linear(_ c: UInt8) -> Double {
      let v = (Double(c) / 255) * alpha + (1 - alpha)
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let r = linear(p.r), g = linear(p.g), b = linear(p.b)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  /// A sentence for a failure message.
  public var summary: String {
    if let (r, a) = sizeMismatch {
      return "Sizes differ: reference \(Int(r.width))×\(Int(r.height)), actual \(Int(a.width))×\(Int(a.height)) pixels."
    }
    let percent = String(format: "%.3f%%", share * 100)
    var s = "\(differingPixels) of \(totalPixels) pixels differ (\(percent)); largest difference ΔE \(String(format: "%.1f", largestDifference * 100))"
    if let b = boundingBox {
      s += "; changed region x \(Int(b.minX))…\(Int(b.maxX) - 1), y \(Int(b.minY))…\(Int(b.maxY) - 1)"
    }
    return s + "."
  }

  // MARK: Artifacts

  /// Changed pixels in red over a dimmed reference.
  public static func differenceImage(reference: PixelImage, actual: PixelImage, perceptualPrecision: Double = 1) -> PixelImage {
    let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
    var out = PixelImage(width: w, height: h, pixels: Array(repeating: .init(r: 255, g: 255, b: 255, a: 255), count: w * h))
    let tolerance = max(0, 1 - perceptualPrecision)
    for y in 0..<h {
      for x in 0..<w {
        let inRef = x < reference.width && y < reference.height
        let inAct = x < actual.width && y < actual.height
        let ref = inRef ? reference[x, y] : PixelImage.Pixel(r: 0, g: 0, b: 0, a: 0)
        let changed = !(inRef && inAct) || distance(ref, actual[min(x, actual.width - 1), min(y, actual.height - 1)]) > tolerance
        if changed {
          out[x, y] = .init(r: 255, g: 0, b: 0, a: 255)
        } else {
          // The reference over white, faded to 30%.
          func fade(_ c: UInt8) -> UInt8 {
            let over = Double(c) * Double(ref.a) / 255 + 255 * (1 - Double(ref.a) / 255)
            return UInt8(255 - (255 - over) * 0.3)
          }
          out[x, y] = .init(r: fade(ref.r), g: fade(ref.g), b: fade(ref.b), a: 255)
        }
      }
    }
    return out
  }

  /// Reference, actual and difference side by side on white, 8 px apart.
  public static func composite(_ images: [PixelImage]) -> PixelImage {
    let gap = 8
    let w = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
    let h = images.map(\.height).max() ?? 0
    var out = PixelImage(width: max(1, w), height: max(1, h), pixels: Array(repeating: .init(r: 255, g: 255, b: 255, a: 255), count: max(1, w) * max(1, h)))
    var x0 = 0
    for img in images {
      for y in 0..<img.height {
        for x in 0..<img.width {
          let p = img[x, y]
          let a = Double(p.a) / 255
          func over(_ c: UInt8) -> UInt8 { UInt8(Double(c) * a + 255 * (1 - a)) }
          out[x0 + x, y] = .init(r: over(p.r), g: over(p.g), b: over(p.b), a: 255)
        }
      }
      x0 += img.width + gap
    }
    return out
  }
}
