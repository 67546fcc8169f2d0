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
  /// The cubic Bézier's control points (CSS's timing functions).
  var c1 = UnitPoint(x: 0, y: 0), c2 = UnitPoint(x: 1, y: 1)
  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn", c1: UnitPoint(x: 0.42, y: 0), c2: UnitPoint(x: 1, y: 1))
  public static let easeOut = UnitCurve(name: "easeOut", c1: UnitPoint(x: 0, y: 0), c2: UnitPoint(x: 0.58, y: 1))
  public static let easeInOut = UnitCurve(name: "easeInOut", c1: UnitPoint(x: 0.42, y: 0), c2: UnitPoint(x: 0.58, y: 1))
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier", c1: startControlPoint, c2: endControlPoint)
  }

  /// The curve's value at `progress` (clamped to 0…1): as the CSS timing
  /// functions for the Bézier curves, a quarter circle for the circular ones.
  public func value(at progress: Double) -> Double {
    let t = progress.isFinite ? min(max(progress, 0), 1) : 0
    if t == 0 || t == 1 { return t }
    switch name {
    case "linear": return t
    case "circularEaseIn": return 1 - (1 - t * t).squareRoot()
    case "circularEaseOut": return ((2 - t) * t).squareRoot()
    case "circularEaseInOut":
      return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - 4 * (1 - t) * (1 - t)).squareRoot() + 1) / 2
    default:
      // Solve x(s) = t for the Bézier parameter s by bisection, then y(s).
      func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
      }
      var lo = 0.0, hi = 1.0
      for _ in 0..<40 {
        let mid = (lo + hi) / 2
        if bezier(Double(c1.x), Double(c2.x), mid) < t { lo = mid } else { hi = mid }
      }
      return bezier(Double(c1.y), Double(c2.y), (lo + hi) / 2)
    }
  }
  /// The inverse curve: the progress at which the curve reaches `value`.
  public var inverse: UnitCurve { UnitCurve(name: name + ".inverse", c1: UnitPoint(x: c1.y, y: c1.x), c2: UnitPoint(x: c2.y, y: c2.x)) }
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
  /// The spring's position at `time`, moving from `fromValue` to
  /// `toValue`: a damped oscillation settling on the target (critically
  /// damped when `bounce` is 0), as SwiftUI's springs move.
  public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
    var offset = fromValue - toValue
    offset.scale(by: displacement(at: time))
    return toValue + offset
  }
  /// The spring's position at `time` relative to its target, starting at
  /// `target` away from it: what is left of the distance.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    var moved = target
    moved.scale(by: 1 - displacement(at: time))
    return moved
  }
  /// The fraction of the distance left at `time`.
  func displacement(at time: TimeInterval) -> Double {
    guard time > 0, duration > 0 else { return 1 }
    let omega = 2 * Double.pi / duration
    let zeta = max(0, 1 - bounce)
    if zeta >= 1 { return (1 + omega * time) * exp(-omega * time) }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
  }
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

/// A keyframe timeline read by hand (`timeline.value(progress:)`, iOS 17).
/// Keyframes are not evaluated in Plumb: every time reads the initial
/// value, what a still figure shows at time zero, and the timeline lasts
/// no time (docs/deviations.md).
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
  }
  /// The timeline's length in seconds: 0, the keyframes unevaluated.
  public var duration: TimeInterval { 0 }
  public func value(time: Double) -> Value { initialValue }
  public func value(progress: Double) -> Value { initialValue }
}
