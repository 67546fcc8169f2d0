import Foundation

/// Which files in an output folder are a catalog's, by DocC's names:
/// `name.svg`, `name.png`, `name@2x.png`, `name~dark@2x.png`, `name.pdf`,
/// and the step files `name-step1.svg`, `name-step1~dark@2x.png`, ….

/// The extensions a catalog writes; no other file in the folder is judged.
let figureExtensions: Set<String> = ["svg", "png", "pdf"]

/// Whether `file` is named as one of `figure`'s files: the name, then an
/// optional `-stepN`, `~dark` and `@Nx`, then `.svg`, `.png` or `.pdf`.
func isFile(_ file: String, of figure: String) -> Bool {
  guard file.hasPrefix(figure) else { return false }
  let rest = file.dropFirst(figure.count)
  return rest.wholeMatch(of: #/(-step[0-9]+)?(~dark)?(@[0-9]+x)?\.(svg|png|pdf)/#) != nil
}

/// The figure a file belongs to: of the names it could be a file of, the
/// longest (`a-step1.svg` is figure `a-step1`'s if the catalog has one,
/// else a step of `a`); nil for a file of no figure.
func owner(of file: String, among names: [String]) -> String? {
  names.filter { isFile(file, of: $0) }.max { $0.count < $1.count }
}

/// The names of the files in `folder` (not below it) with a figure
/// extension, sorted; none when the folder does not exist.
func figureFiles(in folder: URL) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { name in
    var isFolder: ObjCBool = false
    let path = folder.appendingPathComponent(name).path
    return figureExtensions.contains((name as NSString).pathExtension)
      && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }.sorted()
}

/// The figure files in `folder` that rendering would not write: of a
/// format, scale or appearance not rendered, of a step no longer drawn, or
/// of a figure that no longer exists.
///
/// - Parameters:
///   - expected: the names rendering writes.
///   - names: every figure of the catalog, to tell whose a file is.
///   - scope: the figures selected by `--filter` or `--shard`; only their
///     files are judged. nil: every figure file in the folder is.
///   - failed: figures that did not render, whose files cannot be judged.
func orphans(
  in folder: URL, expected: Set<String>, names: [String], scope: Set<String>?, failed: Set<String>
) -> [String] {
  figureFiles(in: folder).filter { file in
    guard !expected.contains(file) else { return false }
    let figure = owner(of: file, among: names)
    if let scope, !scope.contains(figure ?? "") { return false }
    if let figure, failed.contains(figure) { return false }
    return true
  }
}
