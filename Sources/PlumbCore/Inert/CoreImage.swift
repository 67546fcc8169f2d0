import Foundation

#if os(Linux) || !canImport(CoreImage)
// Core Image as view code uses it: a filter chosen by name or from the
// built-ins (`CIFilter.sepiaTone()`), its inputs set, its output rendered
// by a context into a `CGImage` for `UIImage(cgImage:)` (photo editors,
// QR codes). Plumb decodes no pixels for app code, so a filter keeps its
// inputs and produces no image: `outputImage` is nil and the view shows
// the state it has before an image is picked (docs/deviations.md).
// `import CoreImage` and `import CoreImage.CIFilterBuiltins` find module
// maps of those names (Package.swift).

/// An image Core Image works on: its extent only.
open class CIImage: NSObject, @unchecked Sendable {
  public let extent: CGRect
  package init(extent: CGRect) { self.extent = extent }
  public convenience init?(image: UIImage) { self.init(extent: CGRect(origin: .zero, size: image.size)) }
  public convenience init(cgImage: CGImage) {
    self.init(extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
  }
  public convenience init?(contentsOf url: URL) { self.init(extent: .zero) }
  public convenience init?(data: Data) { self.init(extent: .zero) }
  public convenience init(color: CIColor) { self.init(extent: .infinite) }
  public static func empty() -> CIImage { CIImage(extent: .zero) }
  public var properties: [String: Any] { [:] }
  public func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(matrix)) }
  public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
  public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
  public func oriented(forExifOrientation orientation: Int32) -> CIImage { self }
  public func composited(over dest: CIImage) -> CIImage { CIImage(extent: extent.union(dest.extent)) }
  public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage { self }
  public func applyingGaussianBlur(sigma: Double) -> CIImage { CIImage(extent: .infinite) }
}

/// Renders images: it makes no bitmap in a figure.
open class CIContext: NSObject, @unchecked Sendable {
  public override init() {}
  public init(options: [CIContextOption: Any]?) {}
  public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
  /// Renders into a caller's bitmap (the "average color" idiom): no
  /// filter runs here, so the bitmap is left as it is.
  public func render(
    _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
    colorSpace: CGColorSpace?
  ) {}
  public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [String: Any] = [:])
    -> Data?
  { nil }
  public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [String: Any] = [:]) -> Data? {
    nil
  }
}
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
public struct CIFormat: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static let RGBA8 = CIFormat(rawValue: 264)
  public static let BGRA8 = CIFormat(rawValue: 266)
}

/// A Core Image color.
open class CIColor: NSObject, @unchecked Sendable {
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  public convenience init(color: UIColor) {
    let c = color.cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }
  public static let black = CIColor(red: 0, green: 0, blue: 0)
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let red = CIColor(red: 1, green: 0, blue: 0)
  public static let green = CIColor(red: 0, green: 1, blue: 0)
  public static let blue = CIColor(red: 0, green: 0, blue: 1)
  public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
}
/// A Core Image vector (points, rectangles).
open class CIVector: NSObject, @unchecked Sendable {
  public let values: [CGFloat]
  public init(values: [CGFloat]) { self.values = values }
  public convenience init(x: CGFloat) { self.init(values: [x]) }
  public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
  public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
  public convenience init(cgRect r: CGRect) { self.init(values: [r.minX, r.minY, r.width, r.height]) }
  public var cgPointValue: CGPoint { CGPoint(x: values.first ?? 0, y: values.count > 1 ? values[1] : 0) }
}

// The input keys filters are set with.
public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputColorKey = "inputColor"
public let kCIInputEVKey = "inputEV"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputTimeKey = "inputTime"

