// Swift Testing's cross-import overlay for UIKit, empty. The toolchain's
// Testing module declares one (Testing.swiftcrossimport/UIKit.swiftoverlay):
// a file that imports both Testing and a module named UIKit makes the
// compiler load `_Testing_UIKit`, which exists only on Apple platforms. Plumb's
// UIKit module on Linux would make every test file that imports SwiftUI and
// Testing fail with "no such module '_Testing_UIKit'", so this empty module is
// built beside it (Package.swift). Swift Testing's attachments of UIKit
// images, which the real overlay adds, do not exist on Linux.
