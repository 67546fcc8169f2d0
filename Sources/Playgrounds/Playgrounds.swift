// `import Playgrounds` on Linux: Xcode 26's `#Playground { … }` blocks,
// which Xcode runs in its canvas to show values. Plumb runs none; a file
// holding them compiles (the block expands to nothing). Declared on Linux
// only (Package.swift).

/// A block of code Xcode's canvas runs and shows: nothing, in Plumb.
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@freestanding(declaration)
public macro Playground(_ name: String? = nil, body: @escaping @MainActor @Sendable () async throws -> Void) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")
