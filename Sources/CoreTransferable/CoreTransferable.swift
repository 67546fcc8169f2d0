// `import CoreTransferable` on Linux: Plumb's `Transferable` and its
// representations, which SwiftUI's drag and drop, `ShareLink` and
// `PhotosPicker` name. Nothing is ever transferred in a figure. Declared on
// Linux only (Package.swift).
@_exported import Plumb
