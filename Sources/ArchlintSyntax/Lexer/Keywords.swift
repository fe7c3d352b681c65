/// Reserved words of Swift 6 (the keywords swift-syntax's lexer classifies itself). Contextual
/// keywords (`get`, `set`, `actor`, `some`, `any`, `async`, `await`, `package`, `open`,
/// `convenience`, ...) stay identifiers: they are valid names (`let actor = 2`) and the facts
/// extractor recognises them by position.
enum Keywords {
    static let all: [StaticString] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// A branch per first byte, then a byte comparison against the few words left: no tables,
    /// no hashing, no allocation on the hot path.
    @inline(__always)
    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let len = end - start
        guard len >= 2 && len <= 15 else { return false }
        @inline(__always) func eq(_ w: StaticString) -> Bool {
            guard w.utf8CodeUnitCount == len else { return false }
            let p = w.utf8Start
            var i = 1
            while i < len {
                if b[start + i] != p[i] { return false }
                i += 1
            }
            return true
        }
        switch b[start] {
        case UInt8(ascii: "a"): return eq("as") || eq("associatedtype")
        case UInt8(ascii: "b"): return eq("break")
        case UInt8(ascii: "c"): return eq("case") || eq("class") || eq("catch") || eq("continue")
        case UInt8(ascii: "d"): return eq("do") || eq("default") || eq("defer") || eq("deinit")
        case UInt8(ascii: "e"): return eq("else") || eq("enum") || eq("extension")
        case UInt8(ascii: "f"): return eq("for") || eq("func") || eq("false") || eq("fileprivate") || eq("fallthrough")
        case UInt8(ascii: "g"): return eq("guard")
        case UInt8(ascii: "i"): return eq("if") || eq("in") || eq("is") || eq("init") || eq("inout") || eq("import") || eq("internal")
        case UInt8(ascii: "l"): return eq("let")
        case UInt8(ascii: "n"): return eq("nil")
        case UInt8(ascii: "o"): return eq("operator")
        case UInt8(ascii: "p"): return eq("public") || eq("private") || eq("protocol") || eq("precedencegroup")
        case UInt8(ascii: "r"): return eq("return") || eq("repeat") || eq("rethrows")
        case UInt8(ascii: "s"): return eq("self") || eq("super") || eq("static") || eq("struct") || eq("switch") || eq("subscript")
        case UInt8(ascii: "t"): return eq("try") || eq("true") || eq("throw") || eq("throws") || eq("typealias")
        case UInt8(ascii: "v"): return eq("var")
        case UInt8(ascii: "w"): return eq("where") || eq("while")
        case UInt8(ascii: "A"): return eq("Any")
        case UInt8(ascii: "S"): return eq("Self")
        default: return false
        }
    }
}
