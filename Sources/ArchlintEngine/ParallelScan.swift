import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace
import Dispatch
import Foundation

/// Per-file work (read, tokenize, extract facts) on all cores. Each worker writes only its own
/// slots of a pre-sized buffer, so the result order (and thus the output) does not depend on
/// the number of workers.
enum ParallelScan {
    enum Outcome: Sendable {
        case facts(FileFacts, byteCount: Int)
        case skipped(String)
    }

    /// Files larger than this are skipped with a note: no Swift source is that large, and a
    /// generated blob would only cost time.
    static let maximumFileSize = 64 * 1024 * 1024

    static func run(_ files: [DiscoveredFile], jobs: Int, regexMode: @Sendable (String) -> Lexer.RegexMode,
                    unsavedSources: [String: [UInt8]] = [:]) -> [Outcome] {
        ConcurrentMap.map(count: files.count, workers: jobs, state: { ReadBuffer() }, finish: { $0.release() }) { i, buffer in
            if !unsavedSources.isEmpty, let text = unsavedSources[files[i].absolutePath] {
                return text.withUnsafeBufferPointer { outcome(of: $0, file: files[i], regexMode: regexMode(files[i].relativePath)) }
            }
            return scanOne(files[i], regexMode: regexMode(files[i].relativePath), buffer: &buffer)
        }
    }

    static func scanOne(_ file: DiscoveredFile, regexMode: Lexer.RegexMode) -> Outcome {
        var buffer = ReadBuffer()
        defer { buffer.release() }
        return scanOne(file, regexMode: regexMode, buffer: &buffer)
    }

    /// Reads with `open` / `read` into a buffer the worker reuses across files (no `Data`, no
    /// `FileHandle`, one allocation per worker instead of one per file).
    static func scanOne(_ file: DiscoveredFile, regexMode: Lexer.RegexMode, buffer: inout ReadBuffer) -> Outcome {
        let fd = open(file.absolutePath, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return .skipped("cannot read file (permission denied or vanished)") }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG {
            buffer.ensure(min(Int(st.st_size), maximumFileSize) + 1)
        }
        var count = 0
        while true {
            if count == buffer.capacity {
                if count > maximumFileSize { break }
                buffer.ensure(min(max(buffer.capacity * 2, 65536), maximumFileSize + 1))
            }
            let r = read(fd, buffer.base + count, buffer.capacity - count)
            if r < 0 {
                if errno == EINTR { continue }
                // Rare: let Foundation read again so the message stays the same as before.
                return scanOneWithFileHandle(file, regexMode: regexMode)
            }
            if r == 0 { break }
            count += r
        }
        return outcome(of: UnsafeBufferPointer(start: count == 0 ? nil : UnsafePointer(buffer.base), count: count), file: file, regexMode: regexMode)
    }

    /// A file's bytes, read from disk or an editor's unsaved text: too large, binary, or facts.
    static func outcome(of bytes: UnsafeBufferPointer<UInt8>, file: DiscoveredFile, regexMode: Lexer.RegexMode) -> Outcome {
        if bytes.count > maximumFileSize { return .skipped("larger than 64 MB, skipped") }
        if looksBinary(bytes) { return .skipped("binary file (NUL bytes in the first 8 KB), skipped") }
        return .facts(FactsExtractor.extract(path: file.relativePath, bytes: bytes, regexMode: regexMode), byteCount: bytes.count)
    }

    static func scanOneWithFileHandle(_ file: DiscoveredFile, regexMode: Lexer.RegexMode) -> Outcome {
        guard let handle = FileHandle(forReadingAtPath: file.absolutePath) else {
            return .skipped("cannot read file (permission denied or vanished)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            return .skipped("cannot read file: \(error.localizedDescription)")
        }
        return data.withUnsafeBytes { outcome(of: $0.bindMemory(to: UInt8.self), file: file, regexMode: regexMode) }
    }

    /// A growable byte buffer owned by one worker.
    struct ReadBuffer {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        init(capacity: Int = 1 << 16) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }
        /// Grows to at least `needed` bytes, keeping the content.
        mutating func ensure(_ needed: Int) {
            guard needed > capacity else { return }
            let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: needed)
            fresh.update(from: base, count: capacity)
            base.deallocate()
            base = fresh
            capacity = needed
        }
        func release() { base.deallocate() }
    }

    /// A `.swift` file with several NUL bytes near its start is not source code.
    static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let limit = min(bytes.count, 8192)
        var nuls = 0
        var from = 0
        // memchr scans a vector at a time: source files hold no NUL, so this is one call per file.
        while from < limit, let hit = memchr(base + from, 0, limit - from) {
            nuls += 1
            if nuls >= 4 { return true }
            from = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        }
        return false
    }
}
