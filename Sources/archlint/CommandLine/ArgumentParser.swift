/// A mistake on the command line: printed with the usage, exit 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose usage line goes with the message (set by the dispatcher).
    var command: String? = nil
    var description: String { message }
}

/// One option a command accepts.
struct OptionSpec {
    enum Kind { case flag, value(placeholder: String) }
    var name: String
    var kind: Kind
    var help: String
}

/// The parsed command line of one command.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ name: String) -> String? { values[name] }
}

/// A small table-driven parser: `--x value`, `--x=value`, `--` ends options, `-h`.
/// Unknown options are errors with a did-you-mean, never silently ignored.
enum ArgumentParser {
    static func parse(_ args: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "-h" { result.flags.insert("--help"); continue }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            if name == "--help" { result.flags.insert("--help"); continue }
            guard let spec = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name) + ["--help"]
                var message = "unknown option '\(name)' for '\(command)'"
                if let guess = closest(to: name, among: known) { message += " (did you mean '\(guess)'?)" }
                throw UsageError(message: message)
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(name)
            case .value(let placeholder):
                if let v = inlineValue {
                    result.values[name] = v
                } else if i < args.count, !(args[i].hasPrefix("--") && args[i].count > 2) {
                    result.values[name] = args[i]
                    i += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value \(placeholder)")
                }
            }
        }
        return result
    }

    /// The closest known word within a small edit distance, for did-you-mean hints.
    static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = editDistance(Array(word.lowercased().utf8), Array(c.lowercased().utf8))
            if d <= max(2, c.count / 3), best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
