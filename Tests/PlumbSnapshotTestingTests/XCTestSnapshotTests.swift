import PlumbGallery
import PlumbSnapshotTesting
import XCTest

/// The strategies work under XCTest too.
final class XCTestSnapshotTests: XCTestCase {
  func testFeetFigureLayoutAndPixels() {
    assertSnapshot(of: HStackFeet(), as: .layout)
    assertSnapshot(of: HStackFeet(), as: .png(scale: 1))
  }
}
