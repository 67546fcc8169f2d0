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
}
