// `import AdSupport` on Linux: the advertising identifier, all zeros, as
// Apple's is when tracking is not authorized. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

open class ASIdentifierManager: NSObject, @unchecked Sendable {
  private static let instance = ASIdentifierManager()
  open class func shared() -> ASIdentifierManager { instance }
  /// 00000000-0000-0000-0000-000000000000: tracking is not authorized.
  open var advertisingIdentifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
  open var isAdvertisingTrackingEnabled: Bool { false }
}
