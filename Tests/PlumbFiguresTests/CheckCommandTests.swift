import ArgumentParser
import Foundation
@testable import PlumbFigures
import Testing

/// `check` names each file that is missing, stale or orphaned, then sums up
/// with the command to run; `render --prune` removes the orphans.
@MainActor @Suite struct CheckCommandTests {
  /// A rendered folder with one file of each kind of trouble, and two
  /// files that are not figure files at all.
  func troubledFolder(_ name: String) throws -> URL {
    let dir = temporaryFolder(name)
    _ = try RenderCommand<TestCatalog>.parse(["--output", dir.path]).output()
    let fm = FileManager.default
    try fm.removeItem(at: dir.appendingPathComponent("red.svg"))
    try Data("stale".utf8).write(to: dir.appendingPathComponent("stack.svg"))
    for orphan in ["old.svg", "red.png", "red~dark@2x.png", "loop1~dark.svg", "notes.md", "loop1.txt"] {
      try Data("x".utf8).write(to: dir.appendingPathComponent(orphan))
    }
    return dir
  }

  @Test func reportsMissingStaleAndOrphanedFiles() throws {
    let dir = try troubledFolder("check-all")
    let out = try CheckCommand<TestCatalog>.parse(["--output", dir.path]).output()
    #expect(out.lines == [
      "missing: \(dir.path)/red.svg",
      "stale: \(dir.path)/stack.svg",
      "orphaned: \(dir.path)/loop1~dark.svg",
      "orphaned: \(dir.path)/old.svg",
      "orphaned: \(dir.path)/red.png",
      "orphaned: \(dir.path)/red~dark@2x.png",
      "4 figures: 1 missing, 1 stale, 4 orphaned; run `swift run \(executableName()) render --output \(dir.path) --prune` and commit the result",
    ])
    #expect(out.errors == [])
    #expect(!out.succeeded)
    #expect(throws: ExitCode.failure) { try CheckCommand<TestCatalog>.parse(["--output", dir.path]).run() }
  }

  /// With --filter, only the selected figures' files are judged; the
  /// suggested command repeats the filter.
  @Test func filterLimitsOrphansToSelectedFigures() throws {
    let dir = try troubledFolder("check-filter")
    let out = try CheckCommand<TestCatalog>.parse(["--output", dir.path, "--filter", "loop*"]).output()
    #expect(out.lines == [
      "orphaned: \(dir.path)/loop1~dark.svg",
      "2 figures: 0 missing, 0 stale, 1 orphaned; run `swift run \(executableName()) render --output \(dir.path) --filter 'loop*' --prune` and commit the result",
    ])
  }

  @Test func pruneRemovesOrphansOnly() throws {
    let dir = try troubledFolder("prune")
    let filtered = try RenderCommand<TestCatalog>.parse(["--output", dir.path, "--filter", "loop*", "--prune"]).output()
    #expect(filtered.lines == ["removed: \(dir.path)/loop1~dark.svg", "2 figures: 0 files written, 4 unchanged, 0 failed, 1 removed"])
    let unpruned = try RenderCommand<TestCatalog>.parse(["--output", dir.path]).output()
    #expect(unpruned.lines == [
      "orphaned: \(dir.path)/old.svg", "orphaned: \(dir.path)/red.png", "orphaned: \(dir.path)/red~dark@2x.png",
      "4 figures: 2 files written, 6 unchanged, 0 failed, 3 orphaned (--prune removes them)",
    ])
    let pruned = try RenderCommand<TestCatalog>.parse(["--output", dir.path, "--prune"]).output()
    #expect(pruned.lines == [
      "removed: \(dir.path)/old.svg", "removed: \(dir.path)/red.png", "removed: \(dir.path)/red~dark@2x.png",
      "4 figures: 0 files written, 8 unchanged, 0 failed, 3 removed",
    ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
      "loop1.svg", "loop1.txt", "loop1@2x.png", "loop2.svg", "loop2@2x.png", "notes.md", "red.svg", "red@2x.png",
      "stack.svg", "stack@2x.png",
    ])
    #expect(try CheckCommand<TestCatalog>.parse(["--output", dir.path]).output().lines == ["4 figures up to date"])
  }

  /// Help says how --filter and --shard narrow the search for orphans.
  @Test func helpExplainsOrphansUnderASelection() {
    let check = CheckCommand<TestCatalog>.helpMessage(columns: 1000)
    #expect(check.contains("with --filter or --shard, only the selected figures' files are considered."))
    let render = RenderCommand<TestCatalog>.helpMessage(columns: 1000)
    #expect(render.contains("--shard <i/n>"))
    #expect(render.contains("orphaned files are then looked for among these figures' files only."))
  }

  /// The index page is checked like a figure file.
  @Test func indexIsChecked() throws {
    let dir = temporaryFolder("check-index")
    let index = dir.appendingPathComponent("index.md").path
    let args = ["--output", dir.appendingPathComponent("figures").path, "--index", index]
    _ = try RenderCommand<TestCatalog>.parse(args).output()
    #expect(try CheckCommand<TestCatalog>.parse(args).output().lines == ["4 figures up to date"])
    try Data("old".utf8).write(to: URL(fileURLWithPath: index))
    #expect(try CheckCommand<TestCatalog>.parse(args).output().lines.first == "stale: \(index)")
    try FileManager.default.removeItem(atPath: index)
    #expect(try CheckCommand<TestCatalog>.parse(args).output().lines.first == "missing: \(index)")
  }

  /// A figure that fails is reported; its files on disk are not orphans.
  @Test func failedFiguresFilesAreNotOrphans() throws {
    let dir = temporaryFolder("check-failed")
    _ = try RenderCommand<FailingCatalog>.parse(["--output", dir.path]).output()
    try Data("x".utf8).write(to: dir.appendingPathComponent("huge.svg"))
    let out = try CheckCommand<FailingCatalog>.parse(["--output", dir.path]).output()
    #expect(out.lines == ["2 figures: 0 missing, 0 stale, 0 orphaned, 1 failed"])
    #expect(out.errors.count == 1)
    #expect(out.errors.first?.hasPrefix("huge: the canvas would be") == true)
    #expect(!out.succeeded)
  }
}
