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
    /// Returns the cycles found and whether more may exist.
    public static func elementaryCycles(in component: [Int], successors: [[Int]], limit: Int) -> (cycles: [[Int]], truncated: Bool) {
        let members = Set(component)
        var found: [[Int]] = []
        var seen = Set<[Int]>()
        // For every edge (u -> v) inside the component, the shortest cycle through that edge.
        for u in component {
            for v in successors[u] where members.contains(v) {
                guard let back = shortestPath(from: v, to: u, within: members, successors: successors) else { continue }
                var cycle = [u] + back.dropLast()
                if cycle.count > 1 || u == v {
                    cycle = rotateToSmallest(cycle)
                    if seen.insert(cycle).inserted { found.append(cycle) }
                }
            }
        }
        found.sort { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        if found.count > limit { return (Array(found.prefix(limit)), true) }
        return (found, false)
    }

    private static func shortestPath(from start: Int, to goal: Int, within members: Set<Int>, successors: [[Int]]) -> [Int]? {
        if start == goal { return [start] }
        var parent: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let x = queue[head]
            head += 1
            for y in successors[x] where members.contains(y) && parent[y] == nil {
                parent[y] = x
                if y == goal {
                    var path = [y]
                    var cur = y
                    while cur != start, let p = parent[cur] { cur = p; path.append(cur) }
                    return path.reversed()
                }
                queue.append(y)
            }
        }
        return nil
    }

    private static func rotateToSmallest(_ cycle: [Int]) -> [Int] {
        guard let minIndex = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return cycle }
        return Array(cycle[minIndex...] + cycle[..<minIndex])
    }
}
