import ArgumentParser
import Dispatch
import Foundation

/// The modification times of every file under a folder. Two snapshots
/// differ when a file was edited, added or removed: `render --watch` polls
/// the package's `Sources` with them.
struct SourceSnapshot: Equatable {
  let times: [String: Date]

  /// The files edited, added or removed since `earlier`.
  func changed(from earlier: SourceSnapshot) -> [String] {
    Set(times.keys).union(earlier.times.keys).filter { times[$0] != earlier.times[$0] }.sorted()
  }

  init(folder: URL) {
    let fm = FileManager.default
    var times: [String: Date] = [:]
    for relative in fm.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
      let path = folder.appendingPathComponent(relative).path
      guard let attributes = try? fm.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      times[relative] = attributes[.modificationDate] as? Date
    }
    self.times = times
  }
}

/// The package a folder is in: it or the nearest folder above it with a
/// `Package.swift`.
func packageRoot(from folder: URL) -> URL? {
  var folder = folder.standardizedFileURL
  while true {
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
    let parent = folder.deletingLastPathComponent()
    if parent.path == folder.path { return nil }
    folder = parent
  }
}

/// The arguments of a watching render, for the renders it starts: the same
/// minus `--watch`.
func watchArguments(_ arguments: [String]) -> [String] {
  arguments.filter { $0 != "--watch" }
}

/// `render --watch`: after each change under `Sources`, rebuilds the
/// catalog's executable and runs its render again as a child process.
struct Watcher {
  /// The package's folder.
  let root: URL
  /// The running executable, rebuilt and run again each round.
  let executable: URL
  /// The render's arguments, `--watch` removed.
  let arguments: [String]
  var interval: TimeInterval = 0.5

  /// Watches the package the current folder is in.
  init(commandLine: [String]) throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let root = packageRoot(from: cwd) else {
      throw ValidationError("--watch rebuilds the package: no Package.swift in \(cwd.path) or a folder above it")
    }
    self.init(
      root: root, executable: URL(fileURLWithPath: commandLine.first ?? ""),
      arguments: watchArguments(Array(commandLine.dropFirst())))
  }

  init(root: URL, executable: URL, arguments: [String]) {
    self.root = root
    self.executable = executable
    self.arguments = arguments
  }

  /// `swift build` for this executable, in release when it was built so;
  /// in the package `PLUMB_WATCH_BUILD_PACKAGE` names when set (the
  /// preview runner `swift package plumb-previews` writes, which links the
  /// watched package's code).
  var buildArguments: [String] {
    let release = executable.deletingLastPathComponent().lastPathComponent == "release"
    let package = ProcessInfo.processInfo.environment["PLUMB_WATCH_BUILD_PACKAGE"].map { ["--package-path", $0] } ?? []
    return ["build"] + package + ["--product", executable.lastPathComponent] + (release ? ["-c", "release"] : [])
  }

  /// Polls until Ctrl-C, which ends the round under way and exits 0.
  func run() -> Never {
    let sources = root.appendingPathComponent("Sources")
    let child = RunningChild()
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    interrupt.setEventHandler {
      child.terminate()
      say("\nstopped watching")
      exit(0)
    }
    interrupt.resume()
    withExtendedLifetime(interrupt) { () -> Never in
      say("watching \(sources.path) for changes; Ctrl-C stops")
      var last = SourceSnapshot(folder: sources)
      while true {
        Thread.sleep(forTimeInterval: interval)
        let now = SourceSnapshot(folder: sources)
        if now == last { continue }
        let changed = now.changed(from: last)
        last = now
        round(child, changed: changed)
      }
    }
  }

  /// Rebuild, render, and say how long it took.
  /// With `PLUMB_WATCH_FILTER_CHANGED` set (previews) and no `--filter`
  /// given, only the figures named after the changed files render
  /// (`ProfileHeader.swift` → `ProfileHeader*`); otherwise every figure,
  /// written only where it changed.
  private func round(_ child: RunningChild, changed: [String] = []) {
    var arguments = self.arguments
    if ProcessInfo.processInfo.environment["PLUMB_WATCH_FILTER_CHANGED"] != nil,
      !arguments.contains(where: { $0 == "--filter" || $0.hasPrefix("--filter=") })
    {
      let names = changed.filter { $0.hasSuffix(".swift") }.map {
        String(($0.split(separator: "/").last ?? "").dropLast(6)) + "*"
      }
      // A file removed or renamed, or one with no previews: render all.
      if !names.isEmpty { arguments += ["--filter", names.joined(separator: ",")] }
    }
    let start = Date()
    func seconds() -> String { String(format: "%.1f s", Date().timeIntervalSince(start)) }
    say("change under Sources: swift \(buildArguments.joined(separator: " "))")
    let built = child.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + buildArguments, in: root)
    guard built == 0 else {
      say("build failed after \(seconds()); waiting for the next change")
      return
    }
    var rendered = child.run(executable, arguments, in: root)
    if rendered != 0, arguments.count > self.arguments.count {
      // The changed files have no previews of their own: render them all.
      rendered = child.run(executable, self.arguments, in: root)
    }
    say(rendered == 0 ? "rebuilt and rendered in \(seconds())" : "render failed (exit \(rendered)) after \(seconds())")
  }
}

/// The child process of the round under way, so Ctrl-C can end it too.
private final class RunningChild: @unchecked Sendable {
  private let lock = NSLock()
  private var process: Process?

  /// Runs to the end, its output shown as it comes; its exit status, or
  /// -1 when it could not start.
  func run(_ executable: URL, _ arguments: [String], in folder: URL) -> Int32 {
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments
    p.currentDirectoryURL = folder
    lock.withLock { process = p }
    defer { lock.withLock { process = nil } }
    do {
      try p.run()
    } catch {
      printError("could not run \(executable.path): \(error.localizedDescription)")
      return -1
    }
    p.waitUntilExit()
    return p.terminationStatus
  }

  func terminate() {
    lock.withLock { if process?.isRunning == true { process?.terminate() } }
  }
}
