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

// A search field belongs to the navigation bar, which Plumb does not draw
// (the view is not in a navigation stack in a figure): each form compiles
// and adds nothing.
nonisolated extension View {
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    inert()
  }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    inert()
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    inert()
  }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    inert()
  }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    inert()
  }
  /// Suggestions under the search field; never built.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }
}
