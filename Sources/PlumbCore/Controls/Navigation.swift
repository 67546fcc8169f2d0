import Foundation

// Navigation as the first screen of a stack shows it: the bar with the
// title and toolbar items, then the root view. Destinations are not shown.

/// What the views inside a navigation stack tell its bar, gathered while
/// they lower: the first title and display mode set, and toolbar items.
final class NavigationBarInfo {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var items: [ToolbarEntry] = []
  var barHidden = false
  /// The background of the root view's list, which shows behind the bar.
  var background: Color?
  /// The prompt of a `searchable` inside: its field sits under the title.
  var searchPrompt: Text?
}

extension LoweringContext {
  /// The bar of the innermost navigation stack being lowered.
  var navigationBar: NavigationBarInfo? {
    get { navigationBars.last }
  }
}

/// Records into the enclosing navigation bar, then lowers its content.
nonisolated struct NavigationBarRecorder: PrimitiveModifier {
  let record: (NavigationBarInfo) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let bar = ctx.navigationBar { record(bar) }
    PlumbCore.lower(content, ctx, env)
  }
}

/// A List tells an enclosing navigation stack its background.
nonisolated struct NavigationBackgroundMarker: PrimitiveModifier {
  let color: Color
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let bar = ctx.navigationBar, bar.background == nil { bar.background = color }
    PlumbCore.lower(content, ctx, env)
  }
}

/// Lowers `content` with a fresh bar record, then what `make` builds of
/// the record and the content's views.
nonisolated struct NavigationBarReader<Content: View, Result: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let content: Content
  let make: (NavigationBarInfo, [LoweredSubview]) -> Result
  init(content: Content, @ViewBuilder make: @escaping (NavigationBarInfo, [LoweredSubview]) -> Result) {
    self.content = content
    self.make = make
  }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    let info = NavigationBarInfo()
    ctx.navigationBars.append(info)
    let nodes = ctx.collect { PlumbCore.lower(content, ctx, env) }
    ctx.navigationBars.removeLast()
    PlumbCore.lower(make(info, nodes.map { LoweredSubview(node: $0, tag: nil) }), ctx, env)
  }
}

/// A navigation stack's first screen: the navigation bar, then the root
/// view filling the rest. The bar is 44 tall with the toolbar items at its
/// sides (16 from the edges) and, inline, the title centred in 17-point
/// semibold; with a large title (the default) a 52-tall band below it
/// holds the title in 34-point bold, 16 from the leading edge (iOS 17
/// UINavigationBar: 44 + 52 = 96).
///
/// Child proposal: the root view gets the proposal less the bar's height.
/// Own size: the proposal (a navigation stack fills its window).
/// Placement: the bar at the top, the root view below it, top-leading.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
  }
  public var body: some View { NavigationScreen(root: root) }
}

/// The older navigation container: drawn as a stack. Its views are its
/// columns (an iPad's sidebar, then the detail); a figure is drawn as an
/// iPhone shows it, the first column alone (Hacking with Swift's
/// SnowSeeker: the list of resorts, not the welcome view beside it). The
/// other columns are not lowered, so their titles and toolbar items do not
/// reach the bar.
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationScreen(root: FirstColumn(content: content)) }
}

/// A navigation view's content as a compact screen shows it: the first of
/// its top-level views.
nonisolated struct FirstColumn<Content: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let content: Content
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let columns = content as? any ColumnViews {
      columns.lowerFirstColumn(_ViewInputs(ctx, env))
    } else {
      PlumbCore.lower(content, ctx, env)
    }
  }
}

/// A split view on a compact iPhone screen: one column, as a stack — the
/// sidebar, or the column `preferredCompactColumn` names (iOS 17).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  var compactColumn = NavigationSplitViewColumn.sidebar
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    (self.sidebar, self.content, self.detail) = (sidebar(), content(), detail())
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }
  public var body: some View {
    if compactColumn == .detail {
      NavigationScreen(root: detail)
    } else if compactColumn == .content, let content {
      NavigationScreen(root: content)
    } else {
      NavigationScreen(root: sidebar)
    }
  }
}
extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    (self.sidebar, self.content, self.detail) = (sidebar(), nil, detail())
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }
}
/// A column of a split view (iOS 17), for `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  public static let content = NavigationSplitViewColumn(name: "content")
  public static let detail = NavigationSplitViewColumn(name: "detail")
}
/// Which columns of a split view show. A phone shows one: inert. Codable,
/// as apps keep it in their scene storage.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
nonisolated extension View {
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inert() }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert() }
}

