import ARKit
import AdSupport
import DeviceActivity
import FamilyControls
import GameKit
import HealthKit
import JavaScriptCore
import QuickLookThumbnailing
import RealityKit
import Speech
import WeatherKit
import AppTrackingTransparency
import ContactsUI
import CoreMedia
import CoreSpotlight
import EventKitUI
import LinkPresentation
import MultipeerConnectivity
import PDFKit
import PassKit
import SwiftUI
import Testing

// The frameworks app files import around their screens: the tracking
// prompt, link previews, Spotlight, PDF documents, Apple Pay, nearby peers,
// and the contact and event pickers, as their view models use them.

/// A reader's model: opens a document and pages through it.
final class ReaderModel: ObservableObject {
  let view = PDFView()
  @Published var pageLabel = ""
  func open(_ data: Data) -> Bool {
    guard let document = PDFDocument(data: data) else { return false }
    view.document = document
    view.autoScales = true
    pageLabel = view.currentPage?.label ?? ""
    return true
  }
  func next() {
    view.goToNextPage(nil)
    pageLabel = view.currentPage?.label ?? ""
  }
}

/// A Screen Time app's picker screen and report.
struct FocusSetup: View {
  @State private var selection = FamilyActivitySelection()
  var body: some View {
    VStack(spacing: 0) {
      Text("\(selection.applicationTokens.count) apps")
      FamilyActivityPicker(selection: $selection).frame(height: 200)
      DeviceActivityReport(.init("Top Apps")).frame(height: 100)
    }
  }
}

struct CheckoutView: View {
  var body: some View {
    VStack(spacing: 12) {
      Text("Total $12.00")
      PayWithApplePayButton(.buy) {}
        .frame(width: 200, height: 44)
      PayWithApplePayButton(.plain) {}
        .payWithApplePayButtonStyle(.white)
        .frame(width: 120, height: 30)
    }
  }
}

/// A game's nearby-players model.
final class Lobby: NSObject, ObservableObject, MCSessionDelegate, MCNearbyServiceBrowserDelegate {
  let me = MCPeerID(displayName: "Ada")
  lazy var session = MCSession(peer: me, securityIdentity: nil, encryptionPreference: .required)
  lazy var browser = MCNearbyServiceBrowser(peer: me, serviceType: "plumb-game")
  @Published var found: [String] = []
  @Published var lastError: String?
  func start() {
    session.delegate = self
    browser.delegate = self
    browser.startBrowsingForPeers()
  }
  func send(_ text: String) {
    do { try session.send(Data(text.utf8), toPeers: session.connectedPeers, with: .reliable) } catch { lastError = "\(error)" }
  }
  func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) {}
  func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {}
  func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID) {}
  func session(
    _ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress
  ) {}
  func session(
    _ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?,
    withError error: Error?
  ) {}
  func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
    found.append(peerID.displayName)
  }
  func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) {}
}

@MainActor @Suite struct AppFrameworksTests {
  @Test func pdfPagesCountedFromTheFile() throws {
    // A one-page PDF, drawn by Plumb's own renderer (Cairo).
    let one = try ImageRenderer(content: Text("Page").frame(width: 100, height: 100)).pdfData()
    let model = ReaderModel()
    #expect(!model.open(Data("not a pdf".utf8)))
    #expect(model.open(one))
    let document = try #require(model.view.document)
    #expect(document.pageCount == 1 && model.pageLabel == "1")
    // Pages code adds are kept, and the view pages through them.
    document.insert(PDFPage(), at: 1)
    #expect(document.pageCount == 2 && document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
    model.next()
    #expect(model.pageLabel == "2" && !model.view.canGoToNextPage)
    #expect(document.dataRepresentation() == one)
    // A removed page belongs to no document and has no label.
    let removed = try #require(document.page(at: 1))
    document.removePage(at: 1)
    #expect(removed.document == nil && removed.label == nil && document.pageCount == 1)
  }

