import Foundation
import Observation

/// Reads a value from the view's environment, as in SwiftUI:
///
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(\.accent) private var accent           // a custom EnvironmentKey
///     @Environment(Library.self) private var library      // an @Observable object
///     @Environment(Library.self) private var maybe: Library?
///
/// The value is the one at the view's place in the tree, read when the
/// view's body runs (and while the views it returns lower): a
/// `.environment(\.colorScheme, .dark)` above the view applies, one inside
/// its body does not. Outside a body it is the default.
///
/// An `@Observable` object that is not in the environment leaves the view
/// out of the layout, with a diagnostic, and `ImageRenderer` throws a
/// `RenderError` naming its type (`EnvironmentObject` explains why). The
/// optional form reads nil instead.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// `@Environment(Model.self)`: required.
    case object(ObjectIdentifier, typeName: String)
    /// `@Environment(Model.self) var model: Model?`.
    case optionalObject(ObjectIdentifier)
  }
  private let source: Source

  /// A value of `EnvironmentValues`, built in or from an `EnvironmentKey`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// An `@Observable` object put in with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    environmentObjectsRequested.store(true, ordering: .relaxed)
    source = .object(ObjectIdentifier(Value.self), typeName: String(describing: Value.self))
  }

  /// An `@Observable` object put in with `.environment(_:)`, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .optionalObject(ObjectIdentifier(T.self))
  }

  public var wrappedValue: Value {
    let env = CurrentLowering.environment
    switch source {
    case .keyPath(let keyPath):
      return env[keyPath: keyPath]
    case .object(let type, let name):
      guard let object = env.storage.entries[.observable(type)] else {
        fatalError(
          "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an "
            + "ancestor of this view.")
      }
      return object as! Value
    case .optionalObject(let type):
      // An absent object casts to a nil `Value` (an optional).
      return env.storage.entries[.observable(type)] as! Value
    }
  }
}

// A key path is immutable; what it reads is read on the lowering's thread.
extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment: EnvironmentObjectRequirement {
  func missingObject(in env: EnvironmentValues) -> (wrapper: String, type: String, fix: String)? {
    guard case .object(let type, let name) = source, env.storage.entries[.observable(type)] == nil else { return nil }
    return ("@Environment(\(name).self)", name, ".environment(_:)")
  }
}

/// An `ObservableObject` from the environment, put there by
/// `.environmentObject(_:)` on a view above:
///
///     @EnvironmentObject var settings: SettingsModel
///     …
///     Toggle("Sync", isOn: $settings.syncs)
///
/// SwiftUI traps when the object is missing. Plumb checks a view's
/// `@EnvironmentObject` properties before running its body: a missing one
/// leaves the view out of the layout, `LayoutResult.diagnostics` says
/// "missing @EnvironmentObject of type SettingsModel (SettingsView.settings):
/// put one in with .environmentObject(_:) above SettingsView", and
/// `ImageRenderer` throws that as a `RenderError` of kind
/// `environmentObjectMissing`, so a figure catalog reports it by name.
/// (The property has to produce an object of its type, which Plumb cannot
/// make up; skipping the body is what avoids the trap.) The check reads the
/// properties of views, `ViewModifier`s and the custom `DynamicProperty`
/// structs they hold; read where it does not look (outside any body, through
/// a plain struct), a missing object still traps, with SwiftUI's message.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, Sendable {
  public init() {
    environmentObjectsRequested.store(true, ordering: .relaxed)
  }

  public var wrappedValue: ObjectType {
    guard let object = CurrentLowering.environment.storage.entries[.environmentObject(ObjectIdentifier(ObjectType.self))]
    else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
          + "may be missing as an ancestor of this view.")
    }
    return object as! ObjectType
  }

  /// `$settings.name`: bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of the object.
  @dynamicMemberLookup public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(object: object, keyPath: keyPath)
    }
  }
}

extension EnvironmentObject: EnvironmentObjectRequirement {
  func missingObject(in env: EnvironmentValues) -> (wrapper: String, type: String, fix: String)? {
    guard env.storage.entries[.environmentObject(ObjectIdentifier(ObjectType.self))] == nil else { return nil }
    return ("@EnvironmentObject", "\(ObjectType.self)", ".environmentObject(_:)")
  }
}
