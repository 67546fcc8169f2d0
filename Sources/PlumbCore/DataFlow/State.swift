import Foundation

/// A view's own value, as in SwiftUI:
///
///     @State private var count = 3
///     @State var items: [Item] = []
///     init(start: Int) { _count = State(initialValue: start) }
///
/// A still image is one frame, drawn from each view's initial state: the
/// value is always the initial value, and writes (`count += 1`,
/// `$count.wrappedValue = 5`, a child writing through `@Binding`) are
/// dropped. So a view lays out the same however often it is rendered, and
/// nothing depends on the order in which bodies ran. `$count` is a
/// `Binding` that reads the initial value and ignores writes.
@propertyWrapper public struct State<Value>: DynamicProperty {
  private let initialValue: Value

  public init(wrappedValue value: Value) {
    initialValue = value
  }

  public init(initialValue value: Value) {
    initialValue = value
  }

  public var wrappedValue: Value {
    get { initialValue }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value> {
    let value = initialValue
    return Binding(get: { value }, set: { _ in })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// `@State private var selection: Item?` starts at nil.
  public init() {
    self.init(initialValue: nil)
  }
}

extension State: Sendable where Value: Sendable {}

/// A value scenes restore, keyed by name: its initial value in a still image.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  private let initialValue: Value
  /// The name the value is stored under in a running app.
  public let key: String

  public init(wrappedValue: Value, _ key: String) {
    initialValue = wrappedValue
    self.key = key
  }

  public var wrappedValue: Value {
    get { initialValue }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value> { .constant(initialValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) {
    self.init(wrappedValue: nil, key)
  }
}

extension SceneStorage: Sendable where Value: Sendable {}
