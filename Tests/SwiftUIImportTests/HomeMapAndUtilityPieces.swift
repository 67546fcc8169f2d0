import AVFoundation
import CloudKit
import Combine
import Contacts
import CoreText
import CoreLocation
import Foundation
@testable import HomeKit
import MapKit
import SwiftUI
import Testing

// Pieces of smart-home, map, camera and utility apps, as they are written:
// HomeKit scenes, a Look Around controller, an address block, camera
// discovery, a timer's `prefix(while:)`, a converter's formatted field.

/// A typewriter effect's timer, stopped by `prefix(while:)`.
private struct TypewriterText: View {
  let text: String
  @State private var shown = ""
  var body: some View {
    Text(shown)
      .onAppear {
        _ = Timer.publish(every: 0.05, on: .main, in: .common)
          .autoconnect()
          .prefix(while: { _ in shown.count < text.count })
          .sink { _ in shown = String(text.prefix(shown.count + 1)) }
      }
  }
}

/// A tip calculator's amount field, titled by a `String`, and a password
/// field with the older commit callback.
private struct TipForm: View {
  @State private var amount = 42.5
  @State private var password = ""
  let placeholder = "Amount"
  var body: some View {
    VStack {
      TextField(placeholder, value: $amount, formatter: NumberFormatter())
      SecureField("Password", text: $password, onCommit: {})
    }
  }
}

/// A map annotation whose title is a view.
private struct Waypoint: View {
  let point = CLLocationCoordinate2D(latitude: 47.37, longitude: 8.54)
  var body: some View {
    Map {
      Annotation(coordinate: point) {
        Circle().stroke(Color.cyan, lineWidth: 2).frame(width: 16, height: 16)
      } label: {
        Text("Start")
      }
    }
  }
}

/// A rate fetcher: a `Never`-failing publisher flat-mapped into a request
/// that can fail.
private enum NetworkError: Error { case offline }
private final class RateService {
  @Published var session: URLSession? = .shared
  func rates() -> AnyPublisher<Data, NetworkError> {
    $session
      .compactMap { $0 }
      .flatMap { _ in Fail<Data, NetworkError>(error: .offline) }
      .eraseToAnyPublisher()
  }
  func names() -> AnyPublisher<String, NetworkError> {
    Fail<Int, NetworkError>(error: .offline)
      .flatMap { _ in Just("never") }
      .eraseToAnyPublisher()
  }
}

@Suite struct HomeMapAndUtilityPieces {
  @Test func viewsLayOut() throws {
    // Before it appears the typewriter shows nothing: an empty line, no
    // width, as SwiftUI's `Text("")`.
    #expect(LayoutResult(of: TypewriterText(text: "Hello")).size.width == 0)
    // The fields take the width offered (a UITextField fills its row).
    #expect(LayoutResult(of: TipForm(), proposal: ProposedViewSize(width: 300, height: nil)).size.width == 300)
    // The Map fills what it is offered.
    #expect(LayoutResult(of: Waypoint(), proposal: ProposedViewSize(width: 200, height: 100)).size == CGSize(width: 200, height: 100))
  }

  /// Scenes are kept as code adds them; a scene with actions cannot run,
  /// no accessory being reachable; built-in scenes are made on first use.
  @Test @MainActor func homeKitScenesAreKept() {
    let manager = HMHomeManager()
    var home: HMHome?
    manager.addHome(withName: "Flat") { h, _ in home = h }
    guard let home else { Issue.record("no home was added"); return }
    var scene: HMActionSet?
    home.addActionSet(withName: "Movie") { s, error in
      scene = s
      #expect(error == nil)
    }
    var duplicate: (any Error)?
    home.addActionSet(withName: "Movie") { _, error in duplicate = error }
    #expect((duplicate as? HMError)?.code == .objectWithSimilarNameExistsInHome)
    #expect(home.actionSets.map(\.name) == ["Movie"])
    #expect(scene?.actionSetType == HMActionSetTypeUserDefined)

    var emptyRun: (any Error)? = HMError(.unexpectedError)
    home.executeActionSet(scene!) { emptyRun = $0 }
    #expect(emptyRun == nil)

    let morning = home.builtinActionSet(ofType: HMActionSetTypeWakeUp)
    #expect(morning?.name == "Good Morning")
    #expect(home.builtinActionSet(ofType: HMActionSetTypeWakeUp) === morning)
    #expect(home.builtinActionSet(ofType: HMActionSetTypeUserDefined) == nil)

    home.removeActionSet(scene!) { _ in }
    #expect(home.actionSets.map(\.name) == ["Good Morning"])

    let trigger = HMTimerTrigger(name: "Dusk", fireDate: Date(timeIntervalSince1970: 0), recurrence: nil)
    home.addTrigger(trigger) { _ in }
    trigger.enable(true) { _ in }
    #expect(home.triggers.first?.isEnabled == true)
  }

  /// A scene's write actions, cast the way HomeKit apps cast them.
  @Test func writeActionsCastToNSCopying() {
    let scene = HMActionSet(testName: "Lights")
    let action: HMAction = HMCharacteristicWriteAction<any NSCopying>(
      characteristic: HMCharacteristic(testType: HMCharacteristicTypePowerState), targetValue: NSNumber(value: true))
    scene.addAction(action) { _ in }
    let cast = scene.actions.compactMap { $0 as? HMCharacteristicWriteAction<any NSCopying> }
    #expect(cast.count == 1)
    #expect(cast.first?.characteristic.characteristicType == HMCharacteristicTypePowerState)
    #expect((cast.first?.targetValue as? NSNumber)?.boolValue == true)
  }

