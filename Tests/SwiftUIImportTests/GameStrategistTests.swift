import Combine
import Foundation
import GameplayKit
import Testing

// A computer player as game apps write one: GameplayKit's minimax
// strategist over the app's own model, which runs for real on Linux.

/// Nim of one pile: each move takes 1 or 2 stones; who takes the last wins.
private final class Nim: NSObject, GKGameModel {
  final class Player: NSObject, GKGameModelPlayer, Sendable {
    let playerId: Int
    init(_ id: Int) { playerId = id }
  }
  final class Take: NSObject, GKGameModelUpdate {
    var value = 0
    let stones: Int
    init(_ stones: Int) { self.stones = stones }
  }
  static let players = [Player(0), Player(1)]
  var pile: Int
  var mover = 0
  /// Who took the last stone, once the pile is empty.
  var winner: Int?
  init(pile: Int) { self.pile = pile }

  var players: [any GKGameModelPlayer]? { Nim.players }
  var activePlayer: (any GKGameModelPlayer)? { Nim.players[mover] }
  func setGameModel(_ gameModel: any GKGameModel) {
    let other = gameModel as! Nim
    (pile, mover, winner) = (other.pile, other.mover, other.winner)
  }
  func gameModelUpdates(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate]? {
    pile == 0 ? nil : (1...min(2, pile)).map { Take($0) }
  }
  func apply(_ gameModelUpdate: any GKGameModelUpdate) {
    pile -= (gameModelUpdate as! Take).stones
    if pile == 0 { winner = mover }
    mover = 1 - mover
  }
  func isWin(for player: any GKGameModelPlayer) -> Bool { winner == player.playerId }
  func isLoss(for player: any GKGameModelPlayer) -> Bool { winner != nil && winner != player.playerId }
  func copy(with zone: NSZone? = nil) -> Any {
    let copy = Nim(pile: pile)
    copy.setGameModel(self)
    return copy
  }
}

@Suite struct GameStrategistTests {
  /// From 4 stones, taking 1 leaves the opponent 3, a lost position
  /// (whatever they take, 1 or 2 are left and the first player takes them
  /// all): four moves deep, the strategist finds it; from 3 every move
  /// loses. One move deep nothing is won yet, so both moves score 0 and
  /// the model's order stands (take 1 first).
  @Test func minimaxFindsTheWinningTake() {
    let strategist = GKMinmaxStrategist()
    strategist.maxLookAheadDepth = 4
    strategist.gameModel = Nim(pile: 4)
    let best = strategist.bestMove(for: Nim.players[0]) as? Nim.Take
    #expect(best?.stones == 1)
    #expect(best.map { $0.value > 0 } == true)
    strategist.gameModel = Nim(pile: 3)
    let moves = (strategist.gameModel?.gameModelUpdates(for: Nim.players[0]) ?? []).count
    #expect(moves == 2)
    #expect(strategist.bestMove(for: Nim.players[0]).map { $0.value < 0 } == true)
    // No random source: the best move, every run.
    strategist.gameModel = Nim(pile: 4)
    #expect((strategist.randomMove(for: Nim.players[0], fromNumberOfBestMoves: 2) as? Nim.Take)?.stones == 1)
  }

  /// A connectable publisher's token is kept as Combine keeps it.
  @Test func cancellableStoresItself() {
    var cancellables = Set<AnyCancellable>()
    Timer.publish(every: 1, on: .main, in: .common).connect().store(in: &cancellables)
    #expect(cancellables.count == 1)
  }
}
