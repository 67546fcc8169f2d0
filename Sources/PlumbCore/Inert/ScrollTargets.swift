import Foundation

// Where a scroll view comes to rest. A still image is not scrolled, so
// these compile and draw nothing. (The `scrollPosition(id:anchor:)`
// modifier takes a `Binding` and is in InertPresentations.swift.)

/// How a scroll view picks where to stop. A still image never scrolls, so a
/// behavior's `updateTarget(_:context:)` is never called.
public protocol ScrollTargetBehavior {
  typealias TargetContext = ScrollTargetBehaviorContext
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
extension ScrollTargetBehavior {
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll ends: a rectangle of the content and its anchor.
public struct ScrollTarget: Sendable {
  public var rect: CGRect
  public var anchor: UnitPoint?
  public init(rect: CGRect, anchor: UnitPoint? = nil) { (self.rect, self.anchor) = (rect, anchor) }
}

/// What a scroll target behavior knows of the scroll.
public struct ScrollTargetBehaviorContext: Sendable {
  public var originalTarget: ScrollTarget
  public var velocity: CGVector
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var axes: Axis.Set
}

/// Stops at page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// Stops where a view of a `scrollTargetLayout()` is aligned.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public var limitBehavior: LimitBehavior
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  /// How far one scroll may go.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    public static let never = LimitBehavior(name: "never")
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

nonisolated extension View {
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { inert() }

  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inert() }
}

/// What a scroll view reports of its geometry (iOS 18): in a figure, the
/// first screen, at rest.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint = .zero
  public var contentSize: CGSize = .zero
  public var contentInsets: EdgeInsets = EdgeInsets()
  public var containerSize: CGSize = .zero
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    (self.contentOffset, self.contentSize, self.contentInsets, self.containerSize) =
      (contentOffset, contentSize, contentInsets, containerSize)
  }
  init() {}
}

nonisolated extension View {
  /// Inert: the geometry never changes in a still image.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { inert() }
  /// Inert: no scroll position changes in a still image.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View { inert() }
}

/// Where a scroll view is in its scrolling (iOS 18): a figure is at rest.
public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
}

/// What an `onScrollPhaseChange` action is told beside the phases.
public struct ScrollPhaseChangeContext: Sendable {
  public var geometry: ScrollGeometry { ScrollGeometry() }
  public var velocity: CGSize? { nil }
}

nonisolated extension View {
  /// Inert: a figure stays `.idle`.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { inert() }
  public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View { inert() }
}
