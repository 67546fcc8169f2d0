import Foundation
import PlumbCore
import Testing

@testable import Plumb

/// Controls as drawn: the colors iOS 17 paints them in, read at points
/// derived from their metrics (ControlLayoutTests has the sizes).
@MainActor @Suite struct ControlPixelTests {
  func image<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, dark: Bool = false) throws -> PixelImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.background = dark ? .black : .white
    r.colorScheme = dark ? .dark : .light
    return try r.pixelImage()
  }
  func close(_ p: PixelImage.Pixel, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 2) -> Bool {
    abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
  }

  /// On: the track is green (52, 199, 89), the knob white at the trailing
  /// end (centre 22 + 13.5 = 35.5). Off: the secondary system fill, 16%
  /// of (120, 120, 128) over white = (233, 233, 234), the knob at 15.5.
  @Test func switchColors() throws {
    let on = try image(Toggle("", isOn: .constant(true)).labelsHidden())
    #expect(on.width == 51 && on.height == 31)
    #expect(close(on[6, 15], 52, 199, 89), "\(on[6, 15])")
    #expect(close(on[35, 15], 255, 255, 255), "\(on[35, 15])")
    let off = try image(Toggle("", isOn: .constant(false)).labelsHidden())
    #expect(close(off[44, 15], 233, 233, 234), "\(off[44, 15])")
    #expect(close(off[15, 15], 255, 255, 255), "\(off[15, 15])")
    // Dark: the knob stays white, the off track is 32% of the fill over black.
    let dark = try image(Toggle("", isOn: .constant(false)).labelsHidden(), dark: true)
    #expect(close(dark[44, 15], 38, 38, 41), "\(dark[44, 15])")
  }

  /// The prominent button is filled with the accent (0, 122, 255) with
  /// white text; the bordered one with the tertiary fill (12% of (118,
  /// 118, 128) over white = (239, 239, 240)) and accent text.
  @Test func borderedButtons() throws {
    let prominent = try image(Button("Go") {}.buttonStyle(.borderedProminent))
    #expect(close(prominent[3, prominent.height / 2], 0, 122, 255), "\(prominent[3, prominent.height / 2])")
    let bordered = try image(Button("Go") {}.buttonStyle(.bordered))
    #expect(close(bordered[3, bordered.height / 2], 239, 239, 240), "\(bordered[3, bordered.height / 2])")
    #expect(bordered.pixels.contains { close($0, 0, 122, 255, 30) })
  }

  /// Segmented: the track in the tertiary fill, the selected segment's
  /// thumb white, 2 in from the track.
  @Test func segmentedPicker() throws {
    let img = try image(
      Picker("", selection: .constant(0)) {
        Text("A").tag(0)
        Text("B").tag(1)
      }.pickerStyle(.segmented), width: 200)
    #expect(img.width == 200 && img.height == 32)
    #expect(close(img[150, 3], 239, 239, 240), "\(img[150, 3])")
    #expect(close(img[20, 16], 255, 255, 255), "\(img[20, 16])")
  }

  /// Inset-grouped list: the grouped background (#F2F2F7) in the margins,
  /// white cells, and a separator between rows at 35 + 44 − 1, from the
  /// row inset (x 40) on: 29% of (60, 60, 67) over white = (198, 198, 200).
  @Test func listSeparators() throws {
    let img = try image(List { Text("A"); Text("B") }, width: 393, height: 200)
    #expect(img[10, 50] == PixelImage.Pixel(r: 242, g: 242, b: 247, a: 255))
    #expect(img[30, 50] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    #expect(close(img[100, 35 + 44 - 1], 198, 198, 200), "\(img[100, 78])")
    #expect(img[30, 35 + 44 - 1] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
  }

  /// A large navigation title: dark ink in the band below the 44-point bar
  /// (y 44…96), starting 16 from the leading edge; nothing above it.
  @Test func navigationTitle() throws {
    let img = try image(NavigationStack { Color.clear.navigationTitle("Title") }, width: 393, height: 200)
    func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> Bool {
      ys.contains { y in xs.contains { x in img[x, y].r < 100 } }
    }
    #expect(ink(16..<120, 44..<96))
    #expect(!ink(0..<393, 0..<44))
    #expect(!ink(0..<16, 44..<96))
  }

  /// Every SF Symbol name with a stand-in has its glyph in the icon font
  /// and draws ink; an unknown name draws the placeholder and says so.
  @Test func everyMappedSymbolDraws() throws {
    let fonts = try FontLibrary.shared()
    try #require(fonts.hasIconFont, "Font Awesome is not installed: apt-get install fonts-font-awesome")
    let missing = SymbolStandIns.codePoints.subtracting(fonts.iconGlyphs)
    #expect(missing.isEmpty, "code points without a glyph: \(missing.map { String($0, radix: 16) }.sorted())")
    for name in SymbolStandIns.names {
      let img = try image(Image(systemName: name).font(.system(size: 20)))
      #expect(img.pixels.contains { $0.r < 128 }, "\(name) drew nothing")
    }
    let unknown = LayoutResult(of: Image(systemName: "no.such.symbol"))
    #expect(unknown.diagnostics.contains { $0.contains("no stand-in") })
  }

  /// The symbol items a view draws: name, color and stroke.
  func symbols<V: View>(_ view: V) -> [(String, RGBA, CGFloat)] {
    DisplayList(LayoutResult(of: view), scale: 1, colorScheme: .light).items.compactMap {
      guard case .symbol(let name, _, let color, let stroke) = $0 else { return nil }
      return (name, color, stroke)
    }
  }

  /// `symbolVariant(.fill)` and `.circle.fill` compose the name as SwiftUI
  /// does; a name that has the variant already keeps it once.
  @Test func symbolVariants() {
    #expect(symbols(Image(systemName: "heart").symbolVariant(.fill)).map(\.0) == ["heart.fill"])
    #expect(symbols(Image(systemName: "person").symbolVariant(.circle.fill)).map(\.0) == ["person.circle.fill"])
    #expect(symbols(Image(systemName: "star.fill").symbolVariant(.fill)).map(\.0) == ["star.fill"])
  }

  /// Multicolor draws a heart red (iOS's systemRed, 255 59 48); monochrome
  /// and hierarchical draw it in the foreground style.
  @Test func multicolorSymbols() {
    let red = Color.red.resolve(in: .light)
    #expect(symbols(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue)).map(\.1) == [red])
    #expect(symbols(Image(systemName: "heart.fill").foregroundStyle(.blue).symbolRenderingMode(.multicolor)).map(\.1) == [red])
    let blue = symbols(Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)).map(\.1)
    #expect(blue == symbols(Image(systemName: "heart.fill").foregroundStyle(.blue)).map(\.1))
    #expect(blue != [red])
  }

  /// Weight follows the font: body bold (700) thickens a 17-pt symbol's
  /// outline by 3 × 0.02 × 17 = 1.02 points; regular and light do not.
  @Test func symbolWeightFollowsTheFont() throws {
    #expect(symbols(Image(systemName: "star").fontWeight(.bold)).map(\.2) == [3 * 0.02 * 17])
    #expect(symbols(Image(systemName: "star").font(.body.bold())).map(\.2) == [3 * 0.02 * 17])
    #expect(symbols(Image(systemName: "star")).map(\.2) == [0])
    #expect(symbols(Image(systemName: "star").fontWeight(.light)).map(\.2) == [0])
    // In pixels: the bold star covers more of its square.
    func ink(_ img: PixelImage) -> Int { img.pixels.filter { $0.a > 128 && $0.r < 128 }.count }
    let regular = try image(Image(systemName: "star").font(.system(size: 40)))
    let bold = try image(Image(systemName: "star").font(.system(size: 40, weight: .black)))
    #expect(ink(bold) > ink(regular) + 50, "\(ink(bold)) vs \(ink(regular))")
  }
}
