// `import PhotosUI` on Linux, where PhotosUI does not exist: the SwiftUI
// photos picker as a still figure shows it, closed: its label, as a button.
// Nothing is ever picked. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb
// PhotosUI builds on Photos (its library, assets and authorization), as on
// Apple platforms.
@_exported import Photos

/// A photo or video the picker returned: never made in a still image.
public struct PhotosPickerItem: Hashable, Sendable {
  public let itemIdentifier: String?
  public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
  /// The item's data as `type`: nil, nothing having been picked.
  public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
  public func loadTransferable<T>(type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void) -> Progress {
    completionHandler(.success(nil))
    return Progress(totalUnitCount: 0)
  }
  /// How the picker hands items over.
  public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }
}

/// What the picker shows: images, videos, screenshots…
public struct PHPickerFilter: Hashable, Sendable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  public static let screenshots = PHPickerFilter(name: "screenshots")
  public static let panoramas = PHPickerFilter(name: "panoramas")
  public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How several picked items are ordered.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
  let name: String
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// The photos picker, closed: its label drawn as a button (in the tint).
///
/// Child proposal: the proposal, to its label. Own size: the label's.
/// Placement: the label.
public struct PhotosPicker<Label: View>: View {
  let label: Label
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }
  public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil
  ) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil
  ) { label = Text(title) }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil
  ) { label = Text(titleKey) }
}

extension View {
  /// Presents the photos picker: a presentation, not drawn in a still image.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil
  ) -> some View { self }
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary? = nil
  ) -> some View { self }
}

/// How a photos picker is shown: every style is drawn as the closed picker's label.
public struct PhotosPickerStyle: Hashable, Sendable {
  let name: String
  public static let automatic = PhotosPickerStyle(name: "automatic")
  public static let presentation = PhotosPickerStyle(name: "presentation")
  public static let inline = PhotosPickerStyle(name: "inline")
  public static let compact = PhotosPickerStyle(name: "compact")
}

public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let search = PHPickerCapabilities(rawValue: 1)
  public static let stagingArea = PHPickerCapabilities(rawValue: 2)
  public static let collectionNavigation = PHPickerCapabilities(rawValue: 4)
  public static let selectionActions = PHPickerCapabilities(rawValue: 8)
  public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 16)
}

extension View {
  /// The picker's style: an inline picker's photo grid has no photos to
  /// show in a figure, so the label is drawn as for every style.
  public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
  public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
  public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View { self }
}

// UIKit's photo picker (iOS 14), as representables wrap it: configured,
// never shown; nothing is picked, so its delegate is never called.

/// What a `PHPickerViewController` offers.
public struct PHPickerConfiguration: Sendable {
  public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
  public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
  public var filter: PHPickerFilter?
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
  public var selection: Selection = .default
  public var preselectedAssetIdentifiers: [String] = []
  public var mode: Mode = .default
  public enum Mode: Int, Sendable { case `default`, compact }
  public init() {}
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked photo: never made in a figure.
public struct PHPickerResult: Hashable, @unchecked Sendable {
  public let itemProvider: NSItemProvider
  public let assetIdentifier: String?
}

public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The photo picker controller.
open class PHPickerViewController: UIViewController {
  public let configuration: PHPickerConfiguration
  public weak var delegate: (any PHPickerViewControllerDelegate)?
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    configuration = PHPickerConfiguration()
    super.init(coder: coder)
  }
  open func deselectAssets(withIdentifiers identifiers: [String]) {}
}
