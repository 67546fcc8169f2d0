import Foundation

// Gestures, as SwiftUI declares them. Nobody touches a still image: a
// gesture compiles, its values have SwiftUI's members, and its closures
// (`onChanged`, `onEnded`, `updating`) are never called. Attaching one with
// `gesture(_:)` changes nothing in the layout or the drawing.

/// An input that a view recognizes: tap, long press, drag, magnify, rotate,
/// and combinations of them. Custom gestures compose others in `body`:
///
///     struct SwipeUp: Gesture {
///       var body: some Gesture { DragGesture(minimumDistance: 20).onEnded { _ in } }
///     }
public protocol Gesture<Value> {
  associatedtype Body: Gesture
  /// What the gesture reports while it changes and when it ends: a
  /// custom gesture's is its body's unless it says otherwise.
  associatedtype Value = Body.Value
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// An optional gesture (`.gesture(isDone ? nil : press)`): none when nil.
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

// MARK: Built-in gestures

/// A tap, or `count` taps. Its value is `Void`.
nonisolated public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened.
nonisolated public struct SpatialTapGesture: Gesture {
  public typealias Body = Never
  public var count: Int
  public init(count: Int = 1) { self.count = count }

  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
}

/// A long press. Its value is whether the press is still down.
nonisolated public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag: never made in a still image.
nonisolated public struct DragGesture: Gesture {
  public typealias Body = Never
  public var minimumDistance: CGFloat
  public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace) { self.minimumDistance = minimumDistance }
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.minimumDistance = minimumDistance
  }

  /// Where a drag is: SwiftUI's members. Never made in a still image.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
}

/// A pinch (iOS 17).
nonisolated public struct MagnifyGesture: Gesture {
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

/// A pinch, the older form: its value is the scale.
nonisolated public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (iOS 17).
nonisolated public struct RotateGesture: Gesture {
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

/// A two-finger rotation, the older form: its value is the angle.
nonisolated public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

// MARK: Callbacks and combinations

// SwiftUI's names for what the gesture modifiers return. Each keeps the
// gesture it wraps and drops the closure.

nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var content: Content
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var content: Content
}

/// A gesture that requires modifier keys (`TapGesture().modifiers(.shift)`).
nonisolated public struct _ModifiersGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var content: Content
  public var modifiers: EventModifiers
}

nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  public var content: Content
}

/// `gesture.updating($state) { value, state, transaction in … }`.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  public var base: Base
  public var state: GestureState<State>
}

/// Both gestures at once.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The second gesture once the first has ended.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture that succeeds, preferring the first.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

extension Gesture {
  /// Called as the gesture's value changes in SwiftUI; never here.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(content: self)
  }

  /// Called when the gesture ends in SwiftUI; never here.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self)
  }

  /// Updates a `@GestureState` while the gesture is active in SwiftUI;
  /// the closure is never called here, so the state keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state)
  }

  /// Recognized only with the modifier keys held: never, in a figure.
  public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }

  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self)
  }

  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

// MARK: Gesture state

/// A value a gesture sets while it is active and that resets when it ends:
///
///     @GestureState private var dragOffset = CGSize.zero
///     DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
///
/// No gesture is ever active in a still image, so it always reads its
/// initial value. `$dragOffset` is the state itself, as in SwiftUI.
@propertyWrapper public struct GestureState<Value> {
  private let initialValue: Value

  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value, resetTransaction: Transaction) {
    self.initialValue = initialValue
  }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.initialValue = initialValue
  }

  public var wrappedValue: Value { initialValue }

  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil)
  }

  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil)
  }
}

extension GestureState: Sendable where Value: Sendable {}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none: GestureMask = []
  public static let gesture = GestureMask(rawValue: 1 << 0)
  public static let subviews = GestureMask(rawValue: 1 << 1)
  public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: Attaching gestures

nonisolated extension View {
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    inert()
  }

  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    inert()
  }

  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    inert()
  }

  /// The action is never called: nobody taps a still image.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    inert()
  }

  /// The iOS 17 form that reports the location (without `coordinateSpace:`).
  public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
    inert()
  }

  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    inert()
  }

  /// The iOS 13 form, `pressing:` before `perform:` (disfavored, so a bare
  /// trailing closure picks the current form).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    inert()
  }

  /// Called as the pointer enters and leaves the view; never here.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    inert()
  }
}
