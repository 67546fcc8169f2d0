// `import AuthenticationServices` on Linux: Sign in with Apple and web
// sign-in, as login screens use them. The button draws as Apple's Human
// Interface Guidelines show it (docs/deviations.md); nobody signs in to a
// figure: requests are made and kept, never performed, and credential
// checks answer `.notFound`. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// What the Sign in with Apple button says.
public struct _SignInWithAppleButtonLabel: Hashable, Sendable {
  let text: String
}

/// Sign in with Apple: a black (or white) rounded button with the Apple
/// logo and its label, filling the space it is offered.
///
/// Child proposal: the logo and label their ideal size.
/// Own size: the proposal (flexible, as a Color; 44 tall where unproposed).
/// Placement: the logo and label centered.
public struct SignInWithAppleButton: View {
  public typealias Label = _SignInWithAppleButtonLabel
  public enum Style: Hashable, Sendable { case black, white, whiteOutline }
  let label: Label
  @Environment(\.signInWithAppleButtonStyle) private var style

  public init(
    _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
  ) {
    self.label = label
  }

  public var body: some View {
    let foreground = style == .black ? Color.white : Color.black
    ZStack {
      RoundedRectangle(cornerRadius: 6, style: .continuous).fill(style == .black ? Color.black : Color.white)
      if style == .whiteOutline {
        RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
      }
      HStack(spacing: 4) {
        Image(systemName: "applelogo")
        Text(verbatim: label.text)
      }
      .font(.system(size: 17, weight: .medium))
      .foregroundStyle(foreground)
      .lineLimit(1)
    }
    .frame(minHeight: 30, idealHeight: 44)
  }
}

extension SignInWithAppleButton.Label {
  public static let signIn = SignInWithAppleButton.Label(text: "Sign in with Apple")
  public static let `continue` = SignInWithAppleButton.Label(text: "Continue with Apple")
  public static let signUp = SignInWithAppleButton.Label(text: "Sign up with Apple")
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static let defaultValue = SignInWithAppleButton.Style.black
}
extension EnvironmentValues {
  var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
  /// Web sign-in (`ASWebAuthenticationSession` for SwiftUI): nobody signs
  /// in to a figure, so it throws `.canceledLogin`.
  public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
}

extension View {
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyle, style)
  }
}

/// The web sign-in action of the environment.
public struct WebAuthenticationSession: Sendable {
  public struct Callback: Sendable {
    public static func customScheme(_ scheme: String) -> Callback { Callback() }
    public static func https(host: String, path: String) -> Callback { Callback() }
  }
  public enum BrowserSession: Sendable { case shared, ephemeral }
  public func authenticate(
    using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil
  ) async throws -> URL {
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }
  public func authenticate(
    using url: URL, callback: Callback, preferredBrowserSession: BrowserSession? = nil,
    additionalHeaderFields: [String: String] = [:]
  ) async throws -> URL {
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }
}

// MARK: Authorization

public struct ASAuthorization: @unchecked Sendable {
  public struct Scope: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = Scope(rawValue: "full_name")
    public static let email = Scope(rawValue: "email")
  }
  public let credential: any ASAuthorizationCredential
  public let provider: any ASAuthorizationProvider
}

public protocol ASAuthorizationCredential: AnyObject {}
public protocol ASAuthorizationProvider: AnyObject {}

public enum ASUserDetectionStatus: Int, Sendable { case unsupported, unknown, likelyReal }

/// The credential Sign in with Apple returns: never made in a figure.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  open var user: String { "" }
  open var state: String? { nil }
  open var authorizedScopes: [ASAuthorization.Scope] { [] }
  open var authorizationCode: Data? { nil }
  open var identityToken: Data? { nil }
  open var email: String? { nil }
  open var fullName: PersonNameComponents? { nil }
  open var realUserStatus: ASUserDetectionStatus { .unknown }
}
/// A saved password credential: never made in a figure.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let password: String
  public init(user: String, password: String) { (self.user, self.password) = (user, password) }
}

open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var requestedScopes: [ASAuthorization.Scope]?
  open var state: String?
  open var nonce: String?
}
/// What the Sign in with Apple button's `onRequest` fills in: kept.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  open var user: String?
}
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

public final class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
  public override init() {}
  public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
  /// No one has signed in: `.notFound`.
  public func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
    completion(.notFound, nil)
  }
  public func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}
public final class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public override init() {}
  public func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest() }
}

public struct ASAuthorizationError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable { case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive, matchedExcludedCredential }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public typealias ASPresentationAnchor = UIWindow

public protocol ASAuthorizationControllerDelegate: AnyObject {
  func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}
extension ASAuthorizationControllerDelegate {
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs authorization requests: the sheet never appears in a figure, so
/// its delegate is never called.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  public let authorizationRequests: [ASAuthorizationRequest]
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
  public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
  open func performRequests() {}
  open func performAutoFillAssistedRequests() {}
  open func cancel() {}
}

// MARK: Web sign-in

public struct ASWebAuthenticationSessionError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided, presentationContextInvalid }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}
/// A web sign-in: it never opens in a figure; `start()` answers false.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  open var prefersEphemeralWebBrowserSession = false
  public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
  @discardableResult open func start() -> Bool { false }
  open func cancel() {}
  open var canStart: Bool { false }
}
