// `import _PhotosUI_SwiftUI`: on Apple platforms the cross-import overlay of
// PhotosUI and SwiftUI (`PhotosPicker`), which some files import by name.
// On Linux, PhotosUI holds it all; this module re-exports it.
@_exported import PhotosUI
