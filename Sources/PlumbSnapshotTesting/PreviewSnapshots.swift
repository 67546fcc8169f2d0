import Foundation

/// Snapshots every preview of `module` (`#Preview` and `PreviewProvider`),
/// with no test code per preview: each is compared as a PNG and as a
/// layout dump, under its own name (`<testName>.<preview>.png`,
/// `<testName>.<preview>.txt`), with the rules of `assertSnapshot` (a
/// render error fails and records nothing; with `CI` set a missing
/// reference fails; failure artifacts per preview). A module with no
/// previews fails, saying where it looked.
///
///     @MainActor @Test func previews() {
///       assertPreviewSnapshots(module: "ProfileUI")
///     }
public func assertPreviewSnapshots(
  module: String,
  scale: CGFloat = 2,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let previews = PreviewDiscovery.previews(module: module)
  guard !previews.isEmpty else {
    let modules = Set(PreviewDiscovery.previews().map(\.module)).sorted()
    recordFailure(
      "No previews found in module \(module): looked for #Preview and PreviewProvider types linked into this test "
        + "(modules with previews: \(modules.isEmpty ? "none" : modules.joined(separator: ", "))). Does the test target "
        + "depend on \(module)?",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  for preview in previews {
    let view = preview.sizedView
    assertSnapshot(
      of: view, as: .png(scale: scale), named: preview.name, record: record, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
    assertSnapshot(
      of: view, as: .layout, named: preview.name, record: record, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
}
