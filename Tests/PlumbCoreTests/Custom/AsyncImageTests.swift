import Foundation
import PlumbCore
import Testing

/// A figure is the first frame: an AsyncImage shows its placeholder.
@MainActor @Suite struct AsyncImageTests {
  let url = URL(string: "https://example.com/photo.png")

  /// The default placeholder fills the space offered: 120×80.
  @Test func defaultPlaceholderFillsTheProposal() {
    let r = layout(AsyncImage(url: url).id("image"), ProposedViewSize(width: 120, height: 80))
    expectFrames(r, ["image": rect(0, 0, 120, 80)])
  }

  /// With content and placeholder, the placeholder is shown: a 40×30 frame.
  @Test func placeholderIsShown() {
    let r = layout(
      AsyncImage(url: url) { image in image.resizable() } placeholder: {
        Color.gray.frame(width: 40, height: 30).id("placeholder")
      })
    expectFrames(r, ["placeholder": rect(0, 0, 40, 30)])
  }

  /// With phases, the `.empty` phase is shown.
  @Test func emptyPhaseIsShown() {
    let r = layout(
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image.resizable()
        } else {
          Color.blue.frame(width: 50, height: 20).id("empty")
        }
      })
    expectFrames(r, ["empty": rect(0, 0, 50, 20)])
  }
}
