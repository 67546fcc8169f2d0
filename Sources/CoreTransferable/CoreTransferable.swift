// `import CoreTransferable` on Linux: Plumb's `Transferable` and its
// representations, which SwiftUI's drag and drop, `ShareLink` and
// `PhotosPicker` name. Nothing is ever transferred in a figure. Declared on
// Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Plumb
