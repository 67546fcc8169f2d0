import Foundation
@testable import PlumbCore
import Testing

/// Gauge styles, as SwiftUI declares them: a custom `GaugeStyle` gets the
/// value as a fraction of the range; the accessory styles draw iOS's
/// Lock Screen gauges.
@MainActor @Suite struct GaugeStyleTests {
  struct BarStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      Color.red.frame(width: 100 * configuration.value, height: 10).id("bar")
    }
  }

  /// 30 in 0…120 is a quarter: the style's bar is 25 wide.
  @Test func customStyleGetsTheFraction() {
    let r = layout(Gauge(value: 30, in: 0...120) { Text("Load") }.gaugeStyle(BarStyle()), ProposedViewSize(width: 300, height: 300))
    #expect(r.frame(of: "bar")?.size == CGSize(width: 25, height: 10))
  }

  /// Values outside the range are clamped to it, as the gauge draws them.
  @Test func valueOutsideTheRangeIsClamped() {
    let r = layout(Gauge(value: 200, in: 0...120) { Text("Load") }.gaugeStyle(BarStyle()), ProposedViewSize(width: 300, height: 300))
    #expect(r.frame(of: "bar")?.size == CGSize(width: 100, height: 10))
  }

  /// `.accessoryCircular` and `.accessoryCircularCapacity` are the
  /// 58-point circular accessory, whatever the proposal.
  @Test func circularAccessoriesAre58Points() {
    for circular in [true, false] {
      let gauge = Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") }
      let view = circular ? AnyView(gauge.gaugeStyle(.accessoryCircular)) : AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
      let r = layout(view.id("gauge"), ProposedViewSize(width: 300, height: 300))
      #expect(r.frame(of: "gauge")?.size == CGSize(width: 58, height: 58))
    }
  }

  /// watchOS's `CircularGaugeStyle(tint:)` is the circular accessory: 58
  /// points, whatever its tint; `LinearGaugeStyle` the accessory bar.
  @Test func watchStylesAreTheAccessories() {
    let gauge = Gauge(value: 0.4) { Text("Speed") }
    let tinted = layout(
      gauge.gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .red]))).id("gauge"),
      ProposedViewSize(width: 300, height: 300))
    #expect(tinted.frame(of: "gauge")?.size == CGSize(width: 58, height: 58))
    let plain = layout(gauge.gaugeStyle(.circular).id("gauge"), ProposedViewSize(width: 300, height: 300))
    #expect(plain.frame(of: "gauge")?.size == CGSize(width: 58, height: 58))
    let linear = layout(gauge.gaugeStyle(LinearGaugeStyle(tint: .blue)).id("gauge"), ProposedViewSize(width: 240, height: 300))
    let accessory = layout(gauge.gaugeStyle(.accessoryLinear).id("gauge"), ProposedViewSize(width: 240, height: 300))
    #expect(linear.frame(of: "gauge") == accessory.frame(of: "gauge"))
  }

  /// The default style is the linear capacity bar: it takes the proposed
  /// width.
  @Test func defaultStyleTakesTheWidth() {
    let r = layout(Gauge(value: 0.3) { Text("Storage") }.id("gauge"), ProposedViewSize(width: 240, height: 300))
    #expect(r.frame(of: "gauge")?.width == 240)
  }

  /// The open ring's marker: the arc runs clockwise from 135° through the
  /// top, so half way is straight up, 26 (half of 58 − 6) above the centre.
  @Test func openRingMarkerHalfWayIsAtTheTop() {
    let config = GaugeStyleConfiguration(
      value: 0.5, label: .init(AnyView(EmptyView())), markedValueLabels: .init(AnyView(EmptyView())))
    let offset = BuiltInGauge(kind: .circular, configuration: config).marker(at: 0.5)
    #expect(abs(offset.width) < 1e-9 && abs(offset.height + 26) < 1e-9)
  }
}

/// iOS 18's `Tab`: a search tab labels itself; each tab's content is
/// hosted as a screen, centred above the bar.
@MainActor @Suite struct TabTests {
  func texts(_ r: LayoutResult) -> [String] {
    DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
  }

  /// `Tab(role: .search)` has no title of its own: the bar shows "Search".
  @Test func searchRoleLabelsTheTab() {
    let view = TabView {
      Tab("Home", systemImage: "house") { Color.red }
      Tab(role: .search) { Color.blue }
    }
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))
    #expect(texts(r) == ["Home", "Search"])
  }

  /// The bar is 49 tall, so the tab's space is 393 × 551 and a 100 × 50
  /// view sits at ((393 − 100) / 2, (551 − 50) / 2) = (146.5, 250.5).
  @Test func tabContentIsCentredAboveTheBar() {
    let view = TabView {
      Tab("Home", systemImage: "house") { Color.red.frame(width: 100, height: 50).id("content") }
    }
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))
    expectFrames(r, ["content": rect(146.5, 250.5, 100, 50)])
  }

  /// A tab with a label view of its own (`Tab(value:content:label:)`).
  @Test func customLabel() {
    let view = TabView(selection: .constant(2)) {
      Tab(value: 1) { Color.red } label: { Text("One") }
      Tab(value: 2) { Color.blue } label: { Text("Two") }
    }
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))
    #expect(texts(r) == ["One", "Two"])
  }
}

