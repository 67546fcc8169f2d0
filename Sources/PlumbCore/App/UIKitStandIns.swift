import Foundation

#if !canImport(UIKit)
// The UIKit types SwiftUI view files reach for (SwiftUI re-exports UIKit on
// iOS): the screen's size, the device, the app, haptics, images and fonts.
// Plumb draws one figure on a fixed iPhone, so each answers as an iPhone
// 15 would, and does nothing where UIKit would act.

/// The screen: an iPhone 15's, 393×852 points at 3×.
public final class UIScreen: Sendable {
  public static let main = UIScreen()
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
  public var scale: CGFloat { 3 }
  public var nativeScale: CGFloat { 3 }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device: an iPhone on iOS 17.
public final class UIDevice: Sendable {
  public static let current = UIDevice()
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "17.0" }
  public var orientation: UIDeviceOrientation { .portrait }
  public var identifierForVendor: UUID? { nil }
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIApplication {
  /// The app: opening URLs does nothing in a figure.
  nonisolated(unsafe) public static let shared = UIApplication()
  public static let openSettingsURLString = "app-settings:"
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {}
  public func canOpenURL(_ url: URL) -> Bool { false }
}

/// Haptics: nothing to feel in a figure.
open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) { super.init() }
  public override init() { super.init() }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// An image by name (from the figure's image catalog) or an SF Symbol.
public final class UIImage: Sendable {
  let name: String
  let isSymbol: Bool
  public init?(named name: String) {
    self.name = name
    isSymbol = false
  }
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
  }
}

extension Image {
  public init(uiImage: UIImage) {
    self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
  }
}

/// A font as UIKit names it; `Font(_:)` turns it into SwiftUI's.
public final class UIFont: Sendable {
  public struct Weight: Hashable, Sendable {
    let value: CGFloat
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
    var swiftUI: Font.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      default: .regular
      }
    }
  }
  public struct TextStyle: Hashable, Sendable {
    let size: CGFloat
    var bold = false
    public static let largeTitle = TextStyle(size: 34)
    public static let title1 = TextStyle(size: 28)
    public static let title2 = TextStyle(size: 22)
    public static let title3 = TextStyle(size: 20)
    public static let headline = TextStyle(size: 17, bold: true)
    public static let body = TextStyle(size: 17)
    public static let callout = TextStyle(size: 16)
    public static let subheadline = TextStyle(size: 15)
    public static let footnote = TextStyle(size: 13)
    public static let caption1 = TextStyle(size: 12)
    public static let caption2 = TextStyle(size: 11)
  }
  public let pointSize: CGFloat
  let weight: Weight
  init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }
  public init?(name fontName: String, size fontSize: CGFloat) {
    pointSize = fontSize
    weight = .regular
  }
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.size, weight: style.bold ? .semibold : .regular)
  }
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
}

extension Font {
  /// A UIKit font: its size and weight, in the pinned family.
  public init(_ font: UIFont) {
    self = .system(size: font.pointSize, weight: font.weight.swiftUI)
  }
}
#endif
