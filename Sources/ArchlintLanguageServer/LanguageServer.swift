import ArchlintEngine
import ArchlintRules
import Foundation

/// `archlint lsp`: a Language Server Protocol session over one client. Each open Swift document
/// is linted as `archlint FILE` lints it (the whole project read, with the rules.json that
/// applies to the file), with the editor's unsaved text in place of the disk's, and its
/// findings published as diagnostics. Open documents of one project share one run.
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
    private var initializeReceived = false
    private var shutdownRequested = false
    private var encoding = PositionEncoding.utf16
    private var relatedInformation = false
    private var watchesFiles = false
    /// The workspace folder the client named, for relative paths in its settings.
    private var workspaceFolder: String?
    /// Open documents by standardized path.
    private var documents: [String: Document] = [:]
    /// Documents whose diagnostics are out of date.
    private var stale = Set<String>()
    /// Error messages shown, so that a broken rules.json is announced once, not at every key;
    /// forgotten once a lint succeeds, so that breaking it again is announced again.
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
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) else {
            respondError(id: NSNull(), code: -32700, message: "not a JSON-RPC message: the body is not JSON")
            return
        }
        guard let message = object as? [String: Any] else {
            // LSP sends no batches; a JSON value that is no object is no request.
            respondError(id: NSNull(), code: -32600, message: "not a JSON-RPC message: a message is a JSON object")
            return
        }
        let id = message["id"]
        guard let rawMethod = message["method"] else {
            // A response to a request of ours (the file watcher's registration): nothing to do.
            if id == nil { respondError(id: NSNull(), code: -32600, message: "a message needs a method") }
            return
        }
        guard let method = rawMethod as? String else {
            respondError(id: id ?? NSNull(), code: -32600, message: "a message's method is a string")
            return
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        if !initializeReceived && method != "initialize" {
            if let id { respondError(id: id, code: -32002, message: "the server is not initialized yet") }
            return
        }
        // After `shutdown` only `exit` is expected: requests are refused, notifications dropped.
        if shutdownRequested {
            if let id { respondError(id: id, code: -32600, message: "the server is shutting down") }
            return
        }
        switch method {
        case "initialize":
            guard !initializeReceived else {
                respondError(id: id ?? NSNull(), code: -32600, message: "initialize was already received")
                return
            }
            initialize(params)
            respond(id: id ?? NSNull(), result: [
                "capabilities": [
                    "positionEncoding": encoding.rawValue,
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]] as [String: Any],
                ] as [String: Any],
                "serverInfo": ["name": "archlint", "version": toolVersion],
            ])
        case "initialized":
            // What changes findings outside the open files: rules.json, manifests, other sources.
            if watchesFiles {
                write(["jsonrpc": "2.0", "id": "archlint-watch-files", "method": "client/registerCapability", "params": [
                    "registrations": [["id": "archlint-watch-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": [
                        "watchers": [["globPattern": "**/rules.json"], ["globPattern": "**/Package.swift"], ["globPattern": "**/*.swift"]],
                    ]] as [String: Any]],
                ]])
            }
        case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWorkspaceFolders":
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
            // What one file declares can change another's findings (a type moved layers):
            // the open files are linted again, one run per project.
            markOpenSwiftDocumentsStale()
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            markOpenSwiftDocumentsStale()
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

    private func markOpenSwiftDocumentsStale() {
        stale.formUnion(documents.keys.filter { $0.hasSuffix(".swift") })
    }

    private func initialize(_ params: [String: Any]) {
        initializeReceived = true
        let capabilities = params["capabilities"] as? [String: Any] ?? [:]
        if let general = capabilities["general"] as? [String: Any],
           let offered = general["positionEncodings"] as? [String], offered.contains("utf-8") {
            encoding = .utf8
        }
        let textDocument = capabilities["textDocument"] as? [String: Any]
        relatedInformation = (textDocument?["publishDiagnostics"] as? [String: Any])?["relatedInformation"] as? Bool ?? false
        let workspace = capabilities["workspace"] as? [String: Any]
        watchesFiles = (workspace?["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool ?? false
        let folderURI = ((params["workspaceFolders"] as? [[String: Any]])?.first?["uri"] as? String) ?? params["rootUri"] as? String
        workspaceFolder = folderURI.flatMap(DiagnosticConversion.path(ofURI:)) ?? params["rootPath"] as? String
        // Editors' settings (`init_options`, VS Code's `initializationOptions`) may name the
        // configuration and baseline, relative to the workspace; command-line options win.
        if let settings = params["initializationOptions"] as? [String: Any] {
            if options.configPath == nil, let config = settings["config"] as? String, !config.isEmpty {
                options.configPath = existingSetting("config", config)
            }
            if options.baselinePath == nil, let baseline = settings["baseline"] as? String, !baseline.isEmpty {
                options.baselinePath = existingSetting("baseline", baseline)
            }
        }
    }

    /// A path from the client's settings, made absolute from the workspace folder; nil (and
    /// said) when nothing is there.
    private func existingSetting(_ name: String, _ written: String) -> String? {
        let base = workspaceFolder ?? FileManager.default.currentDirectoryPath
        let path = written.hasPrefix("/") ? written : base + "/" + written
        if FileManager.default.fileExists(atPath: path) { return path }
        notify("window/showMessage", ["type": 1, "message": "archlint: the \(name) file \(written) in the settings does not exist (looked for \(path)); it is not used"])
        return nil
    }

    // MARK: Linting

    /// Lints the documents whose diagnostics are out of date, one run per project, and
    /// publishes their diagnostics.
    public func lintPending() {
        let paths = stale.sorted()
        stale.removeAll()
        let unsaved = documents.mapValues(\.text)
        var groups: [String: [String]] = [:]
        var alone: [String] = []
        for path in paths where documents[path] != nil {
            // A file that is not on disk yet (a new buffer) belongs to no project to read.
            guard FileManager.default.fileExists(atPath: path) else {
                publish(path, [])
                continue
            }
            if let project = LintRunner.projectFolder(forFile: path, configPath: options.configPath) {
                groups[project, default: []].append(path)
            } else {
                alone.append(path)
            }
        }
        for (run, paths) in groups.sorted(by: { $0.key < $1.key }).map({ ($0.key, $0.value) }) + alone.map({ ($0, [$0]) }) {
            do {
                let result = try LintRunner.run(LintRequest(paths: [run], configPath: options.configPath, jobs: options.jobs,
                                                            baselinePath: options.baselinePath, unsavedSources: unsaved))
                let conversion = DiagnosticConversion(root: result.rootPath, lines: LineSource(unsaved: unsaved), encoding: encoding,
                                                      relatedInformation: relatedInformation,
                                                      clientURIs: documents.mapValues(\.uri))
                var byPath: [String: [[String: Any]]] = [:]
                let wanted = Set(paths)
                for finding in result.findings {
                    let path = DiagnosticConversion.absolute(finding.span.file, root: result.rootPath)
                    if wanted.contains(path) { byPath[path, default: []].append(conversion.diagnostic(finding)) }
                }
                for path in paths { publish(path, byPath[path] ?? []) }
                shownErrors.removeAll()
            } catch {
                // A broken rules.json: said once, and no stale findings left on screen.
                let text = "archlint: \(error)"
                if shownErrors.insert(text).inserted {
                    notify("window/showMessage", ["type": 1, "message": text])
                }
                for path in paths { publish(path, []) }
            }
        }
    }

    // MARK: Output

    private func publish(_ path: String, _ diagnostics: [[String: Any]]) {
        guard let document = documents[path] else { return }
        publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
    }

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

    /// `text` put in place of `range` (LSP positions in `encoding`) of `document`. Lines end
    /// at `\n`, `\r\n` or a lone `\r`.
    static func applying(_ text: String, to range: [String: Any], in document: [UInt8], encoding: PositionEncoding) -> [UInt8] {
        func offset(_ position: Any?) -> Int {
            guard let position = position as? [String: Any], let line = position["line"] as? Int,
                  let character = position["character"] as? Int else { return document.count }
            var i = 0
            var currentLine = 0
            while currentLine < line && i < document.count {
                if document[i] == 13 && i + 1 < document.count && document[i + 1] == 10 { i += 1 }
                if document[i] == 10 || document[i] == 13 { currentLine += 1 }
                i += 1
            }
            var units = 0
            while i < document.count && document[i] != 10 && document[i] != 13 && units < character {
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
