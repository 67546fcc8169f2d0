// `import SwiftUI` on Linux: this module exists only where Apple's does not
// (Package.swift declares it on Linux alone), and re-exports Plumb, so an
// app's view files build unchanged in a Linux test target. On Apple
// platforms the real SwiftUI wins and this target is not part of the
// package. See docs/sharing-views.md.
@_exported import Plumb
@_exported import SwiftUICore
// URLSession and URLRequest: on Apple platforms `import SwiftUI` brings all
// of Foundation, networking included; on Linux that part is its own module.
@_exported import FoundationNetworking
// XMLParser (RSS readers): Apple's Foundation holds it; on Linux it is
// FoundationXML, over libxml2, which the Swift toolchain already needs.
@_exported import FoundationXML
// `FetchRequest` and `FetchedResults` are SwiftUI's on Apple platforms (a
// view names `FetchedResults<Item>` with `import SwiftUI` alone); here they
// live with Plumb's Core Data, which this re-exports.
@_exported import CoreData
@_exported import UIKit
// On watchOS `import SwiftUI` brings WatchKit's names (`WKInterfaceDevice`).
@_exported import WatchKit
// Apple's SwiftUI brings ImageIO's functions too (its sample code calls
// `CGImageSourceCreateWithURL` with `import SwiftUI` alone).
@_exported import ImageIO
// simd's vectors, matrices and quaternions (`simd_float4x4`, `simd_quatf`,
// `matrix_identity_float4x4`): Apple's visionOS samples name them with
// `import SwiftUI` alone.
@_exported import simd
// `healthDataAccessRequest`, which Apple's SwiftUI and HealthKit overlay
// gives a file importing both (HealthKit's names stay behind its import).
@_exported import _HealthKit_SwiftUI
