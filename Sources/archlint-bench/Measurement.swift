import ArchlintEngine
import Foundation

/// Runs a lint in a child process (so peak memory is the lint's own) and reports medians.
enum Measurement {
    struct Figures {
        var files = 0
        var bytes = 0
        var wallSeconds: [Double] = []
        var peakKB: [Int] = []
        var findings: [String: Int] = [:]
    }

    /// One lint in this process, for what the timed runs cannot tell (bytes scanned); prints
    /// `{"files":..,"bytes":..,"findings":{..}}`.
    static func measureInProcess(_ dir: String) {
        do {
            let (analysed, result) = try LintRunner.runKeepingAnalysis(LintRequest(paths: [dir]))
            var counts: [String: Int] = [:]
            for f in result.findings { counts[f.rule, default: 0] += 1 }
            let findings = counts.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
            print("{\"files\":\(result.summary.files),\"bytes\":\(analysed.bytesScanned),\"findings\":{\(findings)}}")
        } catch {
            print("{\"error\":\"\(error)\"}")
            exit(1)
        }
    }

    /// Times the `archlint` command itself (built next to this tool), as a user runs it and as
    /// the reference parser is timed: process start to exit, wall clock; peak memory from the
    /// kernel's accounting of the child. One in-process run first counts files and bytes.
    static func run(_ dir: String, runs: Int, label: String) -> Figures {
        var figures = Figures()
        let (status, output, _) = Subprocess.run(CommandLine.arguments[0], ["measure", dir])
        guard status == 0, let data = output.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            fail("measure failed on \(dir): \(output)")
        }
        figures.files = json["files"] as? Int ?? 0
        figures.bytes = json["bytes"] as? Int ?? 0
        figures.findings = json["findings"] as? [String: Int] ?? [:]
        let archlint = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/archlint"
        guard FileManager.default.isExecutableFile(atPath: archlint) else { fail("no archlint executable at \(archlint); build it first") }
        let report = NSTemporaryDirectory() + "archlint-bench-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: report) }
        for _ in 0..<max(1, runs) {
            let timed = Subprocess.timed(archlint, [dir, "--format", "json", "--quiet", "--output", report])
            guard timed.status == 0 || timed.status == 1 else { fail("archlint exited with \(timed.status) on \(dir)") }
            figures.wallSeconds.append(timed.seconds)
            figures.peakKB.append(timed.peakKB)
        }
        // The last timed run's report must hold what the in-process run found: a timed run that
        // read fewer files or skipped a rule would otherwise look faster.
        guard let data = FileManager.default.contents(atPath: report),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let violations = json["violations"] as? [[String: Any]] else {
            fail("the timed runs left no readable JSON report at \(report)")
        }
        var counts: [String: Int] = [:]
        for v in violations { if let rule = v["rule"] as? String { counts[rule, default: 0] += 1 } }
        if counts != figures.findings { fail("the timed runs reported other findings than the in-process run: \(counts) vs \(figures.findings)") }
        let wall = median(figures.wallSeconds)
        let mb = Double(figures.bytes) / 1_000_000
        // The kernel reports KiB; sources and budget are in MB (10^6 bytes): one unit for both.
        let peakMB = Double(median(figures.peakKB.map(Double.init))) * 1024 / 1_000_000
        let budgetMB = 2 * mb + 50
        print(String(format: "%@: %d files, %.1f MB, median %.3f s over %d runs (archlint process, start to exit), %.0f MB/s, peak %.1f MB (budget 2x source + 50 MB = %.1f MB: %@)",
                     label, figures.files, mb, wall, figures.wallSeconds.count, mb / max(wall, 1e-9), peakMB, budgetMB,
                     peakMB <= budgetMB ? "ok" : "OVER"))
        return figures
    }

    /// archlint vs the reference parser on the same directory, both timed as processes.
    static func compare(_ dir: String, runs: Int, oracle: String?) {
        let label = (dir as NSString).lastPathComponent
        let ours = run(dir, runs: runs, label: label)
        let total = ours.findings.values.reduce(0, +)
        let byRule = ours.findings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("  findings: \(total)\(byRule.isEmpty ? "" : " (\(byRule))")")
        guard let oracle = oracle ?? defaultOracle() else {
            print("  reference parser not built (../shared/oracle); speed comparison skipped")
            return
        }
        // The shared machine's speed drifts by tens of percent from one minute to the next: each
        // reference run is paired with an archlint run right after it, and the ratio is taken
        // per pair, so that both sides of a ratio saw the same machine.
        let archlint = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/archlint"
        let report = NSTemporaryDirectory() + "archlint-bench-pair-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var times: [Double] = []
        var pairedOurs: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<max(1, runs) {
            let timed = Subprocess.timed(oracle, ["--compact", dir])
            if timed.status > 1 { print("  reference parser failed (status \(timed.status))"); return }
            let mine = Subprocess.timed(archlint, [dir, "--format", "json", "--quiet", "--output", report])
            times.append(timed.seconds)
            pairedOurs.append(mine.seconds)
            ratios.append(timed.seconds / max(mine.seconds, 1e-9))
        }
        print(String(format: "  reference parser (swift-syntax): median %.3f s; paired runs: archlint median %.3f s, %.1fx faster (median of %d per-pair ratios, range %.1f-%.1fx)",
                     median(times), median(pairedOurs), median(ratios), ratios.count, ratios.min() ?? 0, ratios.max() ?? 0))
    }

    static func defaultOracle() -> String? {
        for candidate in ["/tmp/oracle-build/release/oracle", "../shared/oracle/.build/release/oracle"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    static func median(_ values: [Int]) -> Int { Int(median(values.map(Double.init))) }
}

/// The package copies this machine kind ships, by tag.
enum Corpora {
    static let known: [(repo: String, tag: String, name: String)] = [
        ("swiftlang/swift-syntax.git", "602.0.0", "swift-syntax"),
        ("apple/swift-nio.git", "2.101.2", "swift-nio"),
        ("groue/GRDB.swift.git", "7.10.0", "GRDB.swift"),
        ("vapor/vapor.git", "4.122.3", "vapor"),
    ]

    static func extract(to dir: String) -> [String] {
        let base = packageCopies()
        var out: [String] = []
        for c in known {
            let bare = base + "/" + c.repo
            guard FileManager.default.fileExists(atPath: bare) else { print("\(c.name): no copy at \(bare); skipped"); continue }
            // Another machine kind may hold other versions: then the newest tag it has.
            var tag = c.tag
            if Subprocess.run("/usr/bin/env", ["git", "-C", bare, "rev-parse", "--verify", "--quiet", "refs/tags/\(c.tag)"]).0 != 0 {
                let (status, tags, _) = Subprocess.run("/usr/bin/env", ["git", "-C", bare, "tag", "--sort=-creatordate"])
                guard status == 0, let newest = tags.split(separator: "\n").first else { print("\(c.name): no tag in \(bare); skipped"); continue }
                tag = String(newest)
                print("\(c.name): \(c.tag) not in \(bare); using \(tag)")
            }
            let target = dir + "/" + c.name + "-" + tag
            if !FileManager.default.fileExists(atPath: target) {
                try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                let (status, _, err) = Subprocess.run("/bin/sh", ["-c", "git -C '\(bare)' archive '\(tag)' | tar -x -C '\(target)'"])
                if status != 0 { print("\(c.name): extraction failed: \(err)"); continue }
            }
            out.append(target)
        }
        return out
    }

    /// Where the bare package copies are: `ARCHLINT_PACKAGE_COPIES`, else the local folder git's
    /// `url.<folder>.insteadOf` rules send GitHub URLs to (how this machine kind serves SwiftPM
    /// without network), else `/opt/swift-packages`.
    static func packageCopies() -> String {
        if let set = ProcessInfo.processInfo.environment["ARCHLINT_PACKAGE_COPIES"] { return set }
        let (status, rules, _) = Subprocess.run("/usr/bin/env", ["git", "config", "--get-regexp", "^url\\..*\\.insteadof$"])
        if status == 0 {
            for line in rules.split(separator: "\n") {
                // `url./opt/swift-packages/.insteadof https://github.com/`
                guard let key = line.split(separator: " ").first, key.hasPrefix("url."), key.hasSuffix(".insteadof") else { continue }
                var folder = String(key.dropFirst(4).dropLast(10))
                while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
                var isDirectory: ObjCBool = false
                if folder.hasPrefix("/"), FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                    return folder
                }
            }
        }
        return "/opt/swift-packages"
    }
}

enum Subprocess {
    /// Runs a program with its output discarded; returns its exit status, wall time and peak
    /// resident memory (from `wait4`, so only this child counts).
    static func timed(_ executable: String, _ args: [String]) -> (status: Int32, seconds: Double, peakKB: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (127, 0, 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exited = (status & 0x7f) == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), seconds, Int(usage.ru_maxrss))
    }

    static func run(_ executable: String, _ args: [String]) -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = args
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (127, "", "\(error)") }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
