import ArchlintGraph
import ArchlintRules
import ArchlintSyntax
import ArchlintWorkspace
import Foundation

/// The version printed by `--version` and written into reports.
public let archlintVersion = "0.1.0"

/// What to lint and how.
public struct LintRequest: Sendable {
    public var paths: [String]
    /// Explicit `--config`; nil = `rules.json` at the root, if present.
    public var configPath: String?
    /// Worker count for per-file work; nil = all cores.
    public var jobs: Int?
    public var baselinePath: String?
    /// The baseline is being pruned (`--baseline` with `--write-baseline`): its stale entries
    /// are what the run drops, not findings to report.
    public var pruningBaseline: Bool
    /// Text an editor holds for files it has not saved, by absolute path: read instead of the
    /// file on disk (the language server lints as the user types).
    public var unsavedSources: [String: [UInt8]]

    public init(paths: [String], configPath: String? = nil, jobs: Int? = nil, baselinePath: String? = nil,
                pruningBaseline: Bool = false, unsavedSources: [String: [UInt8]] = [:]) {
        self.paths = paths
        self.configPath = configPath
        self.jobs = jobs
        self.baselinePath = baselinePath
        self.pruningBaseline = pruningBaseline
        self.unsavedSources = unsavedSources
    }
}

/// A problem with what the user asked for (missing path, unreadable config): exit 2.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Everything a run computed, for commands that need more than findings (graph, facts).
public struct AnalysedWorkspace: Sendable {
    public var workspace: Workspace
    public var graph: DependencyGraph
    public var bytesScanned: Int
    public var scanProblems: [ScanProblem]
    /// The rules.json in effect as named in messages; nil when none applies.
    public var configurationPath: String? = nil
    /// A rules.json above the paths whose `exclude` covers them (so none applies), as named in messages.
    public var excludingConfigurationPath: String? = nil
    /// A rules.json above the project that is not archlint's (no `"version"`), so none
    /// applies, and the project's folder, as named in messages.
    public var ignoredConfiguration: (path: String, project: String)? = nil
    /// Root-relative files or folders the user asked about, when that is less than the root:
    /// the whole root is analysed, findings elsewhere are not reported.
    public var reportedPaths: [String]? = nil

    public func isReported(_ file: String) -> Bool {
        guard let reportedPaths else { return true }
        return reportedPaths.contains { file == $0 || file.hasPrefix($0 + "/") }
    }
}

