import Combine
import Foundation
import MapKit
import SwiftUI
import Testing

// APIs from both ends of SwiftUI's life that real files still use: iOS 13's
// selection-driven navigation links and subjects fed by `subscribe`, and
// WWDC sessions' newer calls (a foreground style with a shadow, a
// customizable toolbar's hidden item, Look Around, Foundation's `#bundle`).

/// iOS 13's master list: links chosen by a tag, a table's row backgrounds.
struct ColorList: View {
  @State private var selection: String?
  var body: some View {
    NavigationView {
      List {
        ForEach(["Red", "Green"], id: \.self) { color in
          NavigationLink(color, tag: color, selection: $selection) { Text("Detail of \(color)") }
        }
      }
      .alternatingRowBackgrounds(.disabled)
    }
  }
}

/// A customizable toolbar whose third button the user has to add.
struct CustomizableToolbar: View {
  var body: some View {
    NavigationStack {
      Text("Editor")
        .toolbar(id: "editor") {
          ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
          ToolbarItem(id: "credits", placement: .secondaryAction, showsByDefault: false) { Button("Credits") {} }
        }
    }
  }
}

/// A view model feeding a subject from a publisher, 2019 style.
final class SearchModel {
  let responses = PassthroughSubject<[String], Never>()
  let latest = CurrentValueSubject<String, Never>("")
  var cancellables = Set<AnyCancellable>()
  init(queries: AnyPublisher<[String], Never>) {
    queries.share().subscribe(responses).store(in: &cancellables)
    queries.map { $0.first ?? "" }.subscribe(latest).store(in: &cancellables)
  }
}

@MainActor @Suite struct OlderAndNewerAPITests {
  /// The links are drawn as their titles, one per row, each with its
  /// chevron; the destinations are not shown.
  @Test func linksChosenByTag() throws {
    let r = ImageRenderer(content: ColorList())
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    let frames = try r.layout().frames
    #expect(frames.filter { $0.kind == "Text(\"Red\")" || $0.kind == "Text(\"Green\")" }.count == 2)
    #expect(!frames.contains { $0.kind.contains("Detail of") })
    #expect(frames.filter { $0.kind.contains("chevron.right") }.count == 2)
  }

  /// An item that is not shown by default is not in the toolbar until the
  /// user adds it: Share is drawn, Credits is not.
  @Test func customizableToolbarHidesWhatIsNotShownByDefault() throws {
    let r = ImageRenderer(content: CustomizableToolbar())
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    let frames = try r.layout().frames
    #expect(frames.contains { $0.kind == "Text(\"Share\")" })
    #expect(!frames.contains { $0.kind == "Text(\"Credits\")" })
  }

  /// Subjects are `Subject`s: a publisher sends into them with `subscribe`,
  /// which returns its cancellable. Nothing flows in a still image: the
  /// current value stays the initial one.
  @Test func publishersSubscribeSubjects() {
    let model = SearchModel(queries: AnyPublisher(Just(["swift"])))
    #expect(model.cancellables.count == 2)
    #expect(model.latest.value == "")
    func send<S: Subject>(_ subject: S, _ value: S.Output) { subject.send(value) }
    send(model.latest, "typed")
    #expect(model.latest.value == "typed")
  }

  /// The foreground style with a shadow fills as the foreground style
  /// (the shadow is not drawn: docs/deviations.md); the shape types and
  /// UTTypes are made as Apple's samples make them.
  @Test func shadowedForegroundAndTypes() throws {
    let shadowed = try ImageRenderer(
      content: RoundedRectangle(cornerRadius: 8).fill(.shadow(.drop(radius: 5))).frame(width: 20, height: 10)
        .foregroundStyle(Color.red)
    ).layout()
    let plain = try ImageRenderer(
      content: RoundedRectangle(cornerRadius: 8).fill(.foreground).frame(width: 20, height: 10).foregroundStyle(Color.red)
    ).layout()
    #expect(shadowed.description == plain.description)
    #expect(UTType(exportedAs: "com.example.bundle", conformingTo: .package).identifier == "com.example.bundle")
    #expect(UTType.package.identifier == "com.apple.package")
  }

