import ArchlintEngine
import ArchlintRules
import Foundation

/// `archlint lsp`: a Language Server Protocol session over one client. Each open Swift document
/// is linted as `archlint FILE` lints it (the whole project read, that file reported), with the
/// editor's unsaved text in place of the disk's, and its findings published as diagnostics.
///
/// The session is driven from outside (`receive` the bytes that arrive, `lintPending` when the
/// client pauses), so that typing bursts cost one lint and tests need no process.
public final class LanguageServer {
    public struct Options: Sendable {
        /// `--config`: else the rules.json that applies to each file, as on the command line.
        public var configPath: String?
        /// `--baseline`: findings it records are not shown.
        public var baselinePath: String?
        public var jobs: Int?
        public init(configPath: String? = nil, baselinePath: String? = nil, jobs: Int? = nil) {
            self.configPath = configPath
            self.baselinePath = baselinePath
            self.jobs = jobs
        }
    }

    private struct Document {
        var uri: String
        var version: Int?
        var text: [UInt8]
    }

    private var options: Options
    private let send: ([UInt8]) -> Void
    private let toolVersion: String
    private var framing = MessageFraming()
    private var initialized = false
    private var shutdownRequested = false
    private var encoding = PositionEncoding.utf16
    /// Open documents by standardized path.
    private var documents: [String: Document] = [:]
    /// Documents whose diagnostics are out of date.
    private var stale = Set<String>()
    /// Error messages already shown, so that a broken rules.json is not announced at every key.
    private var shownErrors = Set<String>()

    /// Set by `exit`: 0 after `shutdown`, 1 without (the protocol's rule).
    public private(set) var exitCode: Int32?
    public var hasPendingWork: Bool { !stale.isEmpty }

    public init(options: Options = Options(), toolVersion: String, send: @escaping ([UInt8]) -> Void) {
        self.options = options
        self.toolVersion = toolVersion
        self.send = send
    }

    /// Takes the bytes the client wrote, in any chunking, and answers every complete message.
    public func receive(_ bytes: some Collection<UInt8>) {
        framing.append(bytes)
        while exitCode == nil, let item = framing.next() {
            switch item {
            case .message(let body): handle(body)
            case .badHeader(let header):
                respondError(id: NSNull(), code: -32700, message: "message header without a Content-Length: \(header)")
            }
        }
    }

    /// The input ended without `exit`: the client is gone.
    public func endOfInput() {
        if exitCode == nil { exitCode = shutdownRequested ? 0 : 1 }
    }

    // MARK: Messages

