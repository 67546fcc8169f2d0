import Foundation

/// A container's layout rule, as SwiftUI's `Layout` protocol: size the
/// container for a proposal, then place each subview in its bounds.
///
/// The built-in stacks conform to it too, so custom and built-in containers
/// report sizes and alignment guides to their parents the same way.
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  static var layoutProperties: LayoutProperties { get }
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache) -> CGFloat?
  /// The solver's box for this layout, dispatched statically: custom
  /// layouts keep the default (their `Layout` methods, called through a
  /// generic box); the built-in stacks answer with the solver's own. Not
  /// for users.
  static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox
}

/// A layout's solver box. Opaque outside Plumb.
public struct _SolverBox {
  package let rule: any ContainerRule
  package init(_ rule: any ContainerRule) { self.rule = rule }
}

extension Layout {
  public static func _solverBox(_ layout: Self, _ inputs: _ViewInputs) -> _SolverBox {
    _SolverBox(CustomLayoutRule(layout: layout))
  }
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
  /// SwiftUI's default: every subview's preferences, merged on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }
  /// nil: the container reports its subviews' explicit guides merged.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout container (SwiftUI: the stack orientation, which
/// spacers and dividers inside follow).
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

/// A key for a value a view hands its `Layout` container
/// (`.layoutValue(key:value:)`, read with `subview[Key.self]`).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
