import PhotosUI
import SwiftUI

/// A profile's avatar picker, as apps write it with PhotosUI: a Label in a
/// PhotosPicker, the selection loaded in a task.
struct AvatarPicker: View {
  @State private var selection: PhotosPickerItem?
  @State private var avatar: Data?

  var body: some View {
    VStack(spacing: 12) {
      Circle().fill(.gray.opacity(0.3)).frame(width: 80, height: 80)
      PhotosPicker(selection: $selection, matching: .images) {
        Label("Choose photo", systemImage: "photo")
      }
      .task(id: selection) {
        avatar = try? await selection?.loadTransferable(type: Data.self)
      }
    }
  }
}
