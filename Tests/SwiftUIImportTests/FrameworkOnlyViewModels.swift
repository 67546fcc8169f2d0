// A view model file as apps write it: Foundation and a framework, neither
// SwiftUI nor Combine. Apple's Foundation names Combine's ObservableObject
// and Published, so this compiles there; here every framework stand-in
// brings the two names (`_PlumbFoundationNames`). Type names are visible
// per file, so nothing another file of this target imports reaches here.
import Foundation
import MapKit
import Testing

@MainActor final class PlacesViewModel: ObservableObject {
  @Published var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 50, longitude: 0),
    span: MKCoordinateSpan(latitudeDelta: 25, longitudeDelta: 25))
  @Published private(set) var names: [String] = []
  func add(_ name: String) { names.append(name) }
}

/// Apple's Landmarks tutorial's model: `@Observable` with Foundation (and,
/// here, CoreLocation for the coordinates) imported.
@Observable final class LandmarksModel {
  var favorites: [CLLocationCoordinate2D] = []
}

@Suite struct FrameworkOnlyViewModels {
  @Test func anObservableModelNeedsNoSwiftUI() {
    let model = LandmarksModel()
    model.favorites.append(CLLocationCoordinate2D(latitude: 34.0, longitude: -118.0))
    #expect(model.favorites.count == 1)
  }

  /// Hacking with Swift's BucketList view model: `import Foundation`,
  /// `import LocalAuthentication`, `import MapKit`, then an
  /// `ObservableObject` with `@Published` properties.
  @Test @MainActor func aMapKitViewModelNeedsNoSwiftUI() {
    let model = PlacesViewModel()
    #expect(model.region.span.latitudeDelta == 25)
    model.add("Paris")
    #expect(model.names == ["Paris"])
  }
}
