import ArchlintEngine
import ArchlintLanguageServer
import Foundation

/// `archlint lsp`: a language server on standard input and output, for editors.
enum LanguageServerCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--config", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--baseline", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--jobs", kind: .value(placeholder: "N"), help: ""),
        // Editors start servers with `--stdio` (VS Code's transport flag): it is the only one.
        OptionSpec(name: "--stdio", kind: .flag, help: ""),
    ]

    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: options, command: "lsp")
        if let extra = parsed.positionals.first {
            throw UsageError(message: "lsp takes no path (got '\(extra)'): each open file is linted with the rules.json that applies to it")
        }
        func absolute(_ path: String?) throws -> String? {
            guard let path else { return nil }
            let full = path.hasPrefix("/") ? path : try LintRunner.workingDirectory() + "/" + path
            guard FileManager.default.fileExists(atPath: full) else { throw InputError("no such file: \(path)") }
            return full
        }
        let options = LanguageServer.Options(configPath: try absolute(parsed.value("--config")),
                                             baselinePath: try absolute(parsed.value("--baseline")),
                                             jobs: try LintCommand.jobs(parsed))
        return LanguageServer.serveStandardStreams(options: options, toolVersion: archlintVersion)
    }
}
