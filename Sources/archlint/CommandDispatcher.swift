import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import ArchlintSyntax
import ArchlintWorkspace
import Foundation

/// Picks the command (`lint` when the first word is not one) and runs it.
enum CommandDispatcher {
    static let commands = ["lint", "facts", "rules", "explain", "graph", "init", "tokens", "lsp"]

    static let shortUsage = "usage: archlint [lint] [PATH ...] [options]   (archlint --help for more)"

    /// The usage line printed with a command's usage errors.
    static func usage(for command: String?) -> String {
        switch command {
        case "rules": "usage: archlint rules"
        case "explain": "usage: archlint explain RULE   (archlint rules lists them)"
        case "graph": "usage: archlint graph [PATH] [--format dot|mermaid|json] [--level module|layer] [--external] [--config FILE] [--output FILE]"
        case "init": "usage: archlint init [PATH] [--print] [--force] [--output FILE]"
        case "facts": "usage: archlint facts [PATH ...] [--compact] [--output FILE]"
        case "tokens": "usage: archlint tokens FILE"
        case "lsp": "usage: archlint lsp [--config FILE] [--baseline FILE] [--jobs N]"
        default: shortUsage
        }
    }

    static let help = """
        archlint \(archlintVersion): keeps a Swift app's architecture honest.

        USAGE
          archlint [lint] [PATH ...]      lint (default command; PATH defaults to .)
          archlint init [PATH]            infer layers and modules, write a starter rules.json
                                          (--print: show it instead; --force: overwrite)
          archlint rules                  list rules with one-line summaries
          archlint explain RULE           rationale, bad and good example, how to fix
          archlint graph [PATH]           module/layer graph (dot, mermaid or json), violations marked
          archlint facts [PATH ...]       per-file facts as JSON (why did a rule fire?)
          archlint lsp                    language server on stdin/stdout: open files' findings
                                          as diagnostics while you type (--config, --baseline)
          archlint --version / --help

        LINT OPTIONS
          --config FILE                   default: rules.json at the root (the first PATH)
          --format FORMAT                 text (default), json, sarif, github, junit, checkstyle, codeclimate
          --output FILE                   write the report there instead of stdout
          --baseline FILE                 hide findings recorded in FILE; report stale entries
                                          (warnings: with --strict they fail the run until
                                          --write-baseline prunes them)
          --write-baseline FILE           record current findings in FILE, exit 0 (with --format
                                          or --output the report is written too); with --baseline,
                                          prune: keep the entries that still match, add none, and
                                          report and exit as a --baseline run
          --strict                        warnings fail too (exit 1)
          --quiet                         print findings only, no summary
          --no-color                      no ANSI colours (also: NO_COLOR=1; colour only on a TTY)
          --jobs N                        worker threads for scanning (default: all cores)

        GRAPH OPTIONS
          --format dot|mermaid|json  --level module|layer  --external  --config FILE  --output FILE

        EXIT CODES
          0 no error findings   1 error findings (or warnings with --strict)
          2 usage or configuration error   3 internal error (please report it)

        """

    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        // `--no-color` is accepted everywhere (scripts pass it to every call); only lint colours.
        let first = args.first { $0 != "--no-color" }
        if first == "--version" || first == "-v" {
            // `archlint --version --bogus` is a typo to report, not a version to print.
            let others = args.filter { $0 != "--no-color" }.dropFirst()
            if let extra = others.first {
                throw UsageError(message: "--version takes no \(extra.hasPrefix("-") ? "option" : "argument") (got '\(extra)')")
            }
            try terminal.write("archlint \(archlintVersion)\n")
            return 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            try terminal.write(help)
            return 0
        }
        var rest = args
        var command = "lint"
        if let first, commands.contains(first), let at = args.firstIndex(of: first) {
            // `archlint --no-color rules`: the flag may come before the command word.
            command = first
            rest.remove(at: at)
        } else if let at = commandWordAfterOptions(args) {
            // `archlint --format json lint app`: options written before the command word.
            command = args[at]
            rest.remove(at: at)
        } else if let first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first),
                  let guess = ArgumentParser.closest(to: first, among: commands) {
            throw UsageError(message: "no such file or directory: \(first) (did you mean the command '\(guess)'?)")
        }
        do {
            return try runCommand(command, rest, terminal: terminal)
        } catch var error as UsageError {
            if error.command == nil { error.command = command }
            throw error
        }
    }

    /// Where the command word stands when options come first: the first argument that is
    /// neither an option nor an option's value, if it is a command and no file of that name exists.
    static func commandWordAfterOptions(_ args: [String]) -> Int? {
        var takesValue = Set<String>()
        for option in LintCommand.options + GraphCommand.options + InitCommand.options + FactsCommand.options + LanguageServerCommand.options {
            if case .value = option.kind { takesValue.insert(option.name) }
        }
        var k = 0
        while k < args.count {
            let arg = args[k]
            if arg == "--" { return nil }
            if arg.hasPrefix("-") {
                k += takesValue.contains(arg) ? 2 : 1
                continue
            }
            return commands.contains(arg) && !FileManager.default.fileExists(atPath: arg) ? k : nil
        }
        return nil
    }

    static func runCommand(_ command: String, _ args: [String], terminal: Terminal) throws -> Int32 {
        // `archlint facts --help` is a question, not a path: every command answers it (lint,
        // explain, graph and init in their own way).
        if ["facts", "rules", "tokens", "lsp"].contains(command), args.contains("--help") || args.contains("-h") {
            try terminal.write(help)
            return 0
        }
        let rest = command == "lint" ? args : args.filter { $0 != "--no-color" }
        switch command {
        case "facts": return try FactsCommand.run(rest, terminal: terminal)
        case "rules": return try RulesCommand.run(rest, terminal: terminal)
        case "explain": return try ExplainCommand.run(rest, terminal: terminal)
        case "graph": return try GraphCommand.run(rest, terminal: terminal)
        case "init": return try InitCommand.run(rest, terminal: terminal)
        case "tokens": return try TokensCommand.run(rest, terminal: terminal)
        case "lsp": return try LanguageServerCommand.run(rest, terminal: terminal)
        default: return try LintCommand.run(rest, terminal: terminal)
        }
    }
}

