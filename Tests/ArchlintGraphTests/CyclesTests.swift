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

    @Test func longChainDoesNotOverflowTheStack() {
        let n = 200_000
        var succ = (0..<n).map { [$0 + 1] }
        succ[n - 1] = [0]
        let comps = Cycles.stronglyConnectedComponents(succ)
        #expect(comps.count == 1)
        #expect(comps[0].count == n)
    }
}
