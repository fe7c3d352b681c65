import Testing
@testable import ArchlintWorkspace

/// The global phase's name tables against the standard library's answers.
@Suite struct NameMapTests {
    /// Names of every length around the hash's eight-byte steps, ASCII and not.
    static func names(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        let alphabet = Array("abcXYZ_09é").map(String.init)
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59) // 0...31
            var s = ""
            for k in 0..<length { s += alphabet[Int((state >> UInt64(k % 50)) % UInt64(alphabet.count))] }
            return s
        }
    }

    @Test func aNameHashesAlikeAsStringAndAsBytes() {
        for name in Self.names(400, seed: 3) {
            let viaBytes = Array(name.utf8).withUnsafeBufferPointer { NameHash.of(bytes: $0) }
            #expect(NameHash.of(name) == viaBytes, "\(name)")
            #expect(Array(name.utf8).withUnsafeBufferPointer { NameHash.equal(name, $0) })
        }
        #expect(Array("ab".utf8).withUnsafeBufferPointer { !NameHash.equal("abc", $0) })
    }

    @Test func nameMapAnswersLikeADictionaryAcrossGrowthAndReuse() {
        var map = NameMap<Int>(minimumCapacity: 2)
        for round in 0..<3 {
            var reference: [String: Int] = [:]
            var order: [String] = []
            for (k, name) in Self.names(700, seed: UInt64(11 + round)).enumerated() {
                let entry = map.insert(name, value: k)
                if reference[name] == nil { reference[name] = k; order.append(name) }
                #expect(map.values[entry] == reference[name])
            }
            #expect(map.keys == order)
            #expect(map.count == reference.count)
            for (name, value) in reference {
                #expect(map[name] == value)
                let viaBytes = Array(name.utf8).withUnsafeBufferPointer { bytes in
                    map.entry(bytes: bytes, hash: NameHash.of(bytes: bytes)).map { map.values[$0] }
                }
                #expect(viaBytes == value)
            }
            for name in Self.names(50, seed: 999) where reference[name] == nil {
                #expect(map[name] == nil)
            }
            map.removeAll()
            #expect(map.isEmpty)
            #expect(map["a"] == nil)
        }
    }

    @Test func recentAnswersKnowOnlyWhatTheyWereToldUntilForgotten() {
        var recent = RecentAnswers<Int>()
        let names = Self.names(300, seed: 5)
        for (k, name) in names.enumerated() { recent.remember(name, k) }
        // An answer, when there is one, is the last one remembered for an equal string.
        var last: [String: Int] = [:]
        for (k, name) in names.enumerated() { last[name] = k }
        for name in names {
            if let answer = recent.answer(for: name) { #expect(names[answer] == name) }
        }
        #expect(recent.answer(for: names.last!) == last[names.last!])
        recent.forgetAll()
        #expect(names.allSatisfy { recent.answer(for: $0) == nil })
    }
}
