import Foundation
@testable import PlumbFigures
import Testing

/// docs/docc.md's command, run as written (into a temporary folder): it
/// must parse, and write exactly DocC's names.
@MainActor @Suite struct DocCRecipeTests {
  static let recipe = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/docc.md")

  @Test func recipeWritesDocCNames() throws {
    let text = try String(contentsOf: Self.recipe, encoding: .utf8)
    let line = try #require(
      text.components(separatedBy: "\n").first { $0.contains("swift run DocsFigures render --output") })
    var words = line.split(separator: " ").map(String.init)
    words = Array(words[(words.firstIndex(of: "render")! + 1)...])
    #expect(words == [
      "--output", "Sources/MyLib/MyLib.docc/Resources", "--format", "png", "--scale", "1,2", "--appearance", "light,dark",
    ])
    let dir = temporaryFolder("docc")
    words[1] = dir.path
    let out = try RenderCommand<TestCatalog>.parse(words + ["--filter", "red"]).output()
    #expect(out.lines == ["1 figures: 4 files written, 0 unchanged, 0 failed"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
      "red.png", "red@2x.png", "red~dark.png", "red~dark@2x.png",
    ])
  }
}
