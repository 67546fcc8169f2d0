import SpriteKit
import SwiftUI

// A SpriteKit game in SwiftUI, as Hacking with Swift's and Apple's
// tutorials write it: a scene class that builds its nodes in
// `didMove(to:)`, reacts to touches, and is shown by `SpriteView`.

final class BoxScene: SKScene, SKPhysicsContactDelegate {
  private(set) var movedToView = 0
  private(set) var updates = 0
  let scoreLabel = SKLabelNode(fontNamed: "Chalkduster")

  override func didMove(to view: SKView) {
    movedToView += 1
    backgroundColor = .white
    physicsBody = SKPhysicsBody(edgeLoopFrom: frame)
    physicsWorld.contactDelegate = self
    // A red box, 40 × 40, centred at (50, 50) from the bottom-left.
    let box = SKSpriteNode(color: .red, size: CGSize(width: 40, height: 40))
    box.position = CGPoint(x: 50, y: 50)
    box.physicsBody = SKPhysicsBody(rectangleOf: box.size)
    addChild(box)
    // A blue ball of radius 20 at (150, 250), above the box in z.
    let ball = SKShapeNode(circleOfRadius: 20)
    ball.fillColor = .blue
    ball.strokeColor = .clear
    ball.position = CGPoint(x: 150, y: 250)
    ball.zPosition = 1
    ball.run(.repeatForever(.sequence([.moveBy(x: 0, y: -100, duration: 1), .moveBy(x: 0, y: 100, duration: 1)])))
    addChild(ball)
    scoreLabel.text = "Score: 0"
    scoreLabel.fontSize = 20
    scoreLabel.fontColor = .black
    scoreLabel.position = CGPoint(x: frame.midX, y: frame.maxY - 40)
    addChild(scoreLabel)
  }

  override func update(_ currentTime: TimeInterval) {
    updates += 1
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let box = SKSpriteNode(color: .green, size: CGSize(width: 20, height: 20))
    box.position = touch.location(in: self)
    addChild(box)
  }

  func didBegin(_ contact: SKPhysicsContact) {
    scoreLabel.text = "Score: 1"
  }
}

struct GameView: View {
  let scene: BoxScene = {
    let scene = BoxScene(size: CGSize(width: 200, height: 300))
    scene.scaleMode = .fill
    return scene
  }()

  var body: some View {
    SpriteView(scene: scene)
      .frame(width: 200, height: 300)
  }
}

#Preview {
  GameView()
}
