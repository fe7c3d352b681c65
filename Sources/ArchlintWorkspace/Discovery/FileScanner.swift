import ArchlintSyntax
import Foundation

/// A file found under the roots, before it is read.
public struct DiscoveredFile: Sendable, Hashable {
    /// Root-relative, `/`-separated.
    public var relativePath: String
    public var absolutePath: String

    public init(relativePath: String, absolutePath: String) {
        self.relativePath = relativePath
        self.absolutePath = absolutePath
    }
}

/// Something the scan could not use; reported and skipped, the run goes on.
public struct ScanProblem: Sendable, Hashable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Walks the roots for `*.swift` sources and `Package.swift` manifests.
///
/// Default excludes follow SPEC: `.build`, `.git`, `.swiftpm`, `DerivedData`, `Pods`,
/// `Carthage` and every hidden folder. Directory symlinks are followed once per real
/// directory (tracked by device and inode), so a link loop ends instead of recursing forever.
public struct FileScanner: Sendable {
    public static let defaultExcludedDirectoryNames: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    public var isExcluded: @Sendable (_ relativePath: String, _ isDirectory: Bool) -> Bool

    /// `*.docc` catalogs and `*.playground`s hold snippets that no target compiles; lint skips
    /// them, while `archlint facts` reads them to stay comparable with the reference parser.
    public var skipsDocumentationCatalogs: Bool

    public init(isExcluded: @escaping @Sendable (_ relativePath: String, _ isDirectory: Bool) -> Bool,
                skipsDocumentationCatalogs: Bool = true) {
        self.isExcluded = isExcluded
        self.skipsDocumentationCatalogs = skipsDocumentationCatalogs
    }

    public struct Result: Sendable {
        public var sources: [DiscoveredFile]
        public var manifests: [DiscoveredFile]
        public var problems: [ScanProblem]
    }

    /// `root` must be an existing directory (absolute, no trailing `/`).
    public func scan(root: String) -> Result {
        var sources: [DiscoveredFile] = []
        var manifests: [DiscoveredFile] = []
        var problems: [ScanProblem] = []
        var visited = Set<String>()
        var stack: [(abs: String, rel: String)] = [(root, "")]
        while let (abs, rel) = stack.popLast() {
            guard let identity = directoryIdentity(abs) else { continue }
            if !visited.insert(identity).inserted { continue }
            guard let entries = Self.directoryEntries(abs) else {
                problems.append(ScanProblem(path: rel.isEmpty ? "." : rel, message: "cannot read directory"))
                continue
            }
            for (name, type) in entries {
                if type == Self.regularFile && !name.hasSuffix(".swift") { continue }
                let childAbs = abs + "/" + name
                let childRel = rel.isEmpty ? name : rel + "/" + name
                var mode: mode_t
                switch type {
                case Self.regularFile: mode = S_IFREG
                case Self.directory: mode = S_IFDIR
                default:
                    // A link, or a file system that does not say: ask the file itself.
                    var st = stat()
                    guard lstat(childAbs, &st) == 0 else { continue }
                    mode = st.st_mode & S_IFMT
                }
                if mode == S_IFREG && !name.hasSuffix(".swift") { continue }
                if mode == S_IFLNK {
                    var target = stat()
                    if stat(childAbs, &target) != 0 {
                        if name.hasSuffix(".swift") {
                            problems.append(ScanProblem(path: childRel, message: "broken symbolic link, skipped"))
                        }
                        continue
                    }
                    mode = target.st_mode & S_IFMT
                }
                if mode == S_IFDIR {
                    if name.hasPrefix(".") || Self.defaultExcludedDirectoryNames.contains(name) { continue }
                    // Documentation catalogs hold tutorial snippets, not sources of the module.
                    // Playgrounds are scratch code that no target compiles.
                    if skipsDocumentationCatalogs && (name.hasSuffix(".docc") || name.hasSuffix(".playground")) { continue }
                    if isExcluded(childRel, true) { continue }
                    stack.append((childAbs, childRel))
                } else if mode == S_IFREG {
                    guard name.hasSuffix(".swift") else { continue }
                    if isExcluded(childRel, false) { continue }
                    let file = DiscoveredFile(relativePath: childRel, absolutePath: childAbs)
                    if name == "Package.swift" {
                        manifests.append(file)
                    } else if name.hasPrefix("Package@swift") {
                        continue // a manifest variant for another toolchain; Package.swift is authoritative
                    } else {
                        sources.append(file)
                    }
                }
            }
        }
        let order: (DiscoveredFile, DiscoveredFile) -> Bool = {
            $0.relativePath.precedesInUTF8Order($1.relativePath)
        }
        return Result(sources: sources.sorted(by: order), manifests: manifests.sorted(by: order), problems: problems)
    }

    private static let regularFile = UInt8(DT_REG)
    private static let directory = UInt8(DT_DIR)

    /// A directory's entries (without `.` and `..`) in name order, each with the type the file
    /// system reports (`DT_UNKNOWN` when it does not): read with `readdir`, which spares a
    /// `stat` per file and Foundation's per-entry objects.
    static func directoryEntries(_ path: String) -> [(name: String, type: UInt8)]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    private func directoryIdentity(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return "\(st.st_dev):\(st.st_ino)"
    }
}
