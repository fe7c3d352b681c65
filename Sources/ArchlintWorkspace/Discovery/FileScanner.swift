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
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: abs)
            } catch {
                problems.append(ScanProblem(path: rel.isEmpty ? "." : rel, message: "cannot read directory"))
                continue
            }
            for name in entries.sorted() {
                let childAbs = abs + "/" + name
                let childRel = rel.isEmpty ? name : rel + "/" + name
                var st = stat()
                guard lstat(childAbs, &st) == 0 else { continue }
                var mode = st.st_mode & S_IFMT
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

    private func directoryIdentity(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return "\(st.st_dev):\(st.st_ino)"
    }
}
