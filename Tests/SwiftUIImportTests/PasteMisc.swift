import SwiftUI

// Small things real files use: the macOS Landmarks tutorial's focused
// binding, visionOS's 3D padding, a stepper's editing callback, a binding
// whose setter takes a transaction, a keyframe timeline read by hand, a
// date range's length, and Xcode 27's `@ContentBuilder`.

struct FavoriteCommandsModel {
  @FocusedBinding(\.selectedHike) var selectedHike
  @FocusedValue(\.selectedHike) var selectedHikeBinding

  var title: String { "\(selectedHike?.isFavorite == true ? "Remove" : "Mark") as Favorite" }
}

struct Hike: Hashable {
  var name: String
  var isFavorite: Bool
}

private struct SelectedHikeKey: FocusedValueKey {
  typealias Value = Binding<Hike>
}

extension FocusedValues {
  var selectedHike: Binding<Hike>? {
    get { self[SelectedHikeKey.self] }
    set { self[SelectedHikeKey.self] = newValue }
  }
}

struct TunnelView: View {
  @State private var depth = 20.0
  @State private var columns = 2

  var body: some View {
    VStack(spacing: 0) {
      Circle()
        .frame(width: 40, height: 40)
        .padding3D(.back, depth)
      Color.red
        .frame(width: 40, height: 40)
        .padding3D(.horizontal, 5)
        .offset(z: 10)
      Stepper("Columns", value: $columns, in: 1...6, step: 1) { _ in
        columns += 0
      }
    }
  }
}

struct LabeledCard: View {
  @ContentBuilder var content: some View {
    Text("Title")
    Text("Subtitle")
  }
  var body: some View { VStack(spacing: 0) { content } }
}

struct KeyframeValue {
  var scale = 1.0
  var angle = Angle.zero
}

/// Apple's long-press example: the gesture is removed (nil) once counting
/// is done; the circle's style is blended.
struct PressCounter: View {
  @State private var doneCounting = true
  var body: some View {
    let press = LongPressGesture(minimumDuration: 1).onEnded { _ in doneCounting = true }
    Circle()
      .fill(Color.red.blendMode(.multiply))
      .frame(width: 100, height: 100)
      .gesture(doneCounting ? nil : press)
      .transition(.blurReplace.combined(with: .scale))
  }
}

func keyframeStart(progress: Double) -> KeyframeValue {
  let timeline = KeyframeTimeline(initialValue: KeyframeValue()) {
    KeyframeTrack(\.scale) {
      CubicKeyframe(2, duration: 0.3)
    }
    KeyframeTrack(\.angle) {
      LinearKeyframe(.degrees(90), duration: 0.5)
    }
  }
  return timeline.value(progress: progress)
}

#Preview(windowStyle: .volumetric) {
  TunnelView()
}
