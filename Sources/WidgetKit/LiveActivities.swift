// Live Activities' views: an `ActivityConfiguration` with its Lock Screen
// content and its Dynamic Island, and their previews, drawn as an iPhone
// 15 shows them (docs/deviations.md gives the measured sizes).
import ActivityKit
import Foundation
import Plumb

/// What an activity's views are given: its attributes and current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  public let attributes: Attributes
  public let state: Attributes.ContentState
  public let isStale: Bool
  public let activityID: String
  init(attributes: Attributes, state: Attributes.ContentState) {
    (self.attributes, self.state, isStale, activityID) = (attributes, state, false, "preview")
  }
}

/// The sizes an activity is drawn at beyond the iPhone (iOS 18).
public enum ActivityFamily: Hashable, Sendable { case small, medium }

/// A Live Activity's widget: its Lock Screen view and its Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  public var body: Never { fatalError("ActivityConfiguration has no body") }
  let content: (ActivityViewContext<Attributes>) -> AnyView
  let island: (ActivityViewContext<Attributes>) -> DynamicIsland

  public init<Content: View>(
    for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    self.content = { AnyView(content($0)) }
    island = dynamicIsland
  }
  /// iOS 16.1's spelling.
  public init<Content: View>(
    attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
  }
}

extension WidgetConfiguration {
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { modified { _ in } }
}

/// Where an expanded region sits in the Dynamic Island.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let index: Int
  public static let leading = DynamicIslandExpandedRegionPosition(index: 0)
  public static let trailing = DynamicIslandExpandedRegionPosition(index: 1)
  public static let center = DynamicIslandExpandedRegionPosition(index: 2)
  public static let bottom = DynamicIslandExpandedRegionPosition(index: 3)
}

/// One region of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegion<Content: View> {
  let position: DynamicIslandExpandedRegionPosition
  let content: Content
  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
    (self.position, self.content) = (position, content())
  }
  /// The region's view, with the modifiers views take (`contentMargins`,
  /// `dynamicIsland(verticalPlacement:)`) applied to it.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> { self }
}

/// The expanded Dynamic Island's regions, as its builder collects them.
public struct DynamicIslandExpandedContent<Content> {
  var regions: [(DynamicIslandExpandedRegionPosition, AnyView)]
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<Never> {
    DynamicIslandExpandedContent(regions: [(region.position, AnyView(region.content))])
  }
  public static func buildBlock(_ parts: DynamicIslandExpandedContent<Never>...) -> DynamicIslandExpandedContent<Never> {
    DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
  }
  public static func buildOptional(_ part: DynamicIslandExpandedContent<Never>?) -> DynamicIslandExpandedContent<Never> {
    part ?? DynamicIslandExpandedContent(regions: [])
  }
  public static func buildEither(first: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> { first }
  public static func buildEither(second: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> { second }
  public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> {
    part
  }
}

/// How the Dynamic Island shows an activity.
public enum DynamicIslandMode: Hashable, Sendable { case compact, expanded, minimal }

/// The Dynamic Island's views of an activity: expanded regions, the
/// compact leading and trailing views beside the camera, and the minimal
/// one.
public struct DynamicIsland {
  let regions: [(DynamicIslandExpandedRegionPosition, AnyView)]
  let compactLeading: AnyView
  let compactTrailing: AnyView
  let minimal: AnyView
  var keyline: Color?

  public init<Expanded, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: () -> CompactLeading, @ViewBuilder compactTrailing: () -> CompactTrailing,
    @ViewBuilder minimal: () -> Minimal
  ) {
    regions = expanded().regions
    self.compactLeading = AnyView(compactLeading())
    self.compactTrailing = AnyView(compactTrailing())
    self.minimal = AnyView(minimal())
  }
  /// The island's outline color: not drawn (the island is black on black).
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var island = self
    island.keyline = color
    return island
  }
  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
    self
  }

  func region(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
    regions.first { $0.0 == position }?.1
  }
}

/// Where the expanded island places a region's view vertically.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let name: String
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
  /// The Lock Screen banner's background: the color behind the content.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    background { if let color { color.ignoresSafeArea() } }
  }
  /// The color of the banner's system button (an Allow/Dismiss pair):
  /// not drawn, a figure showing no buttons.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

// MARK: Previews

