import Foundation
import Observation

// An app's entry point, as SwiftUI declares it, so that the file every
// SwiftUI app has compiles:
//
//     @main
//     struct LandmarksApp: App {
//       var body: some Scene {
//         WindowGroup { ContentView() }
//       }
//     }
//
// Plumb renders views, not apps: nothing here opens a window or runs an
// event loop. `main()` returns at once. To draw an app's first screen,
// render its root view (`ImageRenderer(content: ContentView())`).

/// The structure and behavior of an app: its scenes.
///
/// Inert in Plumb: an app's scenes are never shown (a figure is a view).
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  /// The entry point `@main` calls. Plumb has no event loop: it makes the
  /// app (running its `init`) and returns.
  public static func main() {
    _ = Self()
  }
}

/// A part of an app's user interface with a life cycle the system manages:
/// a window group, a settings window.
///
/// Inert in Plumb: scenes compile and hold their content, and nothing
/// shows them.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Builds scenes from closures: one or several scenes in a row.
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<S: Scene>(_ content: S) -> S { content }
  public static func buildPartialBlock<S: Scene>(first: S) -> S { first }
  public static func buildPartialBlock<A: Scene, B: Scene>(accumulated: A, next: B) -> TupleScene<A, B> {
    TupleScene(first: accumulated, second: next)
  }
  public static func buildOptional<S: Scene>(_ content: S?) -> OptionalScene<S> { OptionalScene(content: content) }
  public static func buildLimitedAvailability<S: Scene>(_ content: S) -> S { content }
}

/// Two scenes side by side in a builder; nests for more.
nonisolated public struct TupleScene<First: Scene, Second: Scene>: Scene {
  public typealias Body = Never
  let first: First
  let second: Second
}

/// The scene of an `if` in a scene builder.
nonisolated public struct OptionalScene<Wrapped: Scene>: Scene {
  public typealias Body = Never
  let content: Wrapped?
}

/// visionOS's full space: its content is built and never drawn by the app.
nonisolated public struct ImmersiveSpace<Content: View>: Scene {
  public typealias Body = Never
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// How immersive a space is (visionOS).
public protocol ImmersionStyle: Sendable {}
public struct AutomaticImmersionStyle: ImmersionStyle { public init() {} }
public struct MixedImmersionStyle: ImmersionStyle { public init() {} }
public struct ProgressiveImmersionStyle: ImmersionStyle {
  /// The range the Digital Crown moves the immersion in, and where it
  /// starts (visionOS 2): kept, nothing is immersive in a figure.
  public var immersion: ClosedRange<Double>
  public var initialAmount: Double?
  public init() { (immersion, initialAmount) = (0...1, nil) }
  public init(immersion: ClosedRange<Double>, initialAmount: Double? = nil) {
    (self.immersion, self.initialAmount) = (immersion, initialAmount)
  }
}
public struct FullImmersionStyle: ImmersionStyle { public init() {} }
extension ImmersionStyle where Self == AutomaticImmersionStyle { public static var automatic: Self { Self() } }
extension ImmersionStyle where Self == MixedImmersionStyle { public static var mixed: Self { Self() } }
extension ImmersionStyle where Self == ProgressiveImmersionStyle {
  public static var progressive: Self { Self() }
  public static func progressive(_ immersion: ClosedRange<Double>, initialAmount: Double? = nil) -> Self {
    Self(immersion: immersion, initialAmount: initialAmount)
  }
}
extension ImmersionStyle where Self == FullImmersionStyle { public static var full: Self { Self() } }

nonisolated extension Scene {
  /// The immersion styles a space offers: kept, never shown.
  public func immersionStyle(selection: Binding<any ImmersionStyle>, in styles: any ImmersionStyle...) -> Self { self }
}

/// A group of windows that each show `content`. Inert: the content is
/// built (so its initializers run, as when the window opens) and never
/// drawn by the app; render the view itself.
nonisolated public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  /// The view each window shows.
  public let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  // A window per value presented (`openWindow(value:)`): each window's
  // content reads its value through a binding. None is presented, so the
  // content is built once with nil (or the default value).
  public init<D: Decodable & Encodable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.content = content(.constant(nil))
  }
  public init<D: Decodable & Encodable & Hashable>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.content = content(.constant(nil))
  }
  public init<D: Decodable & Encodable & Hashable>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.content = content(.constant(nil))
  }
  public init<D: Decodable & Encodable & Hashable>(
    _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.content = content(.constant(nil))
  }
  public init<D: Decodable & Encodable & Hashable>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping () -> D
  ) {
    self.content = content(.constant(defaultValue()))
  }
  public init<D: Decodable & Encodable & Hashable>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping () -> D
  ) {
    self.content = content(.constant(defaultValue()))
  }
}

/// A single window, by title and id. Inert, as `WindowGroup`.
nonisolated public struct Window<Content: View>: Scene {
  public typealias Body = Never
  public let content: Content
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A macOS app's settings window. Inert, as `WindowGroup`.
nonisolated public struct Settings<Content: View>: Scene {
  public typealias Body = Never
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Where a scene is in its life cycle. A still figure is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The scene's phase: `.active` in a figure.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

/// A scene with a modifier that changes nothing in a figure: the scene's
/// environment, its default size, what it does when a value changes.
nonisolated public struct ModifiedScene<Content: Scene>: Scene {
  public typealias Body = Never
  let content: Content
}

extension Scene {
  /// Inert: a scene's environment reaches views only in a running app.
  /// Set it on the root view you render instead.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    ModifiedScene(content: self)
  }
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { ModifiedScene(content: self) }
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { ModifiedScene(content: self) }
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { ModifiedScene(content: self) }
  public func defaultSize(_ size: CGSize) -> some Scene { ModifiedScene(content: self) }
  /// A volume's size (visionOS), in points or in a unit of length.
  public func defaultSize(width: CGFloat, height: CGFloat, depth: CGFloat) -> some Scene { ModifiedScene(content: self) }
  public func defaultSize(width: CGFloat, height: CGFloat, depth: CGFloat, in unit: UnitLength) -> some Scene {
    ModifiedScene(content: self)
  }
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    ModifiedScene(content: self)
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    ModifiedScene(content: self)
  }
  /// The form before iOS 17, with the new value only (an app watching
  /// its `scenePhase`). Not called.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
    ModifiedScene(content: self)
  }
}
