import ArchlintSyntax
import Foundation

/// The per-file stages on one core, files already in memory: how many MB/s the lexer and the
/// facts extractor each manage, without disk, scheduling or other-core noise. The end-to-end
/// figures divide by the core count and add the global phases.
enum PerFileStages {
    static func run(_ dir: String, runs: Int) {
        var files: [[UInt8]] = []
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let rel = enumerator?.nextObject() as? String {
            guard rel.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: dir + "/" + rel) else { continue }
            files.append([UInt8](data))
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
    }
}
