import RealityKit
import SwiftUI

// visionOS and RealityKit code as Apple's samples write it: a volume with
// a RealityView that builds an entity tree, an attachment, and a Model3D
// that is still loading. A figure has no 3D renderer: the RealityView
// takes its space and draws nothing, the Model3D its placeholder; the
// entity tree is real and can be read back.

@MainActor
enum Diorama {
  static func makeScene() -> Entity {
    let root = Entity()
    root.name = "Root"
    let box = ModelEntity(
      mesh: .generateBox(size: 0.1),
      materials: [SimpleMaterial(color: .red, isMetallic: false)])
    box.name = "Box"
    box.position = [0, 0.2, 0]
    root.addChild(box)
    let sphere = ModelEntity(mesh: .generateSphere(radius: 0.05), materials: [UnlitMaterial(color: .blue)])
    sphere.name = "Sphere"
    sphere.position = [0.1, 0, 0]
    box.addChild(sphere)
    root.position = [0, 1, -1]
    return root
  }
}

struct VolumeView: View {
  var body: some View {
    VStack(spacing: 12) {
      RealityView { content, attachments in
        let scene = Diorama.makeScene()
        content.add(scene)
        if let label = attachments.entity(for: "label") {
          label.position = [0, 0.3, 0]
          scene.addChild(label)
        }
      } update: { _, _ in
      } attachments: {
        Attachment(id: "label") {
          Text("Box").padding()
        }
        // One attachment per element, as visionOS samples place timers.
        ForEach(["a", "b"], id: \.self) { name in
          Attachment(id: name) { Text(name) }
        }
      }
      .frame(height: 200)
      Model3D(named: "Robot")
    }
    .frame(width: 300)
  }
}
