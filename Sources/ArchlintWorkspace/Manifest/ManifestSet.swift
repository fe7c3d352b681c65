import ArchlintSyntax
import Foundation

/// Every `Package.swift` of the tree, read as text (never executed), turned into the
/// workspace's SwiftPM modules and a file -> module map.
public struct ManifestSet: Sendable {
    /// Sorted by name; the first package (by manifest path) wins a duplicated name.
    public var modules: [Module]
    /// What text could not tell; skipped, never fatal. `path` is `manifest:line`.
    public var problems: [ScanProblem]
    /// What changes the findings and a user should hear about (on stderr): a target name
    /// that two packages define. `path` is `manifest:line`.
    public var warnings: [ScanProblem] = []

    /// A folder of Swift files claimed by one target.
    struct Claim: Sendable {
        var module: String
        /// Root-relative target folder ("" = the root).
        var directory: String
        /// Root-relative `sources:` entries; nil = the whole folder.
        var sources: [String]?
        var exclude: [String]
        var bareSlashRegex: Bool
        /// Root-relative folder of the package declaring the target.
        var package: String
    }

    /// Claims by their root-relative target folder, in declaration order.
    var claims: [String: [Claim]] = [:]
    /// Regex mode of files in a package folder that no target claims.
    var packageBareSlashRegex: [String: Bool] = [:]
    /// Both of the above by folder, hashed on bytes.
    var folders = NameMap<Folder>()

