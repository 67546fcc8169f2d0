// `import CoreText` on Linux, where Core Text does not exist: the font
// manager apps call to register their bundled fonts, and a font's size and
// metrics. UIKit re-exports it, as UIKit's headers bring Core Text on iOS,
// so a view file importing SwiftUI alone reaches it. Plumb draws text with
// its pinned family (Inter), so fonts registered here are not drawn (a
// custom font falls back, as `Font.custom` does: docs/deviations.md), and a
// font's metrics are the ones layout gives text (`SystemFontMetrics`).
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

/// Where a registered font is visible.
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0, process = 1, persistent = 2, session = 3
  public static let user = CTFontManagerScope.persistent
}

/// Registers the fonts of a file for the app: not done on Linux (figures
/// draw the pinned family), so it reports failure with no error object.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }
public func CTFontManagerRegisterFontURLs(
  _ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool, _ registrationHandler: ((CFArray, Bool) -> Bool)?
) {}
/// Registers a loaded font: not done either, for the same reason.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  false
}
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  false
}
/// The scope a file's fonts were registered in: none were.
public func CTFontManagerGetScopeForURL(_ fontURL: CFURL) -> CTFontManagerScope { .none }
/// The PostScript names of the fonts a figure can draw: the pinned family's.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray { pinnedFontPostScriptNames as NSArray }
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray { ["Inter"] as NSArray }

// A font is UIKit's (`CTFont` is `UIFont`, toll-free bridged, in Plumb);
// its metrics are those layout gives text of its size (`SystemFontMetrics`:
// SF Pro's vertical metrics), with no line gap.
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
  UIFont(name: name, size: size > 0 ? size : 12) ?? UIFont.systemFont(ofSize: size > 0 ? size : 12)
}
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { SystemFontMetrics(size: font.pointSize).ascent }
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { SystemFontMetrics(size: font.pointSize).descent }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { SystemFontMetrics(size: font.pointSize).capHeight }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { SystemFontMetrics(size: font.pointSize).xHeight }
public func CTFontCopyPostScriptName(_ font: CTFont) -> String { font.fontName }
public func CTFontCopyFamilyName(_ font: CTFont) -> String { font.familyName }
/// The attribute key of a font in an attributed string.
public let kCTFontAttributeName = NSAttributedString.Key("NSFont")
