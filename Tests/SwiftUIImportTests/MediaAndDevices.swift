import AVKit
import Combine
import CoreBluetooth
import HomeKit
import MediaPlayer
import StoreKit
import SwiftUI
import Testing
import WatchConnectivity
import WebKit

// What media, device and store screens write, as their view models and
// views do: a radio that watches its player by key-value observing and
// reads a stream's metadata, an RSS reader parsing XML, a heart-rate strap
// over Bluetooth, a smart home, a phone talking to its watch, and a paywall.

/// A radio's player: KVO on the player, a publisher on the item, metadata
/// output on the stream, the system music player's modes.
final class RadioPlayer: NSObject, ObservableObject, AVPlayerItemMetadataOutputPushDelegate {
  @Published var isPlaying = false
  @Published var title = "—"
  @Published var itemStatus: AVPlayerItem.Status = .unknown
  @Published var observedStatuses: [AVPlayer.TimeControlStatus] = []
  let player = AVPlayer()
  private var observation: NSKeyValueObservation?
  private var cancellables = Set<AnyCancellable>()

  func play(_ url: URL) {
    let item = AVPlayerItem(url: url)
    let output = AVPlayerItemMetadataOutput()
    output.setDelegate(self, queue: .main)
    item.add(output)
    item.publisher(for: \.status).sink { [weak self] in self?.itemStatus = $0 }.store(in: &cancellables)
    player.replaceCurrentItem(with: item)
    observation = player.observe(\.timeControlStatus, options: [.initial, .new]) { [weak self] _, change in
      if let status = change.newValue { self?.observedStatuses.append(status) }
    }
    player.play()
    isPlaying = true
  }

  func metadataOutput(
    _ output: AVPlayerItemMetadataOutput, didOutputTimedMetadataGroups groups: [AVTimedMetadataGroup],
    from track: AVPlayerItemTrack?
  ) {
    title = groups.first?.items.first?.stringValue ?? title
  }
}

/// The layer-backed video view UIKit code writes.
final class PlayerUIView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }
  var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

struct RadioView: View {
  @StateObject var radio = RadioPlayer()
  var body: some View {
    VStack(spacing: 8) {
      Text(radio.title).font(.headline)
      Image(systemName: radio.isPlaying ? "pause.fill" : "play.fill")
    }
    .navigationBarTitle("Radio \(1)" as String, displayMode: .inline)
  }
}

/// An RSS feed's titles, parsed with Foundation's XMLParser.
final class FeedParser: NSObject, XMLParserDelegate {
  private(set) var titles: [String] = []
  private var inItem = false
  private var element = ""
  private var text = ""

  func parse(_ data: Data) -> Bool {
    let parser = XMLParser(data: data)
    parser.delegate = self
    return parser.parse()
  }
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    element = elementName
    if elementName == "item" { inItem = true }
    text = ""
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    if elementName == "title" && inItem { titles.append(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if elementName == "item" { inItem = false }
  }
}

/// A heart-rate strap's manager, as Bluetooth sample code writes it.
final class HeartRateMonitor: NSObject, ObservableObject, CBCentralManagerDelegate, CBPeripheralDelegate {
  static let service = CBUUID(string: "0x180D")
  @Published var bpm: Int?
  @Published var discovered: [String] = []
  lazy var central = CBCentralManager(delegate: self, queue: nil)

  func start() {
    if central.state == .poweredOn { central.scanForPeripherals(withServices: [Self.service], options: nil) }
  }
  func centralManagerDidUpdateState(_ central: CBCentralManager) { start() }
  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
  ) {
    discovered.append(advertisementData[CBAdvertisementDataLocalNameKey] as? String ?? "?")
  }
}

/// A smart-home model: homes and rooms it creates.
final class HomeStore: NSObject, ObservableObject, HMHomeManagerDelegate {
  let manager = HMHomeManager()
  @Published var homes: [HMHome] = []
  @Published var lastError: String?
  override init() {
    super.init()
    manager.delegate = self
  }
  func addHome(_ name: String) {
    manager.addHome(withName: name) { _, error in
      if let error { self.lastError = "\(error)" } else { self.homes = self.manager.homes }
    }
  }
  func homeManagerDidUpdateHomes(_ manager: HMHomeManager) { homes = manager.homes }
}

/// A phone app's side of the watch session.
final class WatchLink: NSObject, ObservableObject, WCSessionDelegate {
  @Published var activated = false
  @Published var failures: [String] = []
  func start() {
    guard WCSession.isSupported() else { return }
    WCSession.default.delegate = self
    WCSession.default.activate()
  }
  func send(_ count: Int) {
    WCSession.default.sendMessage(["count": count], replyHandler: nil) { self.failures.append("\($0)") }
  }
  func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
    activated = activationState == .activated
  }
  func sessionDidBecomeInactive(_ session: WCSession) {}
  func sessionDidDeactivate(_ session: WCSession) {}
}

