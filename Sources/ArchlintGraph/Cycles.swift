/// Graph algorithms over dense integer node ids, iterative so that a 100,000-module chain
/// cannot overflow the stack.
public enum Cycles {
    /// Tarjan's strongly connected components. `successors[v]` must be sorted for
    /// deterministic output. Components are returned with their nodes sorted, and the
    /// components ordered by their smallest node.
    public static func stronglyConnectedComponents(_ successors: [[Int]]) -> [[Int]] {
        let n = successors.count
        var index = [Int](repeating: -1, count: n)
        var low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = []
        var next = 0
        var result: [[Int]] = []
        // Explicit call stack: (node, position in its successor list).
        var work: [(Int, Int)] = []
        for start in 0..<n where index[start] < 0 {
            work.append((start, 0))
            while let (v, i) = work.last {
                if i == 0 && index[v] < 0 {
                    index[v] = next
                    low[v] = next
                    next += 1
                    stack.append(v)
                    onStack[v] = true
                }
                let succ = successors[v]
                if i < succ.count {
                    work[work.count - 1].1 = i + 1
                    let w = succ[i]
                    if index[w] < 0 {
                        work.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                    continue
                }
                work.removeLast()
                if let (parent, _) = work.last {
                    low[parent] = min(low[parent], low[v])
                }
                if low[v] == index[v] {
                    var component: [Int] = []
                    while let w = stack.popLast() {
                        onStack[w] = false
                        component.append(w)
                        if w == v { break }
                    }
                    result.append(component.sorted())
                }
            }
        }
        return result.sorted { ($0.first ?? 0) < ($1.first ?? 0) }
    }

    /// Elementary cycles inside one strongly connected component, shortest first, at most
    /// `limit`. Each cycle starts at its smallest node (so the output is deterministic) and
    /// is found by breadth-first search for the shortest path back to the start, which
    /// stays polynomial where enumerating every cycle (Johnson) can explode.
    /// One search per edge is O(E·(V+E)): a component of thousands of modules (generated or
    /// hostile) stops after `workBudget` edge visits and reports what it found as truncated.
    /// Returns the cycles found and whether more may exist.
    public static func elementaryCycles(in component: [Int], successors: [[Int]], limit: Int,
                                        workBudget: Int = 20_000_000) -> (cycles: [[Int]], truncated: Bool) {
        // Dense per-node scratch, reset by generation stamps instead of per search.
        var isMember = [Bool](repeating: false, count: successors.count)
        for v in component { isMember[v] = true }
        var parent = [Int](repeating: -1, count: successors.count)
        var stamp = [Int](repeating: 0, count: successors.count)
        var generation = 0
        var queue: [Int] = []
        var work = 0
        var found: [[Int]] = []
        var seen = Set<[Int]>()
        var exhausted = false

        /// Shortest path start -> goal inside the component, both ends included.
        func shortestPath(from start: Int, to goal: Int) -> [Int]? {
            if start == goal { return [start] }
            generation += 1
            stamp[start] = generation
            parent[start] = start
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var head = 0
            while head < queue.count {
                let x = queue[head]
                head += 1
                for y in successors[x] {
                    work += 1
                    guard isMember[y], stamp[y] != generation else { continue }
                    stamp[y] = generation
                    parent[y] = x
                    if y == goal {
                        var path = [y]
                        var cur = y
                        while cur != start { cur = parent[cur]; path.append(cur) }
                        return path.reversed()
                    }
                    queue.append(y)
                }
            }
            return nil
        }

        // For every edge (u -> v) inside the component, the shortest cycle through that edge.
        search: for u in component {
            for v in successors[u] where isMember[v] {
                if work > workBudget { exhausted = true; break search }
                guard let back = shortestPath(from: v, to: u) else { continue }
                var cycle = [u] + back.dropLast()
                if cycle.count > 1 || u == v {
                    cycle = rotateToSmallest(cycle)
                    if seen.insert(cycle).inserted { found.append(cycle) }
                }
            }
        }
        found.sort { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        if found.count > limit { return (Array(found.prefix(limit)), true) }
        return (found, exhausted)
    }

    private static func rotateToSmallest(_ cycle: [Int]) -> [Int] {
        guard let minIndex = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return cycle }
        return Array(cycle[minIndex...] + cycle[..<minIndex])
    }
}