/// A stack's path of values pushed: a figure shows the root.
public struct NavigationPath: Equatable {
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
  public var count: Int { 0 }
  public var isEmpty: Bool { true }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
  /// The path as `Codable` can store it. A figure's path is always empty,
  /// so it always has one: an empty list.
  public var codable: CodableRepresentation? { CodableRepresentation() }
  public init(_ codable: CodableRepresentation) {}
  /// A navigation path in a form `Codable` can store.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
      _ = encoder.unkeyedContainer()
    }
  }
}

nonisolated struct NavigationScreen<Root: View>: View {
  let root: Root
  @Environment(\.tint) private var tint
  @Environment(\.searchPrompt) private var searchPrompt

  var body: some View {
    // The bar takes the top of the safe area: the root's backgrounds
    // stop at the bar.
    NavigationBarReader(content: root.transformEnvironment(\.deviceSafeArea) { $0.top = 0 }) { info, nodes in
      VStack(spacing: 0) {
        if !info.barHidden {
          NavigationBarView(info: info, searchPrompt: searchPrompt)
        }
        ZStack(alignment: .topLeading) {
          ForEach(0..<nodes.count, id: \.self) { nodes[$0] }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        let bottom = info.items.filter { $0.placement.side == .bottom }
        if !bottom.isEmpty {
          BottomToolbarView(items: bottom)
        }
      }
      .extendingIntoSafeArea(info.background ?? Color(uiColor: .systemBackground))
    }
  }
}

nonisolated struct NavigationBarView: View {
  let info: NavigationBarInfo
  /// A `searchable` on the stack itself (outside its root).
  var searchPrompt: Text? = nil
  var body: some View {
    let large = info.displayMode != .inline && info.title != nil
    let leading = info.items.filter { $0.placement.side == .leading }
    let trailing = info.items.filter { $0.placement.side == .trailing }
    let principal = info.items.first { $0.placement.side == .principal }
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 16) {
          ForEach(0..<leading.count, id: \.self) { leading[$0].view }
          Spacer(minLength: 0)
          ForEach(0..<trailing.count, id: \.self) { trailing[$0].view }
        }
        // A bar button's label shows its icon alone, as iOS draws it.
        .labelStyle(.iconOnly)
        .padding(.horizontal, 16)
        if let principal {
          principal.view
        } else if !large, let title = info.title {
          title.font(.headline).lineLimit(1)
        }
      }
      .frame(height: 44)
      if large, let title = info.title {
        title
          .font(.largeTitle.bold())
          .lineLimit(1)
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .leading)
      }
      if let prompt = info.searchPrompt ?? searchPrompt {
        SearchFieldView(prompt: prompt)
      }
    }
    .foregroundStyle(Color.primary)
  }
}

/// The bottom toolbar (`.bottomBar` items), as iOS 17 shows it when the
/// content does not reach it: a 49-point row over the content's background
/// (transparent at the scroll edge), its items 16 from the sides and 16
/// apart, in the accent color as bar buttons are.
nonisolated struct BottomToolbarView: View {
  let items: [ToolbarEntry]
  var body: some View {
    HStack(spacing: 16) {
      ForEach(0..<items.count, id: \.self) { items[$0].view }
    }
    .labelStyle(.iconOnly)
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 49, maxHeight: 49)
  }
}

/// The search field a `searchable` puts under the navigation bar's title,
/// as iOS 17 shows it at rest (before the list scrolls): a 52-point row
/// holding a 36-point field 16 from the sides, 10-point corners on the
/// tertiary fill, the magnifying glass and the prompt in the secondary
/// color.
nonisolated struct SearchFieldView: View {
  let prompt: Text
  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass")
        .font(.system(size: 17))
      prompt
        .font(.body)
        .lineLimit(1)
      Spacer(minLength: 0)
    }
    .foregroundStyle(Color(uiColor: .secondaryLabel))
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    .padding(.horizontal, 16)
    .frame(height: 52)
  }
}

