import ActivityKit
import AuthenticationServices
import BackgroundTasks
import CoreMotion
import Intents
import simd
import RealityKit
import CryptoKit
import Security
import TabularData
import MediaPlayer
import FoundationModels
import GameKit
import MusicKit
import SceneKit
import SpriteKit
import Vision
import VisionKit
import WeatherKit
import EventKit
import GameplayKit
import ImageIO
import NaturalLanguage
import Network
import PencilKit
import Translation
import CloudKit
import CoreData
import HealthKit
import WatchKit
import PlaygroundSupport
import Contacts
import ServiceManagement
import QuartzCore
import AppIntents
import CoreLocationUI
import PhotosUI
import WidgetKit
import CoreLocation
import StoreKit
import UIKit
import UniformTypeIdentifiers
import UserNotifications
import Charts
import MapKit
import SwiftData
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

  /// A widget configuration intent needs no `perform()`; its parameters
  /// can be set on an intent held in a `let`; its summary keeps its
  /// parameters in order.
  @Test func widgetConfigurationIntents() async throws {
    #expect(PickMoodIntent.calm.mood == .calm)
    #expect(PickMoodIntent().mood == nil)
    // An optional parameter with an options provider reads nil until set.
    #expect(PickMoodIntent().friend == nil)
    let summary = PickMoodIntent.parameterSummary as? IntentParameterSummary<PickMoodIntent>
    #expect(summary?.parameters == [\PickMoodIntent.$mood, \PickMoodIntent.$friend])
    #expect(summary?.text == "Show …")
    _ = try await PickMoodIntent().perform()
  }

  /// Watch and TV code: the crown and focus change nothing; the device is
  /// a 45 mm watch (198 wide); visionOS's extra large title 2 is 40 points
  /// (1.25 lines of 40 with the fixed-advance measurer: 50 tall).
  @Test func otherPlatforms() async throws {
    let layout = LayoutResult(of: CrownCounter(), measurer: FixedAdvanceTextMeasurer())
    #expect(layout.size.width == 198)
    let value = try #require(layout.frames.first { $0.kind == "Text(\"3.0\")" })
    #expect(value.frame.height == 50)
    // Nothing starts: no space opens, no runtime session runs.
    #expect(await EnvironmentValues().openImmersiveSpace(id: "garden") == .error)
    let brushing = BrushingSession()
    #expect(!brushing.started && brushing.session.state == .notStarted)
    #expect(try ImageRenderer(content: SpaceLauncher()).layout().frames.contains { $0.kind == "Text(\"Enter\")" })
  }

  /// HealthKit compiles as fitness apps use it; no health data is
  /// available, so the card shows that; units convert as HealthKit's do
  /// (5 km is 5,000 m; 1 mi is 1,609.344 m).
  @Test func healthKitUnavailable() throws {
    let model = StepsModel()
    model.load()
    #expect(model.status == "Health data unavailable" && model.steps == 0)
    #expect(try model.startRun().state == .notStarted)
    #expect(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5).doubleValue(for: .meter()) == 5000)
    #expect(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) == 1609.344)
    #expect(HKQuantity(unit: .meterUnit(with: .centi), doubleValue: 180).doubleValue(for: .meter()) == 1.8)
    #expect(HKUnit.count() == HKUnit.count() && HKUnit.count() != HKUnit.meter())
    #expect(HKHealthStore().authorizationStatus(for: HKQuantityType(.stepCount)) == .notDetermined)
    let card = try ImageRenderer(content: StepsCard()).layout()
    #expect(card.frames.contains { $0.kind == "Text(\"0 steps\")" }, "\(card.frames.map(\.kind))")
  }

  /// A tip group shows its first tip; a custom tip style draws it (the
  /// title upper-cased by the style); rules written as an array are
  /// accepted.
  @Test func tipGroupsAndStyles() throws {
    #expect(OrderTip().rules.count == 1 && ReorderTip().actions.map(\.id) == ["reorder"])
    let layout = try renderer(TipGroupScreen()).layout()
    let texts: [String] = DisplayList(layout, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
    #expect(texts == ["TRACK YOUR ORDER", "Reorder"])
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
    #expect(env.tagFormatter("new", 3) == "new ×3")
    env.cardCornerRadius = 3
    #expect(env.cardCornerRadius == 3)
  }
}

@MainActor @Suite struct SwiftDataTests {
  func texts<V: View>(_ view: V) throws -> [String] {
    let r = ImageRenderer(content: view)
    return DisplayList(try r.layout(), scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
  }

  /// `@Query` fetches what the container holds when the body runs: the
  /// predicate drops the trip "Home", the sort puts Porto (day 2) before
  /// Paris (day 9); Paris's accommodation was inserted with it, as
  /// SwiftData inserts a new model's relationships.
  @Test func queryFiltersAndSorts() throws {
    let container = sampleTrips()
    #expect(try texts(UpcomingTrips().modelContainer(container)) == ["Porto", "Paris", "1 stays"])
    // A query made in an initializer: names starting with "P", reversed.
    #expect(try texts(TripsNamed(prefix: "P").modelContainer(container)) == ["Porto", "Paris"])
    // `localizedStandardContains`, which Foundation on Linux lacks in
    // predicates: case-insensitive.
    #expect(try texts(TripSearch(searchString: "PAR").modelContainer(container)) == ["Paris"])
    #expect(try texts(TripSearch(searchString: "").modelContainer(container)) == ["Paris", "Porto", "Sofa"])
  }

  /// Without a container, a query finds nothing (a fresh store); the
  /// context fetches, counts and deletes.
  @Test func contextFetchesAndDeletes() async throws {
    #expect(try texts(UpcomingTrips()) == ["0 stays"])
    let container = sampleTrips()
    let context = container.mainContext
    let all = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
    #expect(all.map(\.name) == ["Paris", "Porto", "Sofa"])
    var limited = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate)])
    limited.fetchLimit = 1
    #expect(try context.fetch(limited).map(\.name) == ["Sofa"])
    #expect(all[0].modelContext === context)
    context.delete(all[2])
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
    #expect(try await TripImporter(modelContainer: container).count() == 2)
    // Models are Hashable and Identifiable by identity.
    #expect(Set(all).count == 3 && all[0].id != all[1].id && all[0] == all[0])
  }

  /// Xcode's template draws its (empty) list under a navigation bar.
  @Test func templatePreviewRenders() throws {
    let previews = PreviewDiscovery.previews().filter { $0.fileID.hasSuffix("Trips.swift") }
    #expect(previews.map(\.name) == ["Trips", "Trips-Upcoming"])
    let image = try ImageRenderer(content: previews[0].sizedView).pixelImage()
    #expect(image.width == 393)
  }

  /// `#Preview(traits: .modifier(SampleData()))`: the modifier's shared
  /// context (made once, on the main actor) wraps the preview's view.
  @Test func previewModifierSharesItsContext() throws {
    let preview = try #require(PreviewDiscovery.previews().first { $0.name == "Trips-Upcoming" })
    #expect(try texts(preview.sizedView) == ["Porto", "Paris", "1 stays"])
    let first = try texts(preview.sizedView)
    #expect(first == ["Porto", "Paris", "1 stays"], "\(first)")
    // Made once: the second render sees the same container.
    #expect(try texts(preview.sizedView) == first)
  }
}

/// Xcode's template view is made from another file, as its App does.
@MainActor func makeTemplateView() -> some View { ItemsView() }

