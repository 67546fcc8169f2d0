// A Combine service as apps write it, importing Foundation and Combine
// alone: Apple's Foundation holds URLSession, Linux's keeps it in
// FoundationNetworking, which every stand-in re-exports here.
import Combine
import Foundation
import Testing

struct Availability: Decodable { let isAvailable: Bool }

final class SignUpService {
  func checkUserName(_ name: String) -> AnyPublisher<Bool, Never> {
    let url = URL(string: "https://example.com/users/\(name)")!
    return URLSession.shared.dataTaskPublisher(for: url)
      .map(\.data)
      .decode(type: Availability.self, decoder: JSONDecoder())
      .map(\.isAvailable)
      .replaceError(with: false)
      .eraseToAnyPublisher()
  }

  func status(of response: URLResponse) -> Int? { (response as? HTTPURLResponse)?.statusCode }
}

@Suite struct CombineOnlyPieces {
  @Test func aResponseKeepsItsStatus() throws {
    let url = try #require(URL(string: "https://example.com"))
    let response = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
    #expect(SignUpService().status(of: try #require(response)) == 404)
  }
}
