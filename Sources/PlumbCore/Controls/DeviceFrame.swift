import Foundation

/// A device a figure can be framed in: its screen in points and the safe
/// area its status bar and home indicator take (iOS 17, portrait).
public struct Device: Hashable, Sendable {
  public var name: String
  public var screen: CGSize
  public var safeArea: EdgeInsets
  /// Whether the device draws a home indicator (Face ID iPhones, iPads).
  public var hasHomeIndicator: Bool

  public init(name: String, screen: CGSize, safeArea: EdgeInsets, hasHomeIndicator: Bool) {
    self.name = name
    self.screen = screen
    self.safeArea = safeArea
    self.hasHomeIndicator = hasHomeIndicator
  }

  /// 375×667, a 20-point status bar, no home indicator.
  /// The device Xcode's `PreviewDevice` names (`"iPhone SE (3rd
  /// generation)"`, `"iPhone 15 Pro Max"`, `"iPad Air (5th generation)"`):
  /// the nearest of Plumb's, an iPhone 15 when none matches.
  public static func named(_ name: String) -> Device {
    let n = name.lowercased()
    if n.contains("ipad") { return .iPadAir }
    if n.contains(" se") { return .iPhoneSE }
    if n.contains("pro max") || n.contains("plus") { return .iPhone15ProMax }
    if n.contains("pro") { return .iPhone15Pro }
    return .iPhone15
  }

  public static let iPhoneSE = Device(
    name: "iPhone SE", screen: CGSize(width: 375, height: 667),
    safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), hasHomeIndicator: false)
  /// 393×852, 59 above (the Dynamic Island's status bar), 34 below.
  public static let iPhone15 = Device(
    name: "iPhone 15", screen: CGSize(width: 393, height: 852),
    safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), hasHomeIndicator: true)
  public static let iPhone15Pro = Device(
    name: "iPhone 15 Pro", screen: CGSize(width: 393, height: 852),
    safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), hasHomeIndicator: true)
  /// 430×932, 59 above, 34 below.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", screen: CGSize(width: 430, height: 932),
    safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), hasHomeIndicator: true)
  /// iPad Air (5th generation): 820×1180, 24 above, 20 below.
  public static let iPadAir = Device(
    name: "iPad Air", screen: CGSize(width: 820, height: 1180),
    safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), hasHomeIndicator: true)

  /// The devices by the names Xcode's previews use.
  public static func named(_ name: String) -> Device? {
    [iPhoneSE, iPhone15, iPhone15Pro, iPhone15ProMax, iPadAir].first {
      $0.name.caseInsensitiveCompare(name) == .orderedSame
        || name.lowercased().hasPrefix($0.name.lowercased() + " (")
    }
  }
}

private struct SafeAreaInsetsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// The device's safe area around the view's container, for the
  /// containers whose backgrounds reach under the status bar and the
  /// home indicator (navigation stacks, lists, tab bars). Zero unless a
  /// device frame is set.
  var deviceSafeArea: EdgeInsets {
    get { self[SafeAreaInsetsKey.self] }
    set { self[SafeAreaInsetsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Frames the view in a device's screen, as an app's root view: the
  /// content in the safe area; the backgrounds of navigation stacks,
  /// lists and tab bars reaching under the status bar and home indicator;
  /// the status bar (9:41, signal, Wi-Fi, battery) and the home indicator
  /// drawn over them, in the primary color.
  public func deviceFrame(_ device: Device) -> some View {
    DeviceFrameView(device: device, content: self)
  }

  /// This view's background reaching `edges` of the device's safe area.
  func extendingIntoSafeArea<B: View>(_ background: B, top: Bool = true, bottom: Bool = true) -> some View {
    DeviceSafeAreaBackground(content: self, background: background, top: top, bottom: bottom)
  }
}

nonisolated struct DeviceSafeAreaBackground<Content: View, Background: View>: View {
  let content: Content
  let background: Background
  let top: Bool
  let bottom: Bool
  var body: some View {
    // The background grows to the screen's edge only where the view
    // touches the safe area's, as a list's or a bar's does in UIKit.
    content.background(
      background.ignoresSafeArea(.container, edges: top && bottom ? .vertical : top ? .top : bottom ? .bottom : []))
  }
}

nonisolated struct DeviceFrameView<Content: View>: View {
  let device: Device
  let content: Content

  var body: some View {
    // The root view is offered the safe area and centred in it, as a
    // hosting controller places it. A root view wider or taller than the
    // screen overflows it, centred, and is cut at the screen's edges; the
    // system's bars are the screen's, so they stay where they are.
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .padding(device.safeArea)
      .environment(\.deviceSafeArea, device.safeArea)
      .frame(width: device.screen.width, height: device.screen.height)
      .background(Color(uiColor: .systemBackground))
      .overlay(alignment: .top) { StatusBar(height: device.safeArea.top) }
      .overlay(alignment: .bottom) {
        if device.hasHomeIndicator {
          Capsule()
            .fill(Color.primary)
            .frame(width: 134, height: 5)
            .padding(.bottom, 8)
        }
      }
      .clipped()
  }
}

/// The status bar: the time leading, signal, Wi-Fi and battery trailing,
/// centred in the status area.
nonisolated struct StatusBar: View {
  let height: CGFloat
  var body: some View {
    HStack {
      Text(verbatim: "9:41").font(.system(size: 17, weight: .semibold))
      Spacer()
      HStack(spacing: 6) {
        Image(systemName: "cellularbars")
        Image(systemName: "wifi")
        Image(systemName: "battery.100")
      }
      .font(.system(size: 14))
    }
    .padding(.horizontal, 32)
    .frame(height: height)
    .foregroundStyle(Color.primary)
  }
}
