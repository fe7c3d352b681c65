import ArchlintSyntax

/// Where a module comes from.
public enum ModuleOrigin: String, Sendable {
    /// A SwiftPM target of some `Package.swift` in the tree.
    case swiftPackage
    /// A `modules` entry of rules.json (Xcode or CocoaPods apps).
    case configured
    /// Files no manifest or configured module claims: one module named after the root.
    case implicit
}

/// A module of the workspace: a compilation unit that other modules import by name.
public struct Module: Sendable, Hashable {
    public var name: String
    public var origin: ModuleOrigin
    public var isTest: Bool
    /// Root-relative folder of the module's sources, if one is known.
    public var directory: String?
    /// Workspace modules this module declares as dependencies (SwiftPM), with where.
    public var declaredDependencies: [DeclaredDependency]
    /// Whether `interfaceModules` globs match the name.
    public var isInterface: Bool
    /// Products of packages outside the tree (or names nothing in the tree resolves) that the
    /// target declares: an import of a same-named module is declared, even when a workspace
    /// module shares the name (a code generator depending on a released copy of its package).
    public var externalDependencies: [String] = []

    public init(name: String, origin: ModuleOrigin, isTest: Bool = false, directory: String? = nil,
                declaredDependencies: [DeclaredDependency] = [], isInterface: Bool = false) {
        self.name = name
        self.origin = origin
        self.isTest = isTest
        self.directory = directory
        self.declaredDependencies = declaredDependencies
        self.isInterface = isInterface
    }
}

/// A dependency written in a Package.swift, resolved to a workspace module where possible.
public struct DeclaredDependency: Sendable, Hashable {
    /// Module name (for a product: each of the product's targets is listed separately).
    public var module: String
    /// Where it is written: root-relative manifest path and position.
    public var manifestPath: String
    public var line: Int
    public var column: Int

    public init(module: String, manifestPath: String, line: Int, column: Int) {
        self.module = module
        self.manifestPath = manifestPath
        self.line = line
        self.column = column
    }
}

/// One scanned source file with everything the rules need to know about it. A class, and
/// immutable: rules walk every file many times, and copying a value with a dozen arrays of facts
/// would cost a retain per array per visit.
public final class SourceFile: Sendable {
    /// Root-relative, `/`-separated.
    public let path: String
    public let module: String
    /// Layer by rules.json; nil = unlayered.
    public let layer: String?
    public let isTest: Bool
    /// Composition roots may build concrete types: DI rules skip them.
    public let isCompositionRoot: Bool
    public let facts: FileFacts

    public init(path: String, module: String, layer: String?, isTest: Bool, isCompositionRoot: Bool, facts: FileFacts) {
        self.path = path
        self.module = module
        self.layer = layer
        self.isTest = isTest
        self.isCompositionRoot = isCompositionRoot
        self.facts = facts
    }
}

/// The analysed workspace: files with their facts, modules and layers. Immutable once built.
public struct Workspace: Sendable {
    /// Absolute root path, no trailing `/`.
    public var root: String
    public var configuration: Configuration
    /// Sorted by path.
    public var files: [SourceFile]
    /// Sorted by name.
    public var modules: [Module]
    public var moduleIndex: [String: Int]
    /// Layer of each module when its files agree on one (module-glob layers, or all files in one layer).
    public var moduleLayers: [String: String]
    /// Problems met while scanning (unreadable files, broken links, binary files).
    public var problems: [ScanProblem]

    public init(root: String, configuration: Configuration, files: [SourceFile], modules: [Module],
                moduleLayers: [String: String], problems: [ScanProblem]) {
        self.root = root
        self.configuration = configuration
        self.files = files
        self.modules = modules
        var index: [String: Int] = [:]
        for (i, m) in modules.enumerated() { index[m.name] = i }
        self.moduleIndex = index
        self.moduleLayers = moduleLayers
        self.problems = problems
    }

    public func module(named name: String) -> Module? {
        moduleIndex[name].map { modules[$0] }
    }

    public func isWorkspaceModule(_ name: String) -> Bool { moduleIndex[name] != nil }
}
