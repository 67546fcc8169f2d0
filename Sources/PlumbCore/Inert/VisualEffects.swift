import Foundation
import Observation

// Effects computed from a view's geometry or its scroll position: in a
// still figure the geometry is settled and nothing scrolls, so each is
// drawn at its identity (a scroll transition's `.identity` phase) and the
// closure's effects are not applied.

/// What `visualEffect` and `scrollTransition` closures chain effects on.
public protocol VisualEffect: Sendable {}

/// The effect a closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

extension VisualEffect {
  public func opacity(_ opacity: Double) -> Self { self }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  public func offset(_ offset: CGSize) -> Self { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> Self { self }
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  public func brightness(_ amount: Double) -> Self { self }
  public func contrast(_ amount: Double) -> Self { self }
  public func saturation(_ amount: Double) -> Self { self }
  public func grayscale(_ amount: Double) -> Self { self }
  public func hueRotation(_ angle: Angle) -> Self { self }
  public func colorMultiply(_ color: Color) -> Self { self }
  public func transformEffect(_ transform: CGAffineTransform) -> Self { self }
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}

/// Where a view is in a scroll transition: always `.identity` in a figure.
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading, identity, bottomTrailing
  public var isIdentity: Bool { self == .identity }
  /// −1, 0 or 1.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

public struct ScrollTransitionConfiguration: Sendable {
  public static let animated = ScrollTransitionConfiguration()
  public static let interactive = ScrollTransitionConfiguration()
  public static let identity = ScrollTransitionConfiguration()
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
  public struct Threshold: Sendable {
    public static let visible = Threshold()
    public static let hidden = Threshold()
    public static var centered: Threshold { Threshold() }
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
    public func inset(by distance: CGFloat) -> Threshold { self }
  }
}

public struct KeyPress: Sendable {
  public enum Result: Sendable { case handled, ignored }
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }
  public let key: KeyEquivalent
  public let characters: String
  public let phase: Phases
}

public enum HoverPhase: Equatable, Sendable {
  case active(CGPoint)
  case ended
}

public struct PresentationSizing: Sendable {
  public static let automatic = PresentationSizing()
  public static let form = PresentationSizing()
  public static let page = PresentationSizing()
  public static let fitted = PresentationSizing()
}

public struct NavigationTransition: Sendable {
  public static let automatic = NavigationTransition()
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition()
  }
}

public struct ContainerBackgroundPlacement: Sendable, Equatable {
  let name: String
  /// A placement another framework declares (StoreKit's store headers).
  package init(name: String) { self.name = name }
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// A widget's container background, set by `containerBackground(_:for: .widget)`
/// in its content and drawn by WidgetKit's tile behind the whole widget,
/// margins included. The innermost one wins, as SwiftUI's does.
package struct _WidgetContainerBackgroundKey: PreferenceKey {
  package static var defaultValue: AnyView? { nil }
  package static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    if let next = nextValue() { value = next }
  }
}

nonisolated extension View {
  /// Effects from the view's geometry: not applied (the view as laid out).
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    inert()
  }
  /// Effects by scroll position: the identity phase, as a view at rest.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    inert()
  }
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    inert()
  }
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { inert() }
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { inert() }
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    inert()
  }
  public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    inert()
  }
  public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
    inert()
  }
  public func statusBar(hidden: Bool) -> some View { inert() }
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { inert() }
  public func focusedValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { inert() }
  public func presentationSizing(_ sizing: PresentationSizing) -> some View { inert() }
  public func navigationTransition(_ style: NavigationTransition) -> some View { inert() }
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
  /// A widget's background (`for: .widget`), which WidgetKit's tile draws
  /// behind the whole widget; the navigation and tab containers' are inert.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    preference(
      key: _WidgetContainerBackgroundKey.self,
      value: container == .widget ? AnyView(Rectangle().fill(style)) : nil)
  }
  public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    preference(
      key: _WidgetContainerBackgroundKey.self,
      value: container == .widget
        ? AnyView(Color.clear.overlay(alignment: alignment) { content() }) : nil)
  }
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    toolbarVisibilityRecorder(visibility, bars)
  }
  private func toolbarVisibilityRecorder(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
    let hides = visibility == .hidden && bars.contains(.navigationBar)
    return modifier(NavigationBarRecorder { if hides { $0.barHidden = true } })
  }
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    modifier(EnvironmentModifier { if visibility == .hidden { $0.labelsHidden = true } })
  }
}

/// Values views publish for the focused scene or view (menu commands read
/// them): none is ever focused in a figure, so every key reads nil.
public struct FocusedValues: Sendable {
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { nil }
    set {}
  }
  /// Keys `@Entry` declares (environment-style keys): their default, as
  /// nothing is focused.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

/// A key of `FocusedValues`.
public protocol FocusedValueKey {
  associatedtype Value
}

/// `@FocusedValue(\.selection) var selection`: the focused view's value,
/// which menu commands read. Nothing is focused in a figure: always nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  /// iOS 17's form: the focused view's `@Observable` object of this type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
  public var wrappedValue: Value? { nil }
}

/// `@FocusedBinding(\.selectedLandmark) var selectedLandmark`: a binding
/// the focused view published, read and written through. Nothing is
/// focused in a figure: it reads nil and writes go nowhere.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// `@FocusedObject var document: Document?`: the focused view's
/// observable object (`focusedObject(_:)`). Nil in a figure.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
  /// Publishes a value for the focused scene: read by commands, never by a figure.
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { inert() }
  public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject { inert() }
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { inert() }
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { inert() }
  /// Mirrors the view in right-to-left layouts: a figure is left to right.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { inert() }
}

/// How a zoom transition's source looks while it zooms (iOS 18).
public protocol MatchedTransitionSourceConfiguration: Sendable {}
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  public init() {}
}
extension MatchedTransitionSourceConfiguration {
  public func background(_ style: Color) -> Self { self }
  public func clipShape<S: Shape>(_ shape: S) -> Self { self }
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> Self
  { self }
}
