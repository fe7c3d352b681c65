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
        if parsed.has("--help") { try terminal.write(CommandDispatcher.help); return 0 }
        if parsed.positionals.count > 1 { throw UsageError(message: "'init' takes at most one PATH") }
        if parsed.has("--print"), let output = parsed.value("--output") {
            throw UsageError(message: "--print writes the configuration to standard output; it cannot go to --output \(output) as well (give one of them)")
        }
        // The starter describes a project: written beside one file, it would know that file only.
        if let path = parsed.positionals.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw UsageError(message: "'init' takes the project's folder, not a file: \(path)")
            }
        }
        var analysed = try LintRunner.analyse(paths: parsed.positionals, configuration: .default)
        // Folders imported as modules (Xcode frameworks, Tuist modules) are analysed as such
        // before layers are guessed from module names.
        let modules = StarterConfiguration.inferModules(analysed)
        if !modules.isEmpty {
            let entries = modules.map { "{\"name\": \(JSONText.quoted($0.name)), \"paths\": [\(JSONText.quoted($0.path + "/**"))]}" }
            let text = "{\"version\": 1, \"modules\": [\(entries.joined(separator: ", "))]}"
            let configuration = try ConfigurationLoader.load(bytes: Array(text.utf8), path: "rules.json (inferred modules)")
            analysed = try LintRunner.analyse(paths: parsed.positionals, configuration: configuration)
        }
        var starter = StarterConfiguration(analysed: analysed, modules: modules)
        var text = starter.render()
        // What we write must load: a starter that fails validation would be a poor first impression.
        var configuration = try ConfigurationLoader.load(bytes: Array(text.utf8), path: "rules.json (generated)")
        // The direction the code already has between Domain and Data decides which way they are
        // allowed: a stack that only ever goes down to Data is no Clean Architecture to enforce.
        if starter.layers.contains(where: { $0.name == "Domain" }), starter.layers.contains(where: { $0.name == "Data" }) {
            let edges = try LintRunner.analyse(paths: parsed.positionals, configuration: configuration).graph.layerEdges
            if edges["Domain"]?["Data"]?.isEmpty == false && edges["Data"]?["Domain"]?.isEmpty != false {
                starter.dataBelowDomain = true
                text = starter.render()
                configuration = try ConfigurationLoader.load(bytes: Array(text.utf8), path: "rules.json (generated)")
            }
        }
        if parsed.has("--print") {
            try terminal.write(text)
            terminal.error(try preview(configuration, paths: parsed.positionals))
            return 0
        }
        let target = parsed.value("--output") ?? analysed.workspace.root + "/rules.json"
        // Anything already there counts, a symbolic link to nothing included (`fileExists`
        // follows links, and the link would be replaced by a file).
        if (try? FileManager.default.attributesOfItem(atPath: target)) != nil, !parsed.has("--force") {
            throw InputError("\(target) already exists; use --force to overwrite it, or --print to see the inferred configuration")
        }
        try terminal.emit(text, to: target)
        let layerList = starter.layers.map(\.name).joined(separator: ", ")
        let lone = starter.loneLayer.map { " Only \($0.name) (\(($0.modules + $0.paths).joined(separator: ", "))) was recognised; one layer alone checks nothing, so no layer was written: add it with the other layers and allow to rules.json by hand." } ?? ""
        let roots = starter.compositionRootsNote
        terminal.error("archlint: wrote \(target): \(starter.layers.count) layer(s)\(layerList.isEmpty ? "" : " (\(layerList))") over \(starter.moduleCount) source module(s) and \(starter.fileCount) file(s).\(lone)\(roots) Review it, then run `\(Self.command(for: parsed.positionals))`.")
        terminal.error(try preview(configuration, paths: parsed.positionals))
        return 0
    }

    /// What linting with the starter finds, by rule: a first run that fails should not surprise,
    /// and a guess that is wrong shows as many findings of one kind.
    static func preview(_ configuration: Configuration, paths: [String]) throws -> String {
        let (findings, unlayered, files) = try LintRunner.findingsAndCoverage(paths: paths, configuration: configuration)
        // Files in no layer are checked by no layer rule: "nothing to report" must not hide that,
        // and the folders they are in say where to look.
        let coverage = configuration.layers.isEmpty || unlayered.isEmpty ? ""
            : " \(unlayered.count) of \(files) source file(s) are in no layer and go unchecked by the layer rules (\(Self.folders(of: unlayered))): add their folders or modules to a layer."
        guard !findings.isEmpty else { return "archlint: with it, archlint finds nothing to report." + coverage }
        var byRule: [String: Int] = [:]
        for f in findings { byRule[f.rule, default: 0] += 1 }
        let listed = byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let errors = findings.filter { $0.severity == .error }.count
        let baseline = paths.count == 1 && paths[0] != "." ? Self.quoted((paths[0].hasSuffix("/") ? paths[0] : paths[0] + "/") + "archlint-baseline.json")
            : "archlint-baseline.json"
        return "archlint: with it, archlint finds \(errors) error(s) and \(findings.count - errors) warning(s) (\(listed)). If a layer guess is wrong, many findings of one rule say so; to adopt as is, `\(command(for: paths)) --write-baseline \(baseline)` records them." + coverage
    }

    /// `Sources/Assemblies (4 files), App (2 files), ...`: the folders holding `paths`, most
    /// files first, the first five named.
    static func folders(of paths: [String]) -> String {
        var counts: [String: Int] = [:]
        for path in paths {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            counts[folder.isEmpty ? "." : folder, default: 0] += 1
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let named = ranked.prefix(5).map { "\($0.key) (\($0.value) file\($0.value == 1 ? "" : "s"))" }
        return named.joined(separator: ", ") + (ranked.count > 5 ? " and \(ranked.count - 5) more folder(s)" : "")
    }

    /// The lint command for the paths `init` was given, as the user would type it from here:
    /// `archlint` for the working directory, `archlint Apps/Shop` for another folder.
    static func command(for paths: [String]) -> String {
        let shown = paths.filter { $0 != "." }
        // A folder named like a command (`init`, `graph`) would run that command: say `lint`.
        let lint = shown.first.map { CommandDispatcher.commands.contains($0) || $0 == "help" } == true ? "archlint lint " : "archlint "
        return shown.isEmpty ? "archlint" : lint + shown.map(quoted).joined(separator: " ")
    }

    static func quoted(_ path: String) -> String { ShellWord.quoted(path) }
}
