@testable import ArchlintLanguageServer
import Foundation
import Testing

/// A client's side of a session held in memory: what it sends, and the messages it got back.
private final class Client {
    private(set) var server: LanguageServer!
    private var received: [UInt8] = []
    private var nextID = 1

    init(options: LanguageServer.Options = .init()) {
        server = LanguageServer(options: options, toolVersion: "test") { [unowned self] bytes in received += bytes }
    }

    static func frame(_ object: [String: Any]) -> [UInt8] {
        let body = try! JSONSerialization.data(withJSONObject: object)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        server.receive(Self.frame(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any]? {
        let id = nextID
        nextID += 1
        server.receive(Self.frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return take().first { ($0["id"] as? Int) == id }
    }

    /// Every complete message received so far, in order; they are consumed.
    func take() -> [[String: Any]] {
        var out: [[String: Any]] = []
        while let headerEnd = received.indices.dropLast(3).first(where: { received[$0] == 13 && received[$0 + 1] == 10 && received[$0 + 2] == 13 && received[$0 + 3] == 10 }) {
            let header = String(decoding: received[..<headerEnd], as: UTF8.self)
            let length = Int(header.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
            let body = Data(received[(headerEnd + 4)..<(headerEnd + 4 + length)])
            received.removeFirst(headerEnd + 4 + length)
            out.append(try! JSONSerialization.jsonObject(with: body) as! [String: Any])
        }
        return out
    }

    func initialize(_ capabilities: [String: Any] = [:], options: [String: Any]? = nil) -> [String: Any]? {
        var params: [String: Any] = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        let answer = request("initialize", params)
        notify("initialized")
        return answer
    }

    /// The diagnostics published since the last call, by URI (the last set for each).
    func diagnostics() -> [String: [[String: Any]]] {
        server.lintPending()
        var out: [String: [[String: Any]]] = [:]
        for message in take() where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as! [String: Any]
            out[params["uri"] as! String] = params["diagnostics"] as? [[String: Any]]
        }
        return out
    }
}

/// A layered project on disk: Domain may use nothing, Data may use Domain.
private final class Project {
    let root: URL
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-lsp-\(UUID().uuidString)")
        var all = files
        all["rules.json"] = all["rules.json"] ?? """
            { "version": 1,
              "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
              "allow": { "Domain": [], "Data": ["Domain"] } }
            """
        all["Data/UserDTO.swift"] = all["Data/UserDTO.swift"] ?? "struct UserDTO { let id: String }\n"
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
    }
    func uri(_ path: String) -> String { root.appendingPathComponent(path).absoluteString }
    func text(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
    deinit { try? FileManager.default.removeItem(at: root) }
}

private func position(_ diagnostic: [String: Any], _ end: String) -> (line: Int, character: Int) {
    let p = (diagnostic["range"] as! [String: Any])[end] as! [String: Any]
    return (p["line"] as! Int, p["character"] as! Int)
}

struct LanguageServerSessionTests {
    @Test func initializeAnswersWithFullSyncAndUTF16UnlessTheClientOffersUTF8() throws {
        let client = Client()
        let result = client.initialize()?["result"] as? [String: Any]
        let capabilities = result?["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == "utf-16")
        let sync = capabilities?["textDocumentSync"] as? [String: Any]
        #expect(sync?["openClose"] as? Bool == true && sync?["change"] as? Int == 1)
        #expect((result?["serverInfo"] as? [String: Any])?["name"] as? String == "archlint")

        let utf8 = Client().initialize(["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        #expect(((utf8?["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
    }

    @Test func anOpenDocumentGetsItsFindingsAndTheUnsavedTextIsWhatIsLinted() throws {
        let project = try Project(["Domain/ProfileUseCase.swift": "struct ProfileUseCase {\n    func load(_ dto: UserDTO) -> String { dto.id }\n}\n"])
        let client = Client()
        _ = client.initialize(["textDocument": ["publishDiagnostics": ["relatedInformation": true]]])
        let uri = project.uri("Domain/ProfileUseCase.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                                "text": try project.text("Domain/ProfileUseCase.swift")]])
        let opened = try #require(client.diagnostics()[uri])
        #expect(opened.count == 1)
        let finding = try #require(opened.first)
        #expect(finding["code"] as? String == "layer-dependency")
        #expect(finding["severity"] as? Int == 1)
        #expect(finding["source"] as? String == "archlint")
        #expect((finding["message"] as? String)?.hasPrefix("Domain must not depend on Data") == true)
        #expect((finding["message"] as? String)?.contains("\nfix: ") == true)
        #expect(position(finding, "start") == (1, 21) && position(finding, "end") == (1, 28))
        let related = try #require((finding["relatedInformation"] as? [[String: Any]])?.first)
        #expect(((related["location"] as? [String: Any])?["uri"] as? String)?.hasSuffix("/Data/UserDTO.swift") == true)

        // Typed, not saved: the editor's text is linted, not the file on disk.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["text": "struct ProfileUseCase {\n    func load(_ id: String) -> String { id }\n}\n"]]])
        #expect(client.diagnostics()[uri]?.isEmpty == true)
        // Typing it back in, with a non-ASCII name before it: columns count UTF-16 code units.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3],
                                                 "contentChanges": [["text": "struct ProfileUseCase {\n    let 😀 = 1; func load(_ dto: UserDTO) {}\n}\n"]]])
        let retyped = try #require(client.diagnostics()[uri]?.first)
        // `UserDTO` starts at byte 35 (0-based) of the line; 😀 is 4 bytes but 2 UTF-16 units.
        #expect(position(retyped, "start") == (1, 33))

        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(client.diagnostics()[uri]?.isEmpty == true)
    }

    @Test func aClientThatAsksForUTF8GetsByteColumns() throws {
        let project = try Project(["Domain/ProfileUseCase.swift": "struct ProfileUseCase {\n    let 😀 = 1; func load(_ dto: UserDTO) {}\n}\n"])
        let client = Client()
        _ = client.initialize(["general": ["positionEncodings": ["utf-8"]]])
        let uri = project.uri("Domain/ProfileUseCase.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                                "text": try project.text("Domain/ProfileUseCase.swift")]])
        let finding = try #require(client.diagnostics()[uri]?.first)
        #expect(position(finding, "start") == (1, 35))
    }

    @Test func aBrokenConfigurationIsShownOnceAndLeavesNoStaleDiagnostics() throws {
        let project = try Project(["rules.json": "{ \"version\": 1, \"layers\": [ { \"name\": \"Domain\", \"paths\": [\"Domain/**\"] } ], \"allow\": { \"Domian\": [] } }",
                                   "Domain/ProfileUseCase.swift": "struct ProfileUseCase {}\n"])
        let client = Client()
        _ = client.initialize()
        let uri = project.uri("Domain/ProfileUseCase.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "struct ProfileUseCase {}\n"]])
        client.server.lintPending()
        let first = client.take()
        let shown = first.filter { $0["method"] as? String == "window/showMessage" }
        #expect(shown.count == 1)
        #expect((((shown.first?["params"] as? [String: Any])?["message"]) as? String)?.contains("Domian") == true, "\(shown)")
        #expect(first.contains { ($0["params"] as? [String: Any])?["uri"] as? String == uri })
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        client.server.lintPending()
        #expect(!client.take().contains { $0["method"] as? String == "window/showMessage" })
    }

    @Test func theProtocolsErrorsAndLifecycle() throws {
        let client = Client()
        // Before initialize, requests are refused.
        #expect((client.request("textDocument/hover")?["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = client.initialize()
        #expect((client.request("textDocument/hover")?["error"] as? [String: Any])?["code"] as? Int == -32601)
        client.server.receive(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect((client.take().first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        // A notification of an unknown method is ignored, as the protocol says.
        client.notify("$/somethingNew")
        #expect(client.take().isEmpty)
        #expect(client.request("shutdown")?.keys.contains("result") == true)
        #expect(client.server.exitCode == nil)
        client.notify("exit")
        #expect(client.server.exitCode == 0)

        let abrupt = Client()
        _ = abrupt.initialize()
        abrupt.notify("exit")
        #expect(abrupt.server.exitCode == 1)
    }

    @Test func anUnsavedEditInOneOpenFileRelintsTheOthers() throws {
        let project = try Project(["Domain/ProfileUseCase.swift": "struct ProfileUseCase {\n    func load(_ dto: UserDTO) -> String { dto.id }\n}\n"])
        let client = Client()
        _ = client.initialize()
        let useCase = project.uri("Domain/ProfileUseCase.swift"), dto = project.uri("Data/UserDTO.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": useCase, "languageId": "swift", "version": 1,
                                                                "text": try project.text("Domain/ProfileUseCase.swift")]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": dto, "languageId": "swift", "version": 1,
                                                                "text": try project.text("Data/UserDTO.swift")]])
        let opened = client.diagnostics()
        #expect(opened[useCase]?.count == 1 && opened[dto]?.isEmpty == true, "\(opened)")
        // The DTO moves out of Data in the editor, not yet on disk: the use case is clean.
        client.notify("textDocument/didChange", ["textDocument": ["uri": dto, "version": 2],
                                                 "contentChanges": [["text": "struct AccountDTO { let id: String }\n"]]])
        let changed = client.diagnostics()
        #expect(changed[useCase]?.isEmpty == true, "\(changed)")
        // Saving another file relints the open ones too.
        client.notify("textDocument/didSave", ["textDocument": ["uri": dto]])
        #expect(client.diagnostics().keys.sorted() == [dto, useCase].sorted())
    }

    @Test func aConfigurationFixedAndBrokenAgainIsShownAgain() throws {
        let good = #"{ "version": 1, "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ], "allow": { "Domain": [], "Data": ["Domain"] } }"#
        let bad = #"{ "version": 1, "layers": [ { "name": "Domain", "paths": ["Domain/**"] } ], "allow": { "Domian": [] } }"#
        let project = try Project(["rules.json": bad, "Domain/ProfileUseCase.swift": "struct ProfileUseCase { let dto: UserDTO }\n"])
        let client = Client()
        _ = client.initialize()
        let uri = project.uri("Domain/ProfileUseCase.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "struct ProfileUseCase { let dto: UserDTO }\n"]])
        func shown() -> Int {
            client.server.lintPending()
            return client.take().filter { $0["method"] as? String == "window/showMessage" }.count
        }
        #expect(shown() == 1)
        try good.write(to: project.root.appendingPathComponent("rules.json"), atomically: false, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri("rules.json"), "type": 2]]])
        #expect(client.diagnostics()[uri]?.count == 1)
        try bad.write(to: project.root.appendingPathComponent("rules.json"), atomically: false, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri("rules.json"), "type": 2]]])
        #expect(shown() == 1)
    }

    @Test func settingsPathsAreTheWorkspacesAndAWatcherIsAskedFor() throws {
        let project = try Project(["Domain/ProfileUseCase.swift": "struct ProfileUseCase { let dto: UserDTO }\n",
                                   "config/archlint.json": #"{ "version": 1, "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ], "allow": { "Domain": ["Data"], "Data": [] } }"#])
        let client = Client()
        let params: [String: Any] = ["processId": NSNull(), "rootUri": project.root.absoluteString,
                                     "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
                                     "initializationOptions": ["config": "config/archlint.json", "baseline": "missing.json"]]
        client.server.receive(Client.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params]))
        #expect(client.take().contains { (($0["params"] as? [String: Any])?["message"] as? String)?.contains("missing.json") == true })
        client.notify("initialized")
        #expect(client.take().contains { $0["method"] as? String == "client/registerCapability" })
        let uri = project.uri("Domain/ProfileUseCase.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "struct ProfileUseCase { let dto: UserDTO }\n"]])
        // The settings' configuration allows Domain -> Data: nothing to report.
        #expect(client.diagnostics()[uri]?.isEmpty == true)
    }

    @Test func oneBadHeaderDoesNotGarbleTheMessagesAfterIt() throws {
        let client = Client()
        _ = client.initialize()
        let bad = Array("Content-Lenght: 30\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99}xx".utf8)
        client.server.receive(bad + Client.frame(["jsonrpc": "2.0", "id": 3, "method": "shutdown"]))
        let answers = client.take()
        #expect(answers.contains { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        #expect(answers.contains { $0["id"] as? Int == 3 && $0.keys.contains("result") }, "\(answers)")
        client.notify("exit")
        #expect(client.server.exitCode == 0)
    }

    @Test func lifecycleCornerCases() throws {
        let client = Client()
        _ = client.initialize()
        #expect((client.request("initialize")?["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.server.receive(Array("Content-Length: 2\r\n\r\n[]".utf8))
        #expect((client.take().first?["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.server.receive(Client.frame(["jsonrpc": "2.0", "id": 7, "method": 5]))
        #expect((client.take().first?["error"] as? [String: Any])?["code"] as? Int == -32600)
        _ = client.request("shutdown")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///tmp/x.swift", "languageId": "swift", "version": 1, "text": ""]])
        #expect(!client.server.hasPendingWork)
    }

    @Test func messagesArriveInAnyChunking() throws {
        var framing = MessageFraming()
        let one = Array("Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        let two = Array("content-length:7\r\n\r\n[1,2,3]".utf8)
        for byte in one + two { framing.append([byte]) }
        #expect(framing.next() == .message(Array("{}".utf8)))
        #expect(framing.next() == .message(Array("[1,2,3]".utf8)))
        #expect(framing.next() == nil)
        framing.append(Array("X-Other: 1\r\n\r\n".utf8) + one)
        guard case .badHeader = framing.next() else { Issue.record("a header without a length is reported"); return }
        #expect(framing.next() == .message(Array("{}".utf8)))
    }

    @Test func incrementalChangesApplyAtUTF16Positions() {
        let text = Array("let a = 1\nlet 😀 = b\n".utf8)
        let range: [String: Any] = ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 10]]
        #expect(String(decoding: LanguageServer.applying("c", to: range, in: text, encoding: .utf16), as: UTF8.self) == "let a = 1\nlet 😀 = c\n")
        let insert: [String: Any] = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        #expect(String(decoding: LanguageServer.applying("// x\n", to: insert, in: text, encoding: .utf16), as: UTF8.self) == "// x\nlet a = 1\nlet 😀 = b\n")
        // In bytes for a UTF-8 client; a lone `\r` ends a line too.
        let utf8: [String: Any] = ["start": ["line": 1, "character": 11], "end": ["line": 1, "character": 12]]
        #expect(String(decoding: LanguageServer.applying("c", to: utf8, in: Array("let a = 1\rlet 😀 = b\r".utf8), encoding: .utf8), as: UTF8.self) == "let a = 1\rlet 😀 = c\r")
    }
}

struct LineSourceTests {
    /// Lines as the facts number them: `\n`, `\r\n` and a lone `\r` each end one.
    @Test func linesEndAtEveryKindOfLineEnd() {
        let lines = LineSource(unsaved: ["/a.swift": Array("one\ntwo\r\nthree\rfour".utf8)])
        #expect((1...4).map { lines.line($0, of: "/a.swift").map { String(decoding: $0, as: UTF8.self) } ?? "nil" } == ["one", "two", "three", "four"])
        #expect(lines.line(5, of: "/a.swift") == nil)
    }
}