    /// Reads the manifests from disk. `relativePath` is root-relative; the target folders of
    /// SwiftPM's conventions (`Sources`/`Source`/`src`/`srcs`, `Tests`, single-target packages)
    /// are checked on disk next to each manifest.
    public static func read(_ manifests: [DiscoveredFile]) -> ManifestSet {
        var inputs: [(relativePath: String, bytes: [UInt8])] = []
        var problems: [ScanProblem] = []
        var absoluteDirectories: [String: String] = [:]
        for file in manifests {
            guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
                problems.append(ScanProblem(path: file.relativePath, message: "cannot read manifest"))
                continue
            }
            inputs.append((file.relativePath, [UInt8](data)))
            let relativeDirectory = Self.parent(file.relativePath)
            absoluteDirectories[relativeDirectory] = Self.parent(file.absolutePath)
        }
        var set = build(inputs, directoryExists: { packageDirectory, subpath in
            guard let base = absoluteDirectories[packageDirectory] else { return false }
            var isDirectory: ObjCBool = false
            let full = base + "/" + subpath // base is absolute; "" for a manifest at `/`
            return FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
        })
        set.problems = problems + set.problems
        return set
    }

    /// Pure: no file system. Conventional folders are assumed (`Sources/<name>`, `Tests/<name>`).
    public static func parse(_ manifests: [(relativePath: String, bytes: [UInt8])]) -> ManifestSet {
        build(manifests, directoryExists: nil)
    }

    /// `directoryExists(packageFolder, packageRelativePath)`; nil = assume the standard layout.
    static func build(_ inputs: [(relativePath: String, bytes: [UInt8])],
                      directoryExists: ((String, String) -> Bool)?) -> ManifestSet {
        let sorted = Self.manifestsSwiftPMReads(inputs).sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }
        var packages: [PackageManifest] = []
        var problems: [ScanProblem] = []
        var warnings: [ScanProblem] = []
        var seenPaths = Set<String>()
        for input in sorted where seenPaths.insert(input.relativePath).inserted {
            let manifest = ManifestReader.read(path: input.relativePath, bytes: input.bytes)
            problems += manifest.problems
            warnings += manifest.warnings
            packages.append(manifest)
        }
        var packageIndexByDirectory: [String: Int] = [:]
        for (index, package) in packages.enumerated() { packageIndexByDirectory[package.directory] = index }
        // What the code targets of every package depend on (a harness another package's app
        // code uses is no test support).
        var usedByCode = Set<String>()
        var productTargets: [String: [String]] = [:]
        for package in packages {
            for product in package.products { productTargets[product.name, default: []] += product.targets }
        }
        for package in packages {
            for target in package.targets where target.kind != .testTarget && !Self.isTestSupportName(target.name) && !Self.isHarnessName(target.name) {
                for dependency in target.dependencies {
                    let name = dependency.reference.writtenName
                    usedByCode.insert(name)
                    // `.product(name: "Experiments")` bundling ABTesting uses ABTesting.
                    for bundled in productTargets[name] ?? [] { usedByCode.insert(bundled) }
                }
            }
        }
        // Packages by folder name (lowercased) and by declared name, in path order: looked up for
        // every product dependency that names no local path (a tree of thousands of packages).
        var packagesByReferenceName: [String: [Int]] = [:]
        for (index, package) in packages.enumerated() {
            let folder = package.directory.split(separator: "/").last.map { $0.lowercased() }
            if let folder { packagesByReferenceName["folder:" + folder, default: []].append(index) }
            if let name = package.name { packagesByReferenceName["name:" + name, default: []].append(index) }
        }

        // Modules: the shallowest package wins a name, then the first by path: a repository's
        // own Package.swift over an `Examples/Demo/Package.swift` that reuses a target name.
        var owner: [String: Int] = [:] // module name -> package index
        var modulesByName: [String: Module] = [:]
        var kept = Set<[Int]>() // [package index, target index]
        var set = ManifestSet(modules: [], problems: [])
        set.warnings = warnings
        let depths = packages.map { $0.path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
        let ownershipOrder = packages.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        for index in ownershipOrder {
            let package = packages[index]
            set.packageBareSlashRegex[package.directory] = package.enablesBareSlashRegex(nil)
            // SwiftPM stops at these ("Source files for target ... should be located under ...");
            // one warning per manifest, as a partial checkout may miss many.
            var withoutFolder: [(target: PackageManifest.Target, folder: String)] = []
            defer {
                if let first = withoutFolder.first {
                    let names = withoutFolder.prefix(3).map { "\($0.target.name) (\($0.folder))" }.joined(separator: ", ")
                    let more = withoutFolder.count > 3 ? " and \(withoutFolder.count - 3) more" : ""
                    let subject = withoutFolder.count == 1 ? "target \(names) has no folder" : "targets \(names)\(more) have no folder"
                    let tests = withoutFolder.filter { $0.target.kind == .testTarget }.count
                    let searched = tests == withoutFolder.count ? "Tests, Sources, Source, src, srcs"
                        : tests > 0 ? "Sources, Source, src, srcs (Tests first for test targets)" : "Sources, Source, src, srcs"
                    set.warnings.append(ManifestReader.problem(package.path, first.target.line,
                        "\(subject) (SwiftPM looks in the first of \(searched) that exists, or in path:); no file belongs to \(withoutFolder.count == 1 ? "it" : "them")"))
                }
            }
            for (targetIndex, target) in package.targets.enumerated() {
                if let first = owner[target.name] {
                    let problem = ManifestReader.problem(package.path, target.line,
                        "module \(target.name) is already defined by \(packages[first].path); this one is ignored")
                    problems.append(problem)
                    if first != index {
                        // Modules are known by name: say so rather than mix two packages' targets.
                        set.warnings.append(ManifestReader.problem(package.path, target.line,
                            "target \(target.name) is also defined by \(packages[first].path); archlint knows a module by its name, so the files of this one count as files of no package and its dependencies are not checked"))
                    }
                    continue
                }
                owner[target.name] = index
                kept.insert([index, targetIndex])
                let folder = Self.targetFolder(target, in: package, directoryExists: directoryExists)
                let hasSources = target.kind != .binaryTarget && target.kind != .systemLibrary
                let directory = hasSources ? Self.join(package.directory, folder) : nil
                if hasSources, let directoryExists, !directoryExists(package.directory, folder) {
                    withoutFolder.append((target, folder))
                }
                modulesByName[target.name] = Module(name: target.name, origin: .swiftPackage,
                                                    isTest: target.kind == .testTarget || Self.isTestSupport(target, in: package, usedByCode: usedByCode), directory: directory)
                modulesByName[target.name]?.dependenciesAreIncomplete = target.dependenciesIncomplete
                modulesByName[target.name]?.manifestPath = package.path
                modulesByName[target.name]?.manifestLine = target.line
                modulesByName[target.name]?.manifestColumn = target.column
                // What another package writes to depend on it: the products that hold it.
                modulesByName[target.name]?.productNames = package.products.filter { $0.targets.contains(target.name) }.map(\.name)
                modulesByName[target.name]?.productsIncomplete = package.productsIncomplete
                if let directory {
                    let claim = Claim(module: target.name, directory: directory,
                                      sources: target.sources.map { $0.map { Self.join(directory, $0) } },
                                      exclude: target.exclude.map { Self.join(directory, $0) },
                                      bareSlashRegex: package.enablesBareSlashRegex(target),
                                      package: package.directory)
                    set.claims[directory, default: []].append(claim)
                }
            }
        }
        // Dependencies.
        for (index, package) in packages.enumerated() {
            // Looked up for every dependency: a manifest of 20,000 targets was quadratic.
            let ownTargets = Set(package.targets.map(\.name))
            for (targetIndex, target) in package.targets.enumerated() where kept.contains([index, targetIndex]) {
                var dependencies: [DeclaredDependency] = []
                var external: [String] = []
                var seen = Set<String>()
                for dependency in target.dependencies {
                    let resolved = Self.resolve(dependency.reference, in: package, ownTargets: ownTargets, packages: packages,
                                                packageIndexByDirectory: packageIndexByDirectory,
                                                packagesByReferenceName: packagesByReferenceName)
                    if let message = resolved.problem {
                        problems.append(ManifestReader.problem(package.path, dependency.line, message))
                    }
                    if resolved.modules.isEmpty, resolved.problem == nil {
                        switch dependency.reference {
                        case .product(let name, _), .byName(let name): external.append(name)
                        case .target: break
                        }
                    }
                    // `moduleAliases: ["Utils": "GameUtils"]`: the target imports `GameUtils`.
                    external += dependency.moduleAliases.values.sorted()
                    for module in resolved.modules where modulesByName[module] != nil && seen.insert(module).inserted {
                        dependencies.append(DeclaredDependency(module: module, manifestPath: package.path,
                                                               line: dependency.line, column: dependency.column, width: dependency.width,
                                                               writtenName: dependency.reference.writtenName))
                    }
                }
                modulesByName[target.name]?.declaredDependencies = dependencies
                modulesByName[target.name]?.externalDependencies = external
            }
        }
        // Code imports a target by its module name: `Net-Kit` is `import Net_Kit`.
        var modules = Array(modulesByName.values)
        if modules.contains(where: { Self.moduleName(ofTarget: $0.name) != $0.name }) {
            for i in modules.indices {
                let moduleName = Self.moduleName(ofTarget: modules[i].name)
                if moduleName != modules[i].name { modules[i].targetName = modules[i].name }
                modules[i].name = moduleName
                for k in modules[i].declaredDependencies.indices {
                    modules[i].declaredDependencies[k].module = Self.moduleName(ofTarget: modules[i].declaredDependencies[k].module)
                }
            }
            // Two targets of one module name (`Net-Kit` and `Net_Kit`; SwiftPM refuses them): the
            // first declared is kept, whatever order the table gives.
            modules.sort { a, b in
                if a.manifestPath != b.manifestPath { return (a.manifestPath ?? "").precedesInUTF8Order(b.manifestPath ?? "") }
                if a.manifestLine != b.manifestLine { return (a.manifestLine ?? 0) < (b.manifestLine ?? 0) }
                return a.nameInManifest.precedesInUTF8Order(b.nameInManifest)
            }
            var kept: [String: String] = [:]
            modules = modules.filter { m in
                if let first = kept[m.name] {
                    set.warnings.append(ManifestReader.problem(m.manifestPath ?? "Package.swift", m.manifestLine ?? 1,
                        "targets \(first) and \(m.nameInManifest) are both module \(m.name) (the name code imports them by); archlint keeps \(first)"))
                    return false
                }
                kept[m.name] = m.nameInManifest
                return true
            }
            for (directory, claims) in set.claims {
                set.claims[directory] = claims.map { var c = $0; c.module = Self.moduleName(ofTarget: c.module); return c }
            }
        }
        set.modules = modules.sorted { $0.name.precedesInUTF8Order($1.name) }
        set.problems = problems
        set.folders = Self.folders(claims: set.claims, packages: set.packageBareSlashRegex)
        return set
    }

    /// The module a target builds, as code imports it (SwiftPM's `c99name`): every character
    /// that cannot be in an identifier becomes `_`, and a leading digit gets one before it.
    static func moduleName(ofTarget name: String) -> String {
        var changed = false
        var scalars = String.UnicodeScalarView()
        for (k, scalar) in name.unicodeScalars.enumerated() {
            let v = scalar.value
            let ascii = v < 0x80
            let letter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
            let digit = v >= 0x30 && v <= 0x39
            if k == 0 && digit {
                scalars.append("_")
                changed = true
            }
            if ascii && !letter && !digit {
                scalars.append("_")
                changed = true
            } else {
                scalars.append(scalar)
            }
        }
        return changed ? String(scalars) : name
    }

    // MARK: - Version-specific manifests

    /// The toolchain whose choice of manifest is followed: the newest one (any `6.3.Z`).
    static let currentSwiftVersion = (major: 6, minor: 3)

    /// `Package@swift-6.swift` -> [6], `Package@swift-5.10.1.swift` -> [5, 10, 1]; else nil.
    static func versionSpecificManifestVersion(_ fileName: Substring) -> [Int]? {
        let prefix = "Package@swift-", suffix = ".swift"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix) else { return nil }
        let version = fileName.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } && $0.count <= 9 }) else { return nil }
        return parts.map { Int($0)! }
    }

    /// Per folder, the manifest SwiftPM loads (`ManifestLoader.findManifest`): a
    /// `Package@swift-X[.Y[.Z]].swift` named after the running toolchain (`6.3.Z`, `6.3`, `6`,
    /// in that order); else the newest one for an older toolchain when its `swift-tools-version`
    /// is higher than `Package.swift`'s (or `Package.swift` needs a newer toolchain); else
    /// `Package.swift`. Other files are left out.
    static func manifestsSwiftPMReads(_ inputs: [(relativePath: String, bytes: [UInt8])])
        -> [(relativePath: String, bytes: [UInt8])] {
        struct Candidate {
            var version: [Int]
            var input: (relativePath: String, bytes: [UInt8])
            /// `[6, 3, 0]` for `6.3`: compared as SwiftPM's ToolsVersion.
            var padded: [Int] { version + [Int](repeating: 0, count: 3 - version.count) }
        }
        var regular: [String: (relativePath: String, bytes: [UInt8])] = [:]
        var specific: [String: [Candidate]] = [:]
        var out: [(relativePath: String, bytes: [UInt8])] = []
        for input in inputs {
            let slash = input.relativePath.lastIndex(of: "/")
            let name = slash.map { input.relativePath[input.relativePath.index(after: $0)...] } ?? input.relativePath[...]
            let directory = parent(input.relativePath)
            if name == "Package.swift" {
                if regular[directory] == nil { regular[directory] = input }
            } else if let version = versionSpecificManifestVersion(name) {
                let (major, minor) = currentSwiftVersion
                let eligible = version[0] < major || (version[0] == major && (version.count == 1 || version[1] <= minor))
                if eligible { specific[directory, default: []].append(Candidate(version: version, input: input)) }
            } else if !name.hasPrefix("Package@swift") {
                out.append(input) // a manifest under another name (tests)
            }
        }
        func toolsVersion(_ bytes: [UInt8]) -> [Int] {
            // No `// swift-tools-version:` line: SwiftPM assumes 3.1.
            ManifestReader.toolsVersion(bytes).map { [$0.major, $0.minor] } ?? [3, 1]
        }
        for directory in Set(regular.keys).union(specific.keys) {
            let candidates = specific[directory] ?? []
            let (major, minor) = currentSwiftVersion
            // Named after the running toolchain: `6.3.Z` (the highest Z), `6.3`, `6`.
            let exact = candidates.filter { $0.version.count == 3 && $0.version[0] == major && $0.version[1] == minor }
                .max { $0.version[2] < $1.version[2] }
                ?? candidates.first { $0.version == [major, minor] }
                ?? candidates.first { $0.version == [major] }
            if let exact {
                out.append(exact.input)
                continue
            }
            let newest = candidates.max { $0.padded.lexicographicallyPrecedes($1.padded) }
            guard let regularManifest = regular[directory] else {
                if let newest { out.append(newest.input) } // SwiftPM would stop; its best guess
                continue
            }
            guard let newest else {
                out.append(regularManifest)
                continue
            }
            let regularTools = toolsVersion(regularManifest.bytes)
            let newestTools = newest.padded[0] < 4 ? [3, 0] : toolsVersion(newest.input.bytes)
            let regularTooNew = regularTools.lexicographicallyPrecedes([major, minor + 1]) == false
            if regularTools.lexicographicallyPrecedes(newestTools) || regularTooNew {
                out.append(newest.input)
            } else {
                out.append(regularManifest)
            }
        }
        return out
    }

    // MARK: - Queries

    /// The module a `.swift` file belongs to: the innermost package's target with the longest
    /// folder that claims the file (`sources:` / `exclude:` honoured). Manifests belong to none.
    public func moduleName(forFile relativePath: String) -> String? {
        claim(forFile: relativePath)?.module
    }

    /// `.bareSlashEnabled` when the file's target is in Swift 6 language mode (tools version
    /// >= 6.0 without an older `swiftLanguageModes`/`.swiftLanguageMode`) or enables the
    /// `BareSlashRegexLiterals` feature (or `-enable-bare-slash-regex`); else disabled.
    public func regexMode(forFile relativePath: String) -> Lexer.RegexMode {
        if let claim = claim(forFile: relativePath) {
            return claim.bareSlashRegex ? .bareSlashEnabled : .bareSlashDisabled
        }
        if let package = innermostPackage(of: relativePath) {
            return packageBareSlashRegex[package] == true ? .bareSlashEnabled : .bareSlashDisabled
        }
        // Outside every package (an Xcode app) the build settings are unknown: Swift 6 mode
        // (or the upcoming feature) makes `/.../` a regex, and without it such code does not
        // compile. swift-syntax's rules tell a regex from division either way: lexed both ways,
        // 6 of 15,386 files of 160 packages and 12 apps differ, each a real regex literal.
        return .bareSlashEnabled
    }

    /// Walks the file's folders from the deepest: the first target folder that claims the file
    /// wins (longest match). Above the innermost package folder only that package's targets
    /// count: a nested package's files are not its parent's. O(depth) look-ups, on the path's
    /// bytes: this runs for every file of the workspace, twice.
    func claim(forFile path: String) -> Claim? {
        var copy = path
        return copy.withUTF8 { bytes -> Claim? in
            let slash = Self.lastSlash(bytes, before: bytes.count)
            let name = UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])
            if Self.isManifestName(name) { return nil }
            var end = max(slash, 0)
            var innermostPackage: String?
            while true {
                let directory = UnsafeBufferPointer(rebasing: bytes[..<end])
                if let e = folders.entry(bytes: directory, hash: NameHash.of(bytes: directory)) {
                    let folder = folders.values[e]
                    if innermostPackage == nil, folder.isPackage { innermostPackage = folders.keys[e] }
                    for claim in folder.claims {
                        // At or above the innermost package folder, only that package's targets count.
                        if let package = innermostPackage, claim.package != package { continue }
                        if claim.exclude.contains(where: { Self.isWithin(path, $0) }) { continue }
                        if let sources = claim.sources, !sources.contains(where: { Self.isWithin(path, $0) }) { continue }
                        return claim
                    }
                }
                if end == 0 { return nil }
                end = max(Self.lastSlash(bytes, before: end), 0)
            }
        }
    }

    /// Folder of the deepest manifest above the file.
    func innermostPackage(of path: String) -> String? {
        var copy = path
        return copy.withUTF8 { bytes -> String? in
            var end = max(Self.lastSlash(bytes, before: bytes.count), 0)
            while true {
                let directory = UnsafeBufferPointer(rebasing: bytes[..<end])
                if let e = folders.entry(bytes: directory, hash: NameHash.of(bytes: directory)), folders.values[e].isPackage {
                    return folders.keys[e]
                }
                if end == 0 { return nil }
                end = max(Self.lastSlash(bytes, before: end), 0)
            }
        }
    }

    /// Position of the last `/` before `end`, or -1.
    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var k = end - 1
        while k >= 0 && bytes[k] != UInt8(ascii: "/") { k -= 1 }
        return k
    }

    /// `Package.swift`, `Package@swift-5.9.swift`.
    private static func isManifestName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        func starts(_ s: StaticString) -> Bool {
            name.count >= s.utf8CodeUnitCount && (0..<s.utf8CodeUnitCount).allSatisfy { name[$0] == s.utf8Start[$0] }
        }
        func ends(_ s: StaticString) -> Bool {
            let n = s.utf8CodeUnitCount
            return name.count >= n && (0..<n).allSatisfy { name[name.count - n + $0] == s.utf8Start[$0] }
        }
        if name.contains(where: { $0 >= 0x80 }) {
            // Compared as Characters, as SwiftPM does.
            let text = String(decoding: name, as: UTF8.self)
            return text == "Package.swift" || (text.hasPrefix("Package@swift") && text.hasSuffix(".swift"))
        }
        if name.count == 13 && starts("Package.swift") { return true }
        return starts("Package@swift") && ends(".swift")
    }

    /// A folder that holds a manifest or target sources: what `claim` looks up per folder.
    struct Folder: Sendable {
        var claims: [Claim] = []
        var isPackage = false
    }

    /// `claims` and `packageBareSlashRegex` by folder, for `claim` and `innermostPackage`.
    static func folders(claims: [String: [Claim]], packages: [String: Bool]) -> NameMap<Folder> {
        var folders = NameMap<Folder>()
        // In path order, so that the table does not depend on Dictionary order.
        for directory in Set(claims.keys).union(packages.keys).sorted(by: { $0.precedesInUTF8Order($1) }) {
            folders.insert(directory, value: Folder(claims: claims[directory] ?? [], isPackage: packages[directory] != nil))
        }
        return folders
    }

    // MARK: - Resolution

    static func resolve(_ reference: PackageManifest.DependencyReference, in package: PackageManifest, ownTargets: Set<String>,
                        packages: [PackageManifest], packageIndexByDirectory: [String: Int],
                        packagesByReferenceName: [String: [Int]]) -> (modules: [String], problem: String?) {
        func ownTarget(_ name: String) -> Bool { ownTargets.contains(name) }
        func localPackage(_ reference: PackageManifest.PackageReference) -> PackageManifest? {
            guard let path = reference.localPath, let directory = normalize(join(package.directory, path)) else { return nil }
            return packageIndexByDirectory[directory].map { packages[$0] }
        }
        switch reference {
        case .target(let name):
            return ownTarget(name) ? ([name], nil) : ([], "target \(name) is not defined in this package; skipped")
        case .byName(let name):
            if ownTarget(name) { return ([name], nil) }
            for dependency in package.packages {
                if let other = localPackage(dependency), let product = other.products.first(where: { $0.name == name }) {
                    return (product.targets, nil)
                }
            }
            return ([], nil) // a product of a remote package
        case .product(let name, let packageName):
            var candidates: [PackageManifest] = []
            var isRemote = false
            for dependency in package.packages
            where packageName == nil || dependency.identity == packageName!.lowercased() || dependency.name == packageName {
                if let other = localPackage(dependency) { candidates.append(other) }
                if dependency.localPath == nil { isRemote = true }
            }
            if candidates.isEmpty, !isRemote, let packageName {
                // Not declared as a local path (e.g. an Xcode-linked package): a package of the tree
                // whose folder or name matches.
                let indices = Set((packagesByReferenceName["folder:" + packageName.lowercased()] ?? [])
                    + (packagesByReferenceName["name:" + packageName] ?? []))
                candidates = indices.sorted().map { packages[$0] }.filter { $0.path != package.path }
            }
            for other in candidates {
                if let product = other.products.first(where: { $0.name == name }) {
                    return (product.targets, nil)
                }
            }
            if let other = candidates.first {
                // Products partly defined by code: a product is most often named after its target.
                if other.productsIncomplete {
                    return other.targets.contains { $0.name == name } ? ([name], nil) : ([], nil)
                }
                return ([], "product \(name) is not defined by \(other.path); skipped")
            }
            return ([], nil) // external
        }
    }

    // MARK: - Paths

    /// A library target that only serves tests: fixtures and doubles (`FeedTestSupport`,
    /// `NetworkingMocks`) build concrete types as tests do.
    static func isTestSupportName(_ name: String) -> Bool {
        for suffix in ["TestSupport", "TestHelpers", "TestUtils", "TestUtilities", "TestKit", "Mocks"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return true
        }
        return false
    }

    /// `isTestSupportName`, or a harness named like one (`VaporTesting`, `XCTFluent`) that only
    /// test targets and other harnesses of its package depend on and that no other target of
    /// the workspace (`usedByCode`: what non-test targets of every package name) depends on:
    /// `ABTesting`, a feature the app's package imports, is not.
    static func isTestSupport(_ target: PackageManifest.Target, in package: PackageManifest, usedByCode: Set<String> = []) -> Bool {
        if isTestSupportName(target.name) { return true }
        guard isHarnessName(target.name), !usedByCode.contains(target.name) else { return false }
        var dependents = 0
        for other in package.targets where other.name != target.name
            && other.dependencies.contains(where: { $0.reference.writtenName == target.name }) {
            guard other.kind == .testTarget || isTestSupportName(other.name) || isHarnessName(other.name) else { return false }
            dependents += 1
        }
        return dependents > 0
    }

    static func isHarnessName(_ name: String) -> Bool {
        if name.hasSuffix("Testing") && name.count > 7 { return true }
        let bytes = Array(name.utf8)
        return bytes.count > 3 && bytes[0] == UInt8(ascii: "X") && bytes[1] == UInt8(ascii: "C") && bytes[2] == UInt8(ascii: "T")
            && bytes[3] >= UInt8(ascii: "A") && bytes[3] <= UInt8(ascii: "Z")
    }

    static func targetFolder(_ target: PackageManifest.Target, in package: PackageManifest,
                             directoryExists: ((String, String) -> Bool)?) -> String {
        if let path = target.path { return path }
        let candidates: [String]
        switch target.kind {
        case .testTarget: candidates = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: candidates = ["Plugins"]
        default: candidates = ["Sources", "Source", "src", "srcs"]
        }
        guard let directoryExists else { return candidates[0] + "/" + target.name }
        let root = candidates.first { directoryExists(package.directory, $0) } ?? candidates[0]
        let conventional = root + "/" + target.name
        if directoryExists(package.directory, conventional) { return conventional }
        if package.toolsVersionAtLeast5_9 {
            let group = { (kind: PackageManifest.TargetKind) -> Int in
                kind == .testTarget ? 1 : kind == .plugin ? 2 : kind == .binaryTarget ? 3 : 0
            }
            let similar = package.targets.filter { $0.path == nil && group($0.kind) == group(target.kind) }
            if similar.count == 1 { return root }
        }
        return conventional
    }

    static func parent(_ path: String) -> String {
        // On UTF-8 code units: this runs for every folder above every file of the workspace.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Joins and normalises (`.`, `..`, duplicate and trailing `/`); a path escaping the root stays as written.
    static func join(_ base: String, _ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base.isEmpty ? path : base + "/" + path)
        return normalize(joined) ?? joined
    }

    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func isWithin(_ path: String, _ directory: String) -> Bool {
        if directory.isEmpty { return true }
        guard path.hasPrefix(directory) else { return false }
        if path.utf8.count == directory.utf8.count { return true }
        return path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)] == UInt8(ascii: "/")
    }
}
