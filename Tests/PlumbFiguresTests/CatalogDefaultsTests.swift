import ArgumentParser
import Foundation
@testable import PlumbFigures
import Testing

/// A catalog that declares every default in code, in a folder of its own.
enum DefaultsCatalog: FigureCatalog {
  static let root = temporaryFolder("defaults")
  static var figures: [Figure] {
    Figure("dot") { Circle().fill(Color.blue).frame(width: 6, height: 6) }
  }
  static var defaultOutput: String { root.appendingPathComponent("figures").path }
  static var defaultIndex: String? { root.appendingPathComponent("index.md").path }
  static var options: FigureOptions {
    FigureOptions(formats: [.png], scales: [1, 2], appearances: [.light, .dark], background: .clear, margin: 2)
  }
}

@MainActor @Suite struct CatalogDefaultsTests {
  @Test func noFlagsGiveTheCatalogsOptions() throws {
    #expect(try RenderArguments<DefaultsCatalog>.parse([]).options() == DefaultsCatalog.options)
    #expect(try RenderArguments<TestCatalog>.parse([]).options() == FigureOptions())
  }

  /// Each flag replaces one default and leaves the others.
  @Test func flagsOverrideOneByOne() throws {
    let o = try RenderArguments<DefaultsCatalog>.parse(["--format", "svg", "--margin", "0"]).options()
    #expect(o == FigureOptions(formats: [.svg], scales: [1, 2], appearances: [.light, .dark], background: .clear, margin: 0))
    let auto = try RenderArguments<DefaultsCatalog>.parse(["--background", "auto", "--appearance", "dark"]).options()
    #expect(auto == FigureOptions(formats: [.png], scales: [1, 2], appearances: [.dark], background: nil, margin: 2))
  }

  /// `render` then `check` with no flags at all: the same files, the index
  /// beside them, and check passes.
  @Test func renderAndCheckAgreeWithoutFlags() throws {
    try RenderCommand<DefaultsCatalog>.parse([]).run()
    let files = try FileManager.default.contentsOfDirectory(atPath: DefaultsCatalog.defaultOutput).sorted()
    #expect(files == ["dot.png", "dot@2x.png", "dot~dark.png", "dot~dark@2x.png"])
    let index = try String(contentsOfFile: DefaultsCatalog.defaultIndex!, encoding: .utf8)
    #expect(index.contains("![dot](figures/dot.svg)"))
    try CheckCommand<DefaultsCatalog>.parse([]).run()
    #expect(throws: ExitCode.failure) { try CheckCommand<DefaultsCatalog>.parse(["--scale", "3"]).run() }
  }

  /// The catalog's index follows its folder: rendering elsewhere writes none
  /// unless `--index` asks.
  @Test func indexOnlyBesideTheDefaultFolder() throws {
    let other = temporaryFolder("defaults-other")
    let args = try RenderArguments<DefaultsCatalog>.parse(["--output", other.path])
    #expect(args.indexPath == nil)
    let same = try RenderArguments<DefaultsCatalog>.parse(["--output", DefaultsCatalog.defaultOutput + "/"])
    #expect(same.indexPath == DefaultsCatalog.defaultIndex)
    let asked = try RenderArguments<DefaultsCatalog>.parse(["--output", other.path, "--index", "x.md"])
    #expect(asked.indexPath == "x.md")
    #expect(try RenderArguments<TestCatalog>.parse([]).indexPath == nil)
  }

  /// Help shows the defaults the command will use.
  @Test func helpNamesTheCatalogsDefaults() {
    let help = RenderCommand<DefaultsCatalog>.helpMessage(columns: 1000)
    #expect(help.contains("Comma-separated formats: svg, png, pdf (default: png)."))
    #expect(help.contains("Comma-separated PNG scales: 1, 2, 3 (default: 1,2)."))
    #expect(help.contains("Comma-separated appearances: light, dark (default: light,dark)."))
    #expect(help.contains("(default: none)."))
    #expect(help.contains("0 or more (default: 2)."))
  }
}
