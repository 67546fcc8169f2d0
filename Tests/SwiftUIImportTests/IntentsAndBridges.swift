import AppIntents
import MapKit
import MobileCoreServices
import SwiftUI
import Testing
import WebKit

// App Intents' entities as Apple's WWDC25 workshops write them (`@Property`,
// `@ComputedProperty`, untitled `@Parameter`, a placeholder in a type's
// numeric format), and the UIKit bridges of 100 Days of SwiftUI projects
// (a shake detector, a GIF in a web view, map pins compared, image picker
// types by their old names).

struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Trail", numericFormat: "\(placeholder: .int) trails")
  static let defaultQuery = TrailQuery()
  let id: String
  @Property var name: String
  @Property(title: "Length") var kilometers: Double
  @ComputedProperty var summary: String { "\(name), \(kilometers) km" }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
  init(id: String, name: String, kilometers: Double) {
    self.id = id
    self.name = name
    self.kilometers = kilometers
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TrailEntity] { [] }
}

struct OpenTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Trail"
  @Parameter var trail: TrailEntity
  func perform() async throws -> some IntentResult { .result() }
}

/// A window that reports shakes, the 100 Days way (in a subclass here:
/// overriding in an extension needs the Objective-C runtime).
final class ShakeWindow: UIWindow {
  var shakes = 0
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { shakes += 1 }
  }
}

@MainActor @Suite struct IntentsAndBridgesTests {
  /// Entity properties hold what the initializer set; a computed property
  /// reads them; an untitled parameter makes an intent that can be made
  /// with `init()`; a numeric format keeps its placeholder.
  @Test func entityPropertiesAndParameters() {
    let trail = TrailEntity(id: "muir", name: "Muir Woods", kilometers: 3.5)
    #expect(trail.name == "Muir Woods" && trail.kilometers == 3.5)
    #expect(trail.summary == "Muir Woods, 3.5 km")
    trail.name = "Redwoods"
    #expect(trail.name == "Redwoods")
    let intent = OpenTrailIntent()
    intent.trail = trail
    #expect(intent.trail.id == "muir")
    let format: LocalizedStringResource = "\(placeholder: .int) trails"
    #expect(format.key == "%lld trails")
  }

  /// UIKit's bridges: a shake reaches a window subclass's `motionEnded`;
  /// map pins are objects; a web view takes data with its MIME type and
  /// makes no PDF (it loads nothing); the old type identifiers.
  @Test func uiKitBridges() {
    let window = ShakeWindow(frame: .zero)
    window.motionEnded(.motionShake, with: nil)
    window.motionEnded(.none, with: nil)
    #expect(window.shakes == 1)
    let pin = MKPointAnnotation()
    let pins = [pin, MKPointAnnotation()]
    #expect(pins.firstIndex(of: pin) == 0)
    #expect(pins[0] != pins[1])
    let web = WKWebView()
    #expect(web.load(Data(), mimeType: "image/gif", characterEncodingName: "", baseURL: URL(string: "about:blank")!) == nil)
    var failed = false
    web.createPDF { result in failed = (try? result.get()) == nil }
    #expect(failed)
    #expect(kUTTypeImage == "public.image" && kUTTypeMovie == "public.movie")
  }

  /// A search field's coordinator configures its `UITextField`: the
  /// settings are kept; a view's scale is an iPhone 15's.
  @Test func textFieldSettingsAreKept() {
    let field = UITextField(frame: .zero)
    field.returnKeyType = .search
    field.autocorrectionType = .no
    field.spellCheckingType = .no
    field.isSecureTextEntry = true
    #expect(field.returnKeyType == .search && field.autocorrectionType == .no && field.isSecureTextEntry)
    #expect(field.delegate == nil && !field.isEditing)
    #expect(UIView(frame: .zero).contentScaleFactor == 3)
  }
}
