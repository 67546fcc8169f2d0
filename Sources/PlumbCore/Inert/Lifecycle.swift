import Foundation

// What SwiftUI runs as a view appears, disappears or changes. Plumb draws
// one frame and calls none of these closures, not even `onAppear`, which
// SwiftUI would call before that frame: a figure must not depend on side
// effects (a network load in `.task`, a timer, a write to a model), and a
// closure that changes state would change nothing anyway, since a still
// image never re-renders (see docs/deviations.md). Give a view its
// loaded state through its properties instead.

/// When `onSubmit(of:_:)` fires: from a text field or a search field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

nonisolated extension View {
  /// Not called: see the top of this file.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    inert()
  }

  /// Not called.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    inert()
  }

  /// Not started. (SwiftUI's closure is `@Sendable`; Plumb's is not, since
  /// it never leaves the view: a view holding a non-Sendable model can
  /// capture it.)
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
    inert()
  }

  /// Not started (iOS 26's named tasks too).
  public func task(name: String?, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
    -> some View
  { inert() }
  public func task<T: Equatable>(
    id value: T, name: String?, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View { inert() }

  /// Not started.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    inert()
  }

  /// Not called, even with `initial: true`: the value never changes in a
  /// still image, and the initial call would be a side effect.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    inert()
  }

  /// Not called.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    inert()
  }

  /// The form before iOS 17, with the new value only. Not called.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    inert()
  }

  /// Not called: nobody pulls a still image to refresh it.
  public func refreshable(action: @escaping () async -> Void) -> some View {
    inert()
  }

  /// Not called: nobody submits a text field in a still image.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    inert()
  }
}
