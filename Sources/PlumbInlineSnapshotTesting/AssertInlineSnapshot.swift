import Foundation
@_exported import InlineSnapshotTesting
@_exported import PlumbSnapshotTesting
@_spi(Internals) import SnapshotTesting

/// Asserts a view's text snapshot (`.layout`, `.svg`) inline, as
/// swift-snapshot-testing's `assertInlineSnapshot`, with Plumb's rules: a
/// render error fails with its message and nothing is written into the
/// source; with `CI` set, a missing inline snapshot fails and is not
/// written.
///
///     assertInlineSnapshot(of: Badge(), as: .layout) {
///       """
///       # text: Inter through Pango (PangoTextMeasurer)
///       …
///       """
///     }
public func assertInlineSnapshot<V: View>(
  of value: @autoclosure () throws -> V?,
  as snapshotting: Snapshotting<V, String>,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  func fail(_ text: String) {
    recordFailure(text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let view: V?
  do {
    view = try value()
  } catch {
    return fail("Could not make the view: \(error)")
  }
  let failure = RenderFailure()
  var rendered: String?
  if let view {
    RenderFailure.$current.withValue(failure) {
      snapshotting.snapshot(view).run { rendered = $0 }
    }
  }
  if let error = failure.message {
    return fail("Rendering failed, so nothing was compared and nothing was recorded: \(error)")
  }
  let mode = effectiveRecord(record)
  if expected == nil, mode == .never {
    var text = "No inline snapshot to assert against."
    if record == nil, ciIsSet() { text += " " + ciExplanation() }
    if let rendered { text += "\n\nActual:\n\(rendered)" }
    return fail(text)
  }
  let constant = Snapshotting<String, String>(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing) { $0 }
  InlineSnapshotTesting.assertInlineSnapshot(
    of: rendered, as: constant, message: message(), record: mode, timeout: timeout, syntaxDescriptor: syntaxDescriptor,
    matches: expected, fileID: fileID, file: filePath, function: function, line: line, column: column)
}
