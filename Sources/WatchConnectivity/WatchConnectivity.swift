// `import WatchConnectivity` on Linux: the session an iPhone app and its
// watch app talk through. No watch is paired here: the session is
// supported, activates with no counterpart, and every message fails with
// `WCError.notReachable` (or is queued nowhere, for transfers), as on a
// phone with no watch. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public enum WCSessionActivationState: Int, Sendable { case notActivated, inactive, activated }

/// The session with the paired device: none is paired.
open class WCSession: NSObject, @unchecked Sendable {
  private static let shared = WCSession()
  open class var `default`: WCSession { shared }
  open class func isSupported() -> Bool { true }
  public weak var delegate: (any WCSessionDelegate)?
  public private(set) var activationState: WCSessionActivationState = .notActivated
  public var isPaired: Bool { false }
  public var isWatchAppInstalled: Bool { false }
  public var isComplicationEnabled: Bool { false }
  public var isReachable: Bool { false }
  public var isCompanionAppInstalled: Bool { false }
  public var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }
  public var remainingComplicationUserInfoTransfers: Int { 0 }
  public private(set) var applicationContext: [String: Any] = [:]
  public var receivedApplicationContext: [String: Any] { [:] }
  public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
  public var outstandingFileTransfers: [WCSessionFileTransfer] { [] }
  public var watchDirectoryURL: URL? { nil }
  /// Activates at once, with no counterpart, and tells the delegate.
  open func activate() {
    activationState = .activated
    delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
  }
  open func sendMessage(
    _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) { errorHandler?(WCError(.notReachable)) }
  open func sendMessageData(
    _ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) { errorHandler?(WCError(.notReachable)) }
  /// Kept as the last context sent, as Apple's session keeps it.
  open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
    guard activationState == .activated else { throw WCError(.sessionNotActivated) }
    self.applicationContext = applicationContext
  }
  @discardableResult
  open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
    WCSessionUserInfoTransfer(userInfo: userInfo)
  }
  @discardableResult
  open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
    WCSessionUserInfoTransfer(userInfo: userInfo)
  }
  @discardableResult
  open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
    WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
  }
}

public protocol WCSessionDelegate: NSObjectProtocol {
  func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
  func sessionDidBecomeInactive(_ session: WCSession)
  func sessionDidDeactivate(_ session: WCSession)
  func sessionReachabilityDidChange(_ session: WCSession)
  func sessionWatchStateDidChange(_ session: WCSession)
  func session(_ session: WCSession, didReceiveMessage message: [String: Any])
  func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
  func session(_ session: WCSession, didReceiveMessageData messageData: Data)
  func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
  func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
  func session(_ session: WCSession, didReceive file: WCSessionFile)
  func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
  func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
}
extension WCSessionDelegate {
  public func sessionDidBecomeInactive(_ session: WCSession) {}
  public func sessionDidDeactivate(_ session: WCSession) {}
  public func sessionReachabilityDidChange(_ session: WCSession) {}
  public func sessionWatchStateDidChange(_ session: WCSession) {}
  public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
  public func session(
    _ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void
  ) {}
  public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
  public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
  public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
  public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
  public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
  public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
}

open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
  public let userInfo: [String: Any]
  public var isTransferring: Bool { false }
  public var isCurrentComplicationInfo: Bool { false }
  init(userInfo: [String: Any]) { self.userInfo = userInfo }
  open func cancel() {}
}
open class WCSessionFile: NSObject, @unchecked Sendable {
  public let fileURL: URL
  public let metadata: [String: Any]?
  init(fileURL: URL, metadata: [String: Any]?) { (self.fileURL, self.metadata) = (fileURL, metadata) }
}
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
  public let file: WCSessionFile
  public var isTransferring: Bool { false }
  public let progress = Progress(totalUnitCount: 0)
  init(file: WCSessionFile) { self.file = file }
  open func cancel() {}
}

/// Watch Connectivity's errors.
public struct WCError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable {
    case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired
    case watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes
    case messageReplyFailed, messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace
    case sessionInactive, transferTimedOut, companionAppNotInstalled, watchOnlyApp
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var notReachable: Code { .notReachable }
  public static var sessionNotActivated: Code { .sessionNotActivated }
  public var description: String {
    switch code {
    case .notReachable: "WCErrorCodeNotReachable: no paired device is reachable (Plumb on Linux has no watch)"
    case .sessionNotActivated: "WCErrorCodeSessionNotActivated: call activate() first"
    default: "WCError \(code.rawValue)"
    }
  }
}
