import ArchlintSyntax
import Foundation

/// The per-file stages on one core, files already in memory: how many MB/s the lexer and the
/// facts extractor each manage, without disk, scheduling or other-core noise. The end-to-end
/// figures divide by the core count and add the global phases.
enum PerFileStages {
    static func run(_ dir: String, runs: Int, slowest: Int = 0) {
        var files: [[UInt8]] = []
        var names: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let rel = enumerator?.nextObject() as? String {
            guard rel.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: dir + "/" + rel) else { continue }
            files.append([UInt8](data))
            names.append(rel)
        }
        let bytes = files.reduce(0) { $0 + $1.count }
        guard bytes > 0 else { fail("no Swift files under \(dir)") }
        func best(_ body: () -> Int) -> Double {
            var times: [Double] = []
            var sink = 0
            for _ in 0..<max(1, runs) {
                let start = DispatchTime.now().uptimeNanoseconds
                sink &+= body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            if sink == -1 { print(sink) }
            return Measurement.median(times)
        }
        let lex = best {
            var count = 0
            for f in files { count += Lexer.tokenize(f).tokens.count }
            return count
        }
        let facts = best {
            var count = 0
            for f in files { count += FactsExtractor.extract(path: "F.swift", bytes: f).declarations.count }
            return count
        }
        let mb = Double(bytes) / 1e6
        print(String(format: "%@: %d files, %.1f MB, one core, median of %d: lexer %.3f s (%.0f MB/s), lexer + facts %.3f s (%.0f MB/s)",
                     (dir as NSString).lastPathComponent, files.count, mb, max(1, runs), lex, mb / lex, facts, mb / facts))
        if slowest > 0 { printSlowest(slowest, files: files, names: names, runs: runs) }
    }

    /// The files whose facts take longest (with their MB/s): where a speed pass should look first.
    private static func printSlowest(_ count: Int, files: [[UInt8]], names: [String], runs: Int) {
        var rows: [(name: String, bytes: Int, lex: Double, facts: Double)] = []
        for (i, f) in files.enumerated() {
            var lexTimes: [Double] = [], factTimes: [Double] = []
            for _ in 0..<max(1, runs) {
                var start = DispatchTime.now().uptimeNanoseconds
                let tokens = Lexer.tokenize(f).tokens.count
                lexTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                start = DispatchTime.now().uptimeNanoseconds
                let declarations = FactsExtractor.extract(path: "F.swift", bytes: f).declarations.count
                factTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                if tokens + declarations == -1 { print(tokens) }
            }
            rows.append((names[i], f.count, Measurement.median(lexTimes), Measurement.median(factTimes)))
        }
        let total = rows.reduce(0) { $0 + $1.facts }
        for row in rows.sorted(by: { $0.facts > $1.facts }).prefix(count) {
            print(String(format: "  %6.2f ms facts (%4.1f%%), %6.2f ms lexer, %5.0f KB, %4.0f MB/s  %@", row.facts * 1e3,
                         row.facts / total * 100, row.lex * 1e3, Double(row.bytes) / 1e3, Double(row.bytes) / 1e6 / row.facts, row.name))
        }
    }
}
