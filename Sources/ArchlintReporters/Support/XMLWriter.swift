/// Escaping helpers for the XML reports (JUnit, Checkstyle).
///
/// XML 1.0 forbids most C0 control characters even as character references (`&#1;` is not
/// well-formed), so they are replaced with U+FFFD instead of being escaped. Tab, newline and
/// carriage return are allowed; in attribute values they are written as `&#9;`, `&#10;`,
/// `&#13;` because attribute-value normalization would otherwise turn them into spaces.
public enum XMLWriter {
    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"

    /// Escapes character data (element content).
    public static func escapeText(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// Escapes an attribute value meant to be wrapped in double quotes.
    public static func escapeAttribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    /// `name="escaped value"` pairs joined by spaces, in the given order.
    public static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\"\(escapeAttribute($0.1))\"" }.joined(separator: " ")
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"  // also keeps `]]>` out of text
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"  // a raw CR would be normalized to LF by parsers
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if isAllowedInXML10(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\u{FFFD}"
                }
            }
        }
        return out
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    /// (Swift scalars are never surrogates.)
    static func isAllowedInXML10(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x9 || v == 0xA || v == 0xD { return true }
        if v < 0x20 { return false }
        if v == 0xFFFE || v == 0xFFFF { return false }
        return true
    }
}
