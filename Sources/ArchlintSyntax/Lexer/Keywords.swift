/// Reserved words of Swift 6. Contextual keywords (`get`, `set`, `actor`, `some`, `any`,
/// `async`, `await`, `package`, `open`, `convenience`, ...) stay identifiers: they are
/// valid names (`let actor = 2`) and the facts extractor recognises them by position.
enum Keywords {
    private static let byLength: [[[UInt8]]] = {
        let words = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
            "rethrows", "static", "struct", "subscript", "typealias", "var",
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
            "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
            "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        ]
        var table = [[[UInt8]]](repeating: [], count: 16)
        for w in words { table[w.utf8.count].append(Array(w.utf8)) }
        return table
    }()

    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let len = end - start
        guard len >= 2 && len < 16 else { return false }
        let first = b[start]
        guard first >= 97 || first == UInt8(ascii: "A") || first == UInt8(ascii: "S") else { return false }
        outer: for word in byLength[len] where word[0] == first {
            var i = 1
            while i < len {
                if word[i] != b[start + i] { continue outer }
                i += 1
            }
            return true
        }
        return false
    }
}
