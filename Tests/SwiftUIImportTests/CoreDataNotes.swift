import CoreData
import SwiftUI

// A Core Data app as Xcode's template writes it: a persistence controller
// with an in-memory preview, a list fetched with @FetchRequest, items
// added and deleted through the environment's context. (The entity's
// attributes go through `value(forKey:)`: `@NSManaged` accessors come from
// the Objective-C runtime, so they compile but do not link on Linux.)

final class JournalNote: NSManagedObject {
  var text: String? {
    get { value(forKey: "text") as? String }
    set { setValue(newValue, forKey: "text") }
  }
  var timestamp: Date? {
    get { value(forKey: "timestamp") as? Date }
    set { setValue(newValue, forKey: "timestamp") }
  }
  @nonobjc class func noteRequest() -> NSFetchRequest<JournalNote> { NSFetchRequest<JournalNote>(entityName: "JournalNote") }
}

// As Xcode's generated properties file declares it.
extension JournalNote: Identifiable {}

struct JournalPersistence {
  static let preview: JournalPersistence = {
    let result = JournalPersistence(inMemory: true)
    let viewContext = result.container.viewContext
    for i in 0..<3 {
      let note = JournalNote(context: viewContext)
      note.text = "JournalNote \(i)"
      note.timestamp = Date(timeIntervalSinceReferenceDate: Double(i))
    }
    do {
      try viewContext.save()
    } catch {
      let nsError = error as NSError
      fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
    }
    return result
  }()

  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Notes")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error = error as NSError? { fatalError("Unresolved error \(error), \(error.userInfo)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
  }
}

struct JournalView: View {
  @Environment(\.managedObjectContext) private var viewContext
  @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \JournalNote.timestamp, ascending: true)], animation: .default)
  private var notes: FetchedResults<JournalNote>

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes) { note in
          Text(note.text ?? "Untitled")
        }
        .onDelete { offsets in
          offsets.map { notes[$0] }.forEach(viewContext.delete)
          try? viewContext.save()
        }
      }
      .overlay {
        if notes.isEmpty { ContentUnavailableView("No Notes", systemImage: "note.text") }
      }
      .toolbar {
        Button("Add", systemImage: "plus") {
          let note = JournalNote(context: viewContext)
          note.timestamp = Date()
          try? viewContext.save()
        }
      }
      .navigationTitle("Notes")
    }
  }
}
