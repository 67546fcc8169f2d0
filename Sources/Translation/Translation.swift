// `import Translation` on Linux: Apple's on-device translation (iOS 18).
// No language model is installed in a figure: translation tasks never
// start, the translation sheet is a presentation (not drawn), and a
// session asked directly throws. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public enum TranslationError: Error, Equatable, Sendable {
  case unsupportedSourceLanguage, unsupportedTargetLanguage, unsupportedLanguagePairing, unableToIdentifyLanguage,
    nothingToTranslate, internalError, notInstalled
}

/// A translation session: it never has a model to translate with.
public final class TranslationSession: @unchecked Sendable {
  /// What to translate from and to.
  public struct Configuration: Equatable, Sendable {
    public var source: Locale.Language?
    public var target: Locale.Language?
    public var version = 0
    public init(source: Locale.Language? = nil, target: Locale.Language? = nil) { (self.source, self.target) = (source, target) }
    /// Asks the task to run again (it never runs in a figure).
    public mutating func invalidate() { version += 1 }
  }
  public struct Request: Sendable {
    public var sourceText: String
    public var clientIdentifier: String?
    public init(sourceText: String, clientIdentifier: String? = nil) { (self.sourceText, self.clientIdentifier) = (sourceText, clientIdentifier) }
  }
  public struct Response: Sendable {
    public let sourceLanguage: Locale.Language
    public let targetLanguage: Locale.Language
    public let sourceText: String
    public let targetText: String
    public let clientIdentifier: String?
  }
  public let sourceLanguage: Locale.Language?
  public let targetLanguage: Locale.Language?
  public init(installedSource: Locale.Language, target: Locale.Language? = nil) {
    (sourceLanguage, targetLanguage) = (installedSource, target)
  }
  public func prepareTranslation() async throws { throw TranslationError.notInstalled }
  public func translate(_ string: String) async throws -> Response { throw TranslationError.notInstalled }
  public func translations(from batch: [Request]) async throws -> [Response] { throw TranslationError.notInstalled }
  public func translate(batch: [Request]) -> AsyncThrowingStream<Response, any Error> {
    AsyncThrowingStream { $0.finish(throwing: TranslationError.notInstalled) }
  }
}

/// Which languages translate: none is installed in a figure.
public struct LanguageAvailability: Sendable {
  public enum Status: Sendable { case installed, supported, unsupported }
  public init() {}
  public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status { .unsupported }
  public func status(for text: String, to target: Locale.Language?) async throws -> Status { .unsupported }
  public var supportedLanguages: [Locale.Language] { get async { [] } }
}

extension View {
  /// Runs `action` with a session when the configuration is set: never,
  /// in a figure (no model is installed).
  public func translationTask(
    _ configuration: TranslationSession.Configuration?, action: @escaping (TranslationSession) async -> Void
  ) -> some View { self }
  public func translationTask(
    source: Locale.Language? = nil, target: Locale.Language? = nil, action: @escaping (TranslationSession) async -> Void
  ) -> some View { self }
  /// The system's translation sheet: a presentation, not drawn.
  public func translationPresentation(
    isPresented: Binding<Bool>, text: String, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, replacementAction: ((String) -> Void)? = nil
  ) -> some View { self }
}
