/// `archlint:` commands in comments:
/// `// archlint:disable:next rule-a, rule-b - reason` (also `-- reason`, `— reason`, `– reason`,
/// `// reason`, `rule-b: reason`), `// archlint:disable:this rule`,
/// `// archlint:disable rule` ... `// archlint:enable rule`, also inside `/* */`.
extension Extractor {
    func scanSuppressions() {
        for piece in trivia where piece.isComment {
            let s = Int(piece.start), e = Int(piece.end)
            guard e - s > 12 else { continue }
            var i = s
            // Skip the opener (`//`, `///`, `/*`, `/**`) and spaces.
            while i < e && (b[i] == UInt8(ascii: "/") || b[i] == UInt8(ascii: "*")) { i += 1 }
            while i < e && (b[i] == 32 || b[i] == 9) { i += 1 }
            var end = e
            if piece.kind == .blockComment || piece.kind == .docBlockComment {
                if end - 2 >= i && b[end - 1] == UInt8(ascii: "/") && b[end - 2] == UInt8(ascii: "*") { end -= 2 }
            }
            guard let rest = Extractor.dropPrefix(b, i, end, "archlint:") else { continue }
            var kind: SuppressionKind
            var j: Int
            if let k = Extractor.dropPrefix(b, rest, end, "disable:next") { kind = .disableNext; j = k }
            else if let k = Extractor.dropPrefix(b, rest, end, "disable:this") { kind = .disableThis; j = k }
            else if let k = Extractor.dropPrefix(b, rest, end, "disable") { kind = .disable; j = k }
            else if let k = Extractor.dropPrefix(b, rest, end, "enable") { kind = .enable; j = k }
            else { kind = .unknownCommand; j = rest }
            // The word from `i` on (after blanks), and where it ends.
            func word(from i: Int, stopAtComma: Bool) -> (text: String, start: Int, end: Int) {
                var a = i
                while a < end && (b[a] == 32 || b[a] == 9) { a += 1 }
                var z = a
                while z < end && !(b[z] == 32 || b[z] == 9 || b[z] == 10 || b[z] == 13 || (stopAtComma && b[z] == UInt8(ascii: ","))) { z += 1 }
                return (String(decoding: UnsafeBufferPointer(rebasing: b[a..<z]), as: UTF8.self), a, z)
            }
            // `// archlint: the layers are checked in CI` is prose, not a command: a command
            // follows the colon directly, and starts with a letter. `// archlint: disable:next
            // rule` is a command written with a space: noted, so that it is not silently ignored.
            if kind == .unknownCommand && !(rest < end && ((b[rest] | 0x20) >= UInt8(ascii: "a") && (b[rest] | 0x20) <= UInt8(ascii: "z"))) {
                let command = word(from: rest, stopAtComma: false)
                if command.start > rest, ["disable", "disable:next", "disable:this", "enable"].contains(command.text) {
                    // The word after it, for telling `archlint: disable:next layer-dependency`
                    // from prose (`archlint: enable once the DTO is gone`) by the rule ids.
                    let next = word(from: command.end, stopAtComma: true).text
                    let l = lines.location(of: s)
                    built.suppressions.append(SuppressionFact(kind: .unknownCommand, rules: [" " + command.text, next], reason: nil,
                                                              line: l.line, column: l.column, targetLine: l.line))
                }
                continue
            }
            // The command word must end here; anything else is a misspelt command.
            if kind != .unknownCommand && j < end && !(b[j] == 32 || b[j] == 9 || b[j] == 10 || b[j] == 13) {
                kind = .unknownCommand; j = rest
            }
            if kind == .unknownCommand {
                let l = lines.location(of: s)
                let written = word(from: j, stopAtComma: false).text
                built.suppressions.append(SuppressionFact(kind: .unknownCommand, rules: [written], reason: nil,
                                                          line: l.line, column: l.column, targetLine: l.line))
                continue
            }
            var rules: [String] = []
            var reason: String? = nil
            var cur: [UInt8] = []
            func isBlank(_ k: Int) -> Bool { k >= end || b[k] == 32 || b[k] == 9 || b[k] == 10 || b[k] == 13 }
            // The reason starts at a separator no rule id can hold: ` - `, ` -- `, an em or en
            // dash (`— legacy`, `–legacy`: typographic dashes editors and keyboards put in
            // prose), a nested `// legacy`, or a colon closing the rules (`rule-a: legacy`).
            while j < end {
                let c = b[j]
                if c == 10 || c == 13 { break }
                var reasonStart: Int? = nil
                if c == UInt8(ascii: "-") && cur.isEmpty && (isBlank(j + 1) || b[j + 1] == UInt8(ascii: "-")) {
                    reasonStart = j + 1 < end && b[j + 1] == UInt8(ascii: "-") ? j + 2 : j + 1
                } else if c == 0xE2 && j + 2 < end && b[j + 1] == 0x80 && (b[j + 2] == 0x93 || b[j + 2] == 0x94) {
                    reasonStart = j + 3
                } else if c == UInt8(ascii: "/") && cur.isEmpty && j + 1 < end && b[j + 1] == UInt8(ascii: "/") {
                    var r = j + 2
                    while r < end && b[r] == UInt8(ascii: "/") { r += 1 }
                    reasonStart = r
                } else if c == UInt8(ascii: ":") && isBlank(j + 1) {
                    reasonStart = j + 1
                }
                if let r = reasonStart {
                    if !cur.isEmpty { rules.append(String(decoding: cur, as: UTF8.self)); cur.removeAll() }
                    var text = String(decoding: UnsafeBufferPointer(rebasing: b[r..<end]), as: UTF8.self)
                    while let f = text.first, f == " " || f == "\t" || f == "\n" || f == "\r" { text.removeFirst() }
                    while let l = text.last, l == " " || l == "\t" || l == "\n" || l == "\r" { text.removeLast() }
                    reason = text.isEmpty ? nil : text
                    break
                }
                if c == 32 || c == 9 || c == UInt8(ascii: ",") {
                    if !cur.isEmpty { rules.append(String(decoding: cur, as: UTF8.self)); cur.removeAll() }
                } else {
                    cur.append(c)
                }
                j += 1
            }
            if !cur.isEmpty { rules.append(String(decoding: cur, as: UTF8.self)) }
            // No rule id (`// archlint:disable`, `disable:next - reason`): kept empty, so that the
            // engine can both honour it as `all` and ask for the rules to be named.
            let l = lines.location(of: s)
            var target = l.line
            if kind == .disableNext { target = nextTokenLine(after: e, line: l.line) }
            built.suppressions.append(SuppressionFact(kind: kind, rules: rules, reason: reason, line: l.line, column: l.column, targetLine: target))
        }
    }

    /// Line of the first token that starts after `offset` on a later line than `line`.
    func nextTokenLine(after offset: Int, line: Int) -> Int {
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(t[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < n {
            let l = lines.line(of: Int(t[i].start))
            if l > line { return l }
            i += 1
        }
        return line + 1
    }

    static func dropPrefix(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, _ p: StaticString) -> Int? {
        let len = p.utf8CodeUnitCount
        guard end - i >= len else { return nil }
        let ptr = p.utf8Start
        for k in 0..<len where b[i + k] != ptr[k] { return nil }
        return i + len
    }
}
