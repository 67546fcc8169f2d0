import FoundationModels
import SwiftUI

// An Apple Intelligence screen as WWDC25's "Meet the Foundation Models
// framework" writes it: a `@Generable` itinerary streamed into a view,
// with the model's availability checked first. On Linux the model is
// unavailable, so the view shows the message a device without Apple
// Intelligence shows.

@Generable(description: "A plan for one trip")
struct Itinerary: Equatable {
  @Guide(description: "A catchy title")
  var title: String
  @Guide(description: "How many days", .range(1...7))
  var days: Int
  @Guide(description: "What to do each day", .count(3))
  var activities: [TripActivity]
  var rating: Rating?
  // Initialized, so the app's own, not generated.
  let createdAt = Date(timeIntervalSince1970: 0)
}

@Generable
struct TripActivity: Equatable {
  var name: String
  var isOutdoors: Bool
}

@Generable
enum Rating: Equatable {
  case relaxed, busy
  case custom(String)
}

struct FindPointsOfInterest: Tool {
  let name = "findPointsOfInterest"
  let description = "Finds points of interest near a landmark."

  @Generable
  struct Arguments {
    @Guide(description: "The kind of place", .anyOf(["museum", "park"]))
    let category: String
  }

  func call(arguments: Arguments) async throws -> [String] {
    ["\(arguments.category) one", "\(arguments.category) two"]
  }
}

@Observable
@MainActor
final class ItineraryPlanner {
  private(set) var itinerary: Itinerary.PartiallyGenerated?
  private(set) var error: String?
  let session: LanguageModelSession

  init() {
    session = LanguageModelSession(tools: [FindPointsOfInterest()]) {
      "Your job is to plan trips."
      "Keep each activity short."
    }
  }

  func plan(for landmark: String) async {
    do {
      let stream = session.streamResponse(generating: Itinerary.self, options: GenerationOptions(sampling: .greedy)) {
        "Plan a trip to \(landmark)."
      }
      for try await partial in stream {
        itinerary = partial.content
      }
    } catch {
      self.error = error.localizedDescription
    }
  }
}

struct TripPlannerView: View {
  private let model = SystemLanguageModel.default
  @State private var planner = ItineraryPlanner()

  var body: some View {
    switch model.availability {
    case .available:
      VStack(alignment: .leading) {
        if let itinerary = planner.itinerary {
          Text(itinerary.title ?? "").font(.title)
          ForEach(itinerary.activities ?? []) { activity in
            Text(activity.name ?? "")
          }
        }
      }
      .task { await planner.plan(for: "Yosemite") }
    case .unavailable(.appleIntelligenceNotEnabled):
      Text("Turn on Apple Intelligence")
    case .unavailable:
      Text("Trip planning is unavailable on this device")
    }
  }
}
