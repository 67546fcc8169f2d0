import Foundation

/// A modifier that moves, scales, rotates or skews its view's drawing by a
/// transform computed from the view's size, as in SwiftUI: the "shake"
/// effect of many apps, written once with an `animatableData`.
///
///     struct Shake: GeometryEffect {
///       var animatableData: CGFloat
///       func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///       }
///     }
///
/// Child proposal: the proposal. Own size: the child's (layout ignores the
/// effect, as SwiftUI's does). Placement: (0, 0); the drawing is transformed
/// by `effectValue(size:)` of the final size, in the view's coordinates.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
  public static func _makeNodes<Content: View>(
    _ modifier: Self, _ content: Content, _ inputs: _ViewInputs
  ) -> _ViewOutputs {
    let value = mainActorStyleBody { (effect: Self, size: CGSize) in effect.effectValue(size: size) }
    lowerUnary(
      EffectLayout(kindDescription: "\(Self.self)"), content, inputs.ctx, inputs.env,
      drawing: .affine { value(modifier, $0).affine })
    return _ViewOutputs()
  }
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }

  /// The same effect, applied to drawing only (as every effect is in
  /// Plumb, which does not animate layout).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that layout ignores: `GeometryEffect.ignoredByLayout()`.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base
  public init(base: Base) { self.base = base }
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }
  public func effectValue(size: CGSize) -> ProjectionTransform {
    mainActorStyleBody { (base: Base, size: CGSize) in base.effectValue(size: size) }(base, size)
  }
}

nonisolated extension View {
  /// Transforms the view's drawing by a projective transform; layout is
  /// unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    transformEffect(transform.affine)
  }
}
