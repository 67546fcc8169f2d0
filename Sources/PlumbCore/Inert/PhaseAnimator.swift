import Foundation

// Phase and keyframe animators. A figure is the first frame: the content
// closure runs once, with the first phase (or the initial value), and the
// keyframes are never evaluated.

nonisolated extension View {
  /// The content as its first phase shows it.
  public func phaseAnimator<Phase: Equatable, Content: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    FirstFrame(make: phases.first(where: { _ in true }).map { phase in { content(PlaceholderContentView(self), phase) } })
  }

  /// The content as its first phase shows it; `trigger` is not watched.
  public func phaseAnimator<Phase: Equatable, Content: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    phaseAnimator(phases, content: content, animation: animation)
  }

  /// The content with the initial value; the keyframes are not run.
  public func keyframeAnimator<Value, Content: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    FirstFrame(make: { content(PlaceholderContentView(self), initialValue) })
  }

  /// The content with the initial value; `trigger` is not watched.
  public func keyframeAnimator<Value, Content: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    FirstFrame(make: { content(PlaceholderContentView(self), initialValue) })
  }
}

/// The view an animator shows first (nothing for no phases).
nonisolated struct FirstFrame<Content: View>: View {
  let make: (() -> Content)?
  var body: some View {
    if let make { make() }
  }
}

/// A phase animator as a view: `PhaseAnimator(phases) { phase in … }`.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    first = phases.first(where: { _ in true })
    self.content = content
  }
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.init(phases, content: content, animation: animation)
  }
  public var body: some View {
    if let first { content(first) }
  }
}

/// A keyframe animator as a view, showing its initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: View {
  let initialValue: Value
  let content: (Value) -> Content
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }
  public var body: some View { content(initialValue) }
}

/// Keyframes for a value: tracks of linear, spring, cubic and move
/// keyframes. Written as in SwiftUI; never evaluated.
public protocol Keyframes<Value> {
  associatedtype Value
}

/// What `KeyframesBuilder` builds: the tracks, kept unevaluated.
public struct _KeyframeList<Value>: Keyframes {}

@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeList<Value> where K.Value == Value {
    _KeyframeList()
  }
  /// A track of one property of the value: its root is the value.
  public static func buildExpression<P, C>(_ k: KeyframeTrack<Value, P, C>) -> _KeyframeList<Value> {
    _KeyframeList()
  }
  public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeList<Value> where K.Value == Value {
    _KeyframeList()
  }
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
  public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
  public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
  public static func buildPartialBlock(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
  public static func buildPartialBlock(accumulated: _KeyframeList<Value>, next: _KeyframeList<Value>) -> _KeyframeList<Value> {
    accumulated
  }
}

/// One keyframe or a sequence of them, inside a track.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
}

/// The keyframes of one property of the animated value.
public struct KeyframeTrack<Root, Value, Content> {
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

public struct _KeyframeTrackContent<Value>: KeyframeTrackContent {}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// A keyframe of the track's value type: `CubicKeyframe(.zero, …)` in a
  /// track of angles is an angle.
  public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeTrackContent<Value>
  where K.Value == Value {
    _KeyframeTrackContent()
  }
  public static func buildBlock(_ parts: _KeyframeTrackContent<Value>...) -> _KeyframeTrackContent<Value> {
    _KeyframeTrackContent()
  }
  public static func buildOptional(_ part: _KeyframeTrackContent<Value>?) -> _KeyframeTrackContent<Value> {
    _KeyframeTrackContent()
  }
  public static func buildEither(first: _KeyframeTrackContent<Value>) -> _KeyframeTrackContent<Value> { first }
  public static func buildEither(second: _KeyframeTrackContent<Value>) -> _KeyframeTrackContent<Value> { second }
  public static func buildArray(_ parts: [_KeyframeTrackContent<Value>]) -> _KeyframeTrackContent<Value> {
    _KeyframeTrackContent()
  }
}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
/// A jump to a value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value) {}
}

/// A timing curve from 0 to 1 (keyframes, custom animations). Inert.
public struct UnitCurve: Hashable, Sendable {
  let name: String
  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}

/// A spring's parameters (keyframes, `Animation.spring(_:)`). Inert.
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    self.init(duration: 2 * .pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot(), bounce: 0)
  }
  public static let smooth = Spring()
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation from a `Spring`. Inert.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation("spring(duration: \(spring.duration), bounce: \(spring.bounce))")
  }
}
