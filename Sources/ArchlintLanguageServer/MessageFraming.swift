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

    /// After a header without a length, the body's end is unknown: what follows is skipped up
    /// to the next `Content-Length` header, so that one bad message does not garble the rest.
    private var resynchronizing = false

    /// The next complete item, or nil when more bytes are needed.
    mutating func next() -> Item? {
        if resynchronizing {
            guard let header = nextContentLengthHeader() else { return nil }
            start = header
            resynchronizing = false
        }
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
            resynchronizing = true
            return .badHeader(header)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// Where the next `Content-Length:` (any case) begins (right after the unknown body, as a
    /// stream has it); else nil, keeping only the bytes that could be its start.
    private mutating func nextContentLengthHeader() -> Int? {
        let marker = Array("content-length:".utf8)
        var i = start
        while i + marker.count <= buffer.count {
            do {
                var k = 0
                while k < marker.count {
                    var b = buffer[i + k]
                    if b >= 65 && b <= 90 { b += 32 }
                    if b != marker[k] { break }
                    k += 1
                }
                if k == marker.count { return i }
            }
            i += 1
        }
        start = max(start, buffer.count - marker.count)
        return nil
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
