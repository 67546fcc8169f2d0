// `import WebKit` on Linux, where WebKit is not: the web view apps wrap
// with `UIViewRepresentable`, which Plumb draws as a representable's
// placeholder; a page never loads and delegates are never called.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
@_exported import FoundationNetworking
import Observation
import Plumb

open class WKWebViewConfiguration: @unchecked Sendable {
  public init() {}
  public var allowsInlineMediaPlayback = false
  public var preferences = WKPreferences()
  public var defaultWebpagePreferences = WKWebpagePreferences()
  public var userContentController = WKUserContentController()
  public var websiteDataStore = WKWebsiteDataStore.default()
  public var limitsNavigationsToAppBoundDomains = false
  public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  public var allowsAirPlayForMediaPlayback = true
  public var allowsPictureInPictureMediaPlayback = true
  public var suppressesIncrementalRendering = false
  public var applicationNameForUserAgent: String?
}
/// The media a page may not play until someone taps.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}
open class WKPreferences: @unchecked Sendable {
  public init() {}
  public var javaScriptCanOpenWindowsAutomatically = false
  /// Deprecated for `WKWebpagePreferences.allowsContentJavaScript`; kept.
  public var javaScriptEnabled = true
  public var minimumFontSize: CGFloat = 0
  public var isFraudulentWebsiteWarningEnabled = true
  public var isTextInteractionEnabled = true
  public var isElementFullscreenEnabled = false
  /// Private preferences set by key (`developerExtrasEnabled`): kept.
  private var keyed: [String: Any] = [:]
  public func setValue(_ value: Any?, forKey key: String) { keyed[key] = value }
  public func value(forKey key: String) -> Any? { keyed[key] }
}
open class WKWebpagePreferences: @unchecked Sendable {
  public init() {}
  public var allowsContentJavaScript = true
}
open class WKUserContentController: @unchecked Sendable {
  public init() {}
  public func add(_ handler: any WKScriptMessageHandler, name: String) {}
  public func removeScriptMessageHandler(forName name: String) {}
  public func addUserScript(_ script: WKUserScript) {}
}
open class WKUserScript: @unchecked Sendable {
  public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
  public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {}
}
open class WKWebsiteDataStore: @unchecked Sendable {
  private static let shared = WKWebsiteDataStore()
  public static func `default`() -> WKWebsiteDataStore { shared }
  public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
  /// The store's cookies: kept in memory (no page is loaded to set any).
  public let httpCookieStore = WKHTTPCookieStore()
  public var isPersistent: Bool { self === Self.shared }
  public static func allWebsiteDataTypes() -> Set<String> {
    ["WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeLocalStorage"]
  }
  /// Removes the cookies kept (nothing else is cached on Linux).
  public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
    if dataTypes.contains("WKWebsiteDataTypeCookies") { httpCookieStore.removeAll() }
    completionHandler()
  }
  public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {
    if dataTypes.contains("WKWebsiteDataTypeCookies") { httpCookieStore.removeAll() }
  }
}
/// A web view's cookies, kept in memory.
open class WKHTTPCookieStore: @unchecked Sendable {
  private let lock = NSLock()
  private var cookies: [HTTPCookie] = []
  public func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
    completionHandler(lock.withLock { cookies })
  }
  public func allCookies() async -> [HTTPCookie] { lock.withLock { cookies } }
  public func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
    lock.withLock {
      cookies.removeAll { Self.same($0, cookie) }
      cookies.append(cookie)
    }
    completionHandler?()
  }
  public func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
    lock.withLock { cookies.removeAll { Self.same($0, cookie) } }
    completionHandler?()
  }
  func removeAll() { lock.withLock { cookies = [] } }
  /// One cookie replaces another of the same name, domain and path.
  static func same(_ a: HTTPCookie, _ b: HTTPCookie) -> Bool {
    a.name == b.name && a.domain == b.domain && a.path == b.path
  }
}
open class WKScriptMessage: @unchecked Sendable {
  public var name: String { "" }
  public var body: Any { "" }
}
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
open class WKNavigation: @unchecked Sendable {}
open class WKNavigationAction: @unchecked Sendable {
  public var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
}
/// A server's answer to a navigation, as a navigation delegate is asked
/// to allow it: none arrives, nothing loads in a figure.
open class WKNavigationResponse: @unchecked Sendable {
  init() {}
  public var response: URLResponse {
    URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
  }
  public var isForMainFrame: Bool { true }
  public var canShowMIMEType: Bool { true }
}
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }
public protocol WKNavigationDelegate: AnyObject {}
public protocol WKUIDelegate: AnyObject {}

/// A web view: nothing loads in a figure.
open class WKWebView: UIView {
  public let configuration: WKWebViewConfiguration
  public weak var navigationDelegate: (any WKNavigationDelegate)?
  public weak var uiDelegate: (any WKUIDelegate)?
  public let scrollView = UIScrollView()
  /// Pinch to zoom and swipe navigation: kept, nobody pinches a figure.
  public var allowsMagnification = false
  public var allowsLinkPreview = true
  public var url: URL? { nil }
  public var title: String? { nil }
  public var isLoading: Bool { false }
  public var estimatedProgress: Double { 0 }
  public var hasOnlySecureContent: Bool { false }
  public var canGoBack: Bool { false }
  public var canGoForward: Bool { false }
  public var allowsBackForwardNavigationGestures = false
  public var isInspectable = false
  public var customUserAgent: String?
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
  }
  public override init(frame: CGRect) {
    configuration = WKWebViewConfiguration()
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(frame: .zero)
  }
  @discardableResult public func load(_ request: URLRequest) -> WKNavigation? { nil }
  @discardableResult public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
  @discardableResult public func load(
    _ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL
  ) -> WKNavigation? { nil }
  /// A PDF of the page: a figure's web view loads nothing, so it fails.
  public func createPDF(
    configuration: WKPDFConfiguration = WKPDFConfiguration(),
    completionHandler: @escaping (Result<Data, any Error>) -> Void
  ) {
    completionHandler(.failure(URLError(.resourceUnavailable)))
  }
  public func pdf(configuration: WKPDFConfiguration = WKPDFConfiguration()) async throws -> Data {
    throw URLError(.resourceUnavailable)
  }
  @discardableResult public func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }
  @discardableResult public func reload() -> WKNavigation? { nil }
  @discardableResult public func goBack() -> WKNavigation? { nil }
  @discardableResult public func goForward() -> WKNavigation? { nil }
  public func stopLoading() {}
  public func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {}
}

