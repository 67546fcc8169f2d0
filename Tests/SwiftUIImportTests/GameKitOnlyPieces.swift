// Seeded randomness through `import GameKit` alone, as Kodeco's
// MountainAirport makes its flight data: GameKit brings GameplayKit's
// names on Apple platforms.
import GameKit
import Testing

struct SeededGenerator: RandomNumberGenerator {
  let source: GKRandom
  init(seed: UInt64) { source = GKMersenneTwisterRandomSource(seed: seed) }
  mutating func next() -> UInt64 {
    UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: source.nextInt()))) << 32
      | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: source.nextInt())))
  }
}

@Suite struct GameKitOnlyPieces {
  @Test func aSeedGivesTheSameFlights() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    var other = SeededGenerator(seed: 7)
    let a = (0..<5).map { _ in Int.random(in: 0..<1000, using: &first) }
    let b = (0..<5).map { _ in Int.random(in: 0..<1000, using: &second) }
    let c = (0..<5).map { _ in Int.random(in: 0..<1000, using: &other) }
    #expect(a == b)
    #expect(a != c)
  }
}
