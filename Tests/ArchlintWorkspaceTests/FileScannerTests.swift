import ArchlintSyntax
@testable import ArchlintWorkspace
import Foundation
import Testing

/// The walk hands out sources already in byte order of their paths (no sort afterwards), so
/// the names that sort differently as folder names and as path prefixes are the cases to get right.
@Suite struct FileScannerTests {
    private func makeTree(_ files: [String], folders: [String] = []) throws -> String {
        let root = NSTemporaryDirectory() + "archlint-scanner-\(UUID().uuidString)"
        for folder in folders {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    @Test func sourcesComeInByteOrderOfTheirPaths() throws {
        let files = [
            "Sub.swift", "Sub-x.swift", "Sub/a.swift", "Sub/Deeper/c.swift", "Sub/Deeper-1.swift", "Sub0/b.swift",
            "Sub/Deeper.swift", "a b.swift", "Zeta.swift", "alpha.swift", "Ä/ü.swift", "Ä.swift", "A/B/C/D/E.swift",
            "A.swift", "A-/x.swift", "A0.swift", "AB/x.swift", "Package.swift", "Sub/Package.swift",
        ]
        let ignored = [
            ".hidden/h.swift", "Package@swift-5.9.swift", "Guide.docc/snippet.swift", "Try.playground/Contents.swift",
            ".build/debug/x.swift", "Pods/P/p.swift", "notes.txt", "Sub/image.png", "swift", "Sub/.swift.bak",
        ]
        let root = try makeTree(files + ignored)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = FileScanner(isExcluded: { _, _ in false }).scan(root: root)

        let expected = files.filter { !$0.hasSuffix("Package.swift") }
            .sorted { $0.precedesInUTF8Order($1) }
        #expect(result.sources.map(\.relativePath) == expected)
        #expect(result.sources.allSatisfy { $0.absolutePath == root + "/" + $0.relativePath })
        #expect(result.manifests.map(\.relativePath) == ["Package.swift", "Sub/Package.swift"])
        // Never a source; handed to ManifestSet, which picks the manifest SwiftPM would read.
        #expect(result.versionSpecificManifests.map(\.relativePath) == ["Package@swift-5.9.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func linksAreFollowedOnceAndBrokenOnesReported() throws {
        let root = try makeTree(["Sources/App/main.swift", "Sources/Core/Core.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root + "/Sources/App/Loop", withDestinationPath: root + "/Sources")
        try fm.createSymbolicLink(atPath: root + "/Sources/App/Broken.swift", withDestinationPath: root + "/nowhere.swift")
        try fm.createSymbolicLink(atPath: root + "/Sources/App/Linked.swift", withDestinationPath: root + "/Sources/Core/Core.swift")
        try fm.createSymbolicLink(atPath: root + "/Sources/App/Notes.md", withDestinationPath: root + "/Sources/Core/Core.swift")
        let result = FileScanner(isExcluded: { _, _ in false }).scan(root: root)
        #expect(result.sources.map(\.relativePath) == ["Sources/App/Linked.swift", "Sources/App/main.swift", "Sources/Core/Core.swift"])
        #expect(result.problems.map(\.path) == ["Sources/App/Broken.swift"])
    }

    /// A pipe named `.swift` and a link to a device would block or never end a read: skipped,
    /// and said so. Other names of such files are not sources and stay silent.
    @Test func pipesAndDevicesNamedSwiftAreReportedAndSkipped() throws {
        let root = try makeTree(["App/main.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/App/Pipe.swift", 0o644) == 0)
        #expect(mkfifo(root + "/App/pipe.txt", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Zero.swift", withDestinationPath: "/dev/zero")
        let result = FileScanner(isExcluded: { _, _ in false }).scan(root: root)
        #expect(result.sources.map(\.relativePath) == ["App/main.swift"])
        #expect(result.problems.map(\.path) == ["App/Pipe.swift", "App/Zero.swift"])
        #expect(result.problems.allSatisfy { $0.message.hasPrefix("not a regular file") })
    }

    @Test func namesThatAreNotUTF8AreReportedNotMisread() throws {
        let root = try makeTree(["Good.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `café.swift` and a folder `Ré` in Latin-1: bytes no String can hold as they are.
        for (name, isFolder) in [([UInt8]("caf".utf8) + [0xE9] + [UInt8](".swift".utf8), false),
                                 ([UInt8]("R".utf8) + [0xE9], true), ([UInt8]("notes".utf8) + [0xE9], false)] {
            let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
            path.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { c in
                    if isFolder { _ = mkdir(c.baseAddress!, 0o755) } else { let fd = creat(c.baseAddress!, 0o644); close(fd) }
                }
            }
        }
        let result = FileScanner(isExcluded: { _, _ in false }).scan(root: root)
        #expect(result.sources.map(\.relativePath) == ["Good.swift"])
        #expect(result.problems.count == 2, "\(result.problems)")
        #expect(result.problems.allSatisfy { $0.message.contains("not valid UTF-8") })
    }

    @Test func excludedFoldersAreNotEntered() throws {
        let root = try makeTree(["App/a.swift", "Generated/g.swift", "App/Generated/h.swift", "App/b.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        final class Asked: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
        }
        let asked = Asked()
        let result = FileScanner(isExcluded: { rel, isDirectory in
            asked.lock.lock(); asked.paths.append(rel); asked.lock.unlock()
            return isDirectory && rel.hasSuffix("Generated")
        }).scan(root: root)
        #expect(result.sources.map(\.relativePath) == ["App/a.swift", "App/b.swift"])
        #expect(!asked.paths.contains("App/Generated/h.swift"))
        #expect(!asked.paths.contains("Generated/g.swift"))
    }

    @Test func joinedAndByteAffixes() {
        #expect(FileScanner.joined("/a/b", "c.swift") == "/a/b/c.swift")
        #expect(FileScanner.joined("", "x") == "/x")
        #expect(FileScanner.joined("Ä", "ü") == "Ä/ü")
        #expect(FileScanner.hasSwiftSuffix("a.swift"))
        #expect(FileScanner.hasSwiftSuffix(".swift"))
        #expect(!FileScanner.hasSwiftSuffix("swift"))
        #expect(!FileScanner.hasSwiftSuffix("a.swift.orig"))
        #expect(FileScanner.hasPrefix("Package@swift-6.0.swift", "Package@swift"))
        #expect(!FileScanner.hasPrefix("Pack", "Package@swift"))
        #expect(FileScanner.hasSuffix("Guide.docc", ".docc"))
    }
}
