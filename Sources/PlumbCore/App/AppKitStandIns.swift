import Foundation
import Synchronization

#if os(Linux)
// The AppKit names SwiftUI view files written for the Mac use (SwiftUI
// re-exports AppKit on macOS): colors, images and fonts, the app, the
// workspace, the pasteboard, windows, alerts and panels. AppKit's color,
// image, font and view are UIKit's stand-ins under their Mac names, so a
// Mac color or image draws as its iOS sibling does (the Mac's system colors
// are added with their macOS values); the rest answers and does nothing, as
// the UIKit stand-ins do. Declared on Linux only: on a Mac the real AppKit
// wins.

public typealias NSColor = UIColor
public typealias NSImage = UIImage
extension NSImage {
  /// The image types AppKit reads, as UTIs (an open panel's or a drop's
  /// filter): the common ones.
  public static var imageTypes: [String] {
    ["public.png", "public.jpeg", "public.tiff", "com.compuserve.gif", "public.heic", "com.microsoft.bmp", "com.adobe.pdf"]
  }
}
public typealias NSFont = UIFont
public typealias NSBezierPath = UIBezierPath
// `NSEdgeInsets` is Foundation's (Linux's Foundation declares it, as Apple's does).

// MARK: Colors

extension UIColor {
  // The Mac's semantic colors, light and dark, as macOS 14 resolves them.
  public static let labelColor = system("labelColor", RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85))
  public static let secondaryLabelColor = system(
    "secondaryLabelColor", RGBA(0, 0, 0, 0.5), RGBA(255, 255, 255, 0.55))
  public static let tertiaryLabelColor = system(
    "tertiaryLabelColor", RGBA(0, 0, 0, 0.26), RGBA(255, 255, 255, 0.25))
  public static let quaternaryLabelColor = system(
    "quaternaryLabelColor", RGBA(0, 0, 0, 0.1), RGBA(255, 255, 255, 0.1))
  public static let textColor = system("textColor", RGBA(0, 0, 0), RGBA(255, 255, 255))
  public static let textBackgroundColor = system("textBackgroundColor", RGBA(255, 255, 255), RGBA(30, 30, 30))
  public static let selectedTextColor = system("selectedTextColor", RGBA(0, 0, 0), RGBA(255, 255, 255))
  public static let selectedTextBackgroundColor = system(
    "selectedTextBackgroundColor", RGBA(179, 215, 255), RGBA(63, 99, 139))
  public static let placeholderTextColor = system(
    "placeholderTextColor", RGBA(0, 0, 0, 0.25), RGBA(255, 255, 255, 0.25))
  public static let headerTextColor = system("headerTextColor", RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255))
  public static let windowBackgroundColor = system(
    "windowBackgroundColor", RGBA(236, 236, 236), RGBA(50, 50, 50))
  public static let windowFrameTextColor = system(
    "windowFrameTextColor", RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85))
  public static let underPageBackgroundColor = system(
    "underPageBackgroundColor", RGBA(150, 150, 150, 0.9), RGBA(40, 40, 40))
  public static let controlBackgroundColor = system(
    "controlBackgroundColor", RGBA(255, 255, 255), RGBA(30, 30, 30))
  public static let controlColor = system("controlColor", RGBA(255, 255, 255), RGBA(255, 255, 255, 0.25))
  public static let controlTextColor = system("controlTextColor", RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85))
  public static let disabledControlTextColor = system(
    "disabledControlTextColor", RGBA(0, 0, 0, 0.25), RGBA(255, 255, 255, 0.25))
  public static let selectedControlColor = system("selectedControlColor", RGBA(179, 215, 255), RGBA(63, 99, 139))
  public static let selectedControlTextColor = system(
    "selectedControlTextColor", RGBA(0, 0, 0, 0.85), RGBA(255, 255, 255, 0.85))
  public static let alternateSelectedControlTextColor = system(
    "alternateSelectedControlTextColor", RGBA(255, 255, 255), RGBA(255, 255, 255))
  /// A highlighted menu item's text: white on the accent-coloured row.
  public static let selectedMenuItemTextColor = system(
    "selectedMenuItemTextColor", RGBA(255, 255, 255), RGBA(255, 255, 255))
  public static let selectedContentBackgroundColor = system(
    "selectedContentBackgroundColor", RGBA(0, 100, 225), RGBA(0, 89, 209))
  public static let unemphasizedSelectedContentBackgroundColor = system(
    "unemphasizedSelectedContentBackgroundColor", RGBA(220, 220, 220), RGBA(70, 70, 70))
  public static let unemphasizedSelectedTextBackgroundColor = system(
    "unemphasizedSelectedTextBackgroundColor", RGBA(220, 220, 220), RGBA(70, 70, 70))
  public static let separatorColor = system("separatorColor", RGBA(0, 0, 0, 0.1), RGBA(255, 255, 255, 0.1))
  public static let gridColor = system("gridColor", RGBA(230, 230, 230), RGBA(26, 26, 26))
  public static let controlAccentColor = system("controlAccentColor", RGBA(0, 122, 255), RGBA(10, 132, 255))
  public static let linkColor = system("linkColor", RGBA(0, 104, 218), RGBA(65, 156, 255))
  public static let keyboardFocusIndicatorColor = system(
    "keyboardFocusIndicatorColor", RGBA(0, 103, 244, 0.5), RGBA(26, 169, 255, 0.5))
  public static let findHighlightColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let shadowColor = UIColor(white: 0, alpha: 1)
  public static let highlightColor = UIColor(white: 1, alpha: 1)
  public static let scrubberTexturedBackground = UIColor(white: 0.5, alpha: 1)
  public static let alternatingContentBackgroundColors: [UIColor] = [
    system("alternatingContentBackgroundColor0", RGBA(255, 255, 255), RGBA(30, 30, 30)),
    system("alternatingContentBackgroundColor1", RGBA(244, 245, 245), RGBA(255, 255, 255, 0.05)),
  ]

  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
  public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
  public convenience init(genericGamma22White white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
  public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
  }
  public convenience init(deviceHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
  }
  /// A Mac color that answers differently in light and dark appearance:
  /// the provider is asked once for each (`.aqua`, `.darkAqua`).
  public convenience init(name: String?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
    let light = dynamicProvider(NSAppearance(named: .aqua)!).color.resolve(in: .light)
    let dark = dynamicProvider(NSAppearance(named: .darkAqua)!).color.resolve(in: .dark)
    self.init(Color(light: light, dark: dark, name: name))
  }

  private var lightComponents: RGBA { color.resolve(in: .light) }
  public var redComponent: CGFloat { CGFloat(lightComponents.red) }
  public var greenComponent: CGFloat { CGFloat(lightComponents.green) }
  public var blueComponent: CGFloat { CGFloat(lightComponents.blue) }
  public var alphaComponent: CGFloat { CGFloat(lightComponents.alpha) }
  public var whiteComponent: CGFloat { 0.299 * redComponent + 0.587 * greenComponent + 0.114 * blueComponent }
  public var hueComponent: CGFloat { hsb.hue }
  public var saturationComponent: CGFloat { hsb.saturation }
  public var brightnessComponent: CGFloat { hsb.brightness }
  private var hsb: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
    let (r, g, b) = (redComponent, greenComponent, blueComponent)
    let high = max(r, g, b), low = min(r, g, b), d = high - low
    guard d > 0 else { return (0, 0, high) }
    var h: CGFloat = high == r ? (g - b) / d : high == g ? 2 + (b - r) / d : 4 + (r - g) / d
    h /= 6
    if h < 0 { h += 1 }
    return (h, d / high, high)
  }
  /// The color in another space: Plumb's colors are sRGB in all of them.
  public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }
  public func usingType(_ type: NSColor.ColorType) -> NSColor? { self }
  public enum ColorType: Int, Sendable { case componentBased, pattern, catalog }
  /// `fraction` of the way from this color to `color`, in light appearance.
  public func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? {
    let a = lightComponents, b = color.color.resolve(in: .light)
    let t = Double(min(max(fraction, 0), 1))
    return NSColor(
      red: CGFloat(a.red + (b.red - a.red) * t), green: CGFloat(a.green + (b.green - a.green) * t),
      blue: CGFloat(a.blue + (b.blue - a.blue) * t), alpha: CGFloat(a.alpha + (b.alpha - a.alpha) * t))
  }
  public func highlight(withLevel level: CGFloat) -> NSColor? { blended(withFraction: level, of: .white) }
  public func shadow(withLevel level: CGFloat) -> NSColor? { blended(withFraction: level, of: .black) }
  public func set() {}
  public func setFill() {}
  public func setStroke() {}
}

