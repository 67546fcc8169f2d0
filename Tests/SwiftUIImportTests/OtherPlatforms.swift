import SwiftUI
import WatchKit

// View code written for the other platforms: a watch face's crown-driven
// value and haptics, a tvOS card row with focus sections, a visionOS title.

struct CrownCounter: View {
  @State private var value = 3.0
  var body: some View {
    VStack {
      Text("\(value, specifier: "%.1f")")
        .font(.extraLargeTitle2)
        .focusable()
        .digitalCrownRotation($value, from: 0, through: 12, by: 0.5, sensitivity: .medium, isContinuous: true)
      Button("Tap") { WKInterfaceDevice.current().play(.click) }
        .buttonStyle(.card)
    }
    .focusSection()
    .frame(width: WKInterfaceDevice.current().screenBounds.width)
  }
}

/// visionOS: a button that opens a full space (there is none to open); a
/// watch session that keeps the app running (it never starts).
struct SpaceLauncher: View {
  @Environment(\.openImmersiveSpace) private var openImmersiveSpace
  @State private var style: ImmersionStyle = .mixed
  @State private var opened = false
  var body: some View {
    Button("Enter") {
      Task { opened = await openImmersiveSpace(id: "garden") == .opened }
    }
  }
}

final class BrushingSession: NSObject, WKExtendedRuntimeSessionDelegate {
  let session = WKExtendedRuntimeSession()
  var started = false
  override init() {
    super.init()
    session.delegate = self
    session.start()
  }
  func extendedRuntimeSession(
    _ extendedRuntimeSession: WKExtendedRuntimeSession,
    didInvalidateWith reason: WKExtendedRuntimeSessionInvalidationReason, error: (any Error)?
  ) {}
  func extendedRuntimeSessionDidStart(_ extendedRuntimeSession: WKExtendedRuntimeSession) { started = true }
  func extendedRuntimeSessionWillExpire(_ extendedRuntimeSession: WKExtendedRuntimeSession) {}
}
