// SharePlay as Apple's DrawTogether sample writes it: an activity, a
// control bar that offers sharing when the device can, and a task that
// configures each session the system hands the app. No FaceTime call here:
// the device is not eligible, activating does nothing, no session arrives.
import GroupActivities
import SwiftUI
import Testing

struct DrawTogether: GroupActivity {
  var metadata: GroupActivityMetadata {
    var metadata = GroupActivityMetadata()
    metadata.type = .createTogether
    metadata.title = "Draw Together"
    return metadata
  }
}

@MainActor final class SharedCanvas: ObservableObject {
  @Published var groupSession: GroupSession<DrawTogether>?
  @Published var strokes: [String] = []
  var messenger: GroupSessionMessenger?
  func configure(_ session: GroupSession<DrawTogether>) {
    groupSession = session
    messenger = GroupSessionMessenger(session: session, deliveryMode: .unreliable)
    session.join()
  }
  func receive() async {
    guard let messenger else { return }
    for await (stroke, _) in messenger.messages(of: String.self) { strokes.append(stroke) }
  }
}

struct ShareBar: View {
  @StateObject var groupStateObserver = GroupStateObserver()
  @ObservedObject var canvas: SharedCanvas
  var body: some View {
    HStack {
      Text("Canvas")
      if canvas.groupSession == nil && groupStateObserver.isEligibleForGroupSession {
        Button("Share") { Task { _ = try? await DrawTogether().activate() } }
      }
    }
    .task { for await session in DrawTogether.sessions() { canvas.configure(session) } }
  }
}

@MainActor @Suite struct SharePlayPieces {
  /// The share button is not shown (not in a call); activation and
  /// preparation say sharing is off; no session arrives; a session made by
  /// hand joins, and its messenger delivers nothing.
  @Test func nothingIsShared() async throws {
    let canvas = SharedCanvas()
    let r = LayoutResult(of: ShareBar(canvas: canvas), measurer: FixedAdvanceTextMeasurer())
    #expect(!r.description.contains("Share\""))
    #expect(try await DrawTogether().activate() == false)
    #expect(await DrawTogether().prepareForActivation() == .activationDisabled)
    #expect(await DrawTogether().metadata.title == "Draw Together")
    var arrived = 0
    for await _ in DrawTogether.sessions() { arrived += 1 }
    #expect(arrived == 0)
    let session = GroupSession(activity: DrawTogether())
    canvas.configure(session)
    if case .joined = session.state {} else { Issue.record("not joined") }
    #expect(session.activeParticipants == [session.localParticipant])
    await canvas.receive()
    #expect(canvas.strokes.isEmpty)
    try await canvas.messenger?.send("line", to: .all)
    #expect(DrawTogether.activityIdentifier.hasSuffix("DrawTogether"))
  }
}
