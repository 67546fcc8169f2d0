import Foundation

/// Whether something the system draws is shown: a confirmation dialog's
/// title, a sheet's drag indicator.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic
  case visible
  case hidden
}
