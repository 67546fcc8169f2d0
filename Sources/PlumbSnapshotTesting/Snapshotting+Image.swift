import Foundation
import Plumb
import SnapshotTesting

// swift-snapshot-testing's SwiftUI strategy, as iOS suites write it —
// `.image`, `.image(layout: .device(config: .iPhone13))`,
// `.image(layout: .fixed(width:height:))`, `.image(layout: .sizeThatFits)`,
// `precision:`, `perceptualPrecision:`, `traits:` — drawn by Plumb as PNG.
// The library defines these types only on iOS and tvOS; on Linux Plumb
// does, with the same names and presets, so such a suite compiles as is.

/// How a view is sized for an image snapshot (swift-snapshot-testing's
/// `SwiftUISnapshotLayout`).
public enum SwiftUISnapshotLayout: Sendable {
  /// The device's screen: the view is proposed the screen less the safe
  /// area and centered in it, on the system background.
  case device(config: ViewImageConfig)
  /// A canvas of this size: the view is proposed it and centered in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// The view's ideal size.
  case sizeThatFits
}

/// A device's screen for `.device(config:)`: its size in points, safe area
/// and traits (swift-snapshot-testing's presets, plus the iPhone 15s).
public struct ViewImageConfig: Sendable {
  public enum Orientation: Sendable { case landscape, portrait }
  public var safeArea: UIEdgeInsets
  public var size: CGSize?
  public var traits: UITraitCollection

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// A phone with `size` in portrait; landscape swaps the sides and moves
  /// the safe area to the sides, as iOS does.
  static func phone(
    _ o: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat = 0
  ) -> ViewImageConfig {
    let traits = UITraitCollection(displayScale: scale)
    switch o {
    case .portrait:
      return .init(safeArea: .init(top: top, left: 0, bottom: bottom, right: 0), size: .init(width: width, height: height), traits: traits)
    case .landscape:
      return .init(
        safeArea: .init(top: 0, left: side, bottom: side > 0 ? 21 : 0, right: side), size: .init(width: height, height: width),
        traits: traits)
    }
  }

  static func pad(_ o: Orientation, width: CGFloat, height: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0) -> ViewImageConfig {
    let traits = UITraitCollection(displayScale: 2)
    let inset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    switch o {
    case .portrait: return .init(safeArea: inset, size: .init(width: width, height: height), traits: traits)
    case .landscape: return .init(safeArea: inset, size: .init(width: height, height: width), traits: traits)
    }
  }

  // Sizes in points and safe areas as swift-snapshot-testing's presets
  // give them; the iPhone 15s from Apple's specifications (393×852 and
  // 430×932 points at 3×, 59-point status area, 34-point home indicator).
  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 320, height: 568, scale: 2, top: 20, bottom: 0)
  }
  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 375, height: 667, scale: 2, top: 20, bottom: 0)
  }
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 414, height: 736, scale: 3, top: 20, bottom: 0)
  }
  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 375, height: 812, scale: 3, top: 44, bottom: 34, side: 44)
  }
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 414, height: 896, scale: 3, top: 44, bottom: 34, side: 44)
  }
  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 390, height: 844, scale: 3, top: 47, bottom: 34, side: 47)
  }
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 428, height: 926, scale: 3, top: 47, bottom: 34, side: 47)
  }
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 375, height: 812, scale: 3, top: 50, bottom: 34, side: 50)
  }
  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 390, height: 844, scale: 3, top: 47, bottom: 34, side: 47)
  }
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 428, height: 926, scale: 3, top: 47, bottom: 34, side: 47)
  }
  public static let iPhone15 = iPhone15(.portrait)
  public static func iPhone15(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 393, height: 852, scale: 3, top: 59, bottom: 34, side: 59)
  }
  public static let iPhone15Pro = iPhone15Pro(.portrait)
  public static func iPhone15Pro(_ o: Orientation) -> ViewImageConfig { iPhone15(o) }
  public static let iPhone15ProMax = iPhone15ProMax(.portrait)
  public static func iPhone15ProMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 430, height: 932, scale: 3, top: 59, bottom: 34, side: 59)
  }
  public static let iPadMini = iPadMini(.portrait)
  public static func iPadMini(_ o: Orientation) -> ViewImageConfig { pad(o, width: 768, height: 1024) }
  public static let iPad9_7 = iPad9_7(.portrait)
  public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { pad(o, width: 768, height: 1024) }
  public static let iPad10_2 = iPad10_2(.portrait)
  public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { pad(o, width: 810, height: 1080) }
  public static let iPadPro10_5 = iPadPro10_5(.portrait)
  public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { pad(o, width: 834, height: 1112) }
  public static let iPadPro11 = iPadPro11(.portrait)
  public static func iPadPro11(_ o: Orientation) -> ViewImageConfig {
    pad(o, width: 834, height: 1194, top: 24, bottom: 20)
  }
  public static let iPadPro12_9 = iPadPro12_9(.portrait)
  public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig {
    pad(o, width: 1024, height: 1366, top: 24, bottom: 20)
  }
}

extension Snapshotting where Value: View, Format == PixelImage {
  /// swift-snapshot-testing's SwiftUI image strategy, drawn by Plumb at
  /// scale 2, the view at its ideal size on the system background.
  public static var image: Snapshotting { .image() }

  /// swift-snapshot-testing's SwiftUI image strategy, drawn by Plumb.
  /// - drawHierarchyInKeyWindow: accepted for source compatibility; there
  ///   is no window on Linux.
  /// - precision, perceptualPrecision: as for `.png`.
  /// - layout: the device screen, a fixed canvas, or the ideal size.
  /// - traits: `userInterfaceStyle` picks light or dark; `displayScale` the
  ///   pixels per point (default: the device's, else 2).
  /// - images: where `Image("name")` looks.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits,
    traits: UITraitCollection = .init(),
    images: ImageCatalog = .standard
  ) -> Snapshotting {
    let config: ViewImageConfig
    switch layout {
    case .device(let c): config = c
    case .fixed(let w, let h): config = ViewImageConfig(size: CGSize(width: w, height: h))
    case .sizeThatFits: config = ViewImageConfig()
    }
    let t = UITraitCollection(traitsFrom: [config.traits, traits])
    let scale = t.displayScale > 0 ? t.displayScale : 2
    let scheme: ColorScheme = t.userInterfaceStyle == .dark ? .dark : .light
    let tolerance = SnapshotTolerance.current
    let p = precision == 1 ? (tolerance?.precision ?? 1) : Double(precision)
    let pp = perceptualPrecision == 1 ? (tolerance?.perceptualPrecision ?? 1) : Double(perceptualPrecision)
    return Snapshotting(pathExtension: "png", diffing: .pixels(precision: p, perceptualPrecision: pp)) { view in
      let renderer = ImageRenderer(content: AnyView(ScreenCanvas(config: config, content: view)))
      renderer.scale = scale
      renderer.colorScheme = scheme
      // A hosting controller's view is filled with the system background.
      renderer.background = scheme == .dark ? .black : .white
      renderer.images = images
      return renderImage(renderer)
    }
  }
}

/// The screen or canvas a view is hosted in: with a size, the content is
/// proposed it less the safe area and centered in that area; without one,
/// the content at its ideal size.
nonisolated struct ScreenCanvas<Content: View>: View {
  let config: ViewImageConfig
  let content: Content

  var body: some View {
    if let size = config.size {
      let inset = config.safeArea
      content
        .frame(
          width: max(0, size.width - inset.left - inset.right),
          height: max(0, size.height - inset.top - inset.bottom))
        .padding(EdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    } else {
      content
    }
  }
}
