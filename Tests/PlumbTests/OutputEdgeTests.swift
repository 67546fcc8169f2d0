import Foundation
@testable import Plumb
import Testing

/// Rendering and files at their edges (issue: "Never hang, never drift",
/// items 7, 8 and 10).
@MainActor @Suite struct OutputEdgeTests {
  func folder(_ name: String) -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-out-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return removedAtExit(dir)
  }

  /// A figure with no area is the same typed error in every format (it
  /// was a Cairo "bug" error for PNG and an empty drawing for SVG and PDF).
  @Test(arguments: [0, 1, 2])
  func zeroAreaFigureIsOneTypedError(which: Int) throws {
    let renderer: ImageRenderer<AnyView>
    switch which {
    case 0: renderer = ImageRenderer(content: AnyView(EmptyView()))
    case 1: renderer = ImageRenderer(content: AnyView(Color.red.frame(width: 10, height: 0)))
    default:
      renderer = ImageRenderer(content: AnyView(Color.red))
      renderer.proposedSize = ProposedViewSize(width: -5, height: 10)
    }
    for format in ImageFormat.allCases {
      #expect {
        switch format {
        case .png: _ = try renderer.pngData()
        case .svg: _ = try renderer.svgData()
        case .pdf: _ = try renderer.pdfData()
        }
      } throws: { error in
        guard let e = error as? RenderError else { return false }
        return e.kind == .emptyCanvas && e.description.contains("a figure with no area has nothing to draw")
      }
    }
    // With a margin it has an area: 0×0, 10×0 and 0×10 points plus 1 on
    // every side, at scale 1.
    renderer.margin = 1
    let image = try PixelImage(pngData: renderer.pngData())
    let expected = [(2, 2), (12, 2), (2, 12)][which]
    #expect(image.width == expected.0 && image.height == expected.1)
  }

  /// A parent that is a regular file says so, not "check that the folder
  /// is writable".
  @Test func parentIsARegularFile() throws {
    let dir = folder("notdir")
    let blocker = dir.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    #expect {
      try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).write(to: blocker.appendingPathComponent("fig.svg"))
    } throws: { error in
      let e = error as? RenderError
      return e?.kind == .writeFailed && e?.description.contains("is a regular file, not a folder") == true
    }
  }

  /// Each errno reads as what happened and what to do.
  @Test func writeErrorsInWords() {
    let url = URL(fileURLWithPath: "out/fig.png")
    #expect(AtomicFile.writeError(url, errno: ENOSPC).description == "could not write \(url.path): the disk is full (or over its quota); free some space and render again")
    #expect(AtomicFile.writeError(url, errno: EFBIG).description.contains("the file-size limit, `ulimit -f`"))
    #expect(AtomicFile.writeError(url, errno: EROFS).description.contains("read-only"))
    for code in [ENOSPC, EFBIG, ENOTDIR, EACCES, EROFS] {
      #expect(!AtomicFile.writeError(url, errno: code).description.contains("NSCocoaErrorDomain"))
    }
  }

  /// A killed writer's temporary is removed by the next write into the
  /// folder; a running process's is left alone.
  @Test func debrisOfDeadWritersIsRemoved() throws {
    let dir = folder("debris")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = dir.appendingPathComponent(".fig.png.plumb-tmp-\(child.processIdentifier)")
    let alive = dir.appendingPathComponent(".other.png.plumb-tmp-1")
    try Data(count: 2_000_000).write(to: dead)
    try Data(count: 10).write(to: alive)
    try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).write(to: dir.appendingPathComponent("fig.svg"))
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(names == [".other.png.plumb-tmp-1", "fig.svg"])
  }

  /// Corrupt PNGs are described, not reported as "out of memory".
  @Test func corruptPNGsInWords() {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func message(_ bytes: [UInt8]) -> String {
      do {
        _ = try PixelImage(pngData: Data(bytes))
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(message(signature + [0, 0, 0, 13, 1, 2, 3]).contains("the file is corrupt or truncated (15 bytes)"))
    #expect(message(Array("hello".utf8)).contains("does not start with the PNG signature"))
    #expect(message([]).contains("the file is empty"))
    #expect(!message(signature + [9, 9, 9]).contains("out of memory"))
  }
}

/// A broken pinned font fails loudly (issue: "Never hang, never drift",
/// item 9): a 0-byte or truncated Inter-Regular.otf rendered empty boxes.
@MainActor @Suite struct BrokenFontTests {
  func fontFolder(_ name: String, regular: Data) throws -> String {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-font-\(name)-\(getpid())"))
    try? FileManager.default.removeItem(at: dir)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try regular.write(to: dir.appendingPathComponent("Inter-Regular.otf"))
    return dir.path
  }

  @Test(arguments: ["empty", "truncated", "text"])
  func brokenRegularFontIsAnError(kind: String) throws {
    let real = try Data(contentsOf: URL(fileURLWithPath: FontLibrary.defaultDirectory + "/Inter-Regular.otf"))
    let data: Data
    switch kind {
    case "empty": data = Data()
    case "truncated": data = real.prefix(2000)
    default: data = Data("not a font".utf8)
    }
    let dir = try fontFolder(kind, regular: data)
    #expect {
      _ = try FontLibrary(directory: dir)
    } throws: { error in
      let e = error as? RenderError
      return e?.kind == .fontMissing && e?.description.contains("is not a usable font (\(data.count) bytes") == true
        && e?.description.contains("apt-get install --reinstall fonts-inter") == true
    }
  }

  @Test func theInstalledFontLoads() throws {
    _ = try FontLibrary(directory: FontLibrary.defaultDirectory)
  }
}

