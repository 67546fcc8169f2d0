import Foundation
import Testing

/// Plumb as a stranger adopts it: a new package in a temporary folder,
/// depending on this checkout by path, built and run with `swift`.
///
/// It holds the README's examples verbatim (they must compile), a figure
/// catalog and snapshot tests, and shows: a build without SwiftPM's
/// "prohibited flag(s): -pthread" warning; a render error failing twice in
/// a row with nothing recorded; two assertions in one test leaving two sets
/// of artifacts; `CI=true` refusing to record through `assertSnapshots`; a
/// catalog whose `check` (no flags) catches a deleted dark variant and an
/// orphaned file; a catalog with a figure that traps, which costs that
/// figure only; and a package that never builds swift-syntax.
///
/// The first build compiles Plumb and its dependencies again (a few
/// minutes on two cores), so the steps share one package, in order.
@MainActor @Suite(.serialized) struct UserPackageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func aStrangersPackage() throws {
    let pkg = try UserPackage.make(plumb: Self.root)
    defer { try? FileManager.default.removeItem(at: pkg.dir) }

    // Everything builds: the README's examples, the catalog, the tests.
    let build = pkg.swift(["build", "--build-tests"])
    try #require(build.status == 0, "the package did not build:\n\(build.output)")
    // Plumb's C module takes its flags from pkg-config `cairo`, not
    // `pangocairo`, whose -pthread SwiftPM refuses with a warning on every
    // build of every package depending on Plumb (see Sources/CCairo/shim.h).
    #expect(!build.output.contains("prohibited flag"), "\(build.output)")
    // A package using PlumbSnapshotTesting and PlumbFigures never builds
    // swift-syntax.
    // (SwiftPM makes a folder for every target it resolved; a built one
    // holds object files.)
    let debug = pkg.scratch.appendingPathComponent("debug")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
    let syntaxObjects = folders.filter { $0.hasPrefix("SwiftSyntax") || $0.hasPrefix("SwiftParser") }.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: debug.appendingPathComponent(folder).path)) ?? [])
        .filter { $0.hasSuffix(".o") }
    }
    #expect(folders.contains("PlumbSnapshotTesting.build"))
    #expect(syntaxObjects.isEmpty, "swift-syntax was built: \(syntaxObjects.prefix(5))")

    // A view file written with `import SwiftUI` lays out in the tests.
    let shared = pkg.swift(["test", "--filter", "sharedView"], env: ["CI": nil])
    #expect(shared.status == 0 && shared.output.contains("Test sharedView() passed"), "\(shared.output)")

    // A render error fails twice in a row, and nothing is recorded.
    for run in 1...2 {
      let r = pkg.swift(["test", "--filter", "renderError"], env: ["CI": nil])
      #expect(r.status != 0, "run \(run) passed:\n\(r.output)")
      #expect(r.output.contains("Rendering failed, so nothing was compared and nothing was recorded"), "run \(run):\n\(r.output)")
      #expect(r.output.contains("image \"no-such-image\" not found"))
    }
    #expect(pkg.references().filter { $0.contains("renderError") }.isEmpty, "\(pkg.references())")

    // Two assertions in one test leave two sets of artifacts: record red,
    // then compare blue.
    let record = pkg.swift(["test", "--filter", "twoAssertions"], env: ["CI": nil, "SWATCH": "red"])
    #expect(record.output.contains("Automatically recorded"), "\(record.output)")
    let artifacts = pkg.dir.appendingPathComponent("artifacts")
    let compare = pkg.swift(
      ["test", "--filter", "twoAssertions"], env: ["CI": nil, "SWATCH": "blue", "SNAPSHOT_ARTIFACTS": artifacts.path])
    #expect(compare.status != 0)
    for n in 1...2 {
      let folder = artifacts.appendingPathComponent("ViewTests/twoAssertions.\(n)")
      for file in ["reference.png", "actual.png", "difference.png", "comparison.png"] {
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(folder.path)/\(file)")
      }
      #expect(compare.output.contains(folder.appendingPathComponent("actual.png").path))
    }

    // CI=true refuses to record through assertSnapshots, and says why.
    let ci = pkg.swift(["test", "--filter", "ciRefusal"], env: ["CI": "true"])
    #expect(ci.status != 0)
    #expect(ci.output.contains("because CI is set (CI=true)"), "\(ci.output)")
    #expect(pkg.references().filter { $0.contains("ciRefusal") }.isEmpty, "\(pkg.references())")

    // The catalog renders its defaults (light and dark, 1× and 2×); check
    // with no flags catches a deleted dark variant and an orphaned file.
    let render = pkg.swift(["run", "DocsFigures"])
    try #require(render.status == 0, "\(render.output)")
    let figures = pkg.dir.appendingPathComponent("docs/figures")
    let dark = figures.appendingPathComponent("badge~dark@2x.png")
    #expect(FileManager.default.fileExists(atPath: dark.path))
    try FileManager.default.removeItem(at: dark)
    try Data("<svg/>".utf8).write(to: figures.appendingPathComponent("old-figure.svg"))
    let check = pkg.swift(["run", "DocsFigures", "check"])
    #expect(check.status != 0)
    #expect(check.output.contains("missing: ") && check.output.contains("badge~dark@2x.png"), "\(check.output)")
    #expect(check.output.contains("orphaned: ") && check.output.contains("old-figure.svg"), "\(check.output)")
    #expect(!check.output.contains("make figures"))

    // A figure whose body traps costs only itself: the others are written,
    // the crash is named, the summary printed, and the exit status says so.
    let crashy = pkg.dir.appendingPathComponent("docs/crashy")
    let crash = pkg.swift(["run", "CrashyFigures", "render"])
    #expect(crash.status != 0, "\(crash.output)")
    #expect(crash.output.contains("figure 'boom' crashed (signal "), "\(crash.output)")
    #expect(crash.output.contains("while rendering: Swift/"), "\(crash.output)")
    #expect(crash.output.contains("Fatal error: Index out of range"))
    #expect(crash.output.contains("3 figures: 2 files written, 0 unchanged, 1 failed"), "\(crash.output)")
    for (file, written) in [("alpha.svg", true), ("boom.svg", false), ("omega.svg", true)] {
      #expect(FileManager.default.fileExists(atPath: crashy.appendingPathComponent(file).path) == written, "\(file)")
    }
    // check, too, checks every other figure (a deleted file is missing).
    try FileManager.default.removeItem(at: crashy.appendingPathComponent("omega.svg"))
    let crashCheck = pkg.swift(["run", "CrashyFigures", "check"])
    #expect(crashCheck.status != 0)
    #expect(crashCheck.output.contains("figure 'boom' crashed (signal "), "\(crashCheck.output)")
    #expect(crashCheck.output.contains("missing: docs/crashy/omega.svg"), "\(crashCheck.output)")
    #expect(crashCheck.output.contains("3 figures: 1 missing, 0 stale, 0 orphaned, 1 failed"), "\(crashCheck.output)")

    // `swift package plumb-previews`: the app's previews as PNGs, found
    // without a list (Greeting's two and Fixtures/PreviewsSample's seven);
    // each at the size its traits or modifiers ask, at 2×; each PNG's path
    // printed.
    let previews = pkg.swift(["package", "plumb-previews", "--target", "AppViews", "--output", "previews", "--print-paths"])
    #expect(previews.status == 0, "\(previews.output)")
    #expect(previews.output.contains("9 figures: 9 files written, 0 unchanged, 0 failed"), "\(previews.output)")
    let phone = pkg.dir.appendingPathComponent("previews/Greeting@2x.png")
    #expect(previews.output.contains(phone.path), "\(previews.output)")
    for (file, size) in [
      ("Greeting", [786, 1704]),  // the phone's screen, 393 × 852
      ("ProfileHeader-Fixed", [640, 240]),  // .fixedLayout(width: 320, height: 120)
      ("ProfileHeader-Landscape", [1704, 786]),  // .landscapeLeft
      ("ProfileHeader_Previews-2", [750, 1334]),  // previewDevice("iPhone SE (3rd generation)")
    ] {
      let url = pkg.dir.appendingPathComponent("previews/\(file)@2x.png")
      #expect(pngSize(url).map { [$0.0, $0.1] } == size, "\(file)")
    }
    for file in ["Greeting-Framed", "ProfileHeader", "ProfileHeader-Long-name", "ProfileHeader-Toggle", "ProfileHeader_Previews-Dark"] {
      #expect(FileManager.default.fileExists(atPath: pkg.dir.appendingPathComponent("previews/\(file)@2x.png").path), "\(file)")
    }
    // `list` names each preview with its file and line.
    let list = pkg.swift(["package", "plumb-previews", "--target", "AppViews", "list"])
    #expect(list.output.contains("Greeting\t393×852\tAppViews/Greeting.swift:16"), "\(list.output)")
    #expect(list.output.contains("Greeting-Framed\t"), "\(list.output)")
    #expect(list.output.contains("AppViews/Greeting.swift:20 Framed"), "\(list.output)")
    #expect(list.output.contains("ProfileHeader\t393×852\tAppViews/ProfileHeader.swift:29"), "\(list.output)")
    #expect(list.output.contains("ProfileHeader-Toggle\t"), "\(list.output)")
    #expect(list.output.contains("AppViews/ProfileHeader.swift:37 Toggle"), "\(list.output)")
    #expect(list.output.contains("ProfileHeader_Previews-Dark\t393×852\tAppViews/ProfileHeader_Previews Dark"), "\(list.output)")
    // One call snapshot-tests every preview: recorded on the first run,
    // passing on the next, failing with artifacts when a view changes.
    let firstPreviews = pkg.swift(["test", "--filter", "appPreviews"], env: ["CI": nil])
    #expect(firstPreviews.output.contains("Automatically recorded"), "\(firstPreviews.output)")
    #expect(pkg.references().contains { $0.hasSuffix("appPreviews.Greeting.png") }, "\(pkg.references())")
    #expect(pkg.references().contains { $0.hasSuffix("appPreviews.Greeting-Framed.txt") }, "\(pkg.references())")
    let samePreviews = pkg.swift(["test", "--filter", "appPreviews"], env: ["CI": nil])
    #expect(samePreviews.status == 0, "\(samePreviews.output)")
    let changedPreviews = pkg.swift(
      ["test", "--filter", "appPreviews"],
      env: ["CI": nil, "GREETING_NAME": "World", "SNAPSHOT_ARTIFACTS": artifacts.path])
    #expect(changedPreviews.status != 0, "\(changedPreviews.output)")
    let greetingArtifacts = artifacts.appendingPathComponent("PreviewTests/appPreviews.Greeting")
    #expect(
      FileManager.default.fileExists(atPath: greetingArtifacts.appendingPathComponent("actual.png").path),
      "\(changedPreviews.output)")

    // A preview that traps while previews are found fails alone, named,
    // with the runtime's message; the rest render. `list` does not lay it
    // out in its own process.
    var crashyPreviews = pkg.swift(["package", "plumb-previews", "--target", "CrashyViews", "--output", "crashy-previews"])
    // SwiftPM's plugin host itself has died here (signal 11 inside
    // libdispatch, once in many runs) before the runner printed its
    // summary: then the run is repeated once from scratch, and the checks
    // below hold for the repeat. A run that printed its summary is never
    // repeated.
    if !crashyPreviews.output.contains("4 figures:") {
      try? FileManager.default.removeItem(at: pkg.dir.appendingPathComponent("crashy-previews"))
      print("plumb-previews ended without its summary; repeating it once. Its output:\n\(crashyPreviews.output)")
      crashyPreviews = pkg.swift(["package", "plumb-previews", "--target", "CrashyViews", "--output", "crashy-previews"])
    }
    #expect(crashyPreviews.status != 0, "\(crashyPreviews.output)")
    #expect(crashyPreviews.output.contains("figure 'Boom_Previews' crashed (signal "), "\(crashyPreviews.output)")
    #expect(crashyPreviews.output.contains("Fatal error: Unexpectedly found nil"), "\(crashyPreviews.output)")
    #expect(crashyPreviews.output.contains("figure 'Crashy-Contexts' crashed (signal "), "\(crashyPreviews.output)")
    #expect(crashyPreviews.output.contains("Fatal error: no container"), "\(crashyPreviews.output)")
    #expect(crashyPreviews.output.contains("4 figures: 2 files written, 0 unchanged, 2 failed"), "\(crashyPreviews.output)")
    for file in ["Crashy-Fine", "Fine_Previews"] {
      #expect(pngSize(pkg.dir.appendingPathComponent("crashy-previews/\(file)@2x.png")) != nil, "\(file)")
    }
    let crashyList = pkg.swift(["package", "plumb-previews", "--target", "CrashyViews", "list"])
    #expect(crashyList.status == 0, "\(crashyList.output)")
    #expect(crashyList.output.contains("Boom_Previews\t?\t"), "\(crashyList.output)")
    #expect(crashyList.output.contains("Crashy-Fine\t"), "\(crashyList.output)")

    // A target with no library product is refused, saying how to fix it.
    let refused = pkg.swift(["package", "plumb-previews", "--target", "ViewTests"])
    #expect(refused.status != 0)
    #expect(refused.output.contains("is in no library product"), "\(refused.output)")
  }
}

