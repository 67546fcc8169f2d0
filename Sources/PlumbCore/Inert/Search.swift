import Foundation

/// Where `searchable` puts its field.
public struct SearchFieldPlacement: Sendable {
  let kind: Int
  public static let automatic = SearchFieldPlacement(kind: 0)
  public static let toolbar = SearchFieldPlacement(kind: 1)
  public static let sidebar = SearchFieldPlacement(kind: 2)
  public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: 3)
  }
  /// Whether a navigation bar's search field shows before scrolling.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

// A search field belongs to the navigation bar: inside a navigation stack
// (on its root view or on the stack), the bar draws the field under its
// title, with the prompt ("Search" by default); elsewhere it adds nothing.
private struct SearchPromptKey: EnvironmentKey { static var defaultValue: Text? { nil } }

extension EnvironmentValues {
  /// The prompt of a `searchable` applied around a navigation stack.
  var searchPrompt: Text? {
    get { self[SearchPromptKey.self] }
    set { self[SearchPromptKey.self] = newValue }
  }
}

nonisolated struct SearchFieldModifier: ViewModifier {
  let prompt: Text?
  func body(content: Content) -> some View {
    let shown = prompt ?? Text("Search")
    content
      .modifier(NavigationBarRecorder { if $0.searchPrompt == nil { $0.searchPrompt = shown } })
      .environment(\.searchPrompt, shown)
  }
}

nonisolated extension View {
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  /// Suggestions under the search field; never built.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }
}
