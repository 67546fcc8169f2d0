import Foundation
import PlumbGallery
import PlumbSnapshotTesting
import Testing

/// Every gallery figure has a PNG and a layout snapshot under
/// `__Snapshots__`: a figure that drifts fails `make test`;
/// `make snapshots` re-records on purpose.
@Suite struct GallerySnapshotTests {
  @Test(arguments: Gallery.figures.map(\.name))
  func figure(name: String) {
    let figure = Gallery.figures.first { $0.name == name }!
    assertSnapshot(of: figure.view, as: .png(scale: 2, proposal: figure.proposal), named: name)
    assertSnapshot(of: figure.view, as: .layout(proposal: figure.proposal), named: name)
  }
}