enum LintCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--config", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--format", kind: .value(placeholder: "FORMAT"), help: ""),
        OptionSpec(name: "--output", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--baseline", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--write-baseline", kind: .value(placeholder: "FILE"), help: ""),
        OptionSpec(name: "--strict", kind: .flag, help: ""),
        OptionSpec(name: "--quiet", kind: .flag, help: ""),
        OptionSpec(name: "--no-color", kind: .flag, help: ""),
        OptionSpec(name: "--jobs", kind: .value(placeholder: "N"), help: ""),
    ]

    /// Whether two paths name one file: the same absolute path once `.`, `..` and symbolic
    /// links are resolved (a file not yet written compares by its path).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        func canonical(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return canonical(a) == canonical(b)
    }

    /// The files a run writes, each with the files it reads that the write must not replace.
    static let writtenFiles = [("--output", ["--baseline", "--write-baseline", "--config"]), ("--write-baseline", ["--config"])]

    static func writer(_ option: String) -> String { option == "--output" ? "the report" : "the baseline" }

    /// An existing `.swift` file: a report or baseline written there would replace code.
    static func isSwiftSource(_ path: String) -> Bool {
        // Through a link too: `--output report.txt` naming a link to `Repo.swift` writes there.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard path.hasSuffix(".swift") || resolved.hasSuffix(".swift") else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// The root as seen from the working directory (`Fixtures/App/`), for reports whose paths
    /// CI systems resolve from the checkout; empty when the root is the working directory or
    /// lies outside it.
    static func pathPrefix(root: String) -> String {
        guard let relative = LintRunner.relativeToWorkingDirectory(root), !relative.isEmpty else { return "" }
        return relative + "/"
    }

    /// GitHub places an annotation by its path from the repository's root, wherever the step
    /// runs (`working-directory: ios`): inside an Actions checkout (`GITHUB_WORKSPACE`), the root
    /// as seen from there.
    static func annotationPathPrefix(root: String, environment: [String: String]) -> String {
        guard let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty,
              let relative = LintRunner.relative(root, to: workspace) else { return pathPrefix(root: root) }
        return relative.isEmpty ? "" : relative + "/"
    }

    static func jobs(_ parsed: ParsedArguments) throws -> Int? {
        guard let j = parsed.value("--jobs") else { return nil }
        guard let n = Int(j), n >= 1, n <= 1024 else { throw UsageError(message: "--jobs takes a whole number from 1 to 1024") }
        return n
    }

    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: options, command: "lint")
        if parsed.has("--help") { try terminal.write(CommandDispatcher.help); return 0 }
        let formatName = parsed.value("--format") ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            let names = ReportFormat.allCases.map(\.rawValue)
            var message = "unknown format '\(formatName)'; expected one of: \(names.joined(separator: ", "))"
            if let guess = ArgumentParser.closest(to: formatName, among: names) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message)
        }
        let jobs = try jobs(parsed)
        // The report would replace the file the run reads or records: a typo in a CI script
        // must not turn the team's baseline or configuration into a report with exit 0.
        for (option, read) in Self.writtenFiles {
            guard let path = parsed.value(option) else { continue }
            for other in read where parsed.value(other).map({ Self.sameFile(path, $0) }) == true {
                throw UsageError(message: "\(option) \(path) is the \(other) file; \(Self.writer(option)) would overwrite it")
            }
            if Self.isSwiftSource(path) {
                throw UsageError(message: "\(option) \(path) is a Swift source file; archlint does not overwrite code (give the report a file of its own)")
            }
        }
        // Both together prune: the baseline keeps the entries that still match and takes in
        // nothing new, so re-recording can never absorb a finding introduced since.
        let pruning = parsed.value("--baseline") != nil && parsed.value("--write-baseline") != nil
        let request = LintRequest(paths: parsed.positionals, configPath: parsed.value("--config"), jobs: jobs,
                                  baselinePath: parsed.value("--baseline"), pruningBaseline: pruning)
        let (analysed, result) = try LintRunner.runKeepingAnalysis(request)
        ProcessLifetime.keep(analysed)
        // One line per file and message: a manifest helper that makes eight unreadable
        // targets is one warning naming eight lines.
        var grouped: [(key: String, lines: [String], message: String)] = []
        for problem in result.problems {
            var file = problem.path, line: String?
            if let colon = problem.path.lastIndex(of: ":"), Int(problem.path[problem.path.index(after: colon)...]) != nil {
                file = String(problem.path[..<colon])
                line = String(problem.path[problem.path.index(after: colon)...])
            }
            let key = file + "\u{0}" + problem.message
            if let line, let k = grouped.firstIndex(where: { $0.key == key && !$0.lines.isEmpty }) {
                grouped[k].lines.append(line)
            } else {
                grouped.append((key, line.map { [$0] } ?? [], problem.message))
            }
        }
        for g in grouped {
            let file = String(g.key.prefix { $0 != "\u{0}" })
            let place = g.lines.isEmpty ? file : file + ":" + g.lines.joined(separator: ",")
            terminal.error("archlint: warning: \(place): \(g.message)")
        }
        if result.configurationPath == nil && !parsed.has("--quiet") {
            if let excluding = result.excludingConfigurationPath {
                terminal.error("archlint: note: \(excluding) excludes \(result.rootPath): it does not apply there; no layers are checked, only module and dependency-injection rules")
            } else if let (ignored, project) = result.ignoredConfiguration {
                terminal.error("archlint: note: \(ignored) is not read: it is not archlint's (no \"version\" key) and lies above the project (\(project.isEmpty ? "." : project)), with no .git between; no layers are checked, only module and dependency-injection rules (archlint init writes a rules.json for the project, or name one with --config)")
            } else {
                terminal.error("archlint: note: no rules.json in \(result.rootPath) or above it: no layers are checked, only module and dependency-injection rules (archlint init writes one)")
            }
        }
        if !result.emptyLayers.isEmpty && result.summary.files > 0 && !parsed.has("--quiet") {
            let names = result.emptyLayers.map { "\"\($0)\"" }.joined(separator: ", ")
            // `archlint proj --config ci.json` from above `proj`: the root is the configuration's
            // folder, and its globs must name `proj/...`.
            var relativeTo = ""
            if result.emptyLayers.count == result.layerCount, let first = parsed.positionals.first,
               let below = LintRunner.relative(first, to: result.rootPath), !below.isEmpty, !below.hasSuffix(".swift") {
                relativeTo = " Paths in \(result.configurationPath ?? "rules.json") are relative to its own folder, and the files linted here are under \(below)/."
            }
            terminal.error("archlint: warning: layer\(result.emptyLayers.count == 1 ? "" : "s") \(names) \(result.emptyLayers.count == 1 ? "matches" : "match") no file: no rule checks \(result.emptyLayers.count == 1 ? "it" : "them") (are the paths / modules globs in \(result.configurationPath ?? "rules.json") right?)\(relativeTo)")
        }
        if !result.unmatchedModuleGlobs.isEmpty && result.summary.files > 0 && !parsed.has("--quiet") {
            terminal.error("archlint: warning: \(result.unmatchedModuleGlobs.joined(separator: ", ")) \(result.unmatchedModuleGlobs.count == 1 ? "matches" : "match") no module: the checks \(result.unmatchedModuleGlobs.count == 1 ? "it asks" : "they ask") for never run (modules are Package.swift targets or rules.json's \"modules\"; `archlint graph` lists them)")
        }
        if result.summary.files > 0 && !parsed.has("--quiet") {
            for line in result.unmatchedConfigurationGlobs { terminal.error("archlint: warning: \(line)") }
        }
        if result.summary.files == 0 && result.problems.isEmpty && !parsed.has("--quiet") {
            let asked = parsed.positionals.isEmpty ? "." : parsed.positionals.joined(separator: " ")
            terminal.error("archlint: warning: no Swift files to lint in \(asked) (only .swift files are read; .build, .git, .swiftpm, DerivedData, Pods, Carthage, hidden folders and rules.json's exclude globs are skipped)")
        }
        for (option, _) in Self.writtenFiles {
            if let path = parsed.value(option), let config = result.configurationPath, Self.sameFile(path, config) {
                throw UsageError(message: "\(option) \(path) is the configuration archlint read (\(config)); \(Self.writer(option)) would overwrite it")
            }
        }
        let writesBaseline = parsed.value("--write-baseline") != nil && !pruning
        if pruning, let baselinePath = parsed.value("--write-baseline") {
            if result.baselineIsFromAnotherRoot {
                throw InputError("\(parsed.value("--baseline") ?? baselinePath): none of its \(result.baselineEntries) entries matches a finding or names a Swift file under \(result.rootPath): it was recorded from another root (prune it with the PATHs and --config it was recorded with), or every file it names is gone or fixed (then record it anew with --write-baseline alone); it is left as it is")
            }
            try Baseline.write(result.baselinedFindings, keeping: result.baselineEntriesOutOfView, to: baselinePath)
            if !parsed.has("--quiet") {
                let unseen = result.baselineEntriesOutOfView.count
                let kept = result.baselinedFindings.count + unseen, dropped = result.baselineEntries - kept
                let outOfView = unseen == 0 ? "" : "; \(unseen) name files this run does not see and are kept as they are"
                terminal.error("archlint: kept \(kept) of \(result.baselineEntries) baseline entries in \(baselinePath) (\(dropped) match no finding any more\(outOfView)); new findings are reported, not recorded")
            }
        } else if let baselinePath = parsed.value("--write-baseline") {
            try Baseline.write(result.findings, to: baselinePath)
            if !parsed.has("--quiet") {
                terminal.error("archlint: recorded \(result.findings.count) finding(s) in \(baselinePath)")
            }
            // A report asked for beside the baseline (CI keeping both in one run) is written
            // as usual; the exit stays 0, the baseline being the point of the run.
            if parsed.value("--format") == nil && parsed.value("--output") == nil { return 0 }
        }
        let useColor = parsed.value("--output") == nil && terminal.useColor(noColorFlag: parsed.has("--no-color"))
        let root = result.rootPath
        let sourceLine: SourceLineProvider = { file, line in SourceLines.line(line, ofFile: root + "/" + file) }
        // The wall time only for a person at a terminal: a report that goes to a file or a pipe
        // must be the same bytes for the same input.
        let showDuration = parsed.value("--output") == nil && terminal.stdoutIsTTY
        let reporter = format.reporter(options: ReporterOptions(useColor: useColor, showDuration: showDuration,
                                                                showSummary: !parsed.has("--quiet"), sourceLine: sourceLine,
                                                                pathPrefix: format == .github
                                                                    ? annotationPathPrefix(root: root, environment: ProcessInfo.processInfo.environment)
                                                                    : pathPrefix(root: root)))
        try terminal.emit(reporter.render(result), to: parsed.value("--output"))
        let failing = result.summary.errors > 0 || (parsed.has("--strict") && result.summary.warnings > 0)
        return failing && !writesBaseline ? 1 : 0
    }
}

