// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "Plumb", targets: ["Plumb"]),
    .library(name: "PlumbCore", targets: ["PlumbCore"]),
    .library(name: "PlumbFigures", targets: ["PlumbFigures"]),
    .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    // Inline snapshots need swift-syntax: a product of their own, so the
    // other products never build it.
    .library(name: "PlumbInlineSnapshotTesting", targets: ["PlumbInlineSnapshotTesting"]),
    // `swift package plumb-previews --target <name>`: a target's previews as PNGs.
    .plugin(name: "PlumbPreviews", targets: ["PlumbPreviews"]),
    // Xcode's generated asset symbols (`Color.ember`, `Image(.robot)`) for a
    // target with an asset catalog.
    .plugin(name: "PlumbAssetSymbols", targets: ["PlumbAssetSymbols"]),
    // Every file of a target gets the names Apple's Foundation brings
    // (`ObservableObject`, `@Observable`): for model files that import
    // Foundation alone.
    .plugin(name: "PlumbFoundationNames", targets: ["PlumbFoundationNames"]),
    .executable(name: "plumb-gallery", targets: ["plumb-gallery"]),
    .executable(name: "plumb-bench", targets: ["plumb-bench"]),
    .executable(name: "plumb-fuzz", targets: ["plumb-fuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The DSL and the solver: pure Swift + Foundation, no C.
    .target(name: "PlumbCore", dependencies: ["PlumbMacros"]),
    // `#Preview` and `@Previewable`: a compiler plugin that speaks the
    // plugin protocol itself, so no package using Plumb builds swift-syntax.
    .macro(name: "PlumbMacros"),
    .executableTarget(name: "plumb-asset-symbols"),
    .plugin(name: "PlumbAssetSymbols", capability: .buildTool(), dependencies: ["plumb-asset-symbols"]),
    .plugin(name: "PlumbFoundationNames", capability: .buildTool()),
    .plugin(
      name: "PlumbPreviews",
      capability: .command(
        intent: .custom(verb: "plumb-previews", description: "Render a target's #Preview blocks to PNG files"))),
    // Cairo and fontconfig from their headers (Debian: libcairo2-dev), Pango
    // declared in Sources/CCairo/shim.h and linked by its module map
    // (libpango1.0-dev). The pkg-config name is `cairo`, not `pangocairo`:
    // pangocairo's cflags carry `-pthread` (pango -> gio-2.0 ->
    // gmodule-no-export-2.0), which SwiftPM drops with "warning: prohibited
    // flag(s): -pthread" on every build of Plumb and of every package using
    // it; cairo's do not. See shim.h.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
    ),
    // JPEG images (a third of the images in the asset catalogs of the
    // projects we read) decoded with libjpeg (Debian: libjpeg-dev), whose
    // errors need setjmp: a few lines of C.
    .target(name: "CPlumbJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
    // What users import: PlumbCore re-exported, plus ImageRenderer.
    .target(name: "Plumb", dependencies: ["PlumbCore", "CCairo", "CPlumbJPEG"]),
    // Snapshot strategies for swift-snapshot-testing: PNG, SVG, layout dump.
    .target(
      name: "PlumbSnapshotTesting",
      dependencies: [
        "Plumb",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .target(
      name: "PlumbInlineSnapshotTesting",
      dependencies: [
        "PlumbSnapshotTesting",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The seed figures as views, shared by the gallery command and tests.
    .target(name: "PlumbGallery", dependencies: ["PlumbFigures"]),
    // FigureCatalog: a package's figures rendered by one command.
    .target(
      name: "PlumbFigures",
      dependencies: [
        "Plumb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "plumb-gallery", dependencies: ["PlumbFigures", "PlumbGallery"]),
    .executableTarget(name: "plumb-bench", dependencies: ["Plumb", "CCairo"]),
    // Random view trees in child processes: crashes, hangs and NaN frames.
    .executableTarget(name: "plumb-fuzz", dependencies: ["Plumb"]),
    .testTarget(name: "PlumbCoreTests", dependencies: ["PlumbCore"]),
    .testTarget(name: "PlumbTests", dependencies: ["Plumb", "CCairo", "PlumbFigures", "PlumbGallery", "plumb-asset-symbols"]),
    // Builds a new package that depends on this one, as a stranger would.
    .testTarget(name: "UserPackageTests"),
    .testTarget(name: "PlumbFiguresTests", dependencies: ["PlumbFigures", "PlumbGallery"]),
    .testTarget(
      name: "PlumbSnapshotTestingTests",
      dependencies: ["PlumbSnapshotTesting", "PlumbInlineSnapshotTesting", "PlumbGallery"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `import SwiftUI` on Linux: a module of that name that re-exports Plumb, so
// view files shared with an app build unchanged. Declared only on Linux:
// on Apple platforms the real SwiftUI must win.
//
// Other packages built beside it (swift-custom-dump, swift-snapshot-testing)
// test `canImport(SwiftUI)`, which is true or false depending on whether this
// module was built before them. Both ways compile: what they use of SwiftUI
// under that test, Plumb provides (SwiftUIImportTests checks it).
// What `make sanitize` builds ends here (see the end of this file).
let portableTargets = package.targets.count
let portableProducts = package.products.count
#if os(Linux)
// The other frameworks view files import beside SwiftUI, each a module of
// the same name holding what such files use of it, inert where the
// framework would act (nothing plays, loads, logs, notifies or is bought in
// a figure). The SwiftUI product builds them all, so a target depending on
// SwiftUI alone imports them, as on iOS. Where swift-custom-dump tests
// `canImport` of one (StoreKit, UserNotifications, Speech, UniformTypeIdentifiers),
// every type it then names is declared (FrameworkStandInTests). There is
// no Swift module named `OSLog` or `os`: swift-syntax calls `Logger` under
// `canImport(OSLog)` without importing it, and swift-argument-parser calls
// `os_unfair_lock` under `canImport(os)` (those are module maps instead,
// below).
let frameworkStandIns: [(name: String, dependencies: [Target.Dependency])] = [
  ("CoreGraphics", ["Plumb", "_Testing_CoreGraphics"]),
  // The font manager and a font's metrics; UIKit re-exports it, as on iOS.
  ("CoreText", ["Plumb"]),
  ("AudioToolbox", []),
  // Times and ranges (CMTime); AVFoundation re-exports it, as Apple's does.
  ("CoreMedia", []),
  ("AVFoundation", ["Plumb", "AudioToolbox", "CoreMedia"]),
  ("AVKit", ["AVFoundation", "Plumb", "UIKit"]),
  ("AVFAudio", ["AVFoundation"]),
  ("UniformTypeIdentifiers", ["Plumb"]),
  // The type identifiers before UniformTypeIdentifiers (`kUTTypeImage`).
  ("MobileCoreServices", []),
  ("StoreKit", ["Plumb"]),
  ("UserNotifications", []),
  ("Speech", ["AVFoundation"]),
  ("WebKit", ["Plumb"]),
  ("SafariServices", ["Plumb"]),
  ("CoreHaptics", []),
  ("MessageUI", ["Plumb"]),
  ("LocalAuthentication", []),
  ("CoreLocationUI", ["CoreLocation", "Plumb"]),
  ("CoreTransferable", ["Plumb"]),
  ("MediaAccessibility", []),
  ("AppIntents", ["Plumb", "PlumbMacros"]),
  ("Contacts", []),
  // `#Preview(as: .systemSmall) { … } timeline: { … }` is WidgetKit's macro.
  // Live Activities' attributes and lifecycle (none is ever started).
  ("ActivityKit", ["Plumb"]),
  ("WidgetKit", ["Plumb", "PlumbMacros", "ActivityKit", "AppIntents", "Intents"]),
  // Alarms and timers (iOS 26): described, never scheduled.
  ("AlarmKit", ["Plumb", "ActivityKit", "AppIntents"]),
  // A Mac view file's AppKit (colors, images, the app, the workspace);
  // `Cocoa` is AppKit with Foundation.
  ("AppKit", ["Plumb", "_Testing_AppKit"]),
  // Core Animation's layers and animations, kept and never run.
  ("QuartzCore", ["Plumb"]),
  // A Mac app's login item (`SMAppService.mainApp`), registered nowhere.
  ("ServiceManagement", ["Plumb"]),
  // iCloud containers, databases and records, with no account signed in.
  ("CloudKit", []),
  // A playground's live view (`PlaygroundPage.current.setLiveView(…)`), kept.
  ("PlaygroundSupport", ["Plumb"]),
  // Core Data's container, contexts and fetch requests with no store, and
  // SwiftUI's `@FetchRequest` (nothing is fetched).
  ("CoreData", ["Plumb"]),
  // A watch app's device and haptics.
  ("WatchKit", ["Plumb"]),
  // A fitness app's health store, types, units and workout sessions, with
  // no health data.
  ("HealthKit", []),
  // HealthKit beside SwiftUI: the authorization modifier (re-exported by
  // SwiftUI), and HealthKitUI's Activity rings view.
  ("_HealthKit_SwiftUI", ["Plumb", "HealthKit"]),
  ("HealthKitUI", ["Plumb", "HealthKit", "_HealthKit_SwiftUI"]),
  // Whether the app is online (`NWPathMonitor`): it is, over Wi-Fi.
  ("Network", []),
  // A calendar app's store, events and reminders, with no access.
  ("EventKit", ["Plumb"]),
  // Image files opened as CGImages (Landmarks' image store).
  ("ImageIO", ["CoreGraphics", "Plumb"]),
  // Motion sensors: none available, no readings.
  ("CoreMotion", []),
  // Seeded random sources and distributions (chart samples' data).
  ("GameplayKit", []),
  // SiriKit's intents and donations, with no Siri.
  ("Intents", ["Plumb"]),
  // Background refresh: handlers never launched, requests unavailable.
  ("BackgroundTasks", []),
  // Sign in with Apple (its button drawn) and web sign-in; nobody signs in.
  ("AuthenticationServices", ["Plumb"]),
  // File previews (a presentation) and the drawing canvas (a placeholder).
  ("QuickLook", ["Plumb"]),
  ("PencilKit", ["Plumb"]),
  // On-device translation and language tools, with no models installed.
  ("Translation", ["Plumb"]),
  ("NaturalLanguage", []),
  // Apple Intelligence's on-device model: none on Linux, so every request
  // throws; `@Generable` types, their content and partial forms are real.
  ("FoundationModels", ["PlumbMacros"]),
  // 2D games in a `SpriteView`: the scene's first frame drawn, no action
  // run, no physics stepped.
  ("SpriteKit", ["Plumb"]),
  // Hashes, HMACs and AES-GCM, computed (a Gravatar's MD5, a cache key's
  // SHA-256, a sealed file opened).
  ("CryptoKit", []),
  // The keychain, in memory: an item added in a process can be read back,
  // updated and deleted there; nothing is stored on disk.
  ("Security", ["Plumb"]),
  // Data frames read from CSV (Apple's chart samples load their data so).
  ("TabularData", []),
  // Now-playing information and remote commands kept, nothing played.
  ("MediaPlayer", ["Plumb", "AVFoundation"]),
  // Bluetooth devices with no radio (a manager's state is `.unsupported`),
  // a smart home with no hub (homes and rooms kept in memory), a phone with
  // no paired watch (messages fail as unreachable).
  ("CoreBluetooth", []),
  ("HomeKit", []),
  ("WatchConnectivity", []),
  // The overlay Xcode names when a file imports it explicitly
  // (`import _PhotosUI_SwiftUI`): PhotosUI's SwiftUI part, re-exported.
  ("_PhotosUI_SwiftUI", ["PhotosUI"]),
  // The tracking prompt (never shown: a request answers `.denied`) and the
  // advertising identifier (all zeros, as when tracking is denied).
  ("AppTrackingTransparency", []),
  ("AdSupport", []),
  // Link previews: no network, so fetching metadata fails and a link view
  // shows its URL's placeholder.
  ("LinkPresentation", ["Plumb"]),
  // Items indexed for system search, kept in memory for the process.
  ("CoreSpotlight", ["Plumb"]),
  // Documents opened for real (pages counted, nothing rendered), Apple Pay
  // and Wallet with no card (their buttons drawn), nearby peers that are
  // never there, and the contact and event pickers, never shown.
  ("PDFKit", ["Plumb"]),
  ("PassKit", ["Plumb"]),
  ("MultipeerConnectivity", ["Plumb"]),
  // SharePlay: no FaceTime call, so no group session ever starts.
  ("GroupActivities", ["Plumb", "AVFoundation"]),
  ("ContactsUI", ["Contacts", "Plumb"]),
  ("EventKitUI", ["EventKit", "Plumb"]),
  // Screen Time with no Screen Time: tokens, stores kept in memory, the
  // picker and reports as empty areas, authorization never given.
  ("ManagedSettings", ["Plumb"]),
  ("FamilyControls", ["ManagedSettings", "Plumb"]),
  ("DeviceActivity", ["ManagedSettings", "Plumb"]),
  // No JavaScript engine: scripts evaluate to undefined with an exception.
  ("JavaScriptCore", []),
  // File thumbnails: none generated.
  ("QuickLookThumbnailing", ["Plumb"]),
  // 3D scenes in a `SceneView`: the scene's values kept, its background
  // drawn, the 3D content not.
  ("SceneKit", ["Plumb"]),
  // Xcode 26's `#Playground { … }` blocks: compiled to nothing.
  ("Playgrounds", ["PlumbMacros"]),
  // Image analysis with no models: requests succeed and find nothing; the
  // live scanner and document camera are unsupported.
  ("Vision", ["Plumb", "CoreImage"]),
  ("VisionKit", ["Plumb", "Vision"]),
  // Game Center with nobody signed in.
  ("GameKit", ["Plumb", "GameplayKit"]),
  // Apple Music with no account, and weather with no service.
  ("MusicKit", ["Plumb"]),
  ("WeatherKit", ["Plumb", "CoreLocation"]),
  ("Cocoa", ["AppKit"]),
  // Vectors, matrices and quaternions as Apple's simd names them (the
  // vector types are the standard library's SIMD2/3/4): mesh gradients'
  // points and 3D math.
  ("simd", []),
  // Entities, components, meshes and materials that code can build and
  // read back; `RealityView` and `ARView` draw nothing (no renderer),
  // `Model3D` its placeholder. RealityKitContent is the package Xcode's
  // visionOS template adds to every project.
  // AR sessions with no camera: configurations unsupported, delegates
  // never called, anchors code adds kept.
  ("ARKit", ["Plumb", "SceneKit", "simd"]),
  ("RealityKit", ["Plumb", "UIKit", "simd", "AVFoundation", "ARKit"]),
  ("RealityKitContent", []),
]
// Apple's Foundation names Combine's ObservableObject and Published; every
// framework re-exports Foundation, so every stand-in re-exports those two
// names (a view model importing Foundation and MapKit alone compiles).
// simd is not built on Foundation; the cross-import overlays and a
// project's content bundle are not frameworks a file imports by name.
let withoutFoundationNames: Set<String> = ["simd", "RealityKitContent", "_HealthKit_SwiftUI", "_PhotosUI_SwiftUI"]
package.targets.append(.target(name: "_PlumbFoundationNames", dependencies: ["PlumbCore"]))
for framework in frameworkStandIns {
  package.products.append(.library(name: framework.name, targets: [framework.name]))
  let names: [Target.Dependency] = withoutFoundationNames.contains(framework.name) ? [] : ["_PlumbFoundationNames"]
  package.targets.append(.target(name: framework.name, dependencies: framework.dependencies + names))
}
// It depends on Combine too, so that a view model's `import Combine` builds
// in a package that asked for SwiftUI alone, as on Apple platforms.
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets.append(
  .target(
    name: "SwiftUI",
    dependencies: [
      "Plumb", "SwiftUICore", "UIKit", "Combine", "PhotosUI", "TipKit", "MapKit", "CoreLocation", "SwiftData", "Charts",
      "os", "OSLog", "CoreImage", "_Testing_CoreImage",
    ] + frameworkStandIns.map { .target(name: $0.name) }))
// `import os`, `import os.log` and `import OSLog`: module maps only (no C,
// nothing linked), which SwiftPM passes to the targets that depend on them
// and to no one else, so the packages that test `canImport(os)` or
// `canImport(OSLog)` (swift-syntax, swift-argument-parser) never see them,
// whatever the build order. `Logger`, `os_log` and `OSSignposter` are
// Plumb's, which a view file reaches through `import SwiftUI`.
package.targets.append(.systemLibrary(name: "os", path: "Sources/os"))
package.targets.append(.systemLibrary(name: "OSLog", path: "Sources/OSLog"))
// `import CoreImage.CIFilterBuiltins` likewise: a submodule, which only a
// module map can declare; `CIFilter` and the built-in filters are Plumb's.
package.targets.append(.systemLibrary(name: "CoreImage", path: "Sources/CoreImage"))
// `import UIKit` likewise: Plumb's UIKit stand-ins, which SwiftUI re-exports
// as it does on iOS. swift-custom-dump and swift-snapshot-testing test
// `canImport(UIKit)` (true or false by build order); what they then name is
// declared (UIKitStandInTests).
package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
package.targets.append(.target(name: "UIKit", dependencies: ["_PlumbFoundationNames", "Plumb", "_Testing_UIKit", "UserNotifications", "CoreText"]))
// Swift Testing declares cross-import overlays for UIKit, CoreGraphics,
// CoreImage and AppKit: a file importing Testing and one of those modules
// loads `_Testing_UIKit`, `_Testing_CoreGraphics`, `_Testing_CoreImage` or
// `_Testing_AppKit`, which only Apple platforms have. These empty modules
// of those names are built with the stand-ins (CoreImage's, a module map,
// with SwiftUI), so test files that import them and Testing compile.
package.targets.append(.target(name: "_Testing_UIKit"))
package.targets.append(.target(name: "_Testing_CoreGraphics"))
package.targets.append(.target(name: "_Testing_CoreImage"))
package.targets.append(.target(name: "_Testing_AppKit"))
// `SwiftUICore.Font`: iOS 18's core module, which SwiftUI re-exports.
package.targets.append(.target(name: "SwiftUICore", dependencies: ["Plumb"]))
// `import Combine` likewise: Plumb's ObservableObject, @Published and the
// common operators, which compile and never publish.
package.products.append(.library(name: "Combine", targets: ["Combine"]))
package.targets.append(.target(name: "Combine", dependencies: ["Plumb"]))
// `import PhotosUI` likewise: SwiftUI's PhotosPicker, drawn closed as its
// label; nothing is ever picked.
package.products.append(.library(name: "PhotosUI", targets: ["PhotosUI"]))
package.targets.append(.target(name: "PhotosUI", dependencies: ["_PlumbFoundationNames", "Plumb", "Photos"]))
// `import Photos`: the library, assets and image requests, with no photos.
package.products.append(.library(name: "Photos", targets: ["Photos"]))
package.targets.append(.target(name: "Photos", dependencies: ["_PlumbFoundationNames", "Plumb"]))
// `import TipKit` likewise: an inline TipView draws iOS's tip card; popover
// tips, rules and events are inert.
package.products.append(.library(name: "TipKit", targets: ["TipKit"]))
package.targets.append(.target(name: "TipKit", dependencies: ["_PlumbFoundationNames", "Plumb"]))
// `import MapKit` likewise: SwiftUI's `Map`, drawn as plain land (no map
// tiles); it re-exports CoreLocation, as Apple's does.
package.products.append(.library(name: "MapKit", targets: ["MapKit"]))
package.targets.append(.target(name: "MapKit", dependencies: ["_PlumbFoundationNames", "Plumb", "CoreLocation"]))
// `import CoreLocation` likewise: coordinates, locations, a manager that
// never updates and a geocoder that never answers. swift-custom-dump tests
// `canImport(CoreLocation)` (true or false by build order) and then extends
// the types it names, so every one of them is declared (CoreLocationTests).
package.products.append(.library(name: "CoreLocation", targets: ["CoreLocation"]))
package.targets.append(.target(name: "CoreLocation", dependencies: ["_PlumbFoundationNames", "Contacts"]))
// `import SwiftData` likewise: `@Model` classes, an in-memory container and
// `@Query`, so a figure shows what a preview inserted.
package.products.append(.library(name: "SwiftData", targets: ["SwiftData"]))
package.targets.append(.target(name: "SwiftData", dependencies: ["_PlumbFoundationNames", "Plumb"]))
// `import Charts` likewise: Swift Charts' marks drawn as a chart at rest,
// with default axes and legend; selection and scrolling inert.
package.products.append(.library(name: "Charts", targets: ["Charts"]))
package.targets.append(.target(name: "Charts", dependencies: ["_PlumbFoundationNames", "Plumb"]))
package.targets.append(
  .testTarget(
    name: "SwiftUIImportTests",
    dependencies: ["SwiftUI", "Combine", "PhotosUI", "TipKit", "MapKit", "SwiftData", "Charts", "PlumbSnapshotTesting"],
    exclude: ["__Snapshots__"])
)
#endif

// `make sanitize` runs the core's tests under AddressSanitizer: the solver's
// unsafe code is in PlumbCore, and the Linux stand-ins (about sixty modules,
// and SwiftUIImportTests) would double the build under the sanitizer for no
// unsafe code of theirs; so would the snapshot adapters, whose inline form
// builds swift-syntax. `PLUMB_SANITIZE_CORE` leaves them out: what remains is
// PlumbCore, Plumb, the figures and gallery, the tools, and their tests.
if Context.environment["PLUMB_SANITIZE_CORE"] != nil {
  package.targets.removeSubrange(portableTargets...)
  package.products.removeSubrange(portableProducts...)
  let adapters: Set = ["PlumbSnapshotTesting", "PlumbInlineSnapshotTesting", "PlumbSnapshotTestingTests"]
  package.targets.removeAll { adapters.contains($0.name) }
  package.products.removeAll { adapters.contains($0.name) }
}
