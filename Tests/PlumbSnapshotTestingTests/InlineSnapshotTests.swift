import Foundation
@testable import PlumbInlineSnapshotTesting
import PlumbSnapshotTesting
import Testing

/// Inline snapshots follow the same rules as file snapshots.
@MainActor @Suite struct InlineSnapshotTests {
  @Test func matchingInlineLayoutPasses() {
    assertInlineSnapshot(of: Color.red.frame(width: 4, height: 4), as: .layout) {
      """
      # text: Inter through Pango (PangoTextMeasurer)
      frame(width: 4, height: 4) (0, 0, 4, 4)
        Color(red) (0, 0, 4, 4)

      """
    }
  }

  /// A render error fails with its message; nothing is written inline.
  @Test func renderErrorFailsInline() {
    withKnownIssue {
      assertInlineSnapshot(of: Image("no-such-image"), as: .layout)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Rendering failed") && $0.rawValue.contains("no-such-image") }
    }
  }

  /// With CI set, a missing inline snapshot fails, says why, and is not
  /// written into the source.
  @Test func ciRefusesToRecordInline() {
    withKnownIssue {
      SnapshotEnvironment.$override.withValue(["CI": "1"]) {
        assertInlineSnapshot(of: Color.red.frame(width: 4, height: 4), as: .layout)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("because CI is set (CI=1)") }
    }
  }
}
