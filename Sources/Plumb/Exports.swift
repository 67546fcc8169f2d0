// What `import SwiftUI` gives a file for free: Foundation (CGFloat, CGSize,
// CGRect, CGPoint, URL, Date, Locale…; CoreGraphics' geometry types live in
// Foundation on Linux) and Observation (`@Observable`), besides the views.
@_exported import Foundation
@_exported import Observation
@_exported import PlumbCore
// Linux's Foundation declares this formatter too, unavailable; the scoped
// import makes Plumb's the one a type annotation names.
@_exported import class PlumbCore.PersonNameComponentsFormatter
// Apple's Foundation holds URLSession and XMLParser; Linux's keeps them in
// modules of their own, so a view model's `URLSession.shared.data(from:)`
// needs these to compile beside `import Plumb`.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif
