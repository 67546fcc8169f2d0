import Foundation

/// A view SwiftUI re-renders only when it changes (`==`). A figure renders
/// once, so it is its content.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
  public var content: Content
  public init(content: Content) { self.content = content }
  public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
  /// This view, compared with `==` before SwiftUI updates it.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
