/// A growable list of facts while one file is extracted, handed over as an exactly sized array
/// by moving its elements. Facts stay in memory for the whole run, so their arrays must not keep
/// the spare capacity that growing by appends leaves; shrinking a Swift array copies every fact
/// (a retain per string) and then destroys the originals (a release per string).
struct FactBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private(set) var count = 0

    init() {}

    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: value)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let bigger = Swift.max(8, capacity * 2)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: bigger)
        if let base {
            fresh.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = fresh
        capacity = bigger
    }

    subscript(i: Int) -> Element {
        @inline(__always) _read {
            precondition(i >= 0 && i < count, "fact index out of range")
            yield base.unsafelyUnwrapped[i]
        }
        @inline(__always) _modify {
            precondition(i >= 0 && i < count, "fact index out of range")
            yield &base.unsafelyUnwrapped[i]
        }
    }

    /// The element at `i`, read in place (a subscript read of a field can copy the whole fact).
    @inline(__always) func pointer(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(i >= 0 && i < count, "fact index out of range")
        return base.unsafelyUnwrapped + i
    }

    /// Drops the elements from `start` on.
    mutating func removeSuffix(from start: Int) {
        guard start < count else { return }
        (base.unsafelyUnwrapped + start).deinitialize(count: count - start)
        count = start
    }

    mutating func remove(at i: Int) {
        precondition(i >= 0 && i < count, "fact index out of range")
        let p = base.unsafelyUnwrapped
        (p + i).deinitialize(count: 1)
        (p + i).moveInitialize(from: p + i + 1, count: count - i - 1)
        count -= 1
    }

    /// Sorts in place; stable, as `Array.sort` is.
    mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        var all = UnsafeMutableBufferPointer(start: base, count: count)
        all.sort(by: areInIncreasingOrder)
    }

    /// The elements as an array of exactly their count; the buffer is empty afterwards.
    mutating func takeArray() -> [Element] {
        guard let base, count > 0 else { release(); return [] }
        let n = count
        let array = [Element](unsafeUninitializedCapacity: n) { out, initialized in
            out.baseAddress.unsafelyUnwrapped.moveInitialize(from: base, count: n)
            initialized = n
        }
        count = 0
        release()
        return array
    }

    /// Destroys what is left and frees the storage.
    mutating func release() {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
        base = nil
        capacity = 0
        count = 0
    }
}
