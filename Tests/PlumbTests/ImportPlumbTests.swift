import Plumb
import Testing

// Only `import Plumb`, as a SwiftUI file has only `import SwiftUI`: the
// Foundation and CoreGraphics types and Observation come with it.

@Observable final class Profile {
  var name = "Ada"
  var joined = Date(timeIntervalSince1970: 0)
  var avatar = URL(fileURLWithPath: "ada.png")
}

struct ProfileRow: View {
  let profile: Profile
  let side: CGFloat = 44
  var body: some View {
    HStack {
      Color.gray.frame(width: side, height: side)
      Text(profile.name)
    }
  }
}

@MainActor @Suite struct ImportPlumbTests {
  @Test func foundationAndObservationComeWithPlumb() {
    let profile = Profile()
    let size: CGSize = LayoutResult(of: ProfileRow(profile: profile), measurer: FixedAdvanceTextMeasurer()).size
    // 44 + 8 + "Ada" at 17 pt × 0.5 em × 3 = 25.5; the color is 44 tall.
    #expect(size == CGSize(width: 77.5, height: 44))
    let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: size)
    #expect(rect.maxX == 78.5)
    #expect(Locale(identifier: "en_US").identifier == "en_US")
  }

  /// Apple's Foundation holds URLSession and XMLParser; on Linux they are
  /// FoundationNetworking and FoundationXML, which Plumb re-exports, so a
  /// view model's networking compiles beside `import Plumb` alone.
  @Test func networkingAndXMLComeWithPlumb() throws {
    let url = try #require(URL(string: "https://example.com/feed"))
    let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil))
    #expect(response.statusCode == 200)
    let session: URLSession = .shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
    #expect(XMLParser(data: Data("<rss><item/></rss>".utf8)).parse())
  }

  /// Linux's Foundation declares `PersonNameComponentsFormatter` too, as
  /// unavailable: a type annotation names Plumb's, which formats.
  @Test func personNameFormatterInATypeAnnotation() {
    let style: PersonNameComponentsFormatter.Style = .short
    let formatter: PersonNameComponentsFormatter = PersonNameComponentsFormatter()
    formatter.style = style
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.familyName = "Lovelace"
    #expect(formatter.string(from: name) == "Ada")
  }
}
