import Testing
@testable import ArchlintSyntax

/// The word-at-a-time and hashed paths of the speed work, each checked against the plain
/// byte-by-byte answer on inputs built to hit eight-byte boundaries.
@Suite struct ByteFastPathTests {
    /// A deterministic generator, so that a failure names its input.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static func referenceLineStarts(_ b: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        var i = 0
        while i < b.count {
            if b[i] == 10 {
                starts.append(Int32(i + 1))
            } else if b[i] == 13 {
                if i + 1 < b.count && b[i + 1] == 10 { i += 1 }
                starts.append(Int32(i + 1))
            }
            i += 1
        }
        return starts
    }

    @Test func lineTableAgreesWithTheByteByByteAnswer() {
        var g = Generator(state: 7)
        let pieces: [[UInt8]] = [[10], [13], [13, 10], [10, 13], Array("abcdefg".utf8), Array("x".utf8), [11], [0x0B, 0x0A],
                                 Array("é".utf8), Array("\t  ".utf8), [0x8A], [0x0D, 0x0D, 0x0A]]
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(g.next() % 40) { bytes += g.pick(pieces) }
            let table = bytes.withUnsafeBufferPointer { LineTable($0) }
            #expect(table.lineStarts == Self.referenceLineStarts(bytes), "input \(bytes)")
        }
    }

    /// The lexer notes line starts as it lexes (newline trivia, block comments, multi-line
    /// strings, regex literals, conflict regions): they must be the line table's, `\r\n` split
    /// across pieces included.
    @Test func lineStartsNotedByTheLexerAreTheLineTables() {
        var g = Generator(state: 11)
        let pieces = ["\n", "\r", "\r\n", "\n\r", "let a = 1", " ", "/* x\r\ny */", "/*\r*/", "// c\r", "\"\"\"\r\nab\r\n\"\"\"",
                      "\"s\r", "#/\r\na/#", "#/x\n", "<<<<<<< A\nb\n>>>>>>> B\n", "\"\\(x\r)\"", "\u{0}", "é", "/", "x /a\r/ y", "#\"\r\"#",
                      "\"\"\"\n\\(a\n)\r\"\"\"", "'\r'", "`a\rb`"]
        for _ in 0..<600 {
            var source = ""
            for _ in 0..<Int(g.next() % 24) { source += g.pick(pieces) }
            let bytes = Array(source.utf8)
            for mode in [Lexer.RegexMode.bareSlashEnabled, .bareSlashDisabled] {
                #expect(Lexer.tokenize(bytes, regexMode: mode).lineStarts == Self.referenceLineStarts(bytes), "input \(bytes)")
            }
        }
    }

    /// The facts path lexes keeping only comments as trivia: its tokens (flags included) must be
    /// the full lexer's, and its trivia the full trivia's comments.
    @Test func commentsOnlyLexingGivesTheSameTokens() {
        var g = Generator(state: 19)
        let pieces = ["\n", "\r\n", " ", "\t", "let a = 1", "/* x\ny */", "// c\n", "/// doc\n", "\"s\"", "x.y", "(a, b)",
                      "#if X\n", "#endif\n", "\u{0}", "\u{FEFF}", "é", "<<<<<<< A\nb\n>>>>>>> B\n", "f(&x)", "a?.b!", "`x`",
                      "\"\\(a)\"", "#/r/#", "try? x", "  \u{00A0}", "{ }"]
        for _ in 0..<600 {
            var source = ""
            for _ in 0..<Int(g.next() % 24) { source += g.pick(pieces) }
            let bytes = Array(source.utf8)
            let full = Lexer.tokenize(bytes)
            let lean: ([Token], [TriviaPiece]) = bytes.withUnsafeBufferPointer { b in
                Lexer.withTokens(b, regexMode: .bareSlashEnabled, commentsOnly: true) { tokens, trivia, _, _, _ in (Array(tokens), Array(trivia)) }
            }
            #expect(lean.0 == full.tokens, "input \(bytes)")
            #expect(lean.1 == full.trivia.filter(\.isComment), "input \(bytes)")
        }
    }

    @Test func identifiersEndWhereTheFirstNonIdentifierByteIs() {
        // Names of every length across the 8-byte window, followed by each kind of stop.
        for length in 1...20 {
            let name = String((0..<length).map { k in Array("aZ_$09bY")[k % 8] }).replacingFirstDigit()
            for stop in [" ", "(", ".", "é", "\n", "\u{0}", "+", "`", ""] {
                let source = name + stop + "z"
                let tokens = Lexer.tokenize(Array(source.utf8)).tokens
                let first = tokens.first
                if stop == "é" || stop.isEmpty {
                    // `é` continues an identifier, and so does the `z` after no stop at all.
                    #expect(first?.length == source.utf8.count, "\(source)")
                } else {
                    #expect(first?.length == name.utf8.count, "\(source)")
                }
                #expect(first?.kind == .identifier || first?.kind == .keyword, "\(source)")
            }
        }
        let lexed = Lexer.tokenize(Array("résumé_values2$ + naïveCount".utf8))
        #expect(lexed.tokens.map(\.length) == ["résumé_values2$".utf8.count, 1, "naïveCount".utf8.count])
    }

    @Test func lineCommentsEndAtEitherNewline() {
        for pad in 0..<12 {
            let comment = "//" + String(repeating: "c", count: pad)
            for newline in ["\n", "\r", "\r\n", ""] {
                // Without a newline the comment runs to the end of the file, `x` included.
                let source = comment + newline + "x"
                let lexed = Lexer.tokenize(Array(source.utf8))
                let piece = lexed.trivia.first { $0.kind == .lineComment }
                let end = newline.isEmpty ? source.utf8.count : comment.utf8.count
                #expect(piece?.end == Int32(end), "\(source.debugDescription)")
                #expect(lexed.tokens.count == (newline.isEmpty ? 0 : 1), "\(source.debugDescription)")
            }
        }
    }

    @Test func utf8OrderIsByteOrder() {
        let words = ["", "a", "A", "ab", "aB", "abc", "é", "e\u{301}", "z", "Ω", "zz", "a b", "中", "\u{7F}", "~", "🙂", "Zebra", "zebra"]
        for a in words {
            for b in words {
                #expect(a.precedesInUTF8Order(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) vs \(b)")
            }
        }
    }

    /// Long shared prefixes are compared a word at a time: a difference at every offset of the
    /// first three words, on either side, with bytes above 0x7F (the sign bit of a word's lanes).
    @Test func utf8OrderIsByteOrderAtEveryOffsetOfLongPaths() {
        let prefix = Array("Sources/FeatureKit/Presentation/".utf8)
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 24, 31] {
            for offset in 0..<length {
                for (low, high) in [(UInt8(ascii: "a"), UInt8(ascii: "b")), (UInt8(ascii: "/"), UInt8(ascii: "-") + 0x80),
                                    (0x7F, 0x80), (0x00, 0xFF)] {
                    var x = Array(prefix.prefix(length)), y = x
                    x[offset] = low
                    y[offset] = high
                    for (a, b) in [(x, y), (y, x), (x, x), (x, x + [0x41]), (x + [0x41], x)] {
                        let sa = String(decoding: a, as: UTF8.self), sb = String(decoding: b, as: UTF8.self)
                        #expect(sa.precedesInUTF8Order(sb) == sa.utf8.lexicographicallyPrecedes(sb.utf8),
                                "length \(length), offset \(offset): \(a) vs \(b)")
                    }
                }
            }
        }
    }

    @Test func longNamesAreSharedAndExact() {
        let long = "MemberAccessExprSyntaxBuilder"
        let source = "let a: \(long) = \(long)()\nlet b = \(long)X.y\nlet c = \(long).make\n"
        let f = FactsExtractor.extract(path: "N.swift", source: source)
        #expect(f.typeReferences == [long])
        #expect(f.constructions.compactMap(\.typeName).sorted() == [long, long, long + "X"])
        #expect(f.memberAccesses.map(\.base).sorted() == [long, long + "X"])
    }

    /// Names are told apart and checked for ASCII a word at a time: a difference or a non-ASCII
    /// letter at every offset of a 40-byte name, in the first word, the middle ones and the tail.
    @Test func longNamesDifferingAtAnyOffsetStayApart() {
        let base = Array("RemoteUserRepositoryImplementationFactor".utf8)
        for offset in 0..<base.count {
            var other = base
            other[offset] = other[offset] == UInt8(ascii: "Q") ? UInt8(ascii: "R") : UInt8(ascii: "Q")
            let a = String(decoding: base, as: UTF8.self), b = String(decoding: other, as: UTF8.self)
            // A type name starts with a capital: the first letter stays ASCII.
            let at = max(offset, 1)
            let accented = String(decoding: base[..<at] + Array("é".utf8) + base[(at + 1)...], as: UTF8.self)
            let source = "let x: \(a) = \(b)()\nlet y: \(b) = \(a).shared\nlet z: \(accented) = \(accented)()\n"
            let f = FactsExtractor.extract(path: "N.swift", source: source)
            #expect(Set(f.typeReferences) == [a, b, accented], "offset \(offset)")
            // `a.shared` reads a static member: a use of the type as much as `b()`.
            #expect(Set(f.constructions.compactMap(\.typeName)) == [a, b, accented], "offset \(offset)")
            #expect(f.memberAccesses.map(\.base) == [a], "offset \(offset)")
        }
    }
}

