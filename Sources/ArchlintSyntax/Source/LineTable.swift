/// Maps UTF-8 byte offsets to 1-based lines and columns. `\n`, `\r\n` and a lone `\r` each
/// end a line, as in swift-syntax's `SourceLocationConverter`. Columns count UTF-8 bytes
/// (1-based), matching swiftc's diagnostics.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line.
    public private(set) var lineStarts: [Int32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        let n = bytes.count
        /// Byte by byte up to `stop` (or one past it, to finish a `\r\n`).
        func scan(upTo stop: Int) {
            while i < stop {
                let c = bytes[i]
                if c == 10 {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if c == 13 {
                    if i + 1 < n && bytes[i + 1] == 10 { i += 1 }
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= n {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let cr = w ^ (ones &* 13)
                if (cr &- ones) & ~cr & highs != 0 {
                    // A `\r` in this word: byte by byte, for `\r\n` pairs and lone `\r`s.
                    scan(upTo: i + 8)
                    continue
                }
                // One bit per `\n` byte (and possibly a false one above a real one, checked).
                let lf = w ^ (ones &* 10)
                var found = (lf &- ones) & ~lf & highs
                while found != 0 {
                    let k = i + found.trailingZeroBitCount >> 3
                    if bytes[k] == 10 { starts.append(Int32(truncatingIfNeeded: k + 1)) }
                    found &= found &- 1
                }
                i += 8
            }
        }
        scan(upTo: n)
        lineStarts = starts
    }

    /// A table from line starts the lexer noted (offset 0 first, ascending).
    init(lineStarts: [Int32]) {
        self.lineStarts = lineStarts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        let target = Int32(truncatingIfNeeded: offset)
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// 1-based line and UTF-8 column of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - Int(lineStarts[line - 1]) + 1)
    }
}
