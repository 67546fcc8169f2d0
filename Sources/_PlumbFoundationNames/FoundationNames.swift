// The names Apple's Foundation gives a file beyond Linux's: Combine's
// ObservableObject and Published (Foundation declares them as typealiases)
// and Observation's `@Observable` (Apple's Landmarks tutorial declares its
// model with `import Foundation` alone), so a model that imports
// Foundation and a framework, and neither SwiftUI nor Combine, compiles.
// Foundation cannot be extended here, so every framework stand-in
// re-exports this module, and this module re-exports Foundation itself, as
// each of Apple's frameworks does (`import CoreLocation` alone names
// `NSObject`). Declared on Linux only (Package.swift).
@_exported import Foundation
@_exported import protocol PlumbCore.ObservableObject
@_exported import struct PlumbCore.Published
@_exported import Observation
