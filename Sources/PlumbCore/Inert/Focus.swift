import Foundation

/// Which view has keyboard focus, as in SwiftUI:
///
///     @FocusState private var isNameFocused: Bool
///     @FocusState private var field: Field?
///     TextField("Name", text: $name).focused($field, equals: .name)
///
/// Nothing is focused in a still image: the state reads `false` (or `nil`)
/// and writes are dropped, as SwiftUI drops them outside a view's body.
@propertyWrapper public struct FocusState<Value: Hashable> {
  private let unfocused: Value

  /// `@FocusState var isFocused: Bool`.
  public init() where Value == Bool {
    unfocused = false
  }

  /// `@FocusState var field: Field?`.
  public init<T: Hashable>() where Value == T? {
    unfocused = nil
  }

  public var wrappedValue: Value {
    get { unfocused }
    nonmutating set {}
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(unfocused: unfocused) }

  /// `$isFocused`, for `focused(_:)`, and `@FocusState.Binding` in a
  /// subview.
  @propertyWrapper public struct Binding {
    private let unfocused: Value

    init(unfocused: Value) { self.unfocused = unfocused }

    public var wrappedValue: Value {
      get { unfocused }
      nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: Sendable where Value: Sendable {}
extension FocusState.Binding: Sendable where Value: Sendable {}

nonisolated extension View {
  /// Binds the view's focus to a Boolean state; nothing is focused here.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    inert()
  }

  /// Binds the view's focus to a state equal to `value` when focused.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    inert()
  }

  public func focusable(_ isFocusable: Bool = true) -> some View {
    inert()
  }
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    inert()
  }
}

/// The interactions a focusable view supports.
public struct FocusInteractions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let activate = FocusInteractions(rawValue: 1)
  public static let edit = FocusInteractions(rawValue: 2)
  public static let automatic: FocusInteractions = [.activate, .edit]
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
  /// Whether the nearest focusable ancestor has focus: false, as nothing is
  /// focused in a first frame.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

// tvOS's focus sections and watchOS's Digital Crown: nothing has focus and
// nothing turns in a still image.
public enum DigitalCrownRotationalSensitivity: Sendable { case low, medium, high }
public struct DigitalCrownEvent: Sendable {
  public let offset: Double
  public let velocity: Double
}

nonisolated extension View {
  /// watchOS's row platter: an iPhone's list rows have none, so the
  /// figure's row is unchanged.
  public func listRowPlatterColor(_ color: Color?) -> some View { inert() }
  public func focusSection() -> some View { inert() }
  public func focusScope(_ namespace: Namespace.ID) -> some View { inert() }
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { inert() }
  public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View { inert() }
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true
  ) -> some View { inert() }
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping (DigitalCrownEvent) -> Void = { _ in }
  ) -> some View { inert() }
  public func digitalCrownAccessory(_ visibility: Visibility) -> some View { inert() }
}
