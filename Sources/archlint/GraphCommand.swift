import ArchlintEngine
import ArchlintReporters
import Foundation

/// `archlint graph`: the module or layer graph as DOT, Mermaid or JSON, violations marked.
enum GraphCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--config", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--format", kind: .value(placeholder: "FORMAT"), help: ""),
        OptionSpec(name: "--level", kind: .value(placeholder: "LEVEL"), help: ""),
        OptionSpec(name: "--output", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--external", kind: .flag, help: ""),
        OptionSpec(name: "--jobs", kind: .value(placeholder: "N"), help: ""),
    ]

    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: options, command: "graph")
        if parsed.has("--help") { try terminal.write(CommandDispatcher.help); return 0 }
        let formatName = parsed.value("--format") ?? "dot"
        guard let format = GraphFormat(rawValue: formatName) else {
            throw UsageError(message: choiceError("format", formatName, GraphFormat.allCases.map(\.rawValue)))
        }
        let levelName = parsed.value("--level") ?? "module"
        guard let level = ArchitecturePicture.Level(rawValue: levelName) else {
            throw UsageError(message: choiceError("level", levelName, ArchitecturePicture.Level.allCases.map(\.rawValue)))
        }
        if parsed.positionals.count > 1 { throw UsageError(message: "'graph' takes at most one PATH") }
        let request = LintRequest(paths: parsed.positionals, configPath: parsed.value("--config"),
                                  jobs: try LintCommand.jobs(parsed))
        let (analysed, result) = try LintRunner.runKeepingAnalysis(request)
        let picture = ArchitecturePicture(analysed: analysed, findings: result.findings, level: level)
        try terminal.emit(GraphRenderer.render(picture, format: format, includeExternal: parsed.has("--external")),
                          to: parsed.value("--output"))
        // An app of one target layered by folders draws one node at the module level.
        let layered = Set(analysed.workspace.files.compactMap(\.layer))
        if parsed.value("--level") == nil, analysed.workspace.modules.filter({ !$0.isTest }).count <= 1, layered.count >= 2 {
            terminal.error("archlint: note: one module, \(layered.count) layers: `--level layer` draws how the layers depend on each other")
        }
        return 0
    }

    static func choiceError(_ what: String, _ value: String, _ names: [String]) -> String {
        var message = "unknown \(what) '\(value)'; expected one of: \(names.joined(separator: ", "))"
        if let guess = ArgumentParser.closest(to: value, among: names) { message += " (did you mean '\(guess)'?)" }
        return message
    }
}
