// `import AppTrackingTransparency` on Linux: the tracking prompt apps show
// before loading ads. Nobody is asked on Linux: the status starts
// `.notDetermined`, and a request answers `.denied`, as when the user
// declines. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

open class ATTrackingManager: NSObject, @unchecked Sendable {
  public enum AuthorizationStatus: UInt, Sendable { case notDetermined, restricted, denied, authorized }
  nonisolated(unsafe) private static var answered = false
  private static let lock = NSLock()
  /// `.notDetermined` until a request, `.denied` after, as when the user declines.
  open class var trackingAuthorizationStatus: AuthorizationStatus { lock.withLock { answered ? .denied : .notDetermined } }
  open class func requestTrackingAuthorization(completionHandler: @escaping @Sendable (AuthorizationStatus) -> Void) {
    lock.withLock { answered = true }
    completionHandler(.denied)
  }
  open class func requestTrackingAuthorization() async -> AuthorizationStatus {
    lock.withLock { answered = true }
    return .denied
  }
}
