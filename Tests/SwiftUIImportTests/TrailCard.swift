import AVKit
import CoreGraphics
import CoreHaptics
import CoreLocation
import LocalAuthentication
import MessageUI
import SafariServices
import StoreKit
import SwiftUI
import UIKit
import UniformTypeIdentifiers
import UserNotifications
import WebKit

// A screen written as app code imports frameworks beside SwiftUI: a video
// header, a location-aware distance, a reminder, haptics, and
// the `cornerRadius(_:corners:)` extension so many codebases carry.

struct RoundedCorner: Shape {
  var radius: CGFloat = .infinity
  var corners: UIRectCorner = .allCorners

  func path(in rect: CGRect) -> Path {
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
    return Path(path.cgPath)
  }
}

extension View {
  func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
    clipShape(RoundedCorner(radius: radius, corners: corners))
  }
}

final class TrailLocator: NSObject, ObservableObject, CLLocationManagerDelegate {
  @Published var lastLocation: CLLocation?
  private let manager = CLLocationManager()

  override init() {
    super.init()
    manager.delegate = self
    manager.desiredAccuracy = kCLLocationAccuracyBest
  }

  func start() {
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    lastLocation = locations.last
  }
}

struct Trail: Identifiable {
  let id = UUID()
  var name: String
  var coordinate: CLLocationCoordinate2D
}

extension UIColor {
  static let trailAccent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.4, green: 0.8, blue: 0.5, alpha: 1) : UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1)
  }
}

struct TrailCard: View {
  let trail: Trail
  var from = CLLocation(latitude: 46.8523, longitude: -121.7603)
  @StateObject private var locator = TrailLocator()
  @Environment(\.requestReview) private var requestReview
  private let player = AVPlayer(url: URL(string: "https://example.com/trail.mp4")!)

  private var distance: String {
    let there = CLLocation(latitude: trail.coordinate.latitude, longitude: trail.coordinate.longitude)
    return String(format: "%.0f km", there.distance(from: from) / 1000)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      VideoPlayer(player: player)
        .frame(height: 180)
      VStack(alignment: .leading, spacing: 8) {
        Text(trail.name).font(.headline)
        Text(distance).foregroundStyle(Color(uiColor: .trailAccent))
        Button("Remind me") { scheduleReminder() }
      }
      .padding()
    }
    .background(Color(.secondarySystemBackground))
    .cornerRadius(16, corners: [.topLeft, .topRight])
    .onAppear {
      locator.start()
      UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
  }

  private func scheduleReminder() {
    let content = UNMutableNotificationContent()
    content.title = trail.name
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
    UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: trail.id.uuidString, content: content, trigger: trigger))
    if CHHapticEngine.capabilitiesForHardware().supportsHaptics, let engine = try? CHHapticEngine() {
      try? engine.start()
    }
    if !MFMailComposeViewController.canSendMail() { requestReview() }
    _ = LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
    _ = SFSafariViewController(url: URL(string: "https://example.com")!)
    _ = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    _ = UTType.json.identifier
  }
}

#Preview {
  TrailCard(trail: Trail(name: "Skyline Loop", coordinate: CLLocationCoordinate2D(latitude: 46.7860, longitude: -121.7350)))
    .padding()
}
