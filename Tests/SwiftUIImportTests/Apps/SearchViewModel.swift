import Combine
import Foundation
import SwiftUI

// An MVVM search screen as Combine-era apps write it: a view model with
// @Published input debounced into results, cancellables in a set.
final class SearchViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = ["Apple", "Apricot", "Banana"]
  @Published var isLoading = false
  private var cancellables = Set<AnyCancellable>()
  private let refresh = PassthroughSubject<Void, Never>()
  private let selection = CurrentValueSubject<String?, Never>(nil)

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .map { $0.lowercased() }
      .sink { [weak self] q in self?.search(q) }
      .store(in: &cancellables)
    refresh
      .receive(on: DispatchQueue.main)
      .sink { [weak self] in self?.isLoading = false }
      .store(in: &cancellables)
    Timer.publish(every: 60, on: .main, in: .common)
      .autoconnect()
      .sink { _ in }
      .store(in: &cancellables)
  }

  private func search(_ q: String) {
    results = ["Apple", "Apricot", "Banana"].filter { q.isEmpty || $0.lowercased().contains(q) }
  }
}

struct SearchScreen: View {
  @StateObject private var model = SearchViewModel()
  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { Text($0) }
        .searchable(text: $model.query)
        .navigationTitle("Fruit")
        .overlay { if model.isLoading { ProgressView() } }
    }
  }
}
