// `URLSession.bytes(for:)` and `AsyncSequence.lines`, which Foundation has
// on Apple platforms and Linux's lacks: streaming clients (a chat app
// reading a model's reply line by line) use them with `import SwiftUI`.
// Here the response is read whole, then handed out byte by byte.

extension URLSession {
  /// A response body as bytes, for `for try await`.
  public struct AsyncBytes: AsyncSequence, Sendable {
    public typealias Element = UInt8
    let data: Data
    public struct AsyncIterator: AsyncIteratorProtocol {
      let data: Data
      var index: Data.Index
      public mutating func next() async throws -> UInt8? {
        guard index < data.endIndex else { return nil }
        defer { index = data.index(after: index) }
        return data[index]
      }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(data: data, index: data.startIndex) }
  }

  /// The response to `request` as bytes, once it has arrived whole.
  public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws
    -> (AsyncBytes, URLResponse)
  {
    let (data, response) = try await self.data(for: request, delegate: delegate)
    return (AsyncBytes(data: data), response)
  }
  public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws
    -> (AsyncBytes, URLResponse)
  {
    try await bytes(for: URLRequest(url: url), delegate: delegate)
  }
}

/// The lines of a byte sequence, decoded as UTF-8, without their line
/// endings (`\n`, `\r\n` or `\r`); blank lines are skipped, as Foundation's
/// are.
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
  public typealias Element = String
  let base: Base
  public struct AsyncIterator: AsyncIteratorProtocol {
    var bytes: Base.AsyncIterator
    var pending: [UInt8] = []
    var finished = false
    var afterCarriageReturn = false
    public mutating func next() async throws -> String? {
      guard !finished else { return nil }
      while let byte = try await bytes.next() {
        if afterCarriageReturn {
          afterCarriageReturn = false
          if byte == 0x0A { continue }
        }
        if byte == 0x0A || byte == 0x0D {
          afterCarriageReturn = byte == 0x0D
          if pending.isEmpty { continue }
          defer { pending.removeAll(keepingCapacity: true) }
          return String(decoding: pending, as: UTF8.self)
        }
        pending.append(byte)
      }
      finished = true
      return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
  }
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: base.makeAsyncIterator()) }
}

extension URL {
  /// A resource's bytes, read when iteration starts: a file's contents, or
  /// the response to a request for the URL (Foundation's `resourceBytes`).
  public struct AsyncBytes: AsyncSequence, Sendable {
    public typealias Element = UInt8
    let url: URL
    public struct AsyncIterator: AsyncIteratorProtocol {
      let url: URL
      /// The bytes, handed out as a session's are, once read.
      var bytes: URLSession.AsyncBytes.AsyncIterator?
      public mutating func next() async throws -> UInt8? {
        if bytes == nil {
          let data = url.isFileURL ? try Data(contentsOf: url) : try await URLSession.shared.data(from: url).0
          bytes = URLSession.AsyncBytes(data: data).makeAsyncIterator()
        }
        return try await bytes?.next()
      }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(url: url) }
  }
  public var resourceBytes: AsyncBytes { AsyncBytes(url: self) }
  /// The resource's lines (`for try await word in url.lines`).
  public var lines: AsyncLineSequence<AsyncBytes> { AsyncLineSequence(base: resourceBytes) }
}

extension AsyncSequence where Element == UInt8 {
  /// The sequence's lines (Foundation's `lines` on Apple platforms).
  public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
}

extension URLSession {
  // The one-argument forms Apple's SDK declares (imported from its
  // completion-handler methods), so a protocol a view model mocks the
  // session with (`func data(for: URLRequest) async throws -> (Data,
  // URLResponse)`) is met by `extension URLSession: Protocol {}`; Linux's
  // Foundation has only the forms with a defaulted delegate.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    try await data(from: url, delegate: nil)
  }
}
