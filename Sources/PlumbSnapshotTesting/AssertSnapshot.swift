import Foundation
@_spi(Internals) import SnapshotTesting
import XCTest
#if canImport(Testing)
  import Testing
#endif

// Plumb's entry points shadow swift-snapshot-testing's for views (they are
// more specific: `V: View`), so a suite written for the library gets three
// guarantees without changing a line:
// - a render error (missing image or font, a canvas over the limit, a
//   non-finite size) fails the assertion, every run, with its message, and
//   nothing is recorded;
// - with `CI` set, a missing reference fails and is not recorded;
// - each assertion has its own name (see `SnapshotIdentity`), so artifacts
//   and references of two assertions never collide.

/// The CI rule: with `CI` set, a missing reference fails the test instead
/// of being recorded (`.missing` becomes `.never`); explicit modes and
/// `SNAPSHOT_TESTING_RECORD` are honored as swift-snapshot-testing has them.
package func effectiveRecord(
  _ record: SnapshotTestingConfiguration.Record?, environment env: [String: String] = SnapshotEnvironment.current
) -> SnapshotTestingConfiguration.Record? {
  // The library's own resolution: the argument, then withSnapshotTesting /
  // a test trait, then SNAPSHOT_TESTING_RECORD, then .missing.
  let mode = record ?? SnapshotTestingConfiguration.current?.record ?? _record
  if mode == .missing, ciIsSet(env) { return .never }
  return mode
}

package func ciIsSet(_ env: [String: String] = SnapshotEnvironment.current) -> Bool {
  guard let ci = env["CI"], !ci.isEmpty else { return false }
  return ci.lowercased() != "false" && ci != "0"
}

/// The environment the CI rule reads: the process's, or a test's stand-in.
package enum SnapshotEnvironment {
  @TaskLocal package static var override: [String: String]?
  package static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}

/// Why a missing reference was not recorded, when CI is the reason.
package func ciExplanation(_ env: [String: String] = SnapshotEnvironment.current) -> String {
  """
  It was not recorded because CI is set (CI=\(env["CI"] ?? "")): on CI a missing reference fails, so a run \
  never passes by writing its own references. To record on purpose, run the tests without CI (or with \
  SNAPSHOT_TESTING_RECORD=all, or `record: .all`) and commit the files in __Snapshots__.
  """
}

/// Verifies a view's snapshot; returns the failure message, or nil.
///
/// The view is rendered first: if that fails, the message says why and
/// nothing is compared or recorded. Then swift-snapshot-testing compares
/// the rendered value with the reference, with Plumb's CI rule.
public func verifySnapshot<V: View, Format>(
  of value: @autoclosure () throws -> V,
  as snapshotting: Snapshotting<V, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let identity = SnapshotIdentity.make(named: name, filePath: filePath, testName: testName)
  let view: V
  do {
    view = try value()
  } catch {
    return "Could not make the view: \(error)"
  }
  let mode = effectiveRecord(record)
  let failure = RenderFailure()
  var rendered: Format?
  RenderFailure.$current.withValue(failure) {
    snapshotting.snapshot(view).run { rendered = $0 }
  }
  if let error = failure.message {
    return "Rendering failed, so nothing was compared and nothing was recorded: \(error)"
  }
  let message: String? = SnapshotArtifacts.$current.withValue(identity) {
    guard let rendered else {
      // A strategy that renders asynchronously (not one of Plumb's): the
      // library waits for it.
      return RenderFailure.$current.withValue(failure) {
        SnapshotTesting.verifySnapshot(
          of: view, as: snapshotting, named: identity.identifier, record: mode, snapshotDirectory: snapshotDirectory,
          timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
      }
    }
    let constant = Snapshotting<Format, Format>(
      pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing, snapshot: { $0 })
    return SnapshotTesting.verifySnapshot(
      of: rendered, as: constant, named: identity.identifier, record: mode, snapshotDirectory: snapshotDirectory,
      timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
  if let error = failure.message {
    return "Rendering failed: \(error)"
  }
  guard var message else { return nil }
  if mode == .never, record == nil, ciIsSet(), message.hasPrefix("No reference was found on disk") {
    message += "\n\n" + ciExplanation()
  }
  return message
}

/// Asserts a view's snapshot: swift-snapshot-testing's `assertSnapshot`,
/// with Plumb's render-error rule, CI rule and per-assertion names.
public func assertSnapshot<V: View, Format>(
  of value: @autoclosure () throws -> V,
  as snapshotting: Snapshotting<V, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  guard let message = failure else { return }
  recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a view against several named strategies, each with its own
/// reference (`<testName>.<name>.<ext>`).
public func assertSnapshots<V: View, Format>(
  of value: @autoclosure () throws -> V,
  as strategies: [String: Snapshotting<V, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  // Sorted, so the order of failures is the same every run.
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts a view against several strategies, numbered as separate
/// assertions are.
public func assertSnapshots<V: View, Format>(
  of value: @autoclosure () throws -> V,
  as strategies: [Snapshotting<V, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(
      of: try value(), as: strategy, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

package func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column)))
      return
    }
  #endif
  XCTFail(message, file: filePath, line: line)
}