/// A color space: Plumb draws in sRGB whatever the space.
public final class NSColorSpace: Sendable {
  public static let sRGB = NSColorSpace()
  public static let extendedSRGB = NSColorSpace()
  public static let deviceRGB = NSColorSpace()
  public static let genericRGB = NSColorSpace()
  public static let displayP3 = NSColorSpace()
  public static let genericGray = NSColorSpace()
  public static let deviceGray = NSColorSpace()
}

extension Color {
  /// An AppKit color (the stand-in's system colors follow the color scheme).
  public init(nsColor: NSColor) { self = nsColor.color }
}

/// A Mac appearance: light (`aqua`) or dark (`darkAqua`).
public final class NSAppearance: Sendable {
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name("NSAppearanceNameAqua")
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
    public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
    public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
  }
  public let name: Name
  public init?(named name: Name) { self.name = name }
  /// The appearance drawing now: light, as a figure is drawn by default.
  public static var currentDrawing: NSAppearance { NSAppearance(named: .aqua)! }
  public static func currentDrawingAppearance() -> NSAppearance { currentDrawing }
  /// The appearance code draws in: light, and setting it changes nothing.
  public static var current: NSAppearance! {
    get { NSAppearance(named: .aqua) }
    set {}
  }
  public func bestMatch(from appearances: [Name]) -> Name? {
    appearances.first { $0 == name } ?? appearances.first
  }
  public func performAsCurrentDrawingAppearance(_ block: () -> Void) { block() }
}

// MARK: Images and fonts

extension UIImage {
  public typealias Name = String
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    self.init(systemName: name)
  }
  public convenience init?(systemSymbolName name: String, variableValue: Double, accessibilityDescription description: String?) {
    self.init(systemName: name)
  }
  /// An image from a file: its pixels are not decoded in a figure.
  public convenience init?(contentsOf url: URL) { self.init(contentsOfFile: url.path) }
  public convenience init(byReferencing url: URL) { self.init() }
  /// A blank image of a size, drawn into with `lockFocus()` on a Mac.
  public convenience init(size: CGSize) { self.init() }
  /// A Mac image of a bitmap, at a size in points: no pixels, as
  /// `UIImage(cgImage:)`.
  public convenience init(cgImage: CGImage, size: NSSize) { self.init() }
  public convenience init(size: CGSize, flipped: Bool, drawingHandler: @escaping (CGRect) -> Bool) { self.init() }
  public static let applicationIconName: Name = "NSApplicationIcon"
  public static let folderName: Name = "NSFolder"
  public static let cautionName: Name = "NSCaution"
  public static let infoName: Name = "NSInfo"
  public static let actionTemplateName: Name = "NSActionTemplate"
  public static let addTemplateName: Name = "NSAddTemplate"
  public static let removeTemplateName: Name = "NSRemoveTemplate"
  public static let refreshTemplateName: Name = "NSRefreshTemplate"
  public static let touchBarAddTemplateName: Name = "NSTouchBarAddTemplate"
  public var isTemplate: Bool {
    get { false }
    set {}
  }
  public var tiffRepresentation: Data? { nil }
  public func lockFocus() {}
  public func unlockFocus() {}
  public func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? { self }
  /// A symbol's point size and weight (Mac spelling).
  public struct SymbolConfiguration: Sendable {
    public init(pointSize: CGFloat, weight: NSFont.Weight) {}
    public init(pointSize: CGFloat, weight: NSFont.Weight, scale: Scale) {}
    public init(textStyle: NSFont.TextStyle) {}
    public init(scale: Scale) {}
    public init(weight: NSFont.Weight) {}
    public init(pointSize: CGFloat) {}
    public init(font: NSFont) {}
    public init(font: NSFont, scale: Scale) {}
    public init(textStyle: NSFont.TextStyle, scale: Scale) {}
    public init(paletteColors: [NSColor]) {}
    public init(hierarchicalColor: NSColor) {}
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(scale: .medium) }
    public func applying(_ configuration: SymbolConfiguration) -> SymbolConfiguration { self }
    public enum Scale: Int, Sendable {
      case small = 1, medium, large
      case `default` = -1, unspecified = 0
    }
    public static let unspecified = SymbolConfiguration(scale: .unspecified)
  }
  /// UIKit's names for a symbol's weight and scale.
  public typealias SymbolWeight = NSFont.Weight
  public typealias SymbolScale = SymbolConfiguration.Scale
}

/// A bitmap's pixels and their encodings: Plumb decodes none for app code,
/// so a representation is never made (`init(data:)` fails).
open class NSBitmapImageRep: NSObject, @unchecked Sendable {
  public enum FileType: UInt, Sendable { case tiff, bmp, gif, jpeg, png, jpeg2000 }
  public struct PropertyKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let compressionFactor = PropertyKey(rawValue: "NSImageCompressionFactor")
    public static let interlaced = PropertyKey(rawValue: "NSImageInterlaced")
  }
  public init?(data: Data) { nil }
  public init(cgImage: CGImage) {}
  override init() {}
  public func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? { nil }
  public var pixelsWide: Int { 0 }
  public var pixelsHigh: Int { 0 }
  public var cgImage: CGImage? { nil }
}

extension Image {
  /// An AppKit image: its asset name or symbol, as `Image(uiImage:)`.
  public init(nsImage: NSImage) { self.init(uiImage: nsImage) }
}

extension UIFont {
  /// The Mac's standard sizes: 13 for controls, 11 small, 10 for labels.
  public static var systemFontSize: CGFloat { 13 }
  public static var smallSystemFontSize: CGFloat { 11 }
  public static var labelFontSize: CGFloat { 10 }
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  public static func userFont(ofSize fontSize: CGFloat) -> UIFont? { systemFont(ofSize: fontSize, weight: .regular) }
  public static func userFixedPitchFont(ofSize fontSize: CGFloat) -> UIFont? {
    systemFont(ofSize: fontSize, weight: .regular)
  }
  public static func messageFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  public static func menuBarFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  public static func titleBarFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
}

// MARK: The app, its windows and the workspace

