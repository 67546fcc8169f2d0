import SceneKit
import SwiftUI

// A 3D box in SwiftUI, as SceneKit tutorials write it: a scene built in
// code (a box with a red material, a camera, a light) shown by
// `SceneView` with camera control.

func makeBoxScene() -> SCNScene {
  let scene = SCNScene()
  scene.background.contents = UIColor.black
  let box = SCNNode(geometry: SCNBox(width: 1, height: 1, length: 1, chamferRadius: 0.1))
  box.geometry?.firstMaterial?.diffuse.contents = UIColor.red
  box.name = "box"
  box.runAction(.repeatForever(.rotateBy(x: 0, y: 2 * .pi, z: 0, duration: 4)))
  scene.rootNode.addChildNode(box)
  let camera = SCNNode()
  camera.camera = SCNCamera()
  camera.position = SCNVector3(0, 0, 5)
  scene.rootNode.addChildNode(camera)
  let light = SCNNode()
  light.light = SCNLight()
  light.light?.type = .omni
  light.position = SCNVector3(x: 0, y: 10, z: 10)
  scene.rootNode.addChildNode(light)
  return scene
}

struct BoxSceneView: View {
  var body: some View {
    VStack(spacing: 0) {
      SceneView(scene: makeBoxScene(), options: [.allowsCameraControl, .autoenablesDefaultLighting])
        .frame(height: 200)
      Text("Rotate the box")
    }
  }
}
