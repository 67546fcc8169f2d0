import SwiftUI

// Drawing as apps use it: gradients, shadows, materials, clip shapes,
// continuous corners, effects.
struct ProfileCard: View {
  var name = "Ada Lovelace"
  var role = "Analyst"
  @ScaledMetric private var avatarSize: CGFloat = 64

  var body: some View {
    HStack(spacing: 16) {
      Circle()
        .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        .frame(width: avatarSize, height: avatarSize)
        .overlay(Text(String(name.prefix(1))).font(.title).foregroundColor(.white))
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
      VStack(alignment: .leading) {
        Text(name).font(.title3).fontWeight(.semibold)
        Text(role.uppercased()).font(.caption).kerning(1.2).foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
    }
    .padding()
    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .overlay(
      RoundedRectangle(cornerRadius: 16, style: .continuous)
        .strokeBorder(Color.gray.opacity(0.3), lineWidth: 1)
    )
    .frame(maxWidth: 320)
    .rotationEffect(.degrees(0))
  }
}
