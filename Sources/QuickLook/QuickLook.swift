// `import QuickLook` on Linux: previews of files. A preview is a
// presentation a still figure does not show: `.quickLookPreview` changes
// nothing, and the UIKit controller is a representable's placeholder.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// An item Quick Look can show: a file URL.
public protocol QLPreviewItem: AnyObject {
  var previewItemURL: URL? { get }
  var previewItemTitle: String? { get }
}
extension QLPreviewItem {
  public var previewItemTitle: String? { nil }
}
extension NSURL: QLPreviewItem {
  public var previewItemURL: URL? { self as URL }
}

public protocol QLPreviewControllerDataSource: AnyObject {
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}
public protocol QLPreviewControllerDelegate: AnyObject {}

/// Quick Look's controller: nothing is previewed in a figure.
open class QLPreviewController: UIViewController {
  open weak var dataSource: (any QLPreviewControllerDataSource)?
  open weak var delegate: (any QLPreviewControllerDelegate)?
  open var currentPreviewItemIndex = 0
  open func reloadData() {}
  open func refreshCurrentPreviewItem() {}
  open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL != nil }
}

extension View {
  /// Shows a file in Quick Look when the binding is set: a presentation,
  /// not drawn in a still figure.
  public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }
  public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<URL?>, in items: Items) -> some View
  where Items.Element == URL { self }
}
