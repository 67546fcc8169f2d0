// Pieces whole app targets needed when their files were compiled together
// (so a project's own types were there and only Plumb's gaps failed).
import ARKit
import AVFoundation
import CoreImage
import HealthKit
import MapKit
import SwiftUI
import Testing
import WebKit

/// A timer app watches its scene phase with the pre-iOS 17 `onChange`.
struct TimerApp: App {
  @Environment(\.scenePhase) private var scene
  var body: some Scene {
    WindowGroup { Text("Timer") }
      .onChange(of: scene) { newScene in
        if newScene == .background { print("store time") }
      }
  }
}

/// A web view scaled down as a thumbnail, in UIKit.
struct Thumbnail: UIViewRepresentable {
  func makeUIView(context: Context) -> WKWebView {
    let view = WKWebView()
    view.isUserInteractionEnabled = false
    view.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
    return view
  }
  func updateUIView(_ uiView: WKWebView, context: Context) {}
}

/// A UIKit app's delegate, which `@main` marks in its own file.
final class LegacyAppDelegate: NSObject, UIApplicationDelegate {}

/// A chunky slider: its track overridden 12 points high.
final class ChunkySlider: UISlider {
  var height: CGFloat = 12
  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.trackRect(forBounds: bounds)
    rect.size.height = height
    return rect
  }
}

@Suite struct AppTargetPieces {
  /// `@main` on a delegate calls its `main()`: nothing runs.
  @Test @MainActor func delegateMainReturns() {
    LegacyAppDelegate.main()
    let search = UISearchController()
    #expect(search.searchResultsController == nil)
  }

  /// iOS's track is 4 points high, centred; a subclass reads and changes it.
  @Test @MainActor func sliderTrackRects() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 30)
    #expect(UISlider().trackRect(forBounds: bounds) == CGRect(x: 0, y: 13, width: 200, height: 4))
    #expect(ChunkySlider().trackRect(forBounds: bounds) == CGRect(x: 0, y: 13, width: 200, height: 12))
    let slider = UISlider()
    slider.value = 0.5
    let track = slider.trackRect(forBounds: bounds)
    // The thumb, 28 across, at half of the 172 points it can travel.
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1, width: 28, height: 28))
  }

  /// A query anchor is archived and read back, as apps keep it between
  /// launches; a batch of samples is saved with a completion (which fails:
  /// the store is unavailable).
  @Test func anchorsArchiveAndBatchesSave() throws {
    let data = try NSKeyedArchiver.archivedData(withRootObject: HKQueryAnchor(fromValue: 42), requiringSecureCoding: true)
    let anchor = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: data))
    #expect(anchor == HKQueryAnchor(fromValue: 42) && anchor != HKQueryAnchor(fromValue: 7))
    var saved: Bool?
    HKHealthStore().save([HKObject]()) { ok, _ in saved = ok }
    #expect(saved == false)
  }

  /// Hacking with Swift's InstaFilter sets the input image by key path.
  @Test func filterKeyPathsAreKeys() {
    let filter = CIFilter(name: "CISepiaTone")!
    filter.setValue(0.5, forKeyPath: kCIInputIntensityKey)
    #expect(filter.value(forKey: kCIInputIntensityKey) as? Double == 0.5)
  }


  /// A sleep query's handler reads each sample's source; an anchored query
  /// hands deleted objects; samples from this device are a predicate.
  @Test func healthQueriesAsAWatchAppWritesThem() {
    let sleep = HKObjectType.categoryType(forIdentifier: .sleepAnalysis)!
    let sample = HKCategorySample(type: sleep, value: HKCategoryValueSleepAnalysis.asleepCore.rawValue, start: Date(), end: Date())
    #expect(sample.sourceRevision.source.name.isEmpty == false)
    #expect(sample.sourceRevision.version == nil)
    _ = HKQuery.predicateForObjects(from: [HKDevice.local()])
    _ = HKQuery.predicateForObjects(from: HKSource.default())
    let heart = HKObjectType.quantityType(forIdentifier: .heartRate)!
    let query = HKAnchoredObjectQuery(type: heart, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) {
      (_: HKAnchoredObjectQuery, samples: [HKSample]?, deleted: [HKDeletedObject]?, _: HKQueryAnchor?, _: Error?) in
      _ = (samples, deleted)
    }
    query.updateHandler = { _, _, deleted, _, _ in _ = deleted?.map(\.uuid) }
  }

  /// A player's interruption handler, as audio apps write it: the
  /// notification is never posted; its user info decodes as Apple's does.
  @Test func audioInterruptionsDecode() {
    let info: [AnyHashable: Any] = [
      AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
      AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue,
    ]
    guard let raw = info[AVAudioSessionInterruptionTypeKey] as? UInt,
      let type = AVAudioSession.InterruptionType(rawValue: raw), type == .ended,
      let options = info[AVAudioSessionInterruptionOptionKey] as? UInt
    else { Issue.record("no interruption"); return }
    #expect(AVAudioSession.InterruptionOptions(rawValue: options).contains(.shouldResume))
    #expect(AVAudioSession.interruptionNotification.rawValue == "AVAudioSessionInterruptionNotification")
  }

  /// A level meter reads silence (-160 dB) from a player that plays nothing.
  @Test func audioMeteringReadsSilence() {
    let player = AVAudioPlayer()
    player.isMeteringEnabled = true
    player.updateMeters()
    #expect(player.averagePower(forChannel: 0) == -160 && player.peakPower(forChannel: 0) == -160)
    #expect(player.numberOfChannels == 2)
  }

  /// A UIView's transform is kept; its center follows its frame.
  @Test func uiViewKeepsTransformAndCenter() {
    let view = UIView()
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(view.center == CGPoint(x: 60, y: 40))
    view.center = CGPoint(x: 50, y: 50)
    #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.transform.a == 0.5)
  }
}

