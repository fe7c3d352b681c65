extension String {
    /// Byte-wise UTF-8 order, the order of every sorted list archlint prints (the same answer
    /// as `utf8.lexicographicallyPrecedes`, without the generic element-by-element iterator).
    public func precedesInUTF8Order(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                let count = Swift.min(pa.count, pb.count)
                var i = 0
                while i < count {
                    if pa[i] != pb[i] { return pa[i] < pb[i] }
                    i += 1
                }
                return pa.count < pb.count
            }
        }
    }
}
