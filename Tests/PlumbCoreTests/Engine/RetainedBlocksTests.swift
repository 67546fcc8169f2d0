import Foundation
import Testing

@testable import PlumbCore

/// Large blocks a released table gives back for the next one
/// (`RetainedBlocks`): the bookkeeping, and a buffer reusing a block.
@Suite struct RetainedBlocksTests {
  let mb = 1 << 20

  /// The smallest kept block that is large enough is taken, and only once.
  @Test func takesTheSmallestBlockThatFits() {
    var kept = KeptBlocks(limit: 512 * mb, slots: 4)
    #expect(kept.give(address: 0x1000, bytes: 40 * mb) == [])
    #expect(kept.give(address: 0x2000, bytes: 100 * mb) == [])
    #expect(kept.give(address: 0x3000, bytes: 60 * mb) == [])
    #expect(kept.take(atLeast: 50 * mb)?.address == 0x3000)
    #expect(kept.take(atLeast: 50 * mb)?.address == 0x2000)
    #expect(kept.take(atLeast: 50 * mb) == nil)
    #expect(kept.take(atLeast: 40 * mb)?.address == 0x1000)
    #expect(kept.blocks.isEmpty)
  }

  /// A block serves requests of at least a quarter of its size: a small
  /// table does not hold a large one.
  @Test func aLargeBlockDoesNotServeASmallRequest() {
    var kept = KeptBlocks(limit: 512 * mb, slots: 4)
    #expect(kept.give(address: 0x1000, bytes: 100 * mb) == [])
    #expect(kept.take(atLeast: 24 * mb) == nil)
    #expect(kept.take(atLeast: 25 * mb)?.address == 0x1000)
  }

  /// Over the byte limit, the smallest kept blocks are freed to make room;
  /// a block over the limit alone is freed at once.
  @Test func staysUnderTheByteLimit() {
    var kept = KeptBlocks(limit: 200 * mb, slots: 4)
    #expect(kept.give(address: 0x1000, bytes: 50 * mb) == [])
    #expect(kept.give(address: 0x2000, bytes: 120 * mb) == [])
    // 50 + 120 + 60 = 230 > 200: the 50 MB block goes (then 180 fits).
    #expect(kept.give(address: 0x3000, bytes: 60 * mb) == [0x1000])
    #expect(kept.blocks.map(\.bytes).reduce(0, +) == 180 * mb)
    #expect(kept.give(address: 0x4000, bytes: 201 * mb) == [0x4000])
    #expect(kept.blocks.map(\.address).sorted() == [0x2000, 0x3000])
  }

  /// At most `slots` blocks are kept: a fifth frees the smallest.
  @Test func staysUnderTheSlotCount() {
    var kept = KeptBlocks(limit: 512 * mb, slots: 4)
    for (i, size) in [40, 90, 35, 70].enumerated() {
      #expect(kept.give(address: 0x1000 * (i + 1), bytes: size * mb) == [])
    }
    #expect(kept.give(address: 0x9000, bytes: 50 * mb) == [0x3000])  // the 35 MB block
    #expect(kept.blocks.map(\.bytes).sorted() == [40, 50, 70, 90].map { $0 * mb })
  }

  /// A released buffer's large block serves the next buffer that grows
  /// to a quarter of it: the elements written before move into it whole.
  /// (Other tests' tables stay far below 16 MB, so nothing else takes the
  /// 64 MB block in between.)
  @Test func aReleasedBlockServesTheNextBuffer() {
    let n = 5_000_000  // 40 MB of Int: capacity 8M, a 64 MB block
    var first = GrowableBuffer<Int>()
    for i in 0..<n { first.append(i) }
    let block = Int(bitPattern: first.base)
    #expect(first.capacity * MemoryLayout<Int>.stride >= RetainedBlocks.threshold)
    #expect(!RetainedBlocks.keptAddresses.contains(block))
    first.release()
    #expect(RetainedBlocks.keptAddresses.contains(block))

    var second = GrowableBuffer<Int>()
    for i in 0..<n { second.append(i &* 7) }
    #expect(Int(bitPattern: second.base) == block)
    #expect(!RetainedBlocks.keptAddresses.contains(block))
    // Taken whole when the buffer first grew to 16 MB (2M elements): no
    // growth after that.
    #expect(second.capacity == first.capacity)
    var wrong = 0
    for i in 0..<n where second.base![i] != i &* 7 { wrong += 1 }
    #expect(wrong == 0)
    second.release()
  }
}
