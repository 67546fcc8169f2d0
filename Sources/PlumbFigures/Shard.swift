import ArgumentParser

/// One of n parts of a catalog: `--shard 2/3` renders or checks about a
/// third of the figures, so CI can split the work across machines.
///
/// A figure's part is the 64-bit FNV-1a hash of its name's UTF-8 bytes,
/// modulo n. It depends on the name alone: adding, removing or reordering
/// figures never moves another figure to a different shard (an index in
/// sorted order would). The parts are near, not exactly, equal in size.
struct Shard: Equatable, Sendable {
  /// 1 through `count`.
  let index: Int
  let count: Int

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `i/n` with 1 ≤ i ≤ n.
  init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
      throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, like 1/3, 2/3 or 3/3; not '\(text)'")
    }
    self.init(index: i, count: n)
  }

  func contains(_ name: String) -> Bool {
    fnv1a(name) % UInt64(count) == UInt64(index - 1)
  }
}

/// The 64-bit FNV-1a hash of a string's UTF-8 bytes: the same on every
/// machine and run, unlike `Hasher`, which is seeded per process.
func fnv1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01b3
  }
  return hash
}
