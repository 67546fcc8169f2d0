import Foundation

// STAND-IN UNTIL DATAFLOW MERGES; DELETE AT MERGE.
//
// The data-flow work adds SwiftUI's `Binding` (a property wrapper with the
// same initializers, `wrappedValue`, `projectedValue` and dynamic member
// lookup). The presentations in InertPresentations.swift are written
// against it; this minimal one lets them compile until then. Use only
// `Binding(get:set:)`, `.constant(_:)` and `wrappedValue`, which the real
// one has too, and `@Binding var x` with `$x`, which it also has.

/// A value read and written elsewhere (stand-in; see the top of the file).
@propertyWrapper public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }
}
