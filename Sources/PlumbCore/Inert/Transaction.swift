import Foundation

/// The context of a state change in SwiftUI: chiefly its animation. A still
/// image has no state changes, so a transaction is only carried, never
/// applied.
///
///     var transaction = Transaction(animation: .easeIn)
///     transaction.disablesAnimations = true
///     withTransaction(transaction) { isOn.toggle() }
public struct Transaction: @unchecked Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public var isContinuous = false
  /// Values of keys `@Entry` declares in `Transaction` (iOS 17's custom
  /// transaction values): kept, never applied.
  private var values: [ObjectIdentifier: Any] = [:]
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public init() {}

  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// iOS 17: one value of the transaction set for `body`; nothing animates.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
  try body()
}

/// Runs `body` and returns its result, as SwiftUI does; nothing animates.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

nonisolated extension View {
  /// Changes the transaction of state changes below in SwiftUI; the closure
  /// is not called, since a still image makes no state changes.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    inert()
  }
  /// iOS 17: a transaction for `body`'s part only; `body` is applied to
  /// this view as it is.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }
}
