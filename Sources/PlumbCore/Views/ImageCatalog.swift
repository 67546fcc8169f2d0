import Foundation

/// Finds images by name (`name.png`, `name.jpg`) in a list of folders, then
/// in the asset catalogs (`*.xcassets`) of the package in the current
/// directory, and reads their pixel size from the PNG or JPEG header,
/// without decoding.
public struct ImageCatalog: Sendable {
  public var folders: [URL]
  /// Whether names not found in `folders` are looked up in the asset
  /// catalogs under the current directory (when it holds a package or an
  /// Xcode project).
  public var searchesAssetCatalogs: Bool

  public init(folders: [URL], searchesAssetCatalogs: Bool = true) {
    self.folders = folders
    self.searchesAssetCatalogs = searchesAssetCatalogs
  }

  /// `Fixtures/images` under the current directory.
  public static var standard: ImageCatalog {
    ImageCatalog(folders: [URL(fileURLWithPath: "Fixtures/images")])
  }

  var searchDescription: String {
    (folders.map(\.path) + (searchesAssetCatalogs ? ["the package's asset catalogs"] : [])).joined(separator: ", ")
  }

  /// Why an asset catalog could not give `name`: its image set holds no
  /// PNG. Nil when there is no such image set.
  package func unreadableAsset(named name: String) -> String? {
    guard searchesAssetCatalogs else { return nil }
    return DiscoveredAssets.catalogs().lazy.compactMap { $0.unreadableImages[name] }.first
  }

  /// The size in points of the image `name` in the standard catalog
  /// (`Fixtures/images`, the package's asset catalogs), or nil where there
  /// is none: what a SpriteKit texture made by name measures.
  package static func pointSize(named name: String) -> CGSize? {
    let found = ImageCatalog.standard.reference(named: name)
    return found.url == nil ? nil : found.pixelSize
  }

  /// `name@3x.png`, `name@2x.png` or `name.png` (or `.jpg`, `.jpeg`), as
  /// an iOS asset catalog resolves them: the size in points is the pixel
  /// size over the scale.
  func reference(named name: String) -> ImageReference {
    var base = name
    for ext in Self.extensions where name.lowercased().hasSuffix("." + ext) {
      base = String(name.dropLast(ext.count + 1))
    }
    for folder in folders {
      for scale in [3, 2, 1] {
        for ext in Self.extensions {
          let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
          let url = folder.appendingPathComponent(file)
          if let size = Self.imageSize(at: url) {
            let s = CGFloat(scale)
            return ImageReference(name: name, url: url, pixelSize: CGSize(width: size.width / s, height: size.height / s))
          }
        }
      }
    }
    if searchesAssetCatalogs {
      for catalog in DiscoveredAssets.catalogs() {
        for (scale, url) in catalog.images[name] ?? [] {
          if let size = Self.imageSize(at: url) {
            let s = CGFloat(scale)
            return ImageReference(name: name, url: url, pixelSize: CGSize(width: size.width / s, height: size.height / s))
          }
        }
      }
    }
    return ImageReference(name: name, url: nil, pixelSize: .zero)
  }

  /// The file types drawn: PNG and JPEG.
  static let extensions = ["png", "jpg", "jpeg"]

  /// Width and height from a PNG's or a JPEG's header, or nil if the file
  /// is neither. A JPEG's segments are walked by seeking past each: the
  /// frame header may follow large metadata (EXIF, ICC profiles), which is
  /// not read.
  package static func imageSize(at url: URL) -> CGSize? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 24) else { return nil }
    if let size = pngSize(of: head) { return size }
    return jpegSize { offset, count in
      guard (try? handle.seek(toOffset: UInt64(offset))) != nil else { return [] }
      return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
    }
  }

  /// Width and height from JPEG bytes' frame header, or nil.
  package static func jpegSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    return jpegSize { offset, count in
      offset < bytes.count ? Array(bytes[offset..<min(offset + count, bytes.count)]) : []
    }
  }

  /// Width and height from a JPEG's frame header (SOF0 to SOF15, not the
  /// DHT, JPG and DAC markers that share the range), reading `count` bytes
  /// at an offset with `read` (fewer at the end), or nil if the bytes are
  /// not a JPEG or end before the frame header.
  static func jpegSize(read: (_ offset: Int, _ count: Int) -> [UInt8]) -> CGSize? {
    guard read(0, 2) == [0xFF, 0xD8] else { return nil }
    var i = 2
    while true {
      let marker = read(i, 4)
      guard marker.count == 4 else { return nil }
      // Stray bytes between segments, which libjpeg skips with a warning.
      guard marker[0] == 0xFF else { i += 1; continue }
      let code = marker[1]
      if code == 0xFF { i += 1; continue }  // fill byte
      if code == 0x01 || (0xD0...0xD9).contains(code) { i += 2; continue }  // no length
      let length = Int(marker[2]) << 8 | Int(marker[3])
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(code) && ![0xC4, 0xC8, 0xCC].contains(code) {
        let frame = read(i + 5, 4)
        guard frame.count == 4 else { return nil }
        let height = Int(frame[0]) << 8 | Int(frame[1]), width = Int(frame[2]) << 8 | Int(frame[3])
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
      }
      i += 2 + length
    }
  }

  /// Width and height from a PNG's IHDR chunk, or nil if not a PNG.
  package static func pngSize(at url: URL) -> CGSize? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 24) else { return nil }
    return pngSize(of: data)
  }

  /// Width and height from PNG bytes' IHDR chunk, or nil if not a PNG.
  package static func pngSize(of data: Data) -> CGSize? {
    guard data.count >= 24 else { return nil }
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return CGSize(width: be32(16), height: be32(20))
  }
}
