import SwiftUI
import TipKit

/// A tip as Apple's TipKit documentation writes one, shown inline above a
/// list and as a popover on a button.
struct FavoriteLandmarkTip: Tip {
  @Parameter static var hasSeenList: Bool = false

  var title: Text { Text("Save as a Favorite") }
  var message: Text? { Text("Your favorite landmarks always appear at the top of the list.") }
  var image: Image? { Image(systemName: "star") }

  static let didViewLandmark = Tips.Event(id: "didViewLandmark")
  var rules: [Rule] {
    #Rule(Self.$hasSeenList) { $0 == true }
    #Rule(Self.didViewLandmark) { $0.donations.donatedWithin(.week).count >= 3 }
  }
}

struct TipScreen: View {
  let tip = FavoriteLandmarkTip()
  var body: some View {
    VStack(spacing: 16) {
      TipView(tip)
      Button("Favorite") {}.popoverTip(tip)
    }
    .padding()
    .task { try? Tips.configure([.displayFrequency(.immediate)]) }
  }
}
