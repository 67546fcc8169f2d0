import Foundation
@testable @_spi(Internals) import PlumbSnapshotTesting
import Testing

/// A fresh folder for one test's references or artifacts.
func scratchFolder(_ name: String) -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-trust-\(name)-\(getpid())")
  try? FileManager.default.removeItem(at: dir)
  return removedAtExit(dir).path
}



func files(in dir: String) -> [String] {
  (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
}

/// A snapshot never passes on a broken render: the error fails the
/// assertion, every run, with the renderer's message, and nothing is
/// recorded, for every strategy.
@MainActor @Suite struct RenderErrorTests {
  @Test(arguments: ["png", "svg", "layout", "image"])
  func renderErrorFailsTwiceAndRecordsNothing(strategy: String) {
    let dir = scratchFolder("err-\(strategy)")
    for _ in 1...2 {
      let message: String?
      switch strategy {
      case "png": message = verifySnapshot(of: Image("no-such-image"), as: .png(), record: .missing, snapshotDirectory: dir)
      case "svg": message = verifySnapshot(of: Image("no-such-image"), as: .svg, record: .missing, snapshotDirectory: dir)
      case "layout": message = verifySnapshot(of: Image("no-such-image"), as: .layout, record: .missing, snapshotDirectory: dir)
      default: message = verifySnapshot(of: Image("no-such-image"), as: .image, record: .missing, snapshotDirectory: dir)
      }
      #expect(message?.hasPrefix("Rendering failed, so nothing was compared and nothing was recorded") == true, "\(message ?? "nil")")
      #expect(message?.contains("image \"no-such-image\" not found") == true)
    }
    #expect(files(in: dir).isEmpty)
  }

  /// A canvas over the limit and a non-finite size fail the same way.
  @Test func otherRenderErrors() {
    let dir = scratchFolder("err-other")
    let huge = verifySnapshot(of: Color.red.frame(width: 20_000, height: 10), as: .png(scale: 1), record: .all, snapshotDirectory: dir)
    #expect(huge?.contains("over the limit of 16384 per side") == true)
    let infinite = verifySnapshot(
      of: Color.red, as: .svg(proposal: ProposedViewSize(width: .infinity, height: 10)), record: .all, snapshotDirectory: dir)
    #expect(infinite?.contains("not finite") == true)
    #expect(files(in: dir).isEmpty)
  }

  /// Errors travel with each assertion, not through shared state: sixteen
  /// assertions in parallel each report their own missing image.
  @Test func parallelAssertionsReportTheirOwnErrors() async {
    let dir = scratchFolder("err-parallel")
    let messages = await withTaskGroup(of: (Int, String?).self) { group in
      for i in 0..<16 {
        group.addTask {
          (i, verifySnapshot(of: Image("missing-\(i)"), as: .png(scale: 1), named: "n\(i)", record: .missing, snapshotDirectory: dir))
        }
      }
      var out: [Int: String?] = [:]
      for await (i, m) in group { out[i] = m }
      return out
    }
    for i in 0..<16 {
      let m = messages[i] ?? nil
      #expect(m?.contains("\"missing-\(i)\"") == true, "\(m ?? "nil")")
      #expect(m?.contains("\"missing-\((i + 1) % 16)\"") == false)
    }
    #expect(files(in: dir).isEmpty)
  }

  /// Through swift-snapshot-testing's own function (no Plumb wrapper), a
  /// failed render still never passes: the empty image fails on either side.
  @Test func libraryPathNeverPassesOnFailedRender() {
    let dir = scratchFolder("err-library")
    let first = SnapshotTesting.verifySnapshot(
      of: Image("no-such-image"), as: .png(), named: "x", record: .missing, snapshotDirectory: dir, testName: "lib")
    #expect(first != nil)
    let second = SnapshotTesting.verifySnapshot(
      of: Image("no-such-image"), as: .png(), named: "x", record: .missing, snapshotDirectory: dir, testName: "lib")
    #expect(second?.contains("Rendering failed, so nothing was compared") == true, "\(second ?? "nil")")
    let text = SnapshotTesting.verifySnapshot(
      of: Image("no-such-image"), as: .layout, named: "y", record: .missing, snapshotDirectory: dir, testName: "lib")
    #expect(text != nil)
    let again = SnapshotTesting.verifySnapshot(
      of: Image("no-such-image"), as: .layout, named: "y", record: .missing, snapshotDirectory: dir, testName: "lib")
    #expect(again?.contains("Rendering failed, so nothing was compared") == true, "\(again ?? "nil")")
  }
}

/// Each assertion has its own name: references and artifacts of two
/// assertions in one test, or of two cases of one parameterized test,
/// never collide.
@MainActor @Suite struct AssertionNamingTests {
  @Test func twoAssertionsLeaveTwoSetsOfArtifacts() throws {
    let dir = scratchFolder("names-refs")
    let artifacts = URL(fileURLWithPath: scratchFolder("names-art"))
    // References: two red squares, as a first run would have recorded them.
    let red = try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).pixelImage()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for n in 1...2 { try red.pngData().write(to: URL(fileURLWithPath: "\(dir)/two.\(n).png")) }
    let (first, second) = SnapshotArtifacts.$folderOverride.withValue(artifacts) {
      (
        verifySnapshot(of: Color.blue.frame(width: 4, height: 4), as: .png(scale: 1), snapshotDirectory: dir, testName: "two()"),
        verifySnapshot(of: Color.green.frame(width: 4, height: 4), as: .png(scale: 1), snapshotDirectory: dir, testName: "two()")
      )
    }
    let one = artifacts.appendingPathComponent("SnapshotTrustTests/two.1/actual.png").path
    let two = artifacts.appendingPathComponent("SnapshotTrustTests/two.2/actual.png").path
    #expect(first?.contains(one) == true && first?.contains(two) == false, "\(first ?? "nil")")
    #expect(second?.contains(two) == true && second?.contains(one) == false, "\(second ?? "nil")")
    let blue = try PixelImage(pngData: Data(contentsOf: URL(fileURLWithPath: one)))
    let green = try PixelImage(pngData: Data(contentsOf: URL(fileURLWithPath: two)))
    #expect(blue[0, 0] != green[0, 0])
  }

  /// Each case of a parameterized test counts from 1, prefixed with its
  /// arguments.
  @Test(arguments: ["small", "large"], [1, 2])
  func parameterizedCasesHaveTheirOwnNames(size: String, count: Int) {
    let a = SnapshotIdentity.make(named: nil, filePath: #filePath, testName: #function)
    let b = SnapshotIdentity.make(named: nil, filePath: #filePath, testName: #function)
    let named = SnapshotIdentity.make(named: "dark mode", filePath: #filePath, testName: #function)
    #expect(a.identifier == "\(size)-\(count)-1")
    #expect(b.identifier == "\(size)-\(count)-2")
    #expect(named.identifier == "\(size)-\(count)-dark-mode")
    #expect(a.artifactName == "parameterizedCasesHaveTheirOwnNames-size-count.\(size)-\(count)-1")
  }

  /// Outside a parameterized test the names are swift-snapshot-testing's.
  @Test func plainTestNamesAsTheLibraryDoes() {
    #expect(SnapshotIdentity.make(named: nil, filePath: #filePath, testName: #function).identifier == "1")
    #expect(SnapshotIdentity.make(named: nil, filePath: #filePath, testName: #function).identifier == "2")
    #expect(SnapshotIdentity.make(named: "a b", filePath: #filePath, testName: #function).identifier == "a-b")
  }
}

/// With CI set, a missing reference fails and is not recorded, through
/// every entry point, and the message says CI is why.
@MainActor @Suite struct CIRuleTests {
  let ci = ["CI": "true"]
  var view: some View { Color.red.frame(width: 4, height: 4) }

  @Test func verifySnapshotRefusesToRecordUnderCI() {
    let dir = scratchFolder("ci-verify")
    let message = SnapshotEnvironment.$override.withValue(ci) {
      verifySnapshot(of: view, as: .png(scale: 1), snapshotDirectory: dir)
    }
    #expect(message?.contains("No reference was found on disk") == true)
    #expect(message?.contains("because CI is set (CI=true)") == true, "\(message ?? "nil")")
    #expect(message?.contains("SNAPSHOT_TESTING_RECORD=all") == true)
    #expect(files(in: dir).isEmpty)
  }

  @Test func assertSnapshotsRefusesToRecordUnderCI() {
    // assertSnapshots writes into __Snapshots__ beside this file: use a
    // name no reference has, and check that nothing appears.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/SnapshotTrustTests")
    let before = files(in: folder.path)
    withKnownIssue {
      SnapshotEnvironment.$override.withValue(ci) {
        assertSnapshots(of: view, as: ["ci-refusal-a": .png(scale: 1), "ci-refusal-b": .png(scale: 2)])
        assertSnapshots(of: view, as: [.png(scale: 1), .png(scale: 2)])
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("because CI is set") }
    }
    #expect(files(in: folder.path) == before)
  }

  @Test func explicitRecordingStillRecordsUnderCI() {
    let dir = scratchFolder("ci-all")
    let message = SnapshotEnvironment.$override.withValue(ci) {
      verifySnapshot(of: view, as: .png(scale: 1), record: .all, snapshotDirectory: dir)
    }
    #expect(message?.contains("Record mode is on") == true)
    #expect(files(in: dir) == ["explicitRecordingStillRecordsUnderCI.1.png"])
  }
}

/// Suites written for swift-snapshot-testing's SwiftUI strategy on iOS:
/// `.image` with its layouts, traits and device presets.
@MainActor @Suite struct ImageStrategyTests {
  func render<V: View>(_ view: V, _ strategy: Snapshotting<V, PixelImage>) -> PixelImage? {
    var out: PixelImage?
    strategy.snapshot(view).run { out = $0 }
    return out
  }

  let white = PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255)
  let red = PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255)

  /// iPhone 13: 390×844 points at 3×; the view fills the safe area
  /// (47 points at the top, 34 at the bottom) on a white background.
  @Test func deviceIPhone13() throws {
    let image = try #require(render(Color.red, .image(layout: .device(config: .iPhone13))))
    #expect(image.width == 1170 && image.height == 2532)
    #expect(image[600, 47 * 3 - 1] == white)
    #expect(image[600, 47 * 3] == red)
    #expect(image[600, (844 - 34) * 3 - 1] == red)
    #expect(image[600, (844 - 34) * 3] == white)
  }

  @Test(arguments: [
    (ViewImageConfig.iPhoneSe, 320.0, 568.0, 2.0), (.iPhone8, 375, 667, 2), (.iPhone13Pro, 390, 844, 3),
    (.iPhone13ProMax, 428, 926, 3), (.iPhone15, 393, 852, 3), (.iPhone15Pro, 393, 852, 3), (.iPadPro11, 834, 1194, 2),
  ])
  func presetSizes(config: ViewImageConfig, width: Double, height: Double, scale: Double) {
    #expect(config.size == CGSize(width: width, height: height))
    #expect(Double(config.traits.displayScale) == scale)
    let landscape = ViewImageConfig.iPhone13(.landscape)
    #expect(landscape.size == CGSize(width: 844, height: 390))
  }

  /// A fixed canvas centers the view: 20×20 in 100×50 at 2× sits at
  /// x 40…60, y 15…35 points.
  @Test func fixedCentersTheView() throws {
    let image = try #require(render(Color.red.frame(width: 20, height: 20), .image(layout: .fixed(width: 100, height: 50))))
    #expect(image.width == 200 && image.height == 100)
    #expect(image[79, 50] == white && image[80, 50] == red && image[119, 50] == red && image[120, 50] == white)
    #expect(image[100, 29] == white && image[100, 30] == red)
  }

  /// sizeThatFits: the ideal size at 2×; dark traits paint black.
  @Test func sizeThatFitsAndDarkTraits() throws {
    let light = try #require(render(Color.red.frame(width: 30, height: 10), .image))
    #expect(light.width == 60 && light.height == 20)
    let dark = try #require(
      render(Color.clear.frame(width: 30, height: 10), .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark))))
    #expect(dark[0, 0] == .init(r: 0, g: 0, b: 0, a: 255))
    let scaled = try #require(render(Color.red.frame(width: 30, height: 10), .image(traits: .init(displayScale: 3))))
    #expect(scaled.width == 90)
  }

  /// Images come from a folder the strategy is given.
  @Test func imagesFromAGivenFolder() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fixtures/images").standardizedFileURL
    let catalog = ImageCatalog(folders: [fixtures])
    let image = try #require(render(Image("rogue"), .image(images: catalog)))
    #expect(image.width > 0)
    let dir = scratchFolder("images")
    let message = verifySnapshot(of: Image("rogue"), as: .png(images: catalog), record: .all, snapshotDirectory: dir)
    #expect(message?.contains("Record mode is on") == true)
  }
}

