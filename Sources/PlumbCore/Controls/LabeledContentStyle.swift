import Foundation

/// How labeled content draws its label and value: `labeledContentStyle(_:)`
/// sets it for the labeled content below.
public protocol LabeledContentStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled content style is given: the label and the content.
public struct LabeledContentStyleConfiguration {
  /// The label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: some View { view }
  }
  /// The content (the value).
  nonisolated public struct Content: View {
    let view: AnyView
    public var body: some View { view }
  }
  public let label: Label
  public let content: Content
}

/// iOS's labeled content: the label leading, the value trailing in the
/// secondary style.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent { configuration.content } label: { configuration.label }
      .environment(\.labeledContentStyle, nil)
  }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: (any LabeledContentStyle)? { nil }
}
extension EnvironmentValues {
  var labeledContentStyle: (any LabeledContentStyle)? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The style of the labeled content in this view.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environment(\.labeledContentStyle, style)
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The labeled content a style is given, drawn as the default style
  /// draws it (a custom style's way to keep the standard look).
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

nonisolated extension LabeledContentStyle {
  func anyBody(label: AnyView, content: AnyView) -> AnyView {
    AnyView(
      makeBody(configuration: LabeledContentStyleConfiguration(label: .init(view: label), content: .init(view: content))))
  }
}
