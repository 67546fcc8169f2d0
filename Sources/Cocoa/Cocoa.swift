// `import Cocoa` on Linux: AppKit's stand-ins with Foundation, as the Mac's
// umbrella module gives them. Declared on Linux only (Package.swift).
@_exported import AppKit
@_exported import Foundation
