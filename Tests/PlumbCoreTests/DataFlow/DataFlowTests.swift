import Foundation
import Observation
import PlumbCore
import Testing

// Property wrappers and data flow, evaluated once with their initial values.
// Text is measured by FixedAdvanceTextMeasurer: at the body size (17) a
// character is 8.5 wide and a line 21.25 high.

/// The kinds of the laid-out texts, in drawing order.
private func texts(_ result: LayoutResult) -> [String] {
  result.frames.map(\.kind).filter { $0.hasPrefix("Text(") }
}

// MARK: @State

private struct Counter: View {
  @State var count = 3
  var body: some View {
    Text("\(count)").id("count")
  }
}

private struct Stateful: View {
  @State private var count: Int
  @State var items: [String] = []
  @State private var selection: Int?
  @State private var width = State(initialValue: CGFloat(30)).wrappedValue

  init(start: Int) {
    _count = State(initialValue: start)
  }

  var body: some View {
    // Writes are dropped: the body always sees the initial values.
    let _ = { count += 1; $count.wrappedValue = 100; items.append("x") }()
    VStack(spacing: 0) {
      Text("\(count) \(items.count) \(selection == nil ? "none" : "some")").id("summary")
      Color.red.frame(width: width, height: $count.wrappedValue == 7 ? 7 : 1).id("bar")
    }
  }
}

@MainActor @Suite struct StateTests {
  /// `@State var count = 3` shows "3": one character, 8.5 × 21.25.
  @Test func stateShowsItsInitialValue() {
    let result = layout(Counter())
    #expect(texts(result) == ["Text(\"3\")"])
    expectFrames(result, ["count": rect(0, 0, 8.5, 21.25)])
  }

  /// `_count = State(initialValue:)` in an init, an array, an optional with
  /// no initializer; writes in the body (and through `$count`) are dropped:
  /// "7 0 none" is 8 characters, 68 wide; the bar reads 7 through `$count`.
  @Test func stateFromInitAndDroppedWrites() {
    let result = layout(Stateful(start: 7))
    #expect(texts(result) == ["Text(\"7 0 none\")"])
    expectFrames(result, ["summary": rect(0, 0, 68, 21.25), "bar": rect(19, 21.25, 30, 7)])
  }
}

// MARK: @Environment

/// 30 wide in dark mode, 10 in light: the branch shows in the frame.
private struct SchemeSwatch: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    if colorScheme == .dark {
      Color.black.frame(width: 30, height: 10).id("dark")
    } else {
      Color.white.frame(width: 10, height: 10).id("light")
    }
  }
}

/// Reads its own environment: the `.environment` inside its body applies
/// to its content, not to what it reads; a ForEach row reads the view's.
private struct SchemeReader: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<2) { i in
        Color.gray.frame(width: colorScheme == .dark ? 30 : 10, height: 5).id("row\(i)")
      }
      SchemeSwatch()
    }
    .environment(\.colorScheme, .dark)
  }
}

private struct GapKey: EnvironmentKey {
  static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
  fileprivate var gap: CGFloat {
    get { self[GapKey.self] }
    set { self[GapKey.self] = newValue }
  }
}

private struct Gapped: View {
  @Environment(\.gap) private var gap
  var body: some View {
    HStack(spacing: gap) {
      Color.red.frame(width: 10, height: 10)
      Color.red.frame(width: 10, height: 10)
    }
    .id("gapped")
  }
}

@MainActor @Suite struct EnvironmentTests {
  @Test func colorSchemeFromAbovePicksTheBranch() {
    expectFrames(layout(SchemeSwatch()), ["light": rect(0, 0, 10, 10)])
    let dark = layout(SchemeSwatch().environment(\.colorScheme, .dark))
    expectFrames(dark, ["dark": rect(0, 0, 30, 10)])
    #expect(dark.frame(of: "light") == nil)
    // The renderer's environment is where the tree starts.
    var env = EnvironmentValues()
    env.colorScheme = .dark
    expectFrames(LayoutResult(of: SchemeSwatch(), environment: env), ["dark": rect(0, 0, 30, 10)])
  }

