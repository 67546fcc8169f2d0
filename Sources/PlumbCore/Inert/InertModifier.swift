import Foundation

/// The modifier behind every API that has no meaning in a still image: an
/// animation, a gesture, a presentation that is not on screen, a lifecycle
/// closure. It adds no node and changes no environment value: the content
/// lowers exactly as it would without it, so a view's layout and drawing
/// are the same with or without the modifier.
///
/// The user's closures are dropped, never called: in a still image nothing
/// appears, is tapped or changes (see docs/deviations.md).
nonisolated struct InertModifier: PrimitiveModifier {
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    PlumbCore.lower(content, ctx, env)
  }
}

nonisolated extension View {
  /// The content unchanged, wrapped so that the result is a distinct
  /// `some View`, as SwiftUI's modifiers return.
  func inert() -> ModifiedContent<Self, InertModifier> {
    modifier(InertModifier())
  }
}
