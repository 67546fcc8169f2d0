import Foundation

// How a view enters and leaves in SwiftUI. A still image shows the views
// that are there, in their steady state, so a transition never runs and
// `.transition(_:)` changes nothing. Both of SwiftUI's forms compile: the
// `AnyTransition` values and the `Transition` protocol (iOS 17), with its
// built-in conformances and custom ones (`body(content:phase:)`, which
// Plumb never calls).

/// A type-erased transition: `.opacity`, `.move(edge: .bottom)`,
/// `.asymmetric(insertion:removal:)`, `.scale.combined(with: .opacity)`.
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// The transition as written, for debugging.
  public let description: String

  init(_ description: String) { self.description = description }

  /// Erases a `Transition`.
  public init<T: Transition>(_ transition: T) {
    description = String(describing: T.self)
  }

  public static let identity = AnyTransition("identity")
  public static let opacity = AnyTransition("opacity")
  public static let slide = AnyTransition("slide")
  public static let scale = AnyTransition("scale")

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(scale), anchor: \(anchor))")
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: .\(edge))") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// A transition made of two view modifiers, one for the inserted or
  /// removed state and one for the steady state.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }

  /// A blur with a scale as the view appears or disappears (iOS 17).
  public static var blurReplace: AnyTransition { AnyTransition("blurReplace") }
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
    AnyTransition("blurReplace(\(configuration.name))")
  }

  /// A symbol's effect as it appears or disappears (iOS 18).
  public static var symbolEffect: AnyTransition { AnyTransition("symbolEffect") }
  public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default) -> AnyTransition {
    AnyTransition("symbolEffect(\(E.self))")
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description).combined(with: \(other))")
  }

  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(description).animation(\(animation.map(\.description) ?? "nil"))")
  }
}

/// Where a view is in its transition. In a still image every view is in
/// its steady state, `identity`.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear

  /// True in the steady state.
  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 in the steady state, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition declares about itself.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (for Reduce Motion).
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition written as a view modifier with a phase, as in SwiftUI:
///
///     struct FadeTransition: Transition {
///       func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0)
///       }
///     }
///
/// Plumb never calls `body(content:phase:)`: `.transition(_:)` is inert.
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// Both transitions at once.
  public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
    CombinedTransition(first: self, second: other)
  }

  /// The transition with its own animation.
  public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
    AnimatedTransition(base: self, animation: animation)
  }
}

/// The content a `Transition` (or another placeholder-based helper) is
/// given. Plumb never lowers one: it stands for the view the transition is
/// applied to, and transitions are never applied.
///
/// A phase or keyframe animator hands its content closure the view it is
/// applied to as one of these, which then lowers that view.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  public typealias Body = Never
  let content: AnyView?
  init() { content = nil }
  init<V: View>(_ view: V) { content = AnyView(view) }
  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let content { PlumbCore.lower(content, ctx, env) }
  }
}

// The built-in transitions. Each body returns the content unchanged: in the
// steady state, the only one a still image shows, none of them changes the
// view.

public struct IdentityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct OpacityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct SlideTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct ScaleTransition: Transition {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct MoveTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct PushTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct OffsetTransition: Transition {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  public var insertion: Insertion
  public var removal: Removal
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  public func body(content: Content, phase: TransitionPhase) -> PlaceholderContentView<Self> { content }
}

/// `a.combined(with: b)`.
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  public var first: First
  public var second: Second
  public func body(content: Content, phase: TransitionPhase) -> PlaceholderContentView<Self> { content }
}

/// `t.animation(_:)`.
public struct AnimatedTransition<Base: Transition>: Transition {
  public var base: Base
  public var animation: Animation?
  public func body(content: Content, phase: TransitionPhase) -> PlaceholderContentView<Self> { content }
}

extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == SlideTransition {
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == ScaleTransition {
  public static var scale: ScaleTransition { ScaleTransition(0) }
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

/// iOS 17's blur-and-scale replacement.
public struct BlurReplaceTransition: Transition {
  public struct Configuration: Hashable, Sendable {
    let name: String
    public static let downUp = Configuration(name: "downUp")
    public static let upUp = Configuration(name: "upUp")
  }
  public var configuration: Configuration
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

nonisolated extension View {
  /// How the view enters and leaves in SwiftUI; nothing enters or leaves a
  /// still image.
  public func transition(_ t: AnyTransition) -> some View {
    inert()
  }

  public func transition<T: Transition>(_ transition: T) -> some View {
    inert()
  }
}

/// How a view's content changes in place (`Text` counting up with
/// `.numericText()`); nothing changes in a still image.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")

  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText(countsDown: \(countsDown))")
  }

  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(value))")
  }
}

nonisolated extension View {
  public func contentTransition(_ transition: ContentTransition) -> some View {
    inert()
  }
}
