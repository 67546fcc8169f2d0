import HealthKit
import SwiftUI

// A step counter as fitness apps write one: a store asked for access, a
// statistics query for today's steps, a workout session for a run.

@Observable
final class StepsModel {
  let store = HKHealthStore()
  var steps: Double = 0
  var status = "Waiting"

  func load() {
    guard HKHealthStore.isHealthDataAvailable() else {
      status = "Health data unavailable"
      return
    }
    let type = HKQuantityType(.stepCount)
    store.requestAuthorization(toShare: [], read: [type]) { granted, _ in
      guard granted else { return }
      let start = Calendar.current.startOfDay(for: .now)
      let predicate = HKQuery.predicateForSamples(withStart: start, end: .now, options: .strictStartDate)
      let query = HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate, options: .cumulativeSum) {
        _, result, _ in
        self.steps = result?.sumQuantity()?.doubleValue(for: .count()) ?? 0
      }
      self.store.execute(query)
    }
  }

  func startRun() throws -> HKWorkoutSession {
    let configuration = HKWorkoutConfiguration()
    configuration.activityType = .running
    configuration.locationType = .outdoor
    let session = try HKWorkoutSession(healthStore: store, configuration: configuration)
    let builder = session.associatedWorkoutBuilder()
    builder.dataSource = HKLiveWorkoutDataSource(healthStore: store, workoutConfiguration: configuration)
    session.startActivity(with: .now)
    return session
  }
}

struct StepsCard: View {
  @State private var model = StepsModel()
  var body: some View {
    VStack(alignment: .leading) {
      Text("\(Int(model.steps)) steps").font(.title.bold())
      Text(model.status).foregroundStyle(.secondary)
    }
    .onAppear { model.load() }
  }
}
