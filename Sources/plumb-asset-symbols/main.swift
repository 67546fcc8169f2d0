// The PlumbAssetSymbols build plugin's tool: `plumb-asset-symbols OUTPUT
// CATALOG...` writes the asset symbols of the catalogs to OUTPUT (whole or
// not at all).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: plumb-asset-symbols OUTPUT CATALOG...\n".utf8))
  exit(64)
}
let catalogs = arguments.dropFirst().map { URL(fileURLWithPath: $0) }
let source = AssetSymbols.source(catalogs: catalogs)
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("plumb-asset-symbols: cannot write \(output): \(error.localizedDescription)\n".utf8))
  exit(1)
}
