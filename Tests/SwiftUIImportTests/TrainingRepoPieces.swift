import AVFoundation
import Combine
import CoreImage
import CoreMotion
import Intents
import SwiftUI
import Testing
import UIKit
import WebKit
import WidgetKit

// What app targets of training and example repositories (blkbrds'
// SwiftUI course, pqhuy87it's examples) wrote and Plumb lacked: an app
// delegate opening URLs, a tab bar controller of hosting controllers, a web
// view watched by key-value observing, a camera model reading frames, the
// widget template's generated intent, a decoder-generic Combine loader.

final class URLOpeningDelegate: NSObject, UIApplicationDelegate {
  var opened: [URL] = []
  func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
    -> Bool
  {
    opened.append(url)
    return options[.sourceApplication] == nil
  }
}

final class HostingTabs: UITabBarController {
  func install() {
    let host = UIHostingController(rootView: AnyView(Text("Home")))
    host.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    viewControllers = [host]
    UITabBar.appearance().backgroundImage = UIImage()
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    UISegmentedControl.appearance().setBackgroundImage(nil, for: .normal, barMetrics: .default)
    UISegmentedControl.appearance().setDividerImage(
      nil, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
  }
}

final class ProgressWatcher: UIViewController {
  let web = WKWebView()
  private(set) var changes = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    web.addObserver(self, forKeyPath: "estimatedProgress", options: .new, context: nil)
  }
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if change?[.newKey] != nil { changes += 1 }
    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
  }
  deinit { web.removeObserver(self, forKeyPath: "estimatedProgress") }
}

final class FrameReader: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate, ObservableObject {
  @Published var frameSize = CGSize.zero
  let output = AVCaptureVideoDataOutput()
  func configure() {
    output.videoSettings = [kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32BGRA]
    output.setSampleBufferDelegate(self, queue: DispatchQueue(label: "frames"))
  }
  func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
    guard let buffer = CMSampleBufferGetImageBuffer(sampleBuffer) else { return }
    let image = CIImage(cvPixelBuffer: buffer)
    frameSize = image.extent.size
  }
  func settings(for photoOutput: AVCapturePhotoOutput) -> AVCapturePhotoSettings {
    photoOutput.isLivePhotoCaptureEnabled = photoOutput.isLivePhotoCaptureSupported
    if photoOutput.availablePhotoCodecTypes.contains(.hevc) {
      return AVCapturePhotoSettings(format: [AVVideoCodecKey: AVVideoCodecType.hevc])
    }
    return AVCapturePhotoSettings()
  }
  func preview(of photo: AVCapturePhoto) -> CGImage? {
    photo.previewCGImageRepresentation()
  }
}

/// Xcode's widget template before App Intents, verbatim but for names.
struct TemplateEntry: TimelineEntry {
  let date: Date
  let configuration: ConfigurationIntent
}
struct TemplateProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> TemplateEntry {
    TemplateEntry(date: Date(), configuration: ConfigurationIntent())
  }
  func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (TemplateEntry) -> Void) {
    completion(TemplateEntry(date: Date(), configuration: configuration))
  }
  func getTimeline(
    for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<TemplateEntry>) -> Void
  ) {
    completion(Timeline(entries: [TemplateEntry(date: Date(), configuration: configuration)], policy: .atEnd))
  }
}

/// A loader generic over its decoder, as a reusable remote-content view's.
final class RemoteContent<Value: Decodable, Decoder: TopLevelDecoder>: ObservableObject where Decoder.Input == Data {
  @Published var value: Value?
  let decoder: Decoder
  init(decoder: Decoder) { self.decoder = decoder }
  func load(_ data: Data) throws { value = try decoder.decode(Value.self, from: data) }
}

struct SignUpField: UIViewRepresentable {
  func makeUIView(context: Context) -> UITextField { Self.makeField() }
  static func makeField() -> UITextField {
    let field = UITextField()
    field.textContentType = .newPassword
    field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;")
    field.smartQuotesType = .no
    field.smartDashesType = .no
    field.smartInsertDeleteType = .no
    field.clearsOnBeginEditing = true
    return field
  }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}

@MainActor @Suite struct TrainingRepoPieces {
  @Test func appDelegateAndTabs() {
    let delegate = URLOpeningDelegate()
    #expect(delegate.application(.shared, open: URL(string: "app://x")!))
    #expect(delegate.opened.count == 1)
    #expect(UIApplication.OpenURLOptionsKey.sourceApplication.rawValue == "UIApplicationOpenURLOptionsSourceApplicationKey")
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    let tabs = HostingTabs()
    tabs.install()
    #expect(tabs.viewControllers?.first?.tabBarItem.title == "Home")
    // A controller's item exists before anyone sets it, as UIKit's.
    #expect(UIViewController().tabBarItem != nil)
  }

  @Test func keyValueObservingCompilesAndReportsNothing() {
    let watcher = ProgressWatcher()
    watcher.viewDidLoad()
    // No key-value observing on Linux: the observer is never told.
    #expect(watcher.changes == 0)
    #expect(watcher.web.hasOnlySecureContent == false)
    #expect(UIView().constraints.isEmpty)
  }

  @Test func cameraFramesNeverArrive() {
    let reader = FrameReader()
    reader.configure()
    #expect(reader.output.sampleBufferDelegate === reader)
    #expect(reader.output.videoSettings[kCVPixelBufferPixelFormatTypeKey as String] as? OSType == 0x4247_5241)
    let photoOutput = AVCapturePhotoOutput()
    _ = reader.settings(for: photoOutput)
    #expect(photoOutput.isLivePhotoCaptureEnabled == false)
    #expect(reader.frameSize == .zero)
  }

