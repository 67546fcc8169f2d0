// A location manager as apps write it, in a file importing CoreLocation
// alone: Apple's CoreLocation brings Foundation (`NSObject`), and with it
// Combine's names (every framework stand-in re-exports Foundation here).
import CoreLocation
import Testing

final class HeadingManager: NSObject, ObservableObject, CLLocationManagerDelegate {
  let manager = CLLocationManager()
  @Published var degrees: Double = 0
  override init() {
    super.init()
    manager.delegate = self
  }
}

@Suite struct CoreLocationOnlyPieces {
  @Test func aManagerNeedsOnlyCoreLocation() {
    let heading = HeadingManager()
    #expect(heading.degrees == 0 && heading.manager.delegate === heading)
  }
}
