import Foundation
@_spi(Internals) import SnapshotTesting
import XCTest
#if canImport(Testing)
  import Testing
#endif

/// The CI rule: with `CI` set, a missing reference fails the test instead
/// of being recorded (`.missing` becomes `.never`); explicit modes and
/// `SNAPSHOT_TESTING_RECORD` are honored as swift-snapshot-testing has them.
func effectiveRecord(
  _ record: SnapshotTestingConfiguration.Record?, environment env: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotTestingConfiguration.Record? {
  // `_record` is the library's own resolution: test trait, then
  // withSnapshotTesting, then SNAPSHOT_TESTING_RECORD, then .missing.
  let mode = record ?? _record
  if mode == .missing, let ci = env["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
  return mode
}

/// Asserts a view's snapshot: swift-snapshot-testing's `assertSnapshot`,
/// with Plumb's CI rule and failure artifacts named after the test.
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
  let artifactName = [String(describing: fileID).split(separator: "/").last.map { String($0.dropLast(6)) }, testName, name]
    .compactMap { $0 }.joined(separator: "-")
  let view: V
  do {
    view = try value()
  } catch {
    recordFailure("Could not make the view: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  let failure = SnapshotArtifacts.$currentName.withValue(artifactName) {
    verifySnapshot(
      of: view, as: snapshotting, named: name, record: effectiveRecord(record), timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
  guard let message = failure else { return }
  recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
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
