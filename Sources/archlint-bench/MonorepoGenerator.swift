import Foundation

/// Writes a synthetic layered SwiftPM monorepo: `modulesPerLayer` modules in each of the
/// Presentation / Domain / Data layers plus an App target, `filesPerModule` files each, with
/// violations planted at known places so the benchmark can check that the run finds them all.
struct MonorepoGenerator {
    var modulesPerLayer: Int
    var filesPerModule: Int
    /// Approximate lines per file (the filler is realistic code: types, protocols, methods).
    var linesPerFile: Int

    /// Findings the generated code must produce, by rule id.
    struct Expectation { var counts: [String: Int] }

    func write(to root: String) throws -> (lines: Int, expectation: Expectation) {
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        var counts: [String: Int] = [:]
        var totalLines = 0
        var targets: [String] = []
        let layers = ["Presentation", "Domain", "Data"]
        for layer in layers {
            for m in 0..<modulesPerLayer {
                let module = "\(layer)\(m)"
                let deps: [String]
                switch layer {
                case "Presentation": deps = ["Domain\(m)"]
                case "Data": deps = ["Domain\(m)"]
                default: deps = []
                }
                targets.append("        .target(name: \"\(module)\", dependencies: [\(deps.map { "\"\($0)\"" }.joined(separator: ", "))]),")
                let dir = "\(root)/Sources/\(module)"
                try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
                for f in 0..<filesPerModule {
                    var text = header(module: module, layer: layer, index: m)
                    // Planted: the first file of every Domain module imports the Data module of the same
                    // index (layer-dependency + undeclared-import, and a Domain<->Data module cycle).
                    if layer == "Domain" && f == 0 {
                        text += "import Data\(m)\n"
                        counts["layer-dependency", default: 0] += 1
                        counts["undeclared-import", default: 0] += 1
                        counts["cyclic-dependency", default: 0] += 1
                    }
                    // Planted: the first file of every Presentation module imports its Data module
                    // (layer-dependency, and undeclared-import since the target does not declare it).
                    if layer == "Presentation" && f == 0 {
                        text += "import Data\(m)\n"
                        counts["layer-dependency", default: 0] += 1
                        counts["undeclared-import", default: 0] += 1
                    }
                    text += "\n"
                    text += body(module: module, layer: layer, moduleIndex: m, fileIndex: f, counts: &counts)
                    totalLines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                    try text.write(toFile: "\(dir)/\(module)File\(f).swift", atomically: false, encoding: .utf8)
                }
            }
        }
        let appDeps = (0..<modulesPerLayer).flatMap { ["\"Presentation\($0)\"", "\"Data\($0)\""] }
        targets.append("        .executableTarget(name: \"App\", dependencies: [\(appDeps.joined(separator: ", "))]),")
        try fm.createDirectory(atPath: "\(root)/Sources/App", withIntermediateDirectories: true)
        try "import Presentation0\nimport Data0\nimport Domain0\n\nlet repository: Domain0Repository0 = Data0Repository0()\nprint(repository)\n"
            .write(toFile: "\(root)/Sources/App/main.swift", atomically: false, encoding: .utf8)
        counts["undeclared-import", default: 0] += 1  // App imports Domain0 without declaring it
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Monorepo",
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try manifest.write(toFile: "\(root)/Package.swift", atomically: false, encoding: .utf8)
        let rules = """
            {
              "version": 1,
              "layers": [
                { "name": "Presentation", "modules": ["Presentation*"] },
                { "name": "Domain", "modules": ["Domain*"] },
                { "name": "Data", "modules": ["Data*"] },
                { "name": "App", "modules": ["App"] }
              ],
              "allow": { "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [], "App": ["Presentation", "Domain", "Data"] },
              "forbiddenImports": { "Domain": ["UIKit", "SwiftUI"] }
            }

            """
        try rules.write(toFile: "\(root)/rules.json", atomically: false, encoding: .utf8)
        return (totalLines, Expectation(counts: counts))
    }

    /// Lines of one ordinary (unplanted) file, averaged over the layers, to size the repo.
    func averageLinesPerFile() -> Int {
        var counts: [String: Int] = [:]
        var total = 0
        for layer in ["Presentation", "Domain", "Data"] {
            let text = header(module: "\(layer)0", layer: layer, index: 0)
                + body(module: "\(layer)0", layer: layer, moduleIndex: 0, fileIndex: 1, counts: &counts)
            total += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } + 1
        }
        return max(1, total / 3)
    }

    private func header(module: String, layer: String, index: Int) -> String {
        switch layer {
        case "Presentation": return "import Foundation\nimport Domain\(index)\n"
        case "Data": return "import Foundation\nimport Domain\(index)\n"
        default: return "import Foundation\n"
        }
    }

    private func body(module: String, layer: String, moduleIndex m: Int, fileIndex f: Int, counts: inout [String: Int]) -> String {
        var out = ""
        let methods = max(1, (linesPerFile - 20) / 12)
        switch layer {
        case "Domain":
            out += "/// Reads and writes \(module) records.\npublic protocol \(module)Repository\(f): Sendable {\n"
            let requirements = f == 0 ? 12 : 3  // planted: the first protocol of each module is fat
            if f == 0 { counts["fat-protocol", default: 0] += 1 }
            for r in 0..<requirements { out += "    func load\(r)(id: Int) async throws -> [String]\n" }
            out += "}\n\n"
            out += "public struct \(module)UseCase\(f) {\n    private let repository: any \(module)Repository\(f)\n\n"
            out += "    public init(repository: any \(module)Repository\(f)) {\n        self.repository = repository\n    }\n\n"
            out += "    /// Loads everything once so caches are warm.\n    public func warmUp() async throws {\n"
            for r in 0..<requirements { out += "        _ = try await repository.load\(r)(id: 0)\n" }
            out += "    }\n\n"
            for k in 0..<methods {
                out += "    /// Step \(k): loads, filters and counts.\n"
                out += "    public func run\(k)(limit: Int = 20) async throws -> Int {\n"
                out += "        let items = try await repository.load\(k % requirements)(id: \(k))\n"
                out += "        let filtered = items.filter { $0.count > \(k % 7) && !$0.hasPrefix(\"#\") }\n"
                out += "        // Interpolations and closures keep the tokenizer honest: \\(not one)\n"
                out += "        let summary = \"\\(filtered.count) of \\(items.count) in \\(\"\(module)\")\"\n"
                out += "        _ = summary\n"
                out += "        return min(limit, filtered.reduce(0) { $0 + $1.utf8.count })\n"
                out += "    }\n\n"
            }
            out += "}\n"
        case "Data":
            out += "import struct Foundation.URL\n\n"
            out += "public final class \(module)Repository\(f): Domain\(m)Repository\(f) {\n"
            out += "    private let baseURL: URL\n    public init(baseURL: URL = URL(fileURLWithPath: \"/tmp\")) { self.baseURL = baseURL }\n\n"
            let requirements = f == 0 ? 12 : 3
            for r in 0..<requirements {
                out += "    public func load\(r)(id: Int) async throws -> [String] {\n"
                out += "        let path = baseURL.appendingPathComponent(\"item-\\(id)-\(r).json\").path\n"
                out += "        return [path, #\"raw \"\(r)\" string\"#]\n    }\n"
            }
            for k in 0..<max(0, methods - requirements / 2) {
                out += "    /// Helper \(k).\n    func helper\(k)(_ values: [Int]) -> [Int] {\n"
                out += "        values.map { $0 * \(k + 1) }.filter { $0 % 3 == 0 }.sorted(by: >)\n    }\n"
            }
            out += "}\n"
        default:
            out += "@MainActor\npublic final class \(module)ViewModel\(f) {\n"
            out += "    private let useCase: Domain\(m)UseCase\(f)\n    public private(set) var title = \"\"\n\n"
            // Planted: the first view model of each Presentation module defaults its repository to a
            // concrete Data type (bastard-injection, cross-module) and builds it (counted once).
            if f == 0 {
                out += "    public init(repository: any Domain\(m)Repository\(f) = Data\(m)Repository\(f)()) {\n"
                out += "        self.useCase = Domain\(m)UseCase\(f)(repository: repository)\n    }\n\n"
                counts["bastard-injection", default: 0] += 1
            } else {
                out += "    public init(useCase: Domain\(m)UseCase\(f)) {\n        self.useCase = useCase\n    }\n\n"
            }
            for k in 0..<methods {
                out += "    /// Refresh \(k).\n    public func refresh\(k)() async {\n"
                out += "        do {\n            let n = try await useCase.run\(k)()\n"
                out += "            title = \"Loaded \\(n) items (page \(k))\"\n"
                out += "        } catch {\n            title = \"Failed: \\(error)\"\n        }\n    }\n\n"
            }
            out += "}\n"
        }
        return out
    }
}