enum RulesCommand {
    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: [], command: "rules")
        if !parsed.positionals.isEmpty { throw UsageError(message: "'rules' takes no arguments") }
        let rules = allRuleDescriptions
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for r in rules {
            let pad = String(repeating: " ", count: width - r.id.count)
            out += "\(r.id)\(pad)  \(r.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(r.summary)\n"
        }
        try terminal.write(out)
        return 0
    }
}

enum ExplainCommand {
    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: [], command: "explain")
        if parsed.has("--help") {
            try terminal.write(CommandDispatcher.usage(for: "explain") + "\n")
            return 0
        }
        guard parsed.positionals.count == 1, let id = parsed.positionals.first else {
            throw UsageError(message: "'explain' takes one rule id")
        }
        let rules = allRuleDescriptions
        guard let r = rules.first(where: { $0.id == id }) else {
            var message = "unknown rule '\(id)'"
            if let guess = ArgumentParser.closest(to: id, among: rules.map(\.id)) { message += " (did you mean '\(guess)'?)" }
            throw UsageError(message: message)
        }
        var out = "\(r.id) (default: \(r.defaultSeverity.rawValue))\n\n\(r.summary)\n\nWhy it matters\n  \(r.rationale)\n\n"
        out += "How to fix\n  \(r.howToFix)\n\n"
        if !r.options.isEmpty {
            out += "Options\n"
            for o in r.options { out += "  \(o.name) (\(o.type.rawValue), default \(o.defaultValue)): \(o.summary)\n" }
            out += "\n"
        }
        out += "Bad\n" + indent(r.badExample) + "\nGood\n" + indent(r.goodExample)
        try terminal.write(out)
        return 0
    }

    static func indent(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

enum FactsCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--compact", kind: .flag, help: ""),
        OptionSpec(name: "--output", kind: .value(placeholder: "FILE"), help: ""),
    ]

    /// Paths in the output are the argument joined with the path below it, like the reference
    /// parser, so the two documents can be diffed with compare.py.
    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(args, options: options, command: "facts")
        var files: [(display: String, absolute: String)] = []
        for raw in parsed.positionals.isEmpty ? ["."] : parsed.positionals {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: raw, isDirectory: &isDir) else {
                throw InputError("no such file or directory: \(raw)")
            }
            if !isDir.boolValue { files.append((raw, raw)); continue }
            let scanner = FileScanner(isExcluded: { _, _ in false }, skipsDocumentationCatalogs: false)
            let result = scanner.scan(root: raw.hasPrefix("/") ? raw : try LintRunner.workingDirectory() + "/" + raw)
            var base = raw
            while base.hasPrefix("./") { base.removeFirst(2) }
            let prefix = (base == "." || base.isEmpty) ? "" : (base.hasSuffix("/") ? base : base + "/")
            for f in result.sources + result.manifests { files.append((prefix + f.relativePath, f.absolutePath)) }
        }
        files.sort { $0.display.precedesInUTF8Order($1.display) }
        let facts = files.map { file -> FileFacts in
            let bytes = [UInt8](FileManager.default.contents(atPath: file.absolute) ?? Data())
            return bytes.withUnsafeBufferPointer { FactsExtractor.extract(path: file.display, bytes: $0) }
        }
        try terminal.emit(FactsJSON.render(facts, compact: parsed.has("--compact")), to: parsed.value("--output"))
        return 0
    }
}

enum TokensCommand {
    static func run(_ args: [String], terminal: Terminal) throws -> Int32 {
        guard args.count == 1, let data = FileManager.default.contents(atPath: args[0]) else {
            throw UsageError(message: "'tokens' takes one readable file")
        }
        let bytes = [UInt8](data)
        try terminal.write(Lexer.tokenize(bytes).dump(bytes))
        return 0
    }
}
