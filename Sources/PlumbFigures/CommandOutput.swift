import ArgumentParser
import Foundation

/// What a command prints, gathered so tests can read it exactly: lines for
/// standard output, errors for standard error, and whether it succeeded.
struct CommandOutput: Equatable {
  var lines: [String] = []
  var errors: [String] = []
  var succeeded = true

  /// Prints it; a failure exits with code 1 after the summary.
  func emit() throws {
    for error in errors { printError(error) }
    for line in lines { print(line) }
    if !succeeded { throw ExitCode.failure }
  }
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
