extension TokenizedSource {
    /// One line per token, `line:column kind text`, for debugging (`archlint tokens FILE`).
    public func dump(_ bytes: [UInt8]) -> String {
        let lines = LineTable(bytes)
        var out = ""
        for t in tokens {
            let (line, column) = lines.location(of: Int(t.start))
            var text = String(decoding: bytes[t.range], as: UTF8.self)
            text = text.replacingNewlines()
            out += "\(line):\(column) \(t.kind) \(text)\n"
        }
        return out
    }
}

private extension String {
    func replacingNewlines() -> String {
        var s = ""
        for ch in unicodeScalars {
            switch ch {
            case "\n": s += "\\n"
            case "\r": s += "\\r"
            case "\t": s += "\\t"
            default: s.unicodeScalars.append(ch)
            }
        }
        return s
    }
}
