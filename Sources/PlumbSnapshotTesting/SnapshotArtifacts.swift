import Foundation
import Plumb
import Synchronization
#if canImport(Testing)
  import Testing
#endif

/// Where failed image snapshots leave their evidence: `SNAPSHOT_ARTIFACTS`,
/// else `.build/snapshot-artifacts` under the current directory, in a folder
/// named after the test: `reference.png`, `actual.png`, `difference.png`
/// (changed pixels in red over a dimmed reference) and `comparison.png`
/// (the three side by side).
public enum SnapshotArtifacts {
  public static var folder: URL {
    if let folderOverride { return folderOverride }
    return URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts",
      isDirectory: true)
  }

  /// Overrides the folder for the current task (tests of this module).
  @TaskLocal public static var folderOverride: URL?

  /// The test being asserted, set by `assertSnapshot`.
  @TaskLocal static var currentName: String?

  private static let state = Mutex<String?>(nil)
  static var lastRenderError: String? {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  static func write(reference: PixelImage, actual: PixelImage, difference: PixelImage) -> [URL] {
    let name = currentName ?? testName() ?? "snapshot"
    let dir = folder.appendingPathComponent(sanitize(name), isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let images = [
        ("reference.png", reference), ("actual.png", actual), ("difference.png", difference),
        ("comparison.png", ImageDiff.composite([reference, actual, difference])),
      ]
      var urls: [URL] = []
      for (file, image) in images where image.width > 0 && image.height > 0 {
        let url = dir.appendingPathComponent(file)
        let data = try image.pngData()
        try data.write(to: url, options: .atomic)
        urls.append(url)
        #if canImport(Testing)
          if Test.current != nil {
            Attachment.record(Array(data), named: "\(sanitize(name))-\(file)")
          }
        #endif
      }
      return urls
    } catch {
      return []
    }
  }

  static func testName() -> String? {
    #if canImport(Testing)
      return Test.current?.name
    #else
      return nil
    #endif
  }

  static func sanitize(_ s: String) -> String {
    String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
  }
}
