// `import SafariServices` on Linux: the in-app browser apps present with a
// `UIViewControllerRepresentable`, drawn as its placeholder; nothing loads.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

open class SFSafariViewController: UIViewController {
  /// A class, as in SafariServices: `let config = Configuration()` is
  /// configured in place.
  public final class Configuration: @unchecked Sendable {
    public init() {}
    public var entersReaderIfAvailable = false
    public var barCollapsingEnabled = true
  }
  public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
  public let url: URL
  public var preferredBarTintColor: UIColor?
  public var preferredControlTintColor: UIColor?
  public var dismissButtonStyle: DismissButtonStyle = .done
  public weak var delegate: (any SFSafariViewControllerDelegate)?
  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }
  public convenience init(url: URL, entersReaderIfAvailable: Bool) { self.init(url: url) }
  public required init?(coder: NSCoder) { nil }
}
public protocol SFSafariViewControllerDelegate: AnyObject {}
