// `import ImageIO` on Linux: image files opened as Core Graphics images
// (Apple's Landmarks tutorial loads its photos so). A source opens any
// file that exists; its image has the file's size when it is a PNG (Plumb
// decodes no pixels for app code, so it draws as a missing image would,
// docs/deviations.md). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
@_exported import CoreGraphics

/// An image file (or data) opened for reading.
public final class CGImageSource: @unchecked Sendable {
  let url: URL?
  let data: Data?
  init(url: URL?, data: Data?) {
    self.url = url
    self.data = data
  }

  /// The image's size in pixels: a PNG's header, else unknown (0 × 0).
  var pixelSize: CGSize {
    if let url { return ImageCatalog.pngSize(at: url) ?? .zero }
    return data.flatMap(ImageCatalog.pngSize(of:)) ?? .zero
  }
}

/// The file at `url`, or nil when there is none.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard let path = (url as URL).path.removingPercentEncoding ?? Optional((url as URL).path),
    FileManager.default.fileExists(atPath: path)
  else { return nil }
  return CGImageSource(url: url as URL, data: nil)
}
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  data.length == 0 ? nil : CGImageSource(url: nil, data: data as Data)
}
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 1 }
public func CGImageSourceGetType(_ source: CGImageSource) -> String? { nil }
/// The image at `index` (only 0 exists).
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  guard index == 0 else { return nil }
  let size = source.pixelSize
  return CGImage(width: Int(size.width), height: Int(size.height))
}
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CGImage?
{ CGImageSourceCreateImageAtIndex(source, index, options) }
/// The image's properties: its pixel size, when known.
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CFDictionary?
{
  let size = source.pixelSize
  guard index == 0, size != .zero else { return nil }
  return [kCGImagePropertyPixelWidth: Int(size.width), kCGImagePropertyPixelHeight: Int(size.height)] as NSDictionary
}

public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceDecodeRequest: CFString = "kCGImageSourceDecodeRequest"
public let kCGImageSourceDecodeToHDR: CFString = "kCGImageSourceDecodeToHDR"
public let kCGImageSourceDecodeToSDR: CFString = "kCGImageSourceDecodeToSDR"
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