/// A StoreKit 2 paywall, as Apple's sample writes it.
struct ProPaywall: View {
  @State private var status: StoreKit.Product.SubscriptionInfo.RenewalState?
  var body: some View {
    SubscriptionStoreView(groupID: "21345678", visibleRelationships: .all) {
      VStack {
        Image(systemName: "star.fill")
        Text("Pro")
      }
      .containerBackground(Color.indigo.gradient, for: .subscriptionStoreHeader)
    }
    .subscriptionStorePickerItemBackground(.thinMaterial)
    .subscriptionStoreButtonLabel(.multiline)
    .storeButton(.visible, for: .restorePurchases)
    .subscriptionStatusTask(for: "21345678") { state in
      status = state.value?.first?.state
    }
  }
}

/// A session a view model's tests mock: the real one meets it.
protocol DataLoading { func data(for request: URLRequest) async throws -> (Data, URLResponse) }
extension URLSession: DataLoading {}

@MainActor @Suite struct MediaAndDevicesTests {
  @Test func playerObservedAndStreamMetadataKept() throws {
    let radio = RadioPlayer()
    radio.play(URL(string: "https://radio.example/stream")!)
    // `.initial` reports the status at once, before play(): paused; later
    // changes are not reported.
    #expect(radio.observedStatuses == [.paused])
    #expect(radio.itemStatus == .unknown && radio.isPlaying)
    let item = try #require(radio.player.currentItem)
    let output = try #require(item.outputs.first as? AVPlayerItemMetadataOutput)
    #expect(output.delegate === radio)
    // A video view's layer is of its layer class.
    #expect(PlayerUIView().layer is AVPlayerLayer)
    #expect(PlayerUIView().playerLayer.player == nil)
    // Thumbnails fail with AVFoundation's error: no video is decoded.
    #expect(throws: AVError.self) {
      try AVAssetImageGenerator(asset: AVAsset(url: URL(string: "https://x/v.mp4")!)).copyCGImage(at: .zero, actualTime: nil)
    }
    // The music player keeps its modes; its queue player is its subclass.
    let music = MPMusicPlayerController.applicationQueuePlayer
    music.shuffleMode = .songs
    #expect(MPMusicPlayerController.applicationQueuePlayer.shuffleMode == .songs)
    #expect(MPMediaItemCollection(items: []).representativeItem == nil)
  }

  @Test func radioViewTitleFromAString() throws {
    let r = ImageRenderer(content: NavigationStack { RadioView() })
    let texts = DisplayList(try r.layout(), scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
    #expect(texts.contains("Radio 1") && texts.contains("—"))
  }

  @Test func rssParsedByXMLParser() {
    let rss = """
      <?xml version="1.0"?><rss><channel><title>Feed</title>
      <item><title> First </title></item><item><title>Second</title></item></channel></rss>
      """
    let parser = FeedParser()
    #expect(parser.parse(Data(rss.utf8)))
    #expect(parser.titles == ["First", "Second"])
  }

  @Test func bluetoothHasNoRadio() {
    let monitor = HeartRateMonitor()
    monitor.start()
    #expect(monitor.central.state == .unsupported && !monitor.central.isScanning)
    #expect(monitor.discovered.isEmpty)
    // UUIDs compare by value, however written.
    #expect(CBUUID(string: "0x180d") == HeartRateMonitor.service)
    #expect(CBUUID(string: "180D").data == Data([0x18, 0x0D]))
    #expect(CBUUID(string: "2A37") != HeartRateMonitor.service)
  }

  @Test func homesKeptInMemory() {
    let store = HomeStore()
    store.addHome("Cabin")
    store.addHome("Cabin")
    #expect(store.homes.map(\.name) == ["Cabin"])
    #expect(store.lastError?.contains("HomeWithSimilarNameExists") == true)
    let home = store.manager.homes[0]
    #expect(home.isPrimary && store.manager.primaryHome === home)
    var added: HMRoom?
    home.addRoom(withName: "Kitchen") { room, _ in added = room }
    #expect(home.rooms.map(\.name) == ["Kitchen"] && added === home.rooms[0])
    var roomError: (any Error)?
    home.addRoom(withName: "Kitchen") { _, error in roomError = error }
    #expect((roomError as? HMError)?.code == .objectWithSimilarNameExistsInHome)
    #expect(home.roomForEntireHome() === home.roomForEntireHome())
  }

  @Test func watchSessionWithoutAWatch() throws {
    let link = WatchLink()
    link.start()
    #expect(link.activated && !WCSession.default.isReachable)
    link.send(3)
    #expect(link.failures.count == 1 && link.failures[0].contains("NotReachable"))
    try WCSession.default.updateApplicationContext(["theme": "dark"])
    #expect(WCSession.default.applicationContext["theme"] as? String == "dark")
  }

  @Test func paywallLoadsAndStoreTypes() throws {
    // No store: the paywall shows its loading state, filling the space.
    let layout = try ImageRenderer(content: ProPaywall().frame(width: 300, height: 400)).layout()
    #expect(layout.frames.contains { $0.kind.contains("Capsule") })
    #expect(!layout.frames.contains { $0.kind == "Text(\"Pro\")" })
    #expect(StoreKit.Product.SubscriptionPeriod(value: 3, unit: .month).localizedDescription == "3 months")
    #expect(StoreKit.Product.SubscriptionPeriod.yearly.localizedDescription == "1 year")
    #expect(StoreKit.Product.ProductType.autoRenewable.localizedDescription == "Auto-Renewable Subscription")
    #expect(StoreKit.Product.SubscriptionInfo.RenewalState.subscribed.description == "subscribed")
    #expect(StoreKit.Product.SubscriptionRelationship.all.contains(.crossgrade))
  }

  @Test func measurementFormatStyles() {
    let km = Measurement(value: 12.26, unit: UnitLength.kilometers)
    let oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
    #expect(km.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: oneDecimal)) == "12.3 km")
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)) == "5 kilometers")
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .narrow)) == "5km")
    // Temperatures follow the locale (English, US): 20 °C is 68 °F.
    #expect(Measurement(value: 20, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated)) == "68°F")
    let style: Measurement<UnitLength>.FormatStyle = .measurement(width: .abbreviated, usage: .road)
    #expect(style.format(Measurement(value: 3, unit: .miles)) == "3 mi")
  }

  @Test func uiKitAndWebKitLeftovers() async throws {
    UIScreen.main.brightness = 1.4
    #expect(UIScreen.main.brightness == 1)
    UIScreen.main.brightness = 0.5
    let image: UIImage = #imageLiteral(resourceName: "swift")
    #expect(image.size == .zero)
    let text = NSAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    // Four characters at half the font's size, one line of 1.2 × 10.
    #expect(text.size() == CGSize(width: 20, height: 12))
    let store = WKWebsiteDataStore.default().httpCookieStore
    let cookie = try #require(HTTPCookie(properties: [.name: "sid", .value: "1", .domain: "x.org", .path: "/"]))
    store.setCookie(cookie)
    #expect(await store.allCookies().map(\.name) == ["sid"])
    store.delete(cookie)
    #expect(await store.allCookies().isEmpty)
    // Clearing the website data (a log-out) removes the cookies.
    store.setCookie(cookie)
    await WKWebsiteDataStore.default().removeData(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast)
    #expect(await store.allCookies().isEmpty)
    // Core Image's built-ins keep their typed inputs.
    let bokeh = CIFilter.bokehBlur()
    bokeh.ringSize = 0.3
    #expect(bokeh.name == "CIBokehBlur" && (bokeh.value(forKey: "inputRingSize") as? Float) == 0.3)
    let barcode = CIFilter.code128BarcodeGenerator()
    barcode.message = Data("PLUMB".utf8)
    #expect(barcode.outputImage == nil && UIImage(ciImage: CIImage(color: .black)).size == .zero)
  }
}

