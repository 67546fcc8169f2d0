import ArgumentParser
import Foundation

/// What a command prints, gathered so tests can read it exactly: lines for
/// standard output, errors for standard error, and whether it succeeded.
struct CommandOutput: Equatable {
  var lines: [String] = []
  var errors: [String] = []
  var succeeded = true

  /// Prints it, unbuffered (a watching render's children write to the
  /// same terminal); a failure exits with code 1 after the summary.
  func emit() throws {
    for error in errors { printError(error) }
    for line in lines { say(line) }
    if !succeeded { throw ExitCode.failure }
  }
}

/// A line on standard output, written at once rather than buffered.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The executable's name as it was invoked (`DocsFigures`): messages tell
/// the user to run it, not this project's Makefile.
func executableName() -> String {
  ProcessInfo.processInfo.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "figures"
}

/// One argument as a shell would need it typed: bare when it is plain,
/// else in single quotes.
func shellQuoted(_ argument: String) -> String {
  let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./,:=@%+")
  if !argument.isEmpty && argument.allSatisfy(plain.contains) { return argument }
  return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
