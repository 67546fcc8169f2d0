import Foundation
import Observation

// SwiftUI's ObservableObject and @Published come from Combine, which is not
// on Linux. Plumb declares its own, minimal ones: enough for models written
// for SwiftUI to compile and to be read by views. In a still image nothing
// re-renders, so nothing subscribes: `objectWillChange.send()` does
// nothing, and Combine code (`$query.debounce(…).sink { … }`,
// `AnyCancellable`, `PassthroughSubject`) compiles against inert stand-ins
// (Inert/CombineOperators.swift) whose closures never run.

/// A class whose changes SwiftUI would observe:
///
///     final class SettingsModel: ObservableObject {
///       @Published var name = "Ada"
///       @Published var notifications = true
///     }
///
/// Views hold one with `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` and read its properties.
public protocol ObservableObject: AnyObject {
  /// What `objectWillChange` is: `ObservableObjectPublisher` unless the
  /// class declares its own.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Announces a change: `objectWillChange.send()` in a setter.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The change announcer of an `ObservableObject`: `send()` is accepted and
/// does nothing, since a still image has no subscriber to tell.
public final class ObservableObjectPublisher: Sendable {
  public init() {}
  public func send() {}
}

/// A property of an `ObservableObject` that announces its changes in
/// SwiftUI; here a plain stored value. `$name` is its `Publisher`, which
/// holds the current value and has no operators (no Combine).
@propertyWrapper public struct Published<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: Value) {
    self.wrappedValue = initialValue
  }

  /// `$name`: the value's publisher. Assigning one is accepted, as in
  /// Combine (`$name = …` replaces the stream), and keeps the value.
  public var projectedValue: Publisher {
    get { Publisher(output: wrappedValue) }
    set {}
  }

  /// A stand-in for Combine's publisher of the property's values.
  public struct Publisher {
    /// The value when the publisher was read.
    public let output: Value
  }
}

extension Published: Sendable where Value: Sendable {}
extension Published.Publisher: Sendable where Value: Sendable {}

/// An `ObservableObject` passed in to a view:
///
///     @ObservedObject var model: SettingsModel
///     TextField("Name", text: $model.name)
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// `$model.name`: bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of the object.
  @dynamicMemberLookup public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(object: object, keyPath: keyPath)
    }
  }
}

extension ObservedObject: Sendable where ObjectType: Sendable {}
extension ObservedObject.Wrapper: Sendable where ObjectType: Sendable {}

/// An `ObservableObject` a view makes and owns:
///
///     @StateObject private var model = SettingsModel()
///
/// SwiftUI makes the object once per view identity, when the view first
/// appears; Plumb makes it when the view struct is made, which for a still
/// image is once.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public let wrappedValue: ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    wrappedValue = thunk()
  }

  /// `$model.name`: bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension StateObject: Sendable where ObjectType: Sendable {}

/// Bindings to the properties of an `@Observable` object:
///
///     @Bindable var book: Book
///     TextField("Title", text: $book.title)
///
/// or, in a body, `@Bindable var book = library.current`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Binding(object: wrappedValue, keyPath: keyPath)
  }
}

extension Bindable: Sendable where Value: Sendable {}
extension Bindable: DynamicProperty {}
