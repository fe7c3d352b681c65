import Foundation
import Testing

/// Runs the built `archlint` binary the way users do: arguments in, stdout, stderr and the
/// exit code out.
struct CLI {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        // The test bundle lives next to the executable in the build folder.
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("archlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return repoRoot.appendingPathComponent(".build/debug/archlint")
    }

    struct Output { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ args: [String], cwd: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = args
        process.currentDirectoryURL = cwd ?? repoRoot
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension CLI {
    /// Runs `archlint` through `/bin/sh` with `redirections` applied to it (`> /dev/full`,
    /// `>&-`): what a test cannot set up with pipes. Standard error is captured unless
    /// `redirections` moves it.
    static func runRedirected(_ args: [String], _ redirections: String) throws -> Output {
        let quoted = ([binary.path] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", quoted.joined(separator: " ") + " " + redirections]
        process.currentDirectoryURL = repoRoot
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: "", stderr: String(decoding: errData, as: UTF8.self))
    }
}

struct CLITests {
    @Test func versionAndHelp() throws {
        let v = try CLI.run(["--version"])
        #expect(v.status == 0)
        #expect(v.stdout.hasPrefix("archlint "))
        let h = try CLI.run(["--help"])
        #expect(h.status == 0)
        #expect(h.stdout.contains("EXIT CODES"))
        // Scripts pass --no-color to every call; every command asked for help answers with 0.
        #expect(try CLI.run(["--no-color", "--version"]).stdout.hasPrefix("archlint "))
        let typo = try CLI.run(["--version", "--bogus"])
        #expect(typo.status == 2 && typo.stderr.contains("--version takes no option (got '--bogus')"), "\(typo.stderr)")
        for command in ["lint", "rules", "explain", "graph", "init", "facts"] {
            let r = try CLI.run([command, "--help"])
            #expect(r.status == 0, "\(command): \(r.stderr)")
        }
        #expect(try CLI.run(["rules", "--no-color"]).status == 0)
        #expect(try CLI.run(["--no-color", "rules"]).stdout.contains("fat-protocol"))
        #expect(try CLI.run(["explain", "fat-protocol", "--no-color"]).status == 0)
        // Options before the command word: `lint` and `graph` are commands, not paths.
        let lint = try CLI.run(["--format", "json", "--quiet", "lint", "Fixtures/CleanApp"])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout.contains("\"violations\""), "\(lint.stdout)")
        let graph = try CLI.run(["--format", "mermaid", "graph", "Fixtures/CleanApp"])
        #expect(graph.status == 0 && graph.stdout.hasPrefix("flowchart"), "\(graph.stderr)")
    }

