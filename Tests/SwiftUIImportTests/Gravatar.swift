import CryptoKit
import SwiftUI

// An avatar from Gravatar, as apps write it: the address's MD5 in hex.

extension String {
  var gravatarHash: String {
    Insecure.MD5.hash(data: Data(trimmingCharacters(in: .whitespaces).lowercased().utf8))
      .map { String(format: "%02hhx", $0) }
      .joined()
  }
}

struct GravatarView: View {
  let email: String
  var body: some View {
    AsyncImage(url: URL(string: "https://www.gravatar.com/avatar/\(email.gravatarHash)?s=80")) { image in
      image.resizable()
    } placeholder: {
      Circle().fill(.gray.opacity(0.3))
    }
    .frame(width: 40, height: 40)
    .clipShape(Circle())
  }
}
