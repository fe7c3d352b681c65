/// Character classes of the Swift grammar for scalars above ASCII
/// ("Lexical Structure" in The Swift Programming Language).
enum UnicodeClass {
    static func isWhitespace(_ c: UInt32) -> Bool {
        // U+FEFF past offset 0 and the line/paragraph separators are treated as spacing.
        c == 0xFEFF || c == 0x2028 || c == 0x2029 || c == 0x0085
    }

    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
             0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        isOperatorHead(c) || isCombining(c)
    }

    static func isCombining(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Everything else printable above ASCII may start an identifier (letters of every script,
    /// emoji, CJK), except operators, combining marks, C1 controls and private-use scalars.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0xA0 { return false }
        if c == 0xA0 { return false }
        if isOperatorHead(c) || isCombining(c) || isWhitespace(c) { return false }
        if c >= 0xE000 && c <= 0xF8FF { return false }
        return true
    }

    static func isIdentifierBody(_ c: UInt32) -> Bool {
        if isCombining(c) { return true }
        return isIdentifierHead(c)
    }
}
