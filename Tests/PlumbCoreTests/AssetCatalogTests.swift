import Foundation
@testable import PlumbCore
import Testing

/// Asset catalogs read from disk: the package's `Fixtures/Assets.xcassets`
/// (tests run in the package's folder) holds a color set, an image set in a
/// namespace folder and an image set with only a JPEG.
@MainActor @Suite struct AssetCatalogTests {
  /// "PlumbBrand": red "255" (0…255), green "0.400" (0…1), blue "0x33"
  /// (hex: 51/255 = 0.2); its dark appearance white at half opacity.
  @Test func colorSetReadsEachComponentForm() {
    let brand = Color("PlumbBrand")
    #expect(brand.resolve(in: .light) == RGBA(red: 1, green: 0.4, blue: 0.2, alpha: 1))
    #expect(brand.resolve(in: .dark) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
  }

  /// A name in no catalog keeps the documented fallback, system gray.
  @Test func unknownColorIsGray() {
    #expect(Color("PlumbNoSuchColor").resolve(in: .light) == ColorAssets.fallback.resolve(in: .light))
  }

  /// "Heroes" provides a namespace: the image is "Heroes/PlumbKnight", its
  /// 96×128 pixels at 2x are 48×64 points.
  @Test func imageSetInANamespace() {
    let r = layout(Image("Heroes/PlumbKnight").id("knight"))
    #expect(r.frame(of: "knight")?.size == CGSize(width: 48, height: 64))
    #expect(r.diagnostics.isEmpty)
  }

  /// An image set with only a PDF cannot be drawn: the diagnostic names the
  /// file and says why.
  @Test func vectorImageSetIsExplained() {
    let r = layout(Image("PlumbVector"))
    #expect(r.diagnostics.contains { $0.contains("drawing.pdf") && $0.contains("PNG and JPEG") })
  }

  /// "PlumbPhoto" is a JPEG of 80×40 pixels at 2x (made with libjpeg at
  /// quality 95: the left half (220, 40, 30), the right (30, 40, 200)): 40×20
  /// points, read from its frame header.
  @Test func jpegImageSetIsSizedFromItsHeader() {
    let r = layout(Image("PlumbPhoto").id("photo"))
    #expect(r.frame(of: "photo")?.size == CGSize(width: 40, height: 20))
    #expect(r.diagnostics.isEmpty)
  }

  /// The frame header is found past the JFIF segment; bytes that end
  /// before it, or are no JPEG, give no size.
  @Test func jpegSizeReadsTheFrameHeader() throws {
    let url = URL(fileURLWithPath: "Fixtures/Assets.xcassets/PlumbPhoto.imageset/photo@2x.jpg")
    let data = try Data(contentsOf: url)
    #expect(ImageCatalog.jpegSize(of: data) == CGSize(width: 80, height: 40))
    #expect(ImageCatalog.imageSize(at: url) == CGSize(width: 80, height: 40))
    #expect(ImageCatalog.jpegSize(of: data.prefix(20)) == nil)
    #expect(ImageCatalog.jpegSize(of: Data("not a jpeg".utf8)) == nil)
    #expect(ImageCatalog.jpegSize(of: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x01])) == nil)
    // Stray bytes between segments are skipped, as libjpeg skips them.
    var stray = [UInt8](data)
    stray.insert(contentsOf: [0x00, 0x13], at: 2)
    #expect(ImageCatalog.jpegSize(of: Data(stray)) == CGSize(width: 80, height: 40))
  }

  /// Catalogs are found under a package's folder, not in hidden folders.
  @Test func discoveryFindsTheFixtureCatalog() {
    let found = DiscoveredAssets.find(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), depth: 0)
    #expect(found.map(\.lastPathComponent).contains("Assets.xcassets"))
    #expect(!found.contains { $0.path.contains("/.build/") })
  }

  /// Gray colors (`white`) and Xcode's float forms.
  @Test func grayAndFloatComponents() {
    #expect(AssetCatalog.rgba(["components": ["white": "0.500", "alpha": "1.000"]]) == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(AssetCatalog.rgba(["components": ["red": "0x00", "green": "0xFF", "blue": "128"]])
      == RGBA(red: 0, green: 1, blue: 128.0 / 255, alpha: 1))
  }
}
