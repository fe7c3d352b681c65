import Foundation

/// Work spread over threads with results in input order, whatever the scheduling: the one
/// concurrency primitive of the pipeline (per-file scan, per-file graph, rules).
public enum ConcurrentMap {
    /// `body(i, &state)` for every `i` in `0..<count`, on up to `workers` threads that take the
    /// next index when done; each worker owns one `state` (a reusable read buffer, say), handed
    /// to `finish` when the worker is done.
    ///
    /// Inlinable, so that callers get it specialized for their result type: generic, every
    /// stored result asked the runtime for its type's metadata.
    @inlinable
    public static func map<T, State>(count: Int, workers: Int, state makeState: @Sendable () -> State,
                                     finish: @Sendable (inout State) -> Void = { _ in },
                                     _ body: @Sendable (Int, inout State) -> T) -> [T] {
        guard count > 0 else { return [] }
        let next = Counter()
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index is written by exactly one worker, into its own slot; `concurrentPerform`
            // returns after every worker is done, which publishes the slots to this thread.
            let slots = Slots(base: buffer.baseAddress.unsafelyUnwrapped)
            DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(workers, count))) { _ in
                var state = makeState()
                while case let i = next.take(), i < count {
                    (slots.base + i).initialize(to: body(i, &state))
                }
                finish(&state)
            }
            initialized = count
        }
    }

    @inlinable
    public static func map<T>(count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        map(count: count, workers: workers, state: { () }, { i, _ in body(i) })
    }

    /// The result buffer, shared by the workers.
    @usableFromInline
    struct Slots<T>: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<T>
        @inlinable init(base: UnsafeMutablePointer<T>) { self.base = base }
    }

    /// Hands out indices.
    @usableFromInline
    final class Counter: @unchecked Sendable {
        private var value = -1
        private let lock = NSLock()

        @usableFromInline init() {}

        @usableFromInline func take() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
