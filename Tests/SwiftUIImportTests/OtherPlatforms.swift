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
