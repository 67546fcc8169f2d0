// `import UIKit` on Linux, where UIKit does not exist: the UIKit types
// SwiftUI view files use (colors, images, fonts, the screen, haptics,
// `UIBezierPath`, `UIViewRepresentable`…), which Plumb declares as
// stand-ins answering as an iPhone 15 and doing nothing where UIKit would
// act. `import SwiftUI` re-exports this module, as it re-exports UIKit on
// iOS, so `#if canImport(UIKit)` holds in a target that depends on SwiftUI.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Plumb
// UIKit's headers bring UserNotifications with them on iOS: a view file
// importing SwiftUI alone reaches `UNUserNotificationCenter`.
@_exported import UserNotifications
// And Core Text (`CTFontManagerRegisterFontsForURL` for bundled fonts).
@_exported import CoreText

/// The types `#colorLiteral(…)` and `#imageLiteral(…)` make where nothing
/// else says, as UIKit declares them: `static let shadow = #colorLiteral(red: 0,
/// green: 0, blue: 0, alpha: 0.2)` is a `UIColor`.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
