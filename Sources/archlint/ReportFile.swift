import ArchlintEngine
import Foundation

/// `--output` files.
enum ReportFile {
    /// Writes `text` to a new file beside `path` and renames it over `path`: an editor or a CI
    /// step reading the report never sees half of it. Not flushed to disk first (Foundation's
    /// atomic write does, and that was a third of a small run): a report is made again, not
    /// recovered after a power cut.
    static func writeReplacing(_ path: String, _ text: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder.isEmpty ? "" : folder) + "/.\(name).archlint-\(getpid()).tmp"
        func failure(_ code: Int32) -> InputError {
            InputError("cannot write \(path): \(String(cString: strerror(code)))")
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        if fd < 0 { throw failure(errno) }
        var text = text
        let written: Int32 = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let r = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if r < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += r
            }
            return 0
        }
        let closed = close(fd) == 0 ? 0 : errno
        if written != 0 || closed != 0 {
            unlink(temporary)
            throw failure(written != 0 ? written : closed)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }
}
