import Foundation

/// A progress line on a terminal; nothing when not a terminal.
struct Progress {
  let total: Int
  let enabled = isatty(STDERR_FILENO) == 1
  func callback() -> (@Sendable (Int, String) -> Void)? {
    guard enabled else { return nil }
    let total = total
    return { done, name in
      FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(name)".utf8))
    }
  }
  func finish() {
    if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
