import Foundation
@testable @_spi(Internals) import PlumbSnapshotTesting
import Testing

func solid(_ w: Int, _ h: Int, _ p: PixelImage.Pixel = .init(r: 10, g: 20, b: 30, a: 255)) -> PixelImage {
  PixelImage(width: w, height: h, pixels: Array(repeating: p, count: w * h))
}

@MainActor @Suite struct ImageDiffTests {
  @Test func identicalImagesMatch() {
    let d = ImageDiff.compare(reference: solid(4, 3), actual: solid(4, 3))
    #expect(d.matches && d.differingPixels == 0 && d.boundingBox == nil)
  }

  @Test func oneChangedPixel() {
    var b = solid(5, 4)
    b[3, 2] = .init(r: 255, g: 0, b: 0, a: 255)
    let d = ImageDiff.compare(reference: solid(5, 4), actual: b)
    #expect(!d.matches)
    #expect(d.differingPixels == 1 && d.totalPixels == 20)
    #expect(d.boundingBox == CGRect(x: 3, y: 2, width: 1, height: 1))
    #expect(d.summary.hasPrefix("1 of 20 pixels differ (5.000%)"))
    #expect(d.summary.contains("changed region x 3…3, y 2…2"))
  }

  /// Precision allows a share of differing pixels: 1 of 20 is 5%.
  @Test func precisionBothWays() {
    var b = solid(5, 4)
    b[0, 0] = .init(r: 255, g: 255, b: 255, a: 255)
    #expect(ImageDiff.compare(reference: solid(5, 4), actual: b, precision: 0.95).matches)
    #expect(!ImageDiff.compare(reference: solid(5, 4), actual: b, precision: 0.96).matches)
  }

  /// Perceptual precision allows small color differences per pixel.
  @Test func perceptualPrecisionBothWays() {
    var b = solid(2, 2)
    b[1, 1] = .init(r: 11, g: 20, b: 30, a: 255)  // ΔE well under 1
    #expect(ImageDiff.compare(reference: solid(2, 2), actual: b, perceptualPrecision: 0.99).matches)
    #expect(!ImageDiff.compare(reference: solid(2, 2), actual: b, perceptualPrecision: 1).matches)
    b[1, 1] = .init(r: 200, g: 20, b: 30, a: 255)
    #expect(!ImageDiff.compare(reference: solid(2, 2), actual: b, perceptualPrecision: 0.9).matches)
  }

  @Test func sizeMismatchSaysBothSizes() {
    let d = ImageDiff.compare(reference: solid(4, 3), actual: solid(4, 5))
    #expect(!d.matches)
    #expect(d.summary == "Sizes differ: reference 4×3, actual 4×5 pixels.")
  }

  /// A failure writes the four images into a folder named after the test
  /// file and the assertion (`MyTests/feet.1`), and names them in the message.
  @Test func artifactsWrittenAndNamed() throws {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-artifacts-\(getpid())"))
    try? FileManager.default.removeItem(at: dir)
    var b = solid(3, 3)
    b[1, 1] = .init(r: 255, g: 0, b: 0, a: 255)
    let result = SnapshotArtifacts.$folderOverride.withValue(dir) {
      SnapshotArtifacts.$current.withValue(SnapshotIdentity(fileName: "MyTests", testName: "feet()", identifier: "1")) {
        Diffing<PixelImage>.pixels().diffV2(solid(3, 3), b)
      }
    }
    let message = try #require(result?.0)
    #expect(message.contains("1 of 9 pixels differ"))
    let folder = dir.appendingPathComponent("MyTests/feet.1")
    for file in ["reference.png", "actual.png", "difference.png", "comparison.png"] {
      #expect(message.contains(folder.appendingPathComponent(file).path))
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
    }
    let difference = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("difference.png")))
    #expect(difference[1, 1] == .init(r: 255, g: 0, b: 0, a: 255))
    #expect(difference[0, 0] != .init(r: 255, g: 0, b: 0, a: 255))
    let comparison = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("comparison.png")))
    #expect(comparison.width == 3 * 3 + 2 * 8)
  }

  /// Identical pixels pass even when the PNG bytes differ.
  @Test func pixelsNotBytes() throws {
    let img = solid(3, 3)
    let diffing = Diffing<PixelImage>.pixels()
    let roundTripped = diffing.fromData(diffing.toData(img))
    #expect(diffing.diffV2(img, roundTripped) == nil)
  }
}

