import Foundation
@testable import Plumb
import PlumbFigures
import PlumbGallery
import Testing

@MainActor @Suite struct DeterminismTests {
  /// The same view gives the same bytes, run after run in one process
  /// (Cairo's SVG ids come from process-wide counters: normalized).
  @Test(arguments: ["png", "svg", "pdf"])
  func sameBytesTwice(format: String) throws {
    func render() throws -> Data {
      let r = ImageRenderer(content: NonSiblingsView())
      switch format {
      case "png": return try r.pngData()
      case "svg": return try r.svgData()
      default: return try r.pdfData()
      }
    }
    let a = try render(), b = try render()
    #expect(a == b)
    #expect(!a.isEmpty)
  }
}

@MainActor @Suite struct OutputFormatTests {
  /// SVG in px with a viewBox, and the root's accessibility label as title.
  @Test func svgHeader() throws {
    let r = ImageRenderer(content: Color.red.frame(width: 30, height: 20).accessibilityLabel("Red & box"))
    let svg = String(decoding: try r.svgData(), as: UTF8.self)
    #expect(svg.contains("width=\"30px\""))
    #expect(svg.contains("height=\"20px\""))
    #expect(svg.contains("viewBox=\"0 0 30 20\""))
    #expect(svg.contains("<title>Red &amp; box</title>"))
  }

  /// PDF is vector with the font embedded and a fixed date.
  @Test func pdfEmbedsFont() throws {
    let data = try ImageRenderer(content: Text("Hello")).pdfData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("%PDF"))
    #expect(text.contains("FontFile"))
    #expect(text.contains("20000101000000Z"))
  }

  @Test func pngScale() throws {
    let r = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
    r.scale = 3
    let img = try PixelImage(pngData: try r.pngData())
    #expect(img.width == 90 && img.height == 60)
  }

  /// Every gallery figure renders in each format without error.
  @Test(arguments: Gallery.figures.map(\.name))
  func galleryFigureRenders(name: String) throws {
    let figure = Gallery.figures.first { $0.name == name }!
    var options = FigureOptions()
    options.formats = [.png, .svg, .pdf]
    let files = try figure.render(options)
    #expect(Array(files.map(\.name).prefix(3)) == ["\(name)@2x.png", "\(name).svg", "\(name).pdf"])
    // Step sequences: three steps (one per child) in each format.
    #expect(files.count == (figure.steps ? 12 : 3))
  }
}

@MainActor @Suite struct RenderErrorTests {
  @Test func canvasTooLarge() {
    let r = ImageRenderer(content: Color.red.frame(width: 20_000, height: 10))
    #expect(throws: RenderError.self) { try r.pngData() }
    do { _ = try r.pngData() } catch let e as RenderError {
      #expect(e.kind == .canvasTooLarge)
      #expect(e.description.contains("20000×10"))
    } catch {}
  }