/// The pipeline facade: scan -> facts -> workspace -> graph -> rules -> findings.
public enum LintRunner {
    /// Checks that every path exists; returns them absolute and normalised, the folder that
    /// contains them all, and the first path's folder (a file counts as its folder).
    public static func resolveRoot(_ paths: [String]) throws -> (root: String, scanRoots: [String], firstFolder: String) {
        var roots: [String] = []
        let needsWorkingDirectory = paths.isEmpty || paths.contains { !$0.hasPrefix("/") }
        let cwd = needsWorkingDirectory ? try workingDirectory() : ""
        var folders: [String] = []
        for raw in paths.isEmpty ? ["."] : paths {
            // `archlint "$DIR"` with DIR unset must not lint the working directory instead.
            guard !raw.isEmpty else { throw InputError("empty path argument (an unset variable in the command?)") }
            let absolute = raw.hasPrefix("/") ? raw : cwd + "/" + raw
            let normalized = URL(fileURLWithPath: absolute).standardizedFileURL.path
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: normalized, isDirectory: &isDir) else {
                throw InputError("no such file or directory: \(raw)")
            }
            roots.append(normalized)
            folders.append(isDir.boolValue ? normalized : (normalized as NSString).deletingLastPathComponent)
        }
        var root = folders[0]
        for folder in folders.dropFirst() {
            while !(folder == root || folder.hasPrefix(root == "/" ? "/" : root + "/")) {
                root = (root as NSString).deletingLastPathComponent
            }
        }
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        return (root, roots, folders[0])
    }

    /// The root and configuration of a run.
    /// - `--config FILE`: that file; the root is its folder when the paths lie inside it (globs
    ///   are written relative to the configuration) and that folder is a project or lies in the
    ///   working directory, else the paths' common folder.
    /// - else the nearest `rules.json` in the first path's folder or above it (so `archlint
    ///   Domain` or a single file in an editor still gets the project's layers), stopping at a
    ///   repository boundary (`.git`); a configuration that excludes the paths (a project
    ///   ignoring its bundled samples) does not apply to them. When that configuration's folder
    ///   holds the first path but not the others (`archlint AppA AppB`, `AppA/rules.json`), the
    ///   root stays the paths' common folder and the configuration's globs are rebased there.
    ///   Without a `.git` on the way, a rules.json above the nearest project folder (one with a
    ///   Package.swift, an Xcode project, ...: `looksLikeProject`) that is not a project itself
    ///   is read only when it is archlint's (it has `"version"`): another tool's `rules.json` in a
    ///   folder that happens to hold the project is no reason to fail (`ignored`).
    /// - else no configuration: modules and dependency-injection rules only.
    /// `isProjectRoot`: the root is a configuration's folder, whose whole tree gives the paths
    /// their context; otherwise only the paths themselves are scanned.
    public static func locateConfiguration(paths base: String, firstPath: String? = nil, explicitPath: String?) throws
        -> (root: String, configuration: Configuration, displayPath: String?, isProjectRoot: Bool, excludedBy: String?,
            ignored: (path: String, project: String)?) {
        let fm = FileManager.default
        if let explicitPath {
            let absolute = URL(fileURLWithPath: explicitPath).standardizedFileURL.path
            guard fm.fileExists(atPath: absolute) else { throw InputError("configuration file not found: \(explicitPath)") }
            let folder = (absolute as NSString).deletingLastPathComponent
            // A configuration kept in a shared folder above the project (`--config
            // /tmp/ci/rules.json`) does not make that folder the project: its folder is the
            // root only when it is a project or lies in the working directory.
            let cwd = URL(fileURLWithPath: fm.currentDirectoryPath).standardizedFileURL.path
            // A file named rules.json is where the implicit lookup would find it too.
            let isProject = folder == cwd || folder.hasPrefix(cwd == "/" ? "/" : cwd + "/") || looksLikeProject(folder)
                || (absolute as NSString).lastPathComponent == "rules.json"
            let inside = base == folder || (base.hasPrefix(folder == "/" ? "/" : folder + "/") && isProject)
            return (inside ? folder : base, try load(absolute, display: explicitPath), explicitPath, inside, nil, nil)
        }
        func contains(_ folder: String, _ path: String) -> Bool {
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        let start = firstPath.map { contains(base, $0) ? $0 : base } ?? base
        var folder = start
        while true {
            let candidate = folder + "/rules.json"
            if fm.fileExists(atPath: candidate) {
                let display = displayPath(candidate)
                if folder != start, !looksLikeProject(folder), let project = nearestProject(from: start, below: folder),
                   let bytes = fm.contents(atPath: candidate), ConfigurationLoader.isAnotherToolsFile(bytes: [UInt8](bytes)) {
                    return (base, .default, nil, false, nil, (display, displayPath(project)))
                }
                let configuration = try load(candidate, display: display)
                if folder == base { return (folder, configuration, display, true, nil, nil) }
                if !contains(folder, base) {
                    // Inside the first path, beside the others: the paths' common folder is the root.
                    let relative = String(folder.dropFirst(base == "/" ? 1 : base.count + 1))
                    return (base, configuration.rebased(under: relative), display, false, nil, nil)
                }
                let relative = String(base.dropFirst(folder == "/" ? 1 : folder.count + 1))
                if configuration.isExcluded(relativePath: relative, isDirectory: true) { return (base, .default, nil, false, display, nil) }
                return (folder, configuration, display, true, nil, nil)
            }
            if fm.fileExists(atPath: folder + "/.git") || folder == "/" || folder.isEmpty { return (base, .default, nil, false, nil, nil) }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The folder whose lint reads `file` as `archlint FILE` does (the rules.json that applies
    /// to it, else its project), so that an editor's open files of one project share one run;
    /// nil when the file is read alone or under a configuration that excludes it.
    public static func projectFolder(forFile file: String, configPath: String?) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        guard let located = try? locateConfiguration(paths: folder, firstPath: folder, explicitPath: configPath),
              located.excludedBy == nil, located.ignored == nil else { return nil }
        if located.displayPath != nil { return located.isProjectRoot ? located.root : nil }
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        return nearestProject(from: folder, below: "/").flatMap { $0 == home ? nil : $0 }
    }

    /// The nearest folder from `start` up that is a project, strictly below `top`; nil if none.
    static func nearestProject(from start: String, below top: String) -> String? {
        var folder = start
        while folder != top && folder.count > top.count {
            if looksLikeProject(folder) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// A folder that is a project of its own (`archlint Sources Tests` in a package): its
    /// manifest and its other folders give the paths their modules. `/` or a home folder,
    /// common to unrelated paths, is none.
    static func looksLikeProject(_ folder: String) -> Bool {
        guard folder != "/" else { return false }
        let fm = FileManager.default
        // SwiftPM, git, Tuist, XcodeGen, CocoaPods, Carthage: each marks a project's root.
        for marker in ["Package.swift", ".git", "Project.swift", "Workspace.swift", "Tuist", "project.yml", "Podfile", "Cartfile"]
            where fm.fileExists(atPath: folder + "/" + marker) { return true }
        let entries = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    private static func load(_ path: String, display: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read configuration file: \(display)")
        }
        let (configuration, errors) = ConfigurationLoader.read(bytes: [UInt8](data), path: display)
        guard !errors.isEmpty else { return configuration }
        var all = errors
        do { _ = try RuleSet(configuration: configuration, configPath: display) } catch let e as ConfigurationErrors { all += e.errors }
        throw ConfigurationErrors(all)
    }

    /// `path` relative to the folder `base` (both absolute and standardized), with `..` steps
    /// when it lies outside: `/w/app` and `/w/ci/b.json` give `../ci/b.json`.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let from = base.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        let steps = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return steps.joined(separator: "/")
    }

    /// How a file is named in messages: relative to the working directory when inside it.
    static func displayPath(_ absolute: String) -> String {
        relativeToWorkingDirectory(absolute) ?? absolute
    }

    /// `path` relative to the working directory when it lies inside it (`""` for the directory
    /// itself), symbolic links resolved on both sides; nil when it lies outside.
    /// The working directory, or an error when it cannot be read (deleted under the shell:
    /// `getcwd` fails and an empty path would make the root `/`, the whole disk).
    public static func workingDirectory() throws -> String {
        let cwd = FileManager.default.currentDirectoryPath
        var isFolder: ObjCBool = false
        guard cwd.hasPrefix("/"), FileManager.default.fileExists(atPath: cwd, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError("cannot read the current directory (was it deleted or moved?); cd into the project again, or pass its absolute path")
        }
        return cwd
    }

    public static func relativeToWorkingDirectory(_ path: String) -> String? {
        relative(path, to: FileManager.default.currentDirectoryPath)
    }

    /// `path` relative to the folder `base` (links resolved), "" when it is `base`, nil when it
    /// lies outside.
    public static func relative(_ path: String, to base: String) -> String? {
        let folder = URL(fileURLWithPath: base).standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if resolved == folder { return "" }
        guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else { return nil }
        return String(resolved.dropFirst(folder == "/" ? 1 : folder.count + 1))
    }

    /// Scans and analyses without running rules.
    public static func analyse(_ request: LintRequest) throws -> (AnalysedWorkspace, RuleSet) {
        let (base, scanRoots, firstFolder) = try resolveRoot(request.paths)
        var (root, located, configPath, isProjectRoot, excludedBy, ignored) = try locateConfiguration(paths: base, firstPath: firstFolder,
                                                                                          explicitPath: request.configPath)
        var configuration = located
        let ruleSet = try RuleSet(configuration: configuration, configPath: configPath ?? "rules.json")
        // Linting part of a project (`archlint Domain`, one file from an editor) still needs the
        // whole project to know where each type lives: scan the root, report on the paths only.
        // Paths from unrelated trees (`archlint ~/a ~/b`, no configuration) have no project: their
        // common folder may be the home folder or `/`, so only the paths are scanned.
        var reportedPaths: [String]? = nil
        var scanned = scanRoots
        let severalFolders = scanRoots.count > 1 && !isProjectRoot && !looksLikeProject(base)
        if !severalFolders && (root != base || scanRoots.contains(where: { $0 != root })) {
            reportedPaths = scanRoots.map { $0 == root ? "" : String($0.dropFirst(root == "/" ? 1 : root.count + 1)) }
            if reportedPaths?.contains("") == true { reportedPaths = nil }
            scanned = [root]
        }
        // One file with no configuration for it: its project (the nearest folder up with a
        // Package.swift, an Xcode project, a `.git`, ...) gives it its modules; with none, the
        // file is read alone, not every folder around it (`~/scratch.swift` makes no project of `~`).
        var isFile: ObjCBool = false
        if configPath == nil, request.configPath == nil, ignored == nil, excludedBy == nil, scanRoots.count == 1,
           FileManager.default.fileExists(atPath: scanRoots[0], isDirectory: &isFile), !isFile.boolValue {
            // A home folder under version control (dotfiles) is no project of the files in it.
            let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
            if let project = nearestProject(from: firstFolder, below: "/"), project != home {
                root = project
                scanned = [project]
                reportedPaths = [String(scanRoots[0].dropFirst(project.count + 1))]
            } else {
                scanned = scanRoots
                reportedPaths = nil
            }
        }
        if let configPath {
            configuration.rootRelativeFile = relativePath(URL(fileURLWithPath: configPath).standardizedFileURL.path, from: root)
        }
        var analysed = scan(root: root, scanRoots: scanned, configuration: configuration, jobs: request.jobs,
                            unsavedSources: request.unsavedSources)
        if request.configPath == nil && scanRoots.count > 1 {
            analysed.scanProblems += unreadConfigurations(paths: request.paths, scanRoots: scanRoots, base: base, used: configPath)
        }
        analysed.configurationPath = configPath
        analysed.excludingConfigurationPath = excludedBy
        analysed.ignoredConfiguration = ignored
        analysed.reportedPaths = reportedPaths
        return (analysed, ruleSet)
    }

    /// The rules.json files that the PATHs after the first would each have on their own (the
    /// nearest at the PATH or above it, up to the paths' common folder) but that this run does
    /// not read: a run reads one configuration, the first PATH's. Said, so that `archlint AppA
    /// AppB` does not pass for a check of AppB's layers. Folders are looked at once each.
    static func unreadConfigurations(paths: [String], scanRoots: [String], base: String, used: String?) -> [ScanProblem] {
        let fm = FileManager.default
        func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let usedPath = used.map(canonical)
        var nearest: [String: String?] = [:]
        func configuration(at folder: String) -> String? {
            if let known = nearest[folder] { return known }
            var found: String? = nil
            if fm.fileExists(atPath: folder + "/rules.json") {
                found = folder + "/rules.json"
            } else if folder != base && folder.hasPrefix(base == "/" ? "/" : base + "/") {
                found = configuration(at: (folder as NSString).deletingLastPathComponent)
            }
            nearest[folder] = found
            return found
        }
        var reported = Set<String>()
        var problems: [ScanProblem] = []
        for (k, scanRoot) in scanRoots.enumerated().dropFirst() {
            var isFolder: ObjCBool = false
            _ = fm.fileExists(atPath: scanRoot, isDirectory: &isFolder)
            let folder = isFolder.boolValue ? scanRoot : (scanRoot as NSString).deletingLastPathComponent
            guard let own = configuration(at: folder), canonical(own) != usedPath, reported.insert(own).inserted else { continue }
            let written = k < paths.count ? paths[k] : scanRoot
            let first = paths.first ?? "."
            let read = used.map { "the first PATH's (\($0))" } ?? "the first PATH's (none applies to \(first))"
            problems.append(ScanProblem(path: displayPath(own), message: "not read: one run reads one rules.json, \(read); to check \(written) with it, run archlint once per PATH (`archlint \(ShellWord.quoted(written))`) or choose the configuration with --config"))
        }
        return problems
    }

    /// Scans and analyses `paths` under an explicit configuration (`archlint init` uses the
    /// default one, whatever rules.json holds).
    public static func analyse(paths: [String], configuration: Configuration, jobs: Int? = nil) throws -> AnalysedWorkspace {
        let (root, scanRoots, _) = try resolveRoot(paths)
        return scan(root: root, scanRoots: scanRoots, configuration: configuration, jobs: jobs)
    }

    static func scan(root: String, scanRoots: [String], configuration: Configuration, jobs: Int?,
                     unsavedSources: [String: [UInt8]] = [:]) -> AnalysedWorkspace {

        // The scanner walks top-down from each scan root and does not enter excluded folders;
        // the globs are the root's, so a scan root's paths are judged with its folder in front
        // (`archlint app tools`: `app/Generated/...`).
        func scanner(prefix: String) -> FileScanner {
            // Under `/` as the root the prefix is absolute; the globs are not.
            let matchPrefix = prefix.hasPrefix("/") ? String(prefix.dropFirst()) : prefix
            // A folder named on the command line inside an excluded one is linted, as it is
            // when named alone; its own folders are judged once, here, not for every entry.
            let rootExcluded = !matchPrefix.isEmpty && configuration.isExcluded(relativePath: String(matchPrefix.dropLast()), isDirectory: true)
            return FileScanner(isExcluded: { rel, isDir in
                !rootExcluded && configuration.isExcluded(relativePath: matchPrefix + rel, isDirectory: isDir, parentsChecked: true)
            })
        }
        var sources: [DiscoveredFile] = []
        var manifests: [DiscoveredFile] = []
        var problems: [ScanProblem] = []
        let phases = PhaseClock()
        for scanRoot in scanRoots {
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: scanRoot, isDirectory: &isDir)
            if isDir.boolValue {
                let prefix = relativePrefix(of: scanRoot, root: root)
                let result = scanner(prefix: prefix).scan(root: scanRoot)
                if prefix.isEmpty {
                    sources += result.sources
                    manifests += result.manifests + result.versionSpecificManifests
                    problems += result.problems
                } else {
                    sources += result.sources.map { DiscoveredFile(relativePath: prefix + $0.relativePath, absolutePath: $0.absolutePath) }
                    manifests += (result.manifests + result.versionSpecificManifests).map { DiscoveredFile(relativePath: prefix + $0.relativePath, absolutePath: $0.absolutePath) }
                    problems += result.problems.map { ScanProblem(path: prefix + $0.path, message: $0.message) }
                }
            } else if scanRoot.hasSuffix(".swift") {
                let rel = relativePrefix(of: (scanRoot as NSString).deletingLastPathComponent, root: root)
                    + (scanRoot as NSString).lastPathComponent
                sources.append(DiscoveredFile(relativePath: rel, absolutePath: scanRoot))
            }
        }
        // One folder comes back sorted and without repeats; several roots may overlap.
        if scanRoots.count > 1 {
            sources = Array(Set(sources)).sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }
            manifests = Array(Set(manifests)).sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }
        }

        phases.mark("discover")
        let manifestSet = ManifestSet.read(manifests)
        problems += manifestSet.warnings
        phases.mark("manifests")
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var outcomes = ParallelScan.run(sources, jobs: jobs, regexMode: { manifestSet.regexMode(forFile: $0) },
                                        unsavedSources: unsavedSources)
        phases.mark("scan+facts")
        // Each file's facts are moved, not copied, from the scan's outcomes into the workspace:
        // a copy costs a retain per fact array, and dropping the original a release.
        var facts: [FileFacts] = []
        facts.reserveCapacity(outcomes.count)
        var bytes = 0
        outcomes.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices {
                // Taken out of the array and an empty outcome left in its place.
                let slot = buffer.baseAddress! + position
                switch slot.move() {
                case .facts(let f, let count):
                    bytes += count
                    // Tuist's manifests (`Project.swift`, `Tuist/ProjectDescriptionHelpers`) are
                    // build descriptions like Package.swift, not code of the app.
                    if Self.isBuildManifest(f) { break }
                    facts.append(f)
                case .skipped(let why):
                    problems.append(ScanProblem(path: sources[position].relativePath, message: why))
                }
                slot.initialize(to: .skipped(""))
            }
        }
        let workspace = WorkspaceBuilder.build(root: root, configuration: configuration, facts: consume facts,
                                               manifests: manifestSet, problems: problems)
        phases.mark("workspace")
        let index = TypeIndex(workspace: workspace)
        phases.mark("type index")
        let graph = DependencyGraph(workspace: workspace, index: index)
        phases.mark("graph")
        return AnalysedWorkspace(workspace: workspace, graph: graph, bytesScanned: bytes, scanProblems: workspace.problems)
    }

    public static func run(_ request: LintRequest) throws -> LintResult {
        try runKeepingAnalysis(request).result
    }

    static func isBuildManifest(_ facts: FileFacts) -> Bool {
        facts.imports.contains { $0.module == "ProjectDescription" || $0.module == "ProjectDescriptionHelpers" }
    }

    /// The findings of `paths` under an explicit configuration (`archlint init` previews its
    /// starter), suppressions applied.
    public static func findings(paths: [String], configuration: Configuration) throws -> [Finding] {
        try findingsAndCoverage(paths: paths, configuration: configuration).findings
    }

    /// The findings, and how many of the files (tests apart) are in no layer: what a starter
    /// configuration leaves unchecked.
    /// The findings, the source files in no layer (root-relative, in path order) and the count
    /// of source files.
    public static func findingsAndCoverage(paths: [String], configuration: Configuration) throws
        -> (findings: [Finding], unlayeredFiles: [String], files: Int) {
        let analysed = try analyse(paths: paths, configuration: configuration)
        let ruleSet = try RuleSet(configuration: configuration, configPath: "rules.json")
        let findings = ruleSet.check(RuleContext(workspace: analysed.workspace, graph: analysed.graph,
                                                 readSource: sourceReader(root: analysed.workspace.root))).findings
        let sources = analysed.workspace.files.filter { !$0.isTest }
        return (findings, sources.filter { $0.layer == nil }.map(\.path), sources.count)
    }

    /// Reads a workspace file for a rule (root-relative paths; absolute ones as they are).
    static func sourceReader(root: String, unsavedSources: [String: [UInt8]] = [:]) -> @Sendable (String) -> [UInt8]? {
        { path in
            let full = path.hasPrefix("/") ? path : root + "/" + path
            if let unsaved = unsavedSources[full] { return unsaved }
            return FileManager.default.contents(atPath: full).map { [UInt8]($0) }
        }
    }

    /// Lints and also returns the analysed workspace and graph (for `archlint graph`).
    public static func runKeepingAnalysis(_ request: LintRequest) throws -> (analysed: AnalysedWorkspace, result: LintResult) {
        let start = Date()
        let (analysed, ruleSet) = try analyse(request)
        let context = RuleContext(workspace: analysed.workspace, graph: analysed.graph,
                                  readSource: sourceReader(root: analysed.workspace.root, unsavedSources: request.unsavedSources))
        let rulesClock = PhaseClock()
        var outcome = ruleSet.check(context)
        rulesClock.mark("rules")
        var baselineEntries = 0
        if let baselinePath = request.baselinePath {
            let absolute = URL(fileURLWithPath: baselinePath).standardizedFileURL.path
            let root = analysed.workspace.root
            // Findings name files relative to the root: a baseline kept outside it is reached with `..`.
            let display = Self.relativePath(absolute, from: root)
            let staleSeverity = request.pruningBaseline ? .off : ruleSet.severity(of: Baseline.staleEntry.id)
            let baseline = try Baseline.load(path: baselinePath)
            outcome = baseline.apply(to: outcome, displayPath: display, severity: staleSeverity)
            baselineEntries = baseline.entries.count
        }
        // A run on part of a project reports that part: its findings, the suppressions and
        // baseline entries that hid its findings, and the stale entries that name its files.
        let findings = outcome.findings.filter { f in
            if f.rule == Baseline.staleEntry.id, let entryFile = outcome.staleEntryFiles[f.fingerprint] {
                return analysed.isReported(entryFile)
            }
            return analysed.isReported(f.span.file)
        }
        var summary = LintSummary()
        summary.files = analysed.workspace.files.filter { analysed.isReported($0.path) }.count
        summary.modules = analysed.workspace.modules.count
        summary.errors = findings.filter { $0.severity == .error }.count
        summary.warnings = findings.filter { $0.severity == .warning }.count
        summary.suppressed = outcome.suppressedFiles.filter { analysed.isReported($0) }.count
        summary.baselined = outcome.baselinedFindings.filter { analysed.isReported($0.span.file) }.count
        summary.unlayeredFiles = analysed.workspace.files.filter { $0.layer == nil && !$0.isTest && analysed.isReported($0.path) }.count
        summary.duration = Date().timeIntervalSince(start)
        var result = LintResult(rootPath: analysed.workspace.root, toolVersion: archlintVersion, findings: findings,
                                summary: summary, rules: allRuleDescriptions, problems: analysed.scanProblems,
                                configurationPath: analysed.configurationPath,
                                excludingConfigurationPath: analysed.excludingConfigurationPath)
        result.ignoredConfiguration = analysed.ignoredConfiguration
        // Every finding the baseline hid, in reported files or not: pruning a baseline from a
        // run on part of the project keeps the other parts' entries that still match.
        result.baselinedFindings = outcome.baselinedFindings
        result.baselineEntries = baselineEntries
        // What pruning may drop. The files this run read: its Swift files and its manifests.
        // An unmatched entry of one of them is fixed; of a file that exists but was not read (a
        // folder not given, an excluded one) it is kept as it is; of a file that is gone, dropped.
        // All of that holds only when the baseline is this root's: some entry matched a finding
        // or names a Swift file under this root (`Package.swift` is under every package's root).
        let root = analysed.workspace.root
        var seen = Set(analysed.workspace.files.map(\.path))
        for module in analysed.workspace.modules { if let manifest = module.manifestPath { seen.insert(manifest) } }
        let exists = { (path: String) in FileManager.default.fileExists(atPath: root + "/" + path) }
        result.baselineEntriesOutOfView = outcome.unmatchedBaselineEntries.filter { !seen.contains($0.file) && exists($0.file) }
        let provesRoot = !outcome.baselinedFindings.isEmpty || outcome.unmatchedBaselineEntries.contains {
            !($0.file == "Package.swift" || $0.file.hasSuffix("/Package.swift")) && exists($0.file)
        }
        result.baselineIsFromAnotherRoot = baselineEntries > 0 && !provesRoot
        let populated = Set(analysed.workspace.files.compactMap(\.layer))
        result.emptyLayers = analysed.workspace.configuration.layerNames.filter { !populated.contains($0) }
        result.layerCount = analysed.workspace.configuration.layerNames.count
        let configuration = analysed.workspace.configuration
        let moduleNames = analysed.workspace.modules.map(\.name)
        var globs: [(key: String, glob: Glob)] = []
        if configuration.interfaceModulesAreConfigured { globs += configuration.interfaceModules.map { ("interfaceModules", $0) } }
        globs += configuration.independent.flatMap { $0.map { ("independent", $0) } }
        for (key, glob) in globs where !moduleNames.contains(where: { configuration.matchesModule(glob, $0) }) {
            result.unmatchedModuleGlobs.append("\(key): \"\(glob.pattern)\"")
        }
        result.unmatchedConfigurationGlobs = ConfigurationCoverage.unmatchedGlobs(in: analysed.workspace)
        return (analysed, result)
    }

    private static func relativePrefix(of path: String, root: String) -> String {
        if path == root { return "" }
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) + "/" }
        return path + "/"
    }
}

/// `ARCHLINT_PROFILE=1` prints how long each pipeline phase took, on stderr.
final class PhaseClock {
    /// Read once: the environment is copied into a Dictionary at each read, and every rule
    /// starts a clock.
    private static let profiling = ProcessInfo.processInfo.environment["ARCHLINT_PROFILE"] != nil
    private let enabled = PhaseClock.profiling
    private var last = Date()

    func mark(_ phase: String) {
        guard enabled else { return }
        let now = Date()
        let peakMB = Double(ProcessMemory.peakResidentKB()) / 1024
        _ = OutputFile.writeAll(STDERR_FILENO, String(format: "archlint: %@ %.4f s (peak %.0f MB)\n", phase,
                                                      now.timeIntervalSince(last), peakMB))
        last = now
    }
}

/// Peak resident memory of this process, for `ARCHLINT_PROFILE` and the benchmark.
public enum ProcessMemory {
    public static func peakResidentKB() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