@MainActor @Suite struct RecordModeTests {
  func tempDir(_ name: String) -> String {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-rec-\(name)-\(getpid())"))
    try? FileManager.default.removeItem(at: dir)
    return dir.path
  }

  var view: some View { Color.red.frame(width: 4, height: 4) }

  @Test func ciTurnsMissingIntoNever() {
    #expect(effectiveRecord(nil, environment: ["CI": "true"]) == .never)
    #expect(effectiveRecord(.all, environment: ["CI": "true"]) == .all)
    #expect(effectiveRecord(.failed, environment: ["CI": "1"]) == .failed)
  }

  /// With CI set, a missing reference fails and nothing is written.
  @Test func missingReferenceUnderCIFailsWithoutRecording() throws {
    let dir = tempDir("ci")
    let message = verifySnapshot(
      of: view, as: .png(scale: 1), named: "m", record: effectiveRecord(.missing, environment: ["CI": "true"]),
      snapshotDirectory: dir, testName: "ci")
    #expect(message?.contains("No reference was found on disk") == true)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: dir))?.isEmpty ?? true)
  }

  /// `.missing` records a missing reference; then the same view passes;
  /// a changed view fails under `.never` and is re-recorded under `.failed`
  /// and `.all`. Run as on a developer's machine (no `CI`), whatever
  /// environment the suite runs in: under CI, `.missing` would not record.
  @Test func modesHonored() throws {
    try SnapshotEnvironment.$override.withValue([:]) { try modesHonoredOffCI() }
  }

  func modesHonoredOffCI() throws {
    let dir = tempDir("modes")
    let first = verifySnapshot(of: view, as: .png(scale: 1), named: "m", record: .missing, snapshotDirectory: dir, testName: "m")
    #expect(first?.contains("Automatically recorded") == true)
    #expect(verifySnapshot(of: view, as: .png(scale: 1), named: "m", record: .missing, snapshotDirectory: dir, testName: "m") == nil)
    let changed = Color.blue.frame(width: 4, height: 4)
    let artifacts = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-rec-art-\(getpid())"))
    try SnapshotArtifacts.$folderOverride.withValue(artifacts) {
      let never = verifySnapshot(of: changed, as: .png(scale: 1), named: "m", record: .never, snapshotDirectory: dir, testName: "m")
      #expect(never?.contains("16 of 16 pixels differ") == true)
      let failed = verifySnapshot(of: changed, as: .png(scale: 1), named: "m", record: .failed, snapshotDirectory: dir, testName: "m")
      #expect(failed?.contains("A new snapshot was automatically recorded") == true)
      #expect(verifySnapshot(of: changed, as: .png(scale: 1), named: "m", record: .never, snapshotDirectory: dir, testName: "m") == nil)
      let all = verifySnapshot(of: view, as: .png(scale: 1), named: "m", record: .all, snapshotDirectory: dir, testName: "m")
      #expect(all?.contains("Record mode is on") == true)
      #expect(verifySnapshot(of: view, as: .png(scale: 1), named: "m", record: .never, snapshotDirectory: dir, testName: "m") == nil)
      _ = try FileManager.default.contentsOfDirectory(atPath: dir)
    }
  }
}

@MainActor @Suite struct LayoutDumpDiffTests {
  /// A changed width is named by the view's path.
  @Test func frameChangesAreNamed() {
    let old = LayoutResult(of: HStack { Color.red.frame(width: 60, height: 10); Color.blue.frame(width: 5, height: 5) }).description
    let new = LayoutResult(of: HStack { Color.red.frame(width: 62, height: 10); Color.blue.frame(width: 5, height: 5) }).description
    let message = Diffing<String>.layoutDump.diffV2(old, new)?.0 ?? ""
    #expect(message.contains("HStack[0] > frame[0] frame.width 60 → 62"), "\(message)")
    #expect(message.contains("HStack[0] > frame[1] frame.x 68 → 70"), "\(message)")
    #expect(message.contains("HStack[0] frame.width 73 → 75"), "\(message)")
  }
}
