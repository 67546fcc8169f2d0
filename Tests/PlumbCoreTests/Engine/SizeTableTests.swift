import Foundation
import Testing

@testable import PlumbCore

/// The engine's size table: rows of four entries, linked when a node sees
/// more proposals, in chunks of 512 rows that never move.
@MainActor @Suite struct SizeTableTests {
  func key(_ w: CGFloat?, _ h: CGFloat?) -> ProposalKey { ProposalKey(ProposedViewSize(width: w, height: h)) }

  /// 1,500 rows (three chunks), each given 0 to 19 entries interleaved
  /// across rows — so full rows link to rows allocated long after them, in
  /// later chunks — read back exactly; keys never inserted are misses.
  @Test func everyEntryReadsBack() {
    var table = SizeTable()
    let rows = (0..<1_500).map { _ in Int(table.newRow()) }
    #expect(rows == Array(0..<1_500))
    for round in 0..<20 {
      for r in rows where round < r % 20 {
        table.insert(CGSize(width: r, height: round), r, key(CGFloat(round), CGFloat(r)))
      }
    }
    var wrong = 0
    for r in rows {
      for round in 0..<20 {
        let v = table.value(r, key(CGFloat(round), CGFloat(r)))
        let expected: CGSize? = round < r % 20 ? CGSize(width: r, height: round) : nil
        if v != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }

  /// nil and 0 are different proposals: keys compare bit patterns, with NaN
  /// standing for nil (sanitized proposals never contain NaN).
  @Test func unspecifiedIsNotZero() {
    var table = SizeTable()
    let r = Int(table.newRow())
    table.insert(CGSize(width: 1, height: 1), r, key(nil, nil))
    #expect(table.value(r, key(0, 0)) == nil)
    #expect(table.value(r, key(nil, nil)) == CGSize(width: 1, height: 1))
  }
}
