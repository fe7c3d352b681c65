/// The base protocol's framing: `Content-Length: N` (other headers allowed), a blank line, then
/// N bytes of JSON. Bytes arrive in arbitrary chunks; complete messages come out in order.
struct MessageFraming {
    private var buffer: [UInt8] = []
    private var start = 0

    enum Item: Equatable {
        case message([UInt8])
        /// A header block without a usable `Content-Length`: skipped, reported to the client.
        case badHeader(String)
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        // Drop what was consumed before growing, so a long session does not keep every message.
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 65536 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete item, or nil when more bytes are needed.
    mutating func next() -> Item? {
        guard let headerEnd = headerEnd(from: start) else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int? = nil
        // `\r\n` is one Character: split on newlines, not on `\r` and `\n` apart.
        for line in header.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0].trimmingSpaces.lowercased() == "content-length" { length = Int(parts[1].trimmingSpaces) }
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0 else {
            start = bodyStart
            return .badHeader(header)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// Index of the `\r\n\r\n` that ends the header starting at `from`.
    private func headerEnd(from: Int) -> Int? {
        var i = from
        while i + 3 < buffer.count {
            if buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}