  @Test func widgetTemplateAndDecoders() throws {
    // The template's provider conforms with the generated intent Plumb declares.
    func intentType<P: IntentTimelineProvider>(_ provider: P) -> P.Intent.Type { P.Intent.self }
    #expect(intentType(TemplateProvider()) == ConfigurationIntent.self)
    let content = RemoteContent<[Int], JSONDecoder>(decoder: JSONDecoder())
    try content.load(Data("[1,2]".utf8))
    #expect(content.value == [1, 2])
    #expect(CGFloat(truncating: NSNumber(value: 0.25)) == 0.25)
    #expect(URLError(.notConnectedToInternet).networkUnavailableReason == nil)
  }

  @Test func aSignUpFieldKeepsItsInputTraits() {
    let field = SignUpField.makeField()
    #expect(field.textContentType == .newPassword)
    #expect(field.passwordRules?.passwordRulesDescriptor == "required: upper; minlength: 8;")
    #expect(field.smartQuotesType == .no)
    #expect(field.clearsOnBeginEditing)
  }
}

// Hacking with Swift's Bookworm and Core Data projects, as 100 Days of
// SwiftUI repositories write them: fetch requests with no sort, or with
// `SortDescriptor`s; fetched objects listed without `id:`.

// `@NSManaged` needs the Objective-C runtime to link (docs/deviations.md):
// the attributes are read by key, as the accessors it would make do.
final class ShelfBook: NSManagedObject {
  var title: String? { value(forKey: "title") as? String }
  var author: String? { value(forKey: "author") as? String }
}
// As Xcode's generated properties file declares it.
extension ShelfBook: Identifiable {}

struct Bookshelf: View {
  @Environment(\.managedObjectContext) var moc
  @FetchRequest(sortDescriptors: [SortDescriptor(\.title), SortDescriptor(\.author, order: .reverse)])
  var books: FetchedResults<ShelfBook>
  @FetchRequest(sortDescriptors: []) var unsorted: FetchedResults<ShelfBook>
  var body: some View {
    List(books) { book in Text(book.title ?? "Unknown") }
      .background { Color(.init(white: 0, alpha: 0.05)).ignoresSafeArea() }
  }
}

struct PrefixFilteredList<T: NSManagedObject, Content: View>: View {
  @FetchRequest(sortDescriptors: []) var items: FetchedResults<T>
  let content: (T) -> Content
  init(key: String, prefix: String, @ViewBuilder content: @escaping (T) -> Content) {
    _items = FetchRequest<T>(sortDescriptors: [], predicate: NSPredicate(format: "%K BEGINSWITH %@", key, prefix))
    self.content = content
  }
  var body: some View { ForEach(items, id: \.self) { content($0) } }
}

final class FilterTable: UITableViewController {
  let filters = ["CISepiaTone", "CIGaussianBlur"]
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
  }
  override func numberOfSections(in tableView: UITableView) -> Int { 1 }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { filters.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "filter")
    cell.textLabel?.text = CIFilter.localizedName(forFilterName: filters[indexPath.row])
    return cell
  }
}

final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private(set) var opened: [URL] = []
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    if let context = connectionOptions.urlContexts.first { opened.append(context.url) }
  }
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    opened += URLContexts.map(\.url)
  }
}

@MainActor @Suite struct BookwormPieces {
  /// No store on Linux: the shelf is an empty list over the 5% gray, as
  /// large as the proposal (a List takes what it is offered), 200 × 100.
  @Test func aShelfWithSortedFetchesLaysOutEmpty() {
    let r = LayoutResult(of: Bookshelf(), proposal: ProposedViewSize(width: 200, height: 100), measurer: FixedAdvanceTextMeasurer())
    #expect(r.size == CGSize(width: 200, height: 100))
    #expect(PrefixFilteredList<ShelfBook, Text>(key: "title", prefix: "A") { Text($0.title ?? "") }.items.isEmpty)
  }

  @Test func aTableControllerSubclassIsItsTablesDataSource() {
    let table = FilterTable()
    table.viewDidLoad()
    #expect(table.tableView.dataSource === table)
    #expect(table.tableView(table.tableView, numberOfRowsInSection: 0) == 2)
    let cell = table.tableView(table.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
    #expect(cell.textLabel?.text == "Gaussian Blur")
    #expect(CIFilter.localizedName(forFilterName: "CISepiaTone") == "Sepia Tone")
    #expect(CIFilter.localizedName(forFilterName: "sepia") == nil)
  }

  @Test func aSceneOpensNoURLs() {
    let delegate = LinkSceneDelegate()
    let scene = UIApplication.shared.connectedScenes.first!
    delegate.scene(scene, openURLContexts: [])
    #expect(delegate.opened.isEmpty)
  }
}

/// AirPods head tracking, as a motion demo's model reads it.
final class HeadTracker: NSObject, ObservableObject, CMHeadphoneMotionManagerDelegate {
  let manager = CMHeadphoneMotionManager()
  @Published var pitch = 0.0
  func start() {
    manager.delegate = self
    guard manager.isDeviceMotionAvailable else { return }
    manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
      guard let self, let motion else { return }
      self.pitch = motion.attitude.pitch
    }
  }
}

@MainActor @Suite struct HeadphoneMotionPieces {
  @Test func noHeadphonesAreConnected() {
    let tracker = HeadTracker()
    tracker.start()
    #expect(tracker.manager.delegate === tracker)
    #expect(!tracker.manager.isDeviceMotionActive && tracker.pitch == 0)
    #expect(CMHeadphoneMotionManager.authorizationStatus() == .notDetermined)
  }
}
