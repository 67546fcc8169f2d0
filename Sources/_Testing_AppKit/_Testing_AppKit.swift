// Swift Testing's cross-import overlay for AppKit, empty. The toolchain's
// Testing module declares one (Testing.swiftcrossimport/AppKit.swiftoverlay):
// a file that imports both Testing and a module named AppKit makes the
// compiler load `_Testing_AppKit`, which exists only on Apple platforms, so a
// test file importing Plumb's AppKit on Linux failed with "no such module
// '_Testing_AppKit'". This empty module is built beside it (Package.swift).
// Swift Testing's attachments of AppKit images, which the real overlay
// adds, do not exist on Linux.