private extension String {
    /// Identifiers cannot start with a digit or `$` in these tests.
    func replacingFirstDigit() -> String {
        guard let first = first, first.isNumber || first == "$" else { return self }
        return "q" + dropFirst()
    }
}

/// The lexer's word table: every word is found from its spelling, nothing else is a word, and the
/// reserved words (and only they) are lexed as keywords.
@Suite struct WordTableTests {
    @Test func everySpellingFindsItsWord() {
        #expect(Word.spellings.count == Word.allCases.count - 1)
        for word in Word.allCases where word != .none {
            let spelling = word.spelling
            let found = WordTable.shared.word(spelling.utf8Start, spelling.utf8CodeUnitCount)
            #expect(found == word, "\(spelling)")
        }
    }

    @Test func caseNamesMatchSpellingsExceptTheRenamedOnes() {
        let renamed: [Word: String] = [.anyType: "Any", .selfType: "Self", .typeMember: "Type",
                                       .protocolMember: "Protocol", .underscore: "_", .sendable: "Sendable"]
        for word in Word.allCases where word != .none {
            #expect("\(word.spelling)" == (renamed[word] ?? "\(word)"))
        }
    }

    @Test func otherNamesAreNoWords() {
        for name in ["Int", "fun", "funcs", "classy", "i", "x", "selfish", "Selfie", "__", "ofx", "whilst", "wherE",
                     "imports", "Actor", "String", "associatedtypes", "unsafeMutableAddres", "a_very_long_identifier_name"] {
            let bytes = Array(name.utf8)
            let found = bytes.withUnsafeBufferPointer { WordTable.shared.word($0.baseAddress!, $0.count) }
            #expect(found == .none, "\(name)")
        }
    }

    @Test func reservedWordsAreKeywordsAndContextualWordsIdentifiers() {
        for word in Word.allCases where word != .none {
            let tokens = Lexer.tokenize(Array("\(word.spelling) x".utf8)).tokens
            #expect(tokens.first?.word == word, "\(word.spelling)")
            #expect(tokens.first?.kind == (word.isReserved ? .keyword : .identifier), "\(word.spelling)")
        }
        let quoted = Lexer.tokenize(Array("`class` \"func\"".utf8)).tokens
        #expect(quoted.allSatisfy { $0.word == .none })
    }
}
