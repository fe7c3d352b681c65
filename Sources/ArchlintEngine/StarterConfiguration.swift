import ArchlintWorkspace
import ArchlintGraph
import ArchlintSyntax

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

    /// A folder of an Xcode or Tuist app that other code imports as a module (`import Domain`
    /// with the files in `Domain/`): proposed as a `modules` entry.
    public struct InferredModule: Sendable, Equatable {
        public var name: String
        public var path: String
    }

    public var layers: [InferredLayer]
    /// The one layer recognised when there was only one (no layering is written then).
    public var loneLayer: InferredLayer?
    public var modules: [InferredModule] = []
    /// Path globs of the App layer: the composition code, which builds concrete types.
    public var compositionRoots: [String] = []
    /// How many source files the composition roots cover; or, when the App code holds much of
    /// the program (a legacy app target beside its first packages), the roots left out and
    /// their files: listing them would switch the DI rules off for most of the code.
    public var compositionRootFiles = 0
    /// Files that are not test code: what the roots' share is judged against.
    public var sourceFileCount = 0
    public var appRootsLeftOut: (roots: [String], files: Int)?
    /// Files of the entry point's folder declaring protocols other layers use, left in no layer,
    /// with those protocols.
    public var sharedAppFiles: (files: [String], protocols: [String])?
    /// The most files the App layer is listed by, one path each, when its folder is split.
    static let mostAppFilesListed = 12
    public var interfaceModules: [String]
    /// `Feature*` or `*Feature` (or the modules' names, when the glob would take in more) when two
    /// or more feature modules are named so and none depends on another today: the independence
    /// the design already has, kept from now on.
    public var independentGroup: [String]?
    /// Domain uses Data and no Data file uses Domain (Interactors over Repositories that declare
    /// their own protocols): the layers are read as a stack, Presentation -> Domain -> Data,
    /// rather than Clean Architecture's Data -> Domain.
    public var dataBelowDomain = false
    /// UI frameworks (`UIKit`) that Domain's interface modules import, with those modules: a
    /// µFeature's interface speaks of the screens it builds (`func build() -> UIViewController`),
    /// a pattern the project chose, so the starter does not forbid them in Domain.
    public var uiFrameworksOfInterfaces: [(framework: String, modules: [String])] = []
    /// Source modules (test targets apart, as lint's summary counts them together).
    public var moduleCount: Int
    public var testModuleCount: Int
    public var fileCount: Int

    /// Words that name a layer, matched against module names and folder names (case-insensitive,
    /// as whole words of a CamelCase or dashed name). Order matters: the first layer that claims a
    /// name wins, so `DomainInterface` is Domain and `NetworkingData` is Data.
    static let vocabulary: [(layer: String, words: [String])] = [
        ("App", ["app", "application", "composition", "compositionroot", "di", "dependencyinjection", "container", "main",
                 "assembly", "assemblies", "registration", "registrations", "bootstrap"]),
        ("Domain", ["domain", "usecase", "usecases", "entity", "entities", "business", "interface", "interfaces",
                    "interactor", "interactors", "model", "models"]),
        ("Data", ["data", "repository", "repositories", "network", "networking", "api", "persistence", "storage",
                  "database", "db", "cache", "remote", "local", "infrastructure", "infra", "service", "services", "realm"]),
        // VIPER's presenters are presentation as much as views are (a `Router` is as often the
        // app's own navigation wiring: no guess); so are UIKit's view controllers and a
        // server's HTTP controllers (Vapor's `Controllers/`).
        ("Presentation", ["presentation", "ui", "view", "views", "screen", "screens", "scene", "scenes", "feature",
                          "features", "coordinator", "coordinators", "flow", "flows", "viewmodel", "viewmodels",
                          "presenter", "presenters", "controller", "controllers", "viewcontroller", "viewcontrollers"]),
    ]

    /// `ServiceTestingUtilities`, `NetworkMocks`, `TestSupport`: doubles and helpers for tests,
    /// in no layer of the app whatever else their names say.
    static func isTestSupport(_ name: String) -> Bool {
        let words = Self.words(of: name)
        return words.contains { ["testing", "mock", "mocks", "fake", "fakes", "stub", "stubs", "testsupport", "testutilities",
                                 "testutils", "testhelpers", "testkit", "spies", "doubles", "testdoubles"].contains($0) }
    }

    /// `ApiClientLive`, `FeedImpl`, `SearchImplementation`: beside `ApiClient` or `FeedInterface`,
    /// the implementation of that interface.
    static let implementationSuffixes = ["Live", "Impl", "Implementation"]

    /// What a module's code declares, for layer guesses its name alone gets wrong.
    struct ModuleShape {
        var protocols = 0
        var others = 0
        var implementsOtherModulesProtocols = false
        /// Protocols and nothing else a layer could hold (extensions of them allowed).
        var isProtocolsOnly: Bool { protocols > 0 && others == 0 }

        static func of(_ workspace: Workspace) -> [String: ModuleShape] {
            var protocolModules: [String: Set<String>] = [:]
            for file in workspace.files where !file.isTest {
                for d in file.facts.declarations where d.kind == .protocol && !d.isLocal {
                    protocolModules[d.name, default: []].insert(file.module)
                }
            }
            var shapes: [String: ModuleShape] = [:]
            for file in workspace.files where !file.isTest {
                var shape = shapes[file.module] ?? ModuleShape()
                for d in file.facts.declarations where !d.isLocal {
                    switch d.kind {
                    case .protocol: shape.protocols += 1
                    // `extension Array: Cacheable where Element: Cacheable`: a library's generic
                    // type carrying the module's protocol along, not an implementation.
                    case .extension where d.inherits.isEmpty || d.hasWhereClause:
                        break
                    case .class, .struct, .enum, .actor, .extension:
                        // An extension adding a conformance (`extension Session: HTTPClient`)
                        // implements as much as a type does.
                        // Nested types (an error enum inside a protocol's namespace) count too.
                        shape.others += 1
                        if !shape.implementsOtherModulesProtocols, d.conformances.contains(where: { p in
                            protocolModules[TypeIndex.lastComponent(p)].map { !$0.contains(file.module) } ?? false
                        }) { shape.implementsOtherModulesProtocols = true }
                    default: break
                    }
                }
                shapes[file.module] = shape
            }
            return shapes
        }
    }

    /// Folder names that are a layer and nothing else, even when every file of the app's
    /// unlayered modules is in one of them.
    static let strongLayerFolders: Set<String> = ["domain", "data", "presentation"]

    /// Layer folders a presentation folder may hold per feature (`Scenes/List/Interactor`,
    /// `Features/Home/Data`); `Models` or `Repositories` there stay the outer layer's.
    static let featureInnerLayerWords: [String: String] = [
        "interactor": "Domain", "interactors": "Domain", "domain": "Domain", "usecase": "Domain", "usecases": "Domain",
        "data": "Data",
    ]

    static let allowed: [String: [String]] = [
        "App": ["Presentation", "Domain", "Data"],
        "Presentation": ["Domain"],
        "Data": ["Domain"],
        "Domain": [],
    ]

    /// Layers and roots inferred from `analysed`; `modules`, when given, are the folders
    /// `inferModules` proposed and `analysed` was analysed with.
    public init(analysed: AnalysedWorkspace, modules: [InferredModule] = []) {
        self.modules = modules
        let workspace = analysed.workspace
        let sourceModules = workspace.modules.filter { !$0.isTest }
        fileCount = workspace.files.count
        moduleCount = sourceModules.count
        testModuleCount = workspace.modules.count - sourceModules.count
        // By name (`FeedInterface`), or by folder: RIBs and µFeature packages declare the
        // interface half as `.target(name: "Home", path: "Home/Interface")`.
        interfaceModules = sourceModules.filter { m in
            m.name.hasSuffix("Interface") || m.name.hasSuffix("Interfaces")
                || m.directory?.split(separator: "/").last.map { $0 == "Interface" || $0 == "Interfaces" } == true
        }.map(\.name)
        independentGroup = Self.independentFeatures(sourceModules.map(\.name), edges: analysed.graph.moduleEdges)
        var byLayer: [String: InferredLayer] = [:]
        // Targets layered by their folders rather than whole: an app's holding layer folders.
        var layeredByFolders = Set<String>()
        // Modules with code of their own: the files of no target may all be tests
        // (`ShopTests/` beside the `Shop/` its `@testable import` made a module).
        let modulesWithCode = Set(workspace.files.lazy.filter { !$0.isTest }.map(\.module))
        let codeModuleCount = sourceModules.lazy.filter { modulesWithCode.contains($0.name) }.count
        if codeModuleCount > 1 {
            // The module of files no target claims is named after the checkout's folder: a
            // layer by that name would change with where the repository is cloned. Its folders
            // say instead (below).
            let names = Set(sourceModules.map(\.name))
            // `ApiClient` beside `ApiClientLive` (swift-dependencies, TCA), `FeedInterface` beside
            // `FeedLive`, `Feed` beside `FeedImpl`: the first is the interface features use, the
            // other its implementation (`implementationSuffixes`). Where the workspace
            // has such pairs, a `LocalDatabaseClient` without one is an interface too (its live
            // value a static member of the struct).
            let clientPairs = Self.clientPairsAreTheConvention(names)
            // A target with no Swift file here (sources elsewhere, not checked out, C code) would
            // be a layer that matches nothing, and the first run would warn of it.
            let populated = Set(workspace.files.lazy.map(\.module))
            let shapes = ModuleShape.of(workspace)
            // The target holding the entry point (`@main`, `main.swift`) is the app whatever its
            // name says: Hummingbird's `TaskClusterService` is no Data service.
            let entryPointModules = Set(workspace.files.lazy.filter { !$0.isTest && Self.isEntryPoint($0) }.map(\.module))
            for m in sourceModules where m.origin != .implicit && populated.contains(m.name) && !Self.isTestSupport(m.name) {
                var layer: String
                let entryPoint = entryPointModules.contains(m.name)
                if !entryPoint, Self.implementationSuffixes.contains(where: { names.contains(m.name + $0) }) {
                    layer = "Domain"
                } else if !entryPoint, let base = Self.implementationSuffixes.lazy.compactMap({ suffix in
                              m.name.count > suffix.count && m.name.hasSuffix(suffix) ? String(m.name.dropLast(suffix.count)) : nil }).first,
                          [base, base + "Interface", base + "Interfaces"].contains(where: names.contains) {
                    layer = "Data"
                } else if !entryPoint, clientPairs, m.name.hasSuffix("Client"), m.name.count > 6 {
                    // `DictionarySqliteClient` extending `DictionaryClient` with its live value is
                    // that client's implementation, as `ApiClientLive` is `ApiClient`'s.
                    layer = Self.implementsAnotherClient(m.name, names: names, workspace: workspace) ? "Data" : "Domain"
                } else if !entryPoint, interfaceModules.contains(m.name),
                          Self.layer(ofFoldersAbove: m.directory ?? modules.first { $0.name == m.name }?.path) == "Presentation" {
                    // A µFeature's `Feature/Home/Interface` is the Home screen's interface: the
                    // feature's layer, not Domain (whose UIKit ban its screens' interfaces would
                    // lift). A service's interface (`Core/Database/Interface`) stays in Domain,
                    // where the code that depends on it inverts the dependency on Data.
                    layer = "Presentation"
                } else if let guessed = entryPoint ? "App" : Self.layer(forModule: m.name) {
                    layer = guessed
                    // `ShopApp/{Domain,Data,Features}`: an app target holding its layers as
                    // folders is layered by them (below), not taken whole for the App layer.
                    // Two layers' folders at least (`Domain` and `Data`, `Features`): one
                    // `Models/` folder is the app's own. An entry point's target named otherwise
                    // (an Xcode app's `Shop/{App,Features}`) was layered by its folders before
                    // its entry point was looked at, and one layer's folder keeps it so.
                    if guessed == "App" {
                        let needed = entryPoint && Self.layer(forModule: m.name) != "App" ? 1 : 2
                        var folderLayers = Set<String>()
                        for f in workspace.files where f.module == m.name && !f.isTest {
                            for component in f.path.split(separator: "/").dropLast() {
                                let lowered = component.lowercased()
                                if Self.strongLayerFolders.contains(lowered) || lowered == "features" || lowered == "feature" {
                                    folderLayers.insert(Self.layer(forWholeName: String(component)) ?? "")
                                } else if let layer = Self.layer(forLayerFolder: String(component)), layer != "App" {
                                    folderLayers.insert(layer)
                                } else if needed == 1, m.origin != .swiftPackage, let layer = Self.layer(forWholeName: String(component)), layer != "App" {
                                    // The Xcode app a test's `@testable import Shop` made a module:
                                    // its `Scenes/`, `Services/` are the layering it has.
                                    folderLayers.insert(layer)
                                }
                            }
                            if folderLayers.count >= needed { break }
                        }
                        if folderLayers.count >= needed { layeredByFolders.insert(m.name); continue }
                    }
                    // What the code is beats a word of its name: a module of protocols alone
                    // (`AzkarServices`) is the interface; one whose name holds a Data word too
                    // and implements another module's protocols (`DatabaseInteractors`) is the
                    // implementation.
                    let shape = shapes[m.name]
                    if guessed == "Data", shape?.isProtocolsOnly == true {
                        layer = "Domain"
                    } else if guessed == "Domain", shape?.implementsOtherModulesProtocols == true,
                              !m.name.hasSuffix("Interface"), !m.name.hasSuffix("Interfaces"),
                              Self.words(of: m.name, splittingAcronyms: true).contains(where: { w in Self.vocabulary.contains { $0.layer == "Data" && $0.words.contains(w) } }) {
                        layer = "Data"
                    }
                } else {
                    continue
                }
                byLayer[layer, default: InferredLayer(name: layer, modules: [], paths: [])].modules.append(m.name)
            }
            // `DI`, `Assembly`, `DependencyInjection`: the wiring when it uses layered modules
            // and none of them uses it; a container library that every module imports is not.
            let layered = Set(byLayer.values.flatMap(\.modules))
            // The app target itself may use its wiring (`App` -> `DI` -> features).
            let inner = Set(byLayer.filter { $0.key != "App" }.values.flatMap(\.modules))
            let edges = analysed.graph.moduleEdges
            for m in sourceModules where m.origin != .implicit && !layered.contains(m.name) && Self.namesWiring(m.name) {
                let usesLayers = (edges[m.name] ?? [:]).keys.contains { $0 != m.name && inner.contains($0) }
                let usedByLayers = edges.contains { from, targets in from != m.name && inner.contains(from) && targets[m.name] != nil }
                if usesLayers && !usedByLayers {
                    byLayer["App", default: InferredLayer(name: "App", modules: [], paths: [])].modules.append(m.name)
                }
            }
        }
        // Folders that carry a layer word, within modules no module-level layer claimed.
        let claimed = Set(byLayer.values.flatMap(\.modules))
        let layeredModules = !claimed.isEmpty
        let unclaimed = workspace.files.filter { !$0.isTest && !claimed.contains($0.module) }
        // Folders every file lies in (`WeatherApp/`, `CountriesSwiftUI/`) name the app, not a layer.
        var shared = unclaimed.first.map { Array($0.path.split(separator: "/").dropLast()) } ?? []
        for file in unclaimed.dropFirst() where !shared.isEmpty {
            let components = file.path.split(separator: "/").dropLast()
            var common = 0
            for (a, b) in zip(shared, components) { if a == b { common += 1 } else { break } }
            shared.removeLast(shared.count - common)
        }
        // Files under each folder: a folder holding most of the app is the app, whatever its
        // name says (`CountriesSwiftUI/`, `WeatherApp/` beside a tests folder).
        var filesUnder: [String: Int] = [:]
        for file in unclaimed {
            var prefix = ""
            for component in file.path.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                filesUnder[prefix, default: 0] += 1
            }
        }
        // Each file's layer folder: the outermost whose whole name is a layer word (`Domain`,
        // `UI`) or holds one (`NetworkPlatform`, not for App and not for a folder of most files).
        var classified: [(folder: [Substring], layer: String)] = []
        var layerOfFile: [String: String] = [:]
        // The folder that gave each file its layer (`Shop/App/Scenes` for a screen).
        var layerFolderOfFile: [String: String] = [:]
        // Folders holding the entry point (`@main`, AppDelegate): a `Main/` folder is the app's
        // only when it is one of them, else a feature beside `Auth/`.
        var entryFolders = Set<String>()
        for file in unclaimed where Self.holdsEntryPoint(file) || file.path == "main.swift" || file.path.hasSuffix("/main.swift") {
            var prefix = ""
            for component in file.path.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                entryFolders.insert(prefix)
            }
        }
        // A module of its own (a SwiftPM target, a µFeature folder) is layered whole, by its name:
        // the folders inside it are its own organisation (`StatusKit/Editor/Services`,
        // `Core/Sources/BaseCoordinator`), and a layer taking some of its files would report the
        // others. Only folders that name a layer and nothing else (`Orders/Domain`, `Sources/Domain`,
        // `PresentationLayer`, a feature's `Data` below `Features/`) split it; folders above it
        // (`Features/Cat/Sources`) layer it whole. The app's files in no target, an app target
        // holding layer folders and a project of one module are layered by all their folders.
        let inferredModulePaths = Dictionary(modules.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        func moduleDepth(_ name: String) -> Int? {
            guard codeModuleCount > 1, !layeredByFolders.contains(name), let module = workspace.module(named: name),
                  module.origin != .implicit else { return nil }
            let directory = module.directory ?? inferredModulePaths[name] ?? ""
            return directory.split(separator: "/").count
        }
        // The app's own files: those of no target, or of the app target layered by its folders
        // (an Xcode app's folder that its tests' `@testable import Weather` made a module).
        // So are those of the one module with code when it holds the entry point (that Xcode
        // app again, with nothing but its tests beside it).
        let soleAppModule = codeModuleCount == 1
            ? workspace.files.first { !$0.isTest && Self.isEntryPoint($0) }.map(\.module) : nil
        func isAppsOwn(_ module: String) -> Bool {
            workspace.module(named: module)?.origin == .implicit || layeredByFolders.contains(module) || module == soleAppModule
        }
        for file in unclaimed {
            let components = Array(file.path.split(separator: "/").dropLast())
            // A module's own `DI/` folder is a library of it; the app's wiring is in files of no module.
            // (and a SwiftPM target named `DependencyInjection` is a library as often as not).
            let appAllowed = isAppsOwn(file.module)
            let insideFrom = moduleDepth(file.module)
            var prefix = ""
            // `App/Scenes/...`: an app folder holds layers of its own; App only when none is deeper.
            var app: Int?
            var found: (Int, String)?
            for (k, component) in components.enumerated() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                // A folder all these files share is the app's (`WeatherApp/`), unless other
                // modules took layers and it is named as one (a target whose sources are `Domain/`,
                // an app whose files are all in `PresentationLayer/`).
                guard k >= shared.count
                        || (layeredModules && (Self.strongLayerFolders.contains(Self.withoutOrdinal(component).lowercased())
                                               || Self.layer(forLayerFolder: String(component)) != nil)),
                      component != "Sources", component != "Tests" else { continue }
                if let insideFrom, k >= insideFrom, !Self.strongLayerFolders.contains(component.lowercased()),
                   Self.layer(forLayerFolder: String(component)) == nil { continue }
                if let layer = Self.layer(forLayerFolder: String(component)) ?? Self.layer(forWholeName: String(Self.withoutOrdinal(component))) {
                    if layer == "App" {
                        // The innermost: `App/Application/`.
                        if appAllowed && (component.lowercased() != "main" || entryFolders.contains(prefix)) { app = k }
                        continue
                    }
                    found = (k, layer)
                    // `Scenes/List/Interactor/`, `Features/Home/Domain/`: feature folders holding
                    // layers of their own (VIPER's modules) give those inner layers their files.
                    if layer == "Presentation",
                       let inner = components[(k + 1)...].firstIndex(where: { Self.featureInnerLayerWords[$0.lowercased()] != nil }) {
                        found = (inner, Self.featureInnerLayerWords[components[inner].lowercased()]!)
                    }
                    break
                }
                if let layer = Self.layer(for: String(component)), layer != "App", 2 * (filesUnder[prefix] ?? 0) <= unclaimed.count {
                    found = (k, layer)
                    break
                }
            }
            if found == nil, let app { found = (app, "App") }
            if let (k, layer) = found {
                classified.append((Array(components[...k]), layer))
                layerOfFile[file.path] = layer
                layerFolderOfFile[file.path] = components[...k].joined(separator: "/")
            }
        }
        // `**/UseCases/**` when every `UseCases` folder went to one layer; the folders themselves
        // (`RealmPlatform/UseCases/**`) when the name is in several (a glob must not take files
        // another layer was inferred for).
        var layersOfName: [Substring: Set<String>] = [:]
        for c in classified { layersOfName[c.folder.last!, default: []].insert(c.layer) }
        var unclassifiedNames = Set<Substring>()
        for file in workspace.files where !file.isTest {
            for component in file.path.split(separator: "/").dropLast() {
                // A folder of that name with a file that went to another layer (or to none).
                guard let layers = layersOfName[component], layers.count == 1 else { continue }
                if layerOfFile[file.path] != layers.first { unclassifiedNames.insert(component) }
            }
        }
        var globs: [String: Set<String>] = [:]
        for c in classified {
            let name = c.folder.last!
            if layersOfName[name]!.count == 1 && !unclassifiedNames.contains(name) {
                globs[c.layer, default: []].insert("**/\(Glob.escaped(String(name)))/**")
            } else {
                globs[c.layer, default: []].insert(Self.escapedPath(c.folder.joined(separator: "/")) + "/**")
            }
        }
        // The app's own files in no target, all in one folder (`Projects/App/`) with no layer
        // folders inside: that folder is the App layer when it holds the entry point (the
        // layer used to come from the module's name, which is the checkout folder's).
        if globs.isEmpty, byLayer["App"] == nil, !shared.isEmpty,
           unclaimed.contains(where: { f in
               isAppsOwn(f.module) && Self.holdsEntryPoint(f)
           }) {
            globs["App"] = [Self.escapedPath(shared.joined(separator: "/")) + "/**"]
        }
        // The folder of the app target's entry point (`@main`, AppDelegate) is the App layer when no
        // other layer's folder lies inside it: ajaychoudhary's `ModularApp/ModularApp/` holds its
        // DI provider, root view and navigation beside a `Registrations/` folder that was App alone.
        for file in unclaimed where isAppsOwn(file.module) && Self.holdsEntryPoint(file) {
            let folder = file.path.split(separator: "/").dropLast()
            guard !folder.isEmpty, folder.count > shared.count || globs.isEmpty else { continue }
            let path = folder.joined(separator: "/")
            let inside = { (other: String) in other.hasPrefix(path + "/") }
            // Another layer's folder, or another module's files, inside it: not the app's alone.
            if classified.contains(where: { $0.layer != "App" && ($0.folder.joined(separator: "/") == path || inside($0.folder.joined(separator: "/"))) })
                || workspace.files.contains(where: { inside($0.path) && $0.module != file.module && !$0.isTest }) { continue }
            // Inside another layer's folder (`presentation/ui/MoviesApp.swift` beside the screens'
            // folders `ui/list/`, `ui/details/`): the entry point's own files, not the screens.
            let insideAnotherLayer = layerOfFile[file.path].map { $0 != "App" } ?? false
            let holdsSubfolders = insideAnotherLayer && workspace.files.contains { f in
                !f.isTest && inside(f.path) && f.path.utf8.dropFirst(path.utf8.count + 1).contains(UInt8(ascii: "/"))
            }
            let glob = Self.escapedPath(path) + (holdsSubfolders ? "/*" : "/**")
            // Already the App layer's (`**/Application/**`, `**/Main/**`): nothing to add.
            if globs["App", default: []].contains(where: { (try? Glob($0))?.matches(file.path) == true }) { continue }
            // Globs whose files all lie inside the folder now say nothing more (`**/Registrations/**`).
            let app = globs["App", default: []].filter { g in
                guard let compiled = try? Glob(g) else { return true }
                return workspace.files.contains { !$0.isTest && !inside($0.path) && compiled.matches($0.path) }
            }
            globs["App"] = app.union([glob])
        }
        for (layer, paths) in globs {
            byLayer[layer, default: InferredLayer(name: layer, modules: [], paths: [])].paths.append(contentsOf: paths.sorted())
        }
        layers = Self.vocabulary.compactMap { byLayer[$0.layer] }.map { layer in
            var layer = layer
            layer.modules.sort()
            return layer
        }
        // The first layer whose path glob matches a file has it: an App folder holding another
        // layer's folder (`Shop/App/Scenes/`, `Projects/App/Sources/Coordinator/`) goes after
        // that layer, or the inner layer would match nothing. (An App folder inside another
        // layer's, a µFeature's `Demo/` app under `Features/`, stays first and wins there.)
        func liesInside(_ glob: Glob, _ file: String) -> Bool {
            guard let layer = layerOfFile[file], layer != "App", let folder = layerFolderOfFile[file] else { return false }
            // The glob takes the whole folder that gave the file its layer (any file in it).
            return glob.matches(file) && glob.matches(folder + "/_.swift")
        }
        if let app = layers.firstIndex(where: { $0.name == "App" }), !layers[app].paths.isEmpty {
            let appGlobs = layers[app].paths.compactMap { try? Glob($0) }
            let holdsInnerLayer = layerOfFile.keys.contains { file in appGlobs.contains { liesInside($0, file) } }
            // An App folder inside another layer's (a µFeature's `Demo/` app) must stay first:
            // moving the App layer after the others would give that app to the outer layer.
            let insideOtherLayer = layerOfFile.contains { file, layer in
                layer != "App" && appGlobs.contains { $0.matches(file) && !liesInside($0, file) }
            }
            if holdsInnerLayer && !insideOtherLayer {
                layers.append(layers.remove(at: app))
            }
        }
        // One recognised layer is no layering: nothing could be checked between layers, and a
        // lone guess is more likely a naming accident (`NIOChatClient`) than an architecture.
        if layers.count == 1 { loneLayer = layers[0] }
        if layers.count < 2 { layers = [] }
        // The App layer wires the others: its files build concrete types. So does a lone App
        // beside modules no layer name matched (iOSSampleApp's App target beside Common and
        // the features), but not one that holds the whole program (Vapor's App and Run, a
        // single app folder): that is no wiring apart from the code it wires.
        let loneApp = loneLayer.flatMap { lone -> InferredLayer? in
            guard lone.name == "App" else { return nil }
            let globs = lone.paths.compactMap { try? Glob($0) }
            let modules = Set(lone.modules)
            let outside = workspace.files.contains { f in
                !f.isTest && !modules.contains(f.module) && !globs.contains { $0.matches(f.path) }
            }
            return outside ? lone : nil
        }
        // An entry point's folder that also declares protocols other layers adopt or hold (a
        // `CoordinatorProtocol` every screen conforms to, element-x's `Application/`) is no leaf
        // above the layers: those files are left in no layer, the others are the App layer file
        // by file, so that the first run does not report every screen against App.
        if let k = layers.firstIndex(where: { $0.name == "App" }), layers[k].modules.isEmpty, layers[k].paths.count == 1,
           let glob = try? Glob(layers[k].paths[0]) {
            let appFiles = workspace.files.filter { !$0.isTest && glob.matches($0.path) }
            var protocolsOfFile: [String: Set<String>] = [:]
            for f in appFiles {
                let declared = f.facts.declarations.filter { $0.kind == .protocol && !$0.isLocal && !$0.name.contains(".") }.map(\.name)
                if !declared.isEmpty { protocolsOfFile[f.path] = Set(declared) }
            }
            if !protocolsOfFile.isEmpty {
                let declared = Set(protocolsOfFile.values.joined())
                var layerOfModule: [String: String] = [:]
                for layer in layers { for m in layer.modules { layerOfModule[m] = layer.name } }
                var used = Set<String>()
                for f in workspace.files where !f.isTest && !glob.matches(f.path) {
                    guard let l = layerOfFile[f.path] ?? layerOfModule[f.module], l != "App" else { continue }
                    for name in f.facts.typeReferences where declared.contains(name) { used.insert(name) }
                }
                let shared = protocolsOfFile.filter { !$0.value.isDisjoint(with: used) }.keys.sorted()
                let rest = appFiles.map(\.path).filter { !shared.contains($0) }.sorted()
                if !shared.isEmpty, !rest.isEmpty, rest.count <= Self.mostAppFilesListed {
                    layers[k].paths = rest.map(Self.escapedPath)
                    sharedAppFiles = (shared, used.sorted())
                }
            }
        }
        if let app = layers.first(where: { $0.name == "App" }) ?? loneApp {
            // An App folder holding another layer's folder: the roots are the App's own files
            // (`Shop/App/*`, `Shop/App/Navigation/**`), not the screens inside it.
            var roots: [String] = []
            var holdingOthers: [Glob] = []
            for path in app.paths {
                guard let glob = try? Glob(path) else { roots.append(path); continue }
                if layerOfFile.keys.contains(where: { liesInside(glob, $0) }) {
                    holdingOthers.append(glob)
                } else {
                    roots.append(path)
                }
            }
            let plainRoots = roots.compactMap { try? Glob($0) }
            var folders = Set<String>()
            for file in workspace.files where !file.isTest && !holdingOthers.contains(where: { liesInside($0, file.path) })
                && holdingOthers.contains(where: { $0.matches(file.path) }) && !plainRoots.contains(where: { $0.matches(file.path) }) {
                folders.insert(String(file.path.split(separator: "/").dropLast().joined(separator: "/")))
            }
            // A handful of folders is listed; past that (an App folder of many scenes' folders)
            // the App's own paths stay the roots, as a list of thousands would cost every lint.
            if folders.count > 8 {
                roots += holdingOthers.map(\.pattern)
            } else {
                let inner = layerOfFile.keys.filter { file in holdingOthers.contains { liesInside($0, file) } }
                for folder in folders.sorted() {
                    roots.append(Self.escapedPath(folder) + (inner.contains { $0.hasPrefix(folder + "/") } ? "/*" : "/**"))
                }
            }
            for name in app.modules {
                if let directory = workspace.modules.first(where: { $0.name == name })?.directory, !directory.isEmpty {
                    roots.append(Self.escapedPath(directory) + "/**")
                }
            }
            let sourceFiles = workspace.files.filter { !$0.isTest }
            sourceFileCount = sourceFiles.count
            // A thin shell (delegates, DI container, root coordinator) is wiring as a whole; an
            // app target of many screens is the program, where the DI rules matter most. Its
            // default roots (AppDelegate.swift, @main, *Assembly.swift...) stay roots. Judged
            // root by root: eleven small example tools are eleven shells.
            var kept: [String] = []
            var left: [String] = []
            var leftFiles = 0
            var coveredFiles = Set<String>()
            for root in roots {
                guard let glob = try? Glob(root) else { kept.append(root); continue }
                let covered = sourceFiles.filter { glob.matches($0.path) }.map(\.path)
                if covered.count > Self.largestShell && covered.count * 3 > sourceFiles.count {
                    left.append(root)
                    leftFiles += covered.count
                } else {
                    kept.append(root)
                    coveredFiles.formUnion(covered)
                }
            }
            compositionRoots = kept.sorted()
            compositionRootFiles = coveredFiles.count
            if !left.isEmpty { appRootsLeftOut = (left.sorted(), leftFiles) }
        }
        if let domain = layers.first(where: { $0.name == "Domain" }) {
            // Interface modules by name, and the interface half of an implementation pair
            // (`Profile` beside `ProfileImpl`), which init made Domain for that pairing.
            let moduleNames = Set(workspace.modules.map(\.name))
            // And a TCA client holding its own live value (`UIApplicationClient`'s `LiveKey.swift`
            // importing UIKit), put in Domain beside the `ApiClient` / `ApiClientLive` pairs.
            let clientPairs = Self.clientPairsAreTheConvention(moduleNames)
            let interfaces = Set(domain.modules.filter { name in
                interfaceModules.contains(name) || Self.implementationSuffixes.contains { moduleNames.contains(name + $0) }
                    || (clientPairs && name.hasSuffix("Client"))
            })
            var importers: [String: Set<String>] = [:]
            for file in workspace.files where !file.isTest && interfaces.contains(file.module) {
                for i in file.facts.imports where Self.uiFrameworks.contains(i.module) { importers[i.module, default: []].insert(file.module) }
            }
            uiFrameworksOfInterfaces = Self.uiFrameworks.compactMap { f in importers[f].map { (f, $0.sorted()) } }
        }
    }

    static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit"]
    static let domainForbiddenImports = uiFrameworks + ["CoreData", "SwiftData", "RealmSwift", "Alamofire"]

    /// `Feature*` (`FeatureHome`, `FeatureProfile`) or `*Feature` (`SettingsFeature`; not the app's
    /// `AppFeature`), interface modules apart, when at least two share the form and no module of
    /// them depends on another (an import or a Package.swift dependency): nil otherwise, as a
    /// group that already depends on itself would start as findings rather than a guard.
    static func independentFeatures(_ names: [String], edges: [String: [String: [Evidence]]]) -> [String]? {
        func isWordBoundary(_ name: String, after prefix: String) -> Bool {
            name.count > prefix.count && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0.isNumber } == true
        }
        let notInterface = names.filter { !$0.hasSuffix("Interface") && !$0.hasSuffix("Interfaces") }
        let candidates: [(glob: String, members: [String])] = [
            ("Feature*", notInterface.filter { $0.hasPrefix("Feature") && isWordBoundary($0, after: "Feature") }),
            ("*Feature", notInterface.filter { $0.hasSuffix("Feature") && $0.count > 7 && $0 != "AppFeature" }),
        ]
        for (glob, all) in candidates where all.count >= 2 {
            // A base the features share (`BaseFeature`, `FeatureCore`: every other one depends on
            // it) is no feature of the group: the others depend on it by design.
            let bases = Set(all.filter { base in all.allSatisfy { $0 == base || edges[$0]?[base] != nil } })
            let members = all.filter { !bases.contains($0) }
            guard members.count >= 2 else { continue }
            let group = Set(members)
            let linked = members.contains { from in (edges[from] ?? [:]).keys.contains { $0 != from && group.contains($0) } }
            if linked { continue }
            // The glob when it matches exactly the group (`AppFeature` or `Features` would join a
            // `*Feature` / `Feature*` glob and import the features on the first run): else the names.
            let star = glob.hasPrefix("*") ? String(glob.dropFirst()) : String(glob.dropLast())
            let matched = notInterface.filter { glob.hasPrefix("*") ? $0.hasSuffix(star) : $0.hasPrefix(star) }
            return Set(matched) == group ? [glob] : members.sorted()
        }
        return nil
    }

    /// A folder path as a glob matching it literally (`Domain [core]/Sources`).
    static func escapedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { Glob.escaped(String($0)) }.joined(separator: "/")
    }

    /// Folders that other code imports as modules: an `import Domain` in files of no module, and
    /// one folder named `Domain` (the shallowest) with Swift files, not the root. Xcode framework
    /// folders and Tuist modules are found so.
    public static func inferModules(_ analysed: AnalysedWorkspace) -> [InferredModule] {
        let workspace = analysed.workspace
        let loose = workspace.files.filter { workspace.module(named: $0.module)?.origin == .implicit }
        guard !loose.isEmpty else { return [] }
        var imported = Set<String>()
        for file in loose { for i in file.facts.imports where !workspace.isWorkspaceModule(i.module) { imported.insert(i.module) } }
        imported.subtract(Self.platformModules)
        guard !imported.isEmpty else { return [] }
        // Folder paths by name, shallowest first.
        var folders: [String: [[Substring]]] = [:]
        var seen = Set<String>()
        for file in loose {
            let components = Array(file.path.split(separator: "/").dropLast())
            for k in components.indices {
                var name = String(components[k])
                if !imported.contains(name) {
                    // Tuist's µFeatures: `Cat/Interface` is imported as `CatInterface`, `Cat/Testing`
                    // as `CatTesting`.
                    guard k > 0, name == "Interface" || name == "Testing", imported.contains(components[k - 1] + name) else { continue }
                    name = components[k - 1] + name
                }
                // `WeatherTests/Domain/` mirrors the module it tests: not a second candidate.
                if components[..<k].contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Test") || $0.hasSuffix("Specs") }) { continue }
                let folder = Array(components[...k])
                if seen.insert(folder.joined(separator: "/")).inserted { folders[name, default: []].append(folder) }
            }
        }
        var out: [InferredModule] = []
        for (name, paths) in folders {
            let depth = paths.map(\.count).min()!
            let shallowest = paths.filter { $0.count == depth }
            // Two folders of the name at one depth: which one is the module is a guess.
            guard shallowest.count == 1 else { continue }
            let path = shallowest[0].joined(separator: "/")
            // Tuist's and SwiftPM's split (`FeatureProfile/Sources`, `FeatureProfile/Tests`): the
            // module is the sources.
            let sources = path + "/Sources"
            // SwiftPM's own layout inside it (`Home/Sources/Home` beside `Home/Sources/HomeUI`):
            // the module is its named folder, and its siblings stay modules of their own.
            let named = sources + "/" + name
            let modulePath = loose.contains { $0.path.hasPrefix(named + "/") } ? named
                : loose.contains { $0.path.hasPrefix(sources + "/") } ? sources : path
            // A module does not import itself: files of a `SwiftUI/` views folder import SwiftUI.
            // Its tests do (`Projects/FeatureProfile/Tests`, `@testable import FeatureProfile`),
            // and so do the folders beside its sources (`Cat/Demo`, `Cat/Testing`): only the
            // module's own files say.
            if loose.contains(where: { file in
                file.path.hasPrefix(modulePath + "/") && !file.isTest
                    && !file.path.dropFirst(modulePath.count + 1).split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }
                    && file.facts.imports.contains { $0.module == name && !$0.attributes.contains("@testable") }
            }) { continue }
            out.append(InferredModule(name: name, path: modulePath))
        }
        // Tuist's µFeature: beside `Home/Interface` (HomeInterface) stand `Home/Sources` (Home)
        // and `Home/Testing` (HomeTesting), modules whether or not anything imports them yet;
        // left in the catch-all module, a later `import Home` would name nothing.
        // Not a name the SDK or the workspace already uses (`Core/Network/Interface` beside an
        // app importing Apple's Network), and not over a module the imports proved (`Home/Sources/HomeUI`).
        let inferred = out
        for m in inferred {
            let interfaceFolder = m.path.hasSuffix("/Interface/Sources") ? String(m.path.dropLast("/Sources".count)) : m.path
            guard interfaceFolder.hasSuffix("/Interface") else { continue }
            let parent = String(interfaceFolder.dropLast("/Interface".count))
            let base = String(parent.split(separator: "/").last ?? "")
            guard !base.isEmpty, m.name == base + "Interface" else { continue }
            for (name, folder) in [(base, parent + "/Sources"), (base + "Testing", parent + "/Testing")] {
                guard !Self.platformModules.contains(name), !workspace.isWorkspaceModule(name),
                      !out.contains(where: { $0.name == name || $0.path == folder || $0.path.hasPrefix(folder + "/") || folder.hasPrefix($0.path + "/") }),
                      loose.contains(where: { $0.path.hasPrefix(folder + "/") && !$0.isTest }) else { continue }
                // `Testing/Sources` as `Interface/Sources` is.
                let sources = folder + "/Sources"
                let path = name != base && loose.contains(where: { $0.path.hasPrefix(sources + "/") }) ? sources : folder
                out.append(InferredModule(name: name, path: path))
            }
        }
        // A module inside another proposed one is left to the outer (`Core/Core/Core`).
        out = out.filter { m in !out.contains { $0.path != m.path && m.path.hasPrefix($0.path + "/") } }
        return out.sorted { $0.path < $1.path }
    }

    /// The SDK's modules, which apps often name folders after (`SwiftUI/`, `Network/`).
    static let platformModules: Set<String> = [
        "Foundation", "UIKit", "SwiftUI", "AppKit", "Combine", "CoreData", "SwiftData", "Network", "MapKit", "CoreLocation",
        "AVFoundation", "Photos", "PhotosUI", "WebKit", "StoreKit", "CloudKit", "UserNotifications", "WidgetKit",
        "HealthKit", "CoreGraphics", "CoreImage", "QuartzCore", "Security", "LocalAuthentication", "Observation",
        "OSLog", "os", "Dispatch", "XCTest", "Testing", "ActivityKit", "AppIntents", "CoreML", "Vision", "ARKit",
        "RealityKit", "SceneKit", "SpriteKit", "GameKit", "Contacts", "EventKit", "MessageUI", "SafariServices",
        "AuthenticationServices", "CryptoKit", "Charts", "TipKit", "CoreBluetooth", "CoreMotion", "Metal", "MetalKit",
    ]

    /// Words that name a layer as a folder only: a `Controllers/` folder holds HTTP or view
    /// controllers, a `PlaybackController` module is a service.
    static let folderOnlyWords: Set<String> = ["controller", "controllers"]

    /// Words that make a layer word part of another name: `_NIODataStructures` is no Data
    /// layer, `_OpenAPIGeneratorCore` no API client.
    static let compoundsNamingNoLayer: [(compound: String, word: String)] = [
        ("datastructures", "data"), ("datastructure", "data"), ("openapi", "api"),
    ]

    /// A module's layer by its name. App only for the app itself (`App`, `ShopApp`,
    /// `AppFeature`), not a feature or library that mentions it (`AppAccount`,
    /// `PocketCastsDependencyInjection`).
    static func layer(forModule name: String) -> String? {
        var words = Self.words(of: name, splittingAcronyms: true).filter { !folderOnlyWords.contains($0) }
        for (compound, word) in compoundsNamingNoLayer where words.contains(compound) { words.removeAll { $0 == word } }
        for entry in vocabulary where words.contains(where: { entry.words.contains($0) }) {
            if entry.layer == "App" {
                let lowered = name.lowercased()
                // A module named `DependencyInjection` or `DI` is as often the container library
                // every module imports as the place that wires them: no guess.
                if ["app", "application", "composition", "compositionroot", "main"].contains(lowered) || lowered.hasSuffix("app")
                    || lowered == "appfeature" || lowered == "appcore" { return "App" }
                continue
            }
            return entry.layer
        }
        return nil
    }

    /// A file with the app's entry point: a `@main` type, or an app or scene delegate.
    static func holdsEntryPoint(_ file: SourceFile) -> Bool {
        file.facts.declarations.contains { d in
            d.attributes.contains("@main") && !isToolPlugin(d)
        }
            || file.path.hasSuffix("AppDelegate.swift") || file.path.hasSuffix("SceneDelegate.swift")
    }

    /// A file that is a program's entry point: a `@main` type (`@UIApplicationMain`,
    /// `@NSApplicationMain` of older apps) or `main.swift`.
    /// A macro's or package plugin's `@main` (`struct Plugin: CompilerPlugin`) is the compiler's
    /// or SwiftPM's entry into it, not an app.
    static func isEntryPoint(_ file: SourceFile) -> Bool {
        file.path == "main.swift" || file.path.hasSuffix("/main.swift")
            || file.facts.declarations.contains { d in
                d.attributes.contains { $0 == "@main" || $0 == "@UIApplicationMain" || $0 == "@NSApplicationMain" }
                    && !isToolPlugin(d)
            }
    }

    static let toolPluginProtocols: Set<String> = ["CompilerPlugin", "BuildToolPlugin", "CommandPlugin", "XcodeBuildToolPlugin", "XcodeCommandPlugin"]

    static func isToolPlugin(_ d: DeclarationFact) -> Bool {
        d.inherits.contains { toolPluginProtocols.contains(TypeIndex.lastComponent($0)) }
    }

    /// A module name with a word of wiring (`DI`, `AppAssembly`, `DependencyInjection`), not
    /// merely of the app (`AppAccount` is a feature).
    static func namesWiring(_ name: String) -> Bool {
        let words = Self.words(of: name)
        return wiringWords.contains { words.contains($0) }
    }

    static let wiringWords = ["composition", "compositionroot", "di", "dependencyinjection", "container", "assembly", "assemblies",
                              "registration", "registrations", "bootstrap"]

    /// `PresentationLayer`, `ServiceLayer`, `ApplicationLayer`: a folder that says it is a layer.
    /// `1-Domain` -> `Domain`: a folder numbered for its place in the stack.
    static func withoutOrdinal(_ name: Substring) -> Substring {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < name.count else { return name }
        let rest = name.dropFirst(digits.count)
        guard let separator = rest.first, separator == "-" || separator == "_" || separator == "." || separator == " " else { return name }
        return rest.dropFirst()
    }

    /// `ApiClient` beside `ApiClientLive` (swift-dependencies, TCA): `*Client` modules are the
    /// interfaces features use.
    static func clientPairsAreTheConvention(_ names: Set<String>) -> Bool {
        names.contains { $0.hasSuffix("Client") && names.contains($0 + "Live") }
    }

    /// `DictionarySqliteClient` beside `DictionaryClient`, whose files import it: a client's
    /// implementation (swift-dependencies' live value in a module of its own).
    static func implementsAnotherClient(_ name: String, names: Set<String>, workspace: Workspace) -> Bool {
        let interfaces = names.filter { other in
            other != name && other.hasSuffix("Client") && other.count > 6 && name.hasPrefix(String(other.dropLast("Client".count)))
        }
        if interfaces.isEmpty { return false }
        // It extends that client's type (`extension DictionaryClient { static func sqlite() }`),
        // not only uses its types (`LocationSearchClient` reading `LocationClient.Coordinate`).
        return workspace.files.contains { f in
            f.module == name && !f.isTest && f.facts.imports.contains { interfaces.contains($0.module) }
                && f.facts.declarations.contains { $0.kind == .extension && interfaces.contains(TypeIndex.stripGenerics($0.name)) }
        }
    }

    /// The layer the folders holding a module's folder name (`Projects/Feature/Home/Interface`:
    /// Presentation), the nearest first; nil when none names one, or only App does.
    static func layer(ofFoldersAbove directory: String?) -> String? {
        guard let directory else { return nil }
        // `Cat/Interface/Sources`: the module's own structural folders say nothing of its layer.
        let structural: Set<Substring> = ["Interface", "Interfaces", "Sources", "Source", "Public", "include"]
        for component in directory.split(separator: "/").dropLast().reversed() where !structural.contains(component) {
            let name = String(withoutOrdinal(component))
            if let layer = layer(forWholeName: name) ?? layer(forLayerFolder: name) { return layer == "App" ? nil : layer }
        }
        return nil
    }

    static func layer(forLayerFolder name: String) -> String? {
        guard name.count > 5, name.hasSuffix("Layer") else { return nil }
        let stem = String(name.dropLast(5))
        return layer(forWholeName: stem) ?? layer(for: stem)
    }

    static func layer(for name: String) -> String? {
        let words = Self.words(of: name)
        for entry in vocabulary where words.contains(where: { entry.words.contains($0) }) {
            return entry.layer
        }
        return nil
    }

    /// The layer a folder's whole name says (`Domain`, `UI`, `Repositories`), nil for compounds.
    static func layer(forWholeName name: String) -> String? {
        let lowered = name.lowercased()
        return vocabulary.first { $0.words.contains(lowered) }?.layer
    }

    /// `WeatherDataKit` -> weather, data, kit; `feature-login` -> feature, login; `UseCases` -> use, cases, usecases;
    /// with `splittingAcronyms`, an acronym ends where the next word starts: `WMFData` -> wmf,
    /// data; `HTTPNetwork` -> http, network. Module names only: a folder `APIConfiguration/`
    /// in the app's folder is its settings, not a Data layer.
    static func words(of name: String, splittingAcronyms: Bool = false) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        let characters = Array(name)
        for (k, ch) in characters.enumerated() {
            if ch == "-" || ch == "_" || ch == " " || ch == "." {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                previousWasLower = false
                continue
            }
            let startsWordAfterAcronym = splittingAcronyms && ch.isUppercase && !previousWasLower && current.count > 1
                && k + 1 < characters.count && characters[k + 1].isLowercase
            if ch.isUppercase && (previousWasLower || startsWordAfterAcronym) && !current.isEmpty {
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
        out += "  \"$comment\": \(Self.quote("Generated by `archlint init` from \(fileCount) file\(fileCount == 1 ? "" : "s") in \(moduleCount) module\(moduleCount == 1 ? "" : "s")\(testModuleCount == 0 ? "" : " and \(testModuleCount) test module\(testModuleCount == 1 ? "" : "s")"). \(modules.isEmpty ? "" : "Modules are the folders other code imports by name. ")\(layers.isEmpty ? (loneLayer.map { "Only one layer was recognised (\($0.name): \(($0.modules + $0.paths).joined(separator: ", "))); one layer alone checks nothing, so no layer was written: add it with the others and allow by hand." } ?? "No layering was recognised in module or folder names: add layers and allow by hand.") : "Layers were guessed from module and folder names: check them, then run `archlint`.")\(dataBelowDomain ? " Domain code uses Data and no Data code uses Domain, so the layers are read as a stack (Presentation -> Domain -> Data); Clean Architecture would turn that round with Domain's own protocols." : "")\(uiFrameworksNote)\(compositionRootsNote) Rule severities are off, warning or error; `archlint rules` lists the rules and `archlint explain RULE` says why each matters.")),\n"
        out += "  \"version\": 1,\n"
        out += "  \"exclude\": [\"**/Generated/**\", \"**/*.generated.swift\"],\n"
        if !modules.isEmpty {
            out += "  \"modules\": [\n"
            for (i, m) in modules.enumerated() {
                out += "    { \"name\": \(Self.quote(m.name)), \"paths\": [\(Self.quote(Self.escapedPath(m.path) + "/**"))] }" + (i == modules.count - 1 ? "\n" : ",\n")
            }
            out += "  ],\n"
        }
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
                var targets = (Self.allowed[name] ?? []).filter { names.contains($0) }
                if dataBelowDomain && name == "Domain" { targets = ["Data"] }
                if dataBelowDomain && name == "Data" { targets = [] }
                // Without a Domain layer (MVVM with services), Presentation uses Data directly.
                if name == "Presentation" && !names.contains("Domain") && names.contains("Data") { targets.append("Data") }
                out += "    \(Self.quote(name)): [\(targets.map(Self.quote).joined(separator: ", "))]" + (i == names.count - 1 ? "\n" : ",\n")
            }
            out += "  },\n"
        }
        if names.contains("Domain") {
            let allowed = Set(uiFrameworksOfInterfaces.map(\.framework))
            let forbidden = Self.domainForbiddenImports.filter { !allowed.contains($0) }
            out += "  \"forbiddenImports\": { \"Domain\": [\(forbidden.map(Self.quote).joined(separator: ", "))] },\n"
        }
        if !interfaceModules.isEmpty {
            // Only globs that match a module: one that matches none is warned about on every run.
            let globs = ["*Interface", "*Interfaces"].filter { suffix in interfaceModules.contains { $0.hasSuffix(suffix.dropFirst()) } }
                + interfaceModules.filter { !$0.hasSuffix("Interface") && !$0.hasSuffix("Interfaces") }.sorted().map(Glob.escaped)
            out += "  \"interfaceModules\": [\(globs.map(Self.quote).joined(separator: ", "))],\n"
        }
        if let group = independentGroup {
            out += "  \"independent\": [[\(group.map(Self.quote).joined(separator: ", "))]],\n"
        }
        if !compositionRoots.isEmpty {
            out += "  \"compositionRoots\": [\(compositionRoots.map(Self.quote).joined(separator: ", "))],\n"
        }
        out += "  \"rules\": {\n"
        out += "    \"fat-protocol\": { \"severity\": \"warning\", \"maxRequirements\": 10 },\n"
        out += "    \"interface-segregation\": { \"severity\": \"warning\", \"maxUsedRatio\": 0.5 }\n"
        out += "  }\n"
        out += "}\n"
        return out
    }

    /// The most source files an App shell may hold and still be listed as composition roots
    /// whole (unless it is under a third of the code).
    static let largestShell = 40

    /// What the composition roots are, as `init` says it: `Shop/**` makes 2 files roots, or was
    /// left out as the program itself.
    public var compositionRootsNote: String {
        var note = ""
        if !compositionRoots.isEmpty {
            note += " compositionRoots (\(compositionRoots.joined(separator: ", ")), \(compositionRootFiles) file\(compositionRootFiles == 1 ? "" : "s")) are the App's wiring: the DI rules skip them; narrow them if screens live there."
        }
        if let shared = sharedAppFiles {
            note += " \(shared.files.joined(separator: ", ")) declare\(shared.files.count == 1 ? "s" : "") \(shared.protocols.joined(separator: ", ")), which other layers use: left in no layer, and the App layer is the other files of that folder; move such protocols to a layer every layer may use."
        }
        if let left = appRootsLeftOut {
            note += " The App code (\(left.roots.joined(separator: ", ")): \(left.files) of \(sourceFileCount) source files) holds much of the program, so it is not listed in compositionRoots and the DI rules check it (AppDelegate.swift, SceneDelegate.swift, @main and *Assembly.swift files are roots anyway): add the files that wire the object graph there."
        }
        return note
    }

    /// Why a UI framework is missing from Domain's `forbiddenImports`: `UIKit is not forbidden
    /// in Domain: ...`, or nothing.
    var uiFrameworksNote: String {
        guard !uiFrameworksOfInterfaces.isEmpty, layers.contains(where: { $0.name == "Domain" }) else { return "" }
        let frameworks = uiFrameworksOfInterfaces.map(\.framework)
        let modules = Set(uiFrameworksOfInterfaces.flatMap(\.modules)).sorted()
        let one = frameworks.count == 1
        let listed = one ? frameworks[0] : frameworks.dropLast().joined(separator: ", ") + " and " + frameworks.last!
        return " \(listed) \(one ? "is" : "are") not forbidden in Domain: its interface modules import \(one ? "it" : "them") (\(modules.joined(separator: ", "))), as an interface may speak of UI types (the screen it builds, the image it loads); add \(one ? "it" : "them") to forbiddenImports once they do not."
    }

    static func quote(_ s: String) -> String {
        JSONText.quoted(s)
    }
}
