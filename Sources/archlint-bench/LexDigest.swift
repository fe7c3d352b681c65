import ArchlintSyntax
import Foundation

/// One line per Swift file under the given directories: a digest of everything the lexer
/// produces (each token's kind, flags, word and range, each trivia piece, each diagnostic).
/// Two lexers that print the same lines lex every file alike: the check to run around any
/// change to the lexer's inner loop. It also checks the line starts the lexer notes against
/// `LineTable` on every file.
enum LexDigest {
    static func run(_ dirs: [String]) {
        var total: UInt64 = 0xcbf2_9ce4_8422_2325
        var files = 0
        var mismatches = 0
        for dir in dirs {
            var paths: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: dir)
            while let rel = enumerator?.nextObject() as? String {
                if rel.hasSuffix(".swift") { paths.append(rel) }
            }
            for rel in paths.sorted() {
                guard let data = FileManager.default.contents(atPath: dir + "/" + rel) else { continue }
                for mode in [Lexer.RegexMode.bareSlashEnabled, .bareSlashDisabled] {
                    let lexed = Lexer.tokenize([UInt8](data), regexMode: mode)
                    var h: UInt64 = 0xcbf2_9ce4_8422_2325
                    func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }
                    for t in lexed.tokens {
                        mix(UInt64(t.kind.rawValue) | UInt64(t.flags.rawValue) << 8 | UInt64(t.word.rawValue) << 16)
                        mix(UInt64(UInt32(bitPattern: t.start)) | UInt64(UInt32(bitPattern: t.end)) << 32)
                    }
                    for p in lexed.trivia {
                        mix(UInt64(p.kind.rawValue) << 56 | UInt64(UInt32(bitPattern: p.start)) | UInt64(UInt32(bitPattern: p.end)) << 24)
                    }
                    for d in lexed.diagnostics { mix(UInt64(d.kind.rawValue) << 40 | UInt64(UInt32(bitPattern: d.offset))) }
                    // The line starts the lexer notes must be the line table's.
                    if lexed.lineStarts != LineTable([UInt8](data)).lineStarts {
                        print("LINE STARTS DIFFER: \(dir)/\(rel)")
                        mismatches += 1
                    }
                    print(String(format: "%016llx %6d %@ %@", h, lexed.tokens.count, mode == .bareSlashEnabled ? "regex" : "plain", dir + "/" + rel))
                    total = (total ^ h) &* 0x100_0000_01b3
                    files += 1
                }
            }
        }
        print(String(format: "total %016llx over %d lexings", total, files))
        if mismatches > 0 { fail("\(mismatches) lexings noted other line starts than the line table") }
    }
}
