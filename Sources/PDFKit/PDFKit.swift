// `import PDFKit` on Linux: documents and the view that shows them, as
// document and reader apps wrap `PDFView` in a representable. A file is
// opened for real: a document is made only from PDF data (it begins with
// `%PDF`), and its pages are counted from the file's page objects; pages'
// text and pixels are not read (`string` is nil, thumbnails are blank), and
// the view draws as a representable's placeholder. Pages code inserts,
// moves or removes are kept. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public enum PDFDisplayBox: Int, Sendable { case mediaBox, cropBox, bleedBox, trimBox, artBox }
public enum PDFDisplayMode: Int, Sendable { case singlePage, singlePageContinuous, twoUp, twoUpContinuous }
public enum PDFDisplayDirection: Int, Sendable { case vertical, horizontal }

/// One page: US Letter (612 × 792 points) unless made from an image.
open class PDFPage: NSObject, @unchecked Sendable {
  weak var ownerDocument: PDFDocument?
  private var mediaBox: CGRect
  public override init() { mediaBox = CGRect(x: 0, y: 0, width: 612, height: 792) }
  /// A page the size of the image (Letter when its size is unknown).
  public init?(image: UIImage) {
    let size = image.size
    mediaBox = size == .zero ? CGRect(x: 0, y: 0, width: 612, height: 792) : CGRect(origin: .zero, size: size)
  }
  open var document: PDFDocument? { ownerDocument }
  /// "1" for the first page of its document.
  open var label: String? {
    guard let i = ownerDocument?.index(for: self), i != NSNotFound else { return nil }
    return String(i + 1)
  }
  open var string: String? { nil }
  open var attributedString: NSAttributedString? { nil }
  open var numberOfCharacters: Int { 0 }
  open var rotation = 0
  open var displaysAnnotations = true
  open private(set) var annotations: [PDFAnnotation] = []
  open func bounds(for box: PDFDisplayBox) -> CGRect { mediaBox }
  /// Draws the page into a context: a page's contents are not read here,
  /// so nothing is drawn (docs/deviations.md).
  open func draw(with box: PDFDisplayBox, to context: CGContext) {}
  open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) { mediaBox = bounds }
  /// No pixels are read: a blank image.
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { UIImage() }
  open func addAnnotation(_ annotation: PDFAnnotation) { annotations.append(annotation) }
  open func removeAnnotation(_ annotation: PDFAnnotation) { annotations.removeAll { $0 === annotation } }
  open func selection(for rect: CGRect) -> PDFSelection? { nil }
}

/// A PDF document: pages counted from the file, kept in order.
open class PDFDocument: NSObject, @unchecked Sendable {
  public private(set) var documentURL: URL?
  private var pages: [PDFPage] = []
  private let source: Data?
  open weak var delegate: (any PDFDocumentDelegate)?
  open var documentAttributes: [AnyHashable: Any]? = [:]
  public override init() { source = nil }
  public convenience init?(url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data)
    documentURL = url
  }
  public init?(data: Data) {
    guard data.starts(with: Array("%PDF".utf8)) else { return nil }
    source = data
    super.init()
    for _ in 0..<Self.countPages(data) { insert(PDFPage(), at: pageCount) }
  }
  /// Page objects: `/Type /Page` not followed by `s` (`/Pages` is the tree).
  static func countPages(_ data: Data) -> Int {
    let bytes = [UInt8](data)
    let key = Array("/Type".utf8)
    var count = 0
    var i = 0
    while i + key.count < bytes.count {
      if bytes[i] == key[0] && Array(bytes[i..<(i + key.count)]) == key {
        var j = i + key.count
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
        let page = Array("/Page".utf8)
        if j + page.count <= bytes.count, Array(bytes[j..<(j + page.count)]) == page {
          let next = j + page.count < bytes.count ? bytes[j + page.count] : 0x20
          if next != UInt8(ascii: "s") { count += 1 }
        }
        i = j
      } else {
        i += 1
      }
    }
    // Page objects inside compressed object streams (PDF 1.5) are not
    // visible as text: fall back to the page tree's largest /Count.
    return count > 0 ? count : largestCount(bytes)
  }
  static func largestCount(_ bytes: [UInt8]) -> Int {
    let key = Array("/Count".utf8)
    var best = 0
    var i = 0
    while i + key.count < bytes.count {
      if Array(bytes[i..<(i + key.count)]) == key {
        var j = i + key.count
        while j < bytes.count, bytes[j] == 0x20 { j += 1 }
        var n = 0
        while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39, n < 1_000_000 {
          n = n * 10 + Int(bytes[j] - 0x30)
          j += 1
        }
        best = max(best, n)
        i = j
      } else {
        i += 1
      }
    }
    return best
  }
  open var pageCount: Int { pages.count }
  open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
  open func insert(_ page: PDFPage, at index: Int) {
    page.ownerDocument = self
    pages.insert(page, at: min(max(index, 0), pages.count))
  }
  open func removePage(at index: Int) {
    if pages.indices.contains(index) { pages.remove(at: index).ownerDocument = nil }
  }
  open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
    if pages.indices.contains(indexA), pages.indices.contains(indexB) { pages.swapAt(indexA, indexB) }
  }
  open var string: String? { nil }
  open var isEncrypted: Bool { false }
  open var isLocked: Bool { false }
  open func unlock(withPassword password: String) -> Bool { true }
  /// The data it was opened from (pages changed in code are not written).
  open func dataRepresentation() -> Data? { source }
  open func write(to url: URL) -> Bool { (try? source?.write(to: url, options: .atomic)) != nil }
  open func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection] { [] }
  open var outlineRoot: PDFOutline? { nil }
}
public protocol PDFDocumentDelegate: AnyObject {}
open class PDFOutline: NSObject, @unchecked Sendable {
  open var label: String?
  open var numberOfChildren: Int { 0 }
  open func child(at index: Int) -> PDFOutline? { nil }
}
open class PDFSelection: NSObject, @unchecked Sendable {
  open var string: String? { nil }
  open var pages: [PDFPage] { [] }
  open func bounds(for page: PDFPage) -> CGRect { .zero }
}
public struct PDFAnnotationSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let text = PDFAnnotationSubtype(rawValue: "/Text")
  public static let freeText = PDFAnnotationSubtype(rawValue: "/FreeText")
  public static let highlight = PDFAnnotationSubtype(rawValue: "/Highlight")
  public static let underline = PDFAnnotationSubtype(rawValue: "/Underline")
  public static let strikeOut = PDFAnnotationSubtype(rawValue: "/StrikeOut")
  public static let ink = PDFAnnotationSubtype(rawValue: "/Ink")
  public static let link = PDFAnnotationSubtype(rawValue: "/Link")
}
open class PDFAnnotation: NSObject, @unchecked Sendable {
  open var bounds: CGRect
  open var type: String?
  open var contents: String?
  open var color: UIColor = .yellow
  open weak var page: PDFPage?
  public init(bounds: CGRect, forType annotationType: PDFAnnotationSubtype, withProperties properties: [AnyHashable: Any]?) {
    self.bounds = bounds
    type = String(annotationType.rawValue.dropFirst())
  }
}

