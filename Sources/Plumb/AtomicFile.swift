import Foundation
#if canImport(Glibc)
  import Glibc
#endif

/// Writes files whole or not at all: the bytes go to a temporary file beside
/// the target, are flushed, and the temporary is renamed over the target.
///
/// A process killed while writing (KILL, TERM, INT) cannot clean up, so the
/// temporary is named `.<file>.plumb-tmp-<pid>`, and every write into a
/// folder first removes such files left by processes that no longer run.
/// The target is never torn: it is the old file or the new one.
package enum AtomicFile {
  static let marker = ".plumb-tmp-"

  /// Writes `data` to `url`, creating missing folders.
  package static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw writeError(url, errno: posixCode(error) ?? ENOTDIR, creatingFolder: true)
    }
    removeDebris(in: folder)
    let temp = folder.appendingPathComponent(".\(url.lastPathComponent)\(marker)\(getpid())")
    let fd = open(temp.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw writeError(url, errno: errno) }
    var failure: Int32 = 0
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += n
      }
    }
    if failure == 0 && fsync(fd) != 0 { failure = errno }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temp.path, url.path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temp.path)
      throw writeError(url, errno: failure)
    }
  }

  /// Removes temporaries of processes that no longer run.
  package static func removeDebris(in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(".") {
      guard let range = name.range(of: marker, options: .backwards),
        let pid = Int32(name[range.upperBound...]), pid != getpid()
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        unlink(folder.appendingPathComponent(name).path)
      }
    }
  }

  static func posixCode(_ error: any Error) -> Int32? {
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return Int32(underlying.code)
    }
    return nil
  }

  /// What happened, in words, and what to do.
  static func writeError(_ url: URL, errno code: Int32, creatingFolder: Bool = false) -> RenderError {
    let path = url.path
    let what: String
    switch code {
    case ENOSPC, EDQUOT:
      what = "the disk is full (or over its quota); free some space and render again"
    case EFBIG:
      what = "the file would be larger than this process may write (the file-size limit, `ulimit -f`); raise the limit"
    case ENOTDIR:
      what = "a part of the folder path is a regular file, not a folder; remove or rename it"
    case EISDIR:
      what = "the path is a folder; name a file"
    case EACCES, EPERM:
      what = "permission denied; make the folder writable or choose another"
    case EROFS:
      what = "the file system is read-only; write somewhere else"
    case ENAMETOOLONG:
      what = "the path is too long; choose a shorter name or folder"
    default:
      what = "\(String(cString: strerror(code))) (errno \(code))"
    }
    let verb = creatingFolder ? "could not create the folder for \(path)" : "could not write \(path)"
    return RenderError(.writeFailed, "\(verb): \(what)")
  }
}