nonisolated extension View {
  /// The title of the navigation stack this view is the root of.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationBarRecorder { if $0.title == nil { $0.title = title } })
  }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
  public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationBarRecorder { if $0.displayMode == nil { $0.displayMode = displayMode } })
  }
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(NavigationBarRecorder { if hidden { $0.barHidden = true } })
  }
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    let l = AnyView(leading), t = AnyView(trailing)
    return modifier(
      NavigationBarRecorder {
        $0.items.append(ToolbarEntry(placement: .topBarLeading, view: l))
        $0.items.append(ToolbarEntry(placement: .topBarTrailing, view: t))
      })
  }
  public func navigationBarItems<L: View>(leading: L) -> some View {
    let l = AnyView(leading)
    return modifier(NavigationBarRecorder { $0.items.append(ToolbarEntry(placement: .topBarLeading, view: l)) })
  }
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    let t = AnyView(trailing)
    return modifier(NavigationBarRecorder { $0.items.append(ToolbarEntry(placement: .topBarTrailing, view: t)) })
  }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { inert() }
  public func navigationSubtitle(_ subtitle: Text) -> some View { inert() }
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { inert() }
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    inert()
  }
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    inert()
  }
  public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    inert()
  }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { inert() }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
  /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { inert() }
  public func toolbarRole(_ role: ToolbarRole) -> some View { inert() }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { inert() }
  /// Hides the navigation bar (`.toolbar(.hidden, for: .navigationBar)`)
  /// or the tab bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesNavigationBar = visibility == .hidden && bars.contains(.navigationBar)
    return modifier(NavigationBarRecorder { if hidesNavigationBar { $0.barHidden = true } })
  }
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  public static let automatic = ToolbarTitleDisplayMode()
  public static let inline = ToolbarTitleDisplayMode()
  public static let inlineLarge = ToolbarTitleDisplayMode()
  public static let large = ToolbarTitleDisplayMode()
}
public struct ToolbarRole: Hashable, Sendable {
  public static let automatic = ToolbarRole()
  public static let navigationStack = ToolbarRole()
  public static let browser = ToolbarRole()
  public static let editor = ToolbarRole()
}
/// The bars a toolbar modifier addresses.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

// MARK: - Links

/// A link to another screen: drawn as its label; in a List row, with the
/// disclosure chevron trailing (13-point semibold, tertiary label color).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  @Environment(\.listRow) private var listRow
  @Environment(\.navigationLinkIndicatorVisibility) private var indicatorVisibility

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The iOS 13 form: the link as its label.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View {
    if listRow != nil && indicatorVisibility == .hidden {
      label.frame(maxWidth: .infinity, alignment: .leading)
    } else if listRow != nil {
      ControlRow {
        label
      } trailing: {
        Image(systemName: "chevron.right")
          .font(.system(size: 13, weight: .semibold))
          .foregroundStyle(Color(uiColor: .tertiaryLabel))
      }
    } else {
      label.foregroundStyle(Color.accentColor)
    }
  }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}
extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
  }
}
extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    label = Text(title)
  }
  /// iOS 13–16's selection-driven links (deprecated, still compiled).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    label = Text(title)
  }
  /// iOS 13's forms, with the destination as a value.
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    label = Text(title)
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    label = Text(title)
  }
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }
}

// MARK: - Toolbars

/// Where a toolbar item goes: leading or trailing in the navigation bar,
/// or its centre; the bottom toolbar (`.bottomBar`, `.status`); items for
/// the keyboard are not drawn.
public struct ToolbarItemPlacement: Sendable {
  enum Side: Sendable { case leading, trailing, principal, bottom, none }
  let side: Side
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  public static let navigation = ToolbarItemPlacement(side: .leading)
  public static let principal = ToolbarItemPlacement(side: .principal)
  /// iOS 26's title and subtitle placements: the bar's centre, as `.principal`.
  public static let title = ToolbarItemPlacement(side: .principal)
  public static let largeTitle = ToolbarItemPlacement(side: .principal)
  public static let subtitle = ToolbarItemPlacement(side: .principal)
  public static let largeSubtitle = ToolbarItemPlacement(side: .principal)
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let bottomBar = ToolbarItemPlacement(side: .bottom)
  public static let keyboard = ToolbarItemPlacement(side: .none)
  public static let status = ToolbarItemPlacement(side: .bottom)
  /// visionOS's ornament below the window: the bottom of an iPhone's
  /// figure, as `.bottomBar`.
  public static let bottomOrnament = ToolbarItemPlacement(side: .bottom)
}

struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// The content of a `.toolbar { }`, as in SwiftUI: items, groups, and
/// types of the user's that combine them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
  /// Appends this content's items. Not for users: the default reads `body`.
  nonisolated func _entries(into entries: inout [_ToolbarEntries])
}

/// Toolbar items gathered for a bar. Opaque outside Plumb.
public struct _ToolbarEntries {
  let entry: ToolbarEntry
}

