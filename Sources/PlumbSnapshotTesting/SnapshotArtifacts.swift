import Foundation
import Plumb
#if canImport(Testing)
  import Testing
#endif

/// Where failed snapshots leave their evidence — one place, the one
/// swift-snapshot-testing already uses: `$SNAPSHOT_ARTIFACTS` (default: the
/// system's temporary folder), then the test file's name. There the library
/// writes the failing snapshot as `<testName>.<identifier>.<ext>`, and Plumb
/// adds, for an image, a folder of the same name holding `reference.png`,
/// `actual.png`, `difference.png` (changed pixels in red over a dimmed
/// reference) and `comparison.png` (the three side by side). Each assertion
/// has its own name (see `SnapshotIdentity`), so two assertions never
/// overwrite each other's files; every failure message lists its own.
public enum SnapshotArtifacts {
  /// The root folder: `SNAPSHOT_ARTIFACTS`, else the temporary folder.
  public static var folder: URL {
    if let folderOverride { return folderOverride }
    let env = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
    return URL(fileURLWithPath: env ?? NSTemporaryDirectory(), isDirectory: true)
  }

  /// Overrides the root folder for the current task (tests of this module).
  @TaskLocal public static var folderOverride: URL?

  /// The assertion being verified, set by Plumb's `verifySnapshot`.
  @TaskLocal static var current: SnapshotIdentity?

  /// The folder for the current assertion's images.
  static func assertionFolder() -> URL {
    let identity = current ?? SnapshotIdentity(fileName: "Snapshots", testName: testName() ?? "snapshot", identifier: "1")
    return folder.appendingPathComponent(identity.fileName, isDirectory: true)
      .appendingPathComponent(identity.artifactName, isDirectory: true)
  }

  static func write(reference: PixelImage, actual: PixelImage, difference: PixelImage) -> [URL] {
    let dir = assertionFolder()
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
            Attachment.record(Array(data), named: "\(dir.lastPathComponent)-\(file)")
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
}
