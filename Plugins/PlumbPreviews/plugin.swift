import Foundation
import PackagePlugin

/// `swift package plumb-previews --target ProfileUI [render options]`:
/// renders every `#Preview` and `PreviewProvider` of a target to PNG files
/// (`previews/` by default), with no list and no code of the user's.
///
/// A command plugin cannot link the user's code into itself, so it writes
/// a small runner package in its work folder — one executable depending
/// on the target's library product and on PlumbFigures, whose `main` is
/// `PreviewCatalog.main(module:)` — builds it with `swift build`, and runs
/// it in the package's folder with the remaining arguments: `render` (the
/// default: `--output`, `--format`, `--appearance`, `--print-paths`,
/// `--watch`, …), `list` or `check`. The runner's first build compiles
/// Plumb (a few minutes); later ones recompile what changed.
@main
struct PlumbPreviewsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    // `--list` is the `list` command.
    var rest = extractor.remainingArguments
    if let i = rest.firstIndex(of: "--list") {
      rest.remove(at: i)
      rest.insert("list", at: 0)
    }
    let package = context.package
    guard let name = names.first else {
      throw PreviewsError(
        "name the target whose previews to render: swift package plumb-previews --target <name> "
          + "(targets: \(package.targets.map(\.name).sorted().joined(separator: ", ")))")
    }
    guard package.targets.contains(where: { $0.name == name }) else {
      throw PreviewsError("no target named \(name) in \(package.displayName)")
    }
    guard
      let product = package.products.first(where: { $0 is LibraryProduct && $0.targets.contains { $0.name == name } })
    else {
      throw PreviewsError(
        "\(name) is in no library product: add .library(name: \"\(name)\", targets: [\"\(name)\"]) to the "
          + "package's products, so the preview runner can link it")
    }
    guard let plumb = Self.plumbPackage(from: package) else {
      throw PreviewsError("the package does not depend on Plumb's PlumbFigures product's package")
    }
    let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
    try Self.writeRunner(at: runner, package: package, product: product.name, module: name, plumb: plumb)

    FileHandle.standardError.write(
      Data("Building the preview runner for \(name) (its first build compiles Plumb: a few minutes)…\n".utf8))
    let build = try Self.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "build", "--package-path", runner.path, "--product", "PlumbPreviewsRunner"],
      in: package.directoryURL)
    guard build == 0 else { throw PreviewsError("the preview runner did not build (exit \(build))") }
    let executable = runner.appendingPathComponent(".build/debug/PlumbPreviewsRunner")
    if let target = package.targets.first(where: { $0.name == name }) {
      Self.linkResources(
        from: URL(fileURLWithPath: target.directory.string), into: executable.deletingLastPathComponent())
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PLUMB_WATCH_BUILD_PACKAGE"] = runner.path
    // SwiftPM shows a plugin's output when it ends: a watching render
    // writes to the terminal directly, where there is one.
    let terminal = rest.contains("--watch") ? FileHandle(forWritingAtPath: "/dev/tty") : nil
    let status = try Self.run(executable, rest, in: package.directoryURL, environment: environment, output: terminal)
    guard status == 0 else { throw PreviewsError("plumb-previews: exit \(status)") }
  }

  /// Links the target's resource files (sample JSON, text, sounds: every
  /// file but sources, docs and asset catalogs) beside the runner, where
  /// `Bundle.main` looks for them, as an app's resources are copied flat
  /// into its bundle: a preview loading `Bundle.main.url(forResource:
  /// "landmarkData", withExtension: "json")` finds it. A name the build
  /// already uses is left alone.
  static func linkResources(from folder: URL, into destination: URL) {
    let skipped: Set<String> = ["swift", "h", "c", "m", "cpp", "md", "docc", "modulemap"]
    let fm = FileManager.default
    guard let files = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
    for case let file as URL in files {
      if file.pathExtension == "xcassets" || file.pathExtension == "docc" {
        files.skipDescendants()
        continue
      }
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        !skipped.contains(file.pathExtension), !file.lastPathComponent.hasPrefix(".")
      else { continue }
      let link = destination.appendingPathComponent(file.lastPathComponent)
      if let existing = try? fm.destinationOfSymbolicLink(atPath: link.path) {
        if existing == file.path { continue }
        try? fm.removeItem(at: link)
      } else if fm.fileExists(atPath: link.path) {
        continue
      }
      try? fm.createSymbolicLink(at: link, withDestinationURL: file)
    }
  }

  /// The package that declares PlumbFigures: a dependency, or the package
  /// itself (Plumb's own tests).
  static func plumbPackage(from root: Package) -> Package? {
    var queue = [root]
    var seen: Set<String> = []
    while let p = queue.first {
      queue.removeFirst()
      guard seen.insert(p.id).inserted else { continue }
      if p.products.contains(where: { $0.name == "PlumbFigures" }) { return p }
      queue += p.dependencies.map(\.package)
    }
    return nil
  }

  static func writeRunner(at runner: URL, package: Package, product: String, module: String, plumb: Package) throws {
    let sources = runner.appendingPathComponent("Sources/PlumbPreviewsRunner")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    func literal(_ s: String) -> String {
      "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    let sameAsRoot = plumb.id == package.id
    var dependencies = [".package(path: \(literal(package.directoryURL.path)))"]
    if !sameAsRoot { dependencies.append(".package(path: \(literal(plumb.directoryURL.path)))") }
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `swift package plumb-previews`: runs \(module)'s previews.
      import PackageDescription

      let package = Package(
        name: "plumb-previews-runner",
        dependencies: [\(dependencies.joined(separator: ", "))],
        targets: [
          .executableTarget(
            name: "PlumbPreviewsRunner",
            dependencies: [
              .product(name: \(literal(product)), package: \(literal(package.id))),
              .product(name: "PlumbFigures", package: \(literal(plumb.id))),
            ])
        ]
      )

      """
    let main = """
      // Written by `swift package plumb-previews`.
      import PlumbFigures
      import \(module)

      PreviewCatalog.main(module: \(literal(module)))

      """
    try write(manifest, to: runner.appendingPathComponent("Package.swift"))
    try write(main, to: sources.appendingPathComponent("main.swift"))
  }

  /// Writes only when the text changed: an unchanged runner is not rebuilt.
  static func write(_ text: String, to url: URL) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL,
    environment: [String: String] = ProcessInfo.processInfo.environment, output: FileHandle? = nil
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    if let output {
      process.standardOutput = output
      process.standardError = output
    }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

struct PreviewsError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
