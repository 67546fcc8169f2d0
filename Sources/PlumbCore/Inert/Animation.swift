import Foundation

/// How a change animates, in SwiftUI. A still image has one frame, so an
/// animation never runs: Plumb keeps only its description, which makes two
/// animations built the same way equal (`.easeIn(duration: 0.2)` twice).
///
///     withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isExpanded.toggle() }
///     .animation(.easeInOut.delay(0.1), value: isExpanded)
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve and its modifiers, as written: `easeInOut(duration: 0.3).delay(0.1)`.
  public let description: String

  init(_ description: String) { self.description = description }

  // MARK: Timing curves

  public static let `default` = Animation("default")

  public static var linear: Animation { Animation("linear") }
  public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
  public static var easeIn: Animation { Animation("easeIn") }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
  public static var easeOut: Animation { Animation("easeOut") }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
  public static var easeInOut: Animation { Animation("easeInOut") }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }

  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
  }

  // MARK: Springs

  public static var spring: Animation { Animation("spring") }

  /// `.spring()` calls this one, as in SwiftUI.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
  }

  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
  }

  public static var interactiveSpring: Animation { Animation("interactiveSpring") }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
  }

  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce), blendDuration: \(blendDuration))")
  }

  public static var interpolatingSpring: Animation { Animation("interpolatingSpring") }

  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
        + "initialVelocity: \(initialVelocity))")
  }

  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity))")
  }

  /// iOS 17: an interpolating spring from a `Spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring(\(spring), initialVelocity: \(initialVelocity))")
  }

  public static var bouncy: Animation { Animation("bouncy") }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  public static var smooth: Animation { Animation("smooth") }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
  }
  public static var snappy: Animation { Animation("snappy") }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
  }

  // MARK: Modifiers

  public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(delay))") }
  public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
  /// iOS 17: the animation counts as complete for `completionCriteria:
  /// .logicallyComplete` after `duration`; a figure shows the first frame,
  /// so only the name records it.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation("\(description).logicallyComplete(after: \(duration))")
  }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatForever(autoreverses: \(autoreverses))")
  }
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its
/// completion; both are the same in a still image.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and returns its result, as SwiftUI does; the changes it makes
/// are not animated, since a still image has no frames in between.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body`, then `completion`: with no frames in between, the animation
/// is complete as soon as the change is made.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

nonisolated extension View {
  /// Animates changes to `value` in SwiftUI; nothing to animate here.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    inert()
  }

  /// The deprecated form without a value; nothing to animate here.
  public func animation(_ animation: Animation?) -> some View {
    inert()
  }
}

// MARK: Custom animations (iOS 17)

/// An animation written by the user, as in SwiftUI: `animate(value:time:
/// context:)` returns the value at a time. A still frame shows the end
/// state, so Plumb never calls it; `Animation(_:)` wraps one.
public protocol CustomAnimation: Hashable, Sendable {
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { false }
}

extension Animation {
  /// An animation from a custom one.
  public init<A: CustomAnimation>(_ base: A) { self.init("\(A.self)") }
}

/// What a custom animation keeps between calls, as in SwiftUI.
public struct AnimationContext<Value: VectorArithmetic> {
  public var state = AnimationState<Value>()
  public var isLogicallyComplete = false
  public var environment: EnvironmentValues { EnvironmentValues() }
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
  }
}

/// A custom animation's state, by key.
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a custom animation's state.
public protocol AnimationStateKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
