import SwiftUI

// A Mac app's about and preferences views, as open-source Mac apps write
// them: AppKit's colors, images, app and workspace reached through
// `import SwiftUI`, a checkbox, a link-style button, a split view.

struct VisualEffectBackground: NSViewRepresentable {
  var material: NSVisualEffectView.Material = .sidebar

  func makeNSView(context: Context) -> NSVisualEffectView {
    let view = NSVisualEffectView()
    view.material = material
    view.blendingMode = .behindWindow
    view.state = .active
    return view
  }

  func updateNSView(_ nsView: NSVisualEffectView, context: Context) {
    nsView.material = material
  }
}

struct MacAboutView: View {
  @State private var launchAtLogin = true
  @State private var showInDock = false

  private var version: String {
    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
  }

  var body: some View {
    VStack(spacing: 12) {
      Image(nsImage: NSApp.applicationIconImage)
        .resizable()
        .frame(width: 64, height: 64)
      Text("Plumb").font(.title)
      Text("Version \(version)")
        .foregroundColor(Color(nsColor: .secondaryLabelColor))
      Toggle("Launch at login", isOn: $launchAtLogin).toggleStyle(.checkbox)
      Toggle("Show in Dock", isOn: $showInDock).toggleStyle(.checkbox)
      Button("Website") {
        NSWorkspace.shared.open(URL(string: "https://example.com")!)
      }
      .buttonStyle(.link)
      Button("Copy version") {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(version, forType: .string)
      }
      Button("Quit") { NSApp.terminate(nil) }
    }
    .padding(20)
    .background(Color(nsColor: .windowBackgroundColor))
  }
}

struct MacSplit: View {
  var body: some View {
    HSplitView {
      Color.red.frame(width: 50)
      Color.blue.frame(width: 60)
    }
    .frame(height: 40)
  }
}
