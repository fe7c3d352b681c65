import ArchlintGraph
import Testing

struct CyclesTests {
    @Test func findsComponentsOfATwoCycleAndALeaf() {
        // 0 <-> 1, 1 -> 2
        let succ = [[1], [0, 2], []]
        #expect(Cycles.stronglyConnectedComponents(succ) == [[0, 1], [2]])
    }

    @Test func selfLoopIsItsOwnCycle() {
        let succ = [[0]]
        let (cycles, truncated) = Cycles.elementaryCycles(in: [0], successors: succ, limit: 10)
        #expect(cycles == [[0]])
        #expect(!truncated)
    }

    @Test func cyclesAreShortestFirstAndStartAtTheSmallestNode() {
        // 0 -> 1 -> 2 -> 0 and 1 -> 0
        let succ = [[1], [0, 2], [0]]
        let comps = Cycles.stronglyConnectedComponents(succ)
        #expect(comps == [[0, 1, 2]])
        let (cycles, _) = Cycles.elementaryCycles(in: comps[0], successors: succ, limit: 10)
        #expect(cycles == [[0, 1], [0, 1, 2]])
    }

    @Test func limitTruncatesAndSaysSo() {
        // A complete graph on 5 nodes has many cycles.
        let succ = (0..<5).map { i in (0..<5).filter { $0 != i } }
        let (cycles, truncated) = Cycles.elementaryCycles(in: Array(0..<5), successors: succ, limit: 3)
        #expect(cycles.count == 3)
        #expect(truncated)
        #expect(cycles.allSatisfy { $0.count == 2 })
    }

    /// One shortest-path search per edge is quadratic in a big component: a 5,000-module ring
    /// (generated code, or hostile input) stops at the work budget and says it is truncated.
    @Test func hugeComponentStopsAtTheWorkBudget() {
        let n = 5_000
        let succ = (0..<n).map { [($0 + 1) % n] }
        let clock = ContinuousClock()
        var result: (cycles: [[Int]], truncated: Bool) = ([], false)
        // 25 million edge visits without a budget; a smaller budget than the default keeps the
        // unoptimised test build fast.
        let elapsed = clock.measure {
            result = Cycles.elementaryCycles(in: Array(0..<n), successors: succ, limit: 10, workBudget: 1_000_000)
        }
        #expect(result.cycles == [Array(0..<n)])
        #expect(result.truncated)
        #expect(elapsed < .seconds(10))
        // The same ring within budget: complete, not truncated.
        let small = (0..<50).map { [($0 + 1) % 50] }
        let complete = Cycles.elementaryCycles(in: Array(0..<50), successors: small, limit: 10)
        #expect(complete.cycles == [Array(0..<50)])
        #expect(!complete.truncated)
    }

    @Test func longChainDoesNotOverflowTheStack() {
        let n = 200_000
        var succ = (0..<n).map { [$0 + 1] }
        succ[n - 1] = [0]
        let comps = Cycles.stronglyConnectedComponents(succ)
        #expect(comps.count == 1)
        #expect(comps[0].count == n)
    }
}

struct ModuleMaskTests {
    /// Bits across word boundaries, set and cleared, against a plain array of flags.
    @Test func bitsAgreeWithAnArrayOfFlags() {
        for count in [0, 1, 63, 64, 65, 130, 1_000] {
            var mask = ModuleMask(count: count)
            var flags = [Bool](repeating: false, count: count)
            var state: UInt64 = 9
            for _ in 0..<(count * 2) {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                let k = Int(state >> 33) % count
                let value = state & (1 << 20) != 0
                mask[k] = value
                flags[k] = value
            }
            #expect((0..<count).allSatisfy { mask[$0] == flags[$0] }, "count \(count)")
        }
    }
}
