import Foundation

/// A modifier that picks the modifier to apply from the environment, as
/// SwiftUI's `EnvironmentalModifier`: `resolve(in:)` reads the environment
/// at the modifier, and the modifier it returns wraps the content.
///
/// Child proposal, own size and placement: those of the resolved modifier.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  associatedtype ResolvedModifier: ViewModifier
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
  public static func _makeNodes<Content: View>(
    _ modifier: Self, _ content: Content, _ inputs: _ViewInputs
  ) -> _ViewOutputs {
    ResolvedModifier._makeNodes(resolveModifier(modifier, inputs.env), content, inputs)
  }
  public func body(content: Content) -> Never { fatalError("\(Self.self) resolves to a modifier and has no body") }
}

/// `resolve(in:)`, called where Plumb lowers, as `readBody` reads a body
/// (see View.swift).
@_silgen_name("plumb_resolveEnvironmentalModifierOnMainActor")
nonisolated func resolveModifier<M: EnvironmentalModifier>(_ modifier: M, _ env: EnvironmentValues) -> M.ResolvedModifier

@_silgen_name("plumb_resolveEnvironmentalModifierOnMainActor")
@MainActor func resolveModifierOnMainActor<M: EnvironmentalModifier>(_ modifier: M, _ env: EnvironmentValues)
  -> M.ResolvedModifier
{ modifier.resolve(in: env) }
