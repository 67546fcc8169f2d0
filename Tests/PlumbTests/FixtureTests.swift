import Foundation
import Plumb
import PlumbGallery
import Testing

/// The character images in Fixtures/images are drawn by Plumb itself:
/// each committed file equals a fresh render. `make fixtures` rewrites them.
@MainActor @Suite struct FixtureTests {
  @Test(arguments: Character.all.map(\.name))
  func characterFixtureIsCurrent(name: String) throws {
    let character = Character.all.first { $0.name == name }!
    let url = URL(fileURLWithPath: "Fixtures/images").appendingPathComponent(character.fixtureFileName)
    let fresh = try character.fixturePNG()
    if ProcessInfo.processInfo.environment["PLUMB_RECORD_FIXTURES"] != nil {
      try fresh.write(to: url, options: .atomic)
    }
    let committed = try Data(contentsOf: url)
    #expect(committed == fresh, "\(url.path) is stale: run `make fixtures`")
  }
}
