import AVFoundation
import AppIntents
import MapKit
import MobileCoreServices
import SceneKit
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

  /// A rich-text representable's coordinator configures its `UITextView`
  /// and a label's: what it sets is read back; UIKit's defaults hold
  /// (a text container inset of 8 above and below, padding 5, a label of
  /// one line truncated at its tail).
  @Test func textViewAndLabelSettingsAreKept() {
    let textView = UITextView(frame: .zero)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.text = "Hello"
    textView.insertText(", world")
    textView.dataDetectorTypes = [.link, .phoneNumber]
    textView.isScrollEnabled = false
    textView.font = .preferredFont(forTextStyle: .body)
    #expect(textView.text == "Hello, world" && textView.hasText && !textView.isScrollEnabled)
    #expect(textView.dataDetectorTypes.contains(.link) && textView.textContainerInset == .zero)
    let label = UILabel()
    #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail && label.text == nil)
    label.numberOfLines = 0
    label.text = "Two\nlines"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    #expect(label.numberOfLines == 0 && label.text == "Two\nlines" && label.minimumScaleFactor == 0.5)
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Camera")) == UIViewController.self)
    let mac = NSTextView()
    mac.textContainer?.lineFragmentPadding = 2
    mac.isAutomaticDashSubstitutionEnabled = false
    #expect(mac.textContainer?.lineFragmentPadding == 2 && !mac.isAutomaticDashSubstitutionEnabled)
    NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
    #expect(NSSharingService(named: .composeEmail)?.canPerform(withItems: ["x"]) == false)
  }

  /// A voice memo's recorder keeps the settings it was made with (the
  /// format as Core Audio's four-character code: 'aac ' is 0x61616320)
  /// and records nothing; SceneKit actions keep their timing.
  @Test func recorderSettingsAndSceneActions() throws {
    let settings: [String: Any] = [
      AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000, AVNumberOfChannelsKey: 1,
      AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
    ]
    let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: "memo.m4a"), settings: settings)
    #expect(recorder.settings[AVFormatIDKey] as? Int == 0x6161_6320)
    #expect(recorder.settings[AVEncoderAudioQualityKey] as? Int == 0x60)
    #expect(!recorder.record(forDuration: 5) && !recorder.isRecording && recorder.currentTime == 0)
    let spin = SCNAction.rotateBy(x: 0, y: .pi, z: 0, duration: 2)
    spin.timingMode = .easeInEaseOut
    #expect(SCNAction.sequence([spin, .wait(duration: 1), spin.reversed()]).duration == 5)
    #expect(SCNAction().duration == 0 && spin.timingMode == .easeInEaseOut)
  }
}
