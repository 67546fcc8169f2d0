import SwiftUI

// UIKit wrapped for SwiftUI, as apps do for blur, text views and share
// sheets.
struct BlurView: UIViewRepresentable {
  var style: UIBlurEffect.Style = .systemMaterial
  func makeUIView(context: Context) -> UIVisualEffectView {
    UIVisualEffectView(effect: UIBlurEffect(style: style))
  }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
    uiView.effect = UIBlurEffect(style: style)
  }
}

struct ShareSheet: UIViewControllerRepresentable {
  let items: [Any]
  func makeUIViewController(context: Context) -> UIActivityViewController {
    UIActivityViewController(activityItems: items, applicationActivities: nil)
  }
  func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

struct MultilineEditor: UIViewRepresentable {
  @Binding var text: String
  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
  func makeUIView(context: Context) -> UITextView {
    let view = UITextView()
    view.isEditable = true
    view.font = UIFont.preferredFont(forTextStyle: .body)
    return view
  }
  func updateUIView(_ uiView: UITextView, context: Context) { uiView.text = text }
  final class Coordinator: NSObject {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
  }
}

struct BlurCard: View {
  @State private var note = "Hello"
  var body: some View {
    VStack {
      Text("Over a blur").padding().background(BlurView())
      MultilineEditor(text: $note).frame(height: 80)
    }
    .sheet(isPresented: .constant(false)) { ShareSheet(items: ["x"]) }
  }
}
