/// A stored property of a view that SwiftUI updates before the body runs.
/// Plumb's wrappers conform, and so may custom ones built from them (a
/// struct holding `@Environment` properties, used as a property of a view):
/// their values are read while the body runs (see BodyEnvironment.swift),
/// so `update()` is never needed and never called.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
