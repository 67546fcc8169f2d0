import Foundation
import PlumbCore
import Testing

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as its
/// documentation describes them: the destination is an offset in the
/// collection before the move.
@MainActor @Suite struct CollectionEditingTests {
  @Test func removeAtOffsets() {
    var a = ["a", "b", "c", "d"]
    a.remove(atOffsets: [1, 3])
    #expect(a == ["a", "c"])
  }

  @Test func moveDown() {
    var a = ["a", "b", "c", "d"]
    a.move(fromOffsets: [0], toOffset: 3)
    #expect(a == ["b", "c", "a", "d"])
  }

  @Test func moveUpSeveral() {
    var a = ["a", "b", "c", "d", "e"]
    a.move(fromOffsets: [3, 4], toOffset: 1)
    #expect(a == ["a", "d", "e", "b", "c"])
  }

  @Test func moveToEnd() {
    var a = ["a", "b", "c"]
    a.move(fromOffsets: [0], toOffset: 3)
    #expect(a == ["b", "c", "a"])
  }
}