  /// The rows read SchemeReader's own (light) scheme: 10 wide; the nested
  /// swatch is under the `.environment(\.colorScheme, .dark)`: 30 wide.
  @Test func aViewReadsItsOwnPlaceInTheTree() {
    let result = layout(SchemeReader())
    expectFrames(
      result,
      ["row0": rect(10, 0, 10, 5), "row1": rect(10, 5, 10, 5), "dark": rect(0, 10, 30, 10)])
  }

  /// A custom key: 4 by default, 12 under `.environment(\.gap, 12)`, 24
  /// after `transformEnvironment` doubles it.
  @Test func customEnvironmentKey() {
    expectFrames(layout(Gapped()), ["gapped": rect(0, 0, 24, 10)])
    expectFrames(layout(Gapped().environment(\.gap, 12)), ["gapped": rect(0, 0, 32, 10)])
    expectFrames(
      layout(Gapped().transformEnvironment(\.gap) { $0 *= 2 }.environment(\.gap, 12)),
      ["gapped": rect(0, 0, 44, 10)])
    var env = EnvironmentValues()
    #expect(env.gap == 4)
    env.gap = 7
    #expect(env.gap == 7)
  }

  /// Outside a body a wrapper reads the defaults.
  @Test func outsideABodyTheDefaults() {
    @Environment(\.colorScheme) var scheme
    #expect(scheme == .light)
  }
}

// MARK: ObservableObject

private final class Profile: ObservableObject {
  @Published var name = "Ada"
  @Published var score = 12
  func rename() {
    objectWillChange.send()
    name = "Grace"
  }
}

private struct ProfileName: View {
  @EnvironmentObject var profile: Profile
  var body: some View {
    Text(profile.name).id("name")
  }
}

private struct ProfileCard: View {
  var body: some View {
    VStack(spacing: 0) {
      ProfileName()
      ProfileScore()
    }
  }
}

private struct ProfileScore: View {
  @EnvironmentObject var profile: Profile
  var body: some View {
    Text("\($profile.score.wrappedValue)").id("score")
  }
}

private struct OwnsProfile: View {
  @StateObject private var profile = Profile()
  var body: some View {
    VStack(spacing: 0) {
      ShowsProfile(profile: profile)
      Text($profile.name.wrappedValue).id("owner")
    }
  }
}

private struct ShowsProfile: View {
  @ObservedObject var profile: Profile
  var body: some View {
    Text(profile.name + "!").id("shown")
  }
}

@MainActor @Suite struct ObservableObjectTests {
  /// "Ada" is 25.5 wide; "12" 17; both read from the environment two
  /// levels down.
  @Test func environmentObjectFromAbove() {
    let profile = Profile()
    let result = layout(ProfileCard().environmentObject(profile))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    expectFrames(result, ["name": rect(0, 0, 25.5, 21.25), "score": rect(4.25, 21.25, 17, 21.25)])
  }

  /// `@StateObject` makes the model, `@ObservedObject` gets it passed in;
  /// `$profile.name` is a binding that writes to the object.
  @Test func stateObjectAndObservedObject() {
    let result = layout(OwnsProfile())
    #expect(texts(result) == ["Text(\"Ada!\")", "Text(\"Ada\")"])
    expectFrames(result, ["shown": rect(0, 0, 34, 21.25), "owner": rect(4.25, 21.25, 25.5, 21.25)])

    let profile = Profile()
    let observed = ObservedObject(wrappedValue: profile)
    let name: Binding<String> = observed.projectedValue.name
    name.wrappedValue = "Alan"
    #expect(profile.name == "Alan")
    profile.rename()
    #expect(name.wrappedValue == "Grace")
    #expect(Published(wrappedValue: 5).projectedValue.output == 5)
  }