/// A window per folder opened (macOS): the content reads its value through
/// a binding, nil until a window is opened for one.
struct FolderWindows: App {
  struct Folder: Codable, Hashable { var displayName: String }
  var body: some SwiftUI.Scene {
    WindowGroup(for: Folder.self) { $folder in
      Text(folder?.displayName ?? "Window")
    }
  }
}

/// A visionOS scene delegate keeps its window scene, not a window.
final class SpatialSceneDelegate: NSObject, UIWindowSceneDelegate {
  weak var windowScene: UIWindowScene?
}

/// A shader as a fill (iOS 17's stripes sample).
struct Stripes: View {
  var body: some View {
    let fill = ShaderLibrary.Stripes(.float(12), .colorArray([.red, .orange]))
    Circle().fill(fill).frame(width: 100, height: 100)
  }
}

@Suite struct AppTargetPiecesTwo {
  /// `WindowGroup(for:)` builds its content with nil; a scene delegate has
  /// no window unless it keeps one; a shader fill paints nothing but the
  /// circle keeps its frame.
  @Test @MainActor func windowsScenesAndShaders() {
    let group = FolderWindows().body as? WindowGroup<Text>
    #expect(group != nil)
    #expect(SpatialSceneDelegate().window == nil)
    let r = LayoutResult(of: Stripes(), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
    #expect(r.size == CGSize(width: 100, height: 100))
    // The circle is filled with clear: one fill, transparent.
    let items = DisplayList(r, scale: 1, colorScheme: .light).items
    #expect(items.count == 1)
    if case .fill(_, let color) = items.first { #expect(color.alpha == 0) } else { Issue.record("no fill") }
  }

  /// `lroundl` takes the `Double` Apple's arm64 `long double` is.
  @Test func lroundlTakesADouble() {
    let progress = 42.5
    #expect(lroundl(progress) == 43 && lroundl(-2.5) == -3 && lroundl(Double.nan) == .min)
    #expect(llroundl(1e300) == .min)
  }
}

extension ContainerValues {
  @Entry var spansTwo: Bool = false
}

/// A layout that reads its subviews' container values (iOS 18): a subview
/// marked `spansTwo` is 100 wide, the others 50, side by side 10 apart.
struct SpanningRow: Layout {
  func width(_ subview: LayoutSubview) -> CGFloat { subview.containerValues.spansTwo ? 100 : 50 }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: subviews.map(width).reduce(0, +) + CGFloat(max(0, subviews.count - 1)) * 10, height: 20)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width(subview), height: 20))
      x += width(subview) + 10
    }
  }
}

