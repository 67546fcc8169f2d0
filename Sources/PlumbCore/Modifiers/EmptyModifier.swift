import Foundation

/// A modifier that changes nothing: its body is its content.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Content { content }
}