  /// No Look Around imagery on Linux: a request answers nil (as Apple's
  /// does where a place has none), and the preview is an empty area of
  /// the size offered. A route's polyline bounds its points on the map.
  @Test func lookAroundAndRouteBounds() async throws {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)))
    let scene = try await MKLookAroundSceneRequest(mapItem: item).scene
    #expect(scene == nil)
    let preview = try ImageRenderer(content: LookAroundPreview(initialScene: scene).frame(height: 128)).layout()
    #expect(preview.size == CGSize(width: 10, height: 128))
    let a = CLLocationCoordinate2D(latitude: 0, longitude: 0), b = CLLocationCoordinate2D(latitude: 10, longitude: 20)
    let rect = MKPolyline(coordinates: [a, b], count: 2).boundingMapRect
    let (pa, pb) = (MKMapPoint(a), MKMapPoint(b))
    #expect(rect.minX == pa.x && rect.maxX == pb.x)
    // North is up on the map: b is above a.
    #expect(rect.minY == pb.y && rect.maxY == pa.y)
    #expect(MKPolyline(coordinates: [], count: 0).boundingMapRect.isNull)
  }

  /// Foundation's `#bundle` is the module's bundle.
  @Test func bundleMacro() {
    #expect(#bundle == Bundle.module)
  }

  /// iOS 18's date offset: a timer's pattern when only minutes and seconds
  /// (or hours too) are allowed, else units, largest first, at most
  /// `maxFieldCount`: 3,725 s is "62:05", "1:02:05", "1 hour, 2 minutes".
  @Test func dateOffsets() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let later = start.addingTimeInterval(3_725)
    #expect(later.formatted(.offset(to: start, allowedFields: [.minute, .second])) == "62:05")
    #expect(later.formatted(.offset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)) == "1:02:05")
    #expect(later.formatted(.offset(to: start)) == "1 hour, 2 minutes")
    #expect(start.formatted(.offset(to: later, allowedFields: [.minute, .second])) == "-62:05")
    #expect(start.formatted(.offset(to: start, allowedFields: [.minute])) == "0 minutes")
    // Signs: none with `.never`; a plus with `.always()` (on zero too).
    #expect(start.formatted(.offset(to: later, allowedFields: [.minute, .second], sign: .never)) == "62:05")
    #expect(later.formatted(.offset(to: start, allowedFields: [.minute, .second], sign: .always())) == "+62:05")
    #expect(start.formatted(.offset(to: start, allowedFields: [.minute, .second], sign: .always())) == "+0:00")
    #expect(
      start.formatted(.offset(to: start, allowedFields: [.minute, .second], sign: .always(includingZero: false))) == "0:00")
    let text = try? ImageRenderer(content: Text(later, format: .offset(to: start, allowedFields: [.minute, .second]))).layout()
    #expect(text?.frames.contains { $0.kind == "Text(\"62:05\")" } == true)
  }

  /// A file's lines, read as `for try await line in url.lines` reads them
  /// (a word game's dictionary), without their line endings; blank lines
  /// are skipped, as Foundation's sequence skips them.
  @Test func fileLines() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lines-\(UUID().uuidString).txt")
    try Data("apple\nbanana\r\n\n\ncherry".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var words: [String] = []
    for try await word in url.lines { words.append(word) }
    #expect(words == ["apple", "banana", "cherry"])
  }

  /// Stanford's EmojiArt loads a dropped URL, string or image through the
  /// bridged class (`T._ObjectiveCType: NSItemProviderReading`); nothing is
  /// dropped on a still image, so nothing loads.
  @Test func itemProvidersOfBridgedTypes() {
    #expect([NSItemProvider()].loadFirst(ofType: URL.self) { _ in } == false)
    #expect([NSItemProvider()].loadFirst(ofType: String.self) { _ in } == false)
    #expect(UIImage.readableTypeIdentifiersForItemProvider.contains("public.image"))
    #expect(NSURL.readableTypeIdentifiersForItemProvider.contains("public.url"))
    #expect(NSString.readableTypeIdentifiersForItemProvider.contains("public.text"))
  }

  /// A transformer SwiftData names (`@Attribute(.transformable(by:))`):
  /// the subclass's transform runs; names registered are kept.
  @Test func valueTransformers() {
    let t = UppercaseTransformer()
    #expect(t.transformedValue("abc") as? String == "ABC")
    #expect(ValueTransformer().transformedValue(1) as? Int == 1)
    ValueTransformer.setValueTransformer(t, forName: NSValueTransformerName("Uppercase"))
    #expect(ValueTransformer.valueTransformerNames().contains(NSValueTransformerName("Uppercase")))
  }

  /// Core Image's stripes and checkerboard generators keep their inputs;
  /// Core Text's font is UIKit's (`Font(uiFont as CTFont)`).
  @Test func generatorsAndCoreTextFonts() {
    let stripes = CIFilter.stripesGenerator()
    // Core Image's defaults: stripes 80 wide, sharpness 1.
    #expect(stripes.width == 80 && stripes.sharpness == 1)
    stripes.width = 12
    stripes.color0 = CIColor.white
    #expect(stripes.width == 12 && stripes.color0 == CIColor.white)
    #expect(CIFilter.checkerboardGenerator().name == "CICheckerboardGenerator")
    #expect(CIFilter.checkerboardGenerator().width == 80)
    let ui = UIFont.systemFont(ofSize: 20, weight: .bold)
    #expect(Font(ui as CTFont) == Font.system(size: 20, weight: .bold))
  }

  /// iOS 15's search field with suggestions draws the field with its
  /// prompt; the suggestions are not built.
  @Test func searchSuggestionsClosure() throws {
    let r = ImageRenderer(
      content: NavigationStack {
        List { Text("Row") }
          .searchable(text: .constant(""), prompt: "Add an item") {
            Text("Suggestion")
          }
      })
    r.proposedSize = ProposedViewSize(width: 393, height: 400)
    let frames = try r.layout().frames
    #expect(frames.contains { $0.kind == "Text(\"Add an item\")" })
    #expect(!frames.contains { $0.kind == "Text(\"Suggestion\")" })
  }
}

final class UppercaseTransformer: ValueTransformer {
  override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
}

extension Array where Element == NSItemProvider {
  /// EmojiArt's helper, for bridged types.
  func loadFirst<T>(ofType theType: T.Type, using load: @escaping (T) -> Void) -> Bool
  where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
    if let provider = first(where: { $0.canLoadObject(ofClass: theType) }) {
      _ = provider.loadObject(ofClass: theType) { object, _ in if let object { load(object) } }
      return true
    }
    return false
  }
}