/// The app, as `NSApp` and `NSApplication.shared` give it: its windows
/// are none, and what it would do (terminate, activate, show panels) does
/// nothing in a figure.
open class NSApplication: NSResponder, @unchecked Sendable {
  public static let shared = NSApplication()
  public enum ActivationPolicy: Int, Sendable { case regular, accessory, prohibited }
  public struct ModalResponse: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let OK = ModalResponse(rawValue: 1)
    public static let cancel = ModalResponse(rawValue: 0)
    public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
    public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
    public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
    public static let stop = ModalResponse(rawValue: -1000)
    public static let abort = ModalResponse(rawValue: -1001)
    public static let `continue` = ModalResponse(rawValue: -1002)
  }
  public struct AboutPanelOptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let credits = AboutPanelOptionKey(rawValue: "Credits")
    public static let applicationName = AboutPanelOptionKey(rawValue: "ApplicationName")
    public static let applicationIcon = AboutPanelOptionKey(rawValue: "ApplicationIcon")
    public static let version = AboutPanelOptionKey(rawValue: "Version")
    public static let applicationVersion = AboutPanelOptionKey(rawValue: "ApplicationVersion")
  }
  public var windows: [NSWindow] { [] }
  public var keyWindow: NSWindow? { nil }
  public var mainWindow: NSWindow? { nil }
  public var isActive: Bool { true }
  public var isHidden: Bool { false }
  public var mainMenu: NSMenu?
  /// The app's icon: the `app.fill` symbol's stand-in (a figure has no
  /// app bundle, so no icon file).
  public var applicationIconImage: NSImage! = NSImage(systemName: "app.fill")
  public var appearance: NSAppearance?
  public var effectiveAppearance: NSAppearance { appearance ?? NSAppearance(named: .aqua)! }
  public func activationPolicy() -> ActivationPolicy { .regular }
  public var delegate: (any NSApplicationDelegate)?
  public let dockTile = NSDockTile()
  public var currentEvent: NSEvent? { nil }
  @discardableResult public func setActivationPolicy(_ policy: ActivationPolicy) -> Bool { true }
  public func activate(ignoringOtherApps flag: Bool) {}
  public func activate() {}
  /// Lets another app take the focus (macOS 14): no app is frontmost in a
  /// figure.
  public func yieldActivation(to application: NSRunningApplication) {}
  public func yieldActivation(toApplicationWithBundleIdentifier bundleIdentifier: String) {}
  public func deactivate() {}
  public func hide(_ sender: Any?) {}
  public func unhide(_ sender: Any?) {}
  public func terminate(_ sender: Any?) {}
  public func orderFrontStandardAboutPanel(_ sender: Any?) {}
  public func orderFrontStandardAboutPanel(options: [AboutPanelOptionKey: Any] = [:]) {}
  public func requestUserAttention(_ type: RequestUserAttentionType) -> Int { 0 }
  public enum RequestUserAttentionType: Int, Sendable { case criticalRequest = 0, informationalRequest = 10 }
  public func runModal(for window: NSWindow) -> ModalResponse { .cancel }
  public func stopModal() {}
  public func beginSheet(_ window: NSWindow, completionHandler: ((ModalResponse) -> Void)? = nil) {}
  public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
  public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
  public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
  public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
  public static let didChangeScreenParametersNotification = Notification.Name(
    "NSApplicationDidChangeScreenParametersNotification")
}

/// The app (`NSApp.terminate(nil)`).
public let NSApp: NSApplication! = NSApplication.shared

/// The Dock's tile for the app: its badge is kept, never shown.
public final class NSDockTile: @unchecked Sendable {
  public var badgeLabel: String?
  public var contentView: NSView?
  public func display() {}
}

/// What a Mac app delegate conforms to: its methods are optional and never
/// called by Plumb.
@MainActor public protocol NSApplicationDelegate: AnyObject {}

extension NSApplicationDelegate {
  /// What `@main` on an AppKit app delegate calls (`NSApplicationMain` on
  /// macOS). Plumb runs no app: it returns at once.
  @MainActor public static func main() {}
}

/// Gives a SwiftUI app a Mac app delegate; as
/// `UIApplicationDelegateAdaptor`, Plumb runs no app and makes none.
@propertyWrapper public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>:
  DynamicProperty
{
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  public var wrappedValue: DelegateType {
    fatalError("Plumb runs no app, so \(DelegateType.self) was never made: render the app's root view instead.")
  }
}

/// A window: Plumb draws views, not windows, so a window is only its
/// settings, kept.
open class NSWindow: NSResponder, @unchecked Sendable {
  public struct StyleMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let borderless = StyleMask([])
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
    public static let fullScreen = StyleMask(rawValue: 1 << 14)
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
    public static let hudWindow = StyleMask(rawValue: 1 << 13)
    public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
    public static let texturedBackground = StyleMask(rawValue: 1 << 8)
    public static let utilityWindow = StyleMask(rawValue: 1 << 4)
    public static let docModalWindow = StyleMask(rawValue: 1 << 6)
  }
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let floating = Level(3)
    public static let modalPanel = Level(8)
    public static let mainMenu = Level(24)
    public static let statusBar = Level(25)
    public static let popUpMenu = Level(101)
    public static let screenSaver = Level(1000)
  }
  public enum TitleVisibility: Int, Sendable { case visible, hidden }
  /// Whether windows join tabs by themselves (macOS): kept, never used.
  @MainActor public static var allowsAutomaticWindowTabbing = true
  public enum ButtonType: Int, Sendable { case closeButton, miniaturizeButton, zoomButton, toolbarButton }
  public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }
  public struct CollectionBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
    public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
    public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
    public static let stationary = CollectionBehavior(rawValue: 1 << 4)
    public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
  }
  public var title = ""
  public var subtitle = ""
  public var frame: CGRect
  public var styleMask: StyleMask
  public var level: Level = .normal
  public var isVisible = false
  public var isKeyWindow: Bool { false }
  public var isMainWindow: Bool { false }
  public var isOpaque = true
  public var hasShadow = true
  public var alphaValue: CGFloat = 1
  public var backgroundColor: NSColor? = .windowBackgroundColor
  public var titlebarAppearsTransparent = false
  public var titleVisibility: TitleVisibility = .visible
  public var isMovableByWindowBackground = false
  public var isReleasedWhenClosed = true
  public var collectionBehavior: CollectionBehavior = []
  public var contentView: NSView?
  public var contentViewController: NSViewController?
  public var identifier: NSUserInterfaceItemIdentifier?
  public var appearance: NSAppearance?
  public var minSize: CGSize = .zero
  public var maxSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  public var toolbar: NSToolbar?
  public weak var delegate: (any NSWindowDelegate)?
  public enum AnimationBehavior: Int, Sendable { case `default`, none, documentWindow, utilityWindow, alertPanel }
  public var animationBehavior: AnimationBehavior = .default
  public var acceptsMouseMovedEvents = false
  public var ignoresMouseEvents = false
  public var isMovable = true
  public var isMiniaturized: Bool { false }
  public var isZoomed: Bool { false }
  public var backingScaleFactor: CGFloat { 2 }
  public var screen: NSScreen? { NSScreen.main }
  public var tabbingMode: TabbingMode = .automatic
  public enum TabbingMode: Int, Sendable { case automatic, preferred, disallowed }
  public var windowController: NSWindowController?
  public var firstResponder: NSResponder? { nil }
  public var sheetParent: NSWindow? { nil }
  public var attachedSheet: NSWindow? { nil }
  open var canBecomeKey: Bool { true }
  open var canBecomeMain: Bool { true }
  public init(
    contentRect: CGRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool
  ) {
    frame = contentRect
    styleMask = style
  }
  public func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }
  public func beginSheet(_ sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {}
  public func endSheet(_ sheetWindow: NSWindow) {}
  public func addChildWindow(_ childWin: NSWindow, ordered place: NSWindow.OrderingMode) {}
  public func removeChildWindow(_ childWin: NSWindow) {}
  public enum OrderingMode: Int, Sendable { case below = -1, out, above }
  public func setContentSize(_ size: CGSize, animate: Bool) { frame.size = size }
  public func invalidateShadow() {}
  public func convertToScreen(_ rect: CGRect) -> CGRect { rect }
  public func performDrag(with event: NSEvent) {}
  public func setIsVisible(_ flag: Bool) { isVisible = flag }
  public func convertFromScreen(_ rect: CGRect) -> CGRect { rect }
  /// A titled window with an empty frame, as `NSObject`'s `init()` makes.
  public convenience override init() {
    self.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
  }
  public convenience init(contentViewController: NSViewController) {
    self.init(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
    self.contentViewController = contentViewController
  }
  public func makeKeyAndOrderFront(_ sender: Any?) { isVisible = true }
  public func orderFront(_ sender: Any?) { isVisible = true }
  public func orderFrontRegardless() { isVisible = true }
  public func orderOut(_ sender: Any?) { isVisible = false }
  public func close() { isVisible = false }
  public func performClose(_ sender: Any?) { isVisible = false }
  public func miniaturize(_ sender: Any?) {}
  public func zoom(_ sender: Any?) {}
  public func center() {}
  public func makeKey() {}
  // Key and main status, as panels and windows override them: no window
  // is key in a figure.
  open func becomeKey() {}
  open func resignKey() {}
  open func becomeMain() {}
  open func resignMain() {}
  public func makeMain() {}
  public func setFrame(_ frameRect: CGRect, display flag: Bool) { frame = frameRect }
  public func setFrame(_ frameRect: CGRect, display flag: Bool, animate: Bool) { frame = frameRect }
  public func setContentSize(_ size: CGSize) { frame.size = size }
  /// The name the window's frame is saved under: kept, nothing is saved.
  public private(set) var frameAutosaveName: FrameAutosaveName = ""
  public typealias FrameAutosaveName = String
  @discardableResult public func setFrameAutosaveName(_ name: FrameAutosaveName) -> Bool {
    frameAutosaveName = name
    return true
  }
  public func standardWindowButton(_ button: ButtonType) -> NSButton? { nil }
  public func toggleFullScreen(_ sender: Any?) {}
  public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
  public static let didBecomeKeyNotification = Notification.Name("NSWindowDidBecomeKeyNotification")
  public static let didResignKeyNotification = Notification.Name("NSWindowDidResignKeyNotification")
  public static let didResizeNotification = Notification.Name("NSWindowDidResizeNotification")
}
open class NSPanel: NSWindow, @unchecked Sendable {
  public var isFloatingPanel = false
  public var becomesKeyOnlyIfNeeded = false
  public var hidesOnDeactivate = true
  public var worksWhenModal = false
}

/// The Mac's shared color panel, which a `ColorPicker` opens: never shown
/// in a figure; its color is kept as code sets it.
open class NSColorPanel: NSPanel, @unchecked Sendable {
  public enum Mode: Int, Sendable { case none = -1, gray, rgb, cmyk, hsb, customPalette, colorList, wheel, crayon }
  public static let shared = NSColorPanel(
    contentRect: CGRect(x: 0, y: 0, width: 222, height: 370), styleMask: [.titled, .closable, .resizable, .utilityWindow],
    backing: .buffered, defer: true)
  public static var sharedColorPanelExists: Bool { true }
  public var color: NSColor = .white
  public var showsAlpha = false
  public var isContinuous = true
  public var mode: Mode = .wheel
  public static func setPickerMode(_ mode: Mode) {}
}

/// What a window tells its delegate: never called in a figure.
public protocol NSWindowDelegate: AnyObject {
  func windowWillClose(_ notification: Notification)
  func windowDidBecomeKey(_ notification: Notification)
  func windowDidResignKey(_ notification: Notification)
  func windowDidResize(_ notification: Notification)
  func windowDidMove(_ notification: Notification)
  func windowShouldClose(_ sender: NSWindow) -> Bool
  func windowDidBecomeMain(_ notification: Notification)
  func windowDidResignMain(_ notification: Notification)
  func windowWillEnterFullScreen(_ notification: Notification)
  func windowDidExitFullScreen(_ notification: Notification)
}
extension NSWindowDelegate {
  public func windowWillClose(_ notification: Notification) {}
  public func windowDidBecomeKey(_ notification: Notification) {}
  public func windowDidResignKey(_ notification: Notification) {}
  public func windowDidResize(_ notification: Notification) {}
  public func windowDidMove(_ notification: Notification) {}
  public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
  public func windowDidBecomeMain(_ notification: Notification) {}
  public func windowDidResignMain(_ notification: Notification) {}
  public func windowWillEnterFullScreen(_ notification: Notification) {}
  public func windowDidExitFullScreen(_ notification: Notification) {}
}

/// Owns a window: showing it does nothing in a figure.
open class NSWindowController: NSResponder {
  public var window: NSWindow?
  public init(window: NSWindow?) {
    self.window = window
    super.init()
  }
  public required init?(coder: NSCoder) { super.init() }
  open func showWindow(_ sender: Any?) { window?.isVisible = true }
  open func close() { window?.close() }
  open func windowDidLoad() {}
}

/// A window's toolbar: kept, never shown.
open class NSToolbar: NSObject {
  public enum DisplayMode: UInt, Sendable { case `default`, iconAndLabel, iconOnly, labelOnly }
  public var displayMode: DisplayMode = .default
  public var showsBaselineSeparator = true
  public var isVisible = true
  public private(set) var items: [NSToolbarItem] = []
  public weak var delegate: AnyObject?
  public init(identifier: String) {}
  public override init() {}
  public func removeItem(at index: Int) { if items.indices.contains(index) { items.remove(at: index) } }
  public func insertItem(withItemIdentifier itemIdentifier: NSToolbarItem.Identifier, at index: Int) {
    items.insert(NSToolbarItem(itemIdentifier: itemIdentifier), at: min(max(index, 0), items.count))
  }
}
open class NSToolbarItem: NSObject {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let flexibleSpace = Identifier("NSToolbarFlexibleSpaceItem")
    public static let space = Identifier("NSToolbarSpaceItem")
    public static let toggleSidebar = Identifier("NSToolbarToggleSidebarItem")
  }
  public let itemIdentifier: Identifier
  public var label = ""
  public var image: NSImage?
  public var isEnabled = true
  public init(itemIdentifier: Identifier) { self.itemIdentifier = itemIdentifier }
}

