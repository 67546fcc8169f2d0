import MapKit
import Plumb
import SwiftUI
import Testing

// The files beside this one are written as an app's view files are, with
// `import SwiftUI` only: they compile against Plumb unchanged on Linux.
// Each is laid out at an iPhone 15's width (393) and drawn.
@MainActor @Suite struct SwiftUIImportTests {
  static let width: CGFloat = 393

  func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: Self.width, height: nil)
    renderer.background = .white
    return renderer
  }

  /// The card: `frame(maxWidth: 320)` caps it; a 64-pt avatar (the
  /// `@ScaledMetric` at the default Dynamic Type size) filled with a
  /// purple-to-blue gradient.
  @Test func profileCard() throws {
    let r = renderer(ProfileCard())
    let layout = try r.layout()
    #expect(layout.size.width == 320)
    let image = try r.pixelImage()
    #expect(image.width == 320)
    // The avatar's circle spans x 16…80, its centre row at y 16 + (h − 64)/2 + 32.
    let cy = Int(16 + (layout.size.height - 32 - 64) / 2 + 32)
    let left = image[22, cy], right = image[74, cy]
    // Purple (.purple is (175, 82, 222)) towards the leading edge, blue
    // ((0, 122, 255)) towards the trailing: red falls, green rises.
    #expect(left.r > right.r && left.g < right.g, "\(left) \(right)")
    #expect(right.b > 200)
  }

  /// `import PhotosUI` compiles on Linux: the picker is drawn closed, its
  /// label a button in the tint (the accent blue, (0, 122, 255)).
  @Test func photosPickerDrawsItsLabel() throws {
    let list = DisplayList(try renderer(AvatarPicker()).layout(), scale: 1, colorScheme: .light)
    let texts: [(String, RGBA)] = list.items.compactMap {
      if case .text(let content, _, _, _, let color) = $0 { return (content.string, color) }
      return nil
    }
    #expect(texts.map(\.0) == ["Choose photo"])
    #expect(texts.first?.1 == Color.accentColor.resolve(in: .light))
  }

  /// `import TipKit` compiles on Linux: an inline tip draws its title and
  /// message (the popover tip draws nothing), the card as wide as the
  /// padded screen (393 − 32).
  @Test func tipViewDrawsTheCard() throws {
    let layout = try renderer(TipScreen()).layout()
    let texts: [String] = DisplayList(layout, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
    #expect(texts == ["Save as a Favorite", "Your favorite landmarks always appear at the top of the list.", "Favorite"])
    #expect(layout.size.width == 393)
  }

  /// `import MapKit` compiles on Linux, with CoreLocation's coordinates: Apple's
  /// Landmarks map view fills its 300-point frame with plain land (a
  /// figure has no map tiles).
  @Test func landmarksMapFillsItsFrame() throws {
    let view = VStack(spacing: 0) {
      LandmarkMapView(coordinate: CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)).frame(height: 300)
      TrailMapView().frame(height: 100)
    }
    let layout = try renderer(view).layout()
    #expect(layout.size == CGSize(width: 393, height: 400))
    let image = try renderer(view).pixelImage()
    let land = image[196, 150]
    #expect(land.r > 230 && land.g > 230 && land.b > 220 && land.r > land.b)
  }

  /// A custom `EnvironmentKey`, a `ViewModifier` reading it, an
  /// `@EnvironmentObject` and `@AppStorage` with its default.
  @Test func settingsSummary() throws {
    let r = renderer(SettingsSummary().environmentObject(Settings()))
    let layout = try r.layout()
    // Three body lines, 8 apart, inside 12 of padding: the tallest of them
    // is the width; the height is 3 lines + 2 × 8 + 2 × 12.
    let line = layout.size.height - 16 - 24
    // A body line is SF Pro's: 17 × 2444/2048.
    #expect(abs(line / 3 - 20.287) < 0.01)
    let image = try r.pixelImage()
    // The card's fill is teal at 15% (the environment value set outside
    // the modifier reaches it) over white: a pale cyan, not orange.
    let fill = image[3, Int(layout.size.height / 2)]
    #expect(fill.b > fill.r && fill.g > fill.r, "\(fill)")
  }

  /// State, a bordered and a prominent button, a toggle bound with
  /// `.animation()`, gestures and transitions that draw nothing.
  /// Main-actor view models (`@MainActor` classes, an `@Observable`
  /// session) read from the body, a helper property and a button style
  /// compile, as in SwiftUI, whose views are main-actor isolated; the
  /// first frame shows the models' initial values ("Count 3": `.task` and
  /// `onAppear` do not run).
  @Test func mainActorViewModels() throws {
    let layout = try renderer(StoreCounterView()).layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"Count 3\")" })
    #expect(layout.frames.contains { $0.kind == "Text(\"Ada\")" })
    let image = try renderer(StoreCounterView()).pixelImage()
    #expect(image.width > 0)
  }

  @Test func counter() throws {
    let r = renderer(CounterView())
    let layout = try r.layout()
    #expect(layout.size.width == Self.width)
    let image = try r.pixelImage()
    // The prominent "Add" button is filled with the accent color (0, 122,
    // 255) somewhere on the row below the title; the switch is off (its
    // track gray, no green anywhere).
    let pixels = image.pixels
    #expect(pixels.contains { $0.r == 0 && $0.g == 122 && $0.b == 255 })
    #expect(!pixels.contains { $0.r == 52 && $0.g == 199 && $0.b == 89 })
  }

  /// A NavigationStack with a large title over an inset-grouped List of an
  /// `@Observable` store's rows, a toolbar button, swipe actions and a
  /// sheet that draws nothing, on an iPhone 15's 393×852.
  @Test func recipeList() throws {
    let r = renderer(RecipeList())
    r.proposedSize = ProposedViewSize(width: Self.width, height: 852)
    let layout = try r.layout()
    #expect(layout.size == CGSize(width: Self.width, height: 852))
    let image = try r.pixelImage()
    // The grouped background (#F2F2F7) behind the bar and the list, white
    // cells from x = 20.
    #expect(image[5, 5] == PixelImage.Pixel(r: 242, g: 242, b: 247, a: 255))
    #expect(image[30, 300] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255) || image[30, 300].r > 250)
    #expect(image[10, 300] == PixelImage.Pixel(r: 242, g: 242, b: 247, a: 255))
    // The toggle row's label 40 in (20 of margin, 20 of row inset), below
    // the 96-tall bar and the list's 35 of top margin; three recipe rows.
    let texts = layout.frames.filter { $0.kind.hasPrefix("Text(\"") }
    let toggle = texts.first { $0.kind == "Text(\"Favorites only\")" }
    #expect(toggle?.frame.minX == 40)
    #expect((toggle?.frame.minY ?? 0) > 96 + 35)
    #expect(texts.filter { $0.kind.hasSuffix(" min\")") }.count == 3, "\(layout)")
  }

  /// A missing `@EnvironmentObject` is a render error naming the type, as
  /// in SwiftUI (which traps), not a crash.
  @Test func missingEnvironmentObject() throws {
    #expect(throws: RenderError.self) { try renderer(SettingsSummary()).pngData() }
  }
}

/// `@Entry` environment values: their defaults, and what `.environment`
/// sets below.
@MainActor @Suite struct EntryTests {
  @Test func defaultsAndOverrides() throws {
    let plain = LayoutResult(of: EntryCard(), measurer: FixedAdvanceTextMeasurer())
    #expect(plain.frames.contains { $0.kind == "Text(\"none\")" })
    let set = LayoutResult(
      of: EntryCard().environment(\.highlightedTag, "new").environment(\.cardCornerRadius, 4),
      measurer: FixedAdvanceTextMeasurer())
    #expect(set.frames.contains { $0.kind == "Text(\"new\")" })
    #expect(set.frames.contains { $0.kind.hasPrefix("RoundedRectangle") })
    var env = EnvironmentValues()
    #expect(env.cardCornerRadius == 12)
    #expect(env.palette["accent"] == .pink)
    env.cardCornerRadius = 3
    #expect(env.cardCornerRadius == 3)
  }
}
