import Foundation

// Spellings SwiftUI has deprecated and real code still uses: each does what
// its replacement does.

nonisolated extension View {
  /// iOS 13's `accessibility(label:)`: the figure's label, as
  /// `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label.string) }
  public func accessibility(hint: Text) -> some View { inert() }
  public func accessibility(value: Text) -> some View { inert() }
  public func accessibility(hidden: Bool) -> some View { inert() }
  public func accessibility(identifier: String) -> some View { inert() }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { inert() }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { inert() }
  public func accessibility(sortPriority: Double) -> some View { inert() }
  public func accessibility(activationPoint: UnitPoint) -> some View { inert() }
  public func accessibility(activationPoint: CGPoint) -> some View { inert() }
  public func accessibility(inputLabels: [Text]) -> some View { inert() }
  public func accessibility(selectionIdentifier: AnyHashable) -> some View { inert() }

  /// UIKit's capitalization of typed text (iOS 13's spelling of
  /// `textInputAutocapitalization`): nothing is typed in a figure.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inert() }
}

/// UIKit's text capitalization, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
