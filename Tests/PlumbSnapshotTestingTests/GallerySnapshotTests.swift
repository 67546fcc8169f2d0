import Foundation
import PlumbGallery
import PlumbSnapshotTesting
import Testing

/// Every gallery figure has a PNG and a layout snapshot under
/// `__Snapshots__`: a figure that drifts fails `make test`;
/// `make snapshots` re-records on purpose.
@MainActor @Suite struct GallerySnapshotTests {
  @Test(arguments: Gallery.figures.map(\.name))
  func figure(name: String) {
    let figure = Gallery.figures.first { $0.name == name }!
    // Each case's references are named after its argument:
    // `figure-name.hstack-feet.1.png` and `….2.txt`.
    assertSnapshot(of: figure.view, as: .png(scale: 2, proposal: figure.proposal))
    assertSnapshot(of: figure.view, as: .layout(proposal: figure.proposal))
  }
}