    private func handle(_ body: [UInt8]) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)), let message = object as? [String: Any] else {
            respondError(id: NSNull(), code: -32700, message: "not a JSON-RPC message: the body is not a JSON object")
            return
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of ours (we send none) or junk: nothing to answer.
            if id == nil { respondError(id: NSNull(), code: -32600, message: "a message needs a method") }
            return
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        if !initialized && method != "initialize" {
            if let id { respondError(id: id, code: -32002, message: "the server is not initialized yet") }
            return
        }
        if shutdownRequested, let id {
            respondError(id: id, code: -32600, message: "the server is shutting down")
            return
        }
        switch method {
        case "initialize":
            initialize(params)
            respond(id: id ?? NSNull(), result: [
                "capabilities": [
                    "positionEncoding": encoding.rawValue,
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]] as [String: Any],
                ] as [String: Any],
                "serverInfo": ["name": "archlint", "version": toolVersion],
            ])
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWorkspaceFolders":
            break
        case "shutdown":
            shutdownRequested = true
            respond(id: id ?? NSNull(), result: NSNull())
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let path = DiagnosticConversion.path(ofURI: uri) else { return }
            let text = item["text"] as? String ?? ""
            documents[path] = Document(uri: uri, version: item["version"] as? Int, text: Array(text.utf8))
            if path.hasSuffix(".swift") { stale.insert(path) }
        case "textDocument/didChange":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let path = DiagnosticConversion.path(ofURI: uri), var document = documents[path] else { return }
            for change in params["contentChanges"] as? [[String: Any]] ?? [] {
                guard let text = change["text"] as? String else { continue }
                if let range = change["range"] as? [String: Any] {
                    document.text = Self.applying(text, to: range, in: document.text, encoding: encoding)
                } else {
                    document.text = Array(text.utf8)
                }
            }
            document.version = item["version"] as? Int
            documents[path] = document
            if path.hasSuffix(".swift") { stale.insert(path) }
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            // Another file's change can change any open file's findings (a type moved layers).
            stale.formUnion(documents.keys.filter { $0.hasSuffix(".swift") })
        case "textDocument/didClose":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let path = DiagnosticConversion.path(ofURI: uri) else { return }
            documents[path] = nil
            stale.remove(path)
            publish(uri: uri, version: nil, diagnostics: [])
        default:
            if let id { respondError(id: id, code: -32601, message: "archlint does not handle \(method)") }
        }
    }

    private func initialize(_ params: [String: Any]) {
        initialized = true
        if let general = (params["capabilities"] as? [String: Any])?["general"] as? [String: Any],
           let offered = general["positionEncodings"] as? [String], offered.contains("utf-8") {
            encoding = .utf8
        }
        // Editors' settings (`init_options`, VS Code's `initializationOptions`) may name the
        // configuration and baseline; command-line options win.
        if let settings = params["initializationOptions"] as? [String: Any] {
            if options.configPath == nil, let config = settings["config"] as? String, !config.isEmpty { options.configPath = config }
            if options.baselinePath == nil, let baseline = settings["baseline"] as? String, !baseline.isEmpty { options.baselinePath = baseline }
        }
    }

    // MARK: Linting

    /// Lints every document whose diagnostics are out of date and publishes them.
    public func lintPending() {
        let paths = stale.sorted()
        stale.removeAll()
        let unsaved = documents.mapValues(\.text)
        for path in paths {
            guard let document = documents[path] else { continue }
            // A file that is not on disk yet (a new buffer) belongs to no project to read.
            guard FileManager.default.fileExists(atPath: path) else {
                publish(uri: document.uri, version: document.version, diagnostics: [])
                continue
            }
            do {
                let result = try LintRunner.run(LintRequest(paths: [path], configPath: options.configPath, jobs: options.jobs,
                                                            baselinePath: options.baselinePath, unsavedSources: unsaved))
                let lines = LineSource(unsaved: unsaved)
                let diagnostics = result.findings
                    .filter { DiagnosticConversion.absolute($0.span.file, root: result.rootPath) == path }
                    .map { DiagnosticConversion.diagnostic($0, root: result.rootPath, lines: lines, encoding: encoding) }
                publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
            } catch {
                // A broken rules.json: said once, and no stale findings left on screen.
                let text = "archlint: \(error)"
                if shownErrors.insert(text).inserted {
                    notify("window/showMessage", ["type": 1, "message": text])
                }
                publish(uri: document.uri, version: document.version, diagnostics: [])
            }
        }
    }

    // MARK: Output

    private func publish(uri: String, version: Int?, diagnostics: [[String: Any]]) {
        var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
        if let version { params["version"] = version }
        notify("textDocument/publishDiagnostics", params)
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func respond(id: Any, result: Any) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respondError(id: Any, code: Int, message: String) {
        write(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message] as [String: Any]])
    }

    private func write(_ message: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        send(MessageFraming.frame([UInt8](data)))
    }

    // MARK: Incremental edits

    /// `text` put in place of `range` (LSP positions in `encoding`) of `document`.
    static func applying(_ text: String, to range: [String: Any], in document: [UInt8], encoding: PositionEncoding) -> [UInt8] {
        func offset(_ position: Any?) -> Int {
            guard let position = position as? [String: Any], let line = position["line"] as? Int,
                  let character = position["character"] as? Int else { return document.count }
            var i = 0
            var currentLine = 0
            while currentLine < line && i < document.count {
                if document[i] == 10 { currentLine += 1 }
                i += 1
            }
            var units = 0
            while i < document.count && document[i] != 10 && units < character {
                let b = document[i]
                let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                units += encoding == .utf8 ? width : (width == 4 ? 2 : 1)
                i = min(i + width, document.count)
            }
            return i
        }
        let start = offset(range["start"])
        let end = max(offset(range["end"]), start)
        return Array(document[..<start]) + Array(text.utf8) + Array(document[end...])
    }
}
