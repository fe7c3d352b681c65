/// Finding tokens by the positions facts give (1-based lines, UTF-8 columns): what rules read
/// back from a file's tokens (a call's labels, a declaration's labels, a local's uses).
extension TokenizedSource {
    /// The index of the first token starting at or after byte `offset` (`tokens.count` if none).
    public func firstToken(atOrAfter offset: Int) -> Int {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The token that starts at `line`:`column`, if one does.
    public func token(atLine line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let offset = Int(lineStarts[line - 1]) + column - 1
        let i = firstToken(atOrAfter: offset)
        return i < tokens.count && Int(tokens[i].start) == offset ? i : nil
    }

    /// The 1-based line token `i` starts on.
    public func line(ofToken i: Int) -> Int {
        LineTable(lineStarts: lineStarts).line(of: Int(tokens[i].start))
    }
}
