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
  /// iOS 15's search field with its suggestions (never built: a figure
  /// shows the field unfocused).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  /// Suggestions under the search field; never built.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }
  public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
    inert()
  }
  /// A completion for a suggestion row; inert.
  public func searchCompletion(_ completion: String) -> some View { inert() }
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View { inert() }
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { inert() }
  public func searchDictationBehavior(_ behavior: SearchDictationBehavior) -> some View { inert() }

  // Token search (iOS 16): the field is drawn with its prompt; the tokens
  // are drawn by the search field's owner, a navigation bar, which a figure
  // shows without tokens.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  @_disfavoredOverload
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: prompt))
  }
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  @_disfavoredOverload
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
  /// Tokens the user edits in place (iOS 17).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey = "Search", @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(SearchFieldModifier(prompt: Text(prompt)))
  }
}

/// Where search suggestions show (inert).
public struct SearchSuggestionsPlacement: Sendable {
  public static let automatic = SearchSuggestionsPlacement()
  public static let content = SearchSuggestionsPlacement()
  public static let menu = SearchSuggestionsPlacement()
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let content = Set(rawValue: 1)
    public static let menu = Set(rawValue: 2)
  }
}
/// Whether the toolbar stays while searching (inert).
public struct SearchPresentationToolbarBehavior: Sendable {
  public static let automatic = SearchPresentationToolbarBehavior()
  public static let avoidHidingContent = SearchPresentationToolbarBehavior()
}
/// Whether the field offers dictation (inert).
public struct SearchDictationBehavior: Sendable {
  public static let automatic = SearchDictationBehavior()
  public static func inline(activation: SearchDictationBehavior.InlineActivation) -> SearchDictationBehavior {
    SearchDictationBehavior()
  }
  public struct InlineActivation: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let onLook = InlineActivation(rawValue: 1)
    public static let onSearchPresentation = InlineActivation(rawValue: 2)
  }
}
