// `import MobileCoreServices` on Linux: the uniform type identifiers
// before `UniformTypeIdentifiers` (iOS 14), as image pickers and drop
// handlers still name them (`[kUTTypeImage as String]`). Core Foundation's
// strings are Swift strings here. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public let kUTTypeItem = "public.item"
public let kUTTypeContent = "public.content"
public let kUTTypeData = "public.data"
public let kUTTypeText = "public.text"
public let kUTTypePlainText = "public.plain-text"
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
public let kUTTypeURL = "public.url"
public let kUTTypeFileURL = "public.file-url"
public let kUTTypeImage = "public.image"
public let kUTTypeJPEG = "public.jpeg"
public let kUTTypePNG = "public.png"
public let kUTTypeGIF = "com.compuserve.gif"
public let kUTTypeMovie = "public.movie"
public let kUTTypeVideo = "public.video"
public let kUTTypeAudio = "public.audio"
public let kUTTypeMPEG4 = "public.mpeg-4"
public let kUTTypeQuickTimeMovie = "com.apple.quicktime-movie"
public let kUTTypePDF = "com.adobe.pdf"
public let kUTTypeJSON = "public.json"
public let kUTTypeFolder = "public.folder"
public let kUTTypeDirectory = "public.directory"
public let kUTTypeVCard = "public.vcard"
