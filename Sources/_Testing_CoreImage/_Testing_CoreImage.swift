// Swift Testing's cross-import overlay for CoreImage, empty. The toolchain's
// Testing module declares one (Testing.swiftcrossimport/CoreImage.swiftoverlay):
// a file that imports both Testing and a module named CoreImage makes the
// compiler load `_Testing_CoreImage`, which exists only on Apple platforms, so a
// test file importing Plumb's CoreImage on Linux failed with "no such module
// '_Testing_CoreImage'". This empty module is built beside it (Package.swift).
// Swift Testing's attachments of CoreImage images, which the real overlay
// adds, do not exist on Linux.
