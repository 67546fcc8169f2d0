import ArgumentParser
import Foundation
import Plumb

/// The catalog's command line.
struct FiguresCommand<Catalog: FigureCatalog>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: executableName(),
      abstract: "Render this package's figures.",
      subcommands: [
        RenderCommand<Catalog>.self, ListCommand<Catalog>.self, CheckCommand<Catalog>.self,
        ExplainCommand<Catalog>.self,
      ],
      defaultSubcommand: RenderCommand<Catalog>.self)
  }
}

/// Errors go to standard error, so the summary on standard output stays clean.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}
