import Foundation
@testable import PlumbCore
import Testing

/// The values gestures report, which no still image produces: made here
/// through their internal initializers to check what they derive.
@MainActor @Suite struct InertValueTests {
  /// A drag's translations come from its locations, as in SwiftUI.
  @Test func dragValueDerivesTranslations() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 15, y: 30), startLocation: CGPoint(x: 10, y: 10),
      velocity: .zero, predictedEndLocation: CGPoint(x: 20, y: 70))
    #expect(value.translation == CGSize(width: 5, height: 20))
    #expect(value.predictedEndTranslation == CGSize(width: 10, height: 60))
  }

  /// Inert modifiers lower to their content: the same nodes, no more.
  @Test func inertModifierAddsNoNode() {
    let plain = LayoutResult(of: Color.red.frame(width: 10, height: 10).padding(2))
    let modified = LayoutResult(
      of: Color.red.frame(width: 10, height: 10)
        .onTapGesture {}
        .padding(2)
        .animation(.easeOut, value: 1)
        .transition(.slide))
    #expect("\(modified)" == "\(plain)")
    #expect(modified.frames.count == 3)
  }

  @Test func anglesConvert() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle(radians: .pi / 2).degrees == 90)
    #expect(Angle.degrees(10) + .degrees(20) == .degrees(30))
    #expect(Angle.degrees(10) < .degrees(20))
  }
}
