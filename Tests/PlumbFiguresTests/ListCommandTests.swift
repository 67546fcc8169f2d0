import Foundation
@testable import PlumbFigures
import Testing

/// A flexible view offered infinity: its size is ∞ wide, which `list` once
/// converted to an Int and crashed on.
enum EndlessCatalog: FigureCatalog {
  static var figures: [Figure] {
    Figure("endless", proposal: ProposedViewSize(width: .infinity, height: 10)) { Color.red }
    Figure("half", title: "Half a point") { Color.red.frame(width: 10.5, height: 4) }
  }
}

@MainActor @Suite struct ListCommandTests {
  @Test func listsSizesAndTitles() throws {
    let lines = try ListCommand<TestCatalog>.parse([]).lines()
    #expect(lines == [
      "red\t10×10\tA red square", "stack\t50×20.29\t", "loop1\t10×8\t", "loop2\t20×8\t",
    ])
  }

  @Test func infiniteSizeIsPrintedNotConverted() throws {
    #expect(try ListCommand<EndlessCatalog>.parse([]).lines() == ["endless\t∞×10\t", "half\t10.50×4\tHalf a point"])
  }
}
