extension String {
    /// Byte-wise UTF-8 order, the order of every sorted list archlint prints (the same answer
    /// as `utf8.lexicographicallyPrecedes`, without the generic element-by-element iterator).
    /// Sorted paths share long prefixes (`Sources/FeatureKit/...`): compared eight bytes at a time.
    public func precedesInUTF8Order(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                let count = Swift.min(pa.count, pb.count)
                guard count > 0 else { return pa.count < pb.count }
                let ra = UnsafeRawPointer(pa.baseAddress.unsafelyUnwrapped)
                let rb = UnsafeRawPointer(pb.baseAddress.unsafelyUnwrapped)
                var i = 0
                while i + 8 <= count {
                    let wa = ra.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let wb = rb.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    // Big-endian, the first byte is the most significant: numeric order is byte order.
                    if wa != wb { return UInt64(bigEndian: wa) < UInt64(bigEndian: wb) }
                    i += 8
                }
                while i < count {
                    if pa[i] != pb[i] { return pa[i] < pb[i] }
                    i += 1
                }
                return pa.count < pb.count
            }
        }
    }
}
