import Testing
@testable import ArchlintSyntax

/// The extractor's growable fact lists: the same answers as an `Array` for every operation the
/// extractor uses, with strings (reference-counted storage) as elements.
@Suite struct FactBufferTests {
    static func label(_ k: Int) -> String { "fact number \(k) with a name longer than fifteen bytes" }

    @Test func appendsRemovalsAndTakeMatchAnArray() {
        var buffer = FactBuffer<String>()
        var array: [String] = []
        for k in 0..<100 {
            buffer.append(Self.label(k)); array.append(Self.label(k))
        }
        buffer.remove(at: 0); array.remove(at: 0)
        buffer.remove(at: 50); array.remove(at: 50)
        buffer.remove(at: buffer.count - 1); array.removeLast()
        buffer.removeSuffix(from: 80); array.removeSubrange(80...)
        buffer[3] = "replaced"; array[3] = "replaced"
        #expect(buffer.pointer(4).pointee == array[4])
        #expect(buffer.count == array.count)
        let taken = buffer.takeArray()
        #expect(taken == array)
        #expect(taken.capacity == taken.count || taken.capacity < taken.count + 4)
        #expect(buffer.isEmpty)
        // Taken once: the buffer starts over.
        buffer.append("again")
        #expect(buffer.takeArray() == ["again"])
    }

    @Test func sortIsStableLikeArraySort() {
        var buffer = FactBuffer<(key: Int, name: String)>()
        var array: [(key: Int, name: String)] = []
        var state: UInt64 = 5
        for k in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let e = (key: Int(state >> 60), name: Self.label(k))
            buffer.append(e); array.append(e)
        }
        buffer.sort { $0.key < $1.key }
        array.sort { $0.key < $1.key }
        #expect(buffer.takeArray().map(\.name) == array.map(\.name))
    }

    @Test func emptyAndReleased() {
        var buffer = FactBuffer<String>()
        #expect(buffer.takeArray().isEmpty)
        buffer.append(Self.label(1))
        buffer.release()
        #expect(buffer.count == 0)
        buffer.removeSuffix(from: 0)
        #expect(buffer.takeArray().isEmpty)
    }
}