public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The workspace: nothing is opened or revealed from a figure, and no
/// application is running.
public final class NSWorkspace: @unchecked Sendable {
  public static let shared = NSWorkspace()
  /// The desktop picture of a screen: none on Linux.
  public func desktopImageURL(for screen: NSScreen) -> URL? { nil }
  public func desktopImageOptions(for screen: NSScreen) -> [String: Any]? { nil }
  public final class OpenConfiguration: @unchecked Sendable {
    public init() {}
    public var activates = true
    public var arguments: [String] = []
    public var createsNewApplicationInstance = false
  }
  public let notificationCenter = NotificationCenter()
  public var runningApplications: [NSRunningApplication] { [] }
  public var frontmostApplication: NSRunningApplication? { nil }
  public var menuBarOwningApplication: NSRunningApplication? { nil }
  @discardableResult public func open(_ url: URL) -> Bool { false }
  public func open(
    _ url: URL, configuration: OpenConfiguration, completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil
  ) {}
  public func open(
    _ urls: [URL], withApplicationAt applicationURL: URL, configuration: OpenConfiguration,
    completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil
  ) {}
  public func openApplication(
    at applicationURL: URL, configuration: OpenConfiguration,
    completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil
  ) {}
  @discardableResult public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool {
    false
  }
  public func activateFileViewerSelecting(_ fileURLs: [URL]) {}
  public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }
  public func urlForApplication(toOpen url: URL) -> URL? { nil }
  /// A file's icon: the `doc.fill` symbol's stand-in in a figure.
  public func icon(forFile fullPath: String) -> NSImage { NSImage(systemName: "doc.fill")! }
  public func icon(for contentType: Any) -> NSImage { NSImage(systemName: "doc.fill")! }
  public func recycle(_ urls: [URL], completionHandler: (([URL: URL], (any Error)?) -> Void)? = nil) {}
  public var accessibilityDisplayShouldReduceMotion: Bool { false }
  public var accessibilityDisplayShouldReduceTransparency: Bool { false }
  public var accessibilityDisplayShouldIncreaseContrast: Bool { false }
  public var accessibilityDisplayShouldDifferentiateWithoutColor: Bool { false }
  public var accessibilityDisplayShouldInvertColors: Bool { false }
  /// Posted on the workspace's center when a display option changes: never.
  public static let accessibilityDisplayOptionsDidChangeNotification = Notification.Name(
    "NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
  public static let didActivateApplicationNotification = Notification.Name(
    "NSWorkspaceDidActivateApplicationNotification")
  public static let activeSpaceDidChangeNotification = Notification.Name("NSWorkspaceActiveSpaceDidChangeNotification")
  public static let didLaunchApplicationNotification = Notification.Name("NSWorkspaceDidLaunchApplicationNotification")
  public static let didTerminateApplicationNotification = Notification.Name(
    "NSWorkspaceDidTerminateApplicationNotification")
  public static let didWakeNotification = Notification.Name("NSWorkspaceDidWakeNotification")
  public static let willSleepNotification = Notification.Name("NSWorkspaceWillSleepNotification")
  public static let applicationUserInfoKey = "NSWorkspaceApplicationKey"
}