/// The pixel size of a PNG, from its header.
func pngSize(_ url: URL) -> (Int, Int)? {
  guard let data = try? Data(contentsOf: url), data.count > 24 else { return nil }
  func be(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (be(16), be(20))
}

/// The temporary package and the commands run in it.
struct UserPackage {
  let dir: URL
  var scratch: URL { dir.appendingPathComponent(".build") }

  static func make(plumb: URL) throws -> UserPackage {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-user-package-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    let pkg = UserPackage(dir: dir)
    let readme = try String(contentsOf: plumb.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = swiftBlocks(readme)
    var examples: [String] = [], catalog: [String] = [], tests: [String] = []
    for block in blocks {
      if block.contains("import PackageDescription") { continue }
      if block.contains("@main") { catalog.append(block) }
      else if block.contains("import PlumbSnapshotTesting") { tests.append(block) }
      else { examples.append(block) }
    }
    try #require(!catalog.isEmpty && !tests.isEmpty && examples.count >= 2, "README blocks: \(blocks.count)")
    // A path dependency is named after its folder (a clone may be named
    // anything), as `.package(path: "../Plumb")` is named "Plumb".
    let plumbPackage = plumb.lastPathComponent
    try pkg.write("Package.swift", """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "StrangersDocs",
        products: [
          .library(name: "AppViews", targets: ["AppViews"]), .library(name: "CrashyViews", targets: ["CrashyViews"]),
        ],
        dependencies: [.package(path: "\(plumb.path)")],
        targets: [
          .executableTarget(name: "DocsFigures", dependencies: [.product(name: "PlumbFigures", package: "\(plumbPackage)")]),
          .executableTarget(name: "CrashyFigures", dependencies: [.product(name: "PlumbFigures", package: "\(plumbPackage)")]),
          .executableTarget(name: "ReadmeExamples", dependencies: [.product(name: "Plumb", package: "\(plumbPackage)")]),
          // An app's view files, shared with a Linux test target: `import
          // SwiftUI`, which on Linux is Plumb's module of that name.
          // With a resource, so SwiftPM generates its own `Bundle.module`,
          // which must win over Plumb's stand-in for targets without one.
          .target(
            name: "AppViews",
            dependencies: [.product(name: "SwiftUI", package: "\(plumbPackage)", condition: .when(platforms: [.linux]))],
            resources: [.copy("greeting.txt")],
            // Xcode's generated asset symbols, from the asset catalog; and a
            // model file importing Foundation alone names ObservableObject,
            // as Apple's Foundation lets it (docs/sharing-views.md).
            plugins: [
              .plugin(name: "PlumbAssetSymbols", package: "\(plumbPackage)"),
              .plugin(name: "PlumbFoundationNames", package: "\(plumbPackage)"),
            ]),
          .target(name: "CrashyViews", dependencies: [.product(name: "SwiftUI", package: "\(plumbPackage)")]),
          .testTarget(
            name: "ViewTests",
            dependencies: ["AppViews", .product(name: "PlumbSnapshotTesting", package: "\(plumbPackage)")],
            exclude: ["__Snapshots__"]),
        ]
      )
      """)
    try pkg.write("Sources/DocsFigures/Catalog.swift", catalog.joined(separator: "\n"))
    try pkg.write("Sources/AppViews/greeting.txt", "Hello from the bundle")
    // A color set and an image set, named by the symbols Xcode generates.
    try pkg.write("Sources/AppViews/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try pkg.write(
      "Sources/AppViews/Assets.xcassets/Brand Ember.colorset/Contents.json",
      #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x20","green":"0x60","red":"0xE0"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
    try pkg.write(
      "Sources/AppViews/Assets.xcassets/robot.imageset/Contents.json",
      #"{"images":[{"idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#)
    try pkg.write("Sources/AppViews/Badge.swift", """
      import SwiftUI

      /// Uses the generated asset symbols, as an Xcode project's view does.
      public struct Badge: View {
        public init() {}
        public var body: some View {
          HStack {
            Image(.robot)
            Text("Ember").foregroundStyle(.brandEmber)
          }
          .background(Color.brandEmber.opacity(0.2))
        }
      }
      """)
    try pkg.write("Sources/AppViews/GreetingModel.swift", """
      import Foundation

      /// A model importing Foundation alone, as Apple's Landmarks declares
      /// its `ModelData`: Observation and Combine's names come with
      /// Foundation on Apple platforms, and with the PlumbFoundationNames
      /// plugin here.
      @Observable public final class GreetingModel {
        public var name = "Model"
        public init() {}
      }

      public final class GreetingSettings: ObservableObject {
        @Published public var repeats = 2
        public init() {}
        /// As Hacking with Swift's SnowSeeker saves its favorites.
        public func reset() {
          objectWillChange.send()
          repeats = 2
        }
        /// URLSession is Foundation's on Apple platforms.
        public func fetch(_ url: URL) async throws -> Int {
          let (_, response) = try await URLSession.shared.data(from: url)
          return (response as? HTTPURLResponse)?.statusCode ?? 0
        }
      }
      """)
    try pkg.write("Sources/AppViews/GreetingText.swift", """
      import SwiftUI

      /// The bundled greeting, read through the target's own `Bundle.module`.
      public func bundledGreeting() -> String? {
        Bundle.module.url(forResource: "greeting", withExtension: "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
      }
      """)
    try pkg.write("Sources/AppViews/Greeting.swift", """
      import SwiftUI

      import Foundation

      public struct Greeting: View {
        @State private var name = ProcessInfo.processInfo.environment["GREETING_NAME"] ?? "Linux"
        public init() {}
        public var body: some View {
          Text("Hello, \\(name)")
            .padding()
            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            .onTapGesture { name = "again" }
        }
      }

      #Preview {
        Greeting()
      }

      #Preview("Framed", traits: .sizeThatFitsLayout) {
        @Previewable @State var scale = 2.0
        Greeting().scaleEffect(scale)
      }
      """)
    // Previews of every form, from Fixtures/PreviewsSample.
    try pkg.write(
      "Sources/AppViews/ProfileHeader.swift",
      String(contentsOf: plumb.appendingPathComponent("Fixtures/PreviewsSample/ProfileHeader.swift"), encoding: .utf8))
    // Previews that trap while they are found: a provider's `previews`
    // and a `PreviewModifier`'s shared context.
    try pkg.write("Sources/CrashyViews/Crashy.swift", """
      import SwiftUI

      struct Fine: View {
        var body: some View { Text("Fine").padding().background(.yellow) }
      }

      #Preview("Fine", traits: .sizeThatFitsLayout) { Fine() }

      struct Boom_Previews: PreviewProvider {
        static var previews: some View {
          let url: URL? = nil
          return Text(url!.path)
        }
      }

      struct NoContainer: PreviewModifier {
        static func makeSharedContext() throws -> Int { fatalError("no container") }
        func body(content: Content, context: Int) -> some View { content }
      }

      #Preview("Contexts", traits: .modifier(NoContainer())) { Fine() }

      struct Fine_Previews: PreviewProvider {
        static var previews: some View { Fine().previewLayout(.sizeThatFits) }
      }
      """)
    try pkg.write("Sources/CrashyFigures/Catalog.swift", """
      import PlumbFigures

      /// Traps when drawn: an index out of range.
      struct Boom: View {
        var body: some View {
          let empty: [Int] = []
          return Text("\\(empty[1])")
        }
      }

      @main struct CrashyFigures: FigureCatalog {
        static var figures: [Figure] {
          Figure("alpha") { Color.red.frame(width: 8, height: 8) }
          Figure("boom") { Boom() }
          Figure("omega") { Color.blue.frame(width: 8, height: 8) }
        }
        static var defaultOutput: String { "docs/crashy" }
        static var options: FigureOptions { FigureOptions(formats: [.svg]) }
      }
      """)
    // The README's top-level examples, in order, as one program; imports
    // after the first are dropped, as one file has them once.
    var seenImports = Set<String>()
    let program = examples.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      guard line.hasPrefix("import ") else { return true }
      return seenImports.insert(String(line)).inserted
    }
    try pkg.write("Sources/ReadmeExamples/main.swift", "import Foundation\n" + program.joined(separator: "\n"))
    for (i, block) in tests.enumerated() { try pkg.write("Tests/ViewTests/Readme\(i).swift", block) }
    try pkg.write("Tests/ViewTests/PreviewTests.swift", """
      import PlumbSnapshotTesting
      import Testing

      @MainActor @Test func appPreviews() {
        assertPreviewSnapshots(module: "AppViews", scale: 1)
      }
      """)
    try pkg.write("Tests/ViewTests/ViewTests.swift", """
      import AppViews
      import Foundation
      import PlumbSnapshotTesting
      import Testing

      @Test func sharedView() throws {
        let layout = LayoutResult(of: Greeting(), measurer: FixedAdvanceTextMeasurer())
        // "Hello, Linux" is 12 characters of the fixed-advance measurer's
        // half an em at the body size (17), in 16 of padding on each side.
        #expect(layout.size.width == 12 * 8.5 + 32)
        // SwiftPM's generated bundle, not Plumb's stand-in (the main bundle).
        #expect(bundledGreeting() == "Hello from the bundle")
        // A Foundation-only model file compiled, with its Combine names.
        #expect(GreetingModel().name == "Model" && GreetingSettings().repeats == 2)
      }

      struct Swatch: View {
        var body: some View {
          (ProcessInfo.processInfo.environment["SWATCH"] == "blue" ? Color.blue : Color.red).frame(width: 8, height: 8)
        }
      }

      @Test func renderError() {
        assertSnapshot(of: Image("no-such-image"), as: .png())
      }

      @Test func twoAssertions() {
        assertSnapshot(of: Swatch(), as: .png(scale: 1))
        assertSnapshot(of: Swatch().padding(2), as: .png(scale: 1))
      }

      @Test func ciRefusal() {
        assertSnapshots(of: Swatch(), as: ["small": .png(scale: 1), "large": .png(scale: 3)])
      }
      """)
    return pkg
  }

  /// The ```swift blocks of a markdown text.
  static func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = [], current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  func write(_ path: String, _ text: String) throws {
    let url = dir.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The recorded references, as paths relative to the package.
  func references() -> [String] {
    let folder = dir.appendingPathComponent("Tests/ViewTests/__Snapshots__")
    return (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  /// Runs `swift` in the package; `env` sets (or, with nil, removes)
  /// variables. Output is read as the command runs, so a large one cannot
  /// fill the pipe.
  func swift(_ arguments: [String], env: [String: String?] = [:]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = dir
    var environment = ProcessInfo.processInfo.environment
    for (k, v) in env { environment[k] = v }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "could not run swift: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
