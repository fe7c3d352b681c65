import Foundation

extension LanguageServer {
    /// Serves the client on standard input and output until `exit` or the end of input, and
    /// gives the exit status. A lint runs once the client has been quiet for `settle` seconds,
    /// so a burst of keystrokes costs one lint, and at the latest `longestWait` seconds after
    /// the first change, so that steady typing still sees its findings.
    public static func serveStandardStreams(options: Options, toolVersion: String, settle: Double = 0.15,
                                            longestWait: Double = 1.0) -> Int32 {
        let server = LanguageServer(options: options, toolVersion: toolVersion) { bytes in
            bytes.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = Foundation.write(1, raw.baseAddress! + done, raw.count - done)
                    if n < 0 { if errno == EINTR { continue } else { return } }
                    done += n
                }
            }
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        var pendingSince: Date?
        while server.exitCode == nil {
            if server.hasPendingWork {
                let since = pendingSince ?? Date()
                pendingSince = since
                let left = longestWait - Date().timeIntervalSince(since)
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                let ready = left <= 0 ? 0 : poll(&descriptor, 1, Int32(min(settle, left) * 1000))
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 {
                    server.lintPending()
                    pendingSince = nil
                    continue
                }
            }
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                server.endOfInput()
                break
            }
            server.receive(chunk[0..<n])
        }
        return server.exitCode ?? 1
    }
}