/// A running app (none run beside a figure).
open class NSRunningApplication: NSObject, @unchecked Sendable {
  public static var current: NSRunningApplication { NSRunningApplication() }
  public var localizedName: String? { nil }
  public var bundleIdentifier: String? { Bundle.main.bundleIdentifier }
  public var bundleURL: URL? { nil }
  public var executableURL: URL? { nil }
  public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
  public var icon: NSImage? { nil }
  public var isActive: Bool { false }
  public var isHidden: Bool { false }
  public var isTerminated: Bool { false }
  public var launchDate: Date? { nil }
  public var activationPolicy: NSApplication.ActivationPolicy { .regular }
  @discardableResult public func activate(options: ActivationOptions = []) -> Bool { false }
  @discardableResult public func terminate() -> Bool { false }
  @discardableResult public func forceTerminate() -> Bool { false }
  @discardableResult public func hide() -> Bool { false }
  @discardableResult public func unhide() -> Bool { false }
  public struct ActivationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let activateAllWindows = ActivationOptions(rawValue: 1)
    public static let activateIgnoringOtherApps = ActivationOptions(rawValue: 2)
  }
  public static func runningApplications(withBundleIdentifier bundleIdentifier: String) -> [NSRunningApplication] {
    []
  }
}

/// The pasteboard: what a figure copies is kept for reading back in the
/// same process, never shared.
public final class NSPasteboard: @unchecked Sendable {
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let string = PasteboardType("public.utf8-plain-text")
    public static let URL = PasteboardType("public.url")
    public static let fileURL = PasteboardType("public.file-url")
    public static let png = PasteboardType("public.png")
    public static let tiff = PasteboardType("public.tiff")
    public static let pdf = PasteboardType("com.adobe.pdf")
    public static let rtf = PasteboardType("public.rtf")
    public static let html = PasteboardType("public.html")
    public static let color = PasteboardType("com.apple.cocoa.pasteboard.color")
  }
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let general = Name("Apple CFPasteboard general")
    public static let find = Name("Apple CFPasteboard find")
    public static let drag = Name("Apple CFPasteboard drag")
  }
  public static let general = NSPasteboard(name: .general)
  /// Pasteboards of one name share their contents, as AppKit's do.
  public init(name: Name) { self.name = name }
  public let name: Name
  private static let boards = Mutex<[Name: [PasteboardType: String]]>([:])
  private var storage: Storage { Storage(name: name) }
  private struct Storage {
    let name: Name
    func withLock<R>(_ body: (inout [PasteboardType: String]) -> R) -> R {
      NSPasteboard.boards.withLock { body(&$0[name, default: [:]]) }
    }
  }
  public var changeCount: Int { 0 }
  public var types: [PasteboardType]? { storage.withLock { Array($0.keys) } }
  @discardableResult public func clearContents() -> Int {
    storage.withLock { $0 = [:] }
    return 0
  }
  @discardableResult public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { 0 }
  @discardableResult public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
    storage.withLock { $0[dataType] = string }
    return true
  }
  /// Data is kept as its base64 text beside the strings.
  @discardableResult public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
    storage.withLock { $0[dataType] = data.map(NSPasteboardItem.encode) }
    return true
  }
  @discardableResult public func writeObjects(_ objects: [Any]) -> Bool {
    if let s = objects.first as? String { setString(s, forType: .string) }
    return true
  }
  /// The pasteboard's objects of the classes asked for: its string, when
  /// `String` (or `NSString`) is asked for; nothing else is kept.
  public func readObjects(forClasses classArray: [AnyClass], options: [String: Any]? = nil) -> [Any]? {
    guard classArray.contains(where: { $0 == NSString.self }), let s = string(forType: .string) else { return nil }
    return [s]
  }
  public func string(forType dataType: PasteboardType) -> String? { storage.withLock { $0[dataType] } }
  public func data(forType dataType: PasteboardType) -> Data? {
    guard let s = storage.withLock({ $0[dataType] }) else { return nil }
    return NSPasteboardItem.decode(s)
  }
  /// The pasteboard's contents as one item holding every type written, or
  /// nil when it is empty.
  public var pasteboardItems: [NSPasteboardItem]? {
    let contents = storage.withLock { $0 }
    return contents.isEmpty ? nil : [NSPasteboardItem(contents: contents)]
  }
}

/// One item of a pasteboard: a value per type.
public final class NSPasteboardItem: @unchecked Sendable {
  private var contents: [NSPasteboard.PasteboardType: String]
  public init() { contents = [:] }
  init(contents: [NSPasteboard.PasteboardType: String]) { self.contents = contents }
  public var types: [NSPasteboard.PasteboardType] { contents.keys.sorted { $0.rawValue < $1.rawValue } }
  public func string(forType type: NSPasteboard.PasteboardType) -> String? { contents[type] }
  public func data(forType type: NSPasteboard.PasteboardType) -> Data? { contents[type].flatMap(Self.decode) }
  @discardableResult public func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool {
    contents[type] = string
    return true
  }
  @discardableResult public func setData(_ data: Data, forType type: NSPasteboard.PasteboardType) -> Bool {
    contents[type] = Self.encode(data)
    return true
  }
  /// Data kept beside the strings: "data:" and its base64 text.
  static func encode(_ data: Data) -> String { "data:" + data.base64EncodedString() }
  /// Data kept as `encode` keeps it; a string as its UTF-8.
  static func decode(_ s: String) -> Data? {
    s.hasPrefix("data:") ? Data(base64Encoded: String(s.dropFirst(5))) : Data(s.utf8)
  }
}

// MARK: Alerts, panels, menus, the status bar

/// An alert: never run in a figure (`runModal()` answers its first button).
open class NSAlert: NSObject {
  public enum Style: UInt, Sendable { case warning, informational, critical }
  public var messageText = ""
  public var informativeText = ""
  public var alertStyle: Style = .warning
  public var icon: NSImage?
  public var showsSuppressionButton = false
  public var accessoryView: NSView?
  public private(set) var buttons: [NSButton] = []
  public override init() {}
  public convenience init(error: any Error) {
    self.init()
    messageText = String(describing: error)
  }
  @discardableResult public func addButton(withTitle title: String) -> NSButton {
    let button = NSButton(title: title, target: nil, action: nil)
    buttons.append(button)
    return button
  }
  public func runModal() -> NSApplication.ModalResponse { .alertFirstButtonReturn }
  public func beginSheetModal(
    for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
  ) {}
}

/// A save panel: never shown; `runModal()` answers cancel.
open class NSSavePanel: NSPanel, @unchecked Sendable {
  public var url: URL?
  public var directoryURL: URL?
  public var nameFieldStringValue = ""
  public var message: String?
  public var prompt: String?
  public var canCreateDirectories = true
  public var showsHiddenFiles = false
  public var isExtensionHidden = true
  public var allowedContentTypes: [UTType] = []
  public var allowedFileTypes: [String]?
  public var nameFieldLabel: String?
  public var showsTagField = true
  public var treatsFilePackagesAsDirectories = false
  public var accessoryView: NSView?
  public init() { super.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false) }
  public func runModal() -> NSApplication.ModalResponse { .cancel }
  public func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {}
  public func beginSheetModal(for window: NSWindow, completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {}
}
/// An open panel: never shown; nothing is chosen.
open class NSOpenPanel: NSSavePanel, @unchecked Sendable {
  public var canChooseFiles = true
  public var canChooseDirectories = false
  public var allowsMultipleSelection = false
  public var resolvesAliases = true
  public var urls: [URL] { [] }
}

