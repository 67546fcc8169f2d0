import Foundation

// What SwiftUI interpolates between frames. A still figure shows one frame,
// so nothing is interpolated: these types exist so that shapes and views
// declaring their `animatableData` compile, and a figure draws them with the
// values they hold.

/// A value SwiftUI can interpolate: a vector space.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  public func scaled(by rhs: Double) -> Self {
    var v = self
    v.scale(by: rhs)
    return v
  }
  /// The value `amount` of the way to `other` (iOS 18): self + (other − self) × amount.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
#if os(Linux) || !canImport(CoreGraphics)
extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
#endif

/// Nothing to interpolate: the default `animatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two interpolated values, as one.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose values SwiftUI interpolates (`animatableData`). Shapes are
/// animatable; a view or a modifier may be. Inert in a figure.
///
/// Main-actor isolated (with `@preconcurrency`), as views are: a shape or a
/// view is inferred to be on the main actor, so its `animatableData`
/// satisfies the requirement in Swift 6 mode, where a nonisolated protocol
/// made each such shape an error.
@MainActor @preconcurrency
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A modifier whose values SwiftUI interpolates (deprecated in SwiftUI,
/// still common).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// iOS 26's `@Animatable struct Wave: Shape { var amplitude: Double }`:
/// `animatableData` made of the stored `var`s (nested `AnimatablePair`s),
/// and `Animatable` where the type does not conform already.
@attached(member, names: named(animatableData))
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "PlumbMacros", type: "AnimatableMacro")

/// A stored property `@Animatable` leaves out of `animatableData`.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "PlumbMacros", type: "NothingMacro")

// The geometry values SwiftUI animates, with the data SwiftUI declares for
// them (a view scaling `animatableData` by hand reads and writes these).

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { self = .radians(newValue) }
  }
}

extension UnitPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension EdgeInsets: Animatable {
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}
