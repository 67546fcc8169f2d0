import Plumb
import PlumbSnapshotTesting
import SwiftUI
import Testing

/// Previews are found at run time, with no list: every `#Preview` and
/// every `PreviewProvider` of this module, in file and line order, named
/// after their file and their own name or index.
@MainActor @Suite struct PreviewDiscoveryTests {
  var previews: [PreviewItem] { PreviewDiscovery.previews(module: "SwiftUIImportTests") }

  @Test func findsEveryPreviewWithItsLocation() {
    let found = previews.map { "\($0.name) \($0.location)" }
    #expect(
      found == [
        "CounterView SwiftUIImportTests/CounterView.swift:39",
        "CounterView-Dark SwiftUIImportTests/CounterView.swift:43",
        "CounterView-Toggle SwiftUIImportTests/CounterView.swift:48",
        "DeliveryActivity-Notification SwiftUIImportTests/DeliveryActivity.swift:54",
        "DeliveryActivity-Compact SwiftUIImportTests/DeliveryActivity.swift:61",
        "DeliveryActivity-ConfigurableEmoji SwiftUIImportTests/DeliveryActivity.swift:136",
        "EmojiWidget SwiftUIImportTests/EmojiWidget.swift:61",
        "EmojiWidget-FromProvider SwiftUIImportTests/EmojiWidget.swift:68",
        "LandmarksTutorial SwiftUIImportTests/LandmarksTutorial.swift:242",
        "LandmarksTutorial-2 SwiftUIImportTests/LandmarksTutorial.swift:247",
        "LibrariesAndDataAPIs-IntentWidget SwiftUIImportTests/LibrariesAndDataAPIs.swift:336",
        "MainActorModels SwiftUIImportTests/MainActorModels.swift:51",
        "PasteMisc SwiftUIImportTests/PasteMisc.swift:90",
        "SpriteGame SwiftUIImportTests/SpriteGame.swift:67",
        "ToyCharts-Toys SwiftUIImportTests/ToyCharts.swift:101",
        "ToyCharts-Steps SwiftUIImportTests/ToyCharts.swift:109",
        "ToyCharts-Waves SwiftUIImportTests/ToyCharts.swift:126",
        "TrailCard SwiftUIImportTests/TrailCard.swift:118",
        "Trips SwiftUIImportTests/Trips.swift:142",
        "Trips-Upcoming SwiftUIImportTests/Trips.swift:163",
        "EmojiWidget_Previews SwiftUIImportTests/EmojiWidget_Previews",
        // The provider's Group of two rows: two previews, as Xcode shows.
        "LandmarkRow_Previews SwiftUIImportTests/LandmarkRow_Previews",
        "LandmarkRow_Previews-2 SwiftUIImportTests/LandmarkRow_Previews",
        "StoreCounterView_Previews SwiftUIImportTests/StoreCounterView_Previews",
      ], "\(found)")
  }
}

/// Every preview of this module snapshot-tested by one call: a PNG (at 1×)
/// and a layout dump each, named after the preview.
@MainActor @Suite struct PreviewSnapshotTests {
  @Test func previews() {
    assertPreviewSnapshots(module: "SwiftUIImportTests", scale: 1)
  }
}