/// A menu: kept, never shown.
open class NSMenu: NSObject {
  public var title: String
  public private(set) var items: [NSMenuItem] = []
  public var autoenablesItems = true
  public weak var delegate: AnyObject?
  public init(title: String = "") { self.title = title }
  public func addItem(_ item: NSMenuItem) { items.append(item) }
  @discardableResult public func addItem(withTitle string: String, action selector: String?, keyEquivalent charCode: String)
    -> NSMenuItem
  {
    let item = NSMenuItem(title: string, action: nil, keyEquivalent: charCode)
    items.append(item)
    return item
  }
  public func insertItem(_ item: NSMenuItem, at index: Int) { items.insert(item, at: min(max(index, 0), items.count)) }
  public func removeItem(_ item: NSMenuItem) { items.removeAll { $0 === item } }
  public func removeAllItems() { items.removeAll() }
  /// The first item with the title, or at the index.
  public func item(withTitle title: String) -> NSMenuItem? { items.first { $0.title == title } }
  public func item(at index: Int) -> NSMenuItem? { items.indices.contains(index) ? items[index] : nil }
  public func index(of item: NSMenuItem) -> Int { items.firstIndex { $0 === item } ?? -1 }
  public var numberOfItems: Int { items.count }
  public func popUp(positioning item: NSMenuItem?, at location: CGPoint, in view: NSView?) -> Bool { false }
}
open class NSMenuItem: NSObject {
  public var title: String
  /// A styled title: kept, the menu is never shown.
  public var attributedTitle: NSAttributedString?
  public var keyEquivalent: String
  public var isEnabled = true
  public var isHidden = false
  public var state: NSControl.StateValue = .off
  public var image: NSImage?
  public var submenu: NSMenu?
  public var tag = 0
  public var representedObject: Any?
  public var target: AnyObject?
  public var toolTip: String?
  public var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
  public init(title string: String, action selector: String?, keyEquivalent charCode: String) {
    title = string
    keyEquivalent = charCode
  }
  public static func separator() -> NSMenuItem {
    let item = NSMenuItem(title: "", action: nil, keyEquivalent: "")
    item.isSeparatorItem = true
    return item
  }
  /// A separator line (`NSMenuItem.separator()`), not a command.
  public private(set) var isSeparatorItem = false
}

/// The menu bar's status area: items are kept, never shown.
public final class NSStatusBar: @unchecked Sendable {
  public static let system = NSStatusBar()
  public var thickness: CGFloat { 24 }
  public func statusItem(withLength length: CGFloat) -> NSStatusItem { NSStatusItem(length: length) }
  public func removeStatusItem(_ item: NSStatusItem) {}
}
public final class NSStatusItem: @unchecked Sendable {
  public static var variableLength: CGFloat { -1 }
  public static var squareLength: CGFloat { -2 }
  public var length: CGFloat
  public var menu: NSMenu?
  public var isVisible = true
  public let button: NSStatusBarButton? = NSStatusBarButton()
  init(length: CGFloat) { self.length = length }
}

// MARK: Events, cursors, sounds

/// An input event: none arrive in a figure, and monitors are never called.
open class NSEvent: NSObject, @unchecked Sendable {
  public struct ModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let capsLock = ModifierFlags(rawValue: 1 << 16)
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    public static let control = ModifierFlags(rawValue: 1 << 18)
    public static let option = ModifierFlags(rawValue: 1 << 19)
    public static let command = ModifierFlags(rawValue: 1 << 20)
    public static let numericPad = ModifierFlags(rawValue: 1 << 21)
    public static let help = ModifierFlags(rawValue: 1 << 22)
    public static let function = ModifierFlags(rawValue: 1 << 23)
    public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)
  }
  public enum EventType: UInt, Sendable {
    case leftMouseDown = 1, leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged
    case rightMouseDragged, mouseEntered, mouseExited, keyDown, keyUp, flagsChanged
    case scrollWheel = 22, otherMouseDown = 25, otherMouseUp, otherMouseDragged
  }
  public struct EventTypeMask: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
    public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
    public static let rightMouseDown = EventTypeMask(rawValue: 1 << 3)
    public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
    public static let keyDown = EventTypeMask(rawValue: 1 << 10)
    public static let keyUp = EventTypeMask(rawValue: 1 << 11)
    public static let flagsChanged = EventTypeMask(rawValue: 1 << 12)
    public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
    public static let leftMouseDragged = EventTypeMask(rawValue: 1 << 6)
    public static let rightMouseUp = EventTypeMask(rawValue: 1 << 4)
    public static let otherMouseDown = EventTypeMask(rawValue: 1 << 25)
    public static let magnify = EventTypeMask(rawValue: 1 << 30)
    public static let any = EventTypeMask(rawValue: .max)
  }
  public var type: EventType { .keyDown }
  public var modifierFlags: ModifierFlags { [] }
  public var keyCode: UInt16 { 0 }
  public var characters: String? { nil }
  public var charactersIgnoringModifiers: String? { nil }
  public var locationInWindow: CGPoint { .zero }
  public var window: NSWindow? { nil }
  public var clickCount: Int { 1 }
  public var scrollingDeltaX: CGFloat { 0 }
  public var scrollingDeltaY: CGFloat { 0 }
  public var isARepeat: Bool { false }
  public var buttonNumber: Int { 0 }
  public var deltaX: CGFloat { 0 }
  public var deltaY: CGFloat { 0 }
  public var hasPreciseScrollingDeltas: Bool { false }
  /// A scroll or gesture event's phase: none, as no event is ever delivered.
  public var phase: Phase { [] }
  public var momentumPhase: Phase { [] }
  public struct Phase: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let began = Phase(rawValue: 1)
    public static let stationary = Phase(rawValue: 2)
    public static let changed = Phase(rawValue: 4)
    public static let ended = Phase(rawValue: 8)
    public static let cancelled = Phase(rawValue: 16)
    public static let mayBegin = Phase(rawValue: 32)
  }
  public var timestamp: TimeInterval { 0 }
  public var specialKey: SpecialKey? { nil }
  public struct SpecialKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let delete = SpecialKey(rawValue: 0x7F)
    public static let carriageReturn = SpecialKey(rawValue: 0x0D)
    public static let tab = SpecialKey(rawValue: 0x09)
    public static let upArrow = SpecialKey(rawValue: 0xF700)
    public static let downArrow = SpecialKey(rawValue: 0xF701)
    public static let leftArrow = SpecialKey(rawValue: 0xF702)
    public static let rightArrow = SpecialKey(rawValue: 0xF703)
  }
  public static var modifierFlags: ModifierFlags { [] }
  public static var mouseLocation: CGPoint { .zero }
  public static func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?)
    -> Any?
  { nil }
  public static func addGlobalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> Void)
    -> Any?
  { nil }
  public static func removeMonitor(_ eventMonitor: Any) {}
}

/// A cursor: set and pushed without effect (there is no pointer).
public final class NSCursor: @unchecked Sendable {
  public static let arrow = NSCursor()
  public static let pointingHand = NSCursor()
  public static let iBeam = NSCursor()
  public static let crosshair = NSCursor()
  public static let openHand = NSCursor()
  public static let closedHand = NSCursor()
  public static let resizeLeftRight = NSCursor()
  public static let resizeUpDown = NSCursor()
  public static let operationNotAllowed = NSCursor()
  public static let dragCopy = NSCursor()
  public static var current: NSCursor { arrow }
  public func set() {}
  public func push() {}
  public func pop() {}
  public static func pop() {}
  public static func hide() {}
  public static func unhide() {}
  public static func setHiddenUntilMouseMoves(_ flag: Bool) {}
}

/// A sound: never played.
public final class NSSound: @unchecked Sendable {
  /// A system sound's name ("Glass", "Ping").
  public typealias Name = String
  public init?(named name: Name) {}
  public init?(contentsOf url: URL, byReference: Bool) {}
  public init?(data: Data) {}
  public var volume: Float = 1
  /// Nothing plays on Linux: no length, never playing.
  public var duration: TimeInterval { 0 }
  public var currentTime: TimeInterval = 0
  public var isPlaying: Bool { false }
  public var loops = false
  @discardableResult public func pause() -> Bool { false }
  @discardableResult public func resume() -> Bool { false }
  @discardableResult public func play() -> Bool { false }
  @discardableResult public func stop() -> Bool { false }
  public static func beep() {}
}
/// The system beep (`NSSound.beep()`'s C spelling).
public func NSBeep() {}

