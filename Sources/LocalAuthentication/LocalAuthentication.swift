// `import LocalAuthentication` on Linux: Face ID and Touch ID checks. A
// figure has no biometrics: policies cannot be evaluated, so an app shows
// what it shows before unlocking. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2
}
public enum LABiometryType: Int, Sendable { case none, touchID, faceID, opticID }

public struct LAError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5,
      appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7,
      biometryLockout = -8, notInteractive = -1004
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let userCancel = Code.userCancel
}

open class LAContext: @unchecked Sendable {
  public init() {}
  public var biometryType: LABiometryType { .none }
  public var localizedReason = ""
  public var localizedCancelTitle: String?
  public var localizedFallbackTitle: String?
  public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
    return false
  }
  public func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}
  public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw LAError(.biometryNotAvailable)
  }
  public func invalidate() {}
}
