// `import GameplayKit` on Linux: its random sources and distributions,
// which chart samples use to make data. Plumb's figures are the same on
// every run, so every source is seeded: a source made without a seed
// starts from a fixed one (Apple's is random), and the sequences are
// Plumb's own (SplitMix64), not Apple's (docs/deviations.md). Declared on
// Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

/// What every random source and distribution answers.
public protocol GKRandom {
  func nextInt() -> Int
  func nextInt(upperBound: Int) -> Int
  func nextUniform() -> Float
  func nextBool() -> Bool
}

/// A seeded source of random numbers.
open class GKRandomSource: NSObject, GKRandom, @unchecked Sendable {
  private let lock = NSLock()
  private var state: UInt64

  /// The fixed seed of a source made without one.
  static let defaultSeed: UInt64 = 0x5EED_5EED_5EED_5EED

  public override init() { state = Self.defaultSeed }
  init(state: UInt64) { self.state = state }

  private static let shared = GKRandomSource()
  open class func sharedRandom() -> GKRandomSource { shared }

  /// SplitMix64's next value.
  func next64() -> UInt64 {
    lock.withLock {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
  /// A value in Int32's range, as GameplayKit's `nextInt()` gives.
  open func nextInt() -> Int { Int(Int32(truncatingIfNeeded: next64())) }
  /// 0 ..< upperBound (0 when the bound is not positive).
  open func nextInt(upperBound: Int) -> Int {
    upperBound > 0 ? Int(next64() % UInt64(upperBound)) : 0
  }
  /// 0 ..< 1.
  open func nextUniform() -> Float { Float(next64() >> 40) / Float(1 << 24) }
  open func nextBool() -> Bool { next64() & 1 == 1 }
  /// The array shuffled (Fisher–Yates with this source).
  open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
    var a = array
    for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, nextInt(upperBound: i + 1)) }
    return a
  }
}

public final class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
  public override init() { super.init() }
  public init(seed: Data) { super.init(state: seed.reduce(GKRandomSource.defaultSeed) { $0 &* 31 &+ UInt64($1) }) }
  public var seed: Data { Data() }
  public func dropValues(withCount count: Int) { for _ in 0..<max(0, count) { _ = next64() } }
}
public final class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
  public override init() { super.init() }
  public init(seed: UInt64) { super.init(state: seed) }
}
public final class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
  public override init() { super.init() }
  public init(seed: UInt64) { super.init(state: seed) }
}

/// Integers spread evenly between two values, inclusive.
open class GKRandomDistribution: NSObject, GKRandom, @unchecked Sendable {
  public let source: GKRandom
  public let lowestValue: Int
  public let highestValue: Int
  public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

  public required init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
    self.source = source
    self.lowestValue = min(lowestValue, highestValue)
    self.highestValue = max(lowestValue, highestValue)
  }
  public convenience init(lowestValue: Int, highestValue: Int) {
    self.init(randomSource: GKRandomSource(), lowestValue: lowestValue, highestValue: highestValue)
  }
  public convenience init(forDieWithSideCount sideCount: Int) { self.init(lowestValue: 1, highestValue: sideCount) }
  open class func d6() -> Self { Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 6) }
  open class func d20() -> Self { Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 20) }

  open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
  open func nextInt(upperBound: Int) -> Int { min(nextInt(), max(lowestValue, upperBound - 1)) }
  open func nextUniform() -> Float {
    numberOfPossibleOutcomes > 1 ? Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes - 1) : 0
  }
  open func nextBool() -> Bool { nextUniform() >= 0.5 }
}

/// Integers in a bell curve: mean halfway, deviation a sixth of the range
/// (so the values stay within it), as GameplayKit defines it.
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
  public var mean: Float { Float(lowestValue + highestValue) / 2 }
  public var deviation: Float { Float(highestValue - lowestValue) / 6 }

  public convenience init(randomSource source: GKRandom, mean: Float, deviation: Float) {
    let lo = Int((mean - 3 * deviation).rounded()), hi = Int((mean + 3 * deviation).rounded())
    self.init(randomSource: source, lowestValue: lo, highestValue: hi)
  }
  open override func nextInt() -> Int {
    // Box–Muller from two uniforms, clamped to the range.
    let u1 = max(Double(source.nextUniform()), 1e-12), u2 = Double(source.nextUniform())
    let z = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    let v = Int((Double(mean) + z * Double(deviation)).rounded())
    return min(highestValue, max(lowestValue, v))
  }
}

