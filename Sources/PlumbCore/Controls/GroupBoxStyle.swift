import Foundation

/// How a group box draws its label and content: `groupBoxStyle(_:)` sets it
/// for the boxes below.
public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The box's label (empty when it has none).
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: some View { view }
  }
  /// The box's content.
  nonisolated public struct Content: View {
    let view: AnyView
    public var body: some View { view }
  }
  public let label: Label
  public let content: Content
}

/// iOS's group box: the label in the headline style above the content.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GroupBox(label: configuration.label) { configuration.content }
      .environment(\.groupBoxStyle, nil)
  }
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: (any GroupBoxStyle)? { nil }
}
extension EnvironmentValues {
  var groupBoxStyle: (any GroupBoxStyle)? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The style of the group boxes in this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { environment(\.groupBoxStyle, style) }
}

nonisolated extension GroupBoxStyle {
  func anyBody(label: AnyView, content: AnyView) -> AnyView {
    AnyView(makeBody(configuration: GroupBoxStyleConfiguration(label: .init(view: label), content: .init(view: content))))
  }
}