  /// Apple's mailing-address order: street, then city, state and code on
  /// one line, then the country.
  @Test func postalAddressFormatsAsAMailingAddress() {
    let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03))
    #expect(placemark.postalAddress == nil)
    let address = CNMutablePostalAddress()
    address.street = "1 Infinite Loop"
    address.city = "Cupertino"
    address.state = "CA"
    address.postalCode = "95014"
    address.country = "United States"
    #expect(
      CNPostalAddressFormatter().string(from: address) == "1 Infinite Loop\nCupertino CA 95014\nUnited States")
    let place = CLPlacemark(location: nil, name: "Park", locality: "Zürich", country: "Switzerland")
    #expect(place.postalAddress.map { CNPostalAddressFormatter.string(from: $0, style: .mailingAddress) } == "Zürich\nSwitzerland")
  }

  /// `getCoordinates(_:range:)` copies the range's points out.
  @Test func polylineCopiesItsCoordinates() {
    let points = (0..<5).map { CLLocationCoordinate2D(latitude: Double($0), longitude: -Double($0)) }
    let line = MKPolyline(coordinates: points, count: points.count)
    var out = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(latitude: 0, longitude: 0), count: 2)
    out.withUnsafeMutableBufferPointer { line.getCoordinates($0.baseAddress!, range: NSRange(location: 2, length: 2)) }
    #expect(out.map(\.latitude) == [2, 3])
    #expect(out.map(\.longitude) == [-2, -3])
  }

  @Test @MainActor func cameraAndLookAroundAreEmpty() {
    let discovery = AVCaptureDevice.DiscoverySession(
      deviceTypes: [.builtInWideAngleCamera, .external, .microphone], mediaType: .video, position: .unspecified)
    #expect(discovery.devices.isEmpty)
    let controller = MKLookAroundViewController(scene: MKLookAroundScene())
    #expect(controller.scene != nil)
    #expect(controller.isNavigationEnabled)
    let cursor: CKQueryOperation.Cursor? = nil
    #expect(cursor == nil)
  }

  /// Running an AppleScript fails on Linux with Apple's error keys.
  @Test func appleScriptReportsItCannotRun() {
    var error: NSDictionary?
    let script = NSAppleScript(source: "tell application \"Finder\" to activate")
    script?.executeAndReturnError(&error)
    #expect((error?[NSAppleScript.errorNumber] as? Int) == -1750)
    #expect((error?[NSAppleScript.errorMessage] as? String)?.contains("Linux") == true)
  }

  /// iOS 16's folder URLs, which the Linux Foundation lacks: the folders
  /// `FileManager` names where it names one, else under the home folder.
  @Test func foldersHaveApplesNames() {
    let home = URL.homeDirectory
    #expect(URL.libraryDirectory == home.appendingPathComponent("Library", isDirectory: true))
    #expect(URL.downloadsDirectory == FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask).first)
    #expect(URL.documentsDirectory.appending(path: "notes.json").lastPathComponent == "notes.json")
    #expect(URL.applicationDirectory.path == "/Applications")
  }

  /// Registering a bundled font the Core Graphics way: the file is read,
  /// the font is not registered (figures draw the pinned family).
  @Test func fontRegistrationReadsTheFileAndRegistersNothing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("HomeMapAndUtilityPieces-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Brand.ttf")
    try Data([0, 1, 0, 0]).write(to: file)
    #expect(CGDataProvider(url: dir.appendingPathComponent("Missing.ttf") as CFURL) == nil)
    let provider = try #require(CGDataProvider(url: file as CFURL))
    #expect((provider.data as Data?)?.count == 4)
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName == nil)
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(CGFont("Inter-Regular" as CFString)?.postScriptName == "Inter-Regular")
    #expect(CGFont("Brand-Bold" as CFString) == nil)
  }

  @Test @MainActor func placemarksAndGestures() {
    let place = CLPlacemark(location: CLLocation(latitude: 47.37, longitude: 8.54), name: "Zürich")
    #expect(MKPlacemark(placemark: place).coordinate.latitude == 47.37)
    #expect(MKPlacemark(placemark: CLPlacemark()).coordinate.longitude == 0)
    let view = UIView()
    let press = UILongPressGestureRecognizer()
    view.addGestureRecognizer(press)
    #expect(view.gestureRecognizers?.count == 1)
    view.removeGestureRecognizer(press)
    #expect(view.gestureRecognizers?.isEmpty == true)
  }

  @Test func combineOperatorsHaveApplesTypes() {
    let service = RateService()
    let _: AnyPublisher<Data, NetworkError> = service.rates()
    let _: AnyPublisher<String, NetworkError> = service.names()
    let counted: AnyPublisher<Int, Never> = Just(3).count()
    var values: [Int] = []
    let c = counted.sink { values.append($0) }
    c.cancel()
    // Inert, as the other operators: nothing is published.
    #expect(values.isEmpty)
  }
}

// No accessory exists on Linux to give a characteristic: the test makes
// one and a scene with the module's internal initializers.
extension HMActionSet {
  fileprivate convenience init(testName: String) { self.init(name: testName, type: HMActionSetTypeUserDefined) }
}
extension HMCharacteristic {
  fileprivate convenience init(testType: String) { self.init(characteristicType: testType) }
}
