import Foundation
@testable import PlumbCore
import Testing

/// GeometryReader as SwiftUI documents it: it takes the space proposed to
/// it, proposes its size to its content and places the content top-leading.
@MainActor @Suite struct GeometryReaderTests {
  /// In 300 × 200 the reader is 300 × 200 and its content, sized from the
  /// proxy, is half as wide, at the top-leading corner.
  @Test func contentSizedFromTheProxy() {
    let r = layout(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("half")
      }.id("reader"), ProposedViewSize(width: 300, height: 200))
    #expect(r.frame(of: "reader") == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(r.frame(of: "half") == CGRect(x: 0, y: 0, width: 150, height: 50))
  }

  /// A reader's content is lowered into the table while the reader is
  /// being placed, and a large content grows the table's records past their
  /// capacity: the buffer moves while the reader's rule runs, so the rule
  /// must not run in place in it (its `self` would point into freed
  /// memory; the code generated today reads its fields before, so only the
  /// record's flag shows it). 3,000 rows of 1 point in a VStack of spacing 0, in 300 × 200:
  /// row k at y = k; the reader keeps its own frame and the last row its.
  @Test func largeContentMovesTheTableWhileTheReaderIsPlaced() {
    let r = layout(
      GeometryReader { proxy in
        VStack(spacing: 0) {
          ForEach(0..<3000) { k in Color.red.frame(width: proxy.size.width / 3, height: 1).id("row\(k)") }
        }.id("rows")
      }.id("reader"), ProposedViewSize(width: 300, height: 200))
    #expect(r.frame(of: "reader") == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(r.frame(of: "row0") == CGRect(x: 0, y: 0, width: 100, height: 1))
    #expect(r.frame(of: "row2999") == CGRect(x: 0, y: 2999, width: 100, height: 1))
    // The reader's rule is never called in place.
    var reader = r.root
    while reader.kindDescription != "GeometryReader", let next = reader.children.first { reader = next }
    #expect(reader.kindDescription == "GeometryReader" && !reader.record.pointee.callsRuleInPlace)
  }

  /// Unproposed, a reader is 10 × 10, as SwiftUI's.
  @Test func unproposedIsTen() {
    let r = layout(GeometryReader { _ in Color.red }.id("reader"))
    #expect(r.frame(of: "reader")?.size == CGSize(width: 10, height: 10))
  }

  /// Beside a 100-wide view in an HStack of 300 (spacing 8), the reader is
  /// 192 wide; `frame(in: .global)` starts at x 108, `.local` at 0.
  @Test func globalAndLocalFrames() {
    final class Seen: @unchecked Sendable { var global = CGRect.zero; var local = CGRect.zero }
    let seen = Seen()
    let r = layout(
      HStack {
        Color.blue.frame(width: 100)
        GeometryReader { proxy in
          let _ = (seen.global = proxy.frame(in: .global), seen.local = proxy.frame(in: .local))
          Text("\(Int(proxy.size.width))").id("label")
        }
      }, ProposedViewSize(width: 300, height: 50))
    #expect(seen.global == CGRect(x: 108, y: 0, width: 192, height: 50))
    #expect(seen.local == CGRect(x: 0, y: 0, width: 192, height: 50))
    // The text reads "192": 3 characters × 8.5 wide, top-leading.
    #expect(r.frame(of: "label") == CGRect(x: 108, y: 0, width: 25.5, height: 21.25))
    #expect(r.description.contains("Text(\"192\")"))
  }

  /// Explaining and dumping again keeps the content made at layout.
  @Test func contentIsMadeOnce() {
    final class Count: @unchecked Sendable { var n = 0 }
    let count = Count()
    let r = layout(GeometryReader { _ in
      let _ = (count.n += 1)
      Color.red
    }, ProposedViewSize(width: 40, height: 40))
    _ = r.explanation
    _ = r.description
    #expect(count.n == 1)
  }
}

/// A GeometryReader's content is made at layout, after lowering: the
/// enclosing view's `@Environment` must still read its place in the tree.
@MainActor @Suite struct GeometryReaderEnvironmentTests {
  struct Themed: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
      GeometryReader { proxy in
        Color.red.frame(width: scheme == .dark ? 30 : 10, height: 10).id("inner")
      }
    }
  }

  @Test func contentReadsTheEnclosingEnvironment() {
    let r = layout(Themed().environment(\.colorScheme, .dark), ProposedViewSize(width: 100, height: 100))
    #expect(r.frame(of: "inner")?.width == 30)
  }
}
