import SwiftUI

/// Toolbar items under an `if`, as Apple's Develop in Swift tutorials
/// write an editor's Save and Cancel buttons.
struct ConditionalToolbar: View {
  var isNew = true
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationStack {
      Text("Friend")
        .toolbar {
          if isNew {
            ToolbarItem(placement: .confirmationAction) {
              Button("Save") { dismiss() }
            }
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { dismiss() }
            }
          }
        }
    }
  }
}
