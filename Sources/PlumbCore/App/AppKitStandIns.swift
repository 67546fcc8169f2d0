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
public typealias NSFont = UIFont
public typealias NSView = UIView
public typealias NSViewController = UIViewController
public typealias NSBezierPath = UIBezierPath
public typealias NSEdgeInsets = UIEdgeInsets
public typealias NSResponder = UIResponder

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
  nonisolated(unsafe) public static var current: NSAppearance? = NSAppearance(named: .aqua)
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
  public convenience init?(byReferencing url: URL) { self.init(contentsOfFile: url.path) }
  /// A blank image of a size, drawn into with `lockFocus()` on a Mac.
  public convenience init(size: CGSize) { self.init() }
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
    public init(paletteColors: [NSColor]) {}
    public init(hierarchicalColor: NSColor) {}
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(scale: .medium) }
    public func applying(_ configuration: SymbolConfiguration) -> SymbolConfiguration { self }
    public enum Scale: Int, Sendable { case small, medium, large }
  }
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
open class NSApplication: UIResponder, @unchecked Sendable {
  nonisolated(unsafe) public static let shared = NSApplication()
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
  public var applicationIconImage: NSImage! = NSImage(named: NSImage.applicationIconName)
  public var appearance: NSAppearance?
  public var effectiveAppearance: NSAppearance { appearance ?? NSAppearance(named: .aqua)! }
  public var activationPolicy: ActivationPolicy { .regular }
  public var delegate: (any NSApplicationDelegate)?
  public var dockTile: NSDockTile { NSDockTile() }
  public var currentEvent: NSEvent? { nil }
  @discardableResult public func setActivationPolicy(_ policy: ActivationPolicy) -> Bool { true }
  public func activate(ignoringOtherApps flag: Bool) {}
  public func activate() {}
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
nonisolated(unsafe) public var NSApp: NSApplication! = NSApplication.shared

/// The Dock's tile for the app: its badge is kept, never shown.
public final class NSDockTile: @unchecked Sendable {
  public var badgeLabel: String?
  public var contentView: NSView?
  public func display() {}
}

/// What a Mac app delegate conforms to: its methods are optional and never
/// called by Plumb.
public protocol NSApplicationDelegate: AnyObject {}

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
open class NSWindow: UIResponder, @unchecked Sendable {
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
  public var delegate: AnyObject?
  public init(
    contentRect: CGRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool
  ) {
    frame = contentRect
    styleMask = style
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
  public func makeMain() {}
  public func setFrame(_ frameRect: CGRect, display flag: Bool) { frame = frameRect }
  public func setFrame(_ frameRect: CGRect, display flag: Bool, animate: Bool) { frame = frameRect }
  public func setContentSize(_ size: CGSize) { frame.size = size }
  public func setFrameAutosaveName(_ name: String) -> Bool { true }
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
}

/// A window's toolbar: kept, never shown.
open class NSToolbar: NSObject {
  public enum DisplayMode: UInt, Sendable { case `default`, iconAndLabel, iconOnly, labelOnly }
  public var displayMode: DisplayMode = .default
  public var showsBaselineSeparator = true
  public var isVisible = true
  public init(identifier: String) {}
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
  /// A file's icon: a generic document in a figure.
  public func icon(forFile fullPath: String) -> NSImage { NSImage(named: "NSGenericDocument")! }
  public func icon(for contentType: Any) -> NSImage { NSImage(named: "NSGenericDocument")! }
  public func recycle(_ urls: [URL], completionHandler: (([URL: URL], (any Error)?) -> Void)? = nil) {}
  public var accessibilityDisplayShouldReduceMotion: Bool { false }
  public var accessibilityDisplayShouldReduceTransparency: Bool { false }
  public var accessibilityDisplayShouldIncreaseContrast: Bool { false }
  public static let didActivateApplicationNotification = Notification.Name(
    "NSWorkspaceDidActivateApplicationNotification")
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
  public static let general = NSPasteboard()
  public init(name: Name) {}
  init() {}
  private let storage = Mutex<[PasteboardType: String]>([:])
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
  @discardableResult public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool { true }
  @discardableResult public func writeObjects(_ objects: [Any]) -> Bool {
    if let s = objects.first as? String { setString(s, forType: .string) }
    return true
  }
  public func string(forType dataType: PasteboardType) -> String? { storage.withLock { $0[dataType] } }
  public func data(forType dataType: PasteboardType) -> Data? { string(forType: dataType).map { Data($0.utf8) } }
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
  public func popUp(positioning item: NSMenuItem?, at location: CGPoint, in view: NSView?) -> Bool { false }
}
open class NSMenuItem: NSObject {
  public var title: String
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
  public static func separator() -> NSMenuItem { NSMenuItem(title: "", action: nil, keyEquivalent: "") }
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
open class NSEvent: NSObject {
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
    case scrollWheel = 22
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
  public init?(named name: String) {}
  public init?(contentsOf url: URL, byReference: Bool) {}
  public var volume: Float = 1
  @discardableResult public func play() -> Bool { false }
  @discardableResult public func stop() -> Bool { false }
  public static func beep() {}
}
/// The system beep (`NSSound.beep()`'s C spelling).
public func NSBeep() {}

/// The screen: a 1440×900 display at 2×, its menu bar 24 tall.
public final class NSScreen: @unchecked Sendable {
  public static var main: NSScreen? { NSScreen() }
  public static var screens: [NSScreen] { [NSScreen()] }
  public var frame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 900) }
  public var visibleFrame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 876) }
  public var backingScaleFactor: CGFloat { 2 }
  public var localizedName: String { "Built-in Display" }
}
#endif
