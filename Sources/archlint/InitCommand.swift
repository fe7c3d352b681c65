import ArchlintEngine
import ArchlintWorkspace
import Foundation

/// `archlint init [PATH]`: writes a starter rules.json inferred from the code. It refuses to
/// overwrite an existing file unless `--force`, and `--print` writes to stdout instead.
enum InitCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--force", kind: .flag, help: ""),
        OptionSpec(name: "--print", kind: .flag, help: ""),
        OptionSpec(name: "--output", kind: .value(placeholder: "FILE"), help: ""),
    ]

    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: options, command: "init")
        if parsed.has("--help") { terminal.write(CommandDispatcher.help); return 0 }
        if parsed.positionals.count > 1 { throw UsageError(message: "'init' takes at most one PATH") }
        // The starter describes a project: written beside one file, it would know that file only.
        if let path = parsed.positionals.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw UsageError(message: "'init' takes the project's folder, not a file: \(path)")
            }
        }
        let analysed = try LintRunner.analyse(paths: parsed.positionals, configuration: .default)
        let starter = StarterConfiguration(analysed: analysed)
        let text = starter.render()
        // What we write must load: a starter that fails validation would be a poor first impression.
        _ = try ConfigurationLoader.load(bytes: Array(text.utf8), path: "rules.json (generated)")
        if parsed.has("--print") {
            terminal.write(text)
            return 0
        }
        let target = parsed.value("--output") ?? analysed.workspace.root + "/rules.json"
        if FileManager.default.fileExists(atPath: target), !parsed.has("--force") {
            throw InputError("\(target) already exists; use --force to overwrite it, or --print to see the inferred configuration")
        }
        try terminal.emit(text, to: target)
        let layerList = starter.layers.map(\.name).joined(separator: ", ")
        terminal.error("archlint: wrote \(target): \(starter.layers.count) layer(s)\(layerList.isEmpty ? "" : " (\(layerList))") over \(starter.moduleCount) source module(s) and \(starter.fileCount) file(s). Review it, then run `archlint`.")
        return 0
    }
}