  @Test func applePayButtonsDrawnAsIOSDrawsThem() throws {
    let r = ImageRenderer(content: CheckoutView())
    let layout = try r.layout()
    #expect(layout.frames.contains { $0.kind == "Text(\"Buy with Pay\")" })
    let shapes = layout.frames.filter { $0.kind.hasPrefix("RoundedRectangle") }
    #expect(shapes.map(\.frame.size).contains(CGSize(width: 200, height: 44)))
    #expect(shapes.map(\.frame.size).contains(CGSize(width: 120, height: 30)))
    // The buy button is black, the plain one (style `.white`) white.
    let image = try r.pixelImage()
    let buy = try #require(shapes.first { $0.frame.size.width == 200 }).frame
    let px = image[Int(buy.minX) + 4, Int(buy.midY)]
    #expect(px.r < 20 && px.g < 20 && px.b < 20, "\(px)")
    let plain = try #require(shapes.first { $0.frame.size.width == 120 }).frame
    #expect(image[Int(plain.minX) + 4, Int(plain.midY)].r > 235)
    // Apple Pay is supported, with no card set up.
    #expect(PKPaymentAuthorizationController.canMakePayments())
    #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa]))
    #expect(PKPaymentAuthorizationViewController(paymentRequest: PKPaymentRequest()) == nil)
    #expect(!PKPassLibrary.isPassLibraryAvailable())
  }

  @Test func noPeersNearby() {
    let lobby = Lobby()
    lobby.start()
    #expect(lobby.found.isEmpty && lobby.session.connectedPeers.isEmpty)
    lobby.send("hi")
    #expect(lobby.lastError?.contains("NotConnected") == true)
    #expect(MCPeerID(displayName: "Ada") != lobby.me)
  }