/// Integers spread evenly, without repeating one until all have come.
open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
  private var bag: [Int] = []
  open override func nextInt() -> Int {
    if bag.isEmpty {
      bag = Array(lowestValue...highestValue)
      for i in stride(from: bag.count - 1, to: 0, by: -1) { bag.swapAt(i, source.nextInt(upperBound: i + 1)) }
    }
    return bag.removeLast()
  }
}

// MARK: Strategists

/// A player of a game a strategist searches (`playerId` tells them apart).
public protocol GKGameModelPlayer: AnyObject {
  var playerId: Int { get }
}

/// One move of such a game; the strategist writes its value.
public protocol GKGameModelUpdate: AnyObject {
  var value: Int { get set }
}

/// A game's state as a strategist searches it: the moves each player may
/// make, applied to copies (`copy(with:)` then `setGameModel(_:)`, as the
/// app's model implements them). Scores and outcomes are optional in
/// GameplayKit: unanswered, a position scores 0 and is neither won nor lost.
public protocol GKGameModel: AnyObject {
  var players: [any GKGameModelPlayer]? { get }
  var activePlayer: (any GKGameModelPlayer)? { get }
  func setGameModel(_ gameModel: any GKGameModel)
  func gameModelUpdates(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate]?
  func apply(_ gameModelUpdate: any GKGameModelUpdate)
  func score(for player: any GKGameModelPlayer) -> Int
  func isWin(for player: any GKGameModelPlayer) -> Bool
  func isLoss(for player: any GKGameModelPlayer) -> Bool
  func copy(with zone: NSZone?) -> Any
}
extension GKGameModel {
  public func score(for player: any GKGameModelPlayer) -> Int { 0 }
  public func isWin(for player: any GKGameModelPlayer) -> Bool { false }
  public func isLoss(for player: any GKGameModelPlayer) -> Bool { false }
}

/// Minimax search to `maxLookAheadDepth` moves, as GameplayKit's: a
/// tic-tac-toe or chess app's computer player runs for real. Won and lost
/// positions score past any `score(for:)`; moves of equal value keep the
/// model's order. `randomMove(for:fromNumberOfBestMoves:)` draws from
/// `randomSource`, or takes the best move when none is set (a figure is
/// the same on every run; docs/deviations.md).
open class GKMinmaxStrategist: NSObject, @unchecked Sendable {
  public var gameModel: (any GKGameModel)?
  public var maxLookAheadDepth = 1
  public var randomSource: (any GKRandom)?
  public override init() {}

  open func bestMove(for player: any GKGameModelPlayer) -> (any GKGameModelUpdate)? { ranked(for: player).first }

  open func randomMove(
    for player: any GKGameModelPlayer, fromNumberOfBestMoves numMovesToConsider: Int
  ) -> (any GKGameModelUpdate)? {
    let moves = ranked(for: player)
    guard !moves.isEmpty else { return nil }
    let k = min(max(1, numMovesToConsider), moves.count)
    return moves[randomSource?.nextInt(upperBound: k) ?? 0]
  }

  /// The player's moves, best first, each with its value written.
  private func ranked(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate] {
    guard let model = gameModel, let updates = model.gameModelUpdates(for: player) else { return [] }
    for update in updates {
      guard let child = Self.copy(of: model) else { continue }
      child.apply(update)
      update.value = value(of: child, for: player, depth: max(1, maxLookAheadDepth) - 1)
    }
    // Stable: equal values keep the model's order.
    return updates.enumerated().sorted { a, b in
      a.element.value != b.element.value ? a.element.value > b.element.value : a.offset < b.offset
    }.map(\.element)
  }

  private static let won = Int.max / 2

  /// The position's value for `player` with `depth` more moves searched:
  /// the best the mover can force (maximised when the mover is `player`).
  private func value(of model: any GKGameModel, for player: any GKGameModelPlayer, depth: Int) -> Int {
    if model.isWin(for: player) { return Self.won + depth }
    if model.isLoss(for: player) { return -Self.won - depth }
    guard depth > 0, let mover = model.activePlayer,
      let updates = model.gameModelUpdates(for: mover), !updates.isEmpty
    else { return model.score(for: player) }
    let maximising = mover.playerId == player.playerId
    var best = maximising ? Int.min : Int.max
    for update in updates {
      guard let child = Self.copy(of: model) else { continue }
      child.apply(update)
      let v = value(of: child, for: player, depth: depth - 1)
      best = maximising ? max(best, v) : min(best, v)
    }
    return best == Int.min || best == Int.max ? model.score(for: player) : best
  }

  private static func copy(of model: any GKGameModel) -> (any GKGameModel)? {
    model.copy(with: nil) as? any GKGameModel
  }
}
