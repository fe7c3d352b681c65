import Foundation

/// Reads one line of a source file, for reporters that need UTF-16 columns (SARIF, GitHub).
/// Files are read once and kept: a report touches few files, and findings come sorted by file.
enum SourceLines {
    private static let cache = Cache()

    static func line(_ number: Int, ofFile path: String) -> [UInt8]? {
        cache.line(number, ofFile: path)
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: [ArraySlice<UInt8>]] = [:]

        func line(_ number: Int, ofFile path: String) -> [UInt8]? {
            lock.lock()
            defer { lock.unlock() }
            if files[path] == nil {
                guard let data = FileManager.default.contents(atPath: path) else { return nil }
                let bytes = [UInt8](data)
                files[path] = bytes.split(separator: 10, omittingEmptySubsequences: false)
            }
            guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
            var line = Array(lines[number - 1])
            if line.last == 13 { line.removeLast() }
            return line
        }
    }
}
