// `import Combine` on Linux, where Combine does not exist: view models
// written for SwiftUI import it for ObservableObject, @Published and
// AnyCancellable. This module re-exports Plumb, which declares those and
// the common operators as types that compile and never publish (a still
// image has one frame). Declared on Linux only (Package.swift).
@_exported import Plumb
