import Foundation

/// Work spread over threads with results in input order, whatever the scheduling: the one
/// concurrency primitive of the pipeline (per-file scan, per-file graph, rules).
public enum ConcurrentMap {
    /// `body(i, &state)` for every `i` in `0..<count`, on up to `workers` threads that take the
    /// next index when done; each worker owns one `state` (a reusable read buffer, say), handed
    /// to `finish` when the worker is done.
    public static func map<T, State>(count: Int, workers: Int, state makeState: @Sendable () -> State,
                                     finish: @Sendable (inout State) -> Void = { _ in },
                                     _ body: @Sendable (Int, inout State) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            var state = makeState()
            while case let i = next.take(), i < count {
                slots.store(i, body(i, &state))
            }
            finish(&state)
        }
        return slots.results()
    }

    public static func map<T>(count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        map(count: count, workers: workers, state: { () }, { i, _ in body(i) })
    }

    /// One slot per index, each written by exactly one worker.
    private final class Slots<T>: @unchecked Sendable {
        private var values: [T?]
        private let lock = NSLock()

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func store(_ index: Int, _ value: T) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }

        func results() -> [T] {
            lock.lock()
            defer { lock.unlock() }
            return values.compactMap { $0 }
        }
    }

    /// Hands out indices.
    private final class Counter: @unchecked Sendable {
        private var value = -1
        private let lock = NSLock()

        func take() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