    @Test func unknownFlagGivesUsageAndExit2() throws {
        let r = try CLI.run(["lint", "--strcit", "Fixtures/CleanApp"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown option '--strcit'"))
        #expect(r.stderr.contains("did you mean '--strict'?"))
        #expect(r.stderr.contains("usage:"))
    }

    @Test func missingPathIsExit2() throws {
        let r = try CLI.run(["no/such/dir"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no such file or directory: no/such/dir"))
    }

    /// `archlint "$DIR"` with DIR unset: an error, not a lint of the working directory.
    @Test func anEmptyPathIsExit2() throws {
        for args in [[""], ["lint", "Fixtures/CleanApp", ""], ["graph", ""]] {
            let r = try CLI.run(args)
            #expect(r.status == 2, "\(args): \(r.stdout)")
            #expect(r.stderr.contains("empty path argument"), "\(args): \(r.stderr)")
        }
    }

    @Test func everyCommandAnswersHelp() throws {
        for command in ["lint", "facts", "rules", "explain", "graph", "init", "tokens"] {
            let r = try CLI.run([command, "--help"])
            #expect(r.status == 0, "\(command)")
            #expect(r.stdout.contains(command == "explain" ? "usage: archlint explain" : "USAGE"), "\(command): \(r.stdout.prefix(200))")
        }
    }

    @Test func unknownFormatIsExit2() throws {
        let r = try CLI.run(["Fixtures/CleanApp", "--format", "jsno"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("did you mean 'json'?"))
    }

    @Test func layeredAppFailsWithClickableFindings() throws {
        let r = try CLI.run(["Fixtures/LayeredApp", "--no-color"])
        #expect(r.status == 1)
        let first = r.stdout.split(separator: "\n").first.map(String.init) ?? ""
        // /absolute/path.swift:LINE:COL: error: message [rule-id]
        #expect(first.hasPrefix(CLI.repoRoot.path + "/Fixtures/LayeredApp/"))
        #expect(first.range(of: #"\.swift:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$"#, options: .regularExpression) != nil)
        #expect(!r.stdout.contains("\u{1B}["))
    }

    @Test func cleanAppExitsZero() throws {
        let r = try CLI.run(["Fixtures/CleanApp"])
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    }

    @Test func jsonReportIsDeterministicAcrossJobCounts() throws {
        let one = try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--jobs", "1"])
        let many = try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--jobs", "8"])
        #expect(one.status == 1)
        #expect(one.stdout == many.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
    }

    /// Same input, same bytes: every format, run after run and whatever the worker count,
    /// written to a pipe (no wall time in the summary line there) or to a file.
    @Test func everyFormatIsByteIdenticalAcrossRunsAndJobCounts() throws {
        for format in ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate"] {
            let one = try CLI.run(["Fixtures/LayeredApp", "--format", format, "--jobs", "1"])
            let many = try CLI.run(["Fixtures/LayeredApp", "--format", format, "--jobs", "4"])
            let again = try CLI.run(["Fixtures/LayeredApp", "--format", format])
            #expect(one.status == 1, "\(format)")
            #expect(!one.stdout.isEmpty, "\(format)")
            #expect(one.stdout == many.stdout, "\(format)")
            #expect(one.stdout == again.stdout, "\(format)")
            #expect(!one.stdout.contains(" in 0."), "\(format): \(one.stdout)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("first.txt"), second = dir.appendingPathComponent("second.txt")
        _ = try CLI.run(["Fixtures/LayeredApp", "--output", first.path, "--jobs", "1"])
        _ = try CLI.run(["Fixtures/LayeredApp", "--output", second.path])
        let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
        #expect(!a.isEmpty)
        #expect(a == b)
    }

    /// `--output` replaces the file whole (written beside it, then renamed) and leaves nothing
    /// else behind; a folder that is not there is an input error, exit 2.
    @Test func outputFilesAreReplacedWholeAndFailuresAreClear() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.json")
        try Data(String(repeating: "stale ", count: 100_000).utf8).write(to: report)
        let r = try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--output", report.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let stdout = try CLI.run(["Fixtures/LayeredApp", "--format", "json"]).stdout
        #expect(try String(contentsOf: report, encoding: .utf8) == stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["report.json"])

        let relative = try CLI.run(["graph", "Fixtures/LayeredApp", "--output", "archlint-graph-test.dot"])
        defer { try? FileManager.default.removeItem(atPath: "archlint-graph-test.dot") }
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(FileManager.default.fileExists(atPath: "archlint-graph-test.dot"))

        let missing = dir.appendingPathComponent("no/such/folder/report.json").path
        let failed = try CLI.run(["Fixtures/LayeredApp", "--output", missing])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("cannot write \(missing)"), "\(failed.stderr)")
        let onFolder = try CLI.run(["Fixtures/LayeredApp", "--output", dir.path])
        #expect(onFolder.status == 2)
        #expect(onFolder.stderr.contains("cannot write"), "\(onFolder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["report.json"])
    }

    /// A full disk or a closed descriptor on standard output is an error message and exit 2,
    /// as `--output` on a full disk is, for every command; never a crash (Foundation's
    /// `FileHandle.write` trapped: exit 132). Standard error that cannot be written loses the
    /// diagnostics but changes nothing else.
    @Test func failedWritesToTheStandardStreamsAreErrorsNotCrashes() throws {
        #if os(Linux)
        let commands: [[String]] = [["Fixtures/LayeredApp"], ["Fixtures/LayeredApp", "--format", "json"], ["rules"],
                                    ["explain", "layer-dependency"], ["graph", "Fixtures/LayeredApp"],
                                    ["facts", "Fixtures/LayeredApp"], ["--version"], ["--help"],
                                    ["init", "Fixtures/LayeredApp", "--print"]]
        for args in commands {
            let full = try CLI.runRedirected(args, "> /dev/full")
            #expect(full.status == 2, "\(args): \(full.stderr)")
            #expect(full.stderr.hasPrefix("archlint: error: cannot write standard output: No space left on device\n"),
                    "\(args): \(full.stderr)")
        }
        let closed = try CLI.runRedirected(["--version"], ">&-")
        #expect(closed.status == 2, "\(closed.stderr)")
        #expect(closed.stderr.contains("archlint: error: cannot write standard output: Bad file descriptor"), "\(closed.stderr)")
        // Nowhere to say it: the exit code alone tells.
        #expect(try CLI.runRedirected(["--version"], "> /dev/full 2> /dev/full").status == 2)
        #expect(try CLI.runRedirected(["--version"], ">&- 2>&-").status == 2)
        #expect(try CLI.runRedirected(["nope"], "2> /dev/full").status == 2)
        // Findings still fail the run when only the diagnostics are lost.
        #expect(try CLI.runRedirected(["Fixtures/LayeredApp"], "> /dev/null 2> /dev/full").status == 1)
        #expect(try CLI.runRedirected(["Fixtures/CleanApp"], "> /dev/null 2>&-").status == 0)
        #endif
    }

    /// What is not a plain file is written into, never replaced by a rename: a link to
    /// `/dev/null` stays that link (as root, a rename over `/dev/stdout` would replace the device
    /// itself), a named pipe gets the report, a link to a file keeps linking to the new report.
    @Test func outputToDevicesPipesAndLinksWritesThrough() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = try CLI.run(["Fixtures/LayeredApp", "--format", "json"]).stdout

        let toNull = dir.path + "/null.json"
        try FileManager.default.createSymbolicLink(atPath: toNull, withDestinationPath: "/dev/null")
        #expect(try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--output", toNull]).status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: toNull) == "/dev/null")

        let real = dir.path + "/real.json", link = dir.path + "/link.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--output", link]).status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == expected)

