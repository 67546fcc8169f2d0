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

/// A Mac view with tracking areas and a layer, as hover effects are built.
final class HoverTrackingView: NSView {
  var onHover: ((Bool) -> Void)?
  private var area: NSTrackingArea?

  override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    wantsLayer = true
    layer?.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var acceptsFirstResponder: Bool { true }

  override func updateTrackingAreas() {
    super.updateTrackingAreas()
    if let area { removeTrackingArea(area) }
    let new = NSTrackingArea(
      rect: bounds, options: [.mouseEnteredAndExited, .activeInKeyWindow, .inVisibleRect], owner: self, userInfo: nil)
    addTrackingArea(new)
    area = new
  }

  override func mouseEntered(with event: NSEvent) { onHover?(true) }
  override func mouseExited(with event: NSEvent) { onHover?(false) }
}

struct HoverArea: NSViewRepresentable {
  var onHover: (Bool) -> Void
  func makeNSView(context: Context) -> HoverTrackingView {
    let view = HoverTrackingView(frame: .zero)
    view.onHover = onHover
    return view
  }
  func updateNSView(_ nsView: HoverTrackingView, context: Context) {}
}

/// A ring drawn with Core Animation layers, as UIKit code draws progress.
final class RingLayerView: UIView {
  let track = CAShapeLayer()
  let progress = CAShapeLayer()
  let gradient = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    track.path = path.cgPath
    track.strokeColor = UIColor.systemGray5.cgColor
    track.fillColor = UIColor.clear.cgColor
    track.lineWidth = 8
    progress.path = path.cgPath
    progress.strokeEnd = 0.6
    progress.lineCap = .round
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.mask = progress
    layer.addSublayer(track)
    layer.addSublayer(gradient)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 0.6
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    progress.add(animation, forKey: "progress")
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
