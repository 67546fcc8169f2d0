import SwiftUI

@Observable
final class Note: Identifiable {
  let id = UUID()
  var title: String
  var body: String
  var isPinned = false
  var created = Date(timeIntervalSince1970: 1_700_000_000)
  init(title: String, body: String) {
    self.title = title
    self.body = body
  }
}

@Observable
final class NotesStore {
  var notes: [Note] = [Note(title: "Groceries", body: "Milk, eggs"), Note(title: "Ideas", body: "A Linux SwiftUI renderer")]
  var selection: Note.ID?
}

struct NotesApp: View {
  @State private var store = NotesStore()
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var isExpanded = true

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(selection: $store.selection) {
        Section("Pinned", isExpanded: $isExpanded) {
          ForEach(store.notes.filter(\.isPinned)) { note in
            NoteRow(note: note)
          }
        }
        Section("All") {
          ForEach(store.notes) { note in
            NoteRow(note: note)
              .swipeActions(edge: .leading) {
                Button { note.isPinned.toggle() } label: { Label("Pin", systemImage: "pin") }
                  .tint(.orange)
              }
          }
          .onDelete { store.notes.remove(atOffsets: $0) }
        }
      }
      .navigationTitle("Notes")
      .navigationSplitViewColumnWidth(min: 200, ideal: 250)
      .scrollDismissesKeyboard(.interactively)
      .toolbar {
        ToolbarItem { EditButton() }
        ToolbarItem(placement: .bottomBar) {
          Button("New Note", systemImage: "square.and.pencil") {}
        }
      }
    } detail: {
      if let id = store.selection, let note = store.notes.first(where: { $0.id == id }) {
        NoteEditor(note: note)
      } else {
        ContentUnavailableView("No Note Selected", systemImage: "note.text")
      }
    }
  }
}

struct NoteRow: View {
  let note: Note
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(note.title).font(.headline).bold(note.isPinned)
        if note.isPinned { Image(systemName: "pin.fill").foregroundStyle(.orange).imageScale(.small) }
      }
      Text(note.created, format: .dateTime.day().month().year())
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}

struct NoteEditor: View {
  @Bindable var note: Note
  @FocusState private var titleFocused: Bool

  var body: some View {
    Form {
      TextField("Title", text: $note.title)
        .font(.title2)
        .focused($titleFocused)
      TextField("Body", text: $note.body, axis: .vertical)
        .lineLimit(5...10)
      Toggle("Pinned", isOn: $note.isPinned)
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
        GridRow {
          Text("Created").foregroundStyle(.secondary)
          Text(note.created, style: .date)
        }
        GridRow {
          Text("Words").foregroundStyle(.secondary)
          Text("\(note.body.split(separator: " ").count)")
            .gridColumnAlignment(.trailing)
        }
        Divider().gridCellUnsizedAxes(.horizontal)
      }
    }
    .navigationTitle(note.title)
    .navigationBarTitleDisplayMode(.inline)
    .sensoryFeedback(.selection, trigger: note.isPinned)
  }
}

struct ItemsEditor: View {
  @State private var items = [EditableItem(name: "One"), EditableItem(name: "Two")]
  var body: some View {
    List($items, editActions: .all) { $item in
      TextField("Name", text: $item.name)
    }
  }
}

struct EditableItem: Identifiable {
  let id = UUID()
  var name: String
}
