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

/// Tips written the other ways apps write them: rules as an array, a tip
/// group showing one tip at a time (iOS 18), a custom tip style.
struct OrderTip: Tip {
  @Parameter static var hasOrder: Bool = false
  var title: Text { Text("Track your order") }
  var rules: [Rule] {
    [
      #Rule(Self.$hasOrder) { $0 == true }
    ]
  }
}

struct ReorderTip: Tip {
  var title: Text { Text("Order again") }
  var actions: [Action] {
    Action(id: "reorder", title: "Reorder")
  }
}

struct BadgeTipStyle: TipViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.title?.font(.headline).textCase(.uppercase)
      configuration.message?.font(.caption)
      ForEach(configuration.actions) { action in
        Button(action: action.handler) { action.label() }
      }
    }
    .padding(8)
  }
}

struct TipGroupScreen: View {
  @State var tips = TipGroup(.ordered) {
    OrderTip()
    ReorderTip()
  }
  var body: some View {
    VStack {
      TipView(tips.currentTip as? OrderTip)
        .tipViewStyle(BadgeTipStyle())
      Button("Reorder") {}
        .popoverTip(tips.currentTip as? ReorderTip)
    }
  }
}
