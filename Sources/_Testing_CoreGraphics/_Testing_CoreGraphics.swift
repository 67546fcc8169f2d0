// Swift Testing's cross-import overlay for CoreGraphics, empty. The toolchain's
// Testing module declares one (Testing.swiftcrossimport/CoreGraphics.swiftoverlay):
// a file that imports both Testing and a module named CoreGraphics makes the
// compiler load `_Testing_CoreGraphics`, which exists only on Apple platforms. Plumb's
// CoreGraphics module on Linux would make every test file that imports SwiftUI and
// Testing fail with "no such module '_Testing_CoreGraphics'", so this empty module is
// built beside it (Package.swift). Swift Testing's attachments of CoreGraphics
// images, which the real overlay adds, do not exist on Linux.