/// iOS 18's tab builder: a `Tab`'s leading-dot value takes the selection's
/// type; sections join the bar; a phone shows at most five items.
@MainActor @Suite struct TabBuilderTests {
  enum Place: Hashable { case home, search, settings }

  func texts(_ r: LayoutResult) -> [String] {
    DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .text(let content, _, _, _, _) = $0 { return content.string }
      return nil
    }
  }

  /// `.settings` is inferred as a `Place`; the selected tab's content is
  /// shown (its text between the bar's titles in drawing order).
  @Test func valuesInferTheSelectionType() {
    let view = TabView(selection: .constant(Place.settings)) {
      Tab("Home", systemImage: "house", value: .home) { Text("home page") }
        .customizationID("home")
      TabSection("More") {
        Tab("Settings", systemImage: "gear", value: .settings) { Text("settings page") }
      }
      .defaultVisibility(.hidden, for: .sidebar)
    }
    let shown = texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600)))
    #expect(shown == ["settings page", "Home", "Settings"])
  }

  /// A section of tabs made with `ForEach` (Apple's tvOS catalog sample):
  /// the section's value type comes from the tab view, and its `ForEach`
  /// is built as one, not as custom tab content (both fit; that was an
  /// ambiguity). The selected tab, inside the section, is shown.
  @Test func sectionOfForEachTabs() {
    enum Shelf: String, CaseIterable, Identifiable, Hashable {
      case movies, shows
      var id: String { rawValue }
    }
    enum Main: Hashable { case search, shelf(Shelf) }
    let view = TabView(selection: .constant(Main.shelf(.shows))) {
      Tab("Search", systemImage: "magnifyingglass", value: .search) { Text("search page") }
      TabSection("Library") {
        ForEach(Shelf.allCases) { shelf in
          Tab(shelf.rawValue, systemImage: "star", value: Main.shelf(shelf)) { Text("\(shelf.rawValue) page") }
        }
      }
    }
    let shown = texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600)))
    #expect(shown == ["shows page", "Search", "movies", "shows"])
  }

  /// Six tabs: four, then "More" (UITabBarController's limit of five).
  @Test func sixTabsShowFourAndMore() {
    let view = TabView {
      ForEach(1...6, id: \.self) { i in
        Color.red.tabItem { Label("Tab \(i)", systemImage: "star") }
      }
    }
    let shown = texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600)))
    #expect(shown == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
  }

  /// Tabs of the user's own `TabContent` type join the bar in order, and
  /// the selected one (`.search`, inside the custom content) is shown.
  @Test func customTabContent() {
    let view = TabView(selection: .constant(Place.search)) {
      Tab("Home", systemImage: "house", value: .home) { Text("home page") }
      ExtraTabs(showsSettings: true)
    }
    let shown = texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600)))
    #expect(shown == ["search page", "Home", "Search", "Settings"])
  }

  /// A custom tab content's `if` leaves its tab out; `AnyTabContent` erases
  /// one as the tab it is.
  @Test func customTabContentBranchesAndErasure() {
    let view = TabView(selection: .constant(Place.home)) {
      AnyTabContent(Tab("Home", systemImage: "house", value: Place.home) { Text("home page") })
      ExtraTabs(showsSettings: false)
    }
    let shown = texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600)))
    #expect(shown == ["home page", "Home", "Search"])
  }

  struct ExtraTabs: TabContent {
    let showsSettings: Bool
    var body: some TabContent<Place> {
      Tab("Search", systemImage: "magnifyingglass", value: .search) { Text("search page") }
      if showsSettings {
        Tab("Settings", systemImage: "gear", value: .settings) { Text("settings page") }
      }
    }
  }

  /// A tab's badge (a modifier on the `Tab`) is drawn on its bar item.
  @Test func tabBadge() {
    let view = TabView {
      Tab("Inbox", systemImage: "tray") { Color.red }.badge(3)
    }
    #expect(texts(LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 600))).contains("3"))
  }
}

/// `contentMargins` pads a scroll view's content inside the scroll area.
@MainActor @Suite struct ContentMarginsTests {
  /// 20 on each horizontal edge: the 100-wide stack's row is at x = 20 and
  /// 300 − 40 = 260 wide (a VStack of a flexible color).
  @Test func horizontalMarginsInsetTheContent() {
    let view = ScrollView { Color.red.frame(height: 30).id("row") }
      .contentMargins(.horizontal, 20, for: .scrollContent)
    let r = layout(view, ProposedViewSize(width: 300, height: 200))
    expectFrames(r, ["row": rect(20, 0, 260, 30)])
  }

  /// Indicator margins move nothing that is drawn.
  @Test func indicatorMarginsChangeNothing() {
    let view = ScrollView { Color.red.frame(height: 30).id("row") }
      .contentMargins(.horizontal, 20, for: .scrollIndicators)
    expectFrames(layout(view, ProposedViewSize(width: 300, height: 200)), ["row": rect(0, 0, 300, 30)])
  }
}
