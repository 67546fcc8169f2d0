import Foundation
@testable import PlumbFigures
import Testing

@MainActor @Suite struct FigureFolderTests {
  @Test(arguments: [
    ("a.svg", true), ("a.png", true), ("a@2x.png", true), ("a~dark@2x.png", true), ("a~dark.svg", true),
    ("a.pdf", true), ("a-step1.svg", true), ("a-step12~dark@3x.png", true),
    ("a.md", false), ("ab.svg", false), ("a-stepx.svg", false), ("a@2x~dark.png", false), ("a~dark~dark.png", false),
    ("a.svg.bak", false), ("b.svg", false),
  ])
  func docCNamesOfAFigure(file: String, isOne: Bool) {
    #expect(isFile(file, of: "a") == isOne)
  }

  /// The longest figure name a file fits wins.
  @Test func ownerIsTheLongestFittingName() {
    #expect(owner(of: "a-step1.svg", among: ["a", "a-step1"]) == "a-step1")
    #expect(owner(of: "a-step1.svg", among: ["a"]) == "a")
    #expect(owner(of: "a-step1~dark@2x.png", among: ["a-step", "a"]) == "a")
    #expect(owner(of: "b.svg", among: ["a"]) == nil)
  }

  @Test func orphansAreFigureFilesNotRendered() throws {
    let dir = temporaryFolder("orphans")
    for name in ["a.svg", "a@2x.png", "a~dark.svg", "b.svg", "gone.pdf", "notes.md", "a.txt"] {
      try Data().write(to: dir.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub.svg"), withIntermediateDirectories: true)
    let expected: Set = ["a.svg", "a@2x.png", "b.svg"]
    #expect(orphans(in: dir, expected: expected, names: ["a", "b"], scope: nil, failed: []) == ["a~dark.svg", "gone.pdf"])
    #expect(orphans(in: dir, expected: expected, names: ["a", "b"], scope: ["a"], failed: []) == ["a~dark.svg"])
    #expect(orphans(in: dir, expected: expected, names: ["a", "b"], scope: ["b"], failed: []) == [])
    #expect(orphans(in: dir, expected: ["b.svg"], names: ["a", "b"], scope: nil, failed: ["a"]) == ["gone.pdf"])
    #expect(orphans(in: dir.appendingPathComponent("absent"), expected: [], names: ["a"], scope: nil, failed: []) == [])
  }
}
