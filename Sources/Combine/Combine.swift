// `import Combine` on Linux, where Combine does not exist: view models
// written for SwiftUI import it for ObservableObject, @Published and
// AnyCancellable. This module re-exports Plumb, which declares those and
// the common operators as types that compile and never publish (a still
// image has one frame). Declared on Linux only (Package.swift).
@_exported import Plumb
import FoundationNetworking

extension URLSession {
  /// A publisher of a URL's data. A figure makes no request: it never
  /// publishes, so a view model's pipeline keeps its initial state.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url)) }
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request) }

  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    public let request: URLRequest
    public let session: URLSession
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }
    init(request: URLRequest) { self.init(request: request, session: .shared) }
  }
}