nonisolated extension ToolbarContent {
  public func _entries(into entries: inout [_ToolbarEntries]) {
    let read: @MainActor (Self) -> Body = { $0.body }
    unsafeBitCast(read, to: ((Self) -> Body).self)(self)._entries(into: &entries)
  }
}
nonisolated extension ToolbarContent {
  /// iOS 26: whether the item shares the bar's glass with its neighbours.
  /// Toolbar items are drawn without glass: no change.
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> Self { self }
}
nonisolated extension ToolbarContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) has no body") }
}
extension Never: ToolbarContent {}

public typealias CustomizableToolbarContent = ToolbarContent

nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
  /// A customizable toolbar's item the user has to add (`showsByDefault:
  /// false`) is not in the toolbar until they do: not drawn.
  var shown = true
  public func _entries(into entries: inout [_ToolbarEntries]) {
    guard shown else { return }
    entries.append(_ToolbarEntries(entry: ToolbarEntry(placement: placement, view: AnyView(content))))
  }
}
extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}
extension ToolbarItem where ID == String {
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    shown = showsByDefault
  }
}

/// Several items in one place, 16 apart.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public func _entries(into entries: inout [_ToolbarEntries]) {
    let view = AnyView(HStack(spacing: 16) { content })
    entries.append(_ToolbarEntries(entry: ToolbarEntry(placement: placement, view: view)))
  }
}

/// A flexible space between items: not drawn.
nonisolated public struct ToolbarSpacer: ToolbarContent {
  public typealias Body = Never
  public init() {}
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  public func _entries(into entries: inout [_ToolbarEntries]) {}
}

/// iOS 26: a system toolbar item (the search field, the sidebar toggle)
/// placed where the app asks. Inert: a figure keeps the item where the
/// system draws it by default (`.searchable`'s field under the title).
nonisolated public struct DefaultToolbarItem: ToolbarContent {
  public typealias Body = Never
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
  public func _entries(into entries: inout [_ToolbarEntries]) {}
}

nonisolated public struct TupleToolbarContent: ToolbarContent {
  public typealias Body = Never
  let parts: [any ToolbarContent]
  public func _entries(into entries: inout [_ToolbarEntries]) {
    for part in parts { part._entries(into: &entries) }
  }
}

nonisolated public struct OptionalToolbarContent: ToolbarContent {
  public typealias Body = Never
  let part: (any ToolbarContent)?
  public func _entries(into entries: inout [_ToolbarEntries]) { part?._entries(into: &entries) }
}

@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(parts: []) }
  public static func buildPartialBlock<C: ToolbarContent>(first: C) -> TupleToolbarContent {
    TupleToolbarContent(parts: [first])
  }
  public static func buildPartialBlock<C: ToolbarContent>(accumulated: TupleToolbarContent, next: C) -> TupleToolbarContent {
    TupleToolbarContent(parts: accumulated.parts + [next])
  }
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
  // Not generic: a generic `buildOptional` whose result does not name its
  // parameter cannot infer it, and `.toolbar { if isNew { … } }` fails.
  public static func buildOptional(_ content: (any ToolbarContent)?) -> OptionalToolbarContent {
    OptionalToolbarContent(part: content)
  }
  public static func buildEither<A: ToolbarContent>(first: A) -> OptionalToolbarContent { OptionalToolbarContent(part: first) }
  public static func buildEither<B: ToolbarContent>(second: B) -> OptionalToolbarContent { OptionalToolbarContent(part: second) }
  public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> OptionalToolbarContent {
    OptionalToolbarContent(part: content)
  }
}

nonisolated extension View {
  /// Toolbar items for the enclosing navigation bar.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    var entries: [_ToolbarEntries] = []
    content()._entries(into: &entries)
    let items = entries.map(\.entry)
    return modifier(NavigationBarRecorder { $0.items.append(contentsOf: items) })
  }
  /// Views for the trailing side of the enclosing navigation bar.
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let item = ToolbarEntry(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }))
    return modifier(NavigationBarRecorder { $0.items.append(item) })
  }
  public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
}

/// How a split view shares its width (a figure on a phone shows one column).
public protocol NavigationSplitViewStyle {}
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: Self { Self() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: Self { Self() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: Self { Self() }
}

nonisolated extension View {
  /// Inert: a phone shows one column whatever the style.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inert() }
}

/// How wide a `ToolbarSpacer` is: a fixed gap or all the space there is.
public struct SpacerSizing: Hashable, Sendable {
  let name: String
  public static let fixed = SpacerSizing(name: "fixed")
  public static let flexible = SpacerSizing(name: "flexible")
}
