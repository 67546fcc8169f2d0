// `import Cocoa` on Linux: AppKit's stand-ins with Foundation, as the Mac's
// umbrella module gives them. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import AppKit
@_exported import Foundation
