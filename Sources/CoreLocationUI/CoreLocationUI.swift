// `import CoreLocationUI` on Linux: SwiftUI's `LocationButton`, drawn as
// iOS draws it at rest (the location arrow and its title in white on the
// tint, in a rounded rectangle). Tapping it does nothing in a figure.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import CoreLocation
import Plumb

/// The button that grants one-time location access.
///
/// Child proposal: its label, the arrow and title, is proposed the
/// button's proposal less 16 points a side and 10 above and below.
/// Own size: the label's plus that padding.
/// Placement: the label centered on the tint.
public struct LocationButton: View {
  public struct Title: Sendable {
    let text: String
    public static let currentLocation = Title(text: "Current Location")
    public static let sendCurrentLocation = Title(text: "Send Current Location")
    public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
    public static let shareCurrentLocation = Title(text: "Share Current Location")
    public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
  }
  let title: Title?
  public init(_ title: Title? = nil, action: @escaping () -> Void) { self.title = title }
  public var body: some View {
    Group {
      if let title {
        Label(title.text, systemImage: "location.fill")
      } else {
        Image(systemName: "location.fill")
      }
    }
    .font(.body.weight(.semibold))
    .foregroundStyle(.white)
    .padding(.horizontal, 16)
    .padding(.vertical, 10)
    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}
