import ArchlintWorkspace

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
        // Most strings need no escape at all and are copied whole.
        if s.withUTF8Bytes({ !needsEscape($0) }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        append(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xE2 { return true }
        return false
    }

    /// `append(_:to:)` for a writer that builds UTF-8 bytes.
    public static func append(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        s.withUTF8Bytes { bytes in
            // On UTF-8 bytes: most strings need no escape at all and are copied whole.
            if !needsEscape(bytes) { out.append(contentsOf: bytes); return }
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                case 0x08: out += [0x5C, UInt8(ascii: "b")]
                case 0x0C: out += [0x5C, UInt8(ascii: "f")]
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    // U+2028, U+2029: valid JSON, but line breaks to JavaScript.
                    out += Array("\\u202".utf8)
                    out.append(bytes[i + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                    i += 3
                    continue
                default:
                    if b < 0x20 || b == 0x7F {
                        out += Array("\\u00".utf8)
                        out.append(hexDigits[Int(b >> 4)])
                        out.append(hexDigits[Int(b & 0xF)])
                    } else {
                        out.append(b)
                    }
                }
                i += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
