// `import TipKit` on Linux, where TipKit does not exist: tips as a first
// launch shows them. An inline `TipView` draws iOS's tip card (the icon,
// the title in headline, the message in the secondary color, a close
// button); popover tips are presentations and draw nothing. Rules,
// parameters and events are accepted and never evaluated. Declared on
// Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
// TipKit's interface brings SwiftUI with it: a file importing TipKit alone
// writes views.
@_exported import Plumb

/// A tip: its title, message, image and actions.
public protocol Tip: Identifiable, Sendable {
  typealias Rule = Tips.Rule
  typealias Action = Tips.Action
  typealias Event = Tips.Event
  typealias Option = TipOption
  var title: Text { get }
  var message: Text? { get }
  var image: Image? { get }
  @Tips.ActionBuilder var actions: [Tips.Action] { get }
  @Tips.RuleBuilder var rules: [Tips.Rule] { get }
  @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
  public var message: Text? { nil }
  public var image: Image? { nil }
  public var actions: [Tips.Action] { [] }
  public var rules: [Tips.Rule] { [] }
  public var options: [any TipOption] { [] }
  public var id: String { String(describing: Self.self) }
  /// Dismisses the tip: nothing to dismiss in a still image.
  public func invalidate(reason: Tips.InvalidationReason) {}
  public var shouldDisplay: Bool { true }
}

/// An option of a tip (`Tips.MaxDisplayCount`, `Tips.IgnoresDisplayFrequency`).
public protocol TipOption: Sendable {}

public enum Tips {
  /// Builds a tip's rules, one per line.
  /// (A property written as an array literal, `var rules: [Rule] { [ … ] }`,
  /// is one expression of the builder its requirement infers.)
  @resultBuilder public enum RuleBuilder {
    public static func buildBlock(_ rules: [Rule]...) -> [Rule] { rules.flatMap { $0 } }
    public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
    public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
    public static func buildOptional(_ rules: [Rule]?) -> [Rule] { rules ?? [] }
    public static func buildEither(first rules: [Rule]) -> [Rule] { rules }
    public static func buildEither(second rules: [Rule]) -> [Rule] { rules }
  }
  /// Builds a tip's actions, one per line.
  @resultBuilder public enum ActionBuilder {
    public static func buildBlock(_ actions: [Action]...) -> [Action] { actions.flatMap { $0 } }
    public static func buildExpression(_ action: Action) -> [Action] { [action] }
    public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
    public static func buildOptional(_ actions: [Action]?) -> [Action] { actions ?? [] }
    public static func buildEither(first actions: [Action]) -> [Action] { actions }
    public static func buildEither(second actions: [Action]) -> [Action] { actions }
  }
  /// Builds a tip's options, one per line.
  @resultBuilder public enum OptionsBuilder {
    public static func buildBlock(_ options: [any TipOption]...) -> [any TipOption] { options.flatMap { $0 } }
    public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
    public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
  }
  /// Sets TipKit up at launch: accepted; tips are shown as on a first launch.
  public static func configure(_ options: [ConfigurationOption] = []) throws {}
  public static func resetDatastore() throws {}
  public static func showAllTipsForTesting() {}
  public static func hideAllTipsForTesting() {}
  public static func showTipsForTesting(_ tips: [any Tip.Type]) {}

  public struct ConfigurationOption: Sendable {
    let name: String
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
      ConfigurationOption(name: "displayFrequency")
    }
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
      ConfigurationOption(name: "datastoreLocation")
    }
    public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
    public enum DatastoreLocation: Sendable { case applicationDefault, groupContainer(identifier: String), url(URL) }
  }

  /// A button in a tip.
  public struct Action: Identifiable, @unchecked Sendable {
    public let id: String
    let title: Text
    /// What the action does: never called in a figure.
    public let handler: @Sendable () -> Void
    public let index: Int? = nil
    public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
      self.id = id ?? title
      self.title = Text(title)
      self.handler = handler
    }
    public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
      self.title = label()
      self.id = id ?? "action"
      self.handler = handler
    }
    /// The action's label.
    public func label() -> Text { title }
  }

  /// When a tip shows: never evaluated (the tip shows, as on a first launch).
  public struct Rule: Sendable {
    public init() {}
  }

  /// Something the app records (`Tips.Event(id:)`): accepted, never counted.
  public struct Event: Sendable {
    public let id: String
    public init(id: String) { self.id = id }
    public func donate() async {}
    public func sendDonation() {}
    /// The times the event was recorded: none.
    public var donations: [Donation] { [] }
    public struct Donation: Sendable {
      public let date: Date
    }
    public enum DonationTimeRange: Sendable { case minute, hour, day, week, month }
  }

  public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }

  public struct MaxDisplayCount: TipOption {
    public init(_ count: Int) {}
  }
  public struct IgnoresDisplayFrequency: TipOption {
    public init(_ ignores: Bool) {}
  }
}

