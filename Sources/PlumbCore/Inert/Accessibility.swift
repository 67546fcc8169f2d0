import Foundation

// Accessibility beyond the label. `accessibilityLabel(_:)` names the figure
// (the root's label is the SVG's `<title>`, see View+Modifiers.swift); the
// rest describes interaction with assistive technologies, which a still
// image has none of: each compiles and draws nothing.

/// What an accessibility element does with its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What kind of element a view is, for assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

nonisolated extension View {
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { inert() }
  public func accessibilityHint(_ hint: Text) -> some View { inert() }

  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { inert() }
  public func accessibilityValue(_ value: Text) -> some View { inert() }

  public func accessibilityIdentifier(_ identifier: String) -> some View { inert() }

  public func accessibilityHidden(_ hidden: Bool) -> some View { inert() }

  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inert() }

  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inert() }

  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inert() }

  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { inert() }
}

nonisolated extension View {
  /// Inert: the representation only replaces the view for assistive
  /// technologies; the view itself is drawn.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { inert() }
}