/// What a Live Activity preview shows.
public struct ActivityPreviewViewKind: Hashable, Sendable {
  let island: DynamicIslandMode?
  /// The Lock Screen banner.
  public static let content = ActivityPreviewViewKind(island: nil)
  public static func dynamicIsland(_ mode: DynamicIslandMode) -> ActivityPreviewViewKind {
    ActivityPreviewViewKind(island: mode)
  }
}

/// Collects a preview's states.
@resultBuilder
public enum ActivityPreviewContentStateBuilder<Attributes: ActivityAttributes> {
  public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] { [state] }
  public static func buildBlock(_ parts: [Attributes.ContentState]...) -> [Attributes.ContentState] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Attributes.ContentState]?) -> [Attributes.ContentState] { part ?? [] }
  public static func buildEither(first: [Attributes.ContentState]) -> [Attributes.ContentState] { first }
  public static func buildEither(second: [Attributes.ContentState]) -> [Attributes.ContentState] { second }
  public static func buildArray(_ parts: [[Attributes.ContentState]]) -> [Attributes.ContentState] { parts.flatMap { $0 } }
}

/// A Live Activity's preview: `#Preview("Notification", as: .content,
/// using: attributes) { MyActivity() } contentStates: { … }` draws the
/// first state.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> W,
  @ActivityPreviewContentStateBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// What a Live Activity's `#Preview` expands to. Not for users.
@MainActor public func _plumbPreview<Attributes: ActivityAttributes, W: Widget>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> W,
  @ActivityPreviewContentStateBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) -> _PlumbPreview {
  _PlumbPreview(sizeThatFits: name) {
    activityView(widget(), kind: viewKind, attributes: attributes, state: contentStates().first)
  }
}

@MainActor func activityView<W: Widget, Attributes: ActivityAttributes>(
  _ widget: W, kind: ActivityPreviewViewKind, attributes: Attributes, state: Attributes.ContentState?
) -> AnyView {
  guard let configuration = widget.body as? ActivityConfiguration<Attributes>, let state else {
    return AnyView(EmptyView())
  }
  let context = ActivityViewContext(attributes: attributes, state: state)
  switch kind.island {
  case nil: return AnyView(LockScreenBanner(content: configuration.content(context)))
  case .some(let mode): return AnyView(DynamicIslandView(island: configuration.island(context), mode: mode))
  }
}

/// The Lock Screen banner: 361 wide on an iPhone 15 (the screen less 16 on
/// each side), as tall as its content up to 160, with rounded corners of
/// 24, on a light translucent gray where the content sets no tint.
struct LockScreenBanner: View {
  let content: AnyView
  var body: some View {
    content
      .frame(width: 361)
      .frame(maxHeight: 160)
      .background(Color(white: 0.93, opacity: 0.9))
      .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
  }
}

/// The Dynamic Island, white on black: compact, its views beside the
/// 126-wide camera area in a capsule 37 tall; minimal, a 37 circle;
/// expanded, a 371-wide rounded rectangle holding the leading, center and
/// trailing regions in a row and the bottom region below.
struct DynamicIslandView: View {
  let island: DynamicIsland
  let mode: DynamicIslandMode
  var body: some View {
    Group {
      switch mode {
      case .compact:
        HStack(spacing: 0) {
          island.compactLeading
          Color.clear.frame(width: 126)
          island.compactTrailing
        }
        .padding(.horizontal, 12)
        .frame(height: 37)
        .background(Capsule().fill(Color.black))
      case .minimal:
        island.minimal
          .frame(width: 37, height: 37)
          .background(Circle().fill(Color.black))
      case .expanded:
        VStack(spacing: 8) {
          HStack(alignment: .top, spacing: 8) {
            island.region(.leading)
            Spacer(minLength: 0)
            island.region(.center)
            Spacer(minLength: 0)
            island.region(.trailing)
          }
          island.region(.bottom)
        }
        .padding(.horizontal, 20)
        .padding(.top, 14)
        .padding(.bottom, 16)
        .frame(width: 371)
        .frame(minHeight: 84)
        .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black))
      }
    }
    .foregroundStyle(Color.white)
    .environment(\.colorScheme, .dark)
  }
}

extension ActivityAttributes {
  /// iOS 16.2's Live Activity preview in a `PreviewProvider`. Plumb cannot
  /// find the widget from its attributes, so it draws nothing; write
  /// `#Preview(_:as:using:) { MyActivity() } contentStates: { … }`, which
  /// names the widget (docs/deviations.md).
  public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
    EmptyView()
  }
}
