import ArgumentParser
import Foundation
@testable import PlumbFigures
import PlumbGallery
import Testing

@MainActor @Suite struct ShardTests {
  @Test(arguments: [("1/3", 1, 3), ("3/3", 3, 3), ("1/1", 1, 1), ("7/12", 7, 12)])
  func parses(text: String, index: Int, count: Int) throws {
    #expect(try Shard(parsing: text) == Shard(index: index, count: count))
  }

  @Test(arguments: ["0/3", "4/3", "x", "1/0", "1/", "/3", "1/3/4", "-1/3", "", "1 /3"])
  func rejects(text: String) {
    do {
      _ = try Shard(parsing: text)
      Issue.record("expected a validation error for '\(text)'")
    } catch let e as ValidationError {
      #expect(e.message == "--shard takes i/n with 1 ≤ i ≤ n, like 1/3, 2/3 or 3/3; not '\(text)'")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  /// The published FNV-1a test vectors: the hash must not change, or
  /// figures would move between shards from one release to the next.
  @Test func fnv1aVectors() {
    #expect(fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(fnv1a("foobar") == 0x8594_4171_f739_67e8)
  }

  /// For every n, the gallery's shards are disjoint and together are the
  /// whole gallery.
  @Test(arguments: 1...6)
  func galleryShardsPartitionIt(count: Int) throws {
    let all = Gallery.figures.map(\.name)
    var seen: [String] = []
    for i in 1...count {
      seen += Gallery.figures.filter { Shard(index: i, count: count).contains($0.name) }.map(\.name)
    }
    #expect(seen.count == all.count)
    #expect(Set(seen) == Set(all))
  }

  /// The command line selects by shard, after the filter; an invalid shard
  /// is a usage error before anything renders.
  @Test func selectsExactly() throws {
    func names(_ args: [String]) throws -> [String] {
      try RenderArguments<TestCatalog>.parse(args).selected(TestCatalog.figures).map(\.name)
    }
    #expect(try names(["--shard", "1/2"]) == ["red", "loop1"])
    #expect(try names(["--shard", "2/2"]) == ["stack", "loop2"])
    #expect(try names(["--shard", "2/2", "--filter", "loop*"]) == ["loop2"])
    #expect(try names(["--shard", "1/3"]) == [])
    #expect(try names(["--shard", "2/3"]) == ["red", "loop2"])
    #expect(try names(["--shard", "3/3"]) == ["stack", "loop1"])
    #expect(throws: ValidationError.self) { try names(["--shard", "3/2"]) }
  }

  /// A shard's check judges only its own figures' files and repeats the
  /// shard in the command it suggests; an empty shard is up to date.
  @Test func checkAShard() throws {
    let dir = temporaryFolder("shard")
    _ = try RenderCommand<TestCatalog>.parse(["--output", dir.path]).output()
    for orphan in ["red.png", "stack~dark.svg"] {
      try Data("x".utf8).write(to: dir.appendingPathComponent(orphan))
    }
    #expect(try CheckCommand<TestCatalog>.parse(["--output", dir.path, "--shard", "1/2"]).output().lines == [
      "orphaned: \(dir.path)/red.png",
      "2 figures: 0 missing, 0 stale, 1 orphaned; run `swift run \(executableName()) render --output \(dir.path) --shard 1/2 --prune` and commit the result",
    ])
    #expect(try CheckCommand<TestCatalog>.parse(["--output", dir.path, "--shard", "1/3"]).output().lines == [
      "0 figures up to date"
    ])
  }
}
