import Foundation

// UIKit's button configurations (iOS 15): a button in a representable
// or a UIKit screen is set up with `UIButton.Configuration.filled()` and
// its title, image and colours. The values are kept and read back; a
// UIKit button is not drawn in a figure (UIViewRepresentable.swift), so
// none of them shows.

/// Insets that follow the layout direction: leading and trailing.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  public static let zero = NSDirectionalEdgeInsets()
  /// SwiftUI's insets as UIKit's.
  public init(_ edgeInsets: EdgeInsets) {
    self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
  }
}

extension EdgeInsets {
  /// UIKit's direction-following insets as SwiftUI's.
  public init(_ nsDirectionalEdgeInsets: NSDirectionalEdgeInsets) {
    self.init(
      top: nsDirectionalEdgeInsets.top, leading: nsDirectionalEdgeInsets.leading,
      bottom: nsDirectionalEdgeInsets.bottom, trailing: nsDirectionalEdgeInsets.trailing)
  }
}

/// The edges of a rectangle that follow the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A view's background as a configuration (a cell's or a button's).
public struct UIBackgroundConfiguration: @unchecked Sendable {
  public var backgroundColor: UIColor?
  public var image: UIImage?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  public init() {}
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
  /// How a button looks, as a value: its style's defaults, then what the
  /// app sets.
  public struct Configuration: @unchecked Sendable {
    /// The corner shape of a configured button's background.
    public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
    /// The size class of a configured button (its font and insets).
    public enum Size: Int, Sendable { case mini, small, medium, large }
    /// How a title and a subtitle align with each other.
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
    /// How the button shows a selected state.
    public enum Indicator: Int, Sendable { case automatic, none, popup }

    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString?
    public var attributedSubtitle: AttributedString?
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background = UIBackgroundConfiguration()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    public var titleAlignment: TitleAlignment = .automatic
    public var showsActivityIndicator = false
    public var indicator: Indicator = .automatic
    public var titleLineBreakMode: NSLineBreakMode = .byTruncatingMiddle
    public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail

    public init() {}

    /// A title and image in the tint colour, no background.
    public static func plain() -> Configuration { Configuration() }
    /// The tint colour at a low opacity behind a tinted title.
    public static func tinted() -> Configuration { styled(background: .tintColor.withAlphaComponent(0.15)) }
    /// A gray background behind a tinted title.
    public static func gray() -> Configuration { styled(background: .systemGray5) }
    /// The tint colour behind a white title.
    public static func filled() -> Configuration {
      var configuration = styled(background: .tintColor)
      configuration.baseForegroundColor = .white
      return configuration
    }
    public static func borderless() -> Configuration { plain() }
    public static func bordered() -> Configuration { gray() }
    public static func borderedTinted() -> Configuration { tinted() }
    public static func borderedProminent() -> Configuration { filled() }
    /// iOS 26's Liquid Glass buttons: a translucent background.
    public static func glass() -> Configuration { styled(background: .systemGray6) }
    public static func prominentGlass() -> Configuration { filled() }
    public static func clearGlass() -> Configuration { plain() }
    public static func prominentClearGlass() -> Configuration { filled() }

    private static func styled(background color: UIColor) -> Configuration {
      var configuration = Configuration()
      configuration.background.backgroundColor = color
      return configuration
    }

    /// The configuration with a state's changes applied: the same here,
    /// as a button in a figure is never highlighted.
    public func updated(for button: UIButton) -> Configuration { self }
  }
}
