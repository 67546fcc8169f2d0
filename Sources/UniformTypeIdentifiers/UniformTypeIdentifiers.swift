// `import UniformTypeIdentifiers` on Linux: Plumb's `UTType`, what file
// importers, exporters and drop destinations name. swift-custom-dump tests
// `canImport(UniformTypeIdentifiers)` and then reads `UTType.identifier`,
// which Plumb's has. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Plumb
