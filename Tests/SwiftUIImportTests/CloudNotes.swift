import CloudKit
import SwiftUI

// A notes list synced through CloudKit, as Apple's CloudKit samples write
// the view model: a container, its private database, records in a custom
// zone, a query sorted by date, and the errors reported by code.

@MainActor
final class CloudNotesModel: ObservableObject {
  enum State {
    case idle, loading
    case loaded([String])
    case failed(Error)
  }
  @Published private(set) var state = State.idle
  @Published private(set) var account: CKAccountStatus = .couldNotDetermine
  private lazy var container = CKContainer(identifier: "iCloud.com.example.notes")
  private lazy var database = container.privateCloudDatabase
  let zoneID = CKRecordZone.ID(zoneName: "Notes")

  func refresh() async {
    state = .loading
    do {
      account = try await container.accountStatus()
      let query = CKQuery(recordType: "Note", predicate: NSPredicate(value: true))
      query.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
      let (results, _) = try await database.records(matching: query, inZoneWith: zoneID)
      state = .loaded(results.compactMap { try? $0.1.get() }.compactMap { $0["text"] as? String })
    } catch {
      state = .failed(error)
    }
  }

  func note(_ text: String) -> CKRecord {
    let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(zoneID: zoneID))
    record["text"] = text
    record.encryptedValues["secret"] = "shh"
    return record
  }

  func message(for error: Error) -> String {
    guard let ckError = error as? CKError else { return error.localizedDescription }
    switch ckError.code {
    case .notAuthenticated: return "Sign in to iCloud to sync your notes."
    case .networkUnavailable: return "You're offline."
    case .partialFailure:
      return "\(ckError.partialErrorsByItemID?.count ?? 0) notes failed."
    default: return ckError.localizedDescription
    }
  }
}

struct CloudNotesView: View {
  @StateObject private var model = CloudNotesModel()
  var body: some View {
    NavigationStack {
      Group {
        switch model.state {
        case .idle, .loading: ProgressView()
        case .loaded(let notes): List(notes, id: \.self) { Text($0) }
        case .failed(let error): Text(model.message(for: error))
        }
      }
      .navigationTitle("Notes")
      .task { await model.refresh() }
    }
  }
}

// A model that waits for its own changes through Combine's async values,
// buffered as Apple's sample does.
final class SongPlayer: ObservableObject {
  @Published var isPlaying = false
  var objectWillChangeSequence: AsyncPublisher<Publishers.Buffer<ObservableObjectPublisher>> {
    objectWillChange
      .buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest)
      .values
  }
  func waitForChanges() async -> Int {
    var count = 0
    for await _ in objectWillChangeSequence { count += 1 }
    return count
  }
}
