import Foundation

/// A coordinate space a view names with `coordinateSpace(_:)`, the form
/// since iOS 17: `.coordinateSpace(.named("scroll"))`, read back with
/// `proxy.frame(in: .named("scroll"))`.
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
  let name: AnyHashable
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
  /// The coordinate space of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("plumb.scrollView")) }
}

nonisolated extension View {
  /// Names a coordinate space. Plumb measures named spaces from the root
  /// (see docs/deviations.md): this changes nothing.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