  /// A view whose object is missing is left out, with a diagnostic naming
  /// the type; its siblings still lay out.
  @Test func missingEnvironmentObjectIsDiagnosed() {
    let result = layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 10).id("sibling")
        ProfileName()
      })
    let message =
      "missing @EnvironmentObject of type Profile (ProfileName.profile): "
      + "put one in with .environmentObject(_:) above ProfileName"
    #expect(result.missingEnvironmentObjects == [message])
    #expect(result.diagnostics == [message + "; the view is left out"])
    #expect(result.frame(of: "name") == nil)
    expectFrames(result, ["sibling": rect(0, 0, 20, 10)])
  }
}

// MARK: @Observable, @Bindable, @Environment(Type.self)

@Observable private final class Book: Identifiable {
  var title: String
  var pages: Int
  init(title: String, pages: Int) {
    self.title = title
    self.pages = pages
  }
}

@Observable private final class Library {
  var books = [Book(title: "Emma", pages: 10), Book(title: "Ulysses", pages: 20)]
}

private struct BookEditor: View {
  @Bindable var book: Book
  var body: some View {
    Text($book.title.wrappedValue).id("title")
  }
}

private struct Shelf: View {
  @Environment(Library.self) private var library
  @Environment(Library.self) private var optionalLibrary: Library?
  var body: some View {
    VStack(spacing: 0) {
      // Identifiable @Observable classes in a ForEach.
      ForEach(library.books) { book in
        Color.brown.frame(width: CGFloat(book.pages), height: 5).id(book.title)
      }
      if optionalLibrary != nil { Color.green.frame(width: 1, height: 1).id("optional") }
      BookEditor(book: library.books[1])
    }
  }
}

private struct MaybeShelf: View {
  @Environment(Library.self) private var library: Library?
  var body: some View {
    Color.red.frame(width: library == nil ? 5 : 50, height: 5).id("maybe")
  }
}

@MainActor @Suite struct ObservationTests {
  /// Ulysses: 7 characters, 59.5 wide, the widest row.
  @Test func observableInTheEnvironment() {
    let result = layout(Shelf().environment(Library()))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    expectFrames(
      result,
      [
        "Emma": rect(24.75, 0, 10, 5), "Ulysses": rect(19.75, 5, 20, 5), "optional": rect(29.25, 10, 1, 1),
        "title": rect(0, 11, 59.5, 21.25),
      ])
  }

  @Test func optionalObservableReadsNilWhenAbsent() {
    expectFrames(layout(MaybeShelf()), ["maybe": rect(0, 0, 5, 5)])
    expectFrames(layout(MaybeShelf().environment(Library())), ["maybe": rect(0, 0, 50, 5)])
    // The nearer `.environment` wins: nil takes the object out again.
    expectFrames(layout(MaybeShelf().environment(nil as Library?).environment(Library())), ["maybe": rect(0, 0, 5, 5)])
  }

  @Test func missingObservableIsDiagnosed() {
    let result = layout(Shelf())
    #expect(
      result.missingEnvironmentObjects == [
        "missing @Environment(Library.self) of type Library (Shelf.library): put one in with .environment(_:) above Shelf"
      ])
    #expect(result.size == .zero)
  }

  /// `$book.title` writes to the object; a local `@Bindable` works too.
  @Test func bindableMakesBindings() {
    let book = Book(title: "Emma", pages: 10)
    let bindable = Bindable(book)
    bindable.title.wrappedValue = "Persuasion"
    #expect(book.title == "Persuasion")
    @Bindable var local = book
    $local.pages.wrappedValue = 3
    #expect(book.pages == 3)
    expectFrames(layout(BookEditor(book: book)), ["title": rect(0, 0, 85, 21.25)])
  }
}

// MARK: Binding

private struct Settings {
  var name = "Ada"
  var tags = ["a", "bb"]
}

private struct Item: Identifiable {
  var id: Int
  var width: CGFloat
}

