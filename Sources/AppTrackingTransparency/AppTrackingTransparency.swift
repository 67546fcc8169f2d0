// `import AppTrackingTransparency` on Linux: the tracking prompt apps show
// before loading ads. Nobody is asked on Linux: the status starts
// `.notDetermined`, and a request answers `.denied`, as when the user
// declines. Declared on Linux only (Package.swift).
@_exported import Foundation

open class ATTrackingManager: NSObject, @unchecked Sendable {
  public enum AuthorizationStatus: UInt, Sendable { case notDetermined, restricted, denied, authorized }
  open class var trackingAuthorizationStatus: AuthorizationStatus { .notDetermined }
  open class func requestTrackingAuthorization(completionHandler: @escaping @Sendable (AuthorizationStatus) -> Void) {
    completionHandler(.denied)
  }
  open class func requestTrackingAuthorization() async -> AuthorizationStatus { .denied }
}
