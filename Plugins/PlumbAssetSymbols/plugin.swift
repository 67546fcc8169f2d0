import Foundation
import PackagePlugin

/// Xcode's generated asset symbols for SwiftPM on Linux: add
/// `plugins: [.plugin(name: "PlumbAssetSymbols", package: "Plumb")]` to a
/// target whose folder holds an asset catalog (`Assets.xcassets`), and its
/// color and image sets get `Color.ember`, `.foregroundStyle(.ember)` and
/// `Image(.robot)` as in Xcode. The symbols are regenerated when a
/// catalog's `Contents.json` files change.
@main
struct PlumbAssetSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let root = URL(fileURLWithPath: target.directory.string)
    var catalogs: [URL] = [], inputs: [URL] = []
    let fm = FileManager.default
    if let walker = fm.enumerator(at: root, includingPropertiesForKeys: nil) {
      for case let url as URL in walker {
        if url.pathExtension == "xcassets" { catalogs.append(url) }
        if url.lastPathComponent == "Contents.json", url.path.contains(".xcassets") { inputs.append(url) }
      }
    }
    guard !catalogs.isEmpty else { return [] }
    catalogs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "plumb-asset-symbols").url,
        arguments: [output.path] + catalogs.map(\.path),
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output])
    ]
  }
}