  @Test func nonFiniteRootSize() {
    let r = ImageRenderer(content: Color.red)
    r.proposedSize = .infinity
    do {
      _ = try r.svgData()
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .nonFiniteSize)
    } catch { Issue.record("\(error)") }
  }

  @Test func missingImage() {
    let r = ImageRenderer(content: HStack { Image("nonexistent-wizard") })
    do {
      _ = try r.pngData()
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .imageMissing)
      #expect(e.description.contains("nonexistent-wizard"))
      #expect(e.description.contains("Fixtures/images"))
    } catch { Issue.record("\(error)") }
  }

  @Test func unreadableImage() throws {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bad-\(getpid())"))
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    // A PNG signature and header, then garbage: sized, but not decodable.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4] + Array(repeating: 7, count: 20)
    try Data(bytes).write(to: dir.appendingPathComponent("broken.png"))
    let r = ImageRenderer(content: Image("broken"))
    r.images = ImageCatalog(folders: [dir])
    do {
      _ = try r.pngData()
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .imageUnreadable)
    } catch { Issue.record("\(error)") }
  }

  /// A JPEG is drawn from its pixels: "PlumbPhoto" (the package's asset
  /// catalog) is red on the left, (220, 40, 30), blue on the right, (30, 40,
  /// 200), 40 × 20 points; at scale 2 each half is 40 pixels wide. JPEG is
  /// lossy: quality 95 keeps each channel within 12 away from the edge.
  @Test func aJPEGAssetIsDecoded() throws {
    let img = try pixels(Image("PlumbPhoto"), scale: 2)
    #expect(img.width == 80 && img.height == 40)
    func near(_ p: PixelImage.Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
      abs(Int(p.r) - r) <= 12 && abs(Int(p.g) - g) <= 12 && abs(Int(p.b) - b) <= 12 && p.a == 255
    }
    for (x, y) in [(5, 5), (20, 20), (30, 35)] { #expect(near(img[x, y], 220, 40, 30), "\(img[x, y])") }
    for (x, y) in [(50, 5), (60, 20), (75, 35)] { #expect(near(img[x, y], 30, 40, 200), "\(img[x, y])") }
  }

  /// A folder's `name.jpg` is found as `name.png` is; a JPEG whose header
  /// is sound and whose data is not fails with `imageUnreadable`, naming
  /// libjpeg's reason.
  @Test func aDamagedJPEGFailsTheRender() throws {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-jpeg-\(getpid())"))
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let photo = try Data(contentsOf: URL(fileURLWithPath: "Fixtures/Assets.xcassets/PlumbPhoto.imageset/photo@2x.jpg"))
    try photo.write(to: dir.appendingPathComponent("photo@2x.jpg"))
    let good = ImageRenderer(content: Image("photo"))
    good.images = ImageCatalog(folders: [dir], searchesAssetCatalogs: false)
    #expect(try PixelImage(pngData: good.pngData()).width == 40)
    // The header up to the frame's size, then no scan: libjpeg stops.
    var damaged = [UInt8](photo)
    let start = damaged.firstIndex { $0 == 0xC0 }! + 8
    damaged.replaceSubrange(start..<damaged.count, with: Array(repeating: 0x5A, count: 64))
    try Data(damaged).write(to: dir.appendingPathComponent("damaged.jpg"))
    let bad = ImageRenderer(content: Image("damaged"))
    bad.images = ImageCatalog(folders: [dir], searchesAssetCatalogs: false)
    do {
      _ = try bad.pngData()
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .imageUnreadable)
      #expect(e.description.contains("damaged.jpg"), "\(e.description)")
    }
  }

  @Test func missingFontSaysWhichPackage() {
    do {
      _ = try FontLibrary(directory: "/nonexistent/fonts")
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .fontMissing)
      #expect(e.description.contains("fonts-inter"))
    } catch { Issue.record("\(error)") }
  }

  /// An unwritable path is a typed error, and a failed render leaves no file.
  @Test func unwritablePathAndNoPartialFile() throws {
    let dir = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-out-\(getpid())"))
    try? FileManager.default.removeItem(at: dir)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let blocker = dir.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let ok = ImageRenderer(content: Color.red.frame(width: 2, height: 2))
    do {
      try ok.write(to: blocker.appendingPathComponent("figure.png"))
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .writeFailed)
    }
    let failing = ImageRenderer(content: Color.red.frame(width: 99_999, height: 2))
    let target = dir.appendingPathComponent("big.png")
    #expect(throws: RenderError.self) { try failing.write(to: target) }
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file"])
  }

  @Test func unknownExtension() {
    let r = ImageRenderer(content: Color.red)
    do {
      try r.write(to: URL(fileURLWithPath: "figure.gif"))
      Issue.record("expected an error")
    } catch let e as RenderError {
      #expect(e.kind == .unknownFormat)
    } catch { Issue.record("\(error)") }
  }
}

/// Renderer inputs a review found trapping.
@MainActor @Suite struct ExtremeRenderTests {
  @Test func hugeCanvasIsAnError() {
    let wide = ImageRenderer(content: Color.red.frame(width: 1e20, height: 10))
    #expect(throws: RenderError.self) { try wide.pngData() }
    let scaled = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
    scaled.scale = 1e300
    #expect(throws: RenderError.self) { try scaled.pngData() }
    let margin = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
    margin.margin = 1e18
    #expect(throws: RenderError.self) { try margin.pngData() }
  }

  @Test func hugeTextWidthAndLineLimit() throws {
    let r = ImageRenderer(content: Text("hi").lineLimit(Int.max).frame(width: 3_000_000, height: 20))
    #expect(try r.layout().size == CGSize(width: 3_000_000, height: 20))
  }

  @Test func pixelImageValidatesItsInput() throws {
    let img = PixelImage(width: 2, height: 2, pixels: [])
    #expect(img.pixels.count == 4)
    #expect(try PixelImage(pngData: img.pngData()).width == 2)
    #expect(PixelImage(width: -3, height: 5, pixels: []).width == 0)
  }
}

/// SwiftUI's `ImageRenderer.uiImage`, as export code uses it: the figure's
/// PNG kept in the image, its size in points at the renderer's scale.
@MainActor @Suite struct RendererImageTests {
  @Test func uiImageKeepsThePNG() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 20))
    renderer.scale = 2
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 2)
    #expect(image.pngData() == (try renderer.pngData()))
    #expect(renderer.cgImage?.width == 20 && renderer.cgImage?.height == 40)
    // Data that is not a PNG keeps nothing.
    #expect(UIImage(data: Data([1, 2, 3]))?.pngData() == nil)
  }
}