        let pipe = dir.path + "/report.pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        final class Received: @unchecked Sendable { var data = Data() }
        let received = Received()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: pipe) { received.data = handle.readDataToEndOfFile() }
        }
        reader.start()
        #expect(try CLI.run(["Fixtures/LayeredApp", "--format", "json", "--output", pipe]).status == 1)
        // Should archlint not have opened the pipe, the reader is let go instead of hanging the run.
        let deadline = Date().addingTimeInterval(20)
        while !reader.isFinished && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if !reader.isFinished {
            let unblock = open(pipe, O_WRONLY | O_NONBLOCK)
            if unblock >= 0 { close(unblock) }
            while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(String(decoding: received.data, as: UTF8.self) == expected)
        var st = stat()
        #expect(lstat(pipe, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func configErrorsNameFileLineAndPath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = """
            {
              "version": 1,
              "layers": [ { "name": "Presentation", "paths": ["UI/**"] } ],
              "allow": { "Presenter": [] }
            }
            """
        try config.write(to: dir.appendingPathComponent("rules.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run([dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("rules.json:4:14: error: $.allow.Presenter: unknown layer \"Presenter\" (did you mean \"Presentation\"?)"), "\(r.stderr)")
    }

    @Test func everyConfigErrorIsNamedInOneRun() throws {
        // File-level errors (an unknown layer) and the engine's checks (rule ids, rule options)
        // come together, so a user does not fix one kind per run.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = """
            {
              "version": 1,
              "layers": [ { "name": "Domain", "paths": ["Domain/**"] } ],
              "allow": { "Domian": [] },
              "rules": { "fat-protocl": "error", "fat-protocol": { "maxRequirement": 3 } }
            }
            """
        try config.write(to: dir.appendingPathComponent("rules.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run([dir.path])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines.first?.hasSuffix("rules.json:4:14: error: $.allow.Domian: unknown layer \"Domian\" (did you mean \"Domain\"?)") == true, "\(r.stderr)")
        #expect(r.stderr.contains("rules.json:5:14: error: $.rules.fat-protocl: unknown rule \"fat-protocl\" (did you mean \"fat-protocol\"?)"), "\(r.stderr)")
        #expect(r.stderr.contains("$.rules.fat-protocol.maxRequirement: unknown option \"maxRequirement\""), "\(r.stderr)")
    }

    @Test func aConfigurationAboveTheProjectDoesNotMoveTheRoot() throws {
        // `--config` from a shared folder above the checkout (CI keeps it in $TMPDIR): the
        // project stays the root; the folder around it is not scanned.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("{ \"version\": 1 }\n", to: "ci-archlint.json")
        let requirements = (1...11).map { "    func step\($0)()" }.joined(separator: "\n")
        try scratch.write("protocol Feed {\n\(requirements)\n}\n", to: "app/Feed.swift")
        try scratch.write("struct Unrelated {}\n", to: "other/Unrelated.swift")
        let app = scratch.url.appendingPathComponent("app")
        // Paths in the report are relative to the root.
        let fromApp = try CLI.run([".", "--config", "../ci-archlint.json", "--format", "json"], cwd: app)
        #expect(fromApp.status == 0, "\(fromApp.stderr)")
        #expect(fromApp.stdout.contains("\"file\" : \"Feed.swift\"") || fromApp.stdout.contains("\"file\": \"Feed.swift\""), "\(fromApp.stdout)")
        // Run from the configuration's folder, the folder is the project: linting `app` there
        // keeps the whole tree as context, as an implicit rules.json would.
        let fromTop = try CLI.run(["app", "--config", "ci-archlint.json", "--format", "json"], cwd: scratch.url)
        #expect(fromTop.status == 0, "\(fromTop.stderr)")
        #expect(fromTop.stdout.contains("\"file\" : \"app/Feed.swift\"") || fromTop.stdout.contains("\"file\": \"app/Feed.swift\""), "\(fromTop.stdout)")
        // A file named rules.json, or a folder with a project marker (Tuist's Project.swift), is
        // the project's configuration: its folder is the root, as the implicit lookup finds it.
        try scratch.write("{ \"version\": 1 }\n", to: "rules.json")
        let named = try CLI.run([".", "--config", "../rules.json", "--format", "json"], cwd: app)
        #expect(named.stdout.contains("\"file\" : \"app/Feed.swift\"") || named.stdout.contains("\"file\": \"app/Feed.swift\""), "\(named.stdout)")
        try scratch.write("import ProjectDescription\nlet project = Project(name: \"App\")\n", to: "Project.swift")
        let tuist = try CLI.run([".", "--config", "../ci-archlint.json", "--format", "json"], cwd: app)
        #expect(tuist.stdout.contains("\"file\" : \"app/Feed.swift\"") || tuist.stdout.contains("\"file\": \"app/Feed.swift\""), "\(tuist.stdout)")
    }

    /// A library banned in every layer (`"*"`) cannot move to an outer layer: the fix says to
    /// replace it; a ban in one layer still points outwards.
    @Test func aBanInEveryLayerAsksToReplaceTheLibrary() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(#"""
            {"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}, {"name": "Data", "paths": ["Data/**"]}],
             "allow": {"Data": ["Domain"]}, "forbiddenImports": {"*": ["RxSwift"], "Domain": ["UIKit"]}}
            """#, to: "rules.json")
        try scratch.write("import RxSwift\nimport UIKit\nstruct Profile {}\n", to: "Domain/Profile.swift")
        try scratch.write("import RxSwift\nstruct ProfileStore {}\n", to: "Data/ProfileStore.swift")
        let run = try CLI.run([scratch.path, "--format", "json"])
        let violations = ((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["violations"] as? [[String: Any]]) ?? []
        let fixes = violations.filter { $0["rule"] as? String == "forbidden-import" }.map { "\($0["file"] ?? ""):\($0["line"] ?? 0) \($0["fix"] ?? "")" }
        #expect(fixes.count == 3, "\(fixes)")
        for fix in fixes where fix.contains(":1 ") { #expect(fix.contains("remove the import and replace what RxSwift does here"), "\(fix)") }
        #expect(fixes.contains { $0.hasPrefix("Domain/Profile.swift:2 move the code that needs UIKit to an outer layer") }, "\(fixes)")
    }

    /// direct-instantiation's fix fits where the object is built: a free function or a member of
    /// a type the project does not declare takes a parameter, a namespace enum's static is like a
    /// global, a type's code takes it through its initializer.
    @Test func directInstantiationFixesFitWhereTheObjectIsBuilt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(#"""
            {"version": 1, "layers": [{"name": "UI", "paths": ["UI/**"]}, {"name": "Domain", "paths": ["Domain/**"]},
              {"name": "Data", "paths": ["Data/**"]}], "allow": {"UI": ["Domain"], "Data": ["Domain"]}}
            """#, to: "rules.json")
        try scratch.write("protocol ImageLoader { func load() }\n", to: "Domain/ImageLoader.swift")
        try scratch.write("final class KingfisherLoader: ImageLoader { func load() {} }\n", to: "Data/KingfisherLoader.swift")
        try scratch.write("""
            import Foundation
            enum Loaders {
                static let shared: ImageLoader = KingfisherLoader()
            }
            func prefetch() { KingfisherLoader().load() }
            extension URL {
                func thumbnail() { KingfisherLoader().load() }
            }
            final class FeedScreen {
                let loader: ImageLoader = KingfisherLoader()
            }
            struct FeedEndpoints {
                static func poster() { KingfisherLoader().load() }
            }
            extension URL {
                static var loader: ImageLoader { KingfisherLoader() }
            }
            final class PosterCell {
                class func prefetch() { KingfisherLoader().load() }
                func show() { { KingfisherLoader().load() }() }
            }
            final class Loaders2 {
                static let shared: ImageLoader = KingfisherLoader()
                static subscript(name: String) -> ImageLoader { KingfisherLoader() }
            }

            """, to: "UI/Feed.swift")
        let run = try CLI.run([scratch.path, "--format", "json"])
        let violations = ((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["violations"] as? [[String: Any]]) ?? []
        var fixes: [Int: String] = [:]
        for v in violations where v["rule"] as? String == "direct-instantiation" { fixes[v["line"] as? Int ?? 0] = v["fix"] as? String }
        #expect(fixes[3]?.hasSuffix("instead of a static") == true, "\(fixes)")
        #expect(fixes[5]?.hasPrefix("take an ImageLoader as a parameter of prefetch()") == true, "\(fixes)")
        #expect(fixes[7]?.hasPrefix("take an ImageLoader as a parameter of thumbnail()") == true, "\(fixes)")
        #expect(fixes[10]?.hasPrefix("inject an ImageLoader through the initializer") == true, "\(fixes)")
        // Static code has no instance to inject into.
        #expect(fixes[13]?.hasPrefix("take an ImageLoader as a parameter of poster()") == true, "\(fixes)")
        #expect(fixes[16]?.hasSuffix("instead of a static") == true, "\(fixes)")
        #expect(fixes[19]?.hasPrefix("take an ImageLoader as a parameter of prefetch()") == true, "\(fixes)")
        #expect(fixes[20]?.hasPrefix("inject an ImageLoader through the initializer") == true, "\(fixes)")
        #expect(fixes[23]?.hasSuffix("instead of a static") == true, "\(fixes)")
        #expect(fixes[24]?.hasSuffix("instead of a static") == true, "\(fixes)")
    }

    @Test func moduleGlobsThatMatchNoModuleAreWarnedAbout() throws {
        let scratch = try Scratch(copying: "FeatureIndependence")
        defer { scratch.remove() }
        let quiet = try CLI.run([scratch.path])
        #expect(!quiet.stderr.contains("match no module") && !quiet.stderr.contains("matches no module"), "\(quiet.stderr)")
        let config = try scratch.read("rules.json")
        try scratch.write(config.replacingOccurrences(of: "\"independent\": [", with: "\"interfaceModules\": [\"*Contract\"],\n  \"independent\": [[\"Featrue*\"], "), to: "rules.json")
        let warned = try CLI.run([scratch.path])
        #expect(warned.stderr.contains(#"warning: interfaceModules: "*Contract", independent: "Featrue*" match no module"#), "\(warned.stderr)")
    }

    @Test func unusedDependencyIsJudgedOnlyForSwiftTargets() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core"),
                .target(name: "Feed", dependencies: ["Core"]),
                .target(name: "CShim", dependencies: ["Core"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public struct Item {}\n", to: "Sources/Core/Item.swift")
        try scratch.write("public struct FeedView {}\n", to: "Sources/Feed/FeedView.swift")
        try scratch.write("int shim(void) { return 0; }\n", to: "Sources/CShim/shim.c")
        try scratch.write(#"{ "version": 1, "rules": { "unused-dependency": "warning" } }"#, to: "rules.json")
        let r = try CLI.run([scratch.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let messages = (object?["violations"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("target Feed declares a dependency on Core") == true, "\(messages)")
    }

    @Test func explainAndRules() throws {
        let rules = try CLI.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("bastard-injection"))
        let explain = try CLI.run(["explain", "bastard-injection"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("Why it matters"))
        let unknown = try CLI.run(["explain", "bastard-injektion"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'bastard-injection'?"))
    }
}

/// The architecture picture and the rules agree on what a cycle is.
struct GraphCycleTests {
    private func layerCycles(_ fixture: String) throws -> [[String]] {
        let r = try CLI.run(["graph", "Fixtures/\(fixture)", "--level", "layer", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return json?["cycles"] as? [[String]] ?? [["unreadable"]]
    }

    @Test func aDisallowedLayerEdgeClosesACycleToo() throws {
        // Domain -> Data is a layer-dependency finding; with Data -> Domain the layer graph has
        // a cycle all the same (SPEC: the layer graph has a cycle).
        #expect(try layerCycles("LayeredApp") == [["Data", "Domain"]])
        #expect(try layerCycles("Suppressions") == [["Data", "Domain"]])
    }

    @Test func aCycleOfAllowedLayerEdgesIsDrawn() throws {
        #expect(try layerCycles("LayerCycle") == [["Model", "UI"], ["Model", "UI", "Routing"], ["Routing", "UI"]])
    }
}

struct InitArgumentTests {
    @Test func initOnAFileAsksForTheFolder() throws {
        let r = try CLI.run(["init", "Fixtures/LayeredApp/Domain/Profile.swift", "--print"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("takes the project's folder, not a file"), "\(r.stderr)")
    }
}

/// The graph marks the edges a finding is about, not every edge whose evidence shares its line.
struct GraphViolationTests {
    @Test func anAllowedReferenceBesideAViolatingOneStaysPlain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol UserStore { func load() -> String }\n", to: "Domain/UserStore.swift")
        try scratch.write("public final class LiveUserStore: UserStore { public init() {}; public func load() -> String { \"\" } }\n",
                          to: "Data/LiveUserStore.swift")
        try scratch.write("final class ProfileViewModel {\n    let store: UserStore = LiveUserStore()\n}\n",
                          to: "Presentation/ProfileViewModel.swift")
        try scratch.write("""
            { "version": 1,
              "layers": [ { "name": "Presentation", "paths": ["Presentation/**"] },
                          { "name": "Domain", "paths": ["Domain/**"] },
                          { "name": "Data", "paths": ["Data/**"] } ],
              "allow": { "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] } }
            """, to: "rules.json")
        let r = try CLI.run(["graph", scratch.path, "--level", "layer", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let edges = json?["edges"] as? [[String: Any]] ?? []
        let marked = edges.map { "\($0["from"] ?? "")->\($0["to"] ?? ""): \($0["violations"] ?? "")" }.sorted()
        #expect(edges.count == 3, "\(marked)")
        for edge in edges {
            let violations = edge["violations"] as? [String] ?? ["unreadable"]
            let expected = edge["from"] as? String == "Presentation" && edge["to"] as? String == "Data" ? ["layer-dependency"] : []
            #expect(violations == expected, "\(marked)")
        }
    }
}

/// GitHub places annotations by their path from the repository's root.
struct GitHubAnnotationPathTests {
    @Test func aStepInASubfolderOfTheCheckoutAnnotatesByTheRepositoryPath() throws {
        let fixture = CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp")
        let inCheckout = try CLI.run([".", "--format", "github", "--quiet"], cwd: fixture,
                                     environment: ["GITHUB_WORKSPACE": CLI.repoRoot.path])
        #expect(inCheckout.stdout.hasPrefix("::error file=Fixtures/LayeredApp/Domain/"), "\(inCheckout.stdout.prefix(200))")
        #expect(inCheckout.stdout.contains("note: Fixtures/LayeredApp/Data/ProfileDTO.swift:"), "\(inCheckout.stdout.prefix(600))")
        // Outside Actions, or with the root outside the checkout: from the working directory.
        for environment in [["GITHUB_WORKSPACE": ""], ["GITHUB_WORKSPACE": "/nonexistent-checkout"]] {
            let local = try CLI.run([".", "--format", "github", "--quiet"], cwd: fixture, environment: environment)
            #expect(local.stdout.hasPrefix("::error file=Domain/"), "\(local.stdout.prefix(200))")
        }
    }
}

/// A shell left in a folder that was deleted (a checkout removed and cloned again): the
/// working directory cannot be read, and an empty path made the root `/`, the whole disk.
struct DeletedWorkingDirectoryTests {
    @Test func aDeletedWorkingDirectoryIsAnErrorNotTheWholeDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-gone-\(UUID().uuidString)").path
        for command in ["", "graph .", "facts .", "init --print ."] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "mkdir '\(folder)' && cd '\(folder)' && rmdir '\(folder)' && exec '\(CLI.binary.path)' \(command)"]
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(command): \(text)")
            #expect(text.contains("cannot read the current directory"), "\(command): \(text)")
        }
    }
}

/// `archlint lsp` as an editor runs it: a process speaking the protocol on its standard streams.
struct LanguageServerProcessTests {
    private static func frame(_ json: String) -> Data {
        Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    /// Reads framed messages until one satisfies `done` (or the stream ends).
    private static func read(_ handle: FileHandle, buffer: inout Data, until done: ([String: Any]) -> Bool) -> [[String: Any]] {
        var messages: [[String: Any]] = []
        while true {
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
                guard let length = Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""),
                      buffer.count >= headerEnd.upperBound - buffer.startIndex + length else { break }
                let bodyStart = headerEnd.upperBound
                let body = buffer[bodyStart..<(bodyStart + length)]
                buffer = Data(buffer[(bodyStart + length)...])
                if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    messages.append(message)
                    if done(message) { return messages }
                }
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return messages }
            buffer.append(chunk)
        }
    }

    @Test func anEditorGetsTheOpenFilesFindingsAndTheServerExitsCleanly() throws {
        let file = CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp/Domain/ProfileImport.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = CLI.repoRoot
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        func send(_ object: [String: Any]) throws {
            let data = try JSONSerialization.data(withJSONObject: object)
            input.fileHandleForWriting.write(Self.frame(String(decoding: data, as: UTF8.self)))
        }
        var buffer = Data()
        try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": NSNull(), "rootUri": CLI.repoRoot.absoluteString, "capabilities": [:] as [String: Any]]])
        let initialized = Self.read(output.fileHandleForReading, buffer: &buffer) { $0["id"] as? Int == 1 }
        #expect(((initialized.last?["result"] as? [String: Any])?["serverInfo"] as? [String: Any])?["name"] as? String == "archlint")
        try send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
        try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": file.absoluteString, "languageId": "swift", "version": 1, "text": text]]])
        let published = Self.read(output.fileHandleForReading, buffer: &buffer) { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = (published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        // The fixture's marker: `// expect: layer-dependency` on line 6.
        #expect(diagnostics.map { "\($0["code"] ?? "")@\((($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] ?? -1)" } == ["layer-dependency@5"])
        try send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = Self.read(output.fileHandleForReading, buffer: &buffer) { $0["id"] as? Int == 2 }
        try send(["jsonrpc": "2.0", "method": "exit"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func lspTakesNoPath() throws {
        let r = try CLI.run(["lsp", "Fixtures/LayeredApp"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("lsp takes no path"), "\(r.stderr)")
    }
}

/// One file named on the command line (as an editor does) with no rules.json for it.
struct LoneFileTests {
    private func summary(_ r: CLI.Output) throws -> [String: Any] {
        try #require((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
    }

    /// In a package: the package gives it its modules (a default built from another module
    /// is an error there), and only the file is reported.
    @Test func aFileInAPackageSeesThePackage() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "Core"), .target(name: "Feature", dependencies: ["Core"])])
            """, to: "Package.swift")
        try scratch.write("public protocol Store { func load() }\npublic final class LiveStore: Store { public init() {}; public func load() {} }\n", to: "Sources/Core/Store.swift")
        try scratch.write("import Core\nfinal class ProfileViewModel { init(store: Store = LiveStore()) {} }\n", to: "Sources/Feature/ProfileViewModel.swift")
        let r = try CLI.run([scratch.path + "/Sources/Feature/ProfileViewModel.swift", "--format", "json"])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stdout.contains(#""file": "Sources/Feature/ProfileViewModel.swift""#), "\(r.stdout)")
        #expect(try summary(r)["modules"] as? Int == 2)
    }

    /// In no project at all (a scratch file in a home folder): the file alone is read, not
    /// every folder around it.
    @Test func aFileInNoProjectIsReadAlone() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol Store {}\nfinal class LiveStore: Store {}\nfinal class A { init(store: Store = LiveStore()) {} }\n", to: "notes/scratch.swift")
        try scratch.write("protocol Cache {}\nfinal class DiskCache: Cache {}\nfinal class B { init(cache: Cache = DiskCache()) {} }\n", to: "other.swift")
        let r = try CLI.run([scratch.path + "/notes/scratch.swift", "--format", "json"])
        #expect(try summary(r)["files"] as? Int == 1, "\(r.stdout)")
        #expect(r.stdout.contains(#""file": "scratch.swift""#), "\(r.stdout)")
    }
}
