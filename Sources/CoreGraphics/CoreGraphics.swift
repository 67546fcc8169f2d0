// `import CoreGraphics` on Linux, where Core Graphics does not exist:
// Foundation carries `CGFloat`, `CGPoint`, `CGSize` and `CGRect` there, and
// Plumb the rest SwiftUI files use (`CGAffineTransform`, `CGPath`,
// `CGLineCap`, `CGColor`). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
@_exported import Plumb
