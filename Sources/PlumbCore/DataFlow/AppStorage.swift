import Foundation

/// A value SwiftUI keeps in `UserDefaults` under `key`:
///
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("fontSize", store: .standard) private var fontSize = 17.0
///     @AppStorage("lastOpened") private var lastOpened: String?
///
/// Plumb always reads the default value written in the code, never
/// `UserDefaults`: a figure must look the same on every machine and in
/// every run, whatever a previous program stored there. Writes are dropped,
/// as a `@State`'s are; `$username` reads the default.
///
/// SwiftUI accepts `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`
/// and `RawRepresentable` types with an `Int` or `String` raw value (and
/// their optionals); Plumb accepts any type, since it stores nothing.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  private let defaultValue: Value
  /// The `UserDefaults` key in a running app.
  public let key: String

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    defaultValue = wrappedValue
    self.key = key
  }

  public var wrappedValue: Value {
    get { defaultValue }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value> { .constant(defaultValue) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional value with no default: nil.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

extension AppStorage: Sendable where Value: Sendable {}

nonisolated extension View {
  /// The `UserDefaults` that `@AppStorage` below would use: accepted and
  /// ignored, since Plumb reads no defaults.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
