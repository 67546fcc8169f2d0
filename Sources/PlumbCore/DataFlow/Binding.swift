import Foundation

/// A value read and written somewhere else, as in SwiftUI: `$state`,
/// `$model.name`, `.constant(true)`, `Binding(get:set:)`.
///
///     struct Row: View {
///       @Binding var isOn: Bool
///       var body: some View { Text(isOn ? "On" : "Off") }
///     }
///     Row(isOn: $isOn)
///     Row(isOn: .constant(true))
///
/// A binding to a struct or an array reaches into it: `$settings.name`,
/// `$items[0]`, and `ForEach($items) { $item in … }`. Reading calls the
/// getter; writing calls the setter, whatever it does (a `@State`'s drops
/// the value, see `State`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding whose setter is also given the write's transaction (an
  /// empty one: nothing animates in a figure).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { set($0, Transaction()) }
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// `@Binding var x: Int` initialized from `$x`, and `{ $item in … }`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a part of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    nonisolated(unsafe) let kp = keyPath
    return Binding<Subject>(get: { self.wrappedValue[keyPath: kp] }, set: { self.wrappedValue[keyPath: kp] = $0 })
  }

  /// A binding to an object's property (`$model.name` for
  /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`).
  init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    nonisolated(unsafe) let kp = keyPath
    self.init(get: { object[keyPath: kp] }, set: { object[keyPath: kp] = $0 })
  }
}

extension Binding {
  /// An optional binding from a non-optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
  }

  /// A non-optional binding from an optional one, or nil when it reads nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
  }

  /// A binding erased to `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let v = $0.base as? V { base.wrappedValue = v } })
  }
}

// A binding to a collection is a collection of bindings to its elements:
// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`.

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// A binding whose changes animate: the same binding, in a still figure.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  /// A binding whose changes carry `transaction`: the same binding here.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
  /// The transaction its changes carry (none is ever applied in a figure).
  public var transaction: Transaction {
    get { Transaction() }
    nonmutating set {}
  }
}