  @Test func trackingSpotlightAndLinks() async throws {
    #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)
    #expect(ATTrackingManager.trackingAuthorizationStatus == .denied)
    #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
    // Spotlight keeps what is indexed, by identifier and domain.
    let index = CSSearchableIndex(name: "test")
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "Trip to Porto"
    try await index.indexSearchableItems([
      CSSearchableItem(uniqueIdentifier: "trip-1", domainIdentifier: "trips", attributeSet: attributes),
      CSSearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "notes", attributeSet: attributes),
    ])
    #expect(index.indexedIdentifiers == ["note-1", "trip-1"] && attributes.contentType == "public.text")
    index.deleteSearchableItems(withDomainIdentifiers: ["trips"])
    #expect(index.indexedIdentifiers == ["note-1"])
    // No network: metadata fails; a link view keeps its URL.
    await #expect(throws: LPError.self) { _ = try await LPMetadataProvider().startFetchingMetadata(for: URL(string: "https://swift.org")!) }
    #expect(LPLinkView(url: URL(string: "https://swift.org")!).metadata.url?.host == "swift.org")
    // Core Media's times add exactly in one timescale.
    let t = CMTime(value: 3, timescale: 600) + CMTime(value: 5, timescale: 600)
    #expect(t.value == 8 && t.timescale == 600 && CMTimeCompare(t, .zero) == 1)
    #expect(CMTimeAdd(CMTime(seconds: 1, preferredTimescale: 1), CMTime(value: 1, timescale: 2)).seconds == 1.5)
    // The same instant in two timescales is equal; a range ends exactly.
    #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
    #expect(CMTimeRange(start: .zero, duration: CMTime(value: 300, timescale: 600)).end.seconds == 0.5)
    #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid && CMTime.indefinite != CMTime.invalid)
    #expect(CMTime.positiveInfinity > CMTime(value: .max, timescale: 1))
    // The pickers are made and never shown.
    let contact = CNContactViewController(forNewContact: nil)
    #expect(contact.allowsEditing && contact.contact.givenName.isEmpty)
    let editor = EKEventEditViewController()
    editor.eventStore = EKEventStore()
    #expect(editor.event == nil)
  }

  @Test func foundationShadowsAndCodableAngle() throws {
    let f = PersonNameComponentsFormatter()
    let name = try #require(f.personNameComponents(from: "Ada King Lovelace"))
    #expect(name.givenName == "Ada" && name.middleName == "King" && name.familyName == "Lovelace")
    #expect(f.string(from: name) == "Ada Lovelace")
    f.style = .abbreviated
    #expect(f.string(from: name) == "AL")
    f.style = .long
    #expect(f.string(from: name) == "Ada King Lovelace")
    // Angles are Codable, as SwiftUI's are (a card's saved transform).
    let data = try JSONEncoder().encode(Angle.degrees(90))
    #expect(try JSONDecoder().decode(Angle.self, from: data).degrees == 90)
    let ticker = Timer.TimerPublisher(interval: 10, runLoop: .main, mode: .default)
    #expect(ticker.interval == 10)
  }

  @Test func arSessionsWithoutACamera() throws {
    #expect(!ARWorldTrackingConfiguration.isSupported && !ARFaceTrackingConfiguration.isSupported)
    let view = ARView(frame: .zero)
    let configuration = ARWorldTrackingConfiguration()
    configuration.planeDetection = [.horizontal]
    view.session.run(configuration)
    #expect(view.session.configuration === configuration && view.session.currentFrame == nil)
    // No frame ever arrives, so the tracking state is never reported.
    if case .notAvailable = ARCamera().trackingState {} else { Issue.record("tracking without a camera") }
    var failure: (any Error)?
    view.session.getCurrentWorldMap { _, error in failure = error }
    #expect((failure as? ARError)?.code == .invalidWorldMap)
  }

  @Test func screenTimeWithoutScreenTime() async throws {
    #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
    await #expect(throws: FamilyControlsError.self) { try await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    // The picker and the report are empty areas of the size offered.
    let r = try ImageRenderer(content: FocusSetup().frame(width: 300)).layout()
    #expect(r.frames.contains { $0.kind == "Text(\"0 apps\")" })
    #expect(r.frames.filter { $0.kind.hasPrefix("Color") }.map(\.frame.height) == [200, 100])
    // Stores of one name share their settings, as the system's do.
    let store = ManagedSettingsStore(named: .init("focus"))
    store.shield.applicationCategories = .all()
    #expect(ManagedSettingsStore(named: .init("focus")).shield.applicationCategories == .all(except: []))
    #expect(ManagedSettingsStore(named: .init("other")).shield.applicationCategories == nil)
    store.clearAllSettings()
    #expect(store.shield.applicationCategories == nil)
    let center = DeviceActivityCenter()
    try center.startMonitoring(
      DeviceActivityName("daily"),
      during: DeviceActivitySchedule(intervalStart: DateComponents(hour: 9), intervalEnd: DateComponents(hour: 17), repeats: true))
    #expect(DeviceActivityCenter().activities == [DeviceActivityName("daily")])
    center.stopMonitoring()
    #expect(center.activities.isEmpty)
  }

  @Test func javaScriptWithoutAnEngine() {
    let context = JSContext()!
    var messages: [String] = []
    context.exceptionHandler = { _, exception in messages.append(exception?.toString() ?? "") }
    context.setObject(21, forKeyedSubscript: "answer" as NSString)
    #expect(context.objectForKeyedSubscript("answer").toInt32() == 21)
    let result = context.evaluateScript("answer * 2")
    #expect(result?.isUndefined == true && messages.count == 1 && messages[0].contains("no JavaScript engine"))
    // ToInt32 wraps modulo 2³², as JavaScript's does.
    #expect(JSValue(double: 4_294_967_298, in: context).toInt32() == 2 && JSValue(double: 1e20, in: context).toInt32() == 1_661_992_960)
    #expect(JSValue(double: -1.5, in: context).toInt32() == -1)
  }

  @Test func servicesThatAreNotThere() async throws {
    await #expect(throws: QLThumbnailError.self) {
      _ = try await QLThumbnailGenerator.shared.generateBestRepresentation(
        for: .init(fileAt: URL(fileURLWithPath: "/x.pdf"), size: CGSize(width: 60, height: 60), scale: 3, representationTypes: .all))
    }
    await #expect(throws: GKError.self) { _ = try await GKMatchmaker.shared().findMatch(for: GKMatchRequest()) }
    #expect(throws: HKError.self) { _ = try HKHealthStore().bloodType() }
    #expect(UVIndex.ExposureCategory.veryHigh.description == "Very High")
    #expect(SFSpeechRecognitionRequest().shouldReportPartialResults)
  }
}
