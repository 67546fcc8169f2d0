import Foundation
@testable import PlumbCore
import Testing

/// Hierarchical lists, collapsible sections and tables as an iPhone shows
/// them in the first frame.
@MainActor @Suite struct OutlineAndTableTests {
  struct Item: Identifiable {
    let id: String
    var children: [Item]? = nil
  }

  func texts<V: View>(_ view: V) -> [String] {
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))
    return DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
  }

  /// `List(_:children:)` and `OutlineGroup` show the top level, each parent
  /// collapsed (a chevron, its children hidden), as iOS opens none.
  @Test func outlinesStartCollapsed() {
    let items = [Item(id: "Documents", children: [Item(id: "a.txt")]), Item(id: "Music")]
    #expect(texts(List(items, children: \.children) { Text($0.id) }) == ["Documents", "Music"])
    #expect(texts(List { OutlineGroup(items, children: \.children) { Text($0.id) } }) == ["Documents", "Music"])
    let r = LayoutResult(of: List(items, children: \.children) { Text($0.id) }, proposal: ProposedViewSize(width: 393, height: 600))
    let chevrons = DisplayList(r, scale: 1, colorScheme: .light).items.filter {
      if case .symbol("chevron.right", _, _, _) = $0 { return true }
      return false
    }
    #expect(chevrons.count == 1)
  }

  /// A collapsed section shows its header alone.
  @Test func collapsedSectionShowsItsHeader() {
    let shown = texts(
      List {
        Section(isExpanded: .constant(false)) { Text("Row") } header: { Text("Header") }
        Section("Open", isExpanded: .constant(true)) { Text("Visible") }
      })
    #expect(shown == ["HEADER", "OPEN", "Visible"])
  }

  struct Person: Identifiable {
    let id: Int
    var name: String
    var age: Int
  }

  /// A table on a phone is a list of its first column; the others, the
  /// sort order and the headers are not shown.
  @Test func tableShowsItsFirstColumn() {
    let people = [Person(id: 1, name: "Ana", age: 31), Person(id: 2, name: "Ben", age: 27)]
    #expect(
      texts(
        Table(people, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
          TableColumn("Name", value: \.name)
          TableColumn("Age") { Text("\($0.age)") }
        }) == ["Ana", "Ben"])
    #expect(texts(Table(people) { TableColumn("Age") { Text("\($0.age)") } }) == ["31", "27"])
  }

  /// An attributed string's SwiftUI attributes are drawn run by run:
  /// "Hello, " red (bytes 0..<7), "world" blue and underlined (7..<12).
  @Test func attributedStringRuns() {
    var s = AttributedString("Hello, world")
    s.foregroundColor = .red
    if let range = s.range(of: "world") {
      s[range].foregroundColor = .blue
      s[range].underlineStyle = .single
    }
    let r = layout(Text(s))
    let content = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap { item -> TextContent? in
      if case .text(let c, _, _, _, _) = item { return c }
      return nil
    }.first!
    #expect(content.string == "Hello, world")
    let red = Color.red.resolve(in: .light), blue = Color.blue.resolve(in: .light)
    #expect(content.spans.contains { $0.utf8Range == 0..<7 && $0.style.color == red })
    #expect(content.spans.contains { $0.utf8Range == 7..<12 && $0.style.color == blue })
    #expect(content.spans.contains { $0.utf8Range == 7..<12 && $0.style.isUnderlined })
  }

  /// `AttributedString(markdown:)` keeps the inline styles: "Bold" bold
  /// (bytes 0..<4), "code" monospaced.
  @Test func markdownAttributedString() throws {
    let s = try AttributedString(markdown: "**Bold** and `code`")
    #expect(String(s.characters) == "Bold and code")
    let r = layout(Text(s))
    let content = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap { item -> TextContent? in
      if case .text(let c, _, _, _, _) = item { return c }
      return nil
    }.first!
    #expect(content.spans.contains { $0.utf8Range == 0..<4 && $0.style.isBold })
    #expect(content.spans.contains { $0.utf8Range == 9..<13 && $0.style.isMonospaced })
  }
}

/// Smaller additions found in app files.
@MainActor @Suite struct AppFileAdditionsTests {
  /// A List row's badge sits at the trailing edge and the row's content
  /// takes the rest: a full-width color row beside "New" ends 16 before
  /// the badge instead of running under it.
  @Test func badgeNarrowsTheRow() {
    let r = LayoutResult(
      of: List { Color.red.frame(height: 20).id("row").badge(Text("New")) }, proposal: ProposedViewSize(width: 393, height: 300))
    let row = r.frame(of: "row")!
    let badge = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap { item -> CGPoint? in
      if case .text(let c, let origin, _, _, _) = item, c.string == "New" { return origin }
      return nil
    }.first!
    // (Text is drawn from a whole pixel: within half a point.)
    #expect(abs(row.maxX + 16 - badge.x) <= 0.5)
  }

  /// A 2×2 mesh is blended bilinearly: its top band runs from red to blue,
  /// its bottom band from green to yellow (each 1/128 of the height in from
  /// its edge, so nearly the corner colors).
  @Test func meshGradientBlendsItsCorners() {
    let mesh = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
    let top = mesh.stops(at: 0), bottom = mesh.stops(at: 1)
    #expect(top.map { $0.color.resolve(in: .light) } == [Color.red.resolve(in: .light), Color.blue.resolve(in: .light)])
    #expect(top.map(\.location) == [0, 1])
    #expect(bottom.map(\.color).map { $0.resolve(in: .light) } == [Color.green.resolve(in: .light), Color.yellow.resolve(in: .light)])
    let middle = mesh.stops(at: 0.5)[0].color.resolve(in: .light)
    let red = Color.red.resolve(in: .light), green = Color.green.resolve(in: .light)
    #expect(abs(middle.red - (red.red + green.red) / 2) < 1e-9)
  }

  /// `.background.secondary` is the secondary system background.
  @Test func backgroundStyleLevels() {
    #expect(BackgroundStyle().secondary.resolvedColor(foreground: .black) == Color(uiColor: .secondarySystemBackground))
    #expect(BackgroundStyle().resolvedColor(foreground: .black) == Color(uiColor: .systemBackground))
  }
}
