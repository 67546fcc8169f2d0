// `import VisionKit` on Linux: the live scanner, the document camera and
// Live Text as apps wrap them. There is no camera: the data scanner is
// not supported (`isSupported` and `isAvailable` are false, as on a
// device without a Neural Engine), so screens show their fallback; the
// views are UIKit controllers, placeholders in a figure, that never scan.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb
@_exported import Vision

// MARK: - The live data scanner

/// The live camera scanner for text and barcodes (iOS 16).
open class DataScannerViewController: UIViewController {
  public enum QualityLevel: Sendable { case balanced, fast, accurate }

  public struct RecognizedDataType: Hashable, Sendable {
    let name: String
    public static func text(languages: [String] = [], textContentType: TextContentType? = nil) -> RecognizedDataType {
      RecognizedDataType(name: "text")
    }
    public static func barcode(symbologies: [VNBarcodeSymbology] = []) -> RecognizedDataType {
      RecognizedDataType(name: "barcode")
    }
  }

  public enum TextContentType: Sendable {
    case dateTimeDuration, emailAddress, flightNumber, fullStreetAddress, shipmentTrackingNumber, telephoneNumber, URL
  }

  public enum ScanningUnavailable: Error, Sendable { case unsupported, cameraRestricted }

  /// Whether this device can scan: no camera on Linux.
  public static var isSupported: Bool { false }
  public static var isAvailable: Bool { false }
  public static var supportedTextRecognitionLanguages: [String] { [] }

  public let recognizedDataTypes: Set<RecognizedDataType>
  public let qualityLevel: QualityLevel
  public let recognizesMultipleItems: Bool
  public weak var delegate: DataScannerViewControllerDelegate?
  public var isScanning: Bool { false }
  public var regionOfInterest: CGRect?
  public var recognizedItems: AsyncStream<[RecognizedItem]> { AsyncStream { $0.finish() } }
  public var overlayContainerView: UIView { UIView() }

  public init(
    recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced,
    recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
    isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false
  ) {
    self.recognizedDataTypes = recognizedDataTypes
    self.qualityLevel = qualityLevel
    self.recognizesMultipleItems = recognizesMultipleItems
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }

  /// Starts the camera: unsupported on Linux.
  open func startScanning() throws { throw ScanningUnavailable.unsupported }
  open func stopScanning() {}
  open func capturePhoto() async throws -> UIImage { throw ScanningUnavailable.unsupported }
}

/// What the scanner found: text or a barcode, with where it is.
public enum RecognizedItem: Identifiable, Sendable {
  public struct Bounds: Sendable {
    public var topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint
  }
  public struct Text: Identifiable, Sendable {
    public let id: UUID
    public let bounds: Bounds
    public let transcript: String
  }
  public struct Barcode: Identifiable, Sendable {
    public let id: UUID
    public let bounds: Bounds
    public let payloadStringValue: String?
    public let observation: String?
  }
  case text(Text)
  case barcode(Barcode)

  public var id: UUID {
    switch self {
    case .text(let text): text.id
    case .barcode(let barcode): barcode.id
    }
  }
  public var bounds: Bounds {
    switch self {
    case .text(let text): text.bounds
    case .barcode(let barcode): barcode.bounds
    }
  }
}

/// Told what the scanner sees: never called, nothing is scanned.
public protocol DataScannerViewControllerDelegate: AnyObject {
  func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
  func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
  func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
  func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
  func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}
extension DataScannerViewControllerDelegate {
  public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
  public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
  public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
  public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
  public func dataScanner(
    _ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
  ) {}
}

// MARK: - The document camera

/// The document scanner's camera: never presents on Linux.
open class VNDocumentCameraViewController: UIViewController {
  public static var isSupported: Bool { false }
  public weak var delegate: VNDocumentCameraViewControllerDelegate?
  public init() { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }
}

/// A scanned document: its pages' images.
open class VNDocumentCameraScan: @unchecked Sendable {
  public let pageCount: Int = 0
  public let title: String = ""
  init() {}
  open func imageOfPage(at index: Int) -> UIImage { UIImage() }
}

public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
  func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
  func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
  func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error)
}
extension VNDocumentCameraViewControllerDelegate {
  public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
  public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
  public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error) {}
}

// MARK: - Live Text

/// Live Text's analyzer: unsupported on Linux, so analysis throws.
public final class ImageAnalyzer: @unchecked Sendable {
  public struct AnalysisTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = AnalysisTypes(rawValue: 1)
    public static let machineReadableCode = AnalysisTypes(rawValue: 2)
    public static let visualLookUp = AnalysisTypes(rawValue: 4)
  }
  public struct Configuration: Sendable {
    public var locales: [String] = []
    public init(_ types: AnalysisTypes) {}
  }
  public enum AnalysisError: Error, Sendable { case unsupported }
  public static var isSupported: Bool { false }
  public init() {}
  public func analyze(_ image: UIImage, configuration: Configuration) async throws -> ImageAnalysis {
    throw AnalysisError.unsupported
  }
  public func analyze(_ image: CGImage, orientation: CGImagePropertyOrientation, configuration: Configuration) async throws
    -> ImageAnalysis
  { throw AnalysisError.unsupported }
}

/// What Live Text found in an image: never made on Linux.
public final class ImageAnalysis: @unchecked Sendable {
  init() {}
  public var transcript: String { "" }
  public func hasResults(for types: ImageAnalyzer.AnalysisTypes) -> Bool { false }
}

/// Live Text over a UIKit image view: kept, never shown.
open class ImageAnalysisInteraction: UIInteraction, @unchecked Sendable {
  public struct InteractionTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automatic = InteractionTypes(rawValue: 1)
    public static let textSelection = InteractionTypes(rawValue: 2)
    public static let dataDetectors = InteractionTypes(rawValue: 4)
    public static let imageSubject = InteractionTypes(rawValue: 8)
    public static let visualLookUp = InteractionTypes(rawValue: 16)
  }
  public var analysis: ImageAnalysis?
  public var preferredInteractionTypes: InteractionTypes = .automatic
  public var selectableItemsHighlighted = false
  public init() {}
}