/// A filter: its inputs are kept; it produces no image in a figure.
open class CIFilter: NSObject, @unchecked Sendable {
  public let name: String
  var values: [String: Any] = [:]
  public init?(name: String) { self.name = name }
  /// A filter's name for people: "Sepia Tone" for `CISepiaTone`, its
  /// name split before each capital, without the `CI` (Core Image's are
  /// localized names of that form).
  public class func localizedName(forFilterName filterName: String) -> String? {
    guard filterName.hasPrefix("CI"), filterName.count > 2 else { return nil }
    var words: [String] = []
    for c in filterName.dropFirst(2) {
      if c.isUppercase || words.isEmpty { words.append(String(c)) } else { words[words.count - 1].append(c) }
    }
    return words.joined(separator: " ")
  }
  public init?(name: String, parameters params: [String: Any]?) {
    self.name = name
    values = params ?? [:]
  }
  init(builtin name: String) { self.name = name }
  /// The keys this filter takes: the image first, then its parameters.
  open var inputKeys: [String] { CIFilter.inputKeys[name] ?? [kCIInputImageKey] }
  open var outputKeys: [String] { [kCIOutputImageKey] }
  open var attributes: [String: Any] { ["CIAttributeFilterName": name] }
  /// No image: Plumb renders no filter.
  open var outputImage: CIImage? { nil }
  public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  /// A filter's keys are plain names, so a key path is the key.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) { values[keyPath] = value }
  public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
  public func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
  public func setDefaults() {}
  public static func filterNames(inCategory category: String?) -> [String] { Array(inputKeys.keys).sorted() }

  static let inputKeys: [String: [String]] = [
    "CISepiaTone": [kCIInputImageKey, kCIInputIntensityKey],
    "CIPixellate": [kCIInputImageKey, kCIInputCenterKey, kCIInputScaleKey],
    "CICrystallize": [kCIInputImageKey, kCIInputRadiusKey, kCIInputCenterKey],
    "CIEdges": [kCIInputImageKey, kCIInputIntensityKey],
    "CIGaussianBlur": [kCIInputImageKey, kCIInputRadiusKey],
    "CIUnsharpMask": [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey],
    "CIVignette": [kCIInputImageKey, kCIInputIntensityKey, kCIInputRadiusKey],
    "CITwirlDistortion": [kCIInputImageKey, kCIInputCenterKey, kCIInputRadiusKey, kCIInputAngleKey],
    "CIBloom": [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey],
    "CIColorControls": [kCIInputImageKey, kCIInputSaturationKey, kCIInputBrightnessKey, kCIInputContrastKey],
    "CIQRCodeGenerator": ["inputMessage", "inputCorrectionLevel"],
  ]
}

