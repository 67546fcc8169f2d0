import AVFoundation
import AlarmKit
import AppIntents
import Charts
import Foundation
import HealthKit
import Intents
import MapKit
import SwiftUI
import Testing
import WidgetKit

// What the sources of open-source SwiftUI libraries, Core Data and SwiftData
// apps, chart dashboards and watch workout apps use (corpora of real files,
// session 20): SwiftUI's own type names that libraries spell out, the
// iOS 13 link forms, Path's tangent arcs, archived colors, HealthKit's
// multidevice workouts and sleep stages, the audio engine's formats.

/// A library's text field style whose `_body` declares before it builds
/// (SwiftUI's requirement is a view builder).
struct UnderlinedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    let height: CGFloat = 1
    VStack(spacing: 4) {
      configuration
      Rectangle().frame(height: height)
    }
  }
}

/// iOS 13's settings list: links chosen by a tag, with the destination as a value.
struct AcknowledgementsList: View {
  @State private var selection: Int?
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Licenses", destination: Text("MIT"), tag: 1, selection: $selection)
        NavigationLink("Thanks", destination: Text("Everyone"), isActive: .constant(false))
      }
    }
  }
}

struct Book {
  var title: String
}

@MainActor @Suite struct LibrariesAndDataAPITests {
  /// A corner from (0, 0) through (10, 0) toward (10, 10) with radius 5:
  /// the line stops 5 before the corner, at (5, 0), and the quarter arc
  /// around (5, 5) ends on the second line at (10, 5).
  @Test func tangentArcRoundsTheCorner() {
    var p = Path()
    p.move(to: .zero)
    p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    let end = p.currentPoint!
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
    let box = p.boundingRect
    #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 10) < 1e-6 && abs(box.minY) < 1e-9 && abs(box.maxY - 5) < 1e-6)
    // Points on one line (or a zero radius) draw the line to the corner.
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(straight.currentPoint == CGPoint(x: 10, y: 0))
    // With no current point, the path starts at the corner.
    var fresh = Path()
    fresh.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
    #expect(fresh.currentPoint == CGPoint(x: 3, y: 4))
  }

  /// `lineLimit` is SwiftUI's environment-writing modifier (BottomSheet
  /// casts a title to `ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>`),
  /// and it still limits: a two-line text in a 30-wide frame keeps one line.
  @Test func lineLimitIsTheEnvironmentWritingModifier() throws {
    let title: Any = Text("Title").lineLimit(1)
    #expect(title is ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>)
    let limited = try ImageRenderer(content: Text("Two words").lineLimit(1).frame(width: 30)).layout()
    let free = try ImageRenderer(content: Text("Two words").frame(width: 30)).layout()
    #expect(limited.size.height < free.size.height)
  }

  /// A text field style's `_body` is a view builder: the field and its
  /// 1-point rule, 4 apart.
  @Test func textFieldStyleBodyIsAViewBuilder() throws {
    let styled = try ImageRenderer(
      content: TextField("Name", text: .constant("")).textFieldStyle(UnderlinedFieldStyle()).frame(width: 200)
    ).layout()
    let plain = try ImageRenderer(content: TextField("Name", text: .constant("")).frame(width: 200)).layout()
    #expect(styled.size.height == plain.size.height + 4 + 1)
  }

  /// The iOS 13 links with their destination as a value draw as their titles.
  @Test func linksWithDestinationValues() throws {
    let r = ImageRenderer(content: AcknowledgementsList())
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    let frames = try r.layout().frames
    #expect(frames.contains { $0.kind == "Text(\"Licenses\")" })
    #expect(frames.contains { $0.kind == "Text(\"Thanks\")" })
    #expect(!frames.contains { $0.kind == "Text(\"MIT\")" })
  }

