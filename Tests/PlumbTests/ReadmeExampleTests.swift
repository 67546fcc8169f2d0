import Foundation
import Plumb
import Testing

// The README's example, verbatim; the test keeps the README's dump true.

private enum Feet: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

private struct Characters: View {
  var body: some View {
    HStack(alignment: VerticalAlignment(Feet.self)) {
      Color.red.frame(width: 40, height: 64).alignmentGuide(VerticalAlignment(Feet.self)) { _ in 61 }.id("rogue")
      Color.blue.frame(width: 60, height: 91).alignmentGuide(VerticalAlignment(Feet.self)) { _ in 84 }
      Color.green.frame(width: 50, height: 76).alignmentGuide(VerticalAlignment(Feet.self)) { _ in 70 }
    }
  }
}

@MainActor @Suite struct ReadmeExampleTests {
  @Test func readmeDump() throws {
    let result = LayoutResult(of: Characters(), proposal: ProposedViewSize(width: 400, height: 300))
    #expect(result.size == CGSize(width: 166, height: 91))
    #expect(result.frame(of: "rogue") == CGRect(x: 0, y: 23, width: 40, height: 64))
    let readme = try String(contentsOfFile: "README.md", encoding: .utf8)
    let dump = "\(result)"
    #expect(readme.contains(dump), "README's dump is stale; it should read:\n\(dump)")
  }
}
