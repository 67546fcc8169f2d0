import Foundation
import Plumb
import Testing

/// A device frame: the screen's size, the content in the safe area, the
/// backgrounds of full-screen containers under the status bar and home
/// indicator, which are drawn over them.
@MainActor @Suite struct DeviceFrameTests {
  static func settings() -> some View {
    NavigationStack {
      List { Text("Row").id("row") }
        .navigationTitle("Settings")
    }
  }

  /// iPhone 15: 393×852; the navigation bar starts below the 59-point
  /// status area (its large title in 59 + 44 … 59 + 96); the list's first
  /// row 35 below the bar; the home indicator 134×5, 8 from the bottom.
  @Test func iPhone15Layout() throws {
    let r = ImageRenderer(content: Self.settings())
    r.device = .iPhone15
    let layout = try r.layout()
    #expect(layout.size == CGSize(width: 393, height: 852))
    let title = try #require(layout.frames.first { $0.kind == "Text(\"Settings\")" }?.frame)
    #expect(title.minY >= 59 + 44 && title.maxY <= 59 + 96)
    let row = try #require(layout.frame(of: "row"))
    #expect(row.minY > 59 + 96 + 35 && row.minY < 59 + 96 + 35 + 44)
    let indicator = try #require(layout.frames.first { $0.kind == "Capsule" && $0.frame.width == 134 }?.frame)
    #expect(indicator == CGRect(x: 129.5, y: 852 - 8 - 5, width: 134, height: 5))  // (393 − 134) / 2
    #expect(layout.frames.contains { $0.kind == "Text(\"9:41\")" })
  }

  /// The grouped background (#F2F2F7) reaches under the status bar and
  /// the home indicator; the status bar's time is drawn in black on it.
  @Test func backgroundsReachTheEdges() throws {
    let r = ImageRenderer(content: Self.settings())
    r.device = .iPhone15
    let image = try r.pixelImage()
    #expect(image.width == 393 && image.height == 852)
    let gray = PixelImage.Pixel(r: 242, g: 242, b: 247, a: 255)
    #expect(image[200, 5] == gray)
    #expect(image[5, 850] == gray)
    #expect((20..<80).contains { x in (15..<45).contains { y in image[x, y].r < 80 } })
  }

  /// Without a device frame nothing changes: no status bar, no insets.
  @Test func noFrameNoInsets() throws {
    let r = ImageRenderer(content: Self.settings())
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    let layout = try r.layout()
    #expect(!layout.frames.contains { $0.kind == "Text(\"9:41\")" })
    let title = try #require(layout.frames.first { $0.kind == "Text(\"Settings\")" }?.frame)
    #expect(title.minY >= 44 && title.maxY <= 96)
  }
}