/// The screen: a 1440×900 display at 2×, its menu bar 24 tall.
open class NSScreen: NSObject, @unchecked Sendable {
  public static var main: NSScreen? { NSScreen() }
  public static var screens: [NSScreen] { [NSScreen()] }
  public var frame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 900) }
  public var visibleFrame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 876) }
  public var backingScaleFactor: CGFloat { 2 }
  public var localizedName: String { "Built-in Display" }
  public var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  public var deviceDescription: [NSDeviceDescriptionKey: Any] {
    [NSDeviceDescriptionKey("NSScreenNumber"): NSNumber(value: 1), .resolution: CGSize(width: 144, height: 144)]
  }
  public static let screensHaveSeparateSpaces = true
}
public struct NSDeviceDescriptionKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let resolution = NSDeviceDescriptionKey("NSDeviceResolution")
  public static let size = NSDeviceDescriptionKey("NSDeviceSize")
}

// MARK: Responders, views and view controllers

/// What receives events: none arrive in a figure, so these are never
/// called; subclasses override them as on a Mac.
open class NSResponder: NSObject {
  public override init() {}
  public var nextResponder: NSResponder?
  /// The undo manager up the responder chain: none in a figure.
  open var undoManager: UndoManager? { nil }
  open var acceptsFirstResponder: Bool { false }
  open func becomeFirstResponder() -> Bool { true }
  open func resignFirstResponder() -> Bool { true }
  /// Called once an object is loaded from a nib or storyboard: none is
  /// loaded here, so only a subclass's own call reaches it.
  open func awakeFromNib() {}
  open func mouseDown(with event: NSEvent) {}
  open func mouseUp(with event: NSEvent) {}
  open func mouseDragged(with event: NSEvent) {}
  open func mouseMoved(with event: NSEvent) {}
  open func mouseEntered(with event: NSEvent) {}
  open func mouseExited(with event: NSEvent) {}
  open func rightMouseDown(with event: NSEvent) {}
  open func rightMouseUp(with event: NSEvent) {}
  open func otherMouseDown(with event: NSEvent) {}
  open func otherMouseUp(with event: NSEvent) {}
  open func scrollWheel(with event: NSEvent) {}
  open func keyDown(with event: NSEvent) {}
  open func keyUp(with event: NSEvent) {}
  open func flagsChanged(with event: NSEvent) {}
  open func magnify(with event: NSEvent) {}
  open func cursorUpdate(with event: NSEvent) {}
  open func performKeyEquivalent(with event: NSEvent) -> Bool { false }
  open func cancelOperation(_ sender: Any?) {}
  open func interpretKeyEvents(_ eventArray: [NSEvent]) {}
}

/// An AppKit view: its frame, layer and subviews are kept, never drawn
/// (a representable wrapping it draws a placeholder).
open class NSView: NSResponder, _UILayoutAnchors {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = AutoresizingMask([])
    public static let minXMargin = AutoresizingMask(rawValue: 1)
    public static let width = AutoresizingMask(rawValue: 2)
    public static let maxXMargin = AutoresizingMask(rawValue: 4)
    public static let minYMargin = AutoresizingMask(rawValue: 8)
    public static let height = AutoresizingMask(rawValue: 16)
    public static let maxYMargin = AutoresizingMask(rawValue: 32)
  }
  public var frame: CGRect
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Setting it makes the view's layer, as AppKit does.
  public var wantsLayer = false {
    didSet { if wantsLayer, layer == nil { layer = makeBackingLayer() } }
  }
  public var layer: CALayer?
  public var subviews: [NSView] = []
  public private(set) weak var superview: NSView?
  public var window: NSWindow? { nil }
  public var isHidden = false
  public var alphaValue: CGFloat = 1
  public var toolTip: String?
  public var identifier: NSUserInterfaceItemIdentifier?
  public var translatesAutoresizingMaskIntoConstraints = true
  public var autoresizingMask: AutoresizingMask = []
  public var needsDisplay = false
  public var needsLayout = false
  public var postsFrameChangedNotifications = false
  public var appearance: NSAppearance?
  public var effectiveAppearance: NSAppearance { appearance ?? NSAppearance(named: .aqua)! }
  public var focusRingType: NSFocusRingType = .default
  public var layerContentsRedrawPolicy: LayerContentsRedrawPolicy = .duringViewResize
  public enum LayerContentsRedrawPolicy: Int, Sendable { case never, onSetNeedsDisplay, duringViewResize, beforeViewResize, crossfade }
  public private(set) var trackingAreas: [NSTrackingArea] = []
  /// Open, as AppKit's: a hosting view subclass overrides it to drop the
  /// insets.
  open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  /// A view drawn into a bitmap (an app's snapshot of a view): nothing is
  /// drawn on Linux, so the bitmap is empty and has no image.
  public func bitmapImageRepForCachingDisplay(in rect: CGRect) -> NSBitmapImageRep? { NSBitmapImageRep() }
  public func cacheDisplay(in rect: CGRect, to bitmapImageRep: NSBitmapImageRep) {}
  public init(frame frameRect: CGRect) {
    frame = frameRect
    super.init()
  }
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }
  open var isFlipped: Bool { false }
  open var isOpaque: Bool { false }
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
  open var fittingSize: CGSize { .zero }
  open var mouseDownCanMoveWindow: Bool { false }
  /// Whether a click that activates the window also reaches the view.
  open func acceptsFirstMouse(for event: NSEvent?) -> Bool { false }
  open var wantsUpdateLayer: Bool { false }
  open var allowsVibrancy: Bool { false }
  open func addSubview(_ view: NSView) {
    subviews.append(view)
    view.superview = self
  }
  open func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?) {
    addSubview(view)
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  open func draw(_ dirtyRect: CGRect) {}
  open func layout() {}
  open func updateLayer() {}
  open func makeBackingLayer() -> CALayer { CALayer() }
  open func viewDidMoveToWindow() {}
  open func viewWillMove(toWindow newWindow: NSWindow?) {}
  open func viewDidMoveToSuperview() {}
  open func viewWillMove(toSuperview newSuperview: NSView?) {}
  open func viewDidHide() {}
  open func viewDidUnhide() {}
  open func viewDidChangeEffectiveAppearance() {}
  open func resize(withOldSuperviewSize oldSize: CGSize) {}
  open func setFrameSize(_ newSize: CGSize) { frame.size = newSize }
  open func setFrameOrigin(_ newOrigin: CGPoint) { frame.origin = newOrigin }
  open func updateTrackingAreas() {}
  open func hitTest(_ point: CGPoint) -> NSView? { nil }
  open func updateConstraints() {}
  public func addTrackingArea(_ trackingArea: NSTrackingArea) { trackingAreas.append(trackingArea) }
  public func removeTrackingArea(_ trackingArea: NSTrackingArea) { trackingAreas.removeAll { $0 === trackingArea } }
  public func layoutSubtreeIfNeeded() {}
  public func display() {}
  public func setNeedsDisplay(_ invalidRect: CGRect) { needsDisplay = true }
  public func convert(_ point: CGPoint, from view: NSView?) -> CGPoint { point }
  public func convert(_ point: CGPoint, to view: NSView?) -> CGPoint { point }
  public func convert(_ rect: CGRect, from view: NSView?) -> CGRect { rect }
  public func convert(_ rect: CGRect, to view: NSView?) -> CGRect { rect }
  public func addConstraint(_ constraint: NSLayoutConstraint) {}
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {}
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
  public func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
  public func setContentCompressionResistancePriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) {}
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public static let frameDidChangeNotification = Notification.Name("NSViewFrameDidChangeNotification")
  public static let boundsDidChangeNotification = Notification.Name("NSViewBoundsDidChangeNotification")
}
extension NSLayoutConstraint {
  public typealias Priority = UILayoutPriority
  public typealias Orientation = Axis
}
public enum NSFocusRingType: UInt, Sendable { case `default`, none, exterior }