private struct Toggleish: View {
  @Binding var isOn: Bool
  var body: some View {
    Color.red.frame(width: isOn ? 20 : 10, height: 5).id(isOn ? "on" : "off")
  }
}

private struct ItemRows: View {
  @State private var items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
  var body: some View {
    VStack(spacing: 0) {
      ForEach($items) { $item in
        Color.blue.frame(width: item.width, height: $item.width.wrappedValue / 10).id(item.id)
      }
      Toggleish(isOn: .constant(true))
    }
  }
}

private final class Store {
  var value = 1
}

@MainActor @Suite struct BindingTests {
  @Test func getSetConstantAndProjections() {
    let store = Store()
    let binding = Binding(get: { store.value }, set: { store.value = $0 })
    binding.wrappedValue = 5
    #expect(store.value == 5 && binding.wrappedValue == 5)

    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)

    // `$model.field` and `$array[i]` on a binding to a struct.
    var settings = Settings()
    let model = Binding(get: { settings }, set: { settings = $0 })
    let name: Binding<String> = model.name
    name.wrappedValue = "Grace"
    #expect(settings.name == "Grace")
    let tags = model.tags
    let first: Binding<String> = tags[0]
    first.wrappedValue = "z"
    #expect(settings.tags == ["z", "bb"])
    #expect(tags.count == 2 && tags.map(\.wrappedValue) == ["z", "bb"])

    // Optional and erased forms.
    let optional = Binding<String?>(name)
    #expect(optional.wrappedValue == "Grace")
    #expect(Binding<String>(Binding<String?>.constant(nil)) == nil)
    #expect(Binding<String>(optional)?.wrappedValue == "Grace")
  }

  /// A state's binding reads the initial value and drops writes.
  @Test func stateBindingReadsTheInitialValue() {
    let state = State(initialValue: 2)
    state.projectedValue.wrappedValue = 9
    #expect(state.projectedValue.wrappedValue == 2 && state.wrappedValue == 2)
  }

  /// `ForEach($items) { $item in … }`; `.constant(true)` into `@Binding`.
  @Test func bindingsInViews() {
    let result = layout(ItemRows())
    expectFrames(result, ["1": rect(5, 0, 10, 1), "2": rect(0, 1, 20, 2), "on": rect(0, 3, 20, 5)])
    expectFrames(layout(Toggleish(isOn: .constant(false))), ["off": rect(0, 0, 10, 5)])
  }
}

// MARK: Preferences

private struct WidestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// Where actions write what they saw.
private final class Seen {
  var widths: [CGFloat] = []
  var names: [[String]] = []
}

@MainActor @Suite struct PreferenceTests {
  /// Reduced with max over 10, 30, 20: one call, with 30, after layout.
  @Test func preferenceReducedAndReadOnce() {
    let seen = Seen()
    let view = VStack {
      ForEach([10, 30, 20], id: \.self) { w in
        Color.red.frame(width: CGFloat(w), height: 5).preference(key: WidestKey.self, value: CGFloat(w))
      }
    }
    .onPreferenceChange(WidestKey.self) { seen.widths.append($0) }
    let result = layout(view)
    #expect(seen.widths == [30])
    #expect(result.size == CGSize(width: 30, height: 31))
  }

  /// An outer `preference` replaces its content's values for that key;
  /// other keys pass; nested readers each see their own subtree; no value
  /// set gives the default.
  @Test func preferencesNestAndReplace() {
    let seen = Seen()
    let view = VStack {
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("b").preference(key: NamesKey.self, value: ["b"]).preference(key: WidestKey.self, value: 7)
      }
      .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
      Text("c")
        .preference(key: NamesKey.self, value: ["c"])
        .preference(key: NamesKey.self, value: ["C"])
        .transformPreference(NamesKey.self) { $0.append("!") }
    }
    .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
    .onPreferenceChange(WidestKey.self) { seen.widths.append($0) }
    _ = layout(view)
    #expect(seen.names == [["a", "b"], ["a", "b", "C", "!"]])
    #expect(seen.widths == [7])

