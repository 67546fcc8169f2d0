import Foundation
@testable import PlumbFigures
import Testing

// Previews as an app's view file writes them, in this module: one on the
// phone's screen, one at its ideal size, one at a fixed size, one whose
// image is missing, and an older provider.

struct PreviewBadge: View {
  var text: String
  var body: some View { Text(text).padding(8).background(Color.yellow) }
}

#Preview { PreviewBadge(text: "Phone") }

#Preview("Ideal", traits: .sizeThatFitsLayout) { PreviewBadge(text: "Ideal") }

#Preview("Fixed", traits: .fixedLayout(width: 120, height: 60)) { PreviewBadge(text: "Fixed") }

#Preview("Broken", traits: .sizeThatFitsLayout) { Image("no-such-image") }

struct PreviewBadge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      PreviewBadge(text: "Ideal").previewLayout(.sizeThatFits).previewDisplayName("Small")
      PreviewBadge(text: "SE").previewDevice("iPhone SE (3rd generation)")
    }
  }
}

/// The pixel size of a PNG, from its header.
func pngSize(_ url: URL) -> (Int, Int)? {
  guard let data = try? Data(contentsOf: url), data.count > 24 else { return nil }
  func be(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (be(16), be(20))
}

/// `PreviewCatalog`: a module's previews rendered, listed and checked as a
/// figure catalog, one PNG per preview at 2× by default.
@Suite(.serialized) struct PreviewCatalogTests {
  init() { setenv("PLUMB_PREVIEWS_MODULE", "PlumbFiguresTests", 1) }

  /// `list` finds each preview with its file and line.
  @Test func listsEveryPreviewWithItsLocation() throws {
    let lines = try ListCommand<PreviewCatalog>.parse([]).lines()
    #expect(
      lines == [
        "PreviewCatalogTests\t393×852\tPlumbFiguresTests/PreviewCatalogTests.swift:14",
        "PreviewCatalogTests-Ideal\t54.56×36.29\tPlumbFiguresTests/PreviewCatalogTests.swift:16 Ideal",
        "PreviewCatalogTests-Fixed\t120×60\tPlumbFiguresTests/PreviewCatalogTests.swift:18 Fixed",
        "PreviewCatalogTests-Broken\t0×0\tPlumbFiguresTests/PreviewCatalogTests.swift:20 Broken",
        // A provider's views are previews of their own, with their
        // modifiers: at the ideal size and named; on an iPhone SE.
        "PreviewBadge_Previews-Small\t54.56×36.29\tPlumbFiguresTests/PreviewBadge_Previews Small",
        "PreviewBadge_Previews-2\t375×667\tPlumbFiguresTests/PreviewBadge_Previews",
      ], "\(lines)")
  }

  /// `render`: one PNG per preview, sized as its traits ask (the phone's
  /// 393 × 852 at 2×, the fixed 120 × 60); the broken preview fails on its
  /// own line and the rest are written; `--print-paths` prints each PNG's
  /// absolute path.
  @Test func rendersEachPreview() throws {
    let dir = temporaryFolder("previews")
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = try RenderCommand<PreviewCatalog>.parse(["--output", dir.path, "--print-paths"]).output()
    #expect(!out.succeeded)
    #expect(out.errors.contains { $0.contains("no-such-image") }, "\(out.errors)")
    #expect(pngSize(dir.appendingPathComponent("PreviewCatalogTests@2x.png"))! == (786, 1704))
    #expect(pngSize(dir.appendingPathComponent("PreviewCatalogTests-Fixed@2x.png"))! == (240, 120))
    #expect(pngSize(dir.appendingPathComponent("PreviewCatalogTests-Ideal@2x.png")) != nil)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PreviewCatalogTests-Broken@2x.png").path))
    let paths = out.lines.filter { $0.hasPrefix("/") }
    #expect(paths.count == 5, "\(out.lines)")
    #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) && $0.hasSuffix(".png") })
    #expect(out.lines.last == "6 figures: 5 files written, 0 unchanged, 1 failed", "\(out.lines)")
    #expect(pngSize(dir.appendingPathComponent("PreviewBadge_Previews-2@2x.png"))! == (750, 1334))
  }

  /// A filter of several patterns, as a watching render passes for the
  /// files that changed: the previews of those files only.
  @Test func filtersByFile() throws {
    let dir = temporaryFolder("previews-filter")
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = try RenderCommand<PreviewCatalog>.parse(["--output", dir.path, "--filter", "PreviewCatalogTests-F*,PreviewBadge*"]).output()
    #expect(out.lines.last == "3 figures: 3 files written, 0 unchanged, 0 failed", "\(out.lines)")
  }
}
