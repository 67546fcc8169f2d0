import Foundation
import Testing

@testable import plumb_asset_symbols

/// The asset symbols the PlumbAssetSymbols plugin generates, named as
/// Xcode names them.
@Suite struct AssetSymbolsTests {
  @Test func identifiersAsXcodeMakesThem() {
    #expect(AssetSymbols.identifier(for: "Brand Ember", droppingSuffix: "Color") == "brandEmber")
    #expect(AssetSymbols.identifier(for: "gradient-top", droppingSuffix: "Color") == "gradientTop")
    #expect(AssetSymbols.identifier(for: "BackgroundColor", droppingSuffix: "Color") == "background")
    #expect(AssetSymbols.identifier(for: "Color", droppingSuffix: "Color") == "color")
    #expect(AssetSymbols.identifier(for: "Icons/Logo", droppingSuffix: "Image") == "iconsLogo")
    #expect(AssetSymbols.identifier(for: "URLIcon", droppingSuffix: "Image") == "urlIcon")
    #expect(AssetSymbols.identifier(for: "3D view", droppingSuffix: "Image") == "_3DView")
    #expect(AssetSymbols.identifier(for: "default", droppingSuffix: "Image") == "`default`")
  }

  /// A catalog with a color set, an image set and a namespaced folder:
  /// each becomes a resource member; AccentColor (Plumb's `.accent`) and
  /// names that clash are left out.
  @Test func sourceFromACatalog() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("AssetSymbols-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    for folder in ["Ember.colorset", "AccentColor.colorset", "robot.imageset", "Icons/Logo.imageset", "a-b.colorset", "a b.colorset"] {
      try fm.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: catalog.appendingPathComponent("Icons/Contents.json"))
    let source = AssetSymbols.source(catalogs: [catalog])
    #expect(source.contains("static let ember = ColorResource(name: \"Ember\", bundle: .main)"))
    #expect(source.contains("static var ember: Color { Color(ColorResource.ember) }"))
    #expect(source.contains("static let robot = ImageResource(name: \"robot\", bundle: .main)"))
    #expect(source.contains("static let iconsLogo = ImageResource(name: \"Icons/Logo\", bundle: .main)"))
    #expect(!source.contains("accent") && !source.contains("aB"))
  }
}
