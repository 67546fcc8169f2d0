import Foundation
import Synchronization

/// An Xcode asset catalog (`Assets.xcassets`) read from disk: its image
/// sets (PNG files at 1x, 2x, 3x) and color sets (light and dark), so an
/// app's `Image("Logo")` and `Color("Brand")` draw as in the app.
///
/// Folders that provide a namespace prefix their assets' names
/// (`Icons/Logo`), as Xcode does. Color components are read as Xcode writes
/// them: "0.345" (0…1), "88" (0…255) or "0x58"; Display P3 colors are drawn
/// as if sRGB (docs/deviations.md).
struct AssetCatalog: Sendable {
  /// Each image set's PNG and JPEG files with their scale, by asset name.
  var images: [String: [(scale: Int, url: URL)]] = [:]
  /// Image sets that hold neither (a PDF, SVG or HEIC): Plumb draws PNG
  /// and JPEG only, and says so when such an image is asked for.
  var unreadableImages: [String: String] = [:]
  var colors: [String: Color] = [:]

  init(url: URL) {
    walk(url, prefix: "")
  }

  private mutating func walk(_ folder: URL, prefix: String) {
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
    for entry in entries.sorted() {
      let url = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      let ext = url.pathExtension
      let name = prefix + url.deletingPathExtension().lastPathComponent
      switch ext {
      case "imageset":
        readImageSet(url, name: name)
      case "colorset":
        if let color = Self.readColorSet(url, name: name) { colors[name] = color }
      case "":
        let contents = Self.json(url.appendingPathComponent("Contents.json"))
        let properties = contents?["properties"] as? [String: Any]
        let namespace = properties?["provides-namespace"] as? Bool ?? false
        walk(url, prefix: namespace ? prefix + entry + "/" : prefix)
      default:
        continue  // app icons, symbol sets, data sets
      }
    }
  }

  private mutating func readImageSet(_ url: URL, name: String) {
    let entries = Self.json(url.appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]] ?? []
    var pngs: [(Int, URL)] = []
    var other: String?
    for entry in entries {
      guard let file = entry["filename"] as? String else { continue }
      // Light appearance only: a dark variant is not the default image.
      if entry["appearances"] != nil { continue }
      let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
      let fileURL = url.appendingPathComponent(file)
      if ImageCatalog.extensions.contains(fileURL.pathExtension.lowercased()) {
        pngs.append((scale, fileURL))
      } else {
        other = other ?? file
      }
    }
    if pngs.isEmpty {
      if let other { unreadableImages[name] = other }
    } else {
      images[name] = pngs.sorted { $0.0 > $1.0 }
    }
  }

  static func json(_ url: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// A color set's universal (or iPhone) color, with its dark appearance.
  static func readColorSet(_ url: URL, name: String) -> Color? {
    let entries = json(url.appendingPathComponent("Contents.json"))?["colors"] as? [[String: Any]] ?? []
    var light: RGBA?, dark: RGBA?
    for entry in entries {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      guard let rgba = rgba(entry["color"] as? [String: Any]) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.isEmpty {
        if light == nil || idiom == "iphone" { light = rgba }
      } else if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" })
      {
        dark = rgba
      }
    }
    guard let light else { return nil }
    return Color(light: light, dark: dark ?? light, name: name)
  }

  static func rgba(_ color: [String: Any]?) -> RGBA? {
    guard let color, let c = color["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      guard let raw = c[key] else { return nil }
      if let d = raw as? Double { return d }
      guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if s.lowercased().hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
      if s.contains(".") { return Double(s) }
      return Int(s).map { Double($0) / 255 }
    }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return RGBA(red: white, green: white, blue: white, alpha: alpha) }
    guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
    return RGBA(red: r, green: g, blue: b, alpha: alpha)
  }
}

/// The asset catalogs of the package in the current directory: every
/// `*.xcassets` folder under it (not in `.build`, `.git` or other hidden
/// folders), found once per directory and read once. A directory that
/// holds no `Package.swift` and no Xcode project is not searched.
enum DiscoveredAssets {
  private static let cache = Mutex<[String: [AssetCatalog]]>([:])

  static func catalogs(in root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> [AssetCatalog] {
    let key = root.standardizedFileURL.path
    if let found = cache.withLock({ $0[key] }) { return found }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let isProject = entries.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
    let found = isProject ? find(in: root, depth: 0).map { AssetCatalog(url: $0) } : []
    cache.withLock { $0[key] = found }
    return found
  }

  /// The folders of asset catalogs under `root`, in name order.
  static func find(in folder: URL, depth: Int) -> [URL] {
    guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    var found: [URL] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") && entry != "node_modules" && entry != "DerivedData" {
      let url = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      if url.pathExtension == "xcassets" {
        found.append(url)
      } else if url.pathExtension.isEmpty {
        found += find(in: url, depth: depth + 1)
      }
    }
    return found
  }
}
