import Foundation

/// Generated workspaces that stress the global phase (type index, graph, rules, engine) rather
/// than one file: each shape is linted at `n` and `4n` by the `archlint` process, and four
/// times the input must not cost more than eight times the time. Every shape here was
/// quadratic once (see ScaleTests for the ones kept as tests).
enum WorkspaceScale {
    typealias Files = [String: String]

    static let manifestHeader = "// swift-tools-version:5.9\nimport PackageDescription\n"

    static let shapes: [(name: String, make: @Sendable (Int) -> Files)] = [
        ("class inheritance chain", { n in
            var text = "public protocol Store {}\nopen class C0: Store {}\n"
            for i in 1..<n { text += "open class C\(i): C\(i - 1) {}\n" }
            return ["Sources/Chain/Chain.swift": text + "struct Holder { let store: Store }\n"]
        }),
        ("protocol inheritance chain", { n in
            var text = "protocol P0 { func f0() }\n"
            for i in 1..<n { text += "protocol P\(i): P\(i - 1) { func f\(i)() }\n" }
            return ["Sources/Chain/Chain.swift": text + "struct UseCase {\n    private let p: P\(n - 1)\n    func run() { p.f0() }\n}\n"]
        }),
        ("module dependency ring", { n in
            var manifest = manifestHeader + "let package = Package(name: \"Ring\", targets: [\n"
            var files: Files = [:]
            for i in 0..<n {
                manifest += "    .target(name: \"M\(i)\", dependencies: [\"M\((i + 1) % n)\"]),\n"
                files["Sources/M\(i)/F.swift"] = "import M\((i + 1) % n)\npublic struct S\(i) {}\n"
            }
            files["Package.swift"] = manifest + "])\n"
            return files
        }),
        ("local packages by product", { n in
            var files: Files = [:]
            for i in 0..<n {
                files["Packages/P\(i)/Package.swift"] = manifestHeader + """
                    let package = Package(name: "P\(i)", products: [.library(name: "P\(i)", targets: ["P\(i)"])],
                        targets: [.target(name: "P\(i)", dependencies: [.product(name: "P\(i + 1)", package: "P\(i + 1)")])])
                    """
                files["Packages/P\(i)/Sources/P\(i)/F.swift"] = "import P\(i + 1)\npublic struct S\(i) {}\n"
            }
            return files
        }),
        ("suppression comments", { n in
            ["Legacy.swift": String(repeating: "// archlint:disable bastard-injection - legacy\n", count: n) + "struct Done {}\n"]
        }),
        ("default arguments in one file", { n in
            var text = "import Core\n"
            for i in 0..<n { text += "struct UseCase\(i) { init(repo: Repo = RemoteRepo()) {} }\n" }
            return [
                "Package.swift": manifestHeader + "let package = Package(name: \"App\", targets: [.target(name: \"Core\"), .target(name: \"Feature\", dependencies: [\"Core\"])])\n",
                "Sources/Core/Repo.swift": "public protocol Repo {}\npublic final class RemoteRepo: Repo { public init() {} }\n",
                "Sources/Feature/UseCases.swift": text,
            ]
        }),
        ("same type name in every module", { n in
            var manifest = manifestHeader + "let package = Package(name: \"X\", targets: [\n"
            var files: Files = [:]
            for i in 0..<n {
                manifest += "    .target(name: \"M\(i)\"),\n"
                files["Sources/M\(i)/F.swift"] = "public final class Logger: Logging { public init() {} }\npublic protocol Logging {}\nstruct U\(i) { let l = Logger()\n let p: Logging }\n"
            }
            files["Package.swift"] = manifest + "])\n"
            return files
        }),
        ("unclosed types on one line", { n in
            ["Sources/A/A.swift": "let x = " + String(repeating: "(@escaping [1 of ", count: n * 10)]
        }),
        ("declarations on one line", { n in
            ["Sources/A/A.swift": "struct S { " + String(repeating: "var a = ", count: n * 10) + "}\n"]
        }),
    ]

    static func run(base: Int) {
        let archlint = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/archlint"
        guard FileManager.default.isExecutableFile(atPath: archlint) else { fail("no archlint executable at \(archlint); build it first") }
        print("whole-workspace shapes at n and 4n (archlint process, start to exit): 4x the input must cost at most 8x the time")
        var superlinear = 0
        for shape in shapes {
            var times: [Double] = []
            for n in [base, 4 * base] {
                let dir = NSTemporaryDirectory() + "archlint-scale-\(getpid())"
                try? FileManager.default.removeItem(atPath: dir)
                defer { try? FileManager.default.removeItem(atPath: dir) }
                for (path, text) in shape.make(n) {
                    let full = dir + "/" + path
                    try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    guard (try? text.write(toFile: full, atomically: false, encoding: .utf8)) != nil else { fail("cannot write \(full)") }
                }
                let timed = Subprocess.timed(archlint, [dir, "--format", "json", "--quiet"])
                guard timed.status == 0 || timed.status == 1 else { fail("archlint exited with \(timed.status) on \(shape.name) at n=\(n)") }
                times.append(timed.seconds)
            }
            let ratio = times[1] / max(times[0], 1e-3)
            // Below 0.3 s, start-up and noise dominate: only slow runs can be judged.
            let bad = times[1] > 0.3 && ratio > 8
            if bad { superlinear += 1 }
            print(String(format: "  %@ n=%d: %.3f s  n=%d: %.3f s  ratio %.1f  %@", shape.name.padding(toLength: 32, withPad: " ", startingAt: 0),
                         base, times[0], 4 * base, times[1], ratio, bad ? "SUPERLINEAR" : "ok"))
        }
        if superlinear > 0 { fail("\(superlinear) shape(s) grew faster than linear") }
    }
}