@Suite struct AppTargetPiecesThree {
  /// 50 + 10 + 100 + 10 + 50 = 220 wide; the marked subview at x 60, 100 wide.
  @Test @MainActor func layoutReadsContainerValues() {
    let r = LayoutResult(
      of: SpanningRow {
        Color.red.id("a")
        Color.green.containerValue(\.spansTwo, true).id("b")
        Color.blue.id("c")
      }, measurer: FixedAdvanceTextMeasurer())
    #expect(r.size == CGSize(width: 220, height: 20))
    #expect(r.frame(of: "b") == CGRect(x: 60, y: 0, width: 100, height: 20))
    #expect(r.frame(of: "c") == CGRect(x: 170, y: 0, width: 50, height: 20))
  }

  /// Map positions compare by kind and region, as `.onChange(of:)` needs.
  @Test func mapPositionsAreEquatable() {
    let paris = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35),
      span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
    #expect(MapCameraPosition.region(paris) == .region(paris))
    #expect(MapCameraPosition.region(paris) != .automatic)
    #expect(MapCameraPosition.region(paris).region?.center.latitude == 48.86)
    #expect(!MapCameraPosition.automatic.positionedByUser)
  }

  /// A map's user-location annotation is told apart by class; plane
  /// classifications print their names; settings answer not supported.
  @Test func classTestsAndDescriptions() {
    final class Pin: NSObject, MKAnnotation { let coordinate = CLLocationCoordinate2D() }
    final class Special: NSObject, MKAnnotation { let coordinate = CLLocationCoordinate2D() }
    let pin: any MKAnnotation = Pin()
    #expect(pin.isKind(of: Pin.self) && pin.isKind(of: NSObject.self) && !pin.isKind(of: Special.self))
    #expect("\(PlaneAnchor.Classification.wall)" == "wall")
    let settings: (UNNotificationSettings) -> UNNotificationSetting = \.lockScreenSetting
    _ = settings
    _ = UIHostingController<Text>.init(coder:rootView:)
  }
}

@Suite struct AppTargetPiecesFour {
  /// UIKit's index paths: section first, then the row or item.
  @Test func indexPathsHaveSectionsAndRows() {
    var path = IndexPath(row: 4, section: 1)
    #expect(path.section == 1 && path.row == 4 && path.item == 4 && path == IndexPath(indexes: [1, 4]))
    path.item = 7
    #expect(path == IndexPath(item: 7, section: 1))
  }

  /// A download asks for background time: the app is never suspended, so
  /// the task is `.invalid` and ends at once.
  @Test @MainActor func backgroundTasksAreInvalid() {
    let app = UIApplication.shared
    let task = app.beginBackgroundTask(withName: "download") {}
    #expect(task == .invalid && app.backgroundTimeRemaining > 1e300)
    app.endBackgroundTask(task)
  }

  /// A location session reports no diagnostic; its stream ends.
  @Test func serviceSessionDiagnosticsEnd() async {
    var count = 0
    for await diagnostic in CLServiceSession(authorization: .whenInUse).diagnostics where diagnostic.authorizationDenied {
      count += 1
    }
    #expect(count == 0)
  }
}

/// A Mac table drawn bordered with alternating rows.
struct BorderedPeople: View {
  struct Person: Identifiable { let id = UUID(); let name: String }
  let people = [Person(name: "Ada")]
  var body: some View {
    Table(people) { TableColumn("Name", value: \.name) }
      .tableStyle(.bordered(alternatesRowBackgrounds: true))
  }
}

@Suite struct MenuItemPieces {
  /// A status menu's separators are told apart from its commands.
  @Test @MainActor func separatorsAreMarked() {
    let items = [NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q"), NSMenuItem.separator()]
    #expect(items.map(\.isSeparatorItem) == [false, true])
  }
}