  /// A color archived as `Data` (a Core Data transformable) comes back
  /// with its components.
  @Test func colorsArchiveAndUnarchive() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1), requiringSecureCoding: true)
    let color = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 0.25) < 1e-9 && abs(g - 0.5) < 1e-9 && abs(b - 0.75) < 1e-9 && a == 1)
  }

  /// Foundation odds and ends: a keyboard frame in an `NSValue`, the
  /// localized comparator (lexical here: docs/deviations.md), a binding's
  /// transaction, a navigation path's codable form, an image's bytes.
  @Test func foundationOddsAndEnds() throws {
    let rect = CGRect(x: 0, y: 500, width: 393, height: 300)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    let books = [Book(title: "b"), Book(title: "a"), Book(title: "C")]
    let sorted = books.sorted(using: SortDescriptor(\Book.title, comparator: .localizedStandard))
    #expect(sorted.map(\.title) == ["C", "a", "b"])
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 }).transaction(Transaction())
    binding.wrappedValue = 2
    #expect(stored == 2)
    let json = try JSONEncoder().encode(try #require(NavigationPath().codable))
    #expect(String(decoding: json, as: UTF8.self) == "[]")
    var nav = UINavigationController(rootViewController: UIViewController())
    let second = UIViewController(), third = UIViewController()
    nav.pushViewController(second, animated: false)
    nav.pushViewController(third, animated: false)
    #expect(nav.popToViewController(second, animated: true)?.count == 1)
    #expect(nav.viewControllers.count == 2)
    nav = UINavigationController(rootViewController: second)
    #expect(nav.popToViewController(third, animated: true) == nil)
  }

  /// HealthKit: watts, the sleep stages' raw values, and a multidevice
  /// workout that has no companion to send to.
  @Test func healthKitWorkoutsAndSleep() async throws {
    #expect(HKQuantity(unit: .watt(), doubleValue: 250).doubleValue(for: .watt()) == 250)
    #expect(HKCategoryValueSleepAnalysis.asleepREM.rawValue == 5)
    #expect(HKCategoryValueSleepAnalysis.allAsleepValues.count == 4)
    let session = try HKWorkoutSession(healthStore: HKHealthStore(), configuration: HKWorkoutConfiguration())
    #expect(session.type == .primary)
    await #expect(throws: HKError.self) { try await session.sendToRemoteWorkoutSession(data: Data()) }
  }

  /// The audio engine's formats and buffers keep what they were made
  /// with; a file cannot be opened for reading, and says why.
  @Test func audioEngineFormats() throws {
    let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
    #expect(format.sampleRate == 48_000 && format.channelCount == 2 && format.isStandard)
    #expect(AVAudioFormat(standardFormatWithSampleRate: 0, channels: 2) == nil)
    let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024))
    #expect(buffer.frameCapacity == 1024 && buffer.frameLength == 0)
    let engine = AVAudioEngine()
    let player = AVAudioPlayerNode()
    engine.attach(player)
    engine.connect(player, to: engine.outputNode, format: format)
    #expect(engine.attachedNodes.count == 1)
    #expect(throws: CocoaError.self) { try AVAudioFile(forReading: URL(fileURLWithPath: "/nonexistent/beep.caf")) }
  }

  /// A Core Graphics image's bytes, as color-sampling code reads them:
  /// four per pixel, all zero.
  @Test func imageBytes() throws {
    let image = CGImage(width: 2, height: 3)
    let data = try #require(image.dataProvider?.data)
    #expect(CFDataGetLength(data) == 24)
    #expect(CFDataGetBytePtr(data)[23] == 0)
  }

  /// `Plot` groups marks and draws them as they are.
  @Test func plotGroupsMarks() throws {
    let points = [(1, 2.0), (2, 3.0), (3, 1.0)]
    let grouped = try ImageRenderer(
      content: Chart {
        Plot {
          ForEach(points, id: \.0) { LineMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
        }
      }.frame(width: 200, height: 100)
    ).layout()
    let plain = try ImageRenderer(
      content: Chart {
        ForEach(points, id: \.0) { LineMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
      }.frame(width: 200, height: 100)
    ).layout()
    #expect(grouped.description == plain.description)
    #expect(grouped.frames.count > 3)
  }

  /// AlarmKit (iOS 26): no alarm service, so authorization is not
  /// determined, asking is denied and scheduling throws; what the app
  /// describes is kept, and its attributes encode as a Live Activity's do.
  @Test func alarmsAreDescribedNotScheduled() async throws {
    struct Cooking: AlarmMetadata { var dish = "eggs" }
    let manager = AlarmManager.shared
    #expect(manager.authorizationState == .notDetermined)
    #expect(try await manager.requestAuthorization() == .denied)
    #expect(try manager.alarms.isEmpty)
    let stop = AlarmButton(text: "Done", textColor: .white, systemImageName: "stop.circle")
    let attributes = AlarmAttributes(
      presentation: AlarmPresentation(
        alert: AlarmPresentation.Alert(title: "Eggs ready", stopButton: stop),
        countdown: AlarmPresentation.Countdown(title: "Boiling")),
      metadata: Cooking(), tintColor: .orange)
    let timer = AlarmManager.AlarmConfiguration.timer(duration: 420, attributes: attributes)
    #expect(timer.countdownDuration == Alarm.CountdownDuration(preAlert: 420, postAlert: nil))
    let weekly = Alarm.Schedule.relative(.init(time: .init(hour: 7, minute: 30), repeats: .weekly([.monday])))
    #expect(AlarmManager.AlarmConfiguration.alarm(schedule: weekly, attributes: attributes).schedule == weekly)
    await #expect(throws: AlarmError.self) { try await manager.schedule(id: UUID(), configuration: timer) }
    let decoded = try JSONDecoder().decode(
      AlarmAttributes<Cooking>.self, from: try JSONEncoder().encode(attributes))
    #expect(decoded.presentation == attributes.presentation)
    #expect(decoded.metadata == Cooking())
    #expect(decoded.tintColor == .orange)
    // An alarm button's resource titles a label as a string would.
    let fromResource = try ImageRenderer(content: Label(stop.text, systemImage: stop.systemImageName)).layout()
    let fromString = try ImageRenderer(content: Label("Done", systemImage: "stop.circle")).layout()
    #expect(fromResource.description == fromString.description)
  }

  /// iOS 26's snippet intents: a value-returning result meets
  /// `ReturnsValue<Landmark>`; a confirmation throws, as there is nobody
  /// to confirm.
  @Test func snippetIntentsAndConfirmations() async throws {
    let intent = AddVisitIntent()
    await #expect(throws: AppIntentError.self) { _ = try await intent.perform() }
    _ = try await VisitSnippet().perform()
  }

  /// Entry keys declared in `FocusedValues` and `Transaction`: nothing is
  /// focused (the default), a transaction keeps what is set.
  @Test func entriesInFocusedValuesAndTransactions() {
    #expect(FocusedValue(\.selectedSymbol).wrappedValue == nil)
    var transaction = Transaction()
    #expect(transaction.isSwipe == false)
    transaction.isSwipe = true
    #expect(transaction.isSwipe)
  }

  /// UIKit and MapKit as representables' coordinators use them: view
  /// controllers are objects (equal to themselves), a map view makes an
  /// annotation view when asked, `#colorLiteral` is a UIColor.
  @Test func uiKitAndMapKitPieces() throws {
    let pages = [UIViewController(), UIViewController()]
    #expect(pages.firstIndex(of: pages[1]) == 1)
    let map = MKMapView(frame: .zero)
    let pin = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
    #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
    #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin", for: pin).reuseIdentifier == "pin")
    let renderer = MKPolylineRenderer(polyline: MKPolyline(coordinates: [pin.coordinate], count: 1))
    renderer.lineWidth = 4
    #expect(renderer.lineWidth == 4)
    let literal = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.2)
    #expect(abs(literal.cgColor.alpha - 0.2) < 1e-6)
    let window = UIWindow(frame: .zero)
    window.makeKey()
    #expect(UIApplication.shared.connectedScenes.first?.session.persistentIdentifier == "PlumbSceneSession")
    let annotation = AnyMapAnnotationProtocol(MapPin(coordinate: pin.coordinate))
    #expect(annotation is any MapAnnotationProtocol)
    #expect(NSLocale.autoupdatingCurrent == Locale.autoupdatingCurrent)
    #expect(Data.WritingOptions.atomicWrite == .atomic)
  }

  /// A widget configured with a SiriKit intent (iOS 14's template): its
  /// preview draws the provider's placeholder at the family's size.
  @Test func intentConfiguredWidget() throws {
    let preview = try #require(
      PreviewDiscovery.previews(module: "SwiftUIImportTests").first { $0.name == "LibrariesAndDataAPIs-IntentWidget" })
    let tile = try ImageRenderer(content: preview.view).layout()
    #expect(tile.size == CGSize(width: 158, height: 158))
    #expect(tile.frames.contains { $0.kind == "Text(\"teal\")" }, "\(tile.frames.map(\.kind))")
  }
}

