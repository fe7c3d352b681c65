#if canImport(Glibc)
import Glibc
#endif

/// Memory policy of a one-shot command-line run.
enum ProcessLifetime {
    /// Objects that live until `exit`. Releasing an analysed workspace (millions of small
    /// strings and arrays) one object at a time costs more than the whole rules phase, and the
    /// process ends right after the report: the kernel takes the pages back at once.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) { kept.append(value) }

    /// glibc hands every block over 128 KB (a large file's token array) back to the kernel when
    /// freed and page-faults it in again for the next file; a run allocates in waves, so keep
    /// freed memory in the heap instead.
    static func tuneAllocator() {
        #if canImport(Glibc)
        // `mallopt` lives in <malloc.h>, which the Glibc module does not export.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        _ = mallopt(topPad, 16 << 20)
        #endif
    }
}
