import Foundation

/// Tabs, as the first frame shows them: the selected tab's view (the first
/// when nothing is selected) filling the space above the tab bar: 49 tall
/// (UITabBar on iPhones without a home indicator), a hairline on top, each
/// item's icon (25-point symbol) above its title (10-point medium), the
/// selected one in the tint, the others in gray. More than five tabs show
/// as four and "More", as UITabBarController shows them on an iPhone.
///
/// Child proposal: the tab gets the proposal less the bar; items share the
/// width equally.
/// Own size: the proposal (a tab view fills its window).
/// Placement: the tab centred above the bar, the bar at the bottom.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: AnyHashable?
  @Environment(\.tabViewStyle) private var style
  @Environment(\.tint) private var tint

  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { AnyHashable($0.wrappedValue) }
  }
  /// iOS 18's form: `Tab`s whose values have the selection's type, so
  /// `Tab("Photos", systemImage: "photo", value: .photos)` infers it.
  public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
    self.selection = AnyHashable(selection.wrappedValue)
  }

  public var body: some View {
    SubviewsReader(content: content, tagsRows: true) { tabs in
      let index = selection.flatMap { s in tabs.firstIndex { $0.tag == s } } ?? 0
      if style == .page {
        ZStack(alignment: .bottom) {
          if !tabs.isEmpty { tabs[index].frame(maxWidth: .infinity, maxHeight: .infinity) }
          PageDots(count: tabs.count, selected: index).padding(.bottom, 12)
        }
      } else {
        VStack(spacing: 0) {
          if !tabs.isEmpty {
            // The tab bar takes the bottom of the safe area: a tab's
            // background stops at the bar. Each tab is hosted as a screen
            // is: content smaller than the space above the bar is centred.
            tabs[index].frame(maxWidth: .infinity, maxHeight: .infinity)
              .transformEnvironment(\.deviceSafeArea) { $0.bottom = 0 }
          }
          let tags = tabs.map(\.node.listRowTags)
          if tags.count > 5 {
            // An iPhone's bar holds five items: four tabs and "More".
            let more = AnyView(Label("More", systemImage: "ellipsis"))
            TabBar(
              items: tags.prefix(4).map(\.tabItem) + [more], badges: tags.prefix(4).map(\.badge) + [nil],
              selected: min(index, 4), tint: tint ?? .accentColor)
          } else {
            TabBar(items: tags.map(\.tabItem), badges: tags.map(\.badge), selected: index, tint: tint ?? .accentColor)
          }
        }
      }
    }
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }
}

nonisolated struct TabBar: View {
  let items: [AnyView?]
  let badges: [Text?]
  let selected: Int
  let tint: Color
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<items.count, id: \.self) { i in
        VStack(spacing: 2) {
          if let item = items[i] { item.labelStyle(TabItemLabelStyle()) }
        }
        .foregroundStyle(i == selected ? tint : Color(uiColor: .systemGray))
        .frame(maxWidth: .infinity)
        .overlay(alignment: .top) {
          if let badge = badges[i] {
            badge
              .font(.system(size: 13))
              .foregroundStyle(Color.white)
              .padding(.horizontal, 5)
              .frame(minWidth: 18, minHeight: 18)
              .background(Capsule().fill(Color.red))
              .offset(x: 14, y: 0)
          }
        }
      }
    }
    .padding(.top, 7)
    .frame(height: 49, alignment: .top)
    .frame(maxWidth: .infinity)
    .extendingIntoSafeArea(Color(uiColor: .secondarySystemBackground).opacity(0.94), top: false)
    .overlay(alignment: .top) {
      Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / max(displayScale, 1))
    }
  }
}

/// A tab item's label: the icon over the title.
nonisolated struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 22))
      configuration.title.font(.system(size: 10, weight: .medium))
    }
  }
}

nonisolated struct PageDots: View {
  let count: Int
  let selected: Int
  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { i in
        Circle().fill(Color.white.opacity(i == selected ? 1 : 0.35)).frame(width: 7, height: 7)
      }
    }
  }
}

