import MapKit
import SwiftUI

/// Apple's Landmarks tutorial's map view, as the tutorial writes it (iOS 17).
struct LandmarkMapView: View {
  var coordinate: CLLocationCoordinate2D

  var body: some View {
    Map(position: .constant(.region(region)))
  }

  private var region: MKCoordinateRegion {
    MKCoordinateRegion(
      center: coordinate,
      span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
    )
  }
}

/// The older form, with a marker list and map controls.
struct TrailMapView: View {
  struct Stop: Identifiable {
    let id: Int
    let coordinate: CLLocationCoordinate2D
  }
  let stops = [Stop(id: 1, coordinate: CLLocationCoordinate2D(latitude: 34.01, longitude: -116.17))]
  @State private var position: MapCameraPosition = .automatic

  var body: some View {
    Map(position: $position) {
      ForEach(stops) { stop in
        Marker("Stop \(stop.id)", coordinate: stop.coordinate)
      }
      UserAnnotation()
    }
    .mapStyle(.standard(elevation: .realistic))
    .mapControls { MapUserLocationButton(); MapCompass() }
  }
}
