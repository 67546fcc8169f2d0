import MusicKit
import SwiftUI
import WeatherKit

// A music search and a weather card as tutorials write them: authorize,
// search the catalog, show artwork; fetch a location's weather and show
// the current temperature, or the error.

@Observable
final class AlbumSearch {
  var status = MusicAuthorization.currentStatus
  var albums: MusicItemCollection<Album> = []
  var failed = false

  func search(_ term: String) async {
    status = await MusicAuthorization.request()
    guard status == .authorized else { return }
    do {
      albums = try await MusicCatalogSearchRequest(term: term, types: [Album.self]).response().albums
    } catch {
      failed = true
    }
  }
}

struct AlbumRow: View {
  let album: Album
  var body: some View {
    HStack {
      if let artwork = album.artwork {
        ArtworkImage(artwork, width: 44)
      }
      VStack(alignment: .leading) {
        Text(album.title)
        Text(album.artistName).foregroundStyle(.secondary)
      }
    }
  }
}

@Observable
final class WeatherModel {
  var current: CurrentWeather?
  var message = "Loading…"

  func load() async {
    do {
      let weather = try await WeatherService.shared.weather(for: CLLocation(latitude: 37.33, longitude: -122.01))
      current = weather.currentWeather
    } catch {
      message = error.localizedDescription
    }
  }
}

struct WeatherCard: View {
  let model: WeatherModel
  var body: some View {
    VStack {
      if let current = model.current {
        Image(systemName: current.symbolName)
        Text(current.temperature.formatted())
      } else {
        Text(model.message)
      }
    }
  }
}