// MARK: SwiftUI's web view (iOS 26)

/// A web page a SwiftUI `WebView` shows (iOS 26): nothing loads in a
/// figure, so it stays blank, untitled and not loading.
public final class WebPage: @unchecked Sendable, Observation.Observable {
  public enum NavigationEvent: Sendable { case startedProvisionalNavigation, receivedServerRedirect, committed, finished }
  public struct Configuration: Sendable {
    public init() {}
    public var applicationNameForUserAgent: String?
    public var limitsNavigationsToAppBoundDomains = false
  }
  public init() {}
  public init(configuration: Configuration) {}
  /// A page whose navigations a decider approves (none happen in a figure).
  public init(
    configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding,
    dialogPresenter: (any DialogPresenting)? = nil
  ) {}
  public init(configuration: Configuration = Configuration(), dialogPresenter: some DialogPresenting) {}

  /// Approves or refuses navigations and responses (iOS 26).
  public protocol NavigationDeciding {
    mutating func decidePolicy(
      for action: NavigationAction, preferences: inout NavigationPreferences
    ) async -> WKNavigationActionPolicy
    mutating func decidePolicy(for response: NavigationResponse) async -> WKNavigationResponsePolicy
  }
  /// Shows JavaScript's alerts, confirms and prompts.
  public protocol DialogPresenting {}
  public struct NavigationAction: Sendable {
    public var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
    public var shouldPerformDownload: Bool { false }
  }
  public struct NavigationResponse: Sendable {
    public var response: URLResponse {
      URLResponse(url: URL(string: "about:blank")!, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil)
    }
    public var isForMainFrame: Bool { true }
    public var canShowMimeType: Bool { true }
  }
  public struct NavigationPreferences: Sendable {
    public var allowsContentJavaScript = true
    public var preferredHTTPSNavigationPolicy = 0
  }
  public var url: URL? { nil }
  public var title: String { "" }
  public var isLoading: Bool { false }
  public var estimatedProgress: Double { 0 }
  public var hasOnlySecureContent: Bool { true }
  public var themeColor: Color? { nil }
  public var customUserAgent: String?
  public var isInspectable = false
  @discardableResult public func load(_ request: URLRequest) -> AsyncStream<NavigationEvent> { AsyncStream { $0.finish() } }
  @discardableResult public func load(_ url: URL?) -> AsyncStream<NavigationEvent> { AsyncStream { $0.finish() } }
  @discardableResult public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncStream<NavigationEvent> {
    AsyncStream { $0.finish() }
  }
  @discardableResult public func reload(fromOrigin: Bool = false) -> AsyncStream<NavigationEvent> { AsyncStream { $0.finish() } }
  public func stopLoading() {}
  public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? { nil }
}

/// iOS 26's SwiftUI web view: the page never loads in a figure, so it
/// shows the blank page a web view shows before its first load, filling
/// the space it is offered (as a Color).
///
/// Child proposal: none. Own size: the proposal, 10 where unspecified.
/// Placement: none.
public struct WebView: View {
  public init(url: URL?) {}
  public init(_ page: WebPage) {}
  public var body: some View { Color(uiColor: .systemBackground) }
}

extension WebPage.NavigationDeciding {
  public mutating func decidePolicy(
    for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
  ) async -> WKNavigationActionPolicy { .allow }
  public mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
    .allow
  }
}

extension WebView {
  /// Whether a web view's gestures (magnification, back and forward) work.
  public struct GestureBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = GestureBehavior(name: "automatic")
    public static let enabled = GestureBehavior(name: "enabled")
    public static let disabled = GestureBehavior(name: "disabled")
  }
  public typealias MagnificationGesturesBehavior = GestureBehavior
  public typealias BackForwardNavigationGesturesBehavior = GestureBehavior
}

extension View {
  public func webViewBackForwardNavigationGestures(_ behavior: WebView.GestureBehavior) -> some View { self }
  public func webViewMagnificationGestures(_ behavior: WebView.GestureBehavior) -> some View { self }
  /// The first betas' form, with a `Visibility`.
  @_disfavoredOverload
  public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
  @_disfavoredOverload
  public func webViewMagnificationGestures(_ visibility: Visibility) -> some View { self }
  /// The page's scroll position, bound: it stays at the top.
  public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> some View { self }
  public func webViewOnScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }
  public func webViewLinkPreviews(_ visibility: Visibility) -> some View { self }
  public func webViewTextSelection<S>(_ selectability: S) -> some View { self }
  public func webViewContentBackground(_ visibility: Visibility) -> some View { self }
  public func webViewElementFullscreenBehavior(_ behavior: Visibility) -> some View { self }
}

/// What part of a web page `createPDF` takes (all of it by default).
public final class WKPDFConfiguration: @unchecked Sendable {
  public var rect: CGRect?
  public var allowTransparentBackground = false
  public init() {}
}
