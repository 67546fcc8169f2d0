import PlumbGallery
import PlumbSnapshotTesting
import XCTest

/// The strategies work under XCTest too. Views are main-actor isolated,
/// as in SwiftUI; XCTest on Linux runs tests on the main thread but cannot
/// call a `@MainActor` test method, so the test asserts it is there.
final class XCTestSnapshotTests: XCTestCase {
  func testFeetFigureLayoutAndPixels() {
    MainActor.assumeIsolated {
      assertSnapshot(of: HStackFeet(), as: .layout)
      assertSnapshot(of: HStackFeet(), as: .png(scale: 1))
    }
  }
}
