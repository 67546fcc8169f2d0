// `SwiftUICore` on Linux: since iOS 18, SwiftUI's core types live in a
// module of that name, which `SwiftUI` re-exports, and code may qualify
// them (`SwiftUICore.Font`). This module re-exports Plumb under that name.
// Declared on Linux only (Package.swift).
@_exported import Plumb
