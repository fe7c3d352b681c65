import ArchlintEngine
import ArchlintReporters
import Foundation

// archlint-bench: speed and robustness measurements (issue 6). Not a test: it prints figures.
//
//   archlint-bench monorepo [--lines N] [--dir DIR] [--runs R]   generated layered monorepo, planted findings checked
//   archlint-bench corpora [--dir DIR] [--runs R] [--oracle BIN]  swift-syntax, swift-nio, GRDB, vapor from the package copies
//                                                                 (ARCHLINT_PACKAGE_COPIES, else the folder of git's url.*.insteadOf)
//   archlint-bench corpus DIR... [--runs R] [--oracle BIN]        any directories
//   archlint-bench fuzz [--seconds S] [--seed N] DIR...           mutation fuzzer over the Swift files of DIRs
//   archlint-bench pathological [--mb M]                          hostile inputs at M, 2M, 4M MB: time must stay linear
//   archlint-bench stages DIR... [--runs R] [--slowest N]        lexer and facts extractor on one core, files in memory;
//                                                                 --slowest lists the N files whose facts take longest
//   archlint-bench scale [--n N]                                 generated whole-workspace shapes at N and 4N: time must stay near linear
//   archlint-bench lexdigest DIR...                             a digest of the lexer's whole output per file (compare two builds)
//   archlint-bench measure DIR                                    one in-process lint; prints one JSON line (used by the others)

let arguments = Array(CommandLine.arguments.dropFirst())

let knownOptions: Set<String> = ["--lines", "--dir", "--runs", "--oracle", "--seconds", "--seed", "--mb", "--n", "--slowest"]

func option(_ name: String, in args: [String]) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}

/// A numeric option: absent gives the default; present but not a number is an error.
func number<T: LosslessStringConvertible>(_ name: String, in args: [String], default value: T) -> T {
    guard let text = option(name, in: args) else { return value }
    guard let parsed = T(text) else { fail("\(name) takes a number, not '\(text)'") }
    return parsed
}

func positionals(_ args: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < args.count {
        if args[i].hasPrefix("--") { i += 2; continue }
        out.append(args[i])
        i += 1
    }
    return out
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("archlint-bench: " + message + "\n").utf8))
    exit(1)
}

guard let command = arguments.first else {
    print("usage: archlint-bench monorepo|corpora|corpus|stages|lexdigest|pathological|scale|fuzz|measure ... (see the header of Sources/archlint-bench/main.swift)")
    exit(2)
}
let rest = Array(arguments.dropFirst())
for word in rest where word.hasPrefix("--") && !knownOptions.contains(word) {
    fail("unknown option \(word) (options: \(knownOptions.sorted().joined(separator: ", ")))")
}

switch command {
case "measure":
    guard let dir = positionals(rest).first else { fail("measure DIR") }
    Measurement.measureInProcess(dir)
case "monorepo":
    let lines: Int = number("--lines", in: rest, default: 1_000_000)
    let runs: Int = number("--runs", in: rest, default: 5)
    let dir = option("--dir", in: rest) ?? NSTemporaryDirectory() + "archlint-monorepo"
    // 12 modules per layer; files of about 100 lines; as many files as the line count needs.
    let modulesPerLayer = 12
    let linesPerFile = 100
    var generator = MonorepoGenerator(modulesPerLayer: modulesPerLayer, filesPerModule: 1, linesPerFile: linesPerFile)
    generator.filesPerModule = max(1, lines / (modulesPerLayer * 3 * generator.averageLinesPerFile()))
    let filesPerModule = generator.filesPerModule
    let (written, expectation) = try generator.write(to: dir)
    print("generated \(dir): \(modulesPerLayer * 3 + 1) modules, \(modulesPerLayer * 3 * filesPerModule + 1) files, \(written) lines")
    let figures = Measurement.run(dir, runs: runs, label: "monorepo")
    var ok = true
    for (rule, count) in expectation.counts.sorted(by: { $0.key < $1.key }) {
        let found = figures.findings[rule, default: 0]
        let mark = found == count ? "ok" : "MISMATCH"
        if found != count { ok = false }
        print("  planted \(rule): expected \(count), found \(found) [\(mark)]")
    }
    let unexpected = figures.findings.keys.filter { expectation.counts[$0] == nil }.sorted()
    for rule in unexpected {
        ok = false
        print("  unexpected \(rule): \(figures.findings[rule]!) [MISMATCH]")
    }
    if !ok { fail("the run did not find exactly the planted violations") }
case "corpora":
    let dir = option("--dir", in: rest) ?? NSTemporaryDirectory() + "archlint-corpora"
    let runs: Int = number("--runs", in: rest, default: 3)
    let oracle = option("--oracle", in: rest)
    let corpora = Corpora.extract(to: dir)
    if corpora.isEmpty { print("no package copies found on this machine (see Corpora.known); skipped"); exit(0) }
    for c in corpora { Measurement.compare(c, runs: runs, oracle: oracle) }
case "corpus":
    let runs: Int = number("--runs", in: rest, default: 3)
    let oracle = option("--oracle", in: rest)
    for dir in positionals(rest) { Measurement.compare(dir, runs: runs, oracle: oracle) }
case "lexdigest":
    LexDigest.run(positionals(rest))
case "stages":
    let runs: Int = number("--runs", in: rest, default: 5)
    let slowest: Int = number("--slowest", in: rest, default: 0)
    for dir in positionals(rest) { PerFileStages.run(dir, runs: runs, slowest: slowest) }
case "scale":
    let n: Int = number("--n", in: rest, default: 2_000)
    if n < 1 { fail("--n takes a positive number") }
    WorkspaceScale.run(base: n)
case "pathological":
    let mb: Double = number("--mb", in: rest, default: 5)
    Pathological.run(baseBytes: Int(mb * 1_000_000))
case "fuzz":
    let seconds: Double = number("--seconds", in: rest, default: 60)
    let seed: UInt64 = number("--seed", in: rest, default: 0x5EED)
    let dirs = positionals(rest)
    if dirs.isEmpty { fail("fuzz needs at least one directory of Swift files") }
    Fuzzer(seed: seed, seconds: seconds, sources: dirs).run()
default:
    fail("unknown command \(command)")
}
