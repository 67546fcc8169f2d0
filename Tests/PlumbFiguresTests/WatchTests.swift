import ArgumentParser
import Foundation
@testable import PlumbFigures
import Testing

@MainActor @Suite struct WatchTests {
  /// A snapshot changes when a file is edited, added or removed, at any
  /// depth, and not otherwise.
  @Test func snapshotSeesEditsAdditionsAndRemovals() throws {
    let dir = temporaryFolder("watch")
    let fm = FileManager.default
    let file = dir.appendingPathComponent("Figures/Seed.swift")
    try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("a".utf8).write(to: file)
    let first = SourceSnapshot(folder: dir)
    #expect(first.times.keys.sorted() == ["Figures/Seed.swift"])
    #expect(SourceSnapshot(folder: dir) == first)

    let later = Date(timeIntervalSince1970: 2_000_000_000)
    try fm.setAttributes([.modificationDate: later], ofItemAtPath: file.path)
    let edited = SourceSnapshot(folder: dir)
    #expect(edited != first)
    #expect(edited.times["Figures/Seed.swift"] == later)

    try Data().write(to: dir.appendingPathComponent("New.swift"))
    let added = SourceSnapshot(folder: dir)
    #expect(added.times.keys.sorted() == ["Figures/Seed.swift", "New.swift"])

    try fm.removeItem(at: file)
    let removed = SourceSnapshot(folder: dir)
    #expect(removed.times.keys.sorted() == ["New.swift"])
    #expect(removed != added)
    // What changed between two snapshots: the edit, the addition, the removal.
    #expect(edited.changed(from: first) == ["Figures/Seed.swift"])
    #expect(added.changed(from: edited) == ["New.swift"])
    #expect(removed.changed(from: added) == ["Figures/Seed.swift"])
  }

  @Test func packageRootIsTheNearestFolderWithAManifest() throws {
    let dir = temporaryFolder("watch-root")
    let deep = dir.appendingPathComponent("Sources/Lib")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    #expect(packageRoot(from: deep)?.path != dir.standardizedFileURL.path)
    try Data().write(to: dir.appendingPathComponent("Package.swift"))
    #expect(packageRoot(from: deep)?.path == dir.standardizedFileURL.path)
    #expect(packageRoot(from: dir)?.path == dir.standardizedFileURL.path)
  }

  /// Each round runs the render again with the same arguments minus
  /// --watch, after building the same product in the same configuration.
  @Test func roundsRepeatTheCommandWithoutWatch() {
    #expect(watchArguments(["render", "--watch", "--output", "x", "--scale", "1,2"]) == [
      "render", "--output", "x", "--scale", "1,2",
    ])
    #expect(watchArguments(["--watch"]) == [])
    let root = URL(fileURLWithPath: "/p")
    let debug = Watcher(root: root, executable: URL(fileURLWithPath: "/p/.build/debug/DocsFigures"), arguments: [])
    #expect(debug.buildArguments == ["build", "--product", "DocsFigures"])
    let release = Watcher(root: root, executable: URL(fileURLWithPath: "/p/.build/release/DocsFigures"), arguments: [])
    #expect(release.buildArguments == ["build", "--product", "DocsFigures", "-c", "release"])
  }

  @Test func watchIsARenderFlag() throws {
    #expect(try RenderCommand<TestCatalog>.parse(["--watch"]).watch)
    #expect(try !RenderCommand<TestCatalog>.parse([]).watch)
    #expect(throws: (any Error).self) { try CheckCommand<TestCatalog>.parse(["--watch"]) }
  }
}