struct Landmark: Sendable {
  var name: String
}

struct VisitSnippet: SnippetIntent {
  static let title: LocalizedStringResource = "Visit"
  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: Text("Visited"))
  }
}

struct AddVisitIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Visit"
  func perform() async throws -> some IntentResult & ShowsSnippetIntent & ReturnsValue<Landmark> {
    try await requestConfirmation(actionName: .add, snippetIntent: VisitSnippet())
    return .result(value: Landmark(name: "Muir Woods"), snippetIntent: VisitSnippet())
  }
}

extension FocusedValues {
  @Entry var selectedSymbol: String?
}

extension Transaction {
  @Entry var isSwipe = false
}

/// A SiriKit intent, as Xcode generates one from an `.intentdefinition`.
final class PickColorIntent: INIntent {
  var colorName = "teal"
}

struct ColorEntry: TimelineEntry {
  let date: Date
  let colorName: String
}

struct ColorProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> ColorEntry { ColorEntry(date: .now, colorName: PickColorIntent().colorName) }
  func getSnapshot(for configuration: PickColorIntent, in context: Context, completion: @escaping (ColorEntry) -> Void) {
    completion(ColorEntry(date: .now, colorName: configuration.colorName))
  }
  func getTimeline(
    for configuration: PickColorIntent, in context: Context, completion: @escaping (Timeline<ColorEntry>) -> Void
  ) {
    completion(Timeline(entries: [ColorEntry(date: .now, colorName: configuration.colorName)], policy: .never))
  }
}

struct ColorWidget: Widget {
  var body: some WidgetConfiguration {
    IntentConfiguration(kind: "Color", intent: PickColorIntent.self, provider: ColorProvider()) { entry in
      Text(entry.colorName).containerBackground(.fill, for: .widget)
    }
    .supportedFamilies([.systemSmall])
  }
}

#Preview("IntentWidget", as: .systemSmall) {
  ColorWidget()
} timeline: {
  ColorEntry(date: .now, colorName: "teal")
}
