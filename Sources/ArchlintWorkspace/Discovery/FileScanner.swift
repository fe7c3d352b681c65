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
        /// `Package@swift-X[.Y[.Z]].swift`: the manifest SwiftPM reads instead of `Package.swift`
        /// on a matching toolchain (`ManifestSet` picks one per folder); never a source.
        public var versionSpecificManifests: [DiscoveredFile] = []
        public var problems: [ScanProblem]
    }

    /// `root` must be an existing directory (absolute, no trailing `/`).
    ///
    /// Sources and manifests come back in byte order of their relative paths, and the walk
    /// produces them in that order: each folder's entries are visited sorted, a sub-folder
    /// keyed by its name plus `/` (so `Sub-x.swift` < `Sub.swift` < `Sub/a.swift` < `Sub0`, as
    /// the full paths sort). Sorting 15,000 paths afterwards cost more than the walk itself.
    public func scan(root: String) -> Result {
        var sources: [DiscoveredFile] = []
        var manifests: [DiscoveredFile] = []
        var versionSpecificManifests: [DiscoveredFile] = []
        var problems: [ScanProblem] = []
        var visited = Set<DirectoryIdentity>()
        // Pending folders and files, the next one last; a folder is read when it is taken.
        var pending: [Pending] = [Pending(absolute: root, relative: "", isDirectory: true)]
        var children: [Child] = []
        while let next = pending.popLast() {
            guard next.isDirectory else {
                let file = DiscoveredFile(relativePath: next.relative, absolutePath: next.absolute)
                switch next.kind {
                case .manifest: manifests.append(file)
                case .versionSpecificManifest: versionSpecificManifests.append(file)
                default: sources.append(file)
                }
                continue
            }
            let (abs, rel) = (next.absolute, next.relative)
            guard let identity = DirectoryIdentity(abs) else { continue }
            if !visited.insert(identity).inserted { continue }
            children.removeAll(keepingCapacity: true)
            let readable = Self.forEachEntry(abs) { name, type, decodable in
                // Such a name cannot be opened again from its String (the bad bytes became
                // U+FFFD), nor written into a UTF-8 report: say so instead of a failed read.
                if !decodable {
                    // Skipped folders stay silent, whatever their names.
                    if name.utf8.first == UInt8(ascii: ".") || Self.defaultExcludedDirectoryNames.contains(name) { return }
                    if type == Self.directory || Self.hasSwiftSuffix(name) {
                        children.append(Child(name: name, key: name, kind: .undecodableName))
                    }
                    return
                }
                var mode: mode_t
                switch type {
                case Self.regularFile: mode = S_IFREG
                case Self.directory: mode = S_IFDIR
                default:
                    // A link, or a file system that does not say: ask the file itself.
                    var st = stat()
                    guard lstat(Self.joined(abs, name), &st) == 0 else { return }
                    mode = st.st_mode & S_IFMT
                }
                if mode == S_IFLNK {
                    var target = stat()
                    if stat(Self.joined(abs, name), &target) != 0 {
                        if Self.hasSwiftSuffix(name) {
                            children.append(Child(name: name, key: name, kind: .brokenLink))
                        }
                        return
                    }
                    mode = target.st_mode & S_IFMT
                }
                if mode == S_IFDIR {
                    if name.utf8.first == UInt8(ascii: ".") || Self.defaultExcludedDirectoryNames.contains(name) { return }
                    // Documentation catalogs hold tutorial snippets, not sources of the module.
                    // Playgrounds are scratch code that no target compiles.
                    if skipsDocumentationCatalogs && (Self.hasSuffix(name, ".docc") || Self.hasSuffix(name, ".playground")) { return }
                    children.append(Child(name: name, key: name + "/", kind: .directory))
                } else if mode == S_IFREG {
                    guard Self.hasSwiftSuffix(name) else { return }
                    // A manifest for some toolchains (`Package@swift-5.9.swift`): not a source.
                    if Self.hasPrefix(name, "Package@swift") {
                        children.append(Child(name: name, key: name, kind: .versionSpecificManifest))
                        return
                    }
                    children.append(Child(name: name, key: name, kind: name == "Package.swift" ? .manifest : .source))
                } else if Self.hasSwiftSuffix(name) {
                    // A FIFO, socket or device named `.swift` (or a link to one): reading it could
                    // block or never end. Said, as a broken link is.
                    children.append(Child(name: name, key: name, kind: .notRegularFile))
                }
            }
            guard readable else {
                problems.append(ScanProblem(path: rel.isEmpty ? "." : rel, message: "cannot read directory"))
                continue
            }
            children.sort { $0.key.precedesInUTF8Order($1.key) }
            let mark = pending.count
            for child in children {
                let childRel = rel.isEmpty ? child.name : Self.joined(rel, child.name)
                switch child.kind {
                case .brokenLink:
                    problems.append(ScanProblem(path: childRel, message: "broken symbolic link, skipped"))
                case .notRegularFile:
                    if isExcluded(childRel, false) { continue }
                    problems.append(ScanProblem(path: childRel, message: "not a regular file (a pipe, socket or device), skipped"))
                case .undecodableName:
                    if isExcluded(childRel, false) { continue }
                    problems.append(ScanProblem(path: childRel, message: "name is not valid UTF-8, skipped (rename it to lint it)"))
                case .directory:
                    if isExcluded(childRel, true) { continue }
                    pending.append(Pending(absolute: Self.joined(abs, child.name), relative: childRel, isDirectory: true))
                case .source, .manifest, .versionSpecificManifest:
                    if isExcluded(childRel, false) { continue }
                    pending.append(Pending(absolute: Self.joined(abs, child.name), relative: childRel, isDirectory: false,
                                           kind: child.kind))
                }
            }
            pending[mark...].reverse()
        }
        // The walk's order is the sorted order (see above); checked, and sorted should a file
        // system ever hand out names that break the argument.
        let order: (DiscoveredFile, DiscoveredFile) -> Bool = {
            $0.relativePath.precedesInUTF8Order($1.relativePath)
        }
        if !Self.isSorted(sources, by: order) { sources.sort(by: order) }
        if !Self.isSorted(manifests, by: order) { manifests.sort(by: order) }
        if !Self.isSorted(versionSpecificManifests, by: order) { versionSpecificManifests.sort(by: order) }
        return Result(sources: sources, manifests: manifests, versionSpecificManifests: versionSpecificManifests,
                      problems: problems)
    }

    private struct Pending {
        var absolute: String
        var relative: String
        var isDirectory: Bool
        var kind: Child.Kind = .source
    }

    private struct Child {
        enum Kind { case source, manifest, versionSpecificManifest, directory, brokenLink, undecodableName, notRegularFile }
        var name: String
        /// What the entry sorts by among its siblings: a folder's name ends in `/`.
        var key: String
        var kind: Kind
    }

    /// A directory as the file system knows it, whatever path led there.
    private struct DirectoryIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String) {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: st.st_dev)
            inode = UInt64(truncatingIfNeeded: st.st_ino)
        }
    }

    private static func isSorted(_ files: [DiscoveredFile], by order: (DiscoveredFile, DiscoveredFile) -> Bool) -> Bool {
        var k = 1
        while k < files.count {
            if order(files[k], files[k - 1]) { return false }
            k += 1
        }
        return true
    }

    private static let regularFile = UInt8(DT_REG)
    private static let directory = UInt8(DT_DIR)

    /// `folder/name` in one allocation (`+` builds an intermediate string per operand).
    static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder
        var name = name
        return folder.withUTF8 { f in
            name.withUTF8 { n in
                String(unsafeUninitializedCapacity: f.count + 1 + n.count) { out in
                    if let base = f.baseAddress { out.baseAddress!.initialize(from: base, count: f.count) }
                    out[f.count] = UInt8(ascii: "/")
                    if let base = n.baseAddress { (out.baseAddress! + f.count + 1).initialize(from: base, count: n.count) }
                    return f.count + 1 + n.count
                }
            }
        }
    }

    /// Suffix and prefix tests on bytes: `String.hasSuffix` compares by grapheme, which costs
    /// more than the rest of a file's discovery.
    static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        var name = name
        return name.withUTF8 { endsWith($0.baseAddress, $0.count, suffix) }
    }

    static func hasPrefix(_ name: String, _ prefix: StaticString) -> Bool {
        var name = name
        return name.withUTF8 { n in
            let s = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            guard n.count >= s.count else { return false }
            return memcmp(n.baseAddress!, s.baseAddress!, s.count) == 0
        }
    }

    /// Whether the `count` bytes at `bytes` end with `suffix`: names are tested on their bytes,
    /// in a directory entry before any string is made and in a string's UTF-8 after.
    private static func endsWith(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard count >= length, let bytes else { return length == 0 }
        return memcmp(bytes + (count - length), suffix.utf8Start, length) == 0
    }

    @inline(__always) static func hasSwiftSuffix(_ name: String) -> Bool { hasSuffix(name, ".swift") }

    /// Calls `body` with each entry of a directory (without `.` and `..`) and the type the file
    /// system reports (`DT_UNKNOWN` when it does not), in the order `readdir` gives; false when
    /// the directory cannot be opened. Regular files not ending in `.swift` are passed over
    /// before any string is made: asset folders hold thousands of them.
    static func forEachEntry(_ path: String, _ body: (String, UInt8, Bool) -> Void) -> Bool {
        guard let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            var decodable = true
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { p -> String? in
                    let length = strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
                    if length == 1 && p[0] == UInt8(ascii: ".") { return nil }
                    if length == 2 && p[0] == UInt8(ascii: ".") && p[1] == UInt8(ascii: ".") { return nil }
                    if type == Self.regularFile && !endsWith(UnsafePointer(p), length, ".swift") { return nil }
                    let bytes = UnsafeBufferPointer(start: p, count: length)
                    if bytes.contains(where: { $0 >= 0x80 }) && String(validating: bytes, as: UTF8.self) == nil { decodable = false }
                    return String(decoding: bytes, as: UTF8.self)
                }
            }
            if let name { body(name, type, decodable) }
        }
        return true
    }
}
