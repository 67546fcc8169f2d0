import MapKit
import SwiftUI
import Testing

// An app's own map content, as Apple's SwiftData sample writes its quake
// markers: a `MapContent` type whose body is an annotation with modifiers,
// another whose body lists two items (built by `MapContentBuilder`), and a
// `ForEach` of the first inside a map with a selection. The map has no
// tiles: it is plain land filling its frame, its content drawn nowhere.

struct Quake: Identifiable, Hashable {
  let id: Int
  let latitude: Double
  let name: String
}

struct QuakeMarker: MapContent {
  var quake: Quake
  var selected: Bool

  var body: some MapContent {
    Annotation(coordinate: CLLocationCoordinate2D(latitude: quake.latitude, longitude: 0)) {
      Circle()
        .stroke(selected ? Color.black : .gray, style: .init(lineWidth: selected ? 2 : 1))
        .frame(width: 12, height: 12)
    } label: {
      Text(quake.name)
    }
    .tag(quake)
    .annotationTitles(.hidden)
  }
}

struct HomeAndRange: MapContent {
  var body: some MapContent {
    Marker("Home", systemImage: "house", coordinate: .init(latitude: 37.33, longitude: -122.01))
    MapCircle(center: .init(latitude: 37.33, longitude: -122.01), radius: 500)
      .foregroundStyle(.blue.opacity(0.2))
  }
}

struct QuakeMap: View {
  var quakes: [Quake]
  @State private var selection: Quake?
  var body: some View {
    Map(selection: $selection) {
      ForEach(quakes) { quake in
        QuakeMarker(quake: quake, selected: quake == selection)
      }
      HomeAndRange()
      ForEach(quakes) { quake in
        Marker(quake.name, coordinate: .init(latitude: quake.latitude, longitude: 0)).tint(.orange)
      }
      .mapItemDetailSelectionAccessory(.callout)
      UserAnnotation().foregroundStyle(.purple)
    }
    .frame(width: 300, height: 200)
  }
}

@MainActor @Suite struct MapContentPieces {
  @Test func anAppsOwnMapContentLaysOutAsTheMap() {
    let quakes = [Quake(id: 1, latitude: 10, name: "North"), Quake(id: 2, latitude: -5, name: "South")]
    let layout = LayoutResult(of: QuakeMap(quakes: quakes), measurer: FixedAdvanceTextMeasurer())
    // The map takes the 300×200 frame; its content adds no view.
    #expect(layout.size == CGSize(width: 300, height: 200))
    // The land is one colour filling the frame; the markers, annotations
    // and circle add no frame.
    #expect(layout.frames.map(\.kind) == ["frame(width: 300, height: 200)", "Color(rgba(0.96, 0.95, 0.92, 1))"])
    #expect(layout.frames.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 300, height: 200) })
  }
}
