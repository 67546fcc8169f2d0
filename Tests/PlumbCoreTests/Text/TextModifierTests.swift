import Foundation
@testable import PlumbCore
import Testing

/// Text as apps write it: concatenation, Text's own modifiers, formats,
/// text case and weight from above.
@MainActor @Suite struct TextModifierTests {
  func content(_ view: some View) -> TextContent? {
    let r = LayoutResult(of: view, measurer: FixedAdvanceTextMeasurer())
    guard case .text(let c, _) = r.root.drawing else { return nil }
    return c
  }

  /// "Hello, " + bold "world": one text, the second part bold by a span.
  @Test func concatenationKeepsEachPartsStyle() {
    let t = Text("Hello, ") + Text("world").bold() + Text("!").foregroundColor(.red)
    let c = content(t)
    #expect(c?.string == "Hello, world!")
    #expect(c?.spans.contains { $0.utf8Range == 7..<12 && $0.style.isBold } == true)
    #expect(c?.spans.contains { $0.utf8Range == 12..<13 && $0.style.color == Color.red.resolve(in: .light) } == true)
    // 13 characters × 8.5 at 17 pt.
    #expect(LayoutResult(of: t, measurer: FixedAdvanceTextMeasurer()).size.width == 110.5)
  }

  @Test func textsOwnModifiersOverTheEnvironment() {
    let c = content(Text("Title").font(.title).fontWeight(.heavy).italic())
    #expect(c?.font.size == 28 && c?.font.weight == .heavy && c?.font.isItalic == true)
    let inherited = content(VStack { Text("x") }.fontWeight(.semibold))
    #expect(inherited == nil)  // the root is the VStack
    let r = LayoutResult(of: Text("x").fontWeight(.semibold).id("t"), measurer: FixedAdvanceTextMeasurer())
    #expect(r.frame(of: "t") != nil)
  }

  /// Formats give deterministic strings for a fixed locale.
  @Test func formats() {
    let c = content(Text(1234.5, format: .number.locale(Locale(identifier: "en_US"))))
    #expect(c?.string == "1,234.5")
    let d = content(Text("Total: \(42, format: .number)"))
    #expect(d?.string == "Total: 42")
  }

  /// textCase(.uppercase) changes what is shown and measured.
  @Test func textCaseUppercases() {
    let r = LayoutResult(of: Text("abc").textCase(.uppercase), measurer: FixedAdvanceTextMeasurer())
    #expect(r.description.contains("Text(\"ABC\")") || r.description.contains("ABC"), "\(r)")
  }
}
