/// JSON string literals for every JSON archlint writes (reports, baselines, graphs, starter
/// configurations): `"`, `\` and control characters escaped (short forms where JSON has them,
/// `\u00XX` otherwise), DEL and U+2028/U+2029 as `\u` escapes so the text is also valid
/// JavaScript; everything else verbatim UTF-8. (`archlint facts` keeps its own writer: it must
/// match the reference parser's output byte for byte.)
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        var out = ""
        append(s, to: &out)
        return out
    }

    public static func append(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u00"
                    out.unicodeScalars.append(hexDigits[Int(scalar.value >> 4)])
                    out.unicodeScalars.append(hexDigits[Int(scalar.value & 0xF)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static let hexDigits: [Unicode.Scalar] = Array("0123456789abcdef".unicodeScalars)
}
