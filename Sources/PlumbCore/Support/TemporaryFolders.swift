import Foundation

/// The folder or file, removed when the process exits: the package's tests
/// and tools make their scratch folders through this, so runs leave nothing
/// behind in the temporary directory.
package func removedAtExit(_ url: URL) -> URL {
  TemporaryFolders.lock.withLock { TemporaryFolders.urls.append(url) }
  return url
}

enum TemporaryFolders {
  static let lock = NSLock()
  nonisolated(unsafe) static var urls: [URL] = {
    atexit { for url in TemporaryFolders.urls { try? FileManager.default.removeItem(at: url) } }
    return []
  }()
}
