import Foundation

/// Files archlint writes when asked: reports (`--output`), baselines, `rules.json` from `init`.
public enum OutputFile {
    /// Writes `text` to a new file beside `path` and renames it over `path`: an editor or a CI
    /// step reading the report never sees half of it. Not flushed to disk first (Foundation's
    /// atomic write does, and that was a third of a small run): a report is made again, not
    /// recovered after a power cut.
    ///
    /// What is not a plain file is written into, not replaced: `--output /dev/stdout`, a named
    /// pipe, `>(jq ...)`; a rename would put a file where the device or pipe was (as root,
    /// over `/dev/stdout` itself). A symbolic link to a file keeps being a link: the file it
    /// points to is replaced.
    ///
    /// `kind` names the file in messages (`cannot write baseline PATH: reason`).
    public static func writeReplacing(_ path: String, _ text: String, kind: String? = nil) throws {
        let shown = kind.map { "\($0) \(path)" } ?? path
        var target = stat()
        if stat(path, &target) == 0 && (target.st_mode & S_IFMT) != S_IFREG {
            return try writeInPlace(path, text, shownAs: shown)
        }
        var link = stat()
        if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return try writeThroughRename(String(cString: resolved), text, shownAs: shown)
        }
        try writeThroughRename(path, text, shownAs: shown)
    }

    private static func failure(_ shown: String, _ code: Int32) -> InputError {
        InputError("cannot write \(shown): \(String(cString: strerror(code)))")
    }

    /// All of `text` to `fd` (through short writes and interruptions); 0, or the errno of the
    /// first failure. The standard streams are written with it too: Foundation's
    /// `FileHandle.write(_:)` traps on a full disk or a closed descriptor.
    public static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
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
    }

    /// All of `text` to `fd`, then closes it; 0, or the errno of the first failure.
    private static func writeAndClose(_ fd: Int32, _ text: String) -> Int32 {
        let written = writeAll(fd, text)
        let closed = close(fd) == 0 ? 0 : errno
        return written != 0 ? written : closed
    }

    private static func writeInPlace(_ path: String, _ text: String, shownAs shown: String) throws {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        if fd < 0 { throw failure(shown, errno) }
        let code = writeAndClose(fd, text)
        if code != 0 { throw failure(shown, code) }
    }

    private static func writeThroughRename(_ path: String, _ text: String, shownAs shown: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder.isEmpty ? "" : folder) + "/.\(name).archlint-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        if fd < 0 { throw failure(shown, errno) }
        let code = writeAndClose(fd, text)
        if code != 0 {
            unlink(temporary)
            throw failure(shown, code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(shown, code)
        }
    }
}
