import Foundation
import SwiftData
import SwiftUI

// Models and views as Apple's SwiftData documentation and Xcode's app
// template write them, with `import SwiftData` unchanged.

@Model
final class Item {
  var timestamp: Date

  init(timestamp: Date) {
    self.timestamp = timestamp
  }
}

/// Xcode's SwiftData app template, as it is generated.
struct ItemsView: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var items: [Item]

  var body: some View {
    NavigationSplitView {
      List {
        ForEach(items) { item in
          NavigationLink {
            Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
          } label: {
            Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
          }
        }
        .onDelete(perform: deleteItems)
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          EditButton()
        }
        ToolbarItem {
          Button(action: addItem) {
            Label("Add Item", systemImage: "plus")
          }
        }
      }
    } detail: {
      Text("Select an item")
    }
  }

  private func addItem() {
    withAnimation {
      let newItem = Item(timestamp: Date())
      modelContext.insert(newItem)
    }
  }

  private func deleteItems(offsets: IndexSet) {
    withAnimation {
      for index in offsets {
        modelContext.delete(items[index])
      }
    }
  }
}

@Model
class Trip {
  @Attribute(.unique) var name: String
  var destination: String
  var startDate: Date
  var endDate: Date
  @Relationship(deleteRule: .cascade, inverse: \Accommodation.trip)
  var accommodation: Accommodation?
  @Transient var isSelected = false

  init(name: String, destination: String, startDate: Date, endDate: Date) {
    self.name = name
    self.destination = destination
    self.startDate = startDate
    self.endDate = endDate
  }
}

@Model
final class Accommodation {
  var name: String
  var trip: Trip?
  init(name: String) { self.name = name }
}

/// Trips still to come, soonest first: a query with a predicate and a sort.
struct UpcomingTrips: View {
  @Query(
    filter: #Predicate<Trip> { $0.destination != "Home" },
    sort: \Trip.startDate, order: .forward)
  var trips: [Trip]
  @Query var stays: [Accommodation]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(trips) { trip in
        Text(trip.name)
      }
      Text("\(stays.count) stays")
    }
  }
}

/// A query made in the view's initializer, as Apple's "Filter and sort
/// persistent data" writes it.
struct TripsNamed: View {
  @Query var trips: [Trip]
  init(prefix: String) {
    _trips = Query(
      filter: #Predicate<Trip> { $0.name.starts(with: prefix) },
      sort: [SortDescriptor(\Trip.name, order: .reverse)])
  }
  var body: some View {
    HStack { ForEach(trips) { Text($0.name) } }
  }
}

/// A container filled as a preview fills it.
@MainActor func sampleTrips() -> ModelContainer {
  let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  let day: TimeInterval = 86_400
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let trips = [
    Trip(name: "Paris", destination: "France", startDate: start + 9 * day, endDate: start + 12 * day),
    Trip(name: "Porto", destination: "Portugal", startDate: start + 2 * day, endDate: start + 5 * day),
    Trip(name: "Sofa", destination: "Home", startDate: start, endDate: start + day),
  ]
  trips[0].accommodation = Accommodation(name: "Hôtel du Nord")
  for trip in trips { container.mainContext.insert(trip) }
  return container
}

@ModelActor
actor TripImporter {
  func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Trip>()) }
}

#Preview {
  ItemsView()
    .modelContainer(for: Item.self, inMemory: true)
}

/// Sample data as Apple's iOS 18 SwiftData samples share it between
/// previews: a `PreviewModifier` whose context is made once.
struct SampleData: PreviewModifier {
  static func makeSharedContext() async throws -> ModelContainer {
    await sampleTrips()
  }

  func body(content: Content, context: ModelContainer) -> some View {
    content.modelContainer(context)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor static var sampleData: Self = .modifier(SampleData())
}

#Preview("Upcoming", traits: .sampleData, .sizeThatFitsLayout) {
  UpcomingTrips()
}

/// A search as Hacking with Swift's SwiftData tutorials write it.
struct TripSearch: View {
  @Query var trips: [Trip]
  init(searchString: String) {
    _trips = Query(filter: #Predicate<Trip> { trip in
      if searchString.isEmpty {
        return true
      } else {
        return trip.name.localizedStandardContains(searchString)
      }
    }, sort: \Trip.name)
  }
  var body: some View {
    List(trips) { Text($0.name) }
  }
}
