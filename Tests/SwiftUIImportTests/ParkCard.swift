import CoreLocationUI
import CoreTransferable
import MapKit
import PhotosUI
import StoreKit
import SwiftUI
import UniformTypeIdentifiers

// A screen as apps write one with iOS 16–17 frameworks: a transferable
// model, the location button, a photos picker on the shared library, the
// App Store's view and a place search.

struct Park: Codable, Identifiable, Transferable {
  var id = UUID()
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.name)
  }
}

struct ParkPhoto: Transferable {
  let data: Data
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(importedContentType: .image) { data in ParkPhoto(data: data) }
  }
}

struct ParkCard: View {
  var park = Park(name: "Rainier")
  @State private var photo: PhotosPickerItem?
  @State private var results: [MKMapItem] = []

  var body: some View {
    VStack(spacing: 16) {
      Text(park.name).font(.title)
        .draggable(park)
      LocationButton(.currentLocation) {}
        .foregroundStyle(.white)
      PhotosPicker("Add photo", selection: $photo, matching: .images, photoLibrary: .shared())
        .photosPickerStyle(.inline)
        .photosPickerDisabledCapabilities(.selectionActions)
      StoreView(ids: ["pass.annual"])
        .storeButton(.hidden, for: .cancellation)
        .frame(height: 80)
    }
    .task {
      let request = MKLocalSearch.Request()
      request.naturalLanguageQuery = park.name
      results = (try? await MKLocalSearch(request: request).start().mapItems) ?? []
      if let item = photo, let loaded = try? await item.loadTransferable(type: Data.self) {
        _ = try? await ParkPhoto(importing: loaded, contentType: .image)
      }
    }
  }
}
