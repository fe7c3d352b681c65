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
}
