import ArgumentParser
import Foundation
@testable import PlumbFigures
import Testing

enum TestCatalog: FigureCatalog {
  static var figures: [Figure] {
    Figure("red", title: "A red square") { Color.red.frame(width: 10, height: 10) }
    Figure("stack", proposal: ProposedViewSize(width: 50, height: nil)) {
      HStack { Color.blue; Text("Hi") }
    }
    for i in 1...2 {
      Figure("loop\(i)") { Capsule().fill(Color.green).frame(width: CGFloat(10 * i), height: 8) }
    }
  }
}

/// A catalog with one figure that cannot render (its canvas is too large).
enum FailingCatalog: FigureCatalog {
  static var figures: [Figure] {
    Figure("fine") { Color.red.frame(width: 4, height: 4) }
    Figure("huge") { Color.red.frame(width: 50_000, height: 4) }
  }
}

func temporaryFolder(_ name: String) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return removedAtExit(url)
}



@MainActor @Suite struct FigureNamingTests {
  @Test(arguments: [
    (FigureFormat.png, 1, ColorScheme.light, "fig.png"),
    (.png, 2, .light, "fig@2x.png"),
    (.png, 3, .dark, "fig~dark@3x.png"),
    (.svg, 2, .light, "fig.svg"),
    (.svg, 1, .dark, "fig~dark.svg"),
    (.pdf, 3, .light, "fig.pdf"),
  ])
  func docCNames(format: FigureFormat, scale: Int, appearance: ColorScheme, expected: String) {
    #expect(docCFileName("fig", format: format, scale: scale, appearance: appearance) == expected)
  }
}

@MainActor @Suite struct FigureCommandParsingTests {
  @Test func defaults() throws {
    let args = try RenderArguments<TestCatalog>.parse([])
    let o = try args.options()
    #expect(o.formats == [.svg, .png])
    #expect(o.scales == [2])
    #expect(o.appearances == [.light])
    #expect(o.margin == 8)
  }

  @Test func lists() throws {
    let o = try RenderArguments<TestCatalog>.parse(["--format", "pdf,png", "--scale", "1,3", "--appearance", "light,dark", "--margin", "0"]).options()
    #expect(o.formats == [.pdf, .png])
    #expect(o.scales == [1, 3])
    #expect(o.appearances == [.light, .dark])
    #expect(o.margin == 0)
  }

  @Test(arguments: [["--format", "gif"], ["--scale", "4"], ["--appearance", "sepia"], ["--background", "plaid"], ["--margin=-1"]])
  func badValuesNameWhatIsAccepted(arguments: [String]) throws {
    let args = try RenderArguments<TestCatalog>.parse(arguments)
    do {
      _ = try args.options()
      Issue.record("expected a validation error")
    } catch let e as ValidationError {
      #expect(!e.message.isEmpty)
    }
  }

  /// `--margin -1` once failed with "Missing value" (the -1 taken for a
  /// flag) while `--margin=-1` reached the range check: both spellings now
  /// give the same message.
  @Test(arguments: [["--margin", "-1"], ["--margin=-1"]])
  func negativeMarginInEitherSpelling(arguments: [String]) throws {
    let args = try RenderArguments<TestCatalog>.parse(arguments)
    #expect(args.margin == -1)
    do {
      _ = try args.options()
      Issue.record("expected a validation error")
    } catch let e as ValidationError {
      #expect(e.message == "--margin must be a length of 0 or more points, not -1")
    }
  }

  @Test func marginValuesParse() throws {
    #expect(try RenderArguments<TestCatalog>.parse(["--margin", "2.5"]).options().margin == 2.5)
    #expect(try RenderArguments<TestCatalog>.parse(["--margin=0"]).options().margin == 0)
  }

  @Test func unknownFilterListsFigures() throws {
    let args = try RenderArguments<TestCatalog>.parse(["--filter", "nope*"])
    do {
      _ = try args.selected(TestCatalog.figures)
      Issue.record("expected a validation error")
    } catch let e as ValidationError {
      #expect(e.message.contains("red, stack, loop1, loop2"))
    }
    #expect(try RenderArguments<TestCatalog>.parse(["--filter", "loop*"]).selected(TestCatalog.figures).map(\.name) == ["loop1", "loop2"])
  }

  /// Usage errors exit with the conventional code 64 (EX_USAGE).
  @Test func usageExitCode() {
    #expect(RenderCommand<TestCatalog>.exitCode(for: ValidationError("x")) == ExitCode(64))
  }
}

@MainActor @Suite struct FigureRenderTests {
  @Test func renderWritesDocCFilesAndAnIndex() throws {
    let dir = temporaryFolder("render")
    let index = dir.appendingPathComponent("index.md")
    var cmd = try RenderCommand<TestCatalog>.parse([
      "--output", dir.appendingPathComponent("figures").path, "--format", "svg,png", "--scale", "1,2",
      "--appearance", "light,dark", "--index", index.path,
    ])
    try cmd.run()
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("figures").path).sorted()
    #expect(files.count == 4 * 6)
    #expect(files.contains("red~dark@2x.png"))
    #expect(files.contains("stack.png"))
    let md = try String(contentsOf: index, encoding: .utf8)
    #expect(md.contains("## A red square"))
    #expect(md.contains("](figures/red.svg)"))
    cmd = try RenderCommand<TestCatalog>.parse(["--output", dir.appendingPathComponent("figures").path])
    try cmd.run()
  }

  /// `check` passes on fresh output and names a figure whose file changed.
  @Test func checkCatchesAChangedFigure() throws {
    let dir = temporaryFolder("check")
    try RenderCommand<TestCatalog>.parse(["--output", dir.path]).run()
    try CheckCommand<TestCatalog>.parse(["--output", dir.path]).run()
    try Data("stale".utf8).write(to: dir.appendingPathComponent("red.svg"))
    #expect(throws: ExitCode.failure) { try CheckCommand<TestCatalog>.parse(["--output", dir.path]).run() }
  }

  /// Parallel rendering gives the same files as rendering one by one.
  @Test func parallelEqualsSerial() throws {
    var options = FigureOptions()
    options.formats = [.png, .svg, .pdf]
    let parallel = renderAll(TestCatalog.figures, options: options)
    for (figure, outcome) in zip(TestCatalog.figures, parallel) {
      #expect(outcome.figure == figure.name)
      #expect(try outcome.result.get() == figure.render(options))
    }
  }

  /// A figure that fails does not stop the others; the exit code says so.
  @Test func failuresAreIsolated() throws {
    let outcomes = renderAll(FailingCatalog.figures, options: FigureOptions())
    #expect((try? outcomes[0].result.get())?.isEmpty == false)
    guard case .failure(let error) = outcomes[1].result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.kind == .canvasTooLarge)
    let dir = temporaryFolder("fail")
    #expect(throws: ExitCode.failure) { try RenderCommand<FailingCatalog>.parse(["--output", dir.path]).run() }
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fine.svg").path))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("huge.svg").path))
  }
}
