import SwiftUI

// An older-style app screen: ObservableObject with @Published, NavigationView
// with navigationBarTitle and navigationBarItems, list editing, focus,
// an alert, haptics and the screen's width from UIKit.
struct TodoItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var done: Bool
}

final class TodoStore: ObservableObject {
  @Published var items: [TodoItem] = [
    TodoItem(id: 1, title: "Buy milk", done: true),
    TodoItem(id: 2, title: "Write the report", done: false),
    TodoItem(id: 3, title: "Call Ada", done: false),
  ]

  func toggle(_ item: TodoItem) {
    if let i = items.firstIndex(of: item) { items[i].done.toggle() }
  }
  func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
  func move(from source: IndexSet, to destination: Int) { items.move(fromOffsets: source, toOffset: destination) }
}

struct TodoListView: View {
  @StateObject private var store = TodoStore()
  @State private var newTitle = ""
  @State private var showingAlert = false
  @FocusState private var isFocused: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationView {
      VStack(spacing: 0) {
        HStack {
          TextField("New item", text: $newTitle)
            .textFieldStyle(RoundedBorderTextFieldStyle())
            .focused($isFocused)
            .onSubmit(add)
          Button(action: add) {
            Image(systemName: "plus.circle.fill").font(.title2)
          }
          .disabled(newTitle.isEmpty)
        }
        .padding()
        List {
          ForEach(store.items) { item in
            HStack {
              Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                .foregroundColor(item.done ? .green : .gray)
                .onTapGesture { store.toggle(item) }
              Text(item.title)
                .strikethrough(item.done)
                .foregroundColor(item.done ? .secondary : .primary)
            }
          }
          .onDelete(perform: store.delete)
          .onMove(perform: store.move)
        }
        .listStyle(PlainListStyle())
      }
      .frame(maxWidth: UIScreen.main.bounds.width)
      .navigationBarTitle("Todos")
      .navigationBarItems(leading: EditButton(), trailing: Button("Clear") { showingAlert = true })
      .alert(isPresented: $showingAlert) {
        Alert(
          title: Text("Clear all?"), primaryButton: .destructive(Text("Clear")) { store.items.removeAll() },
          secondaryButton: .cancel())
      }
    }
  }

  func add() {
    guard !newTitle.isEmpty else { return }
    store.items.append(TodoItem(id: store.items.count + 1, title: newTitle, done: false))
    newTitle = ""
    UIImpactFeedbackGenerator(style: .light).impactOccurred()
  }
}
