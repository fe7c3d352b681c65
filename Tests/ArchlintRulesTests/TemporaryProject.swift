import ArchlintEngine
import Foundation

/// Writes `files` (relative path -> text) to a fresh folder, lints it as the command line
/// would, removes the folder, and gives the findings as `rule@file:line`, sorted.
func lintTemporaryProject(_ files: [String: String]) throws -> [String] {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (path, text) in files {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
    let result = try LintRunner.run(LintRequest(paths: [dir.path]))
    return result.findings.map { "\($0.rule)@\($0.span.file):\($0.span.line)" }.sorted()
}
