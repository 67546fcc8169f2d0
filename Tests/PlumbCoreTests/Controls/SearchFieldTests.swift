import Foundation
@testable import PlumbCore
import Testing

/// `searchable` inside a navigation stack: the field iOS shows under the
/// large title before the list scrolls.
@MainActor @Suite struct SearchFieldTests {
  func texts(_ r: LayoutResult) -> [(String, CGPoint)] {
    DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, let origin, _, _, _) = $0 { return (content.string, origin) }
      return nil
    }
  }

  /// On an iPhone 15 the bar below the 59-point status area is 44 (items)
  /// + 52 (large title) + 52 (search row), so the field's row starts at
  /// 59 + 96 = 155 and the 36-point field at 155 + 8 = 163; its prompt
  /// ("Search products") is centred in the field. The list starts below
  /// it: its first row's text is lower than 207.
  @Test func fieldUnderTheLargeTitle() {
    let view = NavigationStack {
      List { Text("Row") }
        .searchable(text: .constant(""), prompt: "Search products")
        .navigationTitle("Shop")
    }
    let r = LayoutResult(of: view.deviceFrame(.iPhone15), proposal: ProposedViewSize(width: 393, height: 852))
    let shown = texts(r)
    let prompt = shown.first { $0.0 == "Search products" }
    let row = shown.first { $0.0 == "Row" }
    #expect(prompt != nil && row != nil)
    if let prompt, let row {
      // The prompt's line (22 tall with the layout tests' fixed-advance
      // measurer) is centred in the 36-point field at 163: y = 163 + 7.
      #expect(prompt.1.y == 170)
      #expect(prompt.1.x > 16 + 8)
      #expect(row.1.y > 207)
    }
  }

  /// On the stack itself, with the default prompt: "Search".
  @Test func onTheStackWithTheDefaultPrompt() {
    let view = NavigationStack { Text("Root").navigationTitle("Title") }.searchable(text: .constant(""))
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))
    #expect(texts(r).contains { $0.0 == "Search" })
  }

  /// Outside any navigation stack there is no bar to hold it: nothing.
  @Test func noStackNoField() {
    let r = layout(Text("Alone").searchable(text: .constant("")), ProposedViewSize(width: 200, height: 100))
    #expect(texts(r).map(\.0) == ["Alone"])
  }
}

/// The bottom toolbar: `.bottomBar` items in a 49-point row at the bottom
/// of the navigation screen, above the home indicator's area.
@MainActor @Suite struct BottomToolbarTests {
  /// On an iPhone 15 the screen's safe area ends at 852 − 34 = 818, so the
  /// bar is 769 … 818 and its items are centred at 793.5; the list above
  /// ends at 769.
  @Test func bottomBarItems() {
    let view = NavigationStack {
      Color.red.id("content")
        .navigationTitle("Mail")
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Color.blue.frame(width: 20, height: 20).id("add")
            Spacer()
            Color.green.frame(width: 30, height: 10).id("status")
          }
        }
    }
    let r = LayoutResult(of: view.deviceFrame(.iPhone15), proposal: ProposedViewSize(width: 393, height: 852))
    expectFrames(r, ["add": rect(16, 783.5, 20, 20), "status": rect(347, 788.5, 30, 10)])
    #expect(r.frame(of: "content")?.maxY == 769)
  }
}