/// A tab of a TabView (iOS 18): its content, tagged with its value, with
/// its title and icon for the tab bar.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
  let title: Text
  let icon: Image?
  let value: Value?
  let content: Content
  var customLabel: AnyView?
  var badgeLabel: Text?

  public typealias Body = Never
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lower(view.tabView, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }

  /// The tab as a tab view shows it: its content, tagged with its value,
  /// with its bar item.
  var tabView: some View {
    content
      .badge(badgeLabel)
      .tabItem {
        if let customLabel {
          customLabel
        } else if let icon {
          Label(title: { title }, icon: { icon })
        } else {
          title
        }
      }
      // The value itself, not an optional wrapping it: selection compares
      // it with the tab view's value.
      .modifier(TagModifier { $0.selectionTag = value.map { AnyHashable($0) } })
  }
}

extension Tab where Value == Int {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    (title, icon, value, self.content) = (Text(titleKey), Image(systemName: systemImage), nil, content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    (self.title, icon, value, self.content) = (Text(title), Image(systemName: systemImage), nil, content())
  }
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    (title, icon, value, self.content) = (Text(titleKey), Image(image), nil, content())
  }
  /// A tab whose label comes from its role: `.search` is iOS's "Search"
  /// tab with a magnifying glass.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    (title, icon) = Self.label(for: role)
    (value, self.content) = (nil, content())
  }
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    (title, icon, value, self.content) = (Text(verbatim: ""), nil, nil, content())
    customLabel = AnyView(label())
  }
  /// A role's tab with a label of its own.
  public init<L: View>(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    (title, icon, value, self.content) = (Text(verbatim: ""), nil, nil, content())
    customLabel = AnyView(label())
  }
}
extension Tab {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (title, icon, self.value, self.content) = (Text(titleKey), Image(systemName: systemImage), value, content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    (self.title, icon, self.value, self.content) = (Text(title), Image(systemName: systemImage), value, content())
  }
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (title, icon, self.value, self.content) = (Text(titleKey), Image(image), value, content())
  }
  /// A tab whose label comes from its role (`.search`: "Search" and a
  /// magnifying glass; no role: an empty label).
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    (title, icon) = Self.label(for: role)
    (self.value, self.content) = (value, content())
  }
  public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    (title, icon, self.value, self.content) = (Text(verbatim: ""), nil, value, content())
    customLabel = AnyView(label())
  }
  public init<L: View>(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
  ) {
    (title, icon, self.value, self.content) = (Text(verbatim: ""), nil, value, content())
    customLabel = AnyView(label())
  }

  static func label(for role: TabRole?) -> (Text, Image?) {
    role == .search ? (Text(verbatim: "Search"), Image(systemName: "magnifyingglass")) : (Text(verbatim: ""), nil)
  }
}
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab: labelled "Search" with a magnifying glass.
  public static let search = TabRole(name: "search")
  public static let prominent = TabRole(name: "prominent")
}

