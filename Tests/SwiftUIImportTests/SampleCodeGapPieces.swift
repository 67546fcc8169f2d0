import AVFoundation
import CloudKit
import Combine
import ContactsUI
import CoreBluetooth
import GroupActivities
import HealthKit
import MapKit
import PassKit
import SwiftUI
import Testing

// What Apple's sample code and Mac menu-bar apps wrote and Plumb lacked: a
// status item's popover, a route drawn from its projected points, a
// visionOS window pushed and a length in metres.

/// A menu bar app's controller, as the common status-item tutorial writes it.
@MainActor final class StatusPopoverController {
  let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
  private var popover: NSPopover!
  init() {
    popover = NSPopover()
    popover.contentSize = NSSize(width: 300, height: 300)
    popover.behavior = .transient
    popover.contentViewController = NSHostingController(rootView: Text("Stocks"))
  }
  func toggle() {
    guard let button = statusItem.button else { return }
    if popover.isShown {
      popover.performClose(nil)
    } else {
      popover.show(relativeTo: button.bounds, of: button, preferredEdge: NSRectEdge.minY)
    }
  }
  var isShown: Bool { popover.isShown }
}

struct ImmersiveControls: View {
  @Environment(\.pushWindow) private var pushWindow
  @Environment(\.physicalMetrics) private var physicalMetrics
  var body: some View {
    Button("Details") { pushWindow(id: "details") }
      .frame(width: physicalMetrics.convert(0.1, from: .meters))
  }
  static func metres(_ points: CGFloat) -> CGFloat {
    EnvironmentValues().physicalMetrics.convert(points, to: .meters)
  }
}

@MainActor @Suite struct SampleCodeGapPieces {
  @Test func aStatusItemsPopoverOpensAndCloses() {
    let controller = StatusPopoverController()
    controller.toggle()
    #expect(controller.isShown)
    controller.toggle()
    #expect(!controller.isShown)
  }

  /// MapKit's Web Mercator: the equator at the prime meridian is the
  /// middle of the world map, 2^28 / 2 = 134,217,728 on each axis.
  @Test func aPolylinesPointsAreProjected() {
    let coordinates = [CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 0, longitude: 90)]
    let line = MKPolyline(coordinates: coordinates, count: 2)
    let points = line.points()
    #expect(points[0] == MKMapPoint(x: 134_217_728, y: 134_217_728))
    #expect(points[1].x == 201_326_592)
    #expect(line.points() == points)
    // The C form, which recursed into itself until the stack overflowed.
    var route = coordinates
    let fromPointer = MKPolyline(coordinates: &route, count: 2)
    #expect(fromPointer.pointCount == 2 && fromPointer.coordinates[1].longitude == 90)
  }

  /// visionOS's 1,360 points a metre: 0.1 m is 136 points wide.
  @Test func physicalLengthsConvertAtVisionOSScale() {
    let r = LayoutResult(of: ImmersiveControls(), measurer: FixedAdvanceTextMeasurer())
    #expect(r.size.width == 136)
    #expect(ImmersiveControls.metres(136) == 0.1)
    let style = ProgressiveImmersionStyle(immersion: 0.01...1, initialAmount: 1)
    #expect(style.immersion == 0.01...1 && style.initialAmount == 1)
    // The initial amount is optional, as visionOS declares it.
    let crown: ProgressiveImmersionStyle = .progressive(0.2...1.0)
    #expect(crown.initialAmount == nil)
  }
}

/// A map whose annotation view highlights when selected, as a subclass.
final class PinView: MKAnnotationView {
  private(set) var highlighted = false
  private(set) var configured = 0
  override var annotation: (any MKAnnotation)? {
    didSet { configured += 1 }
  }
  override var isSelected: Bool {
    didSet { highlighted = isSelected }
  }
}

/// A table controller overriding the delegate methods UIKit's subclasses do.
final class SectionedTable: UITableViewController {
  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UILabel() }
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 32 }
  override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    .none
  }
  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

struct ServicesDropTarget: View {
  @State private var showingPicker = false
  var body: some View {
    Text("Drop here")
      .importsItemProviders([.image]) { _ in false }
      .contactAccessPicker(isPresented: $showingPicker) { _ in }
  }
}

