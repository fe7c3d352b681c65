import ArchlintEngine
import ArchlintReporters
import Foundation

/// Mutation fuzzer: takes real Swift files, breaks them (truncation, deleted / duplicated /
/// swapped spans, flipped bytes, inserted delimiters), lints the result in-process and checks
/// that the run returns, in bounded time, with a JSON report that parses. Each batch is
/// written to disk before it runs, so a crash leaves its input behind.
struct Fuzzer {
    var seed: UInt64
    var seconds: Double
    var sources: [String]

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    static let insertions: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\"#", "{", "}", "(", ")", "[", "]", "/*", "*/", "//", "\\(",
                                        "#/", "/#", "/", "#if os(iOS)\n", "#endif\n", "`", "\0", "\r", "\u{FEFF}", "<", ">",
                                        "import ", "protocol P {", "init(x: P = X())", "@", "$0", "0x1p-", "'"].map { Array($0.utf8) }

    func run() {
        var files: [String] = []
        for dir in sources {
            guard let e = FileManager.default.enumerator(atPath: dir) else { continue }
            for case let rel as String in e where rel.hasSuffix(".swift") && !rel.contains(".build/") { files.append(dir + "/" + rel) }
        }
        files.sort()
        if files.isEmpty { fail("no Swift files under \(sources.joined(separator: ", "))") }
        var rng = Generator(state: seed)
        let work = NSTemporaryDirectory() + "archlint-fuzz-\(getpid())"
        let deadline = Date().addingTimeInterval(seconds)
        var batches = 0
        var mutatedFiles = 0
        var bytes = 0
        print("fuzzing \(files.count) files for \(Int(seconds)) s, seed \(seed); inputs in \(work)")
        while Date() < deadline {
            try? FileManager.default.removeItem(atPath: work)
            try? FileManager.default.createDirectory(atPath: work + "/Sources/App", withIntermediateDirectories: true)
            for i in 0..<16 {
                guard let data = FileManager.default.contents(atPath: files[rng.below(files.count)]) else { continue }
                var b = [UInt8](data)
                for _ in 0..<(1 + rng.below(4)) { mutate(&b, &rng) }
                bytes += b.count
                mutatedFiles += 1
                _ = FileManager.default.createFile(atPath: work + "/Sources/App/F\(i).swift", contents: Data(b))
            }
            if rng.below(4) == 0 {
                var manifest = Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"F\", targets: [.target(name: \"App\", dependencies: [\"App\", .product(name: \"X\", package: \"y\")])])\n".utf8)
                mutate(&manifest, &rng)
                _ = FileManager.default.createFile(atPath: work + "/Package.swift", contents: Data(manifest))
            }
            let done = DispatchSemaphore(value: 0)
            let outcome = Outcome()
            Thread.detachNewThread {
                outcome.message = Self.lintOnce(work)
                done.signal()
            }
            if done.wait(timeout: .now() + 20) == .timedOut {
                fail("HANG: lint did not finish in 20 s on the batch in \(work) (batch \(batches))")
            }
            if let message = outcome.message { fail("FAILURE on the batch in \(work): \(message)") }
            batches += 1
        }
        try? FileManager.default.removeItem(atPath: work)
        print("fuzz: \(batches) batches, \(mutatedFiles) mutated files, \(bytes / 1_000_000) MB: no crash, no hang, every report valid JSON")
    }

    final class Outcome: @unchecked Sendable { var message: String? }

    /// nil when the run behaved; else what went wrong.
    static func lintOnce(_ dir: String) -> String? {
        do {
            let result = try LintRunner.run(LintRequest(paths: [dir], jobs: 2))
            let json = ReportFormat.json.reporter().render(result)
            guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else { return "invalid JSON report" }
            return nil
        } catch {
            // Configuration and input errors are answers, not failures; anything else is a bug.
            let text = "\(error)"
            return text.contains("error") ? nil : "unexpected error \(text)"
        }
    }

    func mutate(_ b: inout [UInt8], _ rng: inout Generator) {
        guard !b.isEmpty else { b = Self.insertions[rng.below(Self.insertions.count)]; return }
        let a = rng.below(b.count)
        let len = min(b.count - a, 1 + rng.below(64))
        switch rng.below(6) {
        case 0: b.removeSubrange(a...)                                        // truncate
        case 1: b.removeSubrange(a..<(a + len))                               // delete a span
        case 2: b.insert(contentsOf: b[a..<(a + len)], at: rng.below(b.count)) // duplicate a span
        case 3:                                                               // swap two spans
            let c = rng.below(b.count)
            let len2 = min(b.count - c, len)
            if c >= a + len || c + len2 <= a {
                let first = Array(b[a..<(a + len)]), second = Array(b[c..<(c + len2)])
                if a < c { b.replaceSubrange(c..<(c + len2), with: first); b.replaceSubrange(a..<(a + len), with: second) }
                else { b.replaceSubrange(a..<(a + len), with: second); b.replaceSubrange(c..<(c + len2), with: first) }
            }
        case 4: b[a] ^= UInt8(1 << rng.below(8))                              // flip a bit
        default: b.insert(contentsOf: Self.insertions[rng.below(Self.insertions.count)], at: a)
        }
    }
}