/// A QR scanner's camera model, as scanner tutorials write it.
final class QRScanner: NSObject, ObservableObject, AVCaptureMetadataOutputObjectsDelegate {
  let session = AVCaptureSession()
  let output = AVCaptureMetadataOutput()
  @Published var code: String?
  func configure() {
    guard session.canAddOutput(output) else { return }
    session.addOutput(output)
    output.setMetadataObjectsDelegate(self, queue: .main)
    output.metadataObjectTypes = [.qr]
  }
  func configureAnyway() {
    output.setMetadataObjectsDelegate(self, queue: .main)
    output.metadataObjectTypes = [.qr, .ean13]
  }
  func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
    code = (metadataObjects.first as? AVMetadataMachineReadableCodeObject)?.stringValue
  }
}

extension MediaAndDevicesTests {
  @Test func qrScannerWithoutACamera() {
    let scanner = QRScanner()
    scanner.configure()
    // No camera: the session takes no output, so nothing is configured.
    #expect(scanner.output.metadataObjectTypes.isEmpty && scanner.output.metadataObjectsDelegate == nil)
    scanner.configureAnyway()
    #expect(scanner.output.metadataObjectTypes == [.qr, .ean13] && scanner.output.metadataObjectsDelegate === scanner)
    #expect(scanner.code == nil)
    // The preview layer converts between its rectangle and the unit one.
    let layer = AVCaptureVideoPreviewLayer(session: scanner.session)
    layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 400)
    #expect(layer.metadataOutputRectConverted(fromLayerRect: CGRect(x: 50, y: 100, width: 100, height: 200))
      == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
  }
}
