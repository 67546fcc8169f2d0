// A view file as an app writes it, with previews of every form Plumb
// renders: UserPackageTests copies it into the stranger's package
// (target AppViews) and renders its previews with
// `swift package plumb-previews` and `assertPreviewSnapshots`.
import SwiftUI

public struct User: Sendable {
  public var name: String
  public var handle: String
  public static let sample = User(name: "Ada Lovelace", handle: "@ada")
  public static let longName = User(name: "Augusta Ada King, Countess of Lovelace", handle: "@ada")
}

public struct ProfileHeader: View {
  let user: User
  public init(user: User) { self.user = user }
  public var body: some View {
    HStack(spacing: 12) {
      Circle().fill(Color.blue.gradient).frame(width: 48, height: 48)
      VStack(alignment: .leading) {
        Text(user.name).font(.headline)
        Text(user.handle).foregroundStyle(.secondary)
      }
    }
    .padding()
  }
}

#Preview { ProfileHeader(user: .sample) }

#Preview("Long name", traits: .sizeThatFitsLayout) { ProfileHeader(user: .longName) }

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 120)) { ProfileHeader(user: .sample) }

#Preview("Landscape", traits: .landscapeLeft) { ProfileHeader(user: .sample) }

#Preview("Toggle", traits: .sizeThatFitsLayout) {
  @Previewable @State var isOn = true
  Toggle("Notifications", isOn: $isOn).padding()
}

struct ProfileHeader_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileHeader(user: .sample).preferredColorScheme(.dark).previewDisplayName("Dark")
      ProfileHeader(user: .sample).previewDevice("iPhone SE (3rd generation)")
    }
  }
}
