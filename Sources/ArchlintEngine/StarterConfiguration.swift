import ArchlintWorkspace

/// `archlint init`: infers a first rules.json from what the code looks like: modules from
/// Package.swift targets, layers from module and folder names that follow the common
/// Clean Architecture vocabulary. The result is a starting point to edit, so it says what it
/// guessed in `$comment` entries.
public struct StarterConfiguration: Sendable {
    public struct InferredLayer: Sendable, Equatable {
        public var name: String
        public var modules: [String]
        public var paths: [String]
    }

    public var layers: [InferredLayer]
    public var interfaceModules: [String]
    /// Source modules (test targets apart, as lint's summary counts them together).
    public var moduleCount: Int
    public var testModuleCount: Int
    public var fileCount: Int

    /// Words that name a layer, matched against module names and folder names (case-insensitive,
    /// as whole words of a CamelCase or dashed name). Order matters: the first layer that claims a
    /// name wins, so `DomainInterface` is Domain and `NetworkingData` is Data.
    static let vocabulary: [(layer: String, words: [String])] = [
        ("App", ["app", "application", "composition", "di", "container", "main"]),
        ("Domain", ["domain", "usecase", "usecases", "entity", "entities", "business", "interface", "interfaces", "core", "model", "models"]),
        ("Data", ["data", "repository", "repositories", "network", "networking", "api", "persistence", "storage",
                  "database", "db", "cache", "remote", "local", "infrastructure", "services"]),
        ("Presentation", ["presentation", "ui", "view", "views", "screen", "screens", "scene", "scenes", "feature",
                          "features", "coordinator", "coordinators", "flow", "flows", "viewmodel", "viewmodels"]),
    ]

    static let allowed: [String: [String]] = [
        "App": ["Presentation", "Domain", "Data"],
        "Presentation": ["Domain"],
        "Data": ["Domain"],
        "Domain": [],
    ]

    public init(analysed: AnalysedWorkspace) {
        let workspace = analysed.workspace
        let sourceModules = workspace.modules.filter { !$0.isTest }
        fileCount = workspace.files.count
        moduleCount = sourceModules.count
        testModuleCount = workspace.modules.count - sourceModules.count
        interfaceModules = sourceModules.map(\.name).filter { $0.hasSuffix("Interface") || $0.hasSuffix("Interfaces") }
        var byLayer: [String: InferredLayer] = [:]
        if sourceModules.count > 1 {
            for m in sourceModules {
                guard let layer = Self.layer(for: m.name) else { continue }
                byLayer[layer, default: InferredLayer(name: layer, modules: [], paths: [])].modules.append(m.name)
            }
        }
        // Folders that carry a layer word, within modules no module-level layer claimed.
        let claimed = Set(byLayer.values.flatMap(\.modules))
        var folders: [String: Set<String>] = [:]
        for file in workspace.files where !file.isTest && !claimed.contains(file.module) {
            for component in file.path.split(separator: "/").dropLast() {
                let name = String(component)
                if name == "Sources" || name == "Tests" { continue }
                if let layer = Self.layer(for: name) {
                    folders[layer, default: []].insert(name)
                    break
                }
            }
        }
        for (layer, names) in folders {
            byLayer[layer, default: InferredLayer(name: layer, modules: [], paths: [])].paths
                .append(contentsOf: names.sorted().map { "**/\($0)/**" })
        }
        layers = Self.vocabulary.compactMap { byLayer[$0.layer] }.map { layer in
            var layer = layer
            layer.modules.sort()
            return layer
        }
        // One recognised layer is no layering: nothing could be checked between layers, and a
        // lone guess is more likely a naming accident (`NIOChatClient`) than an architecture.
        if layers.count < 2 { layers = [] }
    }

    static func layer(for name: String) -> String? {
        let words = Self.words(of: name)
        for entry in vocabulary where words.contains(where: { entry.words.contains($0) }) {
            return entry.layer
        }
        return nil
    }

    /// `WeatherDataKit` -> weather, data, kit; `feature-login` -> feature, login; `UseCases` -> use, cases, usecases.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for ch in name {
            if ch == "-" || ch == "_" || ch == " " || ch == "." {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                previousWasLower = false
                continue
            }
            if ch.isUppercase && previousWasLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(ch)
            previousWasLower = ch.isLowercase || ch.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        var joined: [String] = []
        for i in words.indices.dropLast() { joined.append(words[i] + words[i + 1]) }
        return words + joined + [name.lowercased()]
    }

    /// The rules.json text: sorted, stable, two-space indentation, `$comment`s that explain it.
    public func render() -> String {
        let names = layers.map(\.name)
        var out = "{\n"
        out += "  \"$schema\": \"https://raw.githubusercontent.com/archlint/archlint/main/rules.schema.json\",\n"
        out += "  \"$comment\": \(Self.quote("Generated by `archlint init` from \(fileCount) file\(fileCount == 1 ? "" : "s") in \(moduleCount) module\(moduleCount == 1 ? "" : "s")\(testModuleCount == 0 ? "" : " and \(testModuleCount) test module\(testModuleCount == 1 ? "" : "s")"). \(layers.isEmpty ? "No layering was recognised in module or folder names: add layers and allow by hand." : "Layers were guessed from module and folder names: check them, then run `archlint`.") Rule severities are off, warning or error; `archlint rules` lists the rules and `archlint explain RULE` says why each matters.")),\n"
        out += "  \"version\": 1,\n"
        out += "  \"exclude\": [\"**/Generated/**\", \"**/*.generated.swift\"],\n"
        out += "  \"layers\": ["
        if layers.isEmpty {
            out += "],\n"
        } else {
            out += "\n"
            for (i, layer) in layers.enumerated() {
                var fields: [String] = ["\"name\": \(Self.quote(layer.name))"]
                if !layer.modules.isEmpty { fields.append("\"modules\": [\(layer.modules.map(Self.quote).joined(separator: ", "))]") }
                if !layer.paths.isEmpty { fields.append("\"paths\": [\(layer.paths.map(Self.quote).joined(separator: ", "))]") }
                out += "    { " + fields.joined(separator: ", ") + " }" + (i == layers.count - 1 ? "\n" : ",\n")
            }
            out += "  ],\n"
        }
        out += "  \"allow\": {"
        if names.isEmpty {
            out += "},\n"
        } else {
            out += "\n"
            for (i, name) in names.enumerated() {
                let targets = (Self.allowed[name] ?? []).filter { names.contains($0) }
                out += "    \(Self.quote(name)): [\(targets.map(Self.quote).joined(separator: ", "))]" + (i == names.count - 1 ? "\n" : ",\n")
            }
            out += "  },\n"
        }
        if names.contains("Domain") {
            out += "  \"forbiddenImports\": { \"Domain\": [\"UIKit\", \"SwiftUI\", \"AppKit\", \"CoreData\", \"RealmSwift\", \"Alamofire\"] },\n"
        }
        if !interfaceModules.isEmpty {
            out += "  \"interfaceModules\": [\"*Interface\", \"*Interfaces\"],\n"
        }
        out += "  \"rules\": {\n"
        out += "    \"fat-protocol\": { \"severity\": \"warning\", \"maxRequirements\": 10 },\n"
        out += "    \"interface-segregation\": { \"severity\": \"warning\", \"maxUsedRatio\": 0.5 }\n"
        out += "  }\n"
        out += "}\n"
        return out
    }

    static func quote(_ s: String) -> String {
        JSONText.quoted(s)
    }
}
