// visionOS's ARKit as an immersive space's model uses it: a session, data
// providers, anchor updates read in a task. No provider is supported (no
// headset, as in the simulator); anchors made in code are kept.
import ARKit
import RealityKit
import SwiftUI
import Testing

@MainActor @Observable final class HandsModel {
  let session = ARKitSession()
  let hands = HandTrackingProvider()
  let world = WorldTrackingProvider()
  let planes = PlaneDetectionProvider(alignments: [.horizontal])
  var leftTip: simd_float4x4?
  var floorCount = 0

  func run() async {
    guard HandTrackingProvider.isSupported, WorldTrackingProvider.isSupported else { return }
    try? await session.run([hands, world, planes])
  }
  func processHands() async {
    for await update in hands.anchorUpdates {
      switch update.event {
      case .added, .updated:
        guard update.anchor.chirality == .left, let skeleton = update.anchor.handSkeleton else { continue }
        leftTip = update.anchor.originFromAnchorTransform * skeleton.joint(.indexFingerTip).anchorFromJointTransform
      case .removed: leftTip = nil
      }
    }
  }
  func processPlanes() async {
    for await update in planes.anchorUpdates where update.anchor.classification == .floor { floorCount += 1 }
  }
}

struct HandsImmersiveView: View {
  @State private var model = HandsModel()
  var body: some View {
    RealityView { content in
      content.add(Entity())
    }
    .task { await model.run() }
    .task { await model.processHands() }
  }
}

/// An AR view subclass as RealityKit samples write one.
final class FaceARView: ARView {
  required init(frame frameRect: CGRect) {
    super.init(frame: frameRect, cameraMode: .ar, automaticallyConfigureSession: false)
  }
  required init?(coder decoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite struct VisionARKitPieces {
  /// An AR view subclass keeps the camera mode it asked for; materials take
  /// a clearcoat's roughness and name their color type `Material.Color`.
  @Test @MainActor func realityKitSubclassesAndMaterials() {
    let view = FaceARView(frame: .zero)
    #expect(!view.automaticallyConfigureSession)
    var material = PhysicallyBasedMaterial()
    material.clearcoatRoughness = 0.1
    #expect(material.clearcoatRoughness.scale == 0.1)
    let color: RealityKit.Material.Color = .red
    #expect(color == UIColor.red)
  }

  /// Every provider reports itself unsupported, the session's requests
  /// leave authorization undetermined, and update streams end empty.
  @Test @MainActor func providersAreUnsupportedAndStreamsEnd() async throws {
    #expect(!HandTrackingProvider.isSupported && !WorldTrackingProvider.isSupported)
    #expect(!PlaneDetectionProvider.isSupported && !SceneReconstructionProvider.isSupported)
    #expect(HandTrackingProvider.requiredAuthorizations == [.handTracking])
    let model = HandsModel()
    let status = await model.session.requestAuthorization(for: [.worldSensing, .handTracking])
    #expect(status == [.worldSensing: .notDetermined, .handTracking: .notDetermined])
    await model.run()
    await model.processHands()
    await model.processPlanes()
    #expect(model.leftTip == nil && model.floorCount == 0)
    #expect(model.hands.state == .initialized)
    #expect(model.world.queryDeviceAnchor(atTimestamp: 0) == nil)
    var events = 0
    for await _ in model.session.events { events += 1 }
    #expect(events == 0)
  }

  /// World anchors the app adds are kept and removed by identity; a hand
  /// skeleton names all 27 of Apple's joints.
  @Test func worldAnchorsAreKept() async throws {
    let world = WorldTrackingProvider()
    let here = WorldAnchor(originFromAnchorTransform: matrix_identity_float4x4)
    let there = WorldAnchor(originFromAnchorTransform: simd_float4x4(2), sharedWithNearbyParticipants: true)
    try await world.addAnchor(here)
    try await world.addAnchor(there)
    #expect(world.allAnchors?.map(\.id) == [here.id, there.id])
    try await world.removeAnchor(here)
    #expect(world.allAnchors?.map(\.id) == [there.id])
    #expect(there.isSharedWithNearbyParticipants && !there.isTracked)
    try await world.addAnchor(here)
    try await world.removeAllAnchors()
    #expect(world.allAnchors?.isEmpty == true)
    #expect(HandSkeleton.neutralPose.allJoints.count == 27)
    #expect(HandSkeleton.neutralPose.joint(.thumbTip).name == .thumbTip)
  }

  /// The immersive view lays out as its RealityView: an empty flexible
  /// frame taking the proposal.
  @Test @MainActor func immersiveViewTakesItsProposal() {
    let r = LayoutResult(
      of: HandsImmersiveView(), proposal: ProposedViewSize(width: 300, height: 200), measurer: FixedAdvanceTextMeasurer())
    #expect(r.size == CGSize(width: 300, height: 200))
  }
}
