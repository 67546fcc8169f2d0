import Combine
import MapKit
import PlaygroundSupport
import SwiftUI

// Snippets as blog articles write them: a playground's live view, a
// notification publisher made directly, a loader that logs its events,
// a marker titled by a model's string, an asset image in a button.

struct OrientationLabel: View {
  @State private var width = "?"
  var body: some View {
    Text("Width: \(width)")
      .onReceive(NotificationCenter.Publisher(center: .default, name: UIDevice.orientationDidChangeNotification)) { _ in
        width = String(format: "%.0f", UIScreen.main.bounds.size.width)
      }
  }
}

final class ImageLoader: ObservableObject {
  @Published var image: UIImage?
  private(set) var events: [String] = []
  private var cancellable: AnyCancellable?
  func load(_ url: URL) {
    cancellable = URLSession.shared.dataTaskPublisher(for: url)
      .map { UIImage(data: $0.data) }
      .replaceError(with: nil)
      .handleEvents(
        receiveSubscription: { [weak self] _ in self?.events.append("start") },
        receiveOutput: { [weak self] _ in self?.events.append("output") },
        receiveCompletion: { [weak self] _ in self?.events.append("finish") },
        receiveCancel: { [weak self] in self?.events.append("cancel") })
      .receive(on: DispatchQueue.main)
      .sink { [weak self] in self?.image = $0 }
  }
}

struct Place { let name: String; let coordinate: CLLocationCoordinate2D }

struct PlacesMap: View {
  let place = Place(name: "Café", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35))
  var body: some View {
    Map {
      Marker(place.name, systemImage: "cup.and.saucer", coordinate: place.coordinate)
      Marker(place.name, monogram: Text("C"), coordinate: place.coordinate)
    }
    .safeAreaInset(edge: .bottom) {
      Button("Crown", image: ImageResource(name: "custom.crown", bundle: .main)) {}
        .padding(UIOffset(horizontal: 10, vertical: 4).horizontal)
    }
  }
}

/// iOS 18's UIKit gesture in SwiftUI, and a row that sets where its list
/// separator starts.
struct PanReader: UIGestureRecognizerRepresentable {
  var onChange: (CGPoint) -> Void
  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    if recognizer.state == .changed { onChange(recognizer.translation(in: recognizer.view)) }
  }
}

struct SeparatorRow: View {
  var body: some View {
    HStack {
      Image(systemName: "shoe").frame(width: 30)
      Text("Run")
        .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
    }
    .foregroundStyle(Color(uiColor: .darkText))
    .gesture(PanReader { _ in })
  }
}
