// `import AppKit` on Linux, where AppKit does not exist: the AppKit names
// SwiftUI view files written for the Mac use (`NSColor`, `NSImage`,
// `NSApp`, `NSWorkspace`, `NSPasteboard`, `NSViewRepresentable`…), which
// Plumb declares as stand-ins (colors and images are UIKit's stand-ins
// under their Mac names) that do nothing where AppKit would act. The Mac's
// `import SwiftUI` re-exports AppKit; Plumb's re-exports these names too.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Plumb