@MainActor @Suite struct ChartsTests {
  func layout<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) throws -> LayoutResult {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    return try r.layout()
  }
  func frames(_ r: LayoutResult, _ kind: String) -> [CGRect] {
    r.frames.filter { $0.kind.hasPrefix(kind) }.map(\.frame)
  }
  func text(_ r: LayoutResult, _ s: String) -> CGRect? {
    r.frames.first { $0.kind == "Text(\"\(s)\")" }?.frame
  }

  /// Apple's Swift Charts sample maps cities to stroked outlines
  /// (`"Cupertino": Square().strokeBorder(lineWidth: 2)`): the scale is
  /// accepted and changes no frame of the chart.
  @Test func symbolScaleTakesStrokedOutlines() throws {
    let plain = try layout(ToyBars())
    let scaled = try layout(
      ToyBars().chartSymbolScale([
        "San Francisco": Circle().strokeBorder(lineWidth: 2),
        "Cupertino": Rectangle().strokeBorder(lineWidth: 2),
      ]))
    #expect(scaled.frames.map(\.frame) == plain.frames.map(\.frame))
  }

  /// Three bars: the chart takes its 300 × 200; the value axis counts 0
  /// to 5 in steps of 1 (round ticks over 0…5) on the trailing edge; each
  /// bar is 0.6 of its category's third of the plot, centred on it, and
  /// as tall as its count.
  @Test func barsFillTheirBands() throws {
    let r = try layout(ToyBars())
    #expect(r.size == CGSize(width: 300, height: 200))
    let ticks = (0...5).map { try? #require(text(r, "\($0)")) }
    #expect(ticks.allSatisfy { $0 != nil })
    let zero = try #require(text(r, "0")), five = try #require(text(r, "5"))
    let plotRight = zero.minX - 6
    // Labels are centred on their grid lines: 0 at the plot's bottom, 5 at its top.
    let bottom = zero.midY, top = five.midY
    let bars = frames(r, "RoundedRectangle")
    #expect(bars.count == 3)
    let band = plotRight / 3
    for (i, bar) in bars.enumerated() {
      #expect(abs(bar.midX - band * (Double(i) + 0.5)) < 0.01)
      #expect(abs(bar.width - band * 0.6) < 0.01)
      #expect(abs(bar.maxY - bottom) < 0.01)
    }
    #expect(abs(bars[0].height - (bottom - top)) < 0.01)
    #expect(abs(bars[1].height - (bottom - top) * 4 / 5) < 0.01)
    // Category labels under their bars.
    let cube = try #require(text(r, "Cube"))
    #expect(abs(cube.midX - bars[0].midX) < 0.01 && cube.minY == bottom + 4)
  }

  /// Stacked bars: a category's bars sit on each other in series order;
  /// the legend lists the series with their scale's colors.
  @Test func stackedBarsAndLegend() throws {
    let r = try layout(ToyStackedBars())
    let bars = frames(r, "RoundedRectangle")
    #expect(bars.count == 12)
    // Cube: Green 2 from 0, Purple 1 on it, Pink 1, Yellow 1: each bar's
    // bottom is the previous one's top.
    let cube = [bars[0], bars[3], bars[6], bars[9]]
    for (a, b) in zip(cube, cube.dropFirst()) { #expect(abs(a.minY - b.maxY) < 0.01) }
    #expect(abs(cube[0].height - 2 * cube[1].height) < 0.01)
    for name in ["Green", "Purple", "Pink", "Yellow"] { #expect(text(r, name) != nil) }
    let image = try ImageRenderer(content: ToyStackedBars().frame(width: 300, height: 200)).pixelImage()
    // The Cube column's lowest bar is green (52, 199, 89).
    let px = image[Int(cube[0].midX), Int(cube[0].midY)]
    #expect(px.g > 150 && px.r < 120 && px.b < 140, "\(px)")
  }

  /// `chartForegroundStyleScale(domain:)` alone: "Green", fourth in the
  /// domain, takes the palette's fourth color, purple (175, 82, 222), where
  /// by first appearance it would be blue.
  @Test func domainOrdersDefaultColors() throws {
    let r = try layout(ToyStackedBarsByDomain())
    let bars = frames(r, "RoundedRectangle")
    #expect(bars.count == 12)
    let image = try ImageRenderer(content: ToyStackedBarsByDomain().frame(width: 300, height: 200)).pixelImage()
    let px = image[Int(bars[0].midX), Int(bars[0].midY)]
    #expect(px.r > 150 && px.b > 190 && px.g < 110, "\(px)")
  }

  /// A pie's slices share the circle by value; the overlay annotation is
  /// drawn; a hidden axis draws no labels.
  @Test func lineRuleAndPie() throws {
    let r = try layout(StepsCharts(), width: 360, height: 360)
    #expect(text(r, "25%") != nil)
    #expect(text(r, "10,000") == nil)
    #expect(text(r, "Walk") != nil && text(r, "Run") != nil)
  }
}

extension ChartsTests {
  /// Function plots: the value axis steps by 0.5 over the sine's −1…1
  /// (round steps for about five ticks), labelled without trailing zeros;
  /// the x axis is the scale's −3…3 in steps of 2 (about four ticks).
  @Test func functionPlots() throws {
    let r = try layout(WavePlot())
    for label in ["-1", "-0.5", "0", "0.5", "1", "-2", "2"] { #expect(text(r, label) != nil, "\(label)") }
    #expect(text(r, "1.0") == nil)
    // The area is under the line's peak: both shapes fill the plot.
    let image = try ImageRenderer(content: WavePlot().frame(width: 300, height: 200)).pixelImage()
    #expect(image.width == 300)
  }
}

@MainActor @Suite struct ConditionalToolbarTests {
  /// `.toolbar { if isNew { … } }`: the items are drawn when the condition
  /// holds, Cancel leading and Save trailing, and not when it does not.
  /// A view laid out in an iPhone's width, 400 tall.
  func onPhone<V: View>(_ view: V) throws -> LayoutResult {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    return try r.layout()
  }

  @Test func itemsUnderAnIf() throws {
    let shown = try onPhone(ConditionalToolbar(isNew: true))
    let save = try #require(shown.frames.first { $0.kind == "Text(\"Save\")" }?.frame)
    let cancel = try #require(shown.frames.first { $0.kind == "Text(\"Cancel\")" }?.frame)
    #expect(cancel.minX == 16 && save.maxX == 393 - 16)
    #expect(try onPhone(ConditionalToolbar(isNew: false)).frames.contains { $0.kind == "Text(\"Save\")" } == false)
  }

  /// A `Group` of toolbar items is its items: Close leading, Done trailing
  /// while editing, and only Close when not.
  @Test func groupOfToolbarItems() throws {
    let shown = try onPhone(GroupedToolbar(editing: true))
    let done = try #require(shown.frames.first { $0.kind == "Text(\"Done\")" }?.frame)
    let close = try #require(shown.frames.first { $0.kind == "Text(\"Close\")" }?.frame)
    #expect(close.minX == 16 && done.maxX == 393 - 16)
    let hidden = try onPhone(GroupedToolbar(editing: false))
    #expect(!hidden.frames.contains { $0.kind == "Text(\"Done\")" })
    #expect(hidden.frames.contains { $0.kind == "Text(\"Close\")" })
  }

  /// The rings are 150, 180 and 210 across, centred on one another.
  @Test func ripplesSizedByIndex() throws {
    let r = try ImageRenderer(content: Ripples()).layout()
    let rings = r.frames.filter { $0.kind.hasPrefix("Circle") }.map(\.frame)
    #expect(rings.map(\.width) == [150, 180, 210] && rings.map(\.height) == [150, 180, 210])
    #expect(Set(rings.map(\.midX)).count == 1)
  }
}

extension ConditionalToolbarTests {
  /// `SwiftUICore.Font` names Plumb's; a color literal's description is its
  /// hex with alpha (1, 0.2157, 0.2588 → FF, 37, 42), as SwiftUI prints it.
  @Test func qualifiedTypesAndLiterals() throws {
    let r = try ImageRenderer(content: QualifiedTypes()).layout()
    #expect(r.frames.contains { $0.kind == "Text(\"#FF3742FF\")" })
    #expect(Color.red.description == "red")
  }
}

extension ConditionalToolbarTests {
  /// `_VariadicView.Tree`: the root gets the content's three views as
  /// children and puts a divider between each two: two dividers.
  @Test func variadicViewRoots() throws {
    let view = DividedStack {
      Text("One")
      Text("Two")
      ForEach(0..<1) { _ in Text("Three") }
    }
    let r = try ImageRenderer(content: view.frame(width: 200)).layout()
    #expect(r.frames.filter { $0.kind == "Divider" }.count == 2, "\(r.frames.map(\.kind))")
    let one = try #require(r.frames.first { $0.kind == "Text(\"One\")" }?.frame)
    let two = try #require(r.frames.first { $0.kind == "Text(\"Two\")" }?.frame)
    #expect(two.minY > one.maxY)
  }
}

extension ChartsTests {
  /// Values that are not numbers, or extreme ones, never stop a chart: NaN
  /// and infinity have no place on the axis and the rest lay out; a domain
  /// of one value, 0…0, widens to 0…1; tiny and huge magnitudes still get
  /// a handful of ticks.
  @Test func nonFiniteAndExtremeValues() throws {
    let values: [Double] = [.nan, .infinity, -.infinity, 3, 1e-300, 1e300]
    let bars = Chart {
      ForEach(0..<values.count, id: \.self) { i in
        BarMark(x: .value("i", "\(i)"), y: .value("v", values[i]))
      }
    }
    #expect(try layout(bars).size == CGSize(width: 300, height: 200))
    let flat = Chart { LineMark(x: .value("x", 0), y: .value("y", 0)) }.chartYScale(domain: 0...0)
    #expect(try layout(flat).size == CGSize(width: 300, height: 200))
    let tiny = Chart { PointMark(x: .value("x", 1e-300), y: .value("y", 2e-300)) }
    let r = try layout(tiny)
    #expect(r.frames.filter { $0.kind.hasPrefix("Text(") }.count < 30)
  }
}

extension ChartsTests {
  /// Bars an hour wide on one day stand side by side, each from zero: a
  /// date's bar stacks only on bars at the same instant, not the same day.
  @Test func hourlyBarsDoNotStackByDay() throws {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let chart = Chart {
      ForEach(0..<3) { h in
        BarMark(x: .value("Hour", start.addingTimeInterval(Double(h) * 3_600), unit: .hour), y: .value("Steps", 10))
      }
    }
    let bars = frames(try layout(chart), "RoundedRectangle")
    #expect(bars.count == 3)
    #expect(bars.allSatisfy { $0.maxY == bars[0].maxY && $0.height == bars[0].height })
    #expect(bars[1].minX > bars[0].maxX)
  }

  /// A context's container is the one it was made with, and stays alive
  /// with it, as `@ModelActor` code reads it (`modelContext.container`).
  @Test func contextKeepsItsContainer() throws {
    let context = ModelContext(try ModelContainer(for: Trip.self))
    #expect(context.container.schema.entities.map(\.name) == ["Trip"])
  }
}

extension ChartsTests {
  /// `stacking: .normalized`: each category's bars fill the axis, each its
  /// share (1 and 3 of 4: a quarter and three quarters of the plot's
  /// height); the value axis runs 0…1. `.center` centres a stack on zero.
  @Test func normalizedAndCenteredStacks() throws {
    let normalized = Chart {
      BarMark(x: .value("k", "A"), y: .value("v", 1), stacking: .normalized).foregroundStyle(by: .value("s", "one"))
      BarMark(x: .value("k", "A"), y: .value("v", 3), stacking: .normalized).foregroundStyle(by: .value("s", "two"))
    }
    let r = try layout(normalized)
    let bars = frames(r, "RoundedRectangle")
    let zero = try #require(text(r, "0")), one = try #require(text(r, "1"))
    let height = zero.midY - one.midY
    #expect(abs(bars[0].height - height / 4) < 0.01 && abs(bars[1].height - height * 3 / 4) < 0.01)
    #expect(abs(bars[1].minY - one.midY) < 0.01)
    let centered = Chart {
      BarMark(x: .value("k", "A"), y: .value("v", 2), stacking: .center)
      BarMark(x: .value("k", "A"), y: .value("v", 2), stacking: .center)
    }
    let c = try layout(centered)
    let cBars = frames(c, "RoundedRectangle"), cZero = try #require(text(c, "0"))
    // Two bars of 2 stacked from −2 to 2: the seam between them is at zero.
    #expect(abs(cBars[0].minY - cZero.midY) < 0.01)
  }
}

@MainActor @Suite struct FrameworkStandInTests {
  static let skyline = Trail(
    name: "Skyline Loop", coordinate: CLLocationCoordinate2D(latitude: 46.7860, longitude: -121.7350))

  /// A file importing UIKit, CoreLocation, AVKit, StoreKit,
  /// UserNotifications and seven more beside SwiftUI compiles and draws: the
  /// video player is black, 393 wide and 180 high; the distance is the
  /// great circle from (46.8523, −121.7603): Δlat −0.0663°, Δlon 0.0253°
  /// at cos 46.8° ≈ 0.685, √(0.001157² + 0.000302²) rad × 6,371 km ≈ 7.6 km,
  /// "8 km"; the top corners are rounded by `UIBezierPath`, the bottom ones
  /// square, in the secondary system background (242, 242, 247).
  @Test func trailCard() throws {
    let r = ImageRenderer(content: TrailCard(trail: Self.skyline))
    r.proposedSize = ProposedViewSize(width: 393, height: nil)
    let layout = try r.layout()
    let player = try #require(layout.frames.first { $0.kind.contains("black") }?.frame, "\(layout.frames.map(\.kind))")
    #expect(player == CGRect(x: 0, y: 0, width: 393, height: 180))
    #expect(layout.frames.contains { $0.kind == "Text(\"8 km\")" }, "\(layout.frames.map(\.kind))")
    let image = try r.pixelImage()
    #expect(image[0, 0].a == 0)
    #expect(image[196, 90].r == 0 && image[196, 90].a == 255)
    let corner = image[0, image.height - 1]
    #expect(corner.r == 242 && corner.g == 242 && corner.b == 247 && corner.a == 255, "\(corner)")
  }

  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` is SwiftUI's
  /// uneven rounded rectangle with the named corners at the radius.
  @Test func bezierPathCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let bezier = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12))
    let expected = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 0, bottomTrailing: 12, topTrailing: 0))
    #expect(Path(bezier.cgPath) == expected)
    #expect(bezier.bounds == rect)
    let path = CGMutablePath()
    path.addRect(rect)
    #expect(Path(path).boundingRect == rect)
  }

  /// A dynamic `UIColor` is asked for light and dark once each.
  @Test func dynamicColors() {
    let color = Color(uiColor: .trailAccent)
    #expect(color.resolve(in: .light) == RGBA(red: 0.1, green: 0.5, blue: 0.2, alpha: 1))
    #expect(color.resolve(in: .dark) == RGBA(red: 0.4, green: 0.8, blue: 0.5, alpha: 1))
    #expect(UIApplication.shared.windows.first?.safeAreaInsets.top == 59)
  }

  /// swift-custom-dump compiles switches over these types whenever a module
  /// of the framework's name can be imported (true or false by build
  /// order), so each case it names must exist; these are its switches.
  @Test func casesSwiftCustomDumpNames() {
    func name(_ s: UIGestureRecognizer.State) -> String {
      switch s {
      case .began: "began"
      case .cancelled, .changed, .ended, .failed, .possible: "other"
      }
    }
    func name(_ c: UISplitViewController.Column) -> String {
      switch c {
      case .primary, .supplementary, .secondary, .compact: "column"
      case .inspector: "inspector"
      }
    }
    #expect(name(.began) == "began" && name(.inspector) == "inspector")
    let state: UIControl.State = [.application, .disabled, .focused, .highlighted, .normal, .reserved, .selected]
    #expect(state.contains(.focused) && state.rawValue == 0xFFFF_000F)
    let modes: [Any] = [
      UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes, UIUserInterfaceStyle.dark,
      UISplitViewController.DisplayMode.twoDisplaceSecondary, UISplitViewController.DisplayModeButtonVisibility.never,
      UISplitViewController.SplitBehavior.displace, UISplitViewController.Style.tripleColumn,
      UISplitViewController.PrimaryEdge.trailing, UISplitViewController.BackgroundStyle.sidebar,
      UISplitViewController.LayoutEnvironment.collapsed, CLAccuracyAuthorization.reducedAccuracy,
      CLActivityType.airborne, CLAuthorizationStatus.authorizedWhenInUse, CLDeviceOrientation.faceDown,
      CLProximity.immediate, CLRegionState.outside, SKPaymentTransactionState.deferred, SKProduct.PeriodUnit.year,
      UNAlertStyle.banner, UNAuthorizationStatus.ephemeral, UNNotificationInterruptionLevel.timeSensitive,
      UNNotificationSetting.notSupported, UNShowPreviewsSetting.whenAuthenticated,
    ]
    #expect(modes.count == 22)
    let options: UNAuthorizationOptions = [
      .alert, .announcement, .badge, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional, .sound,
    ]
    let presentation: UNNotificationPresentationOptions = [.alert, .badge, .banner, .list, .sound]
    #expect(options.rawValue == 255 && presentation.rawValue == 31)
    let location = CLLocation(latitude: 1, longitude: 2)
    let fields: [Any?] = [
      location.coordinate, location.altitude, location.horizontalAccuracy, location.verticalAccuracy,
      location.course, location.courseAccuracy, location.speed, location.speedAccuracy, location.timestamp,
      location.sourceInformation?.isProducedByAccessory, location.sourceInformation?.isSimulatedBySoftware,
      location.ellipsoidalAltitude, location.floor?.level, UTType.json.identifier,
    ]
    #expect(fields.count == 14 && location.coordinate.longitude == 2)
  }
}

extension FrameworkStandInTests {
  /// A widget preview is the family's tile on an iPhone 15: 158×158 for
  /// small; its content (the first entry of the preview's timeline) is
  /// centered inside 16-point margins; the container background (indigo,
  /// (88, 86, 214)) fills the tile to its edges but not its continuous
  /// corners (radius 22); `\.widgetFamily` tells the view its family.
  @Test func widgetPreviews() throws {
    let previews = PreviewDiscovery.previews(module: "SwiftUIImportTests").filter { $0.name.hasPrefix("EmojiWidget") && !$0.name.contains("FromProvider") }
    #expect(previews.map(\.name) == ["EmojiWidget", "EmojiWidget_Previews"])
    let small = try #require(previews.first)
    let r = ImageRenderer(content: small.view)
    let layout = try r.layout()
    #expect(layout.size == CGSize(width: 158, height: 158))
    #expect(layout.frames.contains { $0.kind == "Text(\"😀\")" })
    #expect(!layout.frames.contains { $0.kind == "Text(\"⭐️\")" })
    let image = try r.pixelImage()
    #expect(image[0, 0].a == 0)
    let edge = image[2, 79]
    #expect(edge.r == 88 && edge.g == 86 && edge.b == 214 && edge.a == 255, "\(edge)")
    let medium = try ImageRenderer(content: previews[1].view).layout()
    #expect(medium.size == CGSize(width: 338, height: 158))
    #expect(medium.frames.contains { $0.kind == "Text(\"Medium\")" })
  }

  /// A Live Activity's previews draw its first state: the Lock Screen
  /// banner 361 wide on its background tint, and the compact Dynamic
  /// Island, a black capsule 37 tall with the camera's 126 between its
  /// views. Starting an activity is refused (none are enabled).
  @Test func liveActivityPreviews() async throws {
    let previews = PreviewDiscovery.previews(module: "SwiftUIImportTests")
    let banner = try #require(previews.first { $0.name == "DeliveryActivity-Notification" })
    let r = ImageRenderer(content: banner.view)
    let layout = try r.layout()
    #expect(layout.size.width == 361)
    #expect(layout.frames.contains { $0.kind == "Text(\"5 min\")" }, "\(layout.frames.map(\.kind))")
    let pixel = try r.pixelImage()[180, Int(layout.size.height / 2)]
    #expect(pixel.r == 255 && pixel.g == 149 && pixel.b == 0, "\(pixel)")
    let compact = try #require(previews.first { $0.name == "DeliveryActivity-Compact" })
    let island = try ImageRenderer(content: compact.view).layout()
    #expect(island.size.height == 37 && island.size.width > 126 + 24)
    #expect(island.frames.contains { $0.kind == "Text(\"5m\")" })
    #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
    #expect(throws: ActivityAuthorizationError.denied) {
      try Activity.request(
        attributes: DeliveryAttributes(restaurant: "A"), content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
    }
    #expect(Activity<DeliveryAttributes>.activities.isEmpty)
    _ = LightsControl().body
    #expect(try await LightsProvider().currentValue())
    // Xcode's App Intent widget template: the preview's entry, its intent's
    // parameter as set.
    let emoji = try #require(previews.first { $0.name == "DeliveryActivity-ConfigurableEmoji" })
    let tile = try ImageRenderer(content: emoji.view).layout()
    #expect(tile.size == CGSize(width: 158, height: 158))
    #expect(tile.frames.contains { $0.kind == "Text(\"🤩\")" }, "\(tile.frames.map(\.kind))")
  }

  /// Without a preview's entries, a widget shows its provider's timeline's
  /// first entry when the provider answers at once.
  @Test func providersFirstEntry() throws {
    let view = widgetPreviewForTest()
    let layout = try ImageRenderer(content: view).layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"⭐️\")" }, "\(layout.frames.map(\.kind))")
  }
}

@MainActor private func widgetPreviewForTest() -> AnyView {
  PreviewDiscovery.previews(module: "SwiftUIImportTests").first { $0.name.contains("FromProvider") }?.view
    ?? AnyView(EmptyView())
}

extension FrameworkStandInTests {
  /// iOS 16–17 framework views at rest: the location button draws its
  /// arrow and title on the tint (the accent blue, (0, 122, 255)); the
  /// photos picker its label; the App Store's view its loading spinner
  /// (no products arrive in a figure).
  @Test func parkCard() throws {
    let r = ImageRenderer(content: ParkCard())
    r.proposedSize = ProposedViewSize(width: 393, height: nil)
    let layout = try r.layout()
    let title = try #require(layout.frames.first { $0.kind == "Text(\"Current Location\")" }?.frame)
    #expect(layout.frames.contains { $0.kind == "Text(\"Add photo\")" })
    // The spinner: eight capsules, in the 80-point frame the card gives the store.
    #expect(layout.frames.filter { $0.kind == "Capsule" }.count == 8, "\(layout.frames.map(\.kind))")
    let image = try r.pixelImage()
    // Left of the title, inside the button's 16-point padding: the tint.
    let tint = image[Int(title.minX) - 30, Int(title.midY)]
    #expect(tint.r == 0 && tint.g == 122 && tint.b == 255, "\(tint)")
  }

  /// Transfer representations compile and are never run: importing throws.
  @Test func transferables() async {
    await #expect(throws: TransferNotAvailable.self) { try await ParkPhoto(importing: Data(), contentType: .image) }
    let checker = UITextChecker()
    let range = checker.rangeOfMisspelledWord(
      in: "zzxq", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en")
    #expect(range.location == NSNotFound)
    #expect(try! await MKLocalSearch(request: MKLocalSearch.Request()).start().mapItems.isEmpty)
  }
}

extension FrameworkStandInTests {
  /// `extension UIColor { convenience init(hex:) }` compiles (UIColor is a
  /// class, as UIKit's): #1E90FF is (30, 144, 255). A custom group box style
  /// gets the label and content: the caption above "Renewed 3 days ago"
  /// (three days before `now`, as `RelativeDateTimeFormatter` writes it).
  @Test func planCard() throws {
    let color = Color(uiColor: UIColor(hex: "#1E90FF")).resolve(in: .light)
    #expect(color == RGBA(red: 30.0 / 255, green: 144.0 / 255, blue: 1))
    let layout = try ImageRenderer(content: PlanCard().frame(width: 300)).layout()
    let label = try #require(layout.frames.first { $0.kind == "Text(\"Plan\")" }?.frame)
    let content = try #require(layout.frames.first { $0.kind == "Text(\"Renewed 3 days ago\")" }?.frame)
    #expect(content.minY > label.maxY)
    #expect(label.minX == content.minX)
  }

  /// Foundation's relative formatter, which Linux lacks, in its styles.
  @Test func relativeDates() {
    let f = RelativeDateTimeFormatter()
    let t0 = Date(timeIntervalSinceReferenceDate: 0)
    #expect(f.localizedString(for: t0.addingTimeInterval(7200), relativeTo: t0) == "in 2 hours")
    #expect(f.localizedString(fromTimeInterval: -60) == "1 minute ago")
    f.unitsStyle = .short
    #expect(f.localizedString(fromTimeInterval: -7200) == "2 hr. ago")
    f.unitsStyle = .abbreviated
    #expect(f.localizedString(fromTimeInterval: 300) == "in 5m")
    f.dateTimeStyle = .named
    #expect(f.localizedString(fromTimeInterval: -86_400) == "yesterday")
    #expect(f.localizedString(fromTimeInterval: 0) == "now")
    #expect(UIFontMetrics.default.scaledValue(for: 32) == 32)
  }
}

extension FrameworkStandInTests {
  /// `Button(intent:)` and `Toggle(isOn:intent:)` draw as their plain
  /// forms: the label in the tint, the toggle on (its switch green,
  /// (52, 199, 89)). Intents are made, never performed.
  @Test func intentControls() throws {
    let r = ImageRenderer(content: MoodRow().frame(width: 393))
    let layout = try r.layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"Happy\")" })
    let calm = try #require(layout.frames.first { $0.kind == "Text(\"Calm\")" }?.frame)
    #expect(calm.minX > 100)
    #expect(Mood.caseDisplayRepresentations[.calm]?.subtitle != nil)
    #expect(LogMoodIntent(mood: .happy).mood == .happy)
  }

  /// iOS 17's `Color.Resolved`: sRGB components as floats, in the
  /// environment's scheme; `Color(resolved)` draws them back.
  @Test func resolvedColors() {
    var env = EnvironmentValues()
    env.colorScheme = .dark
    let resolved = Color(uiColor: .systemBackground).resolve(in: env)
    #expect(resolved == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
    #expect(Color(Color.Resolved(red: 1, green: 0.5, blue: 0)).resolve(in: .light) == RGBA(red: 1, green: 0.5, blue: 0))
  }
}

extension FrameworkStandInTests {
  /// `import Contacts`: a contact written as a vCard and read back keeps its
  /// name and numbers; the formatter writes "Given Family"; the address
  /// book grants nothing.
  @Test func contactsAsVCards() throws {
    let contact = CNMutableContact()
    contact.givenName = "Ada"
    contact.familyName = "Lovelace"
    contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))]
    let data = try CNContactVCardSerialization.data(with: [contact])
    let back = try CNContactVCardSerialization.contacts(with: data)
    #expect(back.count == 1)
    #expect(CNContactFormatter.string(from: back[0], style: .fullName) == "Ada Lovelace")
    #expect(back[0].phoneNumbers.first?.value.stringValue == "+44 20 7946 0000")
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
  }
}

/// StoryRow.swift's patterns, from open-source screens and tutorials.
@MainActor @Suite struct PublishedPatternTests {
  /// `"\(date, formatter: f)"` in a `Text`: on Linux `Date` is not
  /// `ReferenceConvertible`, and the formatter still formats it
  /// (1,709,251,200 s after 1970 is 1 March 2024, UTC).
  @Test func dateFormatterInText() throws {
    let story = Story(id: 1, by: "pg", time: Date(timeIntervalSince1970: 1_709_251_200), thumbnail: Data())
    let layout = try ImageRenderer(content: StoryRow(story: story)).layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"by pg 2024-03-01\")" }, "\(layout.frames.map(\.kind))")
    // `UIImage()`: an empty image, drawn as a missing one in its 40×40 frame.
    #expect(layout.size.height == 40)
  }

  /// `NSPredicate(format:)`, which Foundation on Linux refuses, evaluates
  /// the comparisons view code makes on a string.
  @Test func formatPredicates() {
    #expect(isValidEmail("ada@example.com"))
    #expect(!isValidEmail("ada@example"))
    #expect(!isValidEmail("not an email"))
    // MATCHES must match the whole string, not a part of it.
    #expect(!isValidEmail("x ada@example.com y"))
    // The whole string: a trailing newline is not matched away.
    #expect(!isValidEmail("ada@example.com\n"))
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "LOVE").evaluate(with: "I love it"))
    #expect(!NSPredicate(format: "SELF CONTAINS %@", "LOVE").evaluate(with: "I love it"))
    #expect(NSPredicate(format: "SELF BEGINSWITH %@", "Swift").evaluate(with: "SwiftUI"))
    #expect(!NSPredicate(format: "SELF BEGINSWITH %@", "Swift").evaluate(with: "UIKit"))
    #expect(NSPredicate(format: "SELF ENDSWITH[c] %@", "KIT").evaluate(with: "UIKit"))
    #expect(NSPredicate(format: "SELF LIKE %@", "Sw*t").evaluate(with: "Swift"))
    #expect(!NSPredicate(format: "SELF LIKE %@", "Sw?t").evaluate(with: "Swift"))
    #expect(NSPredicate(format: "SELF == %@", "a").evaluate(with: "a"))
    // Key paths need key-value coding: false, not a crash.
    #expect(!NSPredicate(format: "name == %@", "a").evaluate(with: "a"))
  }

  /// `TableColumnForEach` makes one column per party; a compact table
  /// draws its first column: the first party's counts.
  @Test func columnsFromData() throws {
    let guests = [Guest(id: 1, name: "Ada", songs: [1: 3, 2: 5]), Guest(id: 2, name: "Brian", songs: [2: 7])]
    let r = ImageRenderer(content: SongCounts(guests: guests))
    r.proposedSize = ProposedViewSize(width: 393, height: 300)
    let kinds = try r.layout().frames.map(\.kind)
    #expect(kinds.contains("Text(\"3\")") && kinds.contains("Text(\"0\")"), "\(kinds)")
    #expect(!kinds.contains("Text(\"Ada\")") && !kinds.contains("Text(\"5\")"), "\(kinds)")
  }

  /// A table with its rows written out draws its rows in order, the ones
  /// an `if` adds and a `ForEach`'s, each as its first column's cell.
  @Test func tableRows() throws {
    let guests = [Guest(id: 1, name: "Ada", songs: [:]), Guest(id: 2, name: "Brian", songs: [:])]
    let r = ImageRenderer(content: GuestTable(guests: guests))
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    let frames = try r.layout().frames
    let names = ["Host", "Ada", "Brian"].compactMap { name in frames.first { $0.kind == "Text(\"\(name)\")" }?.frame.minY }
    #expect(names.count == 3 && names == names.sorted(), "\(frames.map(\.kind))")
    let withoutHost = try ImageRenderer(content: GuestTable(guests: guests, showsHost: false)).layout().frames
    #expect(!withoutHost.contains { $0.kind == "Text(\"Host\")" })
  }

  /// `MKMapPoint`: the Mercator world is 2²⁸ map points square; (0, 0)
  /// is its center, 90° east three quarters across; a point converts back
  /// to its coordinate.
  @Test func mapPoints() {
    let center = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(center.x == 134_217_728 && abs(center.y - 134_217_728) < 1e-6)
    #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 90)).x == 201_326_592)
    let london = MKMapPoint(CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)).coordinate
    #expect(abs(london.latitude - 51.5007) < 1e-9 && abs(london.longitude + 0.1246) < 1e-9)
  }

  /// UIKit and Core Foundation names app code reads: a rounded system font
  /// keeps its size; a color converted to device RGB keeps its components;
  /// the bundle version key; not the simulator.
  @Test func uikitAndCoreFoundationNames() {
    #expect(UIFont.rounded(ofSize: 20, weight: .bold).pointSize == 20)
    #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 13).fontDescriptor, size: 0).pointSize == 13)
    #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).deviceRGBComponents == [1, 0.5, 0, 1])
    #expect(kCFBundleVersionKey == "CFBundleVersion")
    #expect(TARGET_OS_SIMULATOR == 0)
    #expect(appVersion == "1.0")
    let stack = UIStackView(arrangedSubviews: [UIActivityIndicatorView(style: .large)])
    stack.addArrangedSubview(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
    #expect(stack.arrangedSubviews.count == 2)
    let width = stack.widthAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([width])
    #expect(width.isActive && width.constant == 44)
  }

  /// A `LabeledContentStyle` draws the label and content it is given: the
  /// label above, the content 4 below it (not the row with the value
  /// trailing); a `ForEach` takes drops between rows, moves and deletes.
  @Test func labeledContentStyle() throws {
    let layout = LayoutResult(
      of: LabeledContent("Author") { Text("ada") }.labeledContentStyle(StackedLabelStyle()),
      measurer: FixedAdvanceTextMeasurer())
    let label = try #require(layout.frames.first { $0.kind == "Text(\"Author\")" }?.frame)
    let value = try #require(layout.frames.first { $0.kind == "Text(\"ada\")" }?.frame)
    #expect(label.minX == value.minX)
    #expect(value.minY == label.maxY + 4)
    // A style keeping the standard look with `LabeledContent(configuration)`:
    // the row drawn once, inside 4 of padding.
    let padded = LayoutResult(
      of: LabeledContent("Author") { Text("ada") }.labeledContentStyle(PaddedLabelStyle()).frame(width: 200),
      measurer: FixedAdvanceTextMeasurer())
    let paddedLabel = try #require(padded.frames.first { $0.kind == "Text(\"Author\")" }?.frame)
    #expect(paddedLabel.minX == 4)
    #expect(padded.frames.filter { $0.kind == "Text(\"ada\")" }.count == 1)
    let rows = try ImageRenderer(content: ContactRows()).layout()
    #expect(rows.frames.contains { $0.kind == "Text(\"ada\")" })
  }

  /// Core Image compiles as the Instafilter tutorial uses it: a built-in
  /// filter takes the keys it names (sepia: an image and an intensity) and
  /// keeps what is set; it renders nothing, so the view shows its state
  /// before a picture is picked. A shader leaves its view as it was.
  @Test func coreImageFiltersAndShaders() throws {
    let sepia = CIFilter.sepiaTone()
    #expect(sepia.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
    sepia.intensity = 0.25
    #expect(sepia.intensity == 0.25 && sepia.value(forKey: kCIInputIntensityKey) as? Float == 0.25)
    #expect(CIFilter(name: "CIGaussianBlur")?.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
    // A number set by key reads back typed, however it was written.
    sepia.setValue(0.75, forKey: kCIInputIntensityKey)
    #expect(sepia.intensity == 0.75)
    _ = qrCode(from: "https://example.com")
    let view = PhotoFilterView()
    view.applyProcessing()
    let layout = try ImageRenderer(content: view).layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"No Picture\")" }, "\(layout.frames.map(\.kind))")
    let shaded = LayoutResult(
      of: Text("Filtered").colorEffect(ShaderLibrary.ripple(.float(1))), measurer: FixedAdvanceTextMeasurer())
    let plain = LayoutResult(of: Text("Filtered"), measurer: FixedAdvanceTextMeasurer())
    #expect(shaded.size == plain.size)
    #expect(ShaderLibrary.ripple.name == "ripple")
  }

  /// A shadowed shape style is SwiftUI's `_ShadowShapeStyle` and paints as
  /// its base (the shadow is not drawn); `.buttonBorder` is a shape.
  @Test func shadowedStylesAndButtonBorder() throws {
    #expect(Color.red.shadow(.drop(radius: 2)).resolvedColor(foreground: .blue) == .red)
    let card = try ImageRenderer(content: GlassCard()).layout()
    #expect(card.frames.contains { $0.kind == "Text(\"Undo\")" })
  }

  /// CloudKit compiles as Apple's samples use it; no iCloud account is
  /// signed in: the status is `.noAccount`, requests fail with
  /// `.notAuthenticated`, and records keep their fields.
  @Test func cloudKitSignedOut() async throws {
    let model = CloudNotesModel()
    await model.refresh()
    #expect(model.account == .noAccount)
    guard case .failed(let error) = model.state else {
      Issue.record("expected a failure, got \(model.state)")
      return
    }
    #expect((error as? CKError)?.code == .notAuthenticated)
    #expect(model.message(for: error) == "Sign in to iCloud to sync your notes.")
    let note = model.note("Buy milk")
    #expect(note["text"] as? String == "Buy milk")
    #expect(note.encryptedValues["secret"] as? String == "shh")
    #expect(note.recordID.zoneID == CKRecordZone.ID(zoneName: "Notes"))
    #expect(note.allKeys() == ["secret", "text"])
    let layout = try ImageRenderer(content: CloudNotesView()).layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"Notes\")" })
    // A buffered publisher's async values end at once: nothing publishes.
    #expect(await SongPlayer().waitForChanges() == 0)
  }

  /// UIKit's pickers, pages and hosting controller compile as wrappers
  /// write them; no camera is available; a hosting controller sizes its
  /// root view; a graphics renderer runs its drawing and gives an image.
  @Test func uiKitWrappers() throws {
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    let picker = UIImagePickerController()
    let coordinator = PhotoPicker(image: .constant(nil)).makeCoordinator()
    picker.delegate = coordinator
    #expect(picker.delegate === coordinator)
    let host = UIHostingController(rootView: Text("Hi").frame(width: 40, height: 30))
    #expect(host.sizeThatFits(in: CGSize(width: 100, height: 100)) == CGSize(width: 40, height: 30))
    let navigation = UINavigationController(rootViewController: host)
    navigation.pushViewController(UIViewController(), animated: true)
    #expect(navigation.viewControllers.count == 2 && navigation.popViewController(animated: true) != nil)
    var drew = false
    _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.cgContext.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(context.cgContext.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
      context.cgContext.fillPath()
      #expect(context.cgContext.isPathEmpty)
      drew = true
    }
    #expect(drew)
    let screen = try ImageRenderer(content: WrapperScreen()).layout()
    #expect(screen.frames.contains { $0.kind == "Text(\"Choose Photo\")" })
    // Content size categories order as Dynamic Type's sizes; no
    // accessibility setting is on.
    #expect(ContentSizeCategory.large < .extraLarge && ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
    let badge = try ImageRenderer(content: AdaptiveBadge()).layout()
    #expect(badge.frames.contains { $0.kind.hasPrefix("Image") })
    // A configured, tinted symbol is still the symbol.
    let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))?
      .withRenderingMode(.alwaysTemplate).withTintColor(.systemRed)
    let symbolLayout = try ImageRenderer(content: Image(uiImage: try #require(symbol))).layout()
    #expect(symbolLayout.frames.first?.kind.contains("star") == true, "\(symbolLayout.frames.map(\.kind))")
    let modal = UIColorPickerViewController()
    modal.presentationController?.delegate = nil
    modal.modalPresentationStyle = .pageSheet
    #expect(modal.presentationController == nil && modal.presentedViewController == nil)
    #expect(CGFloat(Decimal(string: "0.25")!) == 0.25 && Double(Decimal(2.5)) == 2.5)
    let library = LibraryPicker(images: .constant([]))
    #expect(library.makeCoordinator().parent.images.isEmpty)
  }

  /// Article code: a playground keeps its live view (rendered here); the
  /// publisher made directly and the loader's event closures never fire.
  @Test func articleSnippets() throws {
    PlaygroundPage.current.setLiveView(OrientationLabel())
    PlaygroundPage.current.needsIndefiniteExecution = true
    let live = try #require(PlaygroundPage.current.liveSwiftUIView)
    #expect(try ImageRenderer(content: live).layout().frames.contains { $0.kind == "Text(\"Width: ?\")" })
    let loader = ImageLoader()
    loader.load(URL(string: "https://example.com/a.png")!)
    #expect(loader.events.isEmpty && loader.image == nil)
    let map = try ImageRenderer(content: PlacesMap()).layout()
    #expect(map.frames.contains { $0.kind == "Text(\"Crown\")" })
    // A UIKit gesture leaves the row as it was.
    let row = try ImageRenderer(content: SeparatorRow()).layout()
    let plain = try ImageRenderer(content: SeparatorRow().body).layout()
    #expect(row.size == plain.size)
    let request = MKLocalSearch.Request()
    request.pointOfInterestFilter = .init(including: [.cafe, .bakery])
    #expect(request.pointOfInterestFilter?.includes(.cafe) == true)
    #expect(request.pointOfInterestFilter?.includes(.hotel) == false)
    #expect(MKPointOfInterestFilter(excluding: [.hotel]).includes(.cafe))
  }

  /// Core Data as Xcode's template writes it: stores load without error,
  /// objects keep their values in their context, a fetch finds nothing
  /// (no store), so the list shows its empty state.
  @Test func coreDataTemplate() throws {
    let persistence = JournalPersistence.preview
    let context = persistence.container.viewContext
    #expect(!context.hasChanges)
    let note = JournalNote(context: context)
    note.text = "Milk"
    #expect(note.text == "Milk" && context.hasChanges && note.managedObjectContext === context)
    #expect(try context.fetch(JournalNote.noteRequest()).isEmpty)
    let screen = try ImageRenderer(
      content: JournalView().environment(\.managedObjectContext, context)
    ).layout()
    #expect(screen.frames.contains { $0.kind == "Text(\"No Notes\")" }, "\(screen.frames.map(\.kind))")
  }

  /// `os` logging compiles (`import OSLog`, `Logger`, privacy and format
  /// annotations, `os_log`) and writes nothing; a message's text shows
  /// every value. iOS 18's scroll position keeps where it was told to go.
  @Test func loggingAndScrollPosition() throws {
    let message: OSLogMessage = "loaded \(3, privacy: .public) of \("rows", privacy: .private(mask: .hash)) in \(0.5, format: .fixed(precision: 1))"
    #expect(message.text == "loaded 3 of rows in 0.5")
    Logger(subsystem: "a", category: "b").error(message)
    os_log("legacy %{public}@", log: .default, type: .fault, "x")
    var position = ScrollPosition(edge: .top)
    #expect(position.edge == .top)
    position.scrollTo(id: 2)
    #expect(position.viewID(type: Int.self) == 2 && position.edge == nil)
    #expect(try ImageRenderer(content: PagedFeed()).layout().frames.contains { $0.kind == "Text(\"Row 0\")" })
  }

  /// A publisher written for Combine compiles and never publishes; a
  /// sequence's publisher holds its elements.
  @Test func combinePublishers() {
    StoriesModel().load()
    #expect(Array([1, 2, 3].publisher.sequence) == [1, 2, 3])
    // Demand adds up, and past Int.max is unlimited, as Combine's does.
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
  }
}

/// MacAbout.swift: a Mac view file's AppKit and Mac-only SwiftUI.
@MainActor @Suite struct MacViewTests {
  /// The Mac's semantic colors resolve to macOS's values: the window
  /// background is (236, 236, 236) light and (50, 50, 50) dark.
  @Test func macSystemColors() {
    func rgb(_ c: RGBA) -> [Int] { [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) } }
    let window = Color(nsColor: .windowBackgroundColor)
    #expect(rgb(window.resolve(in: .light)) == [236, 236, 236, 255])
    #expect(rgb(window.resolve(in: .dark)) == [50, 50, 50, 255])
    let dynamic = NSColor(name: nil) { appearance in
      appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? .white : .black
    }
    #expect(rgb(Color(nsColor: dynamic).resolve(in: .light)) == [0, 0, 0, 255])
    #expect(rgb(Color(nsColor: dynamic).resolve(in: .dark)) == [255, 255, 255, 255])
    // Halfway from black to white is 0.5 gray; pure red's hue is 0, blue's 2/3.
    let gray = NSColor.black.blended(withFraction: 0.5, of: .white)!
    #expect(gray.redComponent == 0.5 && gray.blueComponent == 0.5 && gray.alphaComponent == 1)
    #expect(NSColor(red: 1, green: 0, blue: 0, alpha: 1).hueComponent == 0)
    #expect(abs(NSColor(red: 0, green: 0, blue: 1, alpha: 1).hueComponent - 2 / 3) < 1e-12)
  }

  /// A checkbox toggle is a 14-point box 6 before its label; a split view
  /// puts a 1-point separator between its panes (50 + 1 + 60 = 111).
  @Test func checkboxAndSplitView() throws {
    let split = try ImageRenderer(content: MacSplit()).layout()
    #expect(split.size == CGSize(width: 111, height: 40))
    let toggle = LayoutResult(
      of: Toggle("On", isOn: .constant(true)).toggleStyle(.checkbox), measurer: FixedAdvanceTextMeasurer())
    // "On" at the body size (17) is two half-em advances: 17 wide.
    #expect(toggle.size.width == CGFloat(14 + 6 + 17), "\(toggle.size)")
    let about = try ImageRenderer(content: MacAboutView()).layout()
    #expect(about.frames.contains { $0.kind == "Text(\"Launch at login\")" })
    // The app's icon is a symbol's stand-in, not a missing image: the view
    // draws (a missing image would throw).
    #expect(try ImageRenderer(content: MacAboutView()).pixelImage().width > 0)
  }

  /// AppKit views keep their subviews, layers and tracking areas (never
  /// drawn); Core Animation layers keep their sublayers; 3D transforms
  /// compose as Core Animation's do: translating a 2× scale by 10 moves 20,
  /// a quarter turn about z maps x to y.
  @Test func viewsLayersAndTransforms() {
    let host = NSView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let hover = HoverTrackingView(frame: host.bounds)
    host.addSubview(hover)
    #expect(host.subviews.count == 1 && hover.superview === host)
    // `wantsLayer` makes the layer, as AppKit does.
    #expect(hover.layer?.cornerRadius == 8)
    hover.updateTrackingAreas()
    hover.updateTrackingAreas()
    #expect(hover.trackingAreas.count == 1)
    hover.removeFromSuperview()
    #expect(host.subviews.isEmpty)
    let ring = RingLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(ring.layer.sublayers?.count == 2)
    ring.track.removeFromSuperlayer()
    #expect(ring.layer.sublayers?.count == 1)
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(moved.m41 == 20 && moved.m11 == 2)
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(quarter.m11) < 1e-12 && abs(quarter.m12 - 1) < 1e-12 && abs(quarter.m21 + 1) < 1e-12)
    // A quarter turn about x maps y to z.
    let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(abs(aboutX.m22) < 1e-12 && abs(aboutX.m23 - 1) < 1e-12 && abs(aboutX.m32 + 1) < 1e-12)
    // Rotating a translation turns first, then moves: the move stays 10 along x.
    let turnedMove = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
    #expect(turnedMove.m41 == 10 && turnedMove.m42 == 0)
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(translationX: 3, y: 4))
    #expect(layer.affineTransform() == CGAffineTransform(translationX: 3, y: 4))
  }

  /// A Mac settings view's login item: not registered until registered,
  /// in this process only; text measured with `size(withAttributes:)`
  /// takes half the font's size per character and 1.2 lines (20-point
  /// "Hello": 50 × 24).
  @Test func loginItemAndTextSize() throws {
    let service = SMAppService.loginItem(identifier: "com.example.helper")
    #expect(service.status == .notRegistered)
    try service.register()
    #expect(SMAppService.loginItem(identifier: "com.example.helper").status == .enabled)
    #expect(SMAppService.loginItem(identifier: "com.example.other").status == .notRegistered)
    #expect("Hello".size(withAttributes: [.font: NSFont.systemFont(ofSize: 20)]) == CGSize(width: 50, height: 24))
  }

  /// What Mac code does with the app, the workspace and the pasteboard
  /// does nothing outside the process; the pasteboard reads back what was
  /// copied.
  @Test func appWorkspaceAndPasteboard() {
    NSApp.terminate(nil)
    NSWorkspace.shared.open(URL(string: "https://example.com")!)
    // Pasteboards of one name share their contents; data comes back whole.
    let board = NSPasteboard(name: .find)
    board.clearContents()
    board.setString("1.0", forType: .string)
    #expect(NSPasteboard(name: .find).string(forType: .string) == "1.0")
    #expect(NSPasteboard.general.string(forType: .string) != "1.0")
    board.setData(Data([0, 255, 7]), forType: .png)
    #expect(board.data(forType: .png) == Data([0, 255, 7]))
    let alert = NSAlert()
    alert.addButton(withTitle: "OK")
    alert.addButton(withTitle: "Cancel")
    #expect(alert.buttons.map(\.title) == ["OK", "Cancel"])
    NSApp.dockTile.badgeLabel = "3"
    #expect(NSApp.dockTile.badgeLabel == "3")
  }

  /// Component and Mac code (EffectsAndMacCommands.swift): the shake's
  /// transform comes from its phase, the custom field style pads the
  /// field by 12, untyped `@Entry` values keep their defaults, a scroll
  /// view keeps the offset it was animated to and tells its delegate
  /// nothing, and a bound `ForEach` draws a row per element.
  @Test func effectsAndMacCommands() throws {
    let shake = Shake(animatableData: 0.5).effectValue(size: .zero)
    #expect(abs(shake.m31 - 10 * sin(0.5 * .pi * 3)) < 1e-9 && shake.isAffine)
    let field = try ImageRenderer(content: ShakingField().frame(width: 200)).layout()
    let plain = try ImageRenderer(content: TextField("Name", text: .constant("")).frame(width: 200)).layout()
    // 16 of padding around the field padded by 12.
    #expect(field.size == CGSize(width: 200, height: plain.size.height + 24 + 32))
    #expect(EnvironmentValues().reduceTransparencyOverride == false && EnvironmentValues().cardPadding == 16)
    let sidebar = try ImageRenderer(content: FruitSidebar()).layout()
    #expect(sidebar.frames.contains { $0.kind == "Text(\"Slice\")" })
    #expect(sidebar.frames.contains { $0.kind == "Text(\"banana\")" })
    let scroll = UIScrollView()
    var offset: CGFloat = 0
    let wrapper = PagingScroll(offset: Binding(get: { offset }, set: { offset = $0 }))
    UIView.animate(withDuration: 0.4) { scroll.contentOffset.x = 120 }
    #expect(scroll.contentOffset.x == 120 && offset == 0)
    _ = wrapper.makeCoordinator()
    #expect(Animation(Blink(duration: 0.2)) == Animation(Blink(duration: 0.2)))
  }

  /// ProjectionTransform's algebra: a translation then a scale, its
  /// inverse, and a 3D transform's x, y and w parts.
  @Test func projectionTransformAlgebra() {
    let t = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
      .concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3)))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    #expect(CGPoint(x: 12, y: 3).applying(t.inverted()) == CGPoint(x: 1, y: 1))
    var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    #expect(!singular.invert() && singular.m11 == 0)
    var m = CATransform3DIdentity
    m.m34 = -1 / 500
    m.m41 = 7
    let p = ProjectionTransform(m)
    #expect(p.m31 == 7 && p.m13 == 0 && p.isAffine)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))).ty == 4)
  }

  /// Device frameworks (DeviceFrameworks.swift): online over Wi-Fi, the
  /// calendar denied and empty, the level lying flat, no photos, an image
  /// file's size from its header, and seeded random data that is the same
  /// on every run and stays within its range.
  @Test func cryptoKitHashesAsApple() throws {
    func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    let abc = Data("abc".utf8)
    // FIPS 180-4's and RFC 1321's "abc" vectors.
    #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(SHA384.hash(data: abc))
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(
      hex(SHA512.hash(data: abc))
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    // Two blocks (56 bytes: the padding spills over), fed in pieces.
    var hasher = SHA256()
    hasher.update(data: Data("abcdbcdecdefdefgefghfghighijhijk".utf8))
    hasher.update(data: Data("ijkljklmklmnlmnomnopnopq".utf8))
    #expect(hex(hasher.finalize()) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hash(data: abc).description.hasPrefix("SHA256Digest: ba7816bf"))
    // RFC 4231's second HMAC-SHA256 case.
    let mac = HMAC<SHA256>.authenticationCode(
      for: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8)))
    #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8))))
    #expect(SymmetricKey(size: .bits256).bitCount == 256)
    // Gravatar's documented example address.
    #expect("MyEmailAddress@example.com ".gravatarHash == "0bc83cb571cd1c50ba6f3e8a78ef1346")
    let avatar = try ImageRenderer(content: GravatarView(email: "a@b.c")).layout()
    #expect(avatar.size == CGSize(width: 40, height: 40))
  }

  /// SceneKit: the scene's values are real; `SceneView` takes the space
  /// offered and draws the scene's background (black here), not the box.
  @Test func sceneKitViewDrawsItsBackground() throws {
    let scene = makeBoxScene()
    #expect(scene.rootNode.childNodes.count == 3)
    #expect(scene.rootNode.childNode(withName: "box", recursively: true)?.geometry is SCNBox)
    #expect((scene.rootNode.childNodes[0].geometry?.firstMaterial?.diffuse.contents as? UIColor) == UIColor.red)
    let r = ImageRenderer(content: BoxSceneView().frame(width: 100))
    let layout = try r.layout()
    #expect(layout.frames.first { $0.kind.hasPrefix("Color") }?.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    let image = try r.pixelImage()
    #expect(image[50, 100] == PixelImage.Pixel(r: 0, g: 0, b: 0, a: 255))
    #expect(SCNScene(named: "ship.scn") == nil)
    // Particles are kept, never emitted.
    let sparks = SCNParticleSystem()
    sparks.birthRate = 100
    scene.rootNode.addParticleSystem(sparks)
    #expect(sparks.birthRate == 100 && scene.rootNode.childNodes.count == 3)
  }

  @Test func scannersAndGameCenterWithoutDevices() throws {
    // Vision finds nothing, and says so through the completion handler.
    let recognizer = TextRecognizer()
    recognizer.recognize(CGImage(width: 4, height: 4))
    #expect(recognizer.finished && recognizer.lines.isEmpty)
    #expect(VNImageRectForNormalizedRect(CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25), 400, 200) == CGRect(x: 100, y: 100, width: 200, height: 50))
    // No camera: the live scanner is unsupported and the screen falls back.
    let screen = try ImageRenderer(content: ScannerScreen()).layout()
    #expect(screen.frames.contains { $0.kind == "Text(\"Scanner Unavailable\")" })
    #expect(throws: DataScannerViewController.ScanningUnavailable.self) {
      try DataScannerViewController(recognizedDataTypes: [.text()]).startScanning()
    }
    // Nobody is signed in to Game Center: leaderboards fail at once.
    let board = LeaderboardModel()
    board.load()
    #expect(board.message == "Sign in to Game Center" && board.entries.isEmpty)
    #expect(!GKLocalPlayer.local.isAuthenticated && !GKAccessPoint.shared.isVisible)
    // UIKit's older image context keeps a stack; its image is empty.
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
    #expect(UIGraphicsGetCurrentContext() != nil && UIGraphicsGetImageFromCurrentImageContext() != nil)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  /// Body poses as a motion game reads them: a pose made by code answers
  /// from its joints; a joint it lacks throws a typed error naming it; a
  /// request finds no pose on Linux.
  @Test func bodyPoses() throws {
    let wrist = VNRecognizedPoint(location: CGPoint(x: 0.25, y: 0.75), confidence: 0.9, identifier: "left_hand_joint")
    let pose = VNHumanBodyPoseObservation(points: [VNHumanBodyPoseObservation.JointName.leftWrist.rawValue: wrist])
    #expect(pose.availableJointNames == [.leftWrist])
    let point = try pose.recognizedPoint(.leftWrist)
    #expect(point.location == CGPoint(x: 0.25, y: 0.75) && point.confidence == 0.9 && point.x == 0.25)
    #expect(try pose.recognizedPoints(.all).keys.sorted { $0.rawValue < $1.rawValue } == [.leftWrist])
    #expect(throws: VNError.self) { try pose.recognizedPoint(.rightKnee) }
    #expect(VNDetectHumanBodyPoseRequest.supportedJointNames.count == 19)
    let request = VNDetectHumanBodyPoseRequest()
    try VNImageRequestHandler(cgImage: CGImage(width: 4, height: 4)).perform([request])
    #expect(request.bodyPoseResults?.isEmpty ?? true)
  }

  @Test func musicAndWeatherWithoutServices() async throws {
    // No Apple Music account: the app is denied and searches nothing.
    let search = AlbumSearch()
    #expect(search.status == .notDetermined)
    await search.search("Abbey Road")
    #expect(search.status == .denied && search.albums.isEmpty && !search.failed)
    await #expect(throws: MusicDataRequest.Error.self) {
      _ = try await MusicCatalogSearchRequest(term: "x", types: [Song.self]).response()
    }
    // No weather service: the card shows the error.
    let weather = WeatherModel()
    await weather.load()
    #expect(weather.current == nil && weather.message.contains("not available on Linux"))
    #expect(WeatherCondition.mostlyClear.description == "Mostly Clear")
  }

  @Test func spriteKitSceneFirstFrame() throws {
    // The view is the frame it is given; the scene is presented once
    // (didMove, then one update), whatever the number of renders.
    let game = GameView()
    let r = ImageRenderer(content: game)
    let layout = try r.layout()
    #expect(layout.size == CGSize(width: 200, height: 300))
    let image = try r.pixelImage()
    _ = try r.pixelImage()
    #expect(game.scene.movedToView == 1 && game.scene.updates == 1)
    #expect(game.scene.children.count == 3)
    // y points up in the scene: the box centred at (50, 50) is at
    // (50, 250) in the view; the ball at (150, 250) at (150, 50); the
    // background white elsewhere. Actions never ran: the ball is where it
    // was put.
    #expect(image[50, 250] == PixelImage.Pixel(r: 255, g: 59, b: 48, a: 255) || image[50, 250].r > 240)
    #expect(image[50, 250].g < 80 && image[50, 250].b < 80)
    #expect(image[150, 50].b > 240 && image[150, 50].r < 40)
    #expect(image[100, 150] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    // The box's edges: 40 wide from x 30.
    #expect(image[31, 250].r > 240 && image[28, 250] == PixelImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    // Node geometry: frames, conversion between nodes, lookup by point.
    let box = try #require(game.scene.children.first as? SKSpriteNode)
    #expect(box.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(game.scene.nodes(at: CGPoint(x: 50, y: 50)).first === box)
    #expect(box.convert(CGPoint(x: 10, y: 0), to: game.scene) == CGPoint(x: 60, y: 50))
    #expect(SKAction.sequence([.wait(forDuration: 1), .fadeOut(withDuration: 0.5)]).duration == 1.5)
    // A tile map's geometry: 4 × 2 tiles of 10 centred on the node; a
    // Core Graphics rectangle path for a shape node.
    let tiles = SKTileMapNode(
      tileSet: SKTileSet(tileGroups: []), columns: 4, rows: 2, tileSize: CGSize(width: 10, height: 10))
    #expect(tiles.centerOfTile(atColumn: 0, row: 0) == CGPoint(x: -15, y: -5))
    #expect(tiles.tileColumnIndex(fromPosition: CGPoint(x: 12, y: 0)) == 3)
    let square = SKShapeNode(path: CGPath(rect: CGRect(x: -5, y: -5, width: 10, height: 10), transform: nil))
    #expect(square.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
  }

  @Test func iOS26Code() async throws {
    // `@Animatable` makes the stored vars (not the ignored one) the
    // animatable data, and conforms a view that was not Animatable.
    var ripple = Ripple(radius: 10, width: 2)
    #expect(ripple.animatableData == AnimatablePair(10, 2))
    ripple.animatableData = AnimatablePair(20, 4)
    #expect(ripple.radius == 20 && ripple.width == 4 && ripple.label == "ripple")
    var meter = Meter(level: 0.5)
    meter.animatableData = 0.25
    #expect(meter.level == 0.25)
    let drawn = try ImageRenderer(content: meter).layout()
    #expect(drawn.frames.first { $0.kind == "Capsule" }?.frame.size == CGSize(width: 25, height: 8))
    // Ticks are kept, not drawn; an iOS slider hides its label; the title
    // item sits in the bar.
    let settings = try ImageRenderer(content: TickedSettings().frame(width: 393, height: 600)).layout()
    #expect(!settings.frames.contains { $0.kind == "Text(\"Volume\")" || $0.kind == "Text(\"Mid\")" })
    #expect(settings.frames.contains { $0.kind == "Text(\"Settings\")" })
    // A font resolved in a context: body is 17 points, bold from semibold.
    let context = EnvironmentValues().fontResolutionContext
    #expect(Font.body.resolve(in: context).pointSize == 17 && !Font.body.resolve(in: context).isBold)
    #expect(Font.body.bold().resolve(in: context).isBold && Font.body.italic(true).resolve(in: context).isItalic)
    // A generated type with its own `id` keeps it as the partial form's.
    let partial = try Todo.PartiallyGenerated(GeneratedContent(json: #"{"id": "t1", "task": "Buy milk"}"#))
    #expect(partial.id == "t1" && partial.task == "Buy milk")
    // An array stream yields the partial elements (the betas) with the
    // release's `content`; it throws before the first.
    var received = 0
    await #expect(throws: LanguageModelSession.GenerationError.self) {
      let stream = LanguageModelSession().streamResponse(generating: [Todo].self, options: GenerationOptions()) {
        "Ten todos"
      }
      for try await todos in stream {
        received += todos.content.compactMap(\.task).count + todos.count
      }
    }
    #expect(received == 0)
  }

  @Test func documentationSnippets() throws {
    // The Stepper page's example: the label leading, the 94×32 control
    // trailing, padded 5 on each side over the value's color: 42 high.
    let stepper = try ImageRenderer(content: StepperView().frame(width: 300)).layout()
    let padded = try #require(stepper.frames.first { $0.kind.hasPrefix("padding") })
    #expect(padded.frame.size == CGSize(width: 300, height: 32 + 2 * 5))
    #expect(stepper.frames.contains { $0.kind.hasPrefix("Text") && $0.frame.minX == 5 })
    // Rotors and rotor entries draw nothing and add no node: the list lays
    // out exactly as it does without them.
    let messages = [RotorMessage(id: 1, subject: "Lunch", isVIP: true), RotorMessage(id: 2, subject: "Invoice")]
    let withRotors = try ImageRenderer(content: MessageList(messages: messages)).layout()
    let without = try ImageRenderer(content: MessageList(messages: messages, rotors: false)).layout()
    #expect(withRotors.frames.map(\.frame) == without.frames.map(\.frame))
    #expect(withRotors.frames.filter { $0.kind.hasPrefix("Text") }.count == 3)
    // Date wheels: each picker 216 high; the time wheel's columns read
    // 1 | 00 | PM, the birthday's January | 1 | 2000 in en_US's order,
    // the date-and-time wheel Fri Nov 27 | 1 | 00 | PM.
    let renderer = ImageRenderer(content: WakeUpForm().frame(width: 390))
    renderer.environment.locale = Locale(identifier: "en_US")
    let wheels = try renderer.layout()
    let column = try #require(wheels.frames.first { $0.kind.hasPrefix("VStack") })
    #expect(abs(column.frame.height - 3 * 216) < 1e-9)
    let texts = wheels.frames.filter { $0.kind.hasPrefix("Text") }.map(\.kind)
    for selected in ["\"1\"", "\"00\"", "\"PM\"", "\"January\"", "\"2000\"", "\"Fri Nov 27\"", "\"Birthday\""] {
      #expect(texts.contains { $0.contains(selected) }, "\(selected) in \(texts)")
    }
    // Columns follow the locale: en_US's hour, minute, then the day
    // period; Korean writes the period first (a h시); German is a 24-hour
    // clock (13, no period) and orders the date day, month, year.
    func xs(_ view: some View, _ locale: String, _ texts: [String]) throws -> [CGFloat?] {
      let r = ImageRenderer(content: view)
      r.environment.locale = Locale(identifier: locale)
      let frames = try r.layout().frames
      return texts.map { t in frames.first { $0.kind == "Text(\"\(t)\")" }?.frame.minX }
    }
    let en = try xs(TimeWheel(), "en_US", ["1", "00", "PM"])
    #expect(en.allSatisfy { $0 != nil } && en[0]! < en[1]! && en[1]! < en[2]!, "\(en)")
    let ko = try xs(TimeWheel(), "ko_KR", ["오후", "1", "00"])
    #expect(ko.allSatisfy { $0 != nil } && ko[0]! < ko[1]! && ko[1]! < ko[2]!, "\(ko)")
    let de = try xs(TimeWheel(), "de_DE", ["13", "00", "PM", "nachm."])
    #expect(de[0] != nil && de[1] != nil && de[2] == nil && de[3] == nil, "\(de)")
    let deDate = try xs(TimeWheel(components: .date), "de_DE", ["27", "November", "2026"])
    #expect(deDate.allSatisfy { $0 != nil } && deDate[0]! < deDate[1]! && deDate[1]! < deDate[2]!, "\(deDate)")
    if let out = ProcessInfo.processInfo.environment["PLUMB_WHEELS_PNG"] {
      renderer.scale = 2
      try renderer.write(to: URL(fileURLWithPath: out))
    }
    // A quick action keeps what it was made with and maps back.
    let item = QuickAction.newMessage.shortcutItem
    #expect(item.localizedTitle == "New Message" && QuickAction(shortcutItem: item) == .newMessage)
    let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
    mutable.localizedTitle = "B"
    #expect(mutable.localizedTitle == "B")
  }

  @Test func simdAsAppsUseIt() throws {
    // The mesh's middle point is halfway between (0,0) and (1,1); the card
    // is tilted 15° (π/12 about z) and, rotation being drawn, not laid out,
    // stays 120×80.
    let card = MeshCard()
    #expect(card.middle == SIMD2<Float>(0.5, 0.5))
    #expect(abs(card.tilt.angle - .pi / 12) < 1e-6)
    let layout = try ImageRenderer(content: card).layout()
    #expect(layout.frames[0].frame.size == CGSize(width: 120, height: 80))
    // A user's translation matrix moves the origin; its inverse moves it back.
    #expect(movedOrigin(by: [1, 2, 3]) == SIMD3<Float>(1, 2, 3))
    let m = simd_float4x4(translation: [1, 2, 3])
    #expect(m.inverse * m == matrix_identity_float4x4)
    #expect(length(SIMD2<Double>(3, 4)) == 5 && cross(SIMD3<Float>(1, 0, 0), SIMD3<Float>(0, 1, 0)) == [0, 0, 1])
    // A full transform (rotation, scale, translation, a perspective row):
    // its inverse undoes it; a quaternion's matrix rotates as it does and
    // gives the quaternion back.
    let q = simd_quatf(angle: 0.7, axis: normalize(SIMD3<Float>(1, 2, 3)))
    var full = simd_float4x4(q)
    full.columns.0 *= 2
    full.columns.1 *= 0.5
    full.columns.3 = [1, -2, 3, 1]
    full[2, 3] = 0.25
    let identity = full.inverse * full
    for c in 0..<4 {
      for r in 0..<4 { #expect(abs(identity[c, r] - (c == r ? 1 : 0)) < 1e-5) }
    }
    let v = SIMD3<Float>(0.3, -1, 2)
    let byMatrix = simd_float3x3(q) * v
    #expect(length(q.act(v) - byMatrix) < 1e-5)
    let back = simd_quatf(simd_float3x3(q))
    #expect(min(length(back.vector - q.vector), length(back.vector + q.vector)) < 1e-5)
    #expect(abs(simd_float3x3(q).determinant - 1) < 1e-5)
  }

  @Test func documentedModifiers() throws {
    // A style wrapping `Toggle(configuration)`: the image, then iOS's
    // switch row (the 51×31 track) with the configuration's label.
    let row = try ImageRenderer(content: NotificationsRow().frame(width: 300)).layout()
    #expect(row.frames.contains { $0.kind.hasPrefix("Image") })
    #expect(row.frames.contains { $0.kind.contains("Notifications") })
    #expect(row.frames.contains { $0.frame.size == CGSize(width: 51, height: 31) })
    // `overlay(_:in:)`: the capsule lies over the padded text, its size.
    let badge = try ImageRenderer(content: BadgeOverlay()).layout()
    let capsule = try #require(badge.frames.first { $0.kind == "Capsule" })
    #expect(capsule.frame == badge.frames[0].frame)
    // `.listRowInsets(.leading, 0)` moves the row's text to the list's
    // leading edge; the other edges keep the plain style's insets.
    let plain = try ImageRenderer(content: InsetRows(flush: false).frame(width: 320, height: 200)).layout()
    let flush = try ImageRenderer(content: InsetRows(flush: true).frame(width: 320, height: 200)).layout()
    let plainText = try #require(plain.frames.first { $0.kind.contains("Row") })
    let flushText = try #require(flush.frames.first { $0.kind.contains("Row") })
    #expect(plainText.frame.minX > 0 && flushText.frame.minX == 0 && flushText.frame.minY == plainText.frame.minY, "\(plainText.frame) \(flushText.frame)")
    // A formatted field with a label view shows the value.
    let field = try ImageRenderer(content: AmountField().frame(width: 200)).layout()
    #expect(field.frames.contains { $0.kind.contains("1.5") })
    // Focus, keys, speech, selection and presentation modifiers draw
    // nothing: the frames are those of the undecorated view.
    let decorated = try ImageRenderer(content: InteractionOnly(decorated: true).frame(width: 240)).layout()
    let bare = try ImageRenderer(content: InteractionOnly(decorated: false).frame(width: 240)).layout()
    #expect(decorated.frames.map(\.frame) == bare.frames.map(\.frame))
    // `Toggle(configuration)` is drawn by the style set outside the custom
    // one: a button toggle (no 51×31 switch) under `.toggleStyle(.button)`.
    let buttonRow = try ImageRenderer(content: NotificationsRow().toggleStyle(.button).frame(width: 300)).layout()
    #expect(buttonRow.frames.contains { $0.kind.contains("Notifications") })
    #expect(!buttonRow.frames.contains { $0.frame.size == CGSize(width: 51, height: 31) })
    // A custom group box style around `GroupBox(configuration)`: iOS's box
    // (its 16 of padding) with the style's stroke over it; the elliptical,
    // color and conic gradients fill their shapes; the environment's pixel
    // length and minimum scale factor read their defaults.
    let boxes = try ImageRenderer(content: GradientsAndBoxes()).layout()
    #expect(boxes.frames.contains { $0.kind.contains("3 events") })
    #expect(boxes.frames.contains { $0.kind == "padding(16)" })
    #expect(boxes.frames.contains { $0.kind.contains("defaults") })
    // The elliptical gradient runs yellow at the centre to orange at the
    // edge: the circle's centre pixel is yellow's (255, 204, 0).
    let gradientCircle = try ImageRenderer(
      content: Circle().fill(.ellipticalGradient(colors: [.yellow, .orange])).frame(width: 40, height: 40)
    ).pixelImage()
    let centre = gradientCircle[20, 20]
    #expect(centre.r > 240 && centre.g > 180 && centre.b < 40, "\(centre)")
    // `defaultMinListRowHeight`: a one-line row is 44 tall by default and
    // 60 when the environment asks for 60.
    func rowHeight(_ minHeight: CGFloat?) throws -> CGFloat? {
      let layout = try ImageRenderer(content: TallRows(minHeight: minHeight).frame(width: 320, height: 300)).layout()
      return layout.frames.first { $0.kind.hasPrefix("frame(minHeight:") }?.frame.height
    }
    #expect(try rowHeight(nil) == 44)
    #expect(try rowHeight(60) == 60)
    // An outline from its root: the root's row, collapsed, so its child is
    // not drawn; `pointSize(34)` is the large title's size and
    // `scaled(by: 2)` twice the body's 17; a heading run concatenates.
    let tree = try ImageRenderer(content: FileTree()).layout()
    #expect(tree.frames.contains { $0.kind.contains("users") } && !tree.frames.contains { $0.kind.contains("photo.jpg") })
    #expect(tree.frames.contains { $0.kind.contains("Files (1)") })
    let big = try #require(tree.frames.first { $0.kind.contains("\"Big\"") })
    let bigger = try #require(tree.frames.first { $0.kind.contains("Bigger") })
    let title = try ImageRenderer(content: Text("Big").font(.largeTitle)).layout()
    #expect(big.frame.height == title.frames[0].frame.height)
    let doubled = try ImageRenderer(content: Text("Bigger").font(.system(size: 34))).layout()
    #expect(bigger.frame.height == doubled.frames[0].frame.height)
    // Modifiers that change nothing drawn still write the environment
    // values code reads, as in SwiftUI.
    let echo = try ImageRenderer(
      content: EnvironmentEcho().scrollDisabled(true).truncationMode(.middle).buttonSizing(.flexible)
    ).layout()
    #expect(echo.frames.contains { $0.kind == "Text(\"fixed middle flexible\")" }, "\(echo.frames.map(\.kind))")
    // `preferredCompactColumn: .detail`: a phone shows the detail column.
    let split = try ImageRenderer(content: CompactSplit().frame(width: 320, height: 400)).layout()
    #expect(split.frames.contains { $0.kind.contains("Detail") } && !split.frames.contains { $0.kind.contains("Sidebar") })
    // `.navigationLinkIndicatorVisibility(.hidden)`: the row's chevron is gone.
    let chevron = { (r: LayoutResult) in r.frames.contains { $0.kind.contains("chevron.right") } }
    #expect(chevron(try ImageRenderer(content: LinkRows(hideIndicator: false).frame(width: 320, height: 300)).layout()))
    #expect(!chevron(try ImageRenderer(content: LinkRows(hideIndicator: true).frame(width: 320, height: 300)).layout()))
    // …and likewise when the environment value is set directly.
    #expect(!chevron(try ImageRenderer(
      content: NavigationStack { List { NavigationLink("Settings", value: 1) } }
        .environment(\.navigationLinkIndicatorVisibility, .hidden)
        .frame(width: 320, height: 300)).layout()))
  }

  @MainActor @Test func realityKitScenes() throws {
    // The entity tree: the sphere sits 0.1 right of the box, the box 0.2
    // above the root, the root at (0, 1, -1): the sphere is at
    // (0.1, 1.2, -1) in the world.
    let root = Diorama.makeScene()
    let sphere = try #require(root.findEntity(named: "Sphere"))
    let world = sphere.position(relativeTo: nil)
    #expect(abs(world.x - 0.1) < 1e-6 && abs(world.y - 1.2) < 1e-6 && abs(world.z + 1) < 1e-6)
    #expect(sphere.parent?.name == "Box" && root.children.count == 1)
    // Under a parent turned 90° about y and doubled, a child 1 along x
    // sits 2 along -z from the parent.
    let turned = Entity()
    turned.orientation = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
    turned.scale = [2, 2, 2]
    let child = Entity()
    child.position = [1, 0, 0]
    turned.addChild(child)
    let p = child.position(relativeTo: nil)
    #expect(abs(p.x) < 1e-5 && abs(p.y) < 1e-5 && abs(p.z + 2) < 1e-5, "\(p)")
    // The box's bounds are the 0.1 cube around its centre.
    let box = try #require(root.findEntity(named: "Box") as? ModelEntity)
    let bounds = box.visualBounds(recursive: false, relativeTo: box)
    #expect(abs(bounds.extents.x - 0.1) < 1e-6 && abs(bounds.extents.y - 0.1) < 1e-6)
    // Loading an asset throws, saying why.
    #expect(throws: (any Error).self) { try Entity.load(named: "Scene") }
    // The RealityView takes the 300×200 it is offered and draws nothing;
    // the Model3D is still loading: its placeholder is a progress view.
    let layout = try ImageRenderer(content: VolumeView()).layout()
    #expect(layout.frames.contains { $0.kind.hasPrefix("frame(height: 200") && $0.frame.size == CGSize(width: 300, height: 200) })
    #expect(layout.frames.contains { $0.kind.contains("ProgressView") || $0.kind.contains("Capsule") || $0.kind.contains("Circle") })
    if let out = ProcessInfo.processInfo.environment["PLUMB_REALITY_PNG"] {
      let renderer = ImageRenderer(content: VolumeView())
      renderer.scale = 2
      try renderer.write(to: URL(fileURLWithPath: out))
      print(layout.frames.map(\.kind))
    }
  }

  /// The keychain holds what the process stored: a token saved, read
  /// back, replaced (a second save is a duplicate, so the helper updates),
  /// deleted, then not found. Other accounts are untouched.
  @Test func keychainInMemory() {
    let keychain = KeychainHelper.standard
    let service = "plumb.tests.\(UUID().uuidString)"
    #expect(keychain.read(service: service, account: "me") == nil)
    #expect(keychain.save(Data("first".utf8), service: service, account: "me") == errSecSuccess)
    #expect(keychain.save(Data("other".utf8), service: service, account: "you") == errSecSuccess)
    #expect(keychain.read(service: service, account: "me") == Data("first".utf8))
    #expect(keychain.save(Data("second".utf8), service: service, account: "me") == errSecSuccess)
    #expect(keychain.read(service: service, account: "me") == Data("second".utf8))
    #expect(keychain.delete(service: service, account: "me") == errSecSuccess)
    #expect(keychain.read(service: service, account: "me") == nil)
    #expect(keychain.delete(service: service, account: "me") == errSecItemNotFound)
    #expect(keychain.read(service: service, account: "you") == Data("other".utf8))
    #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) == "The specified item could not be found in the keychain.")
  }

  /// A paywall's purchase through the environment: no store, so the user
  /// is taken to have cancelled; iOS 26's environment values read what an
  /// iPhone starts with.
  @Test func environmentActionsWithoutServices() async throws {
    // No product ever loads, so the paywall shows its empty state.
    let paywall = try ImageRenderer(content: PaywallView()).layout()
    #expect(paywall.frames.contains { $0.kind == "Text(\"No products\")" })
    let env = EnvironmentValues()
    #expect(env.tabBarPlacement == .tabBar && env.tabViewBottomAccessoryPlacement == .expanded)
    #expect(!env.isTabViewSidebarAvailable && env.rename == nil && env.documentConfiguration == nil)
    #expect(!env.isActivityFullscreen && !env.showsWidgetLabel)
  }

  /// A CSV read as Apple's chart samples read theirs: the header names the
  /// columns, integers, doubles and booleans are typed, a quoted field
  /// keeps its comma and its doubled quote, an empty field is nil, and
  /// `\r\n` ends a line as `\n` does.
  @Test func dataFrameFromCSV() throws {
    let csv = "id,name,capacity,active\r\n1,\"Solar, \"\"North\"\"\",2.5,true\n2,South,,false\n"
    let frame = try DataFrame(csvData: Data(csv.utf8))
    #expect(frame.shape.rows == 2 && frame.shape.columns == 4)
    #expect(frame.columns.map(\.name) == ["id", "name", "capacity", "active"])
    let first = frame.rows[0]
    #expect(first["id"] as? Int == 1)
    #expect(first["name"] as? String == "Solar, \"North\"")
    #expect(first["capacity"] as? Double == 2.5)
    #expect(first["active"] as? Bool == true)
    #expect(frame.rows[1]["capacity"] == nil && frame.rows[1]["id", Int.self] == 2)
    #expect(Array(frame["id", Int.self]) == [1, 2])
    #expect(throws: CSVReadingError.self) { try DataFrame(csvData: Data("a,b\n1\n".utf8)) }
  }

  /// A ride app's route and a music player's controls, with no map
  /// service and no audio session: directions fail with MapKit's error,
  /// the now-playing center keeps what is set, the volume view has no
  /// slider, an asset has no metadata.
  @Test func routesAndNowPlaying() async throws {
    let request = MKDirections.Request()
    request.source = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)))
    await #expect(throws: MKError.self) { _ = try await MKDirections(request: request).calculate() }
    let route = MKRoute()
    #expect(route.expectedTravelTime == 0 && route.polyline.pointCount == 0)
    MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Song"]
    #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Song")
    #expect(MPVolumeView().subviews.first { $0 is UISlider } == nil)
    #expect(AVAsset(url: URL(fileURLWithPath: "/song.m4a")).commonMetadata.isEmpty)
    #expect(AVAudioSession.sharedInstance().outputVolume == 0.5)
    #expect(MPMediaLibrary.authorizationStatus() == .denied && MPMediaQuery.songs().items == nil)
    #expect(UIScreen.main.value(forKey: "_displayCornerRadius") as? CGFloat == 55)
    #expect(CGSizeZero == .zero && noErr == 0)
  }

  @Test func pastedComponents() throws {
    // The shimmer masks its content and keeps its size: 100×20.
    let shimmer = try ImageRenderer(content: Color.gray.frame(width: 100, height: 20).modifier(ShimmerModifier())).layout()
    #expect(shimmer.frames[0].frame.size == CGSize(width: 100, height: 20))
    // The chart takes its 200×120 frame; the clock its 80×80 canvas.
    #expect(try ImageRenderer(content: GrowthChart()).layout().frames[0].frame.size == CGSize(width: 200, height: 120))
    #expect(try ImageRenderer(content: ClockFace()).layout().frames[0].frame.size == CGSize(width: 80, height: 80))
    // A repeating symbol effect draws the symbol at rest: 17 × 1.2 = 20.4.
    #expect(try ImageRenderer(content: LoadingDots()).layout().frames.last?.frame.size.height == 20.4)
    // An iPhone in portrait is compact across: the texts stack, one below
    // the other on a shared centre line.
    let adaptive = try ImageRenderer(content: AdaptiveStack()).layout()
    let texts = adaptive.frames.filter { $0.kind.hasPrefix("Text") }.map(\.frame)
    #expect(texts.count == 2 && texts[0].midX == texts[1].midX && texts[1].minY >= texts[0].maxY)
    #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.regular) == .regular && UserInterfaceSizeClass(.unspecified) == nil)
  }

  @Test func pastedMiscellany() throws {
    // Nothing is focused in a figure: the command reads nil.
    let commands = FavoriteCommandsModel()
    #expect(commands.selectedHike == nil && commands.selectedHikeBinding == nil && commands.title == "Mark as Favorite")
    // `.padding3D(.back, 20)` pads depth only: the circle stays 40×40; the
    // square pads 5 on each side (50 wide). The stepper is a row across
    // the widest child; the column is 40 + 40 + the stepper's 32 high.
    let tunnel = try ImageRenderer(content: TunnelView()).layout()
    #expect(tunnel.frames.first { $0.kind == "Circle" }?.frame.size == CGSize(width: 40, height: 40))
    let square = try #require(tunnel.frames.first { $0.kind.hasPrefix("Color") })
    #expect(square.frame.size == CGSize(width: 40, height: 40))
    #expect(tunnel.frames.contains { $0.kind == "padding(top: 0, leading: 5, bottom: 0, trailing: 5)" && $0.frame.width == 50 })
    let columnHeight: CGFloat = 40 + 40 + 32
    #expect(tunnel.frames[0].frame.height == columnHeight)
    // A binding whose setter takes the transaction writes through.
    var stored = 1
    let binding = Binding(get: { stored }, set: { value, _ in stored = value })
    binding.wrappedValue = 7
    #expect(stored == 7)
    // `@ContentBuilder` is `@ViewBuilder`: two texts in a column.
    let card = try ImageRenderer(content: LabeledCard()).layout()
    #expect(card.frames.filter { $0.kind.hasPrefix("Text") }.count == 2)
    // A nil gesture and a blur transition change nothing: a 100-point circle.
    let counter = try ImageRenderer(content: PressCounter()).layout()
    #expect(counter.frames.first { $0.kind == "Circle" }?.frame.size == CGSize(width: 100, height: 100))
    // Keyframes are not evaluated: the timeline reads its initial value.
    #expect(keyframeStart(progress: 0.5).scale == 1)
    // A date range's length, as Foundation writes it in en_US.
    let start = Date(timeIntervalSince1970: 0)
    #expect((start..<start.addingTimeInterval(5400)).formatted(.components(style: .condensedAbbreviated)) == "1h 30m")
    #expect((start..<start.addingTimeInterval(93_784)).formatted(.components(style: .wide)) == "1 day, 2 hours, 3 minutes, 4 seconds")
    #expect((start..<start.addingTimeInterval(3660)).formatted(.components(style: .abbreviated)) == "1 hr, 1 min")
    // Geometry is Animatable as in SwiftUI: a size scaled through its
    // animatable data (objc.io's keyframe helper) halves both sides.
    var size = CGSize(width: 40, height: 10)
    size.animatableData.scale(by: 0.5)
    #expect(size == CGSize(width: 20, height: 5))
    var angle = Angle.degrees(90)
    angle.animatableData *= 2
    #expect(abs(angle.degrees - 180) < 1e-9)
    // A transform undone: the point comes back.
    let t = CGAffineTransform(translationX: 10, y: 5).rotated(by: .pi / 3).scaledBy(x: 2, y: 3)
    let p = CGPoint(x: 7, y: -4).applying(t).applying(t.inverted())
    #expect(abs(p.x - 7) < 1e-9 && abs(p.y + 4) < 1e-9)
    // Apple's CoreGraphics descriptions; UIKit's tracking run-loop mode.
    #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
    #expect(CGRect(x: 0, y: 0, width: 3, height: 4).debugDescription == "(0.0, 0.0, 3.0, 4.0)")
    #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
  }

  @Test func foundationModelsWithoutAModel() async throws {
    // The model is unavailable on Linux: the view shows the device's message.
    #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    let screen = try ImageRenderer(content: TripPlannerView()).layout()
    #expect(screen.frames.contains { $0.kind == "Text(\"Trip planning is unavailable on this device\")" })
    // A request throws before a token; the transcript keeps the instructions.
    let planner = ItineraryPlanner()
    await planner.plan(for: "Yosemite")
    #expect(planner.itinerary == nil)
    #expect(planner.error?.contains("No on-device language model") == true)
    let session = planner.session
    #expect(session.transcript.count == 1 && !session.isResponding)
    // A string stream: its snapshots are the text so far (the betas) with
    // the release's `content`; it throws before the first.
    var texts: [String] = []
    await #expect(throws: LanguageModelSession.GenerationError.self) {
      for try await text in session.streamResponse(to: "Hello") { texts.append(text.content + text) }
    }
    #expect(texts.isEmpty)
    await #expect(throws: LanguageModelSession.GenerationError.self) {
      _ = try await LanguageModelSession().respond(to: "Hello")
    }
    // `@Generable` types are real: their content, in declaration order;
    // back from it; from JSON; and as the partial form a stream fills in.
    let trip = Itinerary(
      title: "Valley", days: 2,
      activities: [TripActivity(name: "Hike", isOutdoors: true), TripActivity(name: "Museum", isOutdoors: false)],
      rating: .relaxed)
    #expect(
      trip.generatedContent.jsonString
        == #"{"title": "Valley", "days": 2, "activities": [{"name": "Hike", "isOutdoors": true}, {"name": "Museum", "isOutdoors": false}], "rating": "relaxed"}"#
    )
    #expect(try Itinerary(trip.generatedContent) == trip)
    let parsed = try Itinerary(GeneratedContent(json: #"{"title": "Coast", "days": 3, "activities": [], "rating": null}"#))
    #expect(parsed.title == "Coast" && parsed.days == 3 && parsed.activities.isEmpty && parsed.rating == nil)
    #expect(throws: GenerationConversionError.self) { try Itinerary(GeneratedContent(json: #"{"title": "No days"}"#)) }
    // JSON's Booleans stay Booleans, its numbers numbers.
    #expect(try GeneratedContent(json: "[true, 1, 2.5, 0]").kind == .array([GeneratedContent(true), GeneratedContent(1), GeneratedContent(2.5), GeneratedContent(0)]))
    #expect(throws: GenerationConversionError.self) { try Rating(GeneratedContent("frantic")) }
    let partial = try Itinerary.PartiallyGenerated(GeneratedContent(json: #"{"title": "Half", "activities": [{"name": "Swim"}]}"#))
    #expect(partial.title == "Half" && partial.days == nil && partial.activities?.first?.name == "Swim")
    #expect(partial.activities?.first?.isOutdoors == nil && partial.content == partial)
    let whole = trip.asPartiallyGenerated()
    #expect(whole.activities?.map(\.name) == ["Hike", "Museum"] && whole.rating == .relaxed)
    // The schema names the generated properties only (not `createdAt`).
    #expect(Itinerary.generationSchema.properties.map(\.name) == ["title", "days", "activities", "rating"])
    #expect(Itinerary.generationSchema.description == "A plan for one trip")
    #expect(Rating.generationSchema.choices == ["relaxed", "busy"])
    // Tools are called by the app's own code only.
    let places = try await FindPointsOfInterest().call(arguments: .init(GeneratedContent(json: #"{"category": "park"}"#)))
    #expect(places == ["park one", "park two"])
  }

  /// A streaming reply read line by line, as chat clients read a model's:
  /// `\r\n`, `\n` and `\r` end lines, the last line needs no ending, and an
  /// empty line is skipped, as Foundation's `AsyncLineSequence` skips it
  /// (swift-corelibs-foundation#3036 matched Apple's: server-sent events'
  /// blank separators never reach the reader).
  @Test func asyncLines() async throws {
    let bytes = AsyncStream<UInt8> { continuation in
      for byte in Array("{\"a\":1}\r\n{\"b\":2}\n\nlast".utf8) { continuation.yield(byte) }
      continuation.finish()
    }
    var lines: [String] = []
    for try await line in bytes.lines { lines.append(line) }
    #expect(lines == ["{\"a\":1}", "{\"b\":2}", "last"])
  }

  /// HealthKit's Swift-concurrency queries: made as apps make them, and
  /// failing as the store does on Linux (no health data).
  @Test func healthQueryDescriptors() async throws {
    let water = HKSamplePredicate.quantitySample(type: HKQuantityType(.dietaryWater))
    let daily = HKStatisticsCollectionQueryDescriptor(
      predicate: water, options: .cumulativeSum, anchorDate: Date(timeIntervalSince1970: 0),
      intervalComponents: DateComponents(day: 1))
    await #expect(throws: HKError.self) { _ = try await daily.result(for: HKHealthStore()) }
    let recent = HKSampleQueryDescriptor(predicates: [water], sortDescriptors: [], limit: 10)
    await #expect(throws: HKError.self) { _ = try await recent.result(for: HKHealthStore()) }
  }

  @Test func deviceFrameworks() async throws {
    let model = ConnectivityModel()
    model.start()
    for _ in 0..<200 where !model.isConnected { try await Task.sleep(nanoseconds: 5_000_000) }
    #expect(model.isConnected && model.usesWiFi)
    #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
    #expect(try await EKEventStore().requestFullAccessToEvents() == false)
    let agenda = try ImageRenderer(content: AgendaView()).layout()
    #expect(agenda.frames.contains { $0.kind == "Text(\"No Events\")" })
    let event = EKEvent(eventStore: EKEventStore())
    event.title = "Standup"
    #expect(event.title == "Standup")
    let level = LevelModel()
    level.start()
    #expect(level.roll == 0 && level.pitch == 0 && level.motionManager.deviceMotion == nil)
    #expect(latestPhoto() == nil)
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    // A 3×2 PNG written to a temporary file: its size from the header.
    let png = Data([
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0,
    ])
    let url = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-imageio-\(UUID()).png"))
    try png.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let image = try #require(loadImage(at: url))
    #expect(image.width == 3 && image.height == 2)
    #expect(loadImage(at: url.appendingPathExtension("missing")) == nil)
    // Seeded: two distributions made alike give the same values.
    let a = GKGaussianDistribution(lowestValue: 0, highestValue: 20)
    let b = GKGaussianDistribution(lowestValue: 0, highestValue: 20)
    let values = (0..<50).map { _ in a.nextInt() }
    #expect(values == (0..<50).map { _ in b.nextInt() })
    #expect(values.allSatisfy { (0...20).contains($0) } && Set(values).count > 5)
    #expect(salesData().count == 30)
    // The map's Web Mercator projection: (0, 0) is the world's centre; a
    // coordinate comes back from its point; rectangles grow by union from
    // `.null`; the world's region spans every longitude and the latitudes
    // the projection reaches (±85.05°).
    let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(centre.x == 134_217_728 && abs(centre.y - 134_217_728) < 1e-6)
    let london = MKMapPoint(CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)).coordinate
    #expect(abs(london.latitude - 51.5) < 1e-9 && abs(london.longitude + 0.12) < 1e-9)
    let box = MKMapRect.null.union(MKMapRect(x: 10, y: 20, width: 5, height: 5)).union(MKMapRect(x: 0, y: 0, width: 1, height: 1))
    #expect(box == MKMapRect(x: 0, y: 0, width: 15, height: 25))
    let world = MKCoordinateRegion(MKMapRect.world)
    #expect(abs(world.center.latitude) < 1e-9 && world.span.longitudeDelta == 360)
    #expect(abs(world.span.latitudeDelta - 2 * 85.051_128_78) < 1e-6)
    // A workout made in code keeps its values; iCloud's key-value store
    // keeps what it is given.
    let run = HKWorkout(
      activityType: .running, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 1800),
      duration: 1700, totalEnergyBurned: HKQuantity(unit: .kilocalorie(), doubleValue: 300), totalDistance: nil,
      device: .local(), metadata: nil)
    #expect(run.duration == 1700 && run.totalEnergyBurned?.doubleValue(for: .kilocalorie()) == 300)
    NSUbiquitousKeyValueStore.default.set("🍕", forKey: "favorite")
    #expect(NSUbiquitousKeyValueStore.default.string(forKey: "favorite") == "🍕")
    // A document's file wrapper writes a folder whole and reads it back.
    let folder = FileWrapper(directoryWithFileWrappers: ["note.txt": FileWrapper(regularFileWithContents: Data("hi".utf8))])
    let package = removedAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("plumb-doc-\(UUID())"))
    try folder.write(to: package, originalContentsURL: nil)
    defer { try? FileManager.default.removeItem(at: package) }
    let read = try FileWrapper(url: package)
    #expect(read.isDirectory && read.fileWrappers?["note.txt"]?.regularFileContents == Data("hi".utf8))
    #expect(scheduleRefresh() == "not scheduled")
    // A drawing screen: the canvas is a representable's placeholder taking
    // the space offered; a drawing keeps its strokes.
    let drawingScreen = try ImageRenderer(content: DrawingScreen().frame(width: 200, height: 150)).layout()
    #expect(drawingScreen.size == CGSize(width: 200, height: 150))
    let drawing = PKDrawing(strokes: [PKStroke(ink: PKInk(.marker, color: .red))])
    #expect(drawing.appending(drawing).strokes.count == 2 && drawing.strokes[0].ink.inkType == .marker)
    // No language models: sentiment reads as none (0), words still split,
    // no language is recognized, translation throws, its task never runs.
    #expect(FeedbackScore().score("What a great hike!") == 0)
    let words = NLTokenizer(unit: .word)
    let sentence = "It’s a good day, isn't it?"
    words.string = sentence
    #expect(words.tokens(for: sentence.startIndex..<sentence.endIndex).map { String(sentence[$0]) } == ["It’s", "a", "good", "day", "isn't", "it"])
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Bonjour") == nil)
    await #expect(throws: TranslationError.notInstalled) {
      try await TranslationSession(installedSource: Locale.Language(identifier: "en")).translate("Hi")
    }
    let translator = try ImageRenderer(content: PhraseTranslator()).layout()
    #expect(translator.frames.contains { $0.kind == "Text(\"Not translated\")" })
    // Sign in with Apple: the black button fills the 50-tall frame across
    // the padded width, its logo and label on it; nobody has signed in.
    let login = try ImageRenderer(content: AppleLogin().frame(width: 300)).layout()
    #expect(login.frames.contains { $0.kind == "Text(\"Sign in with Apple\")" })
    #expect(login.frames.contains { $0.kind.hasPrefix("RoundedRectangle") && $0.frame.size == CGSize(width: 268, height: 50) },
      "\(login.frames.map { "\($0.kind) \($0.frame)" })")
    #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "x") == .notFound)
    let article = try ImageRenderer(content: ArticleView().frame(width: 100, height: 80)).layout()
    #expect(article.size == CGSize(width: 100, height: 80))
    #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
    #expect(SymbolConfigurationIntent.title.key == "Symbol")
    let summary = try #require(
      SymbolConfigurationIntent.parameterSummary
        as? ParameterSummaryWhen<SymbolConfigurationIntent, IntentParameterSummary<SymbolConfigurationIntent>, IntentParameterSummary<SymbolConfigurationIntent>>)
    #expect(summary.then.parameters.count == 2 && summary.otherwise?.parameters.count == 1)
    #expect(OpenURLIntent(URL(string: "https://example.com")!).url.host == "example.com")
    #expect(try await SymbolConfigurationIntent.SymbolOptions().results().items == ["sun.max", "cloud", "star"])
    let die = GKRandomDistribution.d6()
    #expect((0..<100).map { _ in die.nextInt() }.allSatisfy { (1...6).contains($0) })
  }
}