/// `.svg` failures say what moved and summarize the drawing, without
/// glyph outlines.
@MainActor @Suite struct SVGDiffTests {
  func svg<V: View>(_ view: V) -> String {
    var out = ""
    Snapshotting<V, String>.svg.snapshot(view).run { out = $0 }
    return out
  }

  @Test func readableFailure() throws {
    let old = svg(HStack { Text("Hello"); Color.red.frame(width: 60, height: 10) })
    let new = svg(HStack { Text("Help"); Color.red.frame(width: 62, height: 10) })
    #expect(old.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- plumb layout\n# text: Inter through Pango"))
    let message = try #require(Diffing<String>.svg.diffV2(old, new)?.0)
    #expect(message.hasPrefix("Layout:\n"))
    #expect(message.contains("\nHStack[0] > frame[1] frame.width 60 → 62\n"), "\(message)")
    #expect(message.contains("\nHStack[0] > Text[0] Text(\"Hello\") → Text(\"Help\")\n"), "\(message)")
    #expect(message.contains("Drawing: "))
    #expect(message.contains("glyph outlines and image data: "), "\(message)")
    #expect(!message.contains("id=\"glyph"), "\(message)")
    #expect(Diffing<String>.svg.diffV2(old, old) == nil)
  }
}

/// One dump: `LayoutResult(of:)` (with Plumb imported) and the `.layout`
/// strategy measure text alike, and the first line says how.
@MainActor @Suite struct OneDumpTests {
  struct Card: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Plumb lays out SwiftUI").font(.headline)
        Text("on Linux, drawn with Cairo")
      }
    }
  }

  @Test func layoutResultAndStrategyAgree() throws {
    var strategy = ""
    Snapshotting<Card, String>.layout.snapshot(Card()).run { strategy = $0 }
    let dump = "\(LayoutResult(of: Card()))\n"
    #expect(strategy == dump)
    #expect(dump.hasPrefix("# text: Inter through Pango (PangoTextMeasurer)\n"))
    let fixed = LayoutResult(of: Card(), measurer: FixedAdvanceTextMeasurer())
    #expect("\(fixed)".hasPrefix("# text: fixed advance 0.5 em, lines 1.25 em (FixedAdvanceTextMeasurer)\n"))
    #expect(fixed.size != LayoutResult(of: Card()).size)
  }
}