public enum TabViewStyleKind: Sendable { case automatic, page }
public protocol TabViewStyle {
  var _kind: TabViewStyleKind { get }
}
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .automatic }
}
nonisolated public struct PageTabViewStyle: TabViewStyle {
  public enum IndexDisplayMode: Sendable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  public var _kind: TabViewStyleKind { .page }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: Self { Self() }
  public static var sidebarAdaptable: Self { Self() }
  public static var tabBarOnly: Self { Self() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: Self { Self() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self() }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
extension EnvironmentValues {
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

public struct IndexViewStyle: Sendable {
  public static let page = IndexViewStyle()
  public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyle { IndexViewStyle() }
  public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
}

nonisolated extension View {
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind = style._kind
    return modifier(EnvironmentModifier { $0.tabViewStyle = kind })
  }
  public func indexViewStyle(_ style: IndexViewStyle) -> some View { inert() }
  /// The title and icon of this view's tab in a TabView.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let item = AnyView(label())
    return modifier(TagModifier { $0.setListRowTags { $0.tabItem = item } })
  }
}

/// A titled group of tabs (iOS 18). A phone's tab bar has no sections: its
/// tabs join the bar in order, as a `Group`'s would.
nonisolated public struct TabSection<Value: Hashable, Content: View>: View {
  let content: Content
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Value> content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Value> content: () -> Content) {
    self.content = content()
  }
  public init<H: View>(@TabContentBuilder<Value> content: () -> Content, @ViewBuilder header: () -> H) {
    self.content = content()
  }
  public typealias Body = Never
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lower(view.content, inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
}

/// Builds a tab view's tabs (iOS 18): each `Tab`'s value has the tab
/// view's selection type, so a leading-dot value infers it; sections,
/// `ForEach`, `if` and `switch` as in a view builder.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<C: View>(_ tab: Tab<SelectionValue, C>) -> Tab<SelectionValue, C> { tab }
  @_disfavoredOverload
  public static func buildExpression<V: Hashable, C: View>(_ tab: Tab<V, C>) -> Tab<V, C> { tab }
  public static func buildExpression<C: View>(_ section: TabSection<SelectionValue, C>) -> TabSection<SelectionValue, C> {
    section
  }
  public static func buildExpression<D, I, C: View>(_ each: ForEach<D, I, C>) -> ForEach<D, I, C> { each }
  /// A custom `TabContent` (a type of the user's whose body holds tabs).
  /// Disfavored: a `ForEach` of tabs is `TabContent` too, and inside a
  /// `TabSection`, whose value type comes from outside, both overloads fit.
  @_disfavoredOverload
  public static func buildExpression<C: TabContent>(_ content: C) -> _TabContentView<C>
  where C.TabValue == SelectionValue {
    _TabContentView(content: content)
  }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildPartialBlock<C: View>(first: C) -> C { first }
  public static func buildPartialBlock<A: View, B: View>(accumulated: A, next: B) -> TupleTabContent<A, B> {
    TupleTabContent(first: accumulated, second: next)
  }
  public static func buildOptional<C: View>(_ content: C?) -> C? { content }
  public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
    ConditionalContent(content: first)
  }
  public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
    ConditionalContent(content: second)
  }
  public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }
}

/// How a user rearranged a sidebar-adaptable tab view: nothing, in a figure.
public struct TabViewCustomization: Hashable, Codable, Sendable {
  public init() {}
  public func resetVisibility() {}
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { .automatic }
    set {}
  }
  public subscript(tabBarVisibility id: String) -> Visibility {
    get { .automatic }
    set {}
  }
}

extension AppStorage where Value == TabViewCustomization {
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: TabViewCustomization(), key, store: store)
  }
}

/// What a user may change of a tab.
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
  public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// Where a tab shows: the tab bar or the sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

nonisolated extension View {
  /// A tab's identity for customization: inert.
  public func customizationID(_ id: String) -> some View { inert() }
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...)
    -> some View
  { inert() }
  /// Whether a tab shows in the sidebar or the tab bar by default. A
  /// phone's tab bar shows every tab: inert.
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
    inert()
  }
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { inert() }
  /// The sidebar's header and footer: a phone shows no sidebar.
  public func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
  public func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
  public func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
  public func sectionActions<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
}

// A tab's modifiers return the tab, as SwiftUI's `TabContent` modifiers
// do, so a modified tab stays a `Tab` for the builder.
extension Tab {
  /// The tab bar item's badge: a count (0 shows none) or a label.
  public func badge(_ count: Int) -> Self {
    var copy = self
    copy.badgeLabel = count == 0 ? nil : Text(verbatim: "\(count)")
    return copy
  }
  public func badge(_ label: Text?) -> Self {
    var copy = self
    copy.badgeLabel = label
    return copy
  }
  public func badge(_ key: LocalizedStringKey?) -> Self { badge(key.map { Text($0) }) }
  public func customizationID(_ id: String) -> Self { self }
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...)
    -> Self
  { self }
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
  public func tabPlacement(_ placement: TabPlacement) -> Self { self }
  public func disabled(_ disabled: Bool) -> Self { self }
  public func hidden(_ hidden: Bool = true) -> Self { self }
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }
}

extension TabSection {
  public func customizationID(_ id: String) -> Self { self }
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
  public func sectionActions<C: View>(@ViewBuilder content: () -> C) -> Self { self }
  public func tabPlacement(_ placement: TabPlacement) -> Self { self }
}

/// Where a tab sits in a sidebar-adaptable tab view: inert on a phone.
public struct TabPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = TabPlacement(name: "automatic")
  public static let pinned = TabPlacement(name: "pinned")
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}
