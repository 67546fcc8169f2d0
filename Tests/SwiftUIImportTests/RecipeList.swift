import SwiftUI
import Observation

// An @Observable model, Identifiable rows, ForEach, navigation and list
// modifiers, a task and a sheet: what a list screen of an app looks like.
@Observable
final class RecipeStore {
  var recipes: [Recipe] = [
    Recipe(name: "Pancakes", minutes: 20, isFavorite: true),
    Recipe(name: "Risotto", minutes: 45, isFavorite: false),
    Recipe(name: "Salad", minutes: 10, isFavorite: false),
  ]
  var showFavoritesOnly = false

  var visible: [Recipe] { showFavoritesOnly ? recipes.filter(\.isFavorite) : recipes }
}

struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var minutes: Int
  var isFavorite: Bool
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      Image(systemName: recipe.isFavorite ? "star.fill" : "star")
        .foregroundStyle(recipe.isFavorite ? .yellow : .secondary)
      VStack(alignment: .leading, spacing: 2) {
        Text(recipe.name).font(.headline)
        Text("\(recipe.minutes) min").font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding(.vertical, 4)
  }
}

struct RecipeList: View {
  @State private var store = RecipeStore()
  @State private var selection: Recipe?
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      List {
        Toggle("Favorites only", isOn: $store.showFavoritesOnly)
        ForEach(store.visible) { recipe in
          RecipeRow(recipe: recipe)
            .swipeActions { Button("Delete", role: .destructive) {} }
        }
      }
      .navigationTitle("Recipes")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button { isAdding = true } label: { Image(systemName: "plus") }
        }
      }
      .sheet(isPresented: $isAdding) { Text("New recipe") }
      .task { await Task.yield() }
    }
  }
}