/// Where a view wants mouse-moved and entered/exited events: kept.
open class NSTrackingArea: NSObject {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mouseEnteredAndExited = Options(rawValue: 0x01)
    public static let mouseMoved = Options(rawValue: 0x02)
    public static let cursorUpdate = Options(rawValue: 0x04)
    public static let activeWhenFirstResponder = Options(rawValue: 0x10)
    public static let activeInKeyWindow = Options(rawValue: 0x20)
    public static let activeInActiveApp = Options(rawValue: 0x40)
    public static let activeAlways = Options(rawValue: 0x80)
    public static let assumeInside = Options(rawValue: 0x100)
    public static let inVisibleRect = Options(rawValue: 0x200)
    public static let enabledDuringMouseDrag = Options(rawValue: 0x400)
  }
  public let rect: CGRect
  public let options: Options
  public weak var owner: AnyObject?
  public let userInfo: [AnyHashable: Any]?
  public init(rect: CGRect, options: Options, owner: Any?, userInfo: [AnyHashable: Any]?) {
    self.rect = rect
    self.options = options
    self.owner = owner as AnyObject?
    self.userInfo = userInfo
  }
}

/// An AppKit view controller: the base of what representables wrap.
open class NSViewController: NSResponder {
  public var view: NSView = NSView()
  public var title: String?
  public var preferredContentSize: CGSize = .zero
  public var representedObject: Any?
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}
  open func viewWillLayout() {}
  open func viewDidLayout() {}
  public func addChild(_ childViewController: NSViewController) {}
  public func removeFromParent() {}
  public func presentAsSheet(_ viewController: NSViewController) {}
  public func dismiss(_ viewController: NSViewController) {}
}

/// An edge of a rectangle, as popovers and share pickers name the side they
/// open on.
public enum NSRectEdge: UInt, Sendable { case minX = 0, minY = 1, maxX = 2, maxY = 3 }

/// The trackpad's haptic feedback: a figure has no trackpad, so nothing is
/// felt.
public final class NSHapticFeedbackManager: Sendable {
  public enum FeedbackPattern: Int, Sendable { case generic, alignment, levelChange }
  public enum PerformanceTime: UInt, Sendable { case `default`, now, drawCompleted }
  public static var defaultPerformer: any NSHapticFeedbackPerformer { Performer() }
  private struct Performer: NSHapticFeedbackPerformer {
    func perform(_ pattern: FeedbackPattern, performanceTime: PerformanceTime) {}
  }
}
public protocol NSHapticFeedbackPerformer: Sendable {
  func perform(_ pattern: NSHapticFeedbackManager.FeedbackPattern, performanceTime: NSHapticFeedbackManager.PerformanceTime)
}

/// A sharing service (Mail, Messages, AirDrop): nothing is ever shared from
/// a figure, so performing reports that it cannot.
open class NSSharingService: NSObject, @unchecked Sendable {
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let composeEmail = Name("com.apple.share.Mail.compose")
    public static let composeMessage = Name("com.apple.messages.ShareExtension")
    public static let sendViaAirDrop = Name("com.apple.share.AirDrop.send")
    public static let addToSafariReadingList = Name("com.apple.share.System.add-to-safari-reading-list")
    public static let cloudSharing = Name("com.apple.share.CloudSharing")
  }
  public let title: String
  public var recipients: [String]?
  public var subject: String?
  public weak var delegate: (any NSSharingServiceDelegate)?
  public init?(named serviceName: Name) { title = serviceName.rawValue }
  public init(title: String, image: NSImage, alternateImage: NSImage?, handler block: @escaping () -> Void) {
    self.title = title
  }
  open func canPerform(withItems items: [Any]?) -> Bool { false }
  open func perform(withItems items: [Any]) {}
  public static func sharingServices(forItems items: [Any]) -> [NSSharingService] { [] }
}
public protocol NSSharingServiceDelegate: AnyObject {}

/// The Share menu: never shown in a figure.
open class NSSharingServicePicker: NSObject, @unchecked Sendable {
  public let items: [Any]
  public weak var delegate: (any NSSharingServicePickerDelegate)?
  public init(items: [Any]) { self.items = items }
  open func show(relativeTo rect: NSRect, of view: NSView, preferredEdge: NSRectEdge) {}
  open func close() {}
}
public protocol NSSharingServicePickerDelegate: AnyObject {}

/// A popover, as a menu bar app shows its SwiftUI content in one from a
/// status item: kept, never shown in a figure (a preview draws the
/// content view itself).
open class NSPopover: NSResponder {
  public enum Behavior: Int, Sendable { case applicationDefined, transient, semitransient }
  public var contentSize: NSSize = .zero
  public var behavior = Behavior.applicationDefined
  public var animates = true
  public var contentViewController: NSViewController?
  public weak var delegate: (any NSPopoverDelegate)?
  /// Whether it is showing: after `show`, until it is closed.
  public private(set) var isShown = false
  public var isDetached: Bool { false }
  public override init() { super.init() }
  open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {
    isShown = true
  }
  open func performClose(_ sender: Any?) { isShown = false }
  open func close() { isShown = false }
}
public protocol NSPopoverDelegate: AnyObject {}
#endif

#if os(Linux)
// MARK: NSBezierPath's spellings, text measuring, key-value observing

extension UIBezierPath {
  /// A Mac rounded rectangle: corners of `xRadius` (circular, as AppKit
  /// draws them).
  public convenience init(roundedRect rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    self.init()
    path = Path(roundedRect: rect, cornerSize: CGSize(width: xRadius, height: yRadius), style: .circular)
  }
  public func line(to point: CGPoint) { addLine(to: point) }
  public func curve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    addCurve(to: end, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }
  public func appendRect(_ rect: CGRect) { path.addRect(rect) }
  public func appendOval(in rect: CGRect) { path.addEllipse(in: rect) }
  public func appendRoundedRect(_ rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: xRadius, height: yRadius))
  }
  public func transform(using transform: AffineTransform) {}
  public var elementCount: Int { 0 }
}
#endif

/// An AppleScript (Foundation on the Mac): compiles nothing and runs
/// nothing on Linux, where there is no Open Scripting Architecture. Running
/// one fails: the error dictionary says so, under Apple's keys.
open class NSAppleScript: NSObject, @unchecked Sendable {
  public static let errorMessage = "NSAppleScriptErrorMessage"
  public static let errorNumber = "NSAppleScriptErrorNumber"
  public static let errorBriefMessage = "NSAppleScriptErrorBriefMessage"
  public let source: String?
  public var isCompiled: Bool { false }
  public init?(source: String) { self.source = source }
  public init?(contentsOf url: URL, error errorInfo: UnsafeMutablePointer<NSDictionary?>?) {
    self.source = try? String(contentsOf: url, encoding: .utf8)
    if source == nil { return nil }
  }
  @discardableResult
  open func compileAndReturnError(_ errorInfo: UnsafeMutablePointer<NSDictionary?>?) -> Bool {
    errorInfo?.pointee = Self.unsupported
    return false
  }
  @discardableResult
  open func executeAndReturnError(_ errorInfo: UnsafeMutablePointer<NSDictionary?>?) -> NSAppleEventDescriptor {
    errorInfo?.pointee = Self.unsupported
    return NSAppleEventDescriptor.null()
  }
  private static var unsupported: NSDictionary {
    [
      errorMessage: "AppleScript does not run on Linux (Plumb has no Open Scripting Architecture)",
      errorNumber: -1750, errorBriefMessage: "AppleScript is not supported",
    ] as NSDictionary
  }
}

/// An Apple event's value: empty here (no script runs).
open class NSAppleEventDescriptor: NSObject, @unchecked Sendable {
  public static func null() -> NSAppleEventDescriptor { NSAppleEventDescriptor() }
  public init(string: String) { stringValue = string }
  public init(boolean: Bool) { booleanValue = boolean }
  public init(int32: Int32) { int32Value = int32 }
  public override init() {}
  public private(set) var stringValue: String?
  public private(set) var booleanValue = false
  public private(set) var int32Value: Int32 = 0
  public var doubleValue: Double { Double(int32Value) }
  public var numberOfItems: Int { 0 }
  public func atIndex(_ index: Int) -> NSAppleEventDescriptor? { nil }
}
