import Testing
@testable import ArchlintGraph

/// The hashed name buckets and the module masks that replaced `Dictionary` and `Set` lookups
/// in the graph.
@Suite struct TypeIndexLookupTests {
    @Test func nameBucketsFindEveryNameThroughGrowth() {
        var buckets = NameBuckets()
        for k in 0..<3000 { buckets.append(k, to: "Type\(k % 1200)") }
        for k in 0..<1200 {
            #expect(buckets[name: "Type\(k)"] == Array(stride(from: k, to: 3000, by: 1200)))
        }
        #expect(buckets[name: "Type1200"] == nil)
        #expect(buckets[name: ""] == nil)
    }

    /// The Character-based version `compositionParts` replaced, kept as the reference.
    static func referenceParts(_ text: String) -> [String] {
        var t = Substring(text)
        func trim() { t = t.drop(while: { $0 == " " }); while t.last == " " { t = t.dropLast() } }
        trim()
        var changed = true
        while changed {
            changed = false
            if t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast(); trim(); changed = true }
            if t.hasPrefix("("), t.hasSuffix(")") { t = t.dropFirst().dropLast(); trim(); changed = true }
            if t.hasPrefix("any ") { t = t.dropFirst(4); trim(); changed = true }
            if t.hasPrefix("some ") { t = t.dropFirst(5); trim(); changed = true }
            for specifier in ["inout ", "borrowing ", "consuming ", "sending ", "isolated ", "__owned ", "__shared "]
                where t.hasPrefix(specifier) { t = t.dropFirst(specifier.count); trim(); changed = true }
            if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = t.dropFirst(9).dropLast(); trim(); changed = true }
        }
        var parts: [String] = []
        for raw in t.split(separator: "&") {
            var p = raw.drop(while: { $0 == " " })
            while p.last == " " { p = p.dropLast() }
            if p.hasPrefix("any ") { p = p.dropFirst(4) }
            // A protocol's primary associated types: `Repository<User>` is `Repository`.
            if p.hasSuffix(">"), let lt = p.firstIndex(of: "<"), lt > p.startIndex {
                p = p[..<lt]
                while p.last == " " { p = p.dropLast() }
            }
            if p.isEmpty || p.contains(where: { "[]<>()-:,{} ".contains($0) }) { return [] }
            parts.append(TypeIndex.lastComponent(String(p)))
        }
        return parts
    }

    @Test func compositionPartsMatchTheCharacterBasedReading() {
        let written = ["Int", "FeedLoader", "Swift.String", "any P", "some P", "P?", "(any P)?", "(any A & B)?", "A & B",
                       "A & B & C", "any A & any B", "Mod.A & Mod.B", "[String: Int]", "Result<User, Error>", "(A) -> B",
                       "A&&B", "&A", "A&", " A ", "(  P  )!", "any  P", "some (P & Q)", "()", "(", ")", "", " ", "?", "((P))?",
                       "A & [B]", "A & B<C>", "P.Type", "any P.Type", "inout P", "sending any A & B", "borrowing (any P)?", "inoutP", "Ünï & Cödé", "A & (B)", "(A) & (B)",
                       "any Repository<User>", "Optional<P>", "Optional<any A & B>", "(any Store<Int, String>)?", "<P>", "Optional<>"]
        for w in written {
            #expect(TypeIndex.compositionParts(w) == Self.referenceParts(w), "\(w.debugDescription)")
        }
    }
}
