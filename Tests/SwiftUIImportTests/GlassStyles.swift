import SwiftUI

// Shape styles named after the type SwiftUI gives a shadowed style, as a
// Liquid Glass alert writes them; a glass effect in the button border shape;
// iOS 26's label spacing.

extension ShapeStyle where Self == _ShadowShapeStyle<_ShadowShapeStyle<Material>> {
  static var frosted: some ShapeStyle {
    Material.ultraThinMaterial
      .shadow(.drop(color: .white.opacity(0.25), radius: 0.5, x: -0.4, y: -0.5))
      .shadow(.drop(color: .black.opacity(0.2), radius: 10, x: 3, y: 3))
  }
}

struct GlassCard: View {
  var body: some View {
    VStack(spacing: 12) {
      Label("Saved", systemImage: "checkmark")
        .labelIconToTitleSpacing(4)
      Button("Undo") {}
        .padding(8)
        .glassEffect(.regular, in: .buttonBorder)
    }
    .padding()
    .background(.frosted, in: RoundedRectangle(cornerRadius: 20))
    .clipShape(.buttonBorder)
  }
}
