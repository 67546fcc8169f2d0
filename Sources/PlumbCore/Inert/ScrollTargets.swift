import Foundation

// Where a scroll view comes to rest. A still image is not scrolled, so
// these compile and draw nothing. (The `scrollPosition(id:anchor:)`
// modifier takes a `Binding` and is in InertPresentations.swift.)

/// How a scroll view picks where to stop. Plumb's is a marker: custom
/// behaviors (`updateTarget(_:context:)`) are not supported.
public protocol ScrollTargetBehavior {}

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