// The built-in filters' typed inputs (`CoreImage.CIFilterBuiltins`).
public protocol CIFilterProtocol: AnyObject {
  var outputImage: CIImage? { get }
}
public protocol CIImageInput: CIFilterProtocol {
  var inputImage: CIImage? { get set }
}
public protocol CISepiaTone: CIImageInput { var intensity: Float { get set } }
public protocol CIPixellate: CIImageInput {
  var center: CGPoint { get set }
  var scale: Float { get set }
}
public protocol CICrystallize: CIImageInput {
  var radius: Float { get set }
  var center: CGPoint { get set }
}
public protocol CIPointillize: CICrystallize {}
public protocol CIEdges: CIImageInput { var intensity: Float { get set } }
public protocol CIGaussianBlur: CIImageInput { var radius: Float { get set } }
public protocol CIBoxBlur: CIGaussianBlur {}
public protocol CIDiscBlur: CIGaussianBlur {}
public protocol CIMotionBlur: CIGaussianBlur { var angle: Float { get set } }
public protocol CIZoomBlur: CIImageInput {
  var center: CGPoint { get set }
  var amount: Float { get set }
}
public protocol CIUnsharpMask: CIImageInput {
  var radius: Float { get set }
  var intensity: Float { get set }
}
public protocol CIVignette: CIImageInput {
  var intensity: Float { get set }
  var radius: Float { get set }
}
public protocol CIBloom: CIImageInput {
  var radius: Float { get set }
  var intensity: Float { get set }
}
public protocol CIGloom: CIBloom {}
public protocol CITwirlDistortion: CIImageInput {
  var center: CGPoint { get set }
  var radius: Float { get set }
  var angle: Float { get set }
}
public protocol CIColorControls: CIImageInput {
  var saturation: Float { get set }
  var brightness: Float { get set }
  var contrast: Float { get set }
}
public protocol CIColorMonochrome: CIImageInput {
  var color: CIColor { get set }
  var intensity: Float { get set }
}
public protocol CIHueAdjust: CIImageInput { var angle: Float { get set } }
public protocol CIExposureAdjust: CIImageInput { var ev: Float { get set } }
public protocol CIVibrance: CIImageInput { var amount: Float { get set } }
public protocol CIPhotoEffect: CIImageInput {}
public protocol CIColorInvert: CIImageInput {}
public protocol CIComicEffect: CIImageInput {}
public protocol CIQRCodeGenerator: CIFilterProtocol {
  var message: Data { get set }
  var correctionLevel: String { get set }
}
public protocol CIConstantColorGenerator: CIFilterProtocol { var color: CIColor { get set } }
public protocol CIBokehBlur: CIImageInput {
  var radius: Float { get set }
  var ringAmount: Float { get set }
  var ringSize: Float { get set }
  var softness: Float { get set }
}
public protocol CISharpenLuminance: CIImageInput {
  var sharpness: Float { get set }
  var radius: Float { get set }
}
public protocol CINoiseReduction: CIImageInput {
  var noiseLevel: Float { get set }
  var sharpness: Float { get set }
}
public protocol CIHighlightShadowAdjust: CIImageInput {
  var radius: Float { get set }
  var shadowAmount: Float { get set }
  var highlightAmount: Float { get set }
}
public protocol CIColorPosterize: CIImageInput { var levels: Float { get set } }
public protocol CIGammaAdjust: CIImageInput { var power: Float { get set } }
public protocol CIHexagonalPixellate: CIImageInput {
  var center: CGPoint { get set }
  var scale: Float { get set }
}
public protocol CIBumpDistortion: CIImageInput {
  var center: CGPoint { get set }
  var radius: Float { get set }
  var scale: Float { get set }
}
public protocol CIPinchDistortion: CIBumpDistortion {}
public protocol CIStraighten: CIImageInput { var angle: Float { get set } }
public protocol CILanczosScaleTransform: CIImageInput {
  var scale: Float { get set }
  var aspectRatio: Float { get set }
}
public protocol CIThermal: CIImageInput {}
public protocol CIXRay: CIImageInput {}
public protocol CIMedian: CIImageInput {}
public protocol CIFalseColor: CIImageInput {
  var color0: CIColor { get set }
  var color1: CIColor { get set }
}
public protocol CIWhitePointAdjust: CIImageInput { var color: CIColor { get set } }
public protocol CITemperatureAndTint: CIImageInput {
  var neutral: CIVector { get set }
  var targetNeutral: CIVector { get set }
}
public protocol CIVignetteEffect: CIImageInput {
  var center: CGPoint { get set }
  var radius: Float { get set }
  var intensity: Float { get set }
  var falloff: Float { get set }
}
public protocol CIMorphologyMaximum: CIImageInput { var radius: Float { get set } }
public protocol CIMorphologyMinimum: CIMorphologyMaximum {}
public protocol CIKaleidoscope: CIImageInput {
  var count: Int { get set }
  var center: CGPoint { get set }
  var angle: Float { get set }
}
public protocol CIDotScreen: CIImageInput {
  var center: CGPoint { get set }
  var angle: Float { get set }
  var width: Float { get set }
  var sharpness: Float { get set }
}
/// A filter over a region (`areaAverage()`, the "average color" idiom).
public protocol CIAreaReductionFilter: CIImageInput { var extent: CGRect { get set } }
public protocol CIAreaAverage: CIAreaReductionFilter {}
public protocol CICompositeOperation: CIImageInput { var backgroundImage: CIImage? { get set } }
public protocol CIColorClamp: CIImageInput {
  var minComponents: CIVector { get set }
  var maxComponents: CIVector { get set }
}
public protocol CIBlendWithMask: CICompositeOperation { var maskImage: CIImage? { get set } }
public protocol CICode128BarcodeGenerator: CIFilterProtocol {
  var message: Data { get set }
  var quietSpace: Float { get set }
  var barcodeHeight: Float { get set }
}
public protocol CILinearGradient: CIFilterProtocol {
  var point0: CGPoint { get set }
  var point1: CGPoint { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
}
public protocol CIRadialGradient: CIFilterProtocol {
  var center: CGPoint { get set }
  var radius0: Float { get set }
  var radius1: Float { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
}
public protocol CIRandomGenerator: CIFilterProtocol {}
/// Stripes and a checkerboard of two colors.
public protocol CIStripesGenerator: CIFilterProtocol {
  var center: CGPoint { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
  var width: Float { get set }
  var sharpness: Float { get set }
}
public protocol CICheckerboardGenerator: CIFilterProtocol {
  var center: CGPoint { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
  var width: Float { get set }
  var sharpness: Float { get set }
}

/// One built-in filter, typed by the protocols above.
final class BuiltinFilter: CIFilter, CISepiaTone, CIPixellate, CIPointillize, CIEdges, CIBoxBlur, CIDiscBlur,
  CIMotionBlur, CIZoomBlur, CIUnsharpMask, CIVignette, CIGloom, CITwirlDistortion, CIColorControls, CIColorMonochrome,
  CIHueAdjust, CIExposureAdjust, CIVibrance, CIPhotoEffect, CIColorInvert, CIComicEffect, CIQRCodeGenerator,
  CIConstantColorGenerator, CIBokehBlur, CISharpenLuminance, CINoiseReduction, CIHighlightShadowAdjust, CIColorPosterize,
  CIGammaAdjust, CIHexagonalPixellate, CIPinchDistortion, CIStraighten, CILanczosScaleTransform, CIThermal, CIXRay,
  CIMedian, CIFalseColor, CIWhitePointAdjust, CITemperatureAndTint, CIVignetteEffect, CIMorphologyMinimum,
  CIKaleidoscope, CIDotScreen, CIAreaAverage, CICompositeOperation, CICode128BarcodeGenerator, CILinearGradient,
  CIRadialGradient, CIRandomGenerator, CIStripesGenerator, CICheckerboardGenerator, CIColorClamp, CIBlendWithMask,
  @unchecked Sendable
{
  private func get<T>(_ key: String, _ fallback: T) -> T { values[key] as? T ?? fallback }
  /// The stripes and checkerboard generators, whose width (80) and
  /// sharpness (1) default otherwise than the dot screen's and the sharpen's.
  private var isPatternGenerator: Bool { name == "CIStripesGenerator" || name == "CICheckerboardGenerator" }
  /// A number however it was set (`setValue(0.5, forKey:)` stores a Double).
  private func get(_ key: String, _ fallback: Float) -> Float {
    switch values[key] {
    case let v as Float: v
    case let v as Double: Float(v)
    case let v as CGFloat: Float(v)
    case let v as Int: Float(v)
    case let v as NSNumber: v.floatValue
    default: fallback
    }
  }
  var inputImage: CIImage? {
    get { values[kCIInputImageKey] as? CIImage }
    set { values[kCIInputImageKey] = newValue }
  }
  var intensity: Float {
    get { get(kCIInputIntensityKey, 1) }
    set { values[kCIInputIntensityKey] = newValue }
  }
  var radius: Float {
    get { get(kCIInputRadiusKey, 10) }
    set { values[kCIInputRadiusKey] = newValue }
  }
  var scale: Float {
    get { get(kCIInputScaleKey, 8) }
    set { values[kCIInputScaleKey] = newValue }
  }
  var center: CGPoint {
    get { get(kCIInputCenterKey, CGPoint(x: 150, y: 150)) }
    set { values[kCIInputCenterKey] = newValue }
  }
  var angle: Float {
    get { get(kCIInputAngleKey, 0) }
    set { values[kCIInputAngleKey] = newValue }
  }
  var amount: Float {
    get { get(kCIInputAmountKey, 0) }
    set { values[kCIInputAmountKey] = newValue }
  }
  var saturation: Float {
    get { get(kCIInputSaturationKey, 1) }
    set { values[kCIInputSaturationKey] = newValue }
  }
  var brightness: Float {
    get { get(kCIInputBrightnessKey, 0) }
    set { values[kCIInputBrightnessKey] = newValue }
  }
  var contrast: Float {
    get { get(kCIInputContrastKey, 1) }
    set { values[kCIInputContrastKey] = newValue }
  }
  var ev: Float {
    get { get(kCIInputEVKey, 0) }
    set { values[kCIInputEVKey] = newValue }
  }
  var color: CIColor {
    get { get(kCIInputColorKey, CIColor.black) }
    set { values[kCIInputColorKey] = newValue }
  }
  var message: Data {
    get { get("inputMessage", Data()) }
    set { values["inputMessage"] = newValue }
  }
  var correctionLevel: String {
    get { get("inputCorrectionLevel", "M") }
    set { values["inputCorrectionLevel"] = newValue }
  }
  var ringAmount: Float {
    get { get("inputRingAmount", 0) }
    set { values["inputRingAmount"] = newValue }
  }
  var ringSize: Float {
    get { get("inputRingSize", 0.1) }
    set { values["inputRingSize"] = newValue }
  }
  var softness: Float {
    get { get("inputSoftness", 1) }
    set { values["inputSoftness"] = newValue }
  }
  var sharpness: Float {
    get { get("inputSharpness", isPatternGenerator ? 1 : 0.4) }
    set { values["inputSharpness"] = newValue }
  }
  var noiseLevel: Float {
    get { get("inputNoiseLevel", 0.02) }
    set { values["inputNoiseLevel"] = newValue }
  }
  var shadowAmount: Float {
    get { get("inputShadowAmount", 0) }
    set { values["inputShadowAmount"] = newValue }
  }
  var highlightAmount: Float {
    get { get("inputHighlightAmount", 1) }
    set { values["inputHighlightAmount"] = newValue }
  }
  var levels: Float {
    get { get("inputLevels", 6) }
    set { values["inputLevels"] = newValue }
  }
  var power: Float {
    get { get("inputPower", 1) }
    set { values["inputPower"] = newValue }
  }
  var aspectRatio: Float {
    get { get("inputAspectRatio", 1) }
    set { values["inputAspectRatio"] = newValue }
  }
  var falloff: Float {
    get { get("inputFalloff", 0.5) }
    set { values["inputFalloff"] = newValue }
  }
  var width: Float {
    get { get("inputWidth", isPatternGenerator ? 80 : 6) }
    set { values["inputWidth"] = newValue }
  }
  var quietSpace: Float {
    get { get("inputQuietSpace", 7) }
    set { values["inputQuietSpace"] = newValue }
  }
  var barcodeHeight: Float {
    get { get("inputBarcodeHeight", 32) }
    set { values["inputBarcodeHeight"] = newValue }
  }
  var radius0: Float {
    get { get("inputRadius0", 5) }
    set { values["inputRadius0"] = newValue }
  }
  var radius1: Float {
    get { get("inputRadius1", 100) }
    set { values["inputRadius1"] = newValue }
  }
  var color0: CIColor {
    get { get("inputColor0", CIColor.white) }
    set { values["inputColor0"] = newValue }
  }
  var color1: CIColor {
    get { get("inputColor1", CIColor.black) }
    set { values["inputColor1"] = newValue }
  }
  var point0: CGPoint {
    get { get("inputPoint0", CGPoint.zero) }
    set { values["inputPoint0"] = newValue }
  }
  var point1: CGPoint {
    get { get("inputPoint1", CGPoint(x: 200, y: 200)) }
    set { values["inputPoint1"] = newValue }
  }
  var neutral: CIVector {
    get { get("inputNeutral", CIVector(x: 6500, y: 0)) }
    set { values["inputNeutral"] = newValue }
  }
  var targetNeutral: CIVector {
    get { get("inputTargetNeutral", CIVector(x: 6500, y: 0)) }
    set { values["inputTargetNeutral"] = newValue }
  }
  var count: Int {
    get { get("inputCount", 6) }
    set { values["inputCount"] = newValue }
  }
  var extent: CGRect {
    get { get(kCIInputExtentKey, CGRect(x: 0, y: 0, width: 640, height: 80)) }
    set { values[kCIInputExtentKey] = newValue }
  }
  var backgroundImage: CIImage? {
    get { values[kCIInputBackgroundImageKey] as? CIImage }
    set { values[kCIInputBackgroundImageKey] = newValue }
  }
  var maskImage: CIImage? {
    get { values["inputMaskImage"] as? CIImage }
    set { values["inputMaskImage"] = newValue }
  }
  var minComponents: CIVector {
    get { get("inputMinComponents", CIVector(x: 0, y: 0, z: 0, w: 0)) }
    set { values["inputMinComponents"] = newValue }
  }
  var maxComponents: CIVector {
    get { get("inputMaxComponents", CIVector(x: 1, y: 1, z: 1, w: 1)) }
    set { values["inputMaxComponents"] = newValue }
  }
}

extension CIFilter {
  public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter(builtin: "CISepiaTone") }
  public static func pixellate() -> CIFilter & CIPixellate { BuiltinFilter(builtin: "CIPixellate") }
  public static func crystallize() -> CIFilter & CICrystallize { BuiltinFilter(builtin: "CICrystallize") }
  public static func pointillize() -> CIFilter & CIPointillize { BuiltinFilter(builtin: "CIPointillize") }
  public static func edges() -> CIFilter & CIEdges { BuiltinFilter(builtin: "CIEdges") }
  public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter(builtin: "CIGaussianBlur") }
  public static func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter(builtin: "CIBoxBlur") }
  public static func discBlur() -> CIFilter & CIDiscBlur { BuiltinFilter(builtin: "CIDiscBlur") }
  public static func motionBlur() -> CIFilter & CIMotionBlur { BuiltinFilter(builtin: "CIMotionBlur") }
  public static func zoomBlur() -> CIFilter & CIZoomBlur { BuiltinFilter(builtin: "CIZoomBlur") }
  public static func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltinFilter(builtin: "CIUnsharpMask") }
  public static func vignette() -> CIFilter & CIVignette { BuiltinFilter(builtin: "CIVignette") }
  public static func bloom() -> CIFilter & CIBloom { BuiltinFilter(builtin: "CIBloom") }
  public static func gloom() -> CIFilter & CIGloom { BuiltinFilter(builtin: "CIGloom") }
  public static func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltinFilter(builtin: "CITwirlDistortion") }
  public static func colorControls() -> CIFilter & CIColorControls { BuiltinFilter(builtin: "CIColorControls") }
  public static func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter(builtin: "CIColorMonochrome") }
  public static func hueAdjust() -> CIFilter & CIHueAdjust { BuiltinFilter(builtin: "CIHueAdjust") }
  public static func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter(builtin: "CIExposureAdjust") }
  public static func vibrance() -> CIFilter & CIVibrance { BuiltinFilter(builtin: "CIVibrance") }
  public static func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter(builtin: "CIColorInvert") }
  public static func comicEffect() -> CIFilter & CIComicEffect { BuiltinFilter(builtin: "CIComicEffect") }
  public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectNoir") }
  public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectMono") }
  public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectChrome") }
  public static func photoEffectFade() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectFade") }
  public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectInstant") }
  public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectProcess") }
  public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectTonal") }
  public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectTransfer") }
  public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter(builtin: "CIQRCodeGenerator") }
  public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
    BuiltinFilter(builtin: "CIConstantColorGenerator")
  }
  public static func bokehBlur() -> CIFilter & CIBokehBlur { BuiltinFilter(builtin: "CIBokehBlur") }
  public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { BuiltinFilter(builtin: "CISharpenLuminance") }
  public static func noiseReduction() -> CIFilter & CINoiseReduction { BuiltinFilter(builtin: "CINoiseReduction") }
  public static func highlightShadowAdjust() -> CIFilter & CIHighlightShadowAdjust { BuiltinFilter(builtin: "CIHighlightShadowAdjust") }
  public static func colorPosterize() -> CIFilter & CIColorPosterize { BuiltinFilter(builtin: "CIColorPosterize") }
  public static func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltinFilter(builtin: "CIGammaAdjust") }
  public static func hexagonalPixellate() -> CIFilter & CIHexagonalPixellate { BuiltinFilter(builtin: "CIHexagonalPixellate") }
  public static func bumpDistortion() -> CIFilter & CIBumpDistortion { BuiltinFilter(builtin: "CIBumpDistortion") }
  public static func pinchDistortion() -> CIFilter & CIPinchDistortion { BuiltinFilter(builtin: "CIPinchDistortion") }
  public static func straighten() -> CIFilter & CIStraighten { BuiltinFilter(builtin: "CIStraightenFilter") }
  public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { BuiltinFilter(builtin: "CILanczosScaleTransform") }
  public static func thermal() -> CIFilter & CIThermal { BuiltinFilter(builtin: "CIThermal") }
  public static func xRay() -> CIFilter & CIXRay { BuiltinFilter(builtin: "CIXRay") }
  public static func median() -> CIFilter & CIMedian { BuiltinFilter(builtin: "CIMedianFilter") }
  public static func falseColor() -> CIFilter & CIFalseColor { BuiltinFilter(builtin: "CIFalseColor") }
  public static func whitePointAdjust() -> CIFilter & CIWhitePointAdjust { BuiltinFilter(builtin: "CIWhitePointAdjust") }
  public static func temperatureAndTint() -> CIFilter & CITemperatureAndTint { BuiltinFilter(builtin: "CITemperatureAndTint") }
  public static func vignetteEffect() -> CIFilter & CIVignetteEffect { BuiltinFilter(builtin: "CIVignetteEffect") }
  public static func morphologyMaximum() -> CIFilter & CIMorphologyMaximum { BuiltinFilter(builtin: "CIMorphologyMaximum") }
  public static func morphologyMinimum() -> CIFilter & CIMorphologyMinimum { BuiltinFilter(builtin: "CIMorphologyMinimum") }
  public static func kaleidoscope() -> CIFilter & CIKaleidoscope { BuiltinFilter(builtin: "CIKaleidoscope") }
  public static func dotScreen() -> CIFilter & CIDotScreen { BuiltinFilter(builtin: "CIDotScreen") }
  public static func areaAverage() -> CIFilter & CIAreaAverage { BuiltinFilter(builtin: "CIAreaAverage") }
  public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter(builtin: "CISourceOverCompositing") }
  public static func multiplyBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter(builtin: "CIMultiplyBlendMode") }
  public static func screenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter(builtin: "CIScreenBlendMode") }
  public static func colorClamp() -> CIFilter & CIColorClamp { BuiltinFilter(builtin: "CIColorClamp") }
  public static func blendWithMask() -> CIFilter & CIBlendWithMask { BuiltinFilter(builtin: "CIBlendWithMask") }
  public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { BuiltinFilter(builtin: "CICode128BarcodeGenerator") }
  public static func linearGradient() -> CIFilter & CILinearGradient { BuiltinFilter(builtin: "CILinearGradient") }
  public static func radialGradient() -> CIFilter & CIRadialGradient { BuiltinFilter(builtin: "CIRadialGradient") }
  public static func randomGenerator() -> CIFilter & CIRandomGenerator { BuiltinFilter(builtin: "CIRandomGenerator") }
  public static func stripesGenerator() -> CIFilter & CIStripesGenerator { BuiltinFilter(builtin: "CIStripesGenerator") }
  public static func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator {
    BuiltinFilter(builtin: "CICheckerboardGenerator")
  }
}
#endif
