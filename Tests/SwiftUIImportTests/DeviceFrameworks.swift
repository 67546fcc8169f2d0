import AppIntents
import AuthenticationServices
import BackgroundTasks
import CoreMotion
import EventKit
import GameplayKit
import ImageIO
import Intents
import NaturalLanguage
import Network
import PencilKit
import Photos
import QuickLook
import SwiftUI
import Translation
import WebKit

// What app screens ask of the device, as they write it: whether they are
// online, the calendar, the motion sensors, the photo library, an image
// file, and seeded random data for a chart.

@MainActor
final class ConnectivityModel: ObservableObject {
  @Published var isConnected = false
  @Published var usesWiFi = false
  private let monitor = NWPathMonitor()

  func start() {
    monitor.pathUpdateHandler = { path in
      Task { @MainActor in
        self.isConnected = path.status == .satisfied
        self.usesWiFi = path.usesInterfaceType(.wifi)
      }
    }
    monitor.start(queue: DispatchQueue(label: "Monitor"))
  }
}

struct AgendaView: View {
  let store = EKEventStore()
  @State private var events: [EKEvent] = []
  var body: some View {
    List(events, id: \.eventIdentifier) { event in
      Text(event.title)
    }
    .overlay {
      if events.isEmpty { Text("No Events") }
    }
    .task {
      let granted = (try? await store.requestFullAccessToEvents()) ?? false
      guard granted else { return }
      let predicate = store.predicateForEvents(withStart: .now, end: .now.addingTimeInterval(86_400), calendars: nil)
      events = store.events(matching: predicate)
    }
  }
}

final class LevelModel: ObservableObject {
  let motionManager = CMMotionManager()
  @Published var roll = 0.0
  @Published var pitch = 0.0
  func start() {
    if motionManager.isDeviceMotionAvailable {
      motionManager.startDeviceMotionUpdates()
    }
    if let data = motionManager.deviceMotion {
      roll = data.attitude.roll
      pitch = data.attitude.pitch
    }
  }
}

struct SalesPoint: Identifiable {
  let id: Int
  let sales: Int
}

/// Chart data as Apple's Swift Charts samples make it.
let gaussianRandoms = GKGaussianDistribution(lowestValue: 0, highestValue: 20)
func salesData() -> [SalesPoint] { (0..<30).map { SalesPoint(id: $0, sales: gaussianRandoms.nextInt()) } }

/// Landmarks (2019): an image file opened with ImageIO.
func loadImage(at url: URL) -> CGImage? {
  guard let source = CGImageSourceCreateWithURL(url as NSURL, nil) else { return nil }
  return CGImageSourceCreateImageAtIndex(source, 0, nil)
}

func latestPhoto() -> PHAsset? {
  let options = PHFetchOptions()
  options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
  options.fetchLimit = 1
  return PHAsset.fetchAssets(with: .image, options: options).firstObject
}

/// Background refresh as apps schedule it.
func scheduleRefresh() -> String {
  BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
    task.setTaskCompleted(success: true)
  }
  let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
  request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
  do {
    try BGTaskScheduler.shared.submit(request)
    return "scheduled"
  } catch {
    return "not scheduled"
  }
}

/// A widget configuration summary with a condition, and a control's link.
struct SymbolConfigurationIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = .init("widget.symbol.title", defaultValue: "Symbol")
  @Parameter(title: "Name") var name: String?
  @Parameter(title: "Customize", default: false) var customize: Bool
  @Parameter(title: "Size", default: 20) var size: Int
  @Parameter(title: "Symbol", optionsProvider: SymbolOptions()) var symbol: String?
  struct SymbolOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<String> {
      IntentItemCollection(sections: [IntentItemSection("Weather", items: ["sun.max", "cloud"]), IntentItemSection(items: ["star"])])
    }
  }
  static var parameterSummary: some ParameterSummary {
    When(\.$customize, .equalTo, true) {
      Summary {
        \.$name
        \.$size
      }
    } otherwise: {
      Summary { \.$name }
    }
  }
}

/// iOS 26's SwiftUI web view with its page.
struct ArticleView: View {
  @State private var page = WebPage()
  var body: some View {
    WebView(page)
      .webViewBackForwardNavigationGestures(.hidden)
      .onAppear { page.load(URLRequest(url: URL(string: "https://example.com")!)) }
      .navigationTitle(page.title)
  }
}

/// A login screen's Sign in with Apple button.
struct AppleLogin: View {
  @State private var message = "Signed out"
  var body: some View {
    VStack {
      Text(message)
      SignInWithAppleButton(.signIn) { request in
        request.requestedScopes = [.fullName, .email]
      } onCompletion: { result in
        switch result {
        case .success(let authorization):
          if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
            message = credential.fullName?.givenName ?? credential.user
          }
        case .failure(let error):
          message = error.localizedDescription
        }
      }
      .signInWithAppleButtonStyle(.black)
      .frame(height: 50)
    }
    .padding()
  }
}

/// A drawing screen as PencilKit tutorials write it, with a Quick Look
/// preview of the exported file.
struct CanvasRepresentable: UIViewRepresentable {
  @Binding var canvas: PKCanvasView
  let picker = PKToolPicker()
  func makeUIView(context: Context) -> PKCanvasView {
    canvas.drawingPolicy = .anyInput
    canvas.tool = PKInkingTool(.pen, color: .black, width: 10)
    canvas.delegate = context.coordinator
    picker.setVisible(true, forFirstResponder: canvas)
    picker.addObserver(context.coordinator)
    return canvas
  }
  func updateUIView(_ uiView: PKCanvasView, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  final class Coordinator: NSObject, PKCanvasViewDelegate, PKToolPickerObserver {
    var changes = 0
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { changes += 1 }
  }
}

struct DrawingScreen: View {
  @State private var canvas = PKCanvasView()
  @State private var exported: URL?
  var body: some View {
    CanvasRepresentable(canvas: $canvas)
      .toolbar {
        Button("Export") {
          let image = canvas.drawing.image(from: canvas.bounds, scale: 2)
          exported = image.pngData().map { _ in URL(fileURLWithPath: "/dev/null") }
        }
      }
      .quickLookPreview($exported)
  }
}

/// A survey screen scoring feedback with NaturalLanguage, and a phrase
/// translated with the Translation framework.
struct FeedbackScore {
  let tagger = NLTagger(tagSchemes: [.sentimentScore])
  func score(_ text: String) -> Double {
    var sentimentScore = 0.0
    tagger.string = text
    tagger.enumerateTags(in: text.startIndex..<text.endIndex, unit: .paragraph, scheme: .sentimentScore, options: []) {
      sentimentTag, _ in
      if let sentimentString = sentimentTag?.rawValue, let score = Double(sentimentString) {
        sentimentScore = score
        return true
      }
      return false
    }
    return sentimentScore
  }
}

struct PhraseTranslator: View {
  @State private var configuration: TranslationSession.Configuration?
  @State private var translated = "Not translated"
  @State private var showsSheet = false
  var body: some View {
    VStack {
      Text(translated)
      Button("Translate") { configuration = .init(source: Locale.Language(identifier: "en"), target: Locale.Language(identifier: "fr")) }
    }
    .translationTask(configuration) { session in
      translated = (try? await session.translate("Hello").targetText) ?? "Failed"
    }
    .translationPresentation(isPresented: $showsSheet, text: "Hello")
  }
}
