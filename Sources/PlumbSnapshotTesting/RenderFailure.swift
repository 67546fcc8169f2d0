import Foundation
import Synchronization

/// Carries a strategy's render error to the assertion that ran it, without
/// process-wide state: each assertion binds its own box in a task-local, so
/// tests running in parallel each see only their own error.
package final class RenderFailure: Sendable {
  private let error = Mutex<String?>(nil)

  package init() {}

  /// The box of the assertion running on this task, if any.
  @TaskLocal package static var current: RenderFailure?

  package var message: String? { error.withLock { $0 } }

  /// Called by Plumb's strategies when rendering throws.
  static func report(_ error: any Error) {
    current?.error.withLock { $0 = $0 ?? "\(error)" }
  }
}

/// What a Plumb strategy returns when it could not render, for the paths
/// that run it outside Plumb's assertions (swift-snapshot-testing's own
/// functions called by module name, a `pullback`). The diffings fail on it,
/// on either side, every run: a failed render never compares equal.
enum FailedRender {
  /// The text strategies' marker: the first line of their output.
  static let textPrefix = "plumb: render failed: "

  static func text(_ error: any Error) -> String {
    RenderFailure.report(error)
    return textPrefix + "\(error)\n"
  }

  static func message(reference: String, actual: String) -> String? {
    if actual.hasPrefix(textPrefix) {
      return "Rendering failed, so nothing was compared: \(actual.dropFirst(textPrefix.count))"
    }
    if reference.hasPrefix(textPrefix) {
      return "The reference on disk records a failed render, not a snapshot: delete it and record again."
    }
    return nil
  }
}
