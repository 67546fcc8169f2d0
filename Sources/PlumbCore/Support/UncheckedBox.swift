/// A value handed across a `Sendable` boundary by code that knows it is
/// safe there: a preview modifier made and used on one thread, a stream
/// continuation (thread-safe) yielded from Foundation's posting thread.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
