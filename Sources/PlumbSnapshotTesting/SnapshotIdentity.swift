import Foundation
import Synchronization
import XCTest
#if canImport(Testing)
  import Testing
#endif

/// Names each assertion: the reference file is `<testName>.<identifier>.<ext>`
/// in `__Snapshots__/<TestFile>/`, as swift-snapshot-testing names it, and
/// the failure artifacts go in a folder of the same name.
///
/// The identifier is `named:` when given, else the assertion's counter
/// within its test (1, 2, …). Plumb counts per test case: the cases of a
/// parameterized `@Test(arguments:)` each count from 1 and their
/// identifiers start with the case's arguments (`figure-name.stripes-1.png`),
/// so cases never share a reference or artifacts, whatever order they run in.
struct SnapshotIdentity {
  var fileName: String
  var testName: String
  var identifier: String

  /// The folder name for this assertion's artifacts.
  var artifactName: String { "\(sanitizePathComponent(testName)).\(identifier)" }

  static func make(named name: String?, filePath: StaticString, testName: String) -> SnapshotIdentity {
    let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    let caseLabel = currentCaseLabel()
    let prefix = caseLabel.map { "\($0)-" } ?? ""
    let identifier: String
    if let name {
      identifier = sanitizePathComponent(prefix + name)
    } else {
      let key = "\(filePath)|\(testName)|\(currentTestKey())|\(caseLabel ?? "")"
      identifier = prefix + String(counters.next(for: key))
    }
    return SnapshotIdentity(fileName: fileName, testName: testName, identifier: identifier)
  }

  /// Counters per test: a Swift Testing test is keyed by its id; XCTest's
  /// counters are cleared when each test case finishes.
  static let counters = Counters()

  static func currentTestKey() -> String {
    #if canImport(Testing)
      if let test = Test.current { return "\(test.id)" }
    #endif
    XCTestCounterReset.registerIfNeeded()
    return "xctest"
  }

  /// The arguments of the running parameterized test case, as a path
  /// component ("stripes", "3-large"); nil outside one. Swift Testing does
  /// not make a case's arguments public, so they are read by reflection;
  /// a failure to read them falls back to a hash of their description.
  static func currentCaseLabel() -> String? {
    #if canImport(Testing)
      guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
      var values: [String] = []
      for child in Mirror(reflecting: testCase).children where child.label == "_kind" {
        for kind in Mirror(reflecting: child.value).children {
          for field in Mirror(reflecting: kind.value).children where field.label == "arguments" {
            for argument in Mirror(reflecting: field.value).children {
              for part in Mirror(reflecting: argument.value).children where part.label == "value" {
                values.append(String(describing: part.value))
              }
            }
          }
        }
      }
      let label = sanitizePathComponent(values.joined(separator: "-"))
      if !label.isEmpty && label.count <= 64 { return label }
      return "case-" + String(fnv1a(values.isEmpty ? "\(testCase)" : values.joined(separator: "\u{1F}")), radix: 16)
    #else
      return nil
    #endif
  }
}

final class Counters: Sendable {
  private let counts = Mutex<[String: Int]>([:])
  func next(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
  func reset() { counts.withLock { $0.removeAll() } }
}

/// Clears XCTest's counters between test cases, so a repeated or re-run
/// test numbers its assertions from 1 again.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
  private static let registered = Mutex(false)

  static func registerIfNeeded() {
    let first = registered.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    let register = { XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset()) }
    if Thread.isMainThread { register() } else { DispatchQueue.main.sync(execute: register) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    SnapshotIdentity.counters.reset()
  }
}

/// swift-snapshot-testing's file-name rule: runs of non-word characters
/// become "-", none at either end.
func sanitizePathComponent(_ string: String) -> String {
  string
    .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
    .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}

func fnv1a(_ s: String) -> UInt64 {
  var h: UInt64 = 0xcbf2_9ce4_8422_2325
  for b in s.utf8 {
    h ^= UInt64(b)
    h = h &* 0x100_0000_01b3
  }
  return h
}
