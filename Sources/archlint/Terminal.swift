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

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes a report to `--output` (atomically) or stdout.
    func emit(_ text: String, to output: String?) throws {
        if let output {
            try OutputFile.writeReplacing(output, text)
        } else {
            write(text)
        }
    }
}