    let none = Seen()
    _ = layout(Text("x").onPreferenceChange(WidestKey.self) { none.widths.append($0) })
    #expect(none.widths == [0])
  }
}

// MARK: Storage and metrics

private enum Theme: String {
  case plain, fancy
}

private struct Stored: View {
  @AppStorage("username") private var username = "Anonymous"
  @AppStorage("theme") private var theme: Theme = .fancy
  @AppStorage("fontSize", store: .standard) private var fontSize = 20.0
  @AppStorage("lastOpened") private var lastOpened: String?
  @SceneStorage("tab") private var tab = 2
  @ScaledMetric private var icon: CGFloat = 24
  @ScaledMetric(relativeTo: .caption) private var gap = 6.0

  var body: some View {
    VStack(spacing: gap) {
      Text(username + (lastOpened ?? "")).font(.system(size: fontSize)).id("user")
      Color.red.frame(width: icon, height: CGFloat(tab)).id(theme.rawValue)
    }
    .defaultAppStorage(.standard)
  }
}

@MainActor @Suite struct StorageTests {
  /// Defaults, whatever UserDefaults holds: "Anonymous" at 20 points is
  /// 9 × 10 wide and 25 high; the icon 24 wide, the tab 2 high, 6 below.
  @Test func appStorageReadsTheDefault() {
    UserDefaults.standard.set("Somebody", forKey: "username")
    defer { UserDefaults.standard.removeObject(forKey: "username") }
    let result = layout(Stored())
    expectFrames(result, ["user": rect(0, 0, 90, 25), "fancy": rect(33, 31, 24, 2)])
  }
}

// MARK: Where the environment is read

/// Nests `depth` views; the innermost reads the gap.
private struct Nest: View {
  let depth: Int
  var body: some View {
    if depth == 0 {
      Gapped()
    } else {
      Nest(depth: depth - 1).padding(0)
    }
  }
}

/// A custom modifier reads the environment at the modifier.
private struct Spread: ViewModifier {
  @Environment(\.gap) private var gap
  func body(content: Content) -> some View {
    content.padding(.leading, gap)
  }
}

/// Content lowered through a custom modifier still reads its own view's
/// environment: the rows are 10 wide (light), the modifier pads by 12.
private struct ThroughModifier: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<1) { _ in
        Color.gray.frame(width: colorScheme == .dark ? 30 : 10, height: 5).id("inner")
      }
    }
    .modifier(Spread())
    .environment(\.gap, 12)
    .environment(\.colorScheme, .dark)
  }
}

/// A custom DynamicProperty holding an environment object.
private struct ProfileReader: DynamicProperty {
  @EnvironmentObject var profile: Profile
}

private struct UsesReader: View {
  var reader = ProfileReader()
  var body: some View { Text(reader.profile.name).id("reader") }
}

@MainActor @Suite struct EnvironmentPlacementTests {
  /// 450 levels: lowering moves to the large-stack thread at 400, and the
  /// innermost view still reads its environment there.
  @Test func deepTreesReadTheirEnvironment() {
    let result = layout(Nest(depth: 450).environment(\.gap, 12))
    expectFrames(result, ["gapped": rect(0, 0, 32, 10)])
  }

  @Test func modifiersReadTheirPlaceAndContentItsView() {
    expectFrames(layout(ThroughModifier()), ["inner": rect(12, 0, 10, 5)])
  }

  @Test func objectsInsideCustomDynamicProperties() {
    expectFrames(layout(UsesReader().environmentObject(Profile())), ["reader": rect(0, 0, 25.5, 21.25)])
    let missing = layout(UsesReader())
    #expect(
      missing.missingEnvironmentObjects == [
        "missing @EnvironmentObject of type Profile (UsesReader.profile): "
          + "put one in with .environmentObject(_:) above UsesReader"
      ])
  }
}
