// `import Photos` on Linux: the photo library, its assets and image
// requests. A figure has no photos and no permission to read them: access
// is not determined (requests answer so), fetches find nothing, image
// requests answer nil, and changes fail. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// The photo library (Photos' `PHPhotoLibrary`): a figure has no photos and
/// no permission to read them.
public final class PHPhotoLibrary: @unchecked Sendable {
  /// Changes to the library fail: there is none to change.
  public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
    completionHandler?(false, PHPhotosError(.accessUserDenied))
  }
  public func performChanges(_ changeBlock: @escaping () -> Void) async throws { throw PHPhotosError(.accessUserDenied) }
  public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws { throw PHPhotosError(.accessUserDenied) }
  public func register(_ observer: any PHPhotoLibraryChangeObserver) {}
  public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}
  /// The pre-iOS 14 spellings.
  public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
  public static func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {}
  static let library = PHPhotoLibrary()
  public static func shared() -> PHPhotoLibrary { library }
  public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
  public static func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) {}
  public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    .notDetermined
  }
}
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite }
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }


public struct PHPhotosError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable {
    case internalError = -1, userCancelled = 3072, libraryVolumeOffline = 3114, relinquishingLibraryBundleToWriter = 3142,
      switchingSystemPhotoLibrary = 3143, networkAccessRequired = 3164, identifierNotFound = 3201,
      multipleIdentifiersFound = 3202, changeNotSupported = 3300, operationInterrupted = 3301, invalidResource = 3302,
      missingResource = 3303, notEnoughSpace = 3305, requestNotSupportedForAsset = 3306, accessRestricted = 3310,
      accessUserDenied = 3311, libraryInFileProviderSyncRoot = 5423, persistentChangeTokenExpired = 3105,
      persistentChangeDetailsUnavailable = 3210, invalidParameter = 3315, limitExceeded = 3316
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}
public final class PHChange: @unchecked Sendable {
  /// What changed in a fetch result: nothing, as the library never changes.
  public func changeDetails<T: AnyObject>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}
/// The changes to a fetch result (never made: the library never changes).
public final class PHFetchResultChangeDetails<ObjectType: AnyObject>: @unchecked Sendable {
  init() {}
  public var fetchResultAfterChanges: PHFetchResult<ObjectType> { PHFetchResult() }
  public var hasIncrementalChanges: Bool { false }
}

public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }
public struct PHAssetMediaSubtype: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1)
  public static let photoHDR = PHAssetMediaSubtype(rawValue: 2)
  public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 4)
  public static let photoLive = PHAssetMediaSubtype(rawValue: 8)
  public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 16)
}
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum, moment }
public enum PHAssetCollectionSubtype: Int, Sendable {
  case albumRegular = 2, smartAlbumUserLibrary = 209, smartAlbumFavorites = 203, smartAlbumRecentlyAdded = 206, any = 9223372036854775807
}

/// What a fetch asks for: kept.
public final class PHFetchOptions: @unchecked Sendable {
  public init() {}
  public var predicate: NSPredicate?
  public var sortDescriptors: [NSSortDescriptor]?
  public var fetchLimit = 0
  public var includeHiddenAssets = false
}

/// A fetch's results: always empty, there being no library.
public final class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
  init() {}
  public var count: Int { 0 }
  public var firstObject: ObjectType? { nil }
  public var lastObject: ObjectType? { nil }
  public func object(at index: Int) -> ObjectType { preconditionFailure("PHFetchResult: index \(index) of an empty result") }
  public subscript(index: Int) -> ObjectType { object(at: index) }
  public func objects(at indexes: IndexSet) -> [ObjectType] { [] }
  public func contains(_ anObject: ObjectType) -> Bool { false }
  public func index(of anObject: ObjectType) -> Int { NSNotFound }
  public func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

open class PHObject: NSObject, @unchecked Sendable {
  open var localIdentifier: String { "" }
}
/// A photo or video in the library: none exists in a figure.
open class PHAsset: PHObject, @unchecked Sendable {
  open var mediaType: PHAssetMediaType { .image }
  open var mediaSubtypes: PHAssetMediaSubtype { [] }
  open var pixelWidth: Int { 0 }
  open var pixelHeight: Int { 0 }
  open var creationDate: Date? { nil }
  open var modificationDate: Date? { nil }
  open var duration: TimeInterval { 0 }
  open var isFavorite: Bool { false }
  open var isHidden: Bool { false }
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
}
open class PHCollection: PHObject, @unchecked Sendable {
  open var localizedTitle: String? { nil }
}
open class PHAssetCollection: PHCollection, @unchecked Sendable {
  open var estimatedAssetCount: Int { 0 }
  open class func fetchAssetCollections(
    with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
}

public enum PHImageContentMode: Int, Sendable {
  case aspectFit, aspectFill
  public static let `default` = PHImageContentMode.aspectFit
}
public final class PHImageRequestOptions: @unchecked Sendable {
  public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
  public enum ResizeMode: Int, Sendable { case none, fast, exact }
  public enum Version: Int, Sendable { case current, unadjusted, original }
  public init() {}
  public var deliveryMode = DeliveryMode.opportunistic
  public var resizeMode = ResizeMode.fast
  public var version = Version.current
  public var isNetworkAccessAllowed = false
  public var isSynchronous = false
}
public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Loads assets' images: there are none, so every request answers nil.
open class PHImageManager: @unchecked Sendable {
  static let shared = PHImageManager()
  public init() {}
  open class func `default`() -> PHImageManager { shared }
  @discardableResult
  open func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    resultHandler(nil, nil)
    return PHInvalidImageRequestID
  }
  @discardableResult
  open func requestImageDataAndOrientation(
    for asset: PHAsset, options: PHImageRequestOptions?,
    resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    resultHandler(nil, nil, .up, nil)
    return PHInvalidImageRequestID
  }
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  /// Whether cached images are kept at full quality: kept, nothing is cached.
  open var allowsCachingHighQualityImages = true
  open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
  open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
  open func stopCachingImagesForAllAssets() {}
}

/// Asks to add an image to the library (inside `performChanges`, which
/// fails): kept, never saved.
public final class PHAssetChangeRequest: @unchecked Sendable {
  init() {}
  public class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
  public class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
    PHAssetChangeRequest()
  }
  public class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
    PHAssetChangeRequest()
  }
  public var creationDate: Date?
  public var isFavorite = false
}
