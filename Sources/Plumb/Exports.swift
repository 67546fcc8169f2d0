// What `import SwiftUI` gives a file for free: Foundation (CGFloat, CGSize,
// CGRect, CGPoint, URL, Date, Locale…; CoreGraphics' geometry types live in
// Foundation on Linux) and Observation (`@Observable`), besides the views.
@_exported import Foundation
@_exported import Observation
@_exported import PlumbCore
