// `import SwiftUI` on Linux: this module exists so that an app's view files
// build unchanged in a Linux test or figures target. It re-exports Plumb,
// which re-exports Foundation and Observation, as Apple's SwiftUI does.
//
// Depend on it only on Linux, so that on Apple platforms Apple's SwiftUI is
// the one imported:
//
//     .product(name: "SwiftUI", package: "Plumb", condition: .when(platforms: [.linux]))
#if os(Linux)
  @_exported import Plumb
#endif
