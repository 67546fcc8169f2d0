import Foundation
import PlumbCore
import Testing

/// Each control's default size in a stack and in a List row, in light and
/// dark: the frames a layout around a control depends on. Text is the
/// fixed-advance measurer's (8.5 per body character, lines 21.25 high);
/// symbols are 1.2 × the font size (20.4 at body).
///
/// In a stack the controls are proposed an iPhone 15's width, 393, and no
/// height. In an inset-grouped `List` of the same width the row's content
/// starts at x 40 (20 of list margin, 20 of row inset), is 393 − 80 = 313
/// wide where the control fills the width, and sits centred in a row at
/// least 44 high with 6 above and below, the first row 35 down (the
/// section spacing; `ListMetrics`).
@MainActor @Suite struct ControlDefaultSizeTests {
  struct Case {
    let name: String
    let view: AnyView
    /// The size in the stack; a width of 393 fills the row in a List.
    let size: CGSize
    init<V: View>(_ name: String, _ size: CGSize, _ view: V) {
      self.name = name
      self.view = AnyView(view)
      self.size = size
    }
  }

  nonisolated static var cases: [Case] {
    [
    // Plain button: its label.
    Case("Button", CGSize(width: 3 * 8.5, height: 21.25), Button("Tap") {}),
    // A full-width row whose switch is 51 × 31.
    Case("Toggle", CGSize(width: 393, height: 31), Toggle("Wi-Fi", isOn: .constant(true))),
    // Icon 20.4, 8 apart, "Inbox" 42.5; the text's line is the taller.
    Case("Label", CGSize(width: 20.4 + 8 + 42.5, height: 21.25), Label("Inbox", systemImage: "tray")),
    Case("Link", CGSize(width: 4 * 8.5, height: 21.25), Link("Site", destination: URL(string: "https://example.com")!)),
    // A closed menu is its label.
    Case("Menu", CGSize(width: 7 * 8.5, height: 21.25), Menu("Options") { Button("A") {} }),
    // Full width; the thumb is 28 high.
    Case("Slider", CGSize(width: 393, height: 28), Slider(value: .constant(0.5))),
    // Label and the 94 × 32 stepper, full width.
    Case("Stepper", CGSize(width: 393, height: 32), Stepper("Count", value: .constant(1))),
    // The circular spinner is 20 × 20; the linear bar is 4 high, full width.
    Case("ProgressView", CGSize(width: 20, height: 20), ProgressView()),
    Case("ProgressView(value:)", CGSize(width: 393, height: 4), ProgressView(value: 0.5)),
    // The label over a 4-high bar, 4 apart.
    Case("Gauge", CGSize(width: 393, height: 21.25 + 4 + 4), Gauge(value: 0.5) { Text("G") }),
    // Plain fields: one line, full width.
    Case("TextField", CGSize(width: 393, height: 21.25), TextField("Name", text: .constant(""))),
    Case("SecureField", CGSize(width: 393, height: 21.25), SecureField("Password", text: .constant(""))),
    // Outside a List a menu picker is its selection ("One", 25.5) and
    // the 11.6-wide chevrons, 8 apart (in a List row it is a full row).
    Case(
      "Picker", CGSize(width: 25.5 + 8 + 11.6, height: 21.25),
      Picker("Flavor", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }),
    // A full-width row; the compact date's pill pads its line by 6.
    Case(
      "DatePicker", CGSize(width: 393, height: 21.25 + 12),
      DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)))),
    // A full-width row with the 28 × 28 color well.
    Case("ColorPicker", CGSize(width: 393, height: 28), ColorPicker("Color", selection: .constant(Color.red))),
    // 16 of padding around the title and the content, 8 apart.
    Case("GroupBox", CGSize(width: 393, height: 16 + 21.25 + 8 + 21.25 + 16), GroupBox("Box") { Text("x") }),
    // Closed: its label row.
    Case("DisclosureGroup", CGSize(width: 393, height: 21.25), DisclosureGroup("More") { Text("x") }),
    Case("LabeledContent", CGSize(width: 393, height: 21.25), LabeledContent("Name", value: "Ada")),
    // Closed: the "Share" label with its icon.
    Case("ShareLink", CGSize(width: 20.4 + 8 + 42.5, height: 21.25), ShareLink(item: URL(string: "https://example.com")!)),
    // The 48-pt icon (57.6), 16, the title2 title (27.5); full width.
    Case(
      "ContentUnavailableView", CGSize(width: 393, height: 57.6 + 16 + 27.5),
      ContentUnavailableView("None", systemImage: "tray")),
    // One point thick at displayScale 1, across the stack.
    Case("Divider", CGSize(width: 393, height: 1), Divider()),
    // Two bordered buttons (8.5 + 24 by 21.25 + 14) 8 apart.
    Case("ControlGroup", CGSize(width: 2 * 32.5 + 8, height: 35.25), ControlGroup { Button("A") {}; Button("B") {} }),
    ]
  }

  func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
  }

  @Test(arguments: cases.indices)
  func defaultSize(_ i: Int) {
    let c = Self.cases[i]
    for scheme in [ColorScheme.light, .dark] {
      let stack = LayoutResult(
        of: VStack { c.view.id("c") }.environment(\.colorScheme, scheme),
        proposal: ProposedViewSize(width: 393, height: nil))
      let expected = CGRect(origin: .zero, size: c.size)
      #expect(close(stack.frame(of: "c"), expected), "\(c.name) \(scheme) in a stack: \(String(describing: stack.frame(of: "c")))")
      let list = LayoutResult(
        of: List { c.view.id("c") }.environment(\.colorScheme, scheme),
        proposal: ProposedViewSize(width: 393, height: 600))
      let width = c.size.width == 393 || c.name == "Picker" ? 313 : c.size.width
      let height = c.size.height
      let row = CGRect(x: 40, y: 35 + max(6, (44 - height) / 2), width: width, height: height)
      #expect(close(list.frame(of: "c"), row), "\(c.name) \(scheme) in a List: \(String(describing: list.frame(of: "c")))")
    }
  }
}

/// `listSectionSpacing(_:)`: the space between sections (35 by default in
/// the inset-grouped style), custom or compact (20).
@MainActor @Suite struct ListSectionSpacingTests {
  func secondRowY(_ spacing: ListSectionSpacing?) -> CGFloat? {
    let list = List {
      Section { Text("A") }
      Section { Text("B").id("b") }
    }
    let r: LayoutResult
    if let spacing {
      r = LayoutResult(of: list.listSectionSpacing(spacing), proposal: ProposedViewSize(width: 393, height: 600))
    } else {
      r = LayoutResult(of: list, proposal: ProposedViewSize(width: 393, height: 600))
    }
    return r.frame(of: "b")?.minY
  }

  /// First section 35 down, its 44-high row, 35 between sections, the
  /// second row's text centred in its 44: 35 + 44 + 35 + (44 − 21.25) / 2.
  @Test func defaultSpacing() {
    let expected: CGFloat = 35 + 44 + 35 + (44 - 21.25) / 2
    #expect(secondRowY(nil) == expected)
  }

  @Test func customAndCompact() {
    let base: CGFloat = 35 + 44 + (44 - 21.25) / 2
    #expect(secondRowY(.custom(10)) == base + 10)
    #expect(secondRowY(.compact) == base + 20)
    #expect(secondRowY(.default) == base + 35)
  }
}
