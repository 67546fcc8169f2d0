import Foundation

/// A title with an icon, as in SwiftUI. The automatic style draws the icon
/// then the title, centred on each other, as iOS lists and menus do.
///
/// Child proposal: the style's view gets the label's proposal.
/// Own size: the style's view's.
/// Placement: the style's view at the origin.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(AnyView(title)), icon: LabelStyleConfiguration.Icon(AnyView(icon)))
    if let style {
      style.make(configuration)
    } else {
      DefaultLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// iOS 16: a title from a localized string resource (an App Intent's or
  /// an alarm button's text).
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(name) })
  }
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  /// iOS 17: an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label from a style's configuration, drawn with the automatic look.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct LabelStyleConfiguration {
  nonisolated public struct Title: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  nonisolated public struct Icon: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  public let title: Title
  public let icon: Icon
}

/// Icon then title, 8 apart (iOS's label spacing in lists and menus is
/// chosen: docs/deviations.md). In a List row the icon takes the tint, as
/// iOS tints list items' icons, unless a foreground color is set around
/// the label (Scrumdinger's cards: icons in the card's text color).
nonisolated public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultLabelBody(configuration: configuration)
  }
}

nonisolated struct DefaultLabelBody: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.listRow) private var listRow
  @Environment(\.tint) private var tint
  @Environment(\.foregroundColor) private var foreground
  @Environment(\.labelIconToTitleSpacing) private var spacing
  @Environment(\.labelReservedIconWidth) private var reservedIconWidth
  var body: some View {
    HStack(spacing: spacing ?? 8) {
      if listRow != nil && foreground == nil {
        icon.foregroundStyle(tint ?? .accentColor)
      } else {
        icon
      }
      configuration.title
    }
  }
  /// The icon, centred in the reserved width when one is set (iOS 26's
  /// `labelReservedIconWidth`), so a column of labels lines its titles up.
  @ViewBuilder private var icon: some View {
    if let reservedIconWidth {
      configuration.icon.frame(minWidth: max(0, reservedIconWidth))
    } else {
      configuration.icon
    }
  }
}
public typealias TitleAndIconLabelStyle = DefaultLabelStyle

nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
  public static var titleAndIcon: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension View {
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let make = mainActorStyleBody { (s: S, c: S.Configuration) in s.makeBody(configuration: c) }
    return modifier(EnvironmentModifier { $0.labelStyle = StyleBox { AnyView(make(style, $0)) } })
  }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct LabelReservedIconWidthKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
extension EnvironmentValues {
  /// iOS 26: the gap between a label's icon and its title (nil: the style's, 8).
  public var labelIconToTitleSpacing: CGFloat? {
    get { self[LabelIconToTitleSpacingKey.self] }
    set { self[LabelIconToTitleSpacingKey.self] = newValue }
  }
  /// iOS 26: the width a label's icon takes at least, its icon centred in it.
  public var labelReservedIconWidth: CGFloat? {
    get { self[LabelReservedIconWidthKey.self] }
    set { self[LabelReservedIconWidthKey.self] = newValue }
  }
}

nonisolated extension View {
  /// iOS 26: the gap between the icon and the title of the labels below.
  public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.labelIconToTitleSpacing = spacing })
  }
  /// iOS 26: the width the icons of the labels below take at least.
  public func labelReservedIconWidth(_ width: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.labelReservedIconWidth = width })
  }
}
