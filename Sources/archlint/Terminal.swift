import ArchlintEngine
import Foundation

/// Output streams and what the terminal supports. Colour only on a TTY, never with NO_COLOR.
struct Terminal {
    var stdoutIsTTY: Bool { isatty(STDOUT_FILENO) == 1 }

    func useColor(noColorFlag: Bool) -> Bool {
        if noColorFlag { return false }
        if let v = ProcessInfo.processInfo.environment["NO_COLOR"], !v.isEmpty { return false }
        if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
        return stdoutIsTTY
    }

    /// A write to standard output failed (a full disk, a closed descriptor, a reader that went
    /// away): the command's output is incomplete, so the run ends with exit 2.
    struct OutputFailure: Error {
        var code: Int32
        /// The reader of a pipe went away (`archlint | head -1` with SIGPIPE ignored): it asked
        /// for no more, so nothing is said about it.
        var isClosedPipe: Bool { code == EPIPE }
        var message: String { "cannot write standard output: \(String(cString: strerror(code)))" }
    }

    /// Standard output was closed when the run started (`archlint --version >&-`).
    private let stdoutWasClosed: Bool

    /// A closed standard output or error gets `/dev/null` in its place, so that no file the run
    /// opens later (a baseline, a report's temporary file) takes descriptor 1 or 2 and receives
    /// the report or the diagnostics; the report still fails as it would on the closed stream.
    init() {
        let closed = { (fd: Int32) in fcntl(fd, F_GETFD) == -1 && errno == EBADF }
        stdoutWasClosed = closed(STDOUT_FILENO)
        for fd in [STDOUT_FILENO, STDERR_FILENO] where closed(fd) {
            let null = open("/dev/null", O_WRONLY)
            if null >= 0 && null != fd { dup2(null, fd); close(null) }
        }
    }

    func write(_ text: String) throws {
        if stdoutWasClosed { throw OutputFailure(code: EBADF) }
        let code = OutputFile.writeAll(STDOUT_FILENO, text)
        if code != 0 { throw OutputFailure(code: code) }
    }

    /// Diagnostics are written when they can be: a full or closed standard error loses them
    /// but does not change what the run did or its exit code.
    func error(_ text: String) {
        _ = OutputFile.writeAll(STDERR_FILENO, text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes a report to `--output` (atomically) or stdout.
    func emit(_ text: String, to output: String?) throws {
        if let output {
            try OutputFile.writeReplacing(output, text)
        } else {
            try write(text)
        }
    }
}
