import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct AttributedTextTests {
  /// The characters are laid out as plain text: 5 characters of 8.5 (the
  /// test measurer's 0.5 em at 17 pt) = 42.5 wide.
  @Test func attributedStringShowsItsCharacters() {
    let r = layout(Text(AttributedString("Hello")).id("t"))
    #expect(r.frame(of: "t")?.width == 42.5)
  }
}
