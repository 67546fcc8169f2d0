import Foundation

#if os(Linux) || !canImport(UIKit)
/// Core Graphics' color: its components in sRGB, what `UIColor.cgColor`
/// and `Color(cgColor:)` hand over.
public final class CGColor: Hashable, @unchecked Sendable {
  public let components: [CGFloat]?
  public var alpha: CGFloat { components?.last ?? 1 }
  public var numberOfComponents: Int { components?.count ?? 0 }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
  public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
  public func copy(alpha: CGFloat) -> CGColor? {
    let c = components ?? [0, 0, 0, 1]
    return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
  }
  public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension CGColor {
  /// sRGB, the one space Plumb's colors are in.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
  /// The color in `space`: its components are sRGB in every space Plumb
  /// knows, so the same.
  public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
    self
  }
}

/// A color space by name; Plumb draws in sRGB whatever the name.
public final class CGColorSpace: Hashable, @unchecked Sendable {
  public let name: String?
  public init?(name: String) { self.name = name }
  init(named name: String) { self.name = name }
  public var numberOfComponents: Int { 3 }
  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public static let sRGB: String = "kCGColorSpaceSRGB"
  public static let extendedSRGB: String = "kCGColorSpaceExtendedSRGB"
  public static let displayP3: String = "kCGColorSpaceDisplayP3"
  public static let genericRGBLinear: String = "kCGColorSpaceGenericRGBLinear"
  public static let linearSRGB: String = "kCGColorSpaceLinearSRGB"
  public static let genericGrayGamma2_2: String = "kCGColorSpaceGenericGrayGamma2_2"
}
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceGray") }
/// Core Graphics' bitmap image: Plumb decodes no pixels for app code, so
/// none is ever made from an image (`UIImage.cgImage` is nil); the type is
/// here for the code that asks.
public final class CGImage: @unchecked Sendable {
  public let width: Int
  public let height: Int
  package init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { width * 4 }
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
  public func cropping(to rect: CGRect) -> CGImage? { nil }
  /// The image in another color space: the same (transparent) pixels.
  public func copy(colorSpace space: CGColorSpace) -> CGImage? { CGImage(width: width, height: height) }
  public func copy() -> CGImage? { CGImage(width: width, height: height) }
  /// The pixels, as code that samples colors reads them: transparent black.
  public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(count: bytesPerRow * height) as NSData) }
}
/// Where an image's bytes come from.
public final class CGDataProvider: @unchecked Sendable {
  public let data: CFData?
  public init?(data: CFData) { self.data = data }
  /// The bytes of a file, read now: nil when it cannot be read.
  public init?(url: CFURL) {
    guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
    data = bytes as NSData
  }
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: NSURL(fileURLWithPath: String(cString: filename)))
  }
}

/// A font file's font, as apps load one to register it. Plumb reads no
/// font files (figures draw the pinned family), so a font made from data
/// has no names; one made by name has the name when the pinned family has
/// that face.
public final class CGFont: @unchecked Sendable {
  public let postScriptName: CFString?
  public let fullName: CFString?
  public init?(_ provider: CGDataProvider) {
    guard provider.data != nil else { return nil }
    (postScriptName, fullName) = (nil, nil)
  }
  public init?(_ name: CFString) {
    guard pinnedFontPostScriptNames.contains(name) else { return nil }
    (postScriptName, fullName) = (name, name)
  }
  public var numberOfGlyphs: Int { 0 }
  public var unitsPerEm: Int32 { 2048 }
}

/// An image file's orientation (EXIF's values), as ImageIO names it.
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
#endif

#if os(Linux) || !canImport(UIKit)
extension Image {
  /// How an image's pixels are turned, as `Image(_:scale:orientation:label:)` takes it.
  public enum Orientation: UInt8, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
  /// A Core Graphics image: Plumb makes none from app code, so this draws
  /// as a missing image would.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(decorative: "")
  }
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(decorative: "")
  }
}
#endif