/// A tip's parameter (`@Parameter static var isLoggedIn = false`): a value
/// rules would read. It reads its initial value; setting it does nothing.
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter() = #externalMacro(module: "PlumbMacros", type: "TipParameterMacro")

/// A tip's rule (`#Rule(Self.$isLoggedIn) { $0 == true }`): accepted, never
/// evaluated; the tip shows, as on a first launch.
@freestanding(expression)
public macro Rule<Value>(_ input: Value, _ body: (Value) -> Bool) -> Tips.Rule =
  #externalMacro(module: "PlumbMacros", type: "TipRuleMacro")

/// A tip inline, as iOS draws it on a first launch: a rounded card in the
/// secondary grouped background, the tip's image in the tint at the
/// leading edge, its title (headline) over its message (subheadline,
/// secondary), a close button at the top trailing corner.
///
/// Child proposal: the proposed width, less the card's insets, to the text.
/// Own size: the proposed width; the text's height plus 2 × 16.
/// Placement: the card's parts in a row.
public struct TipView<Content: Tip>: View {
  let tip: Content?
  @Environment(\.tipViewStyle) private var style
  public init(_ tip: Content?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip
  }
  public var body: some View {
    if let tip {
      if let style {
        style.make(
          TipViewStyleConfiguration(tip: tip, title: tip.title, message: tip.message, image: tip.image, actions: tip.actions))
      } else {
        DefaultTipCard(tip: tip)
      }
    }
  }
}

/// The inline card iOS draws for a tip.
struct DefaultTipCard<Content: Tip>: View {
  let tip: Content
  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      if let image = tip.image {
        image.font(.title2).foregroundStyle(Color.accentColor)
      }
      VStack(alignment: .leading, spacing: 4) {
        tip.title.font(.headline)
        if let message = tip.message { message.font(.subheadline).foregroundStyle(.secondary) }
        ForEach(tip.actions) { action in
          Button(action: {}) { action.title }.padding(.top, 6)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: "xmark").font(.subheadline).foregroundStyle(.tertiary)
    }
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 13, style: .continuous).fill(Color(uiColor: .secondarySystemGroupedBackground)))
  }
}

extension View {
  /// A tip in a popover: a presentation, not drawn in a still image.
  public func popoverTip<T: Tip>(_ tip: T?, arrowEdge: Edge? = .top, action: @escaping (Tips.Action) -> Void = { _ in })
    -> some View
  { self }
  public func popoverTip<T: Tip>(_ tip: T?, arrowEdges: Edge.Set, action: @escaping (Tips.Action) -> Void = { _ in })
    -> some View
  { self }
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  public func tipImageSize(_ size: CGSize) -> some View { self }
  /// The style inline tips below are drawn in.
  public func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View {
    environment(\.tipViewStyle, TipStyleBox { AnyView(style.makeBody(configuration: $0)) })
  }
}

/// How an inline tip is drawn: its `makeBody` gets the tip's parts.
@MainActor @preconcurrency
public protocol TipViewStyle {
  associatedtype Body: View
  typealias Configuration = TipViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A tip's parts, for a `TipViewStyle`.
public struct TipViewStyleConfiguration {
  public let tip: any Tip
  public let title: Text?
  public let message: Text?
  public let image: Image?
  public let actions: [Tips.Action]
}

/// A tip style, erased.
public struct TipStyleBox: @unchecked Sendable {
  let make: (TipViewStyleConfiguration) -> AnyView
}
private struct TipViewStyleKey: EnvironmentKey { static var defaultValue: TipStyleBox? { nil } }
extension EnvironmentValues {
  /// The style set with `tipViewStyle(_:)`.
  public var tipViewStyle: TipStyleBox? {
    get { self[TipViewStyleKey.self] }
    set { self[TipViewStyleKey.self] = newValue }
  }
}

/// Tips shown one at a time (iOS 18): the first shows, as on a first
/// launch; invalidating one changes nothing in a still image.
@Observable
public final class TipGroup: @unchecked Sendable {
  public enum Priority: Sendable { case firstAvailable, ordered }
  public let priority: Priority
  public let tips: [any Tip]
  public init(_ priority: Priority = .firstAvailable, @TipGroupBuilder _ builder: () -> [any Tip]) {
    self.priority = priority
    tips = builder()
  }
  /// The tip shown now.
  public var currentTip: (any Tip)? { tips.first }
}

@resultBuilder public enum TipGroupBuilder {
  public static func buildExpression(_ tip: some Tip) -> [any Tip] { [tip] }
  public static func buildBlock(_ tips: [any Tip]...) -> [any Tip] { tips.flatMap { $0 } }
}

extension Array where Element == Tips.Event.Donation {
  /// The donations within a time range: none, as none are recorded.
  public func donatedWithin(_ range: Tips.Event.DonationTimeRange) -> [Tips.Event.Donation] { [] }
}
