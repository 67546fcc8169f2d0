import Foundation
import Observation

/// A key for a custom environment value, as in SwiftUI:
///
///     private struct AccentKey: EnvironmentKey {
///       static let defaultValue = Color.blue
///     }
///     extension EnvironmentValues {
///       var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///       }
///     }
///
/// `.environment(\.accent, .red)` sets it for a subtree and
/// `@Environment(\.accent)` reads it. `@Entry` (below) writes the same code.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Declares an environment value in one line, as in SwiftUI:
///
///     extension EnvironmentValues {
///       @Entry var accent: Color = .blue
///     }
///
/// It expands to a key and the property's accessors (PlumbMacros).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PlumbMacros", type: "EntryMacro")

extension EnvironmentValues {
  /// The value for a custom key: the nearest `.environment` above, else the
  /// key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      if let value = storage.entries[.value(ObjectIdentifier(key))] { return value as! K.Value }
      return K.defaultValue
    }
    set { storage.entries[.value(ObjectIdentifier(key))] = newValue }
  }
}

/// Custom values and environment objects, by type.
///
/// `@unchecked Sendable`: `EnvironmentValues` is `Sendable` because a
/// lowering may continue on the large-stack thread and a `LayoutResult`
/// keeps its environment. What users put here need not be (SwiftUI asks no
/// `Sendable` of an `EnvironmentKey`'s value, and observable objects are
/// classes). Plumb reads these values only while lowering, which runs on
/// one thread at a time (the caller waits while the large-stack thread
/// works), and never writes to them after; sharing the objects themselves
/// between threads is up to the code that made them.
struct EnvironmentStorage: @unchecked Sendable {
  enum Key: Hashable {
    /// An `EnvironmentKey`'s value.
    case value(ObjectIdentifier)
    /// An `ObservableObject` put in with `.environmentObject(_:)`.
    case environmentObject(ObjectIdentifier)
    /// An `@Observable` object put in with `.environment(_:)`.
    case observable(ObjectIdentifier)
  }
  var entries: [Key: Any] = [:]
}

nonisolated extension View {
  /// Puts an `ObservableObject` in the environment of this view and its
  /// descendants, for their `@EnvironmentObject` properties of type `T`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentModifier { $0.storage.entries[.environmentObject(ObjectIdentifier(T.self))] = object })
  }

  /// Puts an `@Observable` object in the environment, for
  /// `@Environment(T.self)`; nil takes it out.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentModifier { $0.storage.entries[.observable(ObjectIdentifier(T.self))] = object })
  }

  /// Changes an environment value for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    nonisolated(unsafe) let kp = keyPath
    return modifier(EnvironmentModifier { transform(&$0[keyPath: kp]) })
  }
}
