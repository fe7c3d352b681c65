import ArchlintSyntax
import Foundation

/// Turns scanned files, manifests and rules.json into a `Workspace`: every file gets one
/// module, at most one layer, and its test / composition-root status.
public enum WorkspaceBuilder {
    /// The facts array, handed to the workers that move its elements out.
    private struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<FileFacts>?
    }

    /// Each file's module, layer and test / composition-root status, and the modules.
    private struct Plan {
        var modulesByName: [String: Module]
        var paths: [String]
        var modules: [String]
        var layers: [String?]
        var isTest: [Bool]
        var isCompositionRoot: [Bool]
        /// The configuration's layer questions, built once for the files and the modules.
        var layerLookup: Configuration.LayerLookup
    }

    private static func plan(root: String, configuration: Configuration, facts: [FileFacts], manifests: ManifestSet) -> Plan {
        var modulesByName: [String: Module] = [:]
        for m in manifests.modules { modulesByName[m.name] = m }
        // Files no target claims (an Xcode app beside its packages, demo apps, scripts) form one
        // module named after the root, unless a target already has that name (GRDB's `GRDB`).
        var rootName = root.split(separator: "/").last.map(String.init) ?? "App"
        if modulesByName[rootName] != nil || configuration.isConfiguredModuleName(rootName) { rootName += "-unassigned" }

        // What each file says about itself (globs, manifests, attributes) is independent of the
        // others: read on all cores; module and layer assignment then runs in file order.
        struct FileTraits: Sendable {
            var configuredModule: String?
            var packageModule: String?
            var hasMain: Bool
            var isRootByName: Bool
            /// The top-level types the file declares, and the ones it extends when it declares
            /// nothing else at top level (else nil).
            var declaredTypes: [String]
            var onlyExtends: [String]?
        }
        let roots = configuration.compositionRootMatcher()
        let moduleLookup = configuration.moduleLookup()
        // Fields read in place: copying a file's whole facts costs a retain per array.
        let traits = ConcurrentMap.map(count: facts.count, workers: ProcessInfo.processInfo.activeProcessorCount) { i in
            let path = facts[i].path
            let hasMain = facts[i].declarations.contains { $0.attributes.contains("@main") }
            var declaredTypes: [String] = []
            var extended: [String]? = []
            for d in facts[i].declarations where !d.isLocal {
                // Nested declarations (`Outer.Inner`) belong to their top-level type; an extension
                // of a qualified name (`UIKit.UIView`) extends no root type.
                let nested = d.name.utf8.contains(UInt8(ascii: "."))
                switch d.kind {
                case .class, .struct, .enum, .actor:
                    if !nested { declaredTypes.append(d.name); extended = nil }
                case .extension: extended?.append(d.name)
                default: if !nested { extended = nil }
                }
            }
            return FileTraits(configuredModule: moduleLookup.module(forPath: path),
                              packageModule: manifests.moduleName(forFile: path),
                              hasMain: hasMain,
                              isRootByName: roots.contains(path: path, hasMainAttribute: hasMain),
                              declaredTypes: declaredTypes, onlyExtends: extended.flatMap { $0.isEmpty ? nil : $0 })
        }
        // Only files no target claims are told test code by their folders.
        let outsideTargets = facts.indices.filter { traits[$0].packageModule == nil }
        let entryFolders = outsideTargets.isEmpty ? [] : Self.entryPointFolders(facts, among: outsideTargets)
        let testBundles = outsideTargets.isEmpty ? [] : Self.testBundleFolders(facts, among: outsideTargets, entryFolders: entryFolders)
        var assigned: [(module: String, isTest: Bool)] = []
        assigned.reserveCapacity(facts.count)
        // What the previous file's module says about tests: files come in folder order, so
        // mostly the same module (looked up, a Module value is copied out of the dictionary).
        var lastModule: (name: String, isTest: Bool, isSwiftPackage: Bool)?
        for (i, trait) in traits.enumerated() {
            var moduleName: String
            var isTest = false
            if let configured = trait.configuredModule {
                moduleName = configured
                if modulesByName[configured] == nil {
                    modulesByName[configured] = Module(name: configured, origin: .configured,
                                                       isTest: configuration.looksLikeTestModule(configured))
                }
            } else if let swiftPM = trait.packageModule {
                moduleName = swiftPM
            } else {
                moduleName = rootName
                if modulesByName[moduleName] == nil {
                    modulesByName[moduleName] = Module(name: moduleName, origin: .implicit, directory: "")
                }
            }
            if lastModule == nil || lastModule!.name != moduleName {
                let module = modulesByName[moduleName]
                lastModule = (moduleName, module?.isTest == true, module?.origin == .swiftPackage)
            }
            if lastModule!.isTest { isTest = true }
            if !isTest, !lastModule!.isSwiftPackage, Self.looksLikeTestFile(facts[i], testBundles: testBundles) {
                isTest = true
            }
            // `@testable import App` builds only with testing enabled: mocks and helpers kept
            // beside the app's code (`TestHelpers/MockSettingsRepository.swift`,
            // `ServiceContainer+Mocks.swift`) are test code. Elsewhere the import is the file's
            // own mistake to report (an interface module reaching into an implementation).
            // The import first: it is rare, and the path test built a set and split the path
            // for every file of the workspace.
            if !isTest, facts[i].imports.contains(where: { $0.attributes.contains("@testable") }),
               Self.looksLikeTestSupport(facts[i].path) { isTest = true }
            assigned.append((moduleName, isTest))
        }
        let assignments = assigned
        // Layers named by module globs only: one answer per module, not per file.
        var layerOfModule: [String: String?]?
        let layerLookup = configuration.layerLookup()
        if !configuration.layers.contains(where: { !$0.paths.isEmpty }) {
            var byModule: [String: String?] = [:]
            for name in modulesByName.keys { byModule[name] = layerLookup.layer(forModule: name) }
            layerOfModule = byModule
        }
        let moduleLayerTable = layerOfModule
        let paths = facts.map(\.path)
        let layers = ConcurrentMap.map(count: paths.count, workers: ProcessInfo.processInfo.activeProcessorCount) { i in
            moduleLayerTable?[assignments[i].module] ?? layerLookup.layer(forPath: paths[i], module: assignments[i].module)
        }
        // The program's entry point wires the object graph, whatever its file is called.
        return Plan(modulesByName: modulesByName, paths: paths, modules: assignments.map(\.module), layers: layers,
                    isTest: assignments.map(\.isTest),
                    isCompositionRoot: compositionRoots(paths: paths, hasMain: traits.map(\.hasMain), isRootByName: traits.map(\.isRootByName),
                                                        modules: assignments.map(\.module),
                                                        declaredTypes: traits.map(\.declaredTypes), onlyExtends: traits.map(\.onlyExtends)),
                    layerLookup: layerLookup)
    }

    /// Files with `@main`, files named as roots, and the extension files of an `@main` file
    /// (`ShopApp+Setup.swift` beside `ShopApp.swift`): the name rule alone cannot see those,
    /// as `*App.swift` is a root only with `@main`. A file that only extends types a root
    /// declares (`extension AppDependencies { func makeNetworkClient() ... }` in
    /// `NetworkWiring.swift`) is the root's code too, whatever it is called.
    static func compositionRoots(paths: [String], hasMain: [Bool], isRootByName: [Bool],
                                 modules: [String], declaredTypes: [[String]], onlyExtends: [[String]?]) -> [Bool] {
        var roots = paths.indices.map { hasMain[$0] || isRootByName[$0] }
        // Types by module: another module's `Environment` is another type.
        var rootTypes = Set<String>()
        for i in paths.indices where roots[i] {
            for name in declaredTypes[i] { rootTypes.insert(modules[i] + "\u{1F}" + name) }
        }
        if !rootTypes.isEmpty {
            for i in paths.indices where !roots[i] {
                if let extended = onlyExtends[i],
                   extended.allSatisfy({ rootTypes.contains(modules[i] + "\u{1F}" + Self.withoutGenerics($0)) }) { roots[i] = true }
            }
        }
        let mainFiles = Set(paths.indices.filter { hasMain[$0] }.map { paths[$0] })
        guard !mainFiles.isEmpty else { return roots }
        for i in paths.indices where !roots[i] {
            let utf8 = paths[i].utf8
            guard let plus = utf8.lastIndex(of: UInt8(ascii: "+")), !utf8[plus...].contains(UInt8(ascii: "/")),
                  let stem = String(utf8[..<plus]) else { continue }
            if mainFiles.contains(stem + ".swift") { roots[i] = true }
        }
        return roots
    }

    /// `Container<T>` -> `Container`.
    static func withoutGenerics(_ name: String) -> String {
        name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// rules.json modules that nothing imports are folders of one target (a framework or a pod
    /// is imported by whoever uses it), together with the files no module claims; none when
    /// every configured module is imported somewhere.
    static func foldersOfAppTarget(_ modules: [String: Module], files: [SourceFile]) -> Set<String> {
        let configured = modules.values.filter { $0.origin == .configured && !$0.isTest }.map(\.name)
        guard !configured.isEmpty else { return [] }
        var imported = Set<String>()
        for file in files {
            let imports = file.facts.imports
            for k in imports.indices where imports[k].module != file.module { imported.insert(imports[k].module) }
        }
        var folders = Set(configured.filter { !imported.contains($0) })
        guard !folders.isEmpty else { return [] }
        for m in modules.values where m.origin == .implicit { folders.insert(m.name) }
        return folders
    }

    /// `facts` is consumed: each file's facts move into its `SourceFile` (copying them costs a
    /// retain per fact array, dropping the originals a release).
    public static func build(root: String, configuration given: Configuration, facts: consuming [FileFacts],
                             manifests: ManifestSet, problems: [ScanProblem]) -> Workspace {
        var configuration = given
        for m in manifests.modules { if let target = m.targetName { configuration.moduleTargetNames[m.name] = target } }
        let plan = plan(root: root, configuration: configuration, facts: facts, manifests: manifests)
        var owned = consume facts
        let files = owned.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress)
            return ConcurrentMap.map(count: buffer.count, workers: ProcessInfo.processInfo.activeProcessorCount) { i in
                // Taken out of the array (each slot by one worker) and empty facts left in its place.
                let slot = slots.base.unsafelyUnwrapped + i
                let f = slot.move()
                slot.initialize(to: FileFacts(path: ""))
                let notBuilt = Self.importsNotBuilt(f.imports, module: plan.modules[i], modules: plan.modulesByName)
                return SourceFile(path: plan.paths[i], module: plan.modules[i], layer: plan.layers[i], isTest: plan.isTest[i],
                                  isCompositionRoot: plan.isCompositionRoot[i], facts: f, importsNotBuilt: notBuilt)
            }
        }
        let folders = foldersOfAppTarget(plan.modulesByName, files: files)
        var modules = plan.modulesByName.values.map { m -> Module in
            var m = m
            m.isInterface = configuration.isInterfaceModule(m.name)
            m.isFolderOfAppTarget = folders.contains(m.name)
            return m
        }
        modules.sort { $0.name.precedesInUTF8Order($1.name) }

        // A module's layer: the one layer all its (non-test) files share, else by module glob.
        var moduleLayers: [String: String] = [:]
        var fileLayers: [String: Set<String>] = [:]
        var unlayered = Set<String>()
        for file in files where !file.isTest {
            if let l = file.layer { fileLayers[file.module, default: []].insert(l) } else { unlayered.insert(file.module) }
        }
        // A module is in the layer all its files are in: each file took the first layer whose
        // path or module globs match, so a path glob listed first wins for the module too (its
        // importers must not see it in a later layer that names it). Files split between layers
        // leave the module to its name.
        let layerLookup = plan.layerLookup
        for m in modules {
            if let set = fileLayers[m.name], set.count == 1, !unlayered.contains(m.name), let only = set.first {
                moduleLayers[m.name] = only
            } else if let l = layerLookup.layer(forModule: m.name) {
                moduleLayers[m.name] = l
            }
        }
        return Workspace(root: root, configuration: configuration, files: files, modules: modules,
                         moduleLayers: moduleLayers, problems: problems + shadowedModuleEntries(configuration, plan: plan))
    }

    /// A `modules` entry of rules.json left without files because an earlier entry takes them
    /// all (`"MyApp": ["MyApp/**"]` before `"Domain": ["MyApp/Domain/**"]`): the first entry
    /// that matches a file wins, and the layers of the later one then match nothing.
    private static func shadowedModuleEntries(_ configuration: Configuration, plan: Plan) -> [ScanProblem] {
        guard configuration.modules.count > 1 else { return [] }
        let populated = Set(plan.modules)
        let empty = configuration.modules.filter { !populated.contains($0.name) }
        if empty.isEmpty { return [] }
        // Each empty entry's first matching file, in one pass over the files (per entry, a pass
        // each was entries x files).
        let lookup = Configuration.ModuleLookup(empty)
        var firstPath = [Int?](repeating: nil, count: empty.count)
        var left = empty.count
        for i in plan.paths.indices where left > 0 {
            for k in lookup.entries(matching: plan.paths[i]) where firstPath[k] == nil {
                firstPath[k] = i
                left -= 1
            }
        }
        var out: [ScanProblem] = []
        for (spec, found) in zip(empty, firstPath) {
            guard let k = found else { continue }
            out.append(ScanProblem(path: configuration.file, message: "modules entry \"\(spec.name)\" gets no file: the files its paths match (\(plan.paths[k]), ...) belong to \"\(plan.modules[k])\", listed before it; a file belongs to the first entry that matches it, so list the more specific entry first"))
        }
        return out
    }

    /// `#if canImport(B)` `import B` in a target A that does not declare B, where B depends on A
    /// through Package.swift: SwiftPM builds B after A, so the block is never compiled (and
    /// declaring B would make a cycle SwiftPM rejects). See `SourceFile.importsNotBuilt`.
    static func importsNotBuilt(_ imports: [ImportFact], module: String, modules: [String: Module]) -> [Int] {
        var out: [Int] = []
        for k in imports.indices {
            guard let condition = imports[k].condition, condition.contains("canImport") else { continue }
            let imported = imports[k].module
            guard imported != module, let own = modules[module], own.origin == .swiftPackage,
                  modules[imported]?.origin == .swiftPackage,
                  !own.declaredDependencies.contains(where: { $0.module == imported }),
                  !own.externalDependencies.contains(imported),
                  Workspace.conditionRequiresCanImport(condition, module: imported),
                  Workspace.declaredPath(from: imported, to: module, dependencies: {
                      modules[$0]?.declaredDependencies.map(\.module) ?? []
                  }) != nil else { continue }
            out.append(k)
        }
        return out
    }

    private static let testSupportFolders: Set<String> = ["TestHelpers", "TestHelper", "TestSupport", "TestUtilities", "TestUtils",
                                                          "Mocks", "Mock", "Fakes", "Stubs", "Doubles"]

    /// A test helper's place or name: a `TestHelpers/`, `Mocks/`, `Fakes/`, `Stubs/`,
    /// `TestSupport/` folder, or a file named for doubles (`MockSettingsRepository.swift`,
    /// `ServiceContainer+Mocks.swift`).
    static func looksLikeTestSupport(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if inFolderOfDoubles(components) { return true }
        guard let name = components.last else { return false }
        return doubleWords.contains { name.contains($0) }
    }

    /// Whether a folder of `components` (the file's name left out) is a `TestHelpers/`,
    /// `Mocks/`, `Stubs/`... folder.
    private static func inFolderOfDoubles(_ components: [Substring]) -> Bool {
        components.dropLast().contains { testSupportFolders.contains(String($0)) }
    }

    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// A test bundle's file imports a test framework or `@testable import`s the app.
    private static func importsForTesting(_ imports: [ImportFact]) -> Bool {
        imports.contains { testFrameworks.contains($0.module) || $0.attributes.contains("@testable") }
    }

    /// `...Tests`, `...Test`, `...Specs`: what an Xcode test target's folder is called.
    private static func isTestFolderName(_ name: Substring) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs")
    }

    /// Each folder prefix of `path` (`A`, `A/B` for `A/B/C.swift`), with its last component.
    private static func forEachFolder(of path: Substring, _ body: (_ prefix: Substring, _ name: Substring, _ depth: Int) -> Bool) -> Bool {
        // On the UTF-8 view: a Character walk to each `/` cost more than the rest of the test.
        let utf8 = path.utf8
        var start = utf8.startIndex
        var depth = 0
        var i = start
        while i < utf8.endIndex {
            if utf8[i] == UInt8(ascii: "/") {
                if body(path[path.startIndex..<i], path[start..<i], depth) { return true }
                start = utf8.index(after: i)
                depth += 1
            }
            i = utf8.index(after: i)
        }
        return false
    }

    /// Folders holding an app's entry point (`@main`, an `AppDelegate.swift`): the app's, never
    /// a test target's, whatever they are called (a take-home project's `iOSTest/`).
    static func entryPointFolders(_ facts: [FileFacts], among indices: [Int]) -> Set<Substring> {
        var folders = Set<Substring>()
        // Read in place: copying a file's facts out costs a retain per array.
        // A test bundle's `TestingAppDelegate.swift` (it imports XCTest or the app `@testable`)
        // hosts tests; it is no app of its own.
        for i in indices where (facts[i].path == "AppDelegate.swift" || facts[i].path.hasSuffix("/AppDelegate.swift")
                                      || facts[i].declarations.contains(where: { d in
            !d.isLocal && d.attributes.contains { $0 == "@main" || $0 == "@UIApplicationMain" || $0 == "@NSApplicationMain" }
        })) && !importsForTesting(facts[i].imports) {
            _ = forEachFolder(of: facts[i].path[...]) { prefix, _, _ in folders.insert(prefix); return false }
        }
        return folders
    }

    /// Folders named like a test target (`ShopTests/`, `UITests/`, `Specs/`) that hold at least
    /// one file importing a test framework: a health app's `LabTests/` feature folder of view
    /// models does not, nor does an app folder holding an entry point above the tests' own.
    static func testBundleFolders(_ facts: [FileFacts], among indices: [Int], entryFolders: Set<Substring>) -> Set<Substring> {
        var folders = Set<Substring>()
        for i in indices where importsForTesting(facts[i].imports) {
            // The outermost `...Tests` / `...Specs` folder (a bundle's `ViewModelTests/` and
            // `Helpers/` are both the `ShopTests/` bundle's), else the nearest `...Test` one.
            var outermostPlural: Substring?
            var nearest: Substring?
            _ = forEachFolder(of: facts[i].path[...]) { prefix, name, _ in
                guard isTestFolderName(name), !entryFolders.contains(prefix) else { return false }
                if outermostPlural == nil && !name.hasSuffix("Test") { outermostPlural = prefix }
                nearest = prefix
                return false
            }
            if let bundle = outermostPlural ?? nearest { folders.insert(bundle) }
        }
        return folders
    }

    /// Outside SwiftPM (an Xcode app), test code is a test target's folder (`testBundles`, which
    /// spares the app's own folder, or a `Tests/` or `Specs/` folder, or a top-level `...Tests/`
    /// one), a folder of doubles, or a file importing a test framework that also imports the
    /// app `@testable`, declares tests (an `XCTestCase` or `QuickSpec` subclass, a `@Suite`, an
    /// `XCTestCase` extension) or is named for tests or doubles (`XCTestCase+Await.swift`,
    /// `MockKeychain.swift`). A view model in `LabTests/`, a `PasswordSpec.swift` (the
    /// Specification pattern), an `ABTests.swift` configuration and a `DebugAssertions.swift`
    /// that imports XCTest by mistake are app code, for the layer rules to see.
    static func looksLikeTestFile(_ file: FileFacts, testBundles: Set<Substring>) -> Bool {
        let importsTestFramework = file.imports.contains { testFrameworks.contains($0.module) }
        // Most paths name no test word at all: then only a test framework's import can say.
        if !importsTestFramework && !mentionsTestWord(file.path) { return false }
        let path = file.path[...]
        // A `Tests/` or `Specs/` folder anywhere, and a top-level `IntegrationTests/`, hold tests
        // and their resources whatever they import (swift-nio's allocation-counter scripts,
        // swift-protobuf's `Reference/Tests`); so does a `LinuxMain.swift`.
        // An entry point inside such a folder is a test fixture's (`IntegrationTests/.../main.swift`);
        // one only spares a folder named like a test target (a take-home app's `WeatherTest/`).
        let inTestFolder = forEachFolder(of: path) { prefix, name, depth in
            name == "Tests" || name == "Specs" || (depth == 0 && name.hasSuffix("Tests")) || testBundles.contains(prefix)
        }
        if inTestFolder { return true }
        let components = path.split(separator: "/")
        if components.last == "LinuxMain.swift" { return true }
        // Doubles kept in a `Mocks/`, `Stubs/` or `TestHelpers/` folder: older Xcode projects
        // add the app's sources to the test target rather than `@testable import` it.
        if inFolderOfDoubles(components) { return true }
        guard importsTestFramework else { return false }
        // Swift Testing's free `@Test` functions declare no type to tell them by.
        if file.imports.contains(where: { $0.attributes.contains("@testable") }) { return true }
        for d in file.declarations where !d.isLocal {
            if d.attributes.contains("@Suite") { return true }
            let named = d.kind == .extension ? [d.name] : d.inherits
            if named.contains(where: { testCaseBases.contains($0.split(separator: ".").last.map(String.init) ?? $0) }) { return true }
        }
        return components.contains { c in
            c.contains("Test") || c.contains("Spec") || doubleWords.contains { c.contains($0) }
        }
    }

    /// Whether `path` holds a word that test folders, test bundles, doubles' folders and
    /// `LinuxMain.swift` are named with (`Test`, `Spec`, `Mock`, `Fake`, `Stub`, `Spy`,
    /// `Double`, `LinuxMain`), on bytes.
    static func mentionsTestWord(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for i in 0..<(bytes.count - 2) {
                switch bytes[i] {
                case UInt8(ascii: "T"), UInt8(ascii: "S"), UInt8(ascii: "M"), UInt8(ascii: "F"), UInt8(ascii: "D"), UInt8(ascii: "L"):
                    for word in testWords where word.count <= bytes.count - i && word.first == bytes[i] {
                        var k = 1
                        while k < word.count && bytes[i + k] == word[k] { k += 1 }
                        if k == word.count { return true }
                    }
                default: continue
                }
            }
            return false
        }
    }

    private static let testWords: [[UInt8]] = ["Test", "Spec", "Mock", "Fake", "Stub", "Spy", "Double", "LinuxMain"].map { Array($0.utf8) }

    /// Words a test double's name holds (`MockKeychain`, `SettingsStub`).
    static let doubleWords = ["Mock", "Fake", "Stub", "Spy"]

    private static let testCaseBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec", "QuickConfiguration", "XCTest"]
}