/// The document view: kept settings, drawn as a representable's placeholder.
open class PDFView: UIView {
  open var document: PDFDocument? { didSet { currentPage = document?.page(at: 0) } }
  open var autoScales = false
  open var displayMode: PDFDisplayMode = .singlePageContinuous
  open var displayDirection: PDFDisplayDirection = .vertical
  open var displaysPageBreaks = true
  open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4)
  open var displayBox: PDFDisplayBox = .cropBox
  open var displaysAsBook = false
  open var pageShadowsEnabled = true
  open var scaleFactor: CGFloat = 1
  open var minScaleFactor: CGFloat = 0.25
  open var maxScaleFactor: CGFloat = 5
  open var scaleFactorForSizeToFit: CGFloat { 1 }
  open var isInMarkupMode = false
  open private(set) var currentPage: PDFPage?
  open weak var delegate: (any PDFViewDelegate)?
  open func go(to page: PDFPage) { if page.document === document { currentPage = page } }
  open var canGoToNextPage: Bool { nextIndex(1) != nil }
  open var canGoToPreviousPage: Bool { nextIndex(-1) != nil }
  open func goToNextPage(_ sender: Any?) { if let i = nextIndex(1) { currentPage = document?.page(at: i) } }
  open func goToPreviousPage(_ sender: Any?) { if let i = nextIndex(-1) { currentPage = document?.page(at: i) } }
  open func goToFirstPage(_ sender: Any?) { currentPage = document?.page(at: 0) }
  open func goToLastPage(_ sender: Any?) { currentPage = document.flatMap { $0.page(at: $0.pageCount - 1) } }
  private func nextIndex(_ step: Int) -> Int? {
    guard let document, let currentPage else { return nil }
    let i = document.index(for: currentPage) + step
    return i >= 0 && i < document.pageCount ? i : nil
  }
  open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {}
  open var currentSelection: PDFSelection?
  open func setCurrentSelection(_ selection: PDFSelection?, animate: Bool) { currentSelection = selection }
}
public protocol PDFViewDelegate: AnyObject {}
open class PDFThumbnailView: UIView {
  open weak var pdfView: PDFView?
  open var thumbnailSize = CGSize(width: 76, height: 76)
  open var layoutMode: PDFThumbnailLayoutMode = .vertical
}
public enum PDFThumbnailLayoutMode: Int, Sendable { case vertical, horizontal }
extension Notification.Name {
  public static let PDFViewPageChanged = Notification.Name("PDFViewChangedPage")
  public static let PDFViewDocumentChanged = Notification.Name("PDFViewChangedDocument")
  public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
}
