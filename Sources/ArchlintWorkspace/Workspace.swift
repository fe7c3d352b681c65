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
    /// Package.swift writes some of the target's dependencies in a way archlint cannot read:
    /// `declaredDependencies` is partial.
    public var dependenciesAreIncomplete = false
    /// Where a SwiftPM target is declared: root-relative manifest path and line.
    public var manifestPath: String?
    public var manifestLine: Int?
    public var manifestColumn = 1
    /// The products of its package that contain the target: what another package depends on.
    public var productNames: [String] = []
    /// Its package writes some products in a way archlint cannot read: `productNames` is partial.
    public var productsIncomplete = false
    /// The SwiftPM target's name when code imports it under another (`Net-Kit` builds `Net_Kit`).
    public var targetName: String?
    /// The name Package.swift gives it.
    public var nameInManifest: String { targetName ?? name }
    /// A folder of the app target rather than a compilation unit of its own: a rules.json
    /// module that no file imports (Xcode apps split into `Domain/`, `Data/` folders), or the
    /// files no module claims beside such folders. The folders of one target see each
    /// other's types without an import.
    public var isFolderOfAppTarget = false

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
    /// Columns the written name string takes, quotes included (`"Session"`: 9); 0 when it is
    /// built by code.
    public var width: Int
    /// The name as Package.swift writes it (`"Net-Kit"`, a product's name); nil when code builds it.
    public var writtenName: String?

    public init(module: String, manifestPath: String, line: Int, column: Int, width: Int = 0, writtenName: String? = nil) {
        self.module = module
        self.manifestPath = manifestPath
        self.line = line
        self.column = column
        self.width = width
        self.writtenName = writtenName
    }

    /// How messages about Package.swift name it.
    public var shownName: String { writtenName ?? module }

    /// The column after the written name, or after the module's name where code builds it.
    public var endColumn: Int { column + (width > 0 ? width : module.utf8.count + 2) }
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
    /// Positions in `facts.imports` of imports SwiftPM never compiles: `#if canImport(B)`
    /// `import B` where B is a workspace target that depends on this file's target (through
    /// Package.swift), so B is always built after it. No dependency, no visible types.
    public let importsNotBuilt: [Int]

    public init(path: String, module: String, layer: String?, isTest: Bool, isCompositionRoot: Bool, facts: FileFacts,
                importsNotBuilt: [Int] = []) {
        self.path = path
        self.module = module
        self.layer = layer
        self.isTest = isTest
        self.isCompositionRoot = isCompositionRoot
        self.facts = facts
        self.importsNotBuilt = importsNotBuilt
    }

    /// Whether `facts.imports[position]` is compiled (see `importsNotBuilt`).
    @inline(__always)
    public func isImportBuilt(_ position: Int) -> Bool {
        importsNotBuilt.isEmpty || !importsNotBuilt.contains(position)
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
    /// Layer of each module: the one all its files are in, else (files split or unlayered) the
    /// first layer whose module globs name it.
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

    /// The file at the root-relative `path`: a search, the files being in path order as
    /// discovery gives them; a scan should they not be.
    public func file(atPath path: String) -> SourceFile? {
        var lo = 0, hi = files.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if files[mid].path.precedesInUTF8Order(path) { lo = mid + 1 } else { hi = mid }
        }
        if lo < files.count, files[lo].path == path { return files[lo] }
        return files.first { $0.path == path }
    }

    public func module(named name: String) -> Module? {
        moduleIndex[name].map { modules[$0] }
    }

    public func isWorkspaceModule(_ name: String) -> Bool { moduleIndex[name] != nil }

    /// The shortest chain of Package.swift dependencies from `from` to `to` (both included),
    /// or nil when `from` does not depend on `to`, directly or through other targets.
    public func declaredPath(from: String, to: String) -> [String]? {
        Self.declaredPath(from: from, to: to) { name in module(named: name)?.declaredDependencies.map(\.module) ?? [] }
    }

    /// `declaredPath(from:to:)` over any table of declared dependencies (breadth first).
    public static func declaredPath(from: String, to: String, dependencies: (String) -> [String]) -> [String]? {
        if from == to { return nil }
        var parent: [String: String] = [from: from]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in dependencies(current) where parent[next] == nil {
                parent[next] = current
                if next == to {
                    var path = [to]
                    var step = current
                    while step != from { path.append(step); step = parent[step]! }
                    path.append(from)
                    return path.reversed()
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// Whether an `#if` condition holds only when `canImport(module)` does: the condition, or
    /// one term of a top-level `&&` of it, is `canImport(module)` (a version argument allowed).
    public static func conditionRequiresCanImport(_ condition: String, module: String) -> Bool {
        // Real conditions are a line long; a generated or hostile one is not a canImport guard
        // worth its cost (each unwrapped pair of parentheses rescans the text).
        guard condition.utf8.count <= 1024 else { return false }
        func trimmed(_ s: Substring) -> Substring {
            var s = s.drop { $0 == " " || $0 == "\t" }
            while s.last == " " || s.last == "\t" { s = s.dropLast() }
            return s
        }
        /// Drops parentheses around the whole text, `(a && b)`, not `(a) && (b)`.
        func unwrapped(_ s: Substring) -> Substring {
            var s = trimmed(s)
            var pairs = 0
            while s.first == "(", s.last == ")", pairs < 16 {
                pairs += 1
                var depth = 0
                var closesAtEnd = true
                for (k, c) in zip(s.indices, s) {
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                    if depth == 0, k != s.index(before: s.endIndex) { closesAtEnd = false; break }
                }
                guard closesAtEnd else { break }
                s = trimmed(s.dropFirst().dropLast())
            }
            return s
        }
        let text = unwrapped(condition[...])
        // Top-level `&&` terms; a top-level `||` makes canImport optional.
        var terms: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var k = text.startIndex
        while k < text.endIndex {
            let c = text[k]
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            let next = text.index(after: k)
            if depth == 0, next < text.endIndex, (c == "&" && text[next] == "&") || (c == "|" && text[next] == "|") {
                if c == "|" { return false }
                terms.append(text[start..<k])
                start = text.index(after: next)
                k = start
                continue
            }
            k = next
        }
        terms.append(text[start...])
        return terms.contains { raw in
            let term = unwrapped(raw)
            guard term.hasPrefix("canImport("), term.last == ")" else { return false }
            let argument = term.dropFirst("canImport(".count).dropLast()
            let name = trimmed(argument.prefix { $0 != "," })
            return name == module[...]
        }
    }
}