@MainActor @Suite struct SampleCodeGapMorePieces {
  @Test func mapsAndWorkoutsKeepWhatCodeSets() throws {
    let map = MKMapView()
    map.setCamera(
      MKMapCamera(
        lookingAtCenter: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), fromDistance: 800, pitch: 45,
        heading: 0),
      animated: false)
    #expect(map.camera.pitch == 45 && map.camera.centerCoordinateDistance == 800)
    let pin = PinView(annotation: nil, reuseIdentifier: "pin")
    pin.setSelected(true, animated: false)
    #expect(pin.highlighted && pin.isSelected)
    pin.annotation = MKPointAnnotation()
    #expect(pin.configured == 1)
    let table = SectionedTable(style: .insetGrouped)
    #expect(table.tableView(table.tableView, heightForHeaderInSection: 0) == 32)
    #expect(MKMapItem(coordinate: CLLocationCoordinate2D()).identifier == nil)
    let text = UITextView()
    text.contentInsetAdjustmentBehavior = .never
    #expect(text.contentInsetAdjustmentBehavior == .never)
    #expect(NSImage.imageTypes.contains("public.png"))
  }

  @Test func workoutsPaymentsAndPanels() throws {
    let configuration = HKWorkoutConfiguration()
    configuration.activityType = .running
    let session = try HKWorkoutSession(healthStore: HKHealthStore(), configuration: configuration)
    #expect(session.activityType == .running)
    #expect(session.associatedWorkoutBuilder().workoutEvents.isEmpty)
    let request = PKPaymentRequest()
    let express = PKShippingMethod(label: "Express", amount: NSDecimalNumber(string: "9.99"))
    express.identifier = "express"
    request.shippingMethods = [express]
    #expect(request.shippingMethods?.first?.identifier == "express")
    let panel = NSPanel(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
    panel.resignMain()
    NSApplication.shared.yieldActivation(toApplicationWithBundleIdentifier: "com.apple.finder")
  }

  /// Modifiers that present or import nothing leave the text as it is:
  /// "Drop here", 9 characters at the fixed advance.
  @Test func importsAndPickersDrawNothing() {
    let plain = LayoutResult(of: Text("Drop here"), measurer: FixedAdvanceTextMeasurer())
    let r = LayoutResult(of: ServicesDropTarget(), measurer: FixedAdvanceTextMeasurer())
    #expect(r.size == plain.size)
  }
}

/// A peripheral that answers reads, as Apple's Bluetooth sample does.
final class ReadAnswerer: NSObject, CBPeripheralManagerDelegate {
  private(set) var answered = 0
  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {}
  func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {
    answered += 1
    peripheral.respond(to: request, withResult: .success)
  }
}

@MainActor @Suite struct SampleCodeFrameworkGapPieces {
  @Test func sharedPlaybackAndRecordsAndContacts() async throws {
    let player = AVPlayer()
    let session = GroupSession(activity: DrawTogether())
    player.playbackCoordinator.coordinateWithSession(session)
    player.playbackCoordinator.suspensionReasonsThatTriggerWaiting = [.stallRecovery]
    var activities: [String] = []
    let cancellable = session.$activity.sink { activities.append($0.metadata.title ?? "") }
    _ = cancellable
    let record = CKRecord(recordType: "Note")
    record.setValuesForKeys(["title": "Plumb", "count": 2])
    #expect(record["title"] as? String == "Plumb")
    let request = CNContactFetchRequest(keysToFetch: [])
    request.sortOrder = .givenName
    #expect(request.sortOrder == .givenName)
    #expect(try await HKHealthStore().recoverActiveWorkoutSession() == nil)
    #expect(AVURLAsset(url: URL(fileURLWithPath: "/a.mov")).httpSessionIdentifier != AVURLAsset(url: URL(fileURLWithPath: "/a.mov")).httpSessionIdentifier)
    let answerer = ReadAnswerer()
    let manager = CBPeripheralManager(delegate: answerer, queue: nil)
    #expect(manager.delegate === answerer && answerer.answered == 0)
    #expect(NSWorkspace.activeSpaceDidChangeNotification.rawValue == "NSWorkspaceActiveSpaceDidChangeNotification")
  }
}
