import ArchlintSyntax
import Foundation

/// Hostile inputs at doubling sizes: the time per byte must stay flat (linear cost).
enum Pathological {
    static let cases: [(name: String, make: @Sendable (Int) -> [UInt8])] = [
        ("one 20 MB line", { n in Array(String(repeating: "let x = foo(1, \"s\") + 2; ", count: n / 26).utf8) }),
        ("nested braces", { n in Array((String(repeating: "{", count: n / 2) + String(repeating: "}", count: n / 2)).utf8) }),
        ("nested parens and brackets", { n in Array((String(repeating: "([", count: n / 4) + String(repeating: "])", count: n / 4)).utf8) }),
        ("nested interpolations", { n in Array(("let s = " + String(repeating: "\"\\(", count: n / 3)).utf8) }),
        ("unterminated string", { n in Array(("let s = \"" + String(repeating: "abc ", count: n / 4)).utf8) }),
        ("unterminated comment", { n in Array(("/* " + String(repeating: "/* x ", count: n / 5)).utf8) }),
        ("unterminated raw string", { n in Array(("let s = ##\"" + String(repeating: "\"# ", count: n / 3)).utf8) }),
        ("slashes (regex or operator)", { n in Array(String(repeating: "a / b /", count: n / 7).utf8) }),
        ("generic angle soup", { n in Array(String(repeating: "a<b<c", count: n / 5).utf8) }),
        ("half-written bindings", { n in Array(String(repeating: "let s = (init(r: R = R(", count: n / 23).utf8) }),
        ("unclosed types in expressions", { n in Array(("let x = " + String(repeating: "(@escaping [1 of ", count: n / 17)).utf8) }),
        ("random bytes", { n in
            var g: UInt64 = 0x9E37_79B9
            return (0..<n).map { _ in g = g &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: g >> 33) }
        }),
        ("CRLF, lone CR, BOM, NUL", { n in
            Array(("\u{FEFF}" + String(repeating: "let a = 1\r\nlet b = 2\rlet c = \"\0\"\n", count: n / 34)).utf8)
        }),
    ]

    static func run(baseBytes: Int) {
        print("per-file work (tokens + facts) on hostile input; MB/s must not fall as the size doubles")
        for c in cases {
            var row = "  \(c.name.padding(toLength: 30, withPad: " ", startingAt: 0))"
            var rates: [Double] = []
            for factor in [1, 2, 4] {
                let bytes = c.make(baseBytes * factor)
                let start = Date()
                let facts = bytes.withUnsafeBufferPointer { FactsExtractor.extract(path: "P.swift", bytes: $0) }
                let seconds = max(Date().timeIntervalSince(start), 1e-6)
                _ = facts.declarations.count
                let rate = Double(bytes.count) / 1_000_000 / seconds
                rates.append(rate)
                row += String(format: "  %5.1f MB %7.3f s %6.0f MB/s", Double(bytes.count) / 1_000_000, seconds, rate)
            }
            let linear = (rates.last ?? 0) >= 0.5 * (rates.first ?? 0)
            print(row + (linear ? "  linear" : "  NOT LINEAR"))
        }
    }
}
